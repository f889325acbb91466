import { signal } from '@preact/signals-core';
import { MOBILE_BREAKPOINT_PX } from './constants.js';

/** The device class the page is shown for. Site mode refines this (tablets, the 2 s resize rule). */
export type Device = 'desktop' | 'mobile';

const MOBILE_AGENT = /Android|iPhone|iPod|IEMobile|Opera Mini|Mobile/i;

export function detectDevice(width: number, touch: boolean, userAgent: string): Device {
  if (width <= MOBILE_BREAKPOINT_PX) return 'mobile';
  return touch && MOBILE_AGENT.test(userAgent) ? 'mobile' : 'desktop';
}

function current(): Device {
  return detectDevice(window.innerWidth, navigator.maxTouchPoints > 0, navigator.userAgent);
}

export const device = signal<Device>(current());

/** Re-evaluated this long after the last resize (runtime.md §4). */
export const RESIZE_SETTLE_MS = 2000;
let settle: ReturnType<typeof setTimeout> | undefined;
window.addEventListener('resize', () => {
  clearTimeout(settle);
  settle = setTimeout(() => (device.value = current()), RESIZE_SETTLE_MS);
});
