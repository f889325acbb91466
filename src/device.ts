import { signal } from '@preact/signals-core';
import { flag } from './config.js';
import { MOBILE_BREAKPOINT_PX } from './constants.js';

/** The device class the page is shown for. */
export type Device = 'desktop' | 'mobile';

import { MOBILE_AGENT, TABLET_AGENT } from './agent.js';

export { agentDevice } from './agent.js';

/** Tablets are shown a desktop view this wide when the site has no tablet version (runtime.md §4). */
export const TABLET_DESKTOP_WIDTH = 1366;
/** Re-evaluated this long after the last resize. */
export const RESIZE_SETTLE_MS = 2000;

/** A touch device that is not a phone: an iPad (also iPadOS, which calls itself a Mac) or an Android tablet. */
export function isTablet(touch: boolean, userAgent: string): boolean {
  if (!touch) return false;
  return TABLET_AGENT.test(userAgent) || /Macintosh/.test(userAgent);
}

/**
 * Mobile when the viewport is `narrow` (768 px wide or less), or by touch and user agent. A tablet
 * counts as mobile only when the site has a tablet version; otherwise it gets the desktop view.
 */
export function detectDevice(narrow: boolean, touch: boolean, userAgent: string, tabletVersion = false): Device {
  if (isTablet(touch, userAgent)) return tabletVersion ? 'mobile' : 'desktop';
  if (narrow) return 'mobile';
  return touch && MOBILE_AGENT.test(userAgent) ? 'mobile' : 'desktop';
}

let tabletVersion = false;

/**
 * The width asked as a media query: reading `innerWidth` on a page with a viewport meta lays the
 * page out first, and the runtime asks while it is taking the page over.
 */
export const narrowViewport = matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);

function current(): Device {
  return detectDevice(narrowViewport.matches, navigator.maxTouchPoints > 0, navigator.userAgent, tabletVersion);
}

export const device = signal<Device>(current());

/**
 * Site mode: a tablet without a tablet version is laid out as a 1366-px-wide desktop page.
 * `tabletVersion` is the site option tablet_version as builder data writes it (read by flag()).
 */
export function configureDevice(options: { tabletVersion?: unknown }): void {
  tabletVersion = flag(options.tabletVersion);
  if (!tabletVersion && isTablet(navigator.maxTouchPoints > 0, navigator.userAgent)) {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'viewport';
      document.head.append(meta);
    }
    meta.content = `width=${TABLET_DESKTOP_WIDTH}`;
  }
  device.value = current();
}

let settle: ReturnType<typeof setTimeout> | undefined;
window.addEventListener('resize', () => {
  clearTimeout(settle);
  settle = setTimeout(() => (device.value = current()), RESIZE_SETTLE_MS);
});
