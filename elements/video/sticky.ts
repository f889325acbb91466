import { useEffect, useState } from 'react';
import { cssLength } from '../../src/common.js';

/** The sticky player's width: the configured length, never below 160px; 320px when it is not a width. */
export function stickyWidth(size: number | string): string {
  if (typeof size === 'number') return `${Math.max(160, Number.isFinite(size) ? size : 320)}px`;
  const length = cssLength(size);
  const width = length ? `max(160px, ${length})` : '';
  return width && CSS.supports('width', width) ? width : '320px';
}

export interface Sticky {
  /** The corner the player is stuck in, or null while it is in its place. */
  corner: string | null;
  /** Puts the player back in its place for the rest of this visit of the page. */
  dismiss(): void;
}

/**
 * Sticky mode: once a playing video is scrolled out of view, the host takes a corner
 * (`data-sticky`, styled by the shared embed styles) until it is back in view or dismissed.
 */
export function useSticky(
  host: HTMLElement,
  { on, position, size }: { on: boolean; position: string; size: number | string },
): Sticky {
  const [corner, setCorner] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!on || dismissed) return;
    host.style.setProperty('--sticky-width', stickyWidth(size));
    const observer = new IntersectionObserver(([entry]) => {
      const playing = !!host.shadowRoot?.querySelector('iframe, video');
      setCorner(entry && !entry.isIntersecting && playing ? position : null);
    });
    observer.observe(host);
    return () => {
      observer.disconnect();
      setCorner(null);
    };
  }, [host, on, dismissed, position, size]);
  useEffect(() => {
    if (corner) host.dataset['sticky'] = corner;
    else delete host.dataset['sticky'];
  }, [host, corner]);
  useEffect(() => () => void delete host.dataset['sticky'], [host]);
  return { corner, dismiss: () => setDismissed(true) };
}
