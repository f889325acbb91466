import { useEffect, useRef, type MouseEvent } from 'react';
import { useHost, type ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { followAddressClick, isAddressLink, performLink } from '../../src/links/actions.js';
import { linkHref, linkTarget } from '../../src/links/link.js';
import { normaliseAlpha } from '../../src/util/color.js';
import { freshImageUrl } from '../../src/util/images.js';
import { navigableUrl } from '../../src/util/url.js';
import { HOVER_SCALE, PRESS_SCALE, REST_SCALE, tiltAt, type Image3dConfig } from './config.js';
import { prefersReducedMotion } from '../../src/util/reduced-motion.js';
import { nameOf } from '../../src/util/name.js';

/**
 * Moves the card with the pointer over `area`: a tilt towards the pointer (none under reduced
 * motion), 1.1 under the pointer, 0.9 while pressed, 1 once it leaves.
 */
function usePointerTilt(area: React.RefObject<HTMLElement | null>, card: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = area.current;
    if (!el) return;
    const set = (scale: number, rx = 0, ry = 0) => {
      const style = card.current?.style;
      if (!style) return;
      style.setProperty('--scale', String(scale));
      style.setProperty('--rx', `${rx}deg`);
      style.setProperty('--ry', `${ry}deg`);
    };
    let pressed = false;
    let over = false;
    const tilt = (event: PointerEvent) =>
      prefersReducedMotion() ? { rx: 0, ry: 0 } : tiltAt(event.clientX, event.clientY, el.getBoundingClientRect());
    const scale = () => (pressed ? PRESS_SCALE : over ? HOVER_SCALE : REST_SCALE);
    const onEnter = (event: PointerEvent) => {
      over = true;
      const { rx, ry } = tilt(event);
      set(scale(), rx, ry);
    };
    const onMove = (event: PointerEvent) => {
      over = true;
      const { rx, ry } = tilt(event);
      set(scale(), rx, ry);
    };
    const onDown = (event: PointerEvent) => {
      pressed = true;
      const { rx, ry } = tilt(event);
      set(scale(), rx, ry);
    };
    const onUp = (event: PointerEvent) => {
      pressed = false;
      const { rx, ry } = tilt(event);
      set(scale(), rx, ry);
    };
    const onLeave = () => {
      pressed = false;
      over = false;
      set(REST_SCALE);
    };
    el.addEventListener('pointerenter', onEnter);
    el.addEventListener('pointermove', onMove);
    el.addEventListener('pointerdown', onDown);
    el.addEventListener('pointerup', onUp);
    el.addEventListener('pointerleave', onLeave);
    el.addEventListener('pointercancel', onLeave);
    return () => {
      el.removeEventListener('pointerenter', onEnter);
      el.removeEventListener('pointermove', onMove);
      el.removeEventListener('pointerdown', onDown);
      el.removeEventListener('pointerup', onUp);
      el.removeEventListener('pointerleave', onLeave);
      el.removeEventListener('pointercancel', onLeave);
    };
  }, [area, card]);
}

export function Image3d({ config, device }: ElementProps<Image3dConfig>) {
  const t = useT();
  const host = useHost();
  const area = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLDivElement>(null);
  usePointerTilt(area, card);

  const src = config.src ? navigableUrl(freshImageUrl(config.src))?.href : undefined;
  useEffect(() => {
    if (config.src && !src) console.error(`${nameOf(host)} src "${config.src}" is not an http(s) address; nothing is shown`);
  }, [host, config.src, src]);

  const link = config.link;
  const href = linkHref(link);
  const action = !!link?.type && !isAddressLink(link);
  const newTab = linkTarget(link) === '_blank';
  // A linked image without alt text still needs a name for its link.
  const label = config.alt ? undefined : `${config.title || t('ct-image-link')}${newTab ? ` ${t('ct-opens-new-tab')}` : ''}`;

  const picture = src ? (
    <img
      part="image"
      className="image"
      src={src}
      alt={config.alt}
      title={config.title || undefined}
      style={{ opacity: normaliseAlpha(config.opacity) }}
      draggable={false}
    />
  ) : (
    <div part="placeholder" className="placeholder" aria-hidden="true" />
  );
  const face = (
    <div ref={card} part="card" className="card">
      {picture}
    </div>
  );

  let content = face;
  if (href) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => followAddressClick(link!, href, event, { source: host, device });
    content = (
      <a
        part="link"
        className="link"
        href={href}
        target={linkTarget(link)}
        rel={newTab ? 'noopener noreferrer' : undefined}
        download={link?.type === 'download' ? '' : undefined}
        aria-label={label}
        onClick={onClick}
      >
        {face}
      </a>
    );
  } else if (action) {
    content = (
      <button
        part="link"
        type="button"
        className="link"
        aria-label={label}
        onClick={() => void performLink(link, { source: host, device })}
      >
        {face}
      </button>
    );
  }
  return (
    <div ref={area} part="base" className="base">
      {content}
    </div>
  );
}
