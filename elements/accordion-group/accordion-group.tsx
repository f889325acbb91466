import { useEffect, useLayoutEffect, type CSSProperties } from 'react';
import { cssLength } from '../../src/common.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { ACCORDION_SET_EVENT, ACCORDION_TOGGLE_EVENT } from '../../src/ui/accordion-events.js';
import { followHeight } from '../../src/ui/grow.js';
import { useChildOrder } from '../../src/ui/group-children.js';
import { containerPaddingStyle } from '../../src/ui/group.js';
import type { AccordionGroupConfig } from './config.js';

/** The header button of each accordion among the group's children, in the order they show. */
function headers(host: HTMLElement): HTMLButtonElement[] {
  return [...host.children]
    .filter((child) => getComputedStyle(child).display !== 'none')
    .sort((a, b) => (Number(getComputedStyle(a).order) || 0) - (Number(getComputedStyle(b).order) || 0))
    .map((child) => child.shadowRoot?.querySelector<HTMLButtonElement>('button[part="header"][aria-controls]'))
    .filter((button): button is HTMLButtonElement => !!button);
}

/**
 * Accordions stacked one under the other (its child elements). Up and Down move between their
 * headers, Home and End go to the first and last (the APG accordion's optional keys); with
 * onlyOneOpen, opening one closes the others.
 */
export function AccordionGroup({ config, device }: ElementProps<AccordionGroupConfig>) {
  const host = useHost();
  useChildOrder(host, device);
  // Placed out of the flow in a panel, the panel grows and shrinks with it.
  useEffect(() => followHeight(host), [host]);

  // Listening from the commit on (a layout effect), not from a later task: a click on an accordion
  // as soon as it shows would otherwise open it beside the others.
  useLayoutEffect(() => {
    if (!config.onlyOneOpen) return;
    const onToggle = (event: Event) => {
      const opened = event.target;
      if (!(event as CustomEvent<{ expanded?: boolean }>).detail?.expanded) return;
      for (const child of host.children) {
        if (child !== opened) child.dispatchEvent(new CustomEvent(ACCORDION_SET_EVENT, { detail: { expanded: false } }));
      }
    };
    host.addEventListener(ACCORDION_TOGGLE_EVENT, onToggle);
    return () => host.removeEventListener(ACCORDION_TOGGLE_EVENT, onToggle);
  }, [host, config.onlyOneOpen]);

  // A native listener: the keys come from the accordions' shadow roots through the slot, which
  // React's own events do not follow. From the commit on, as above.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
      const list = headers(host);
      const current = list.indexOf(event.composedPath()[0] as HTMLButtonElement);
      if (current < 0) return;
      const last = list.length - 1;
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : event.key === 'ArrowDown'
              ? (current + 1) % list.length
              : (current - 1 + list.length) % list.length;
      event.preventDefault();
      list[next]!.focus();
    };
    host.addEventListener('keydown', onKeyDown);
    return () => host.removeEventListener('keydown', onKeyDown);
  }, [host]);

  const style = {
    ...containerPaddingStyle(config.containerPadding),
    gap: cssLength(config.verticalMargin),
  } as CSSProperties;
  return (
    <div part="base" className="base" style={style}>
      <slot />
    </div>
  );
}
