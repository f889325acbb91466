/**
 * What a user agent says of its device, without a window: the browser reads it (src/device.ts) and
 * so does the server, which has no viewport (src/server/rules.ts).
 */
import type { Device } from './device.js';

export const MOBILE_AGENT = /Android|iPhone|iPod|IEMobile|Opera Mini|Mobile/i;
export const TABLET_AGENT = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;

/**
 * The device a request's user agent tells alone, for the server: a phone is mobile at any width
 * (the runtime's touch and mobile agent), a tablet as the site's tablet version says. Any other
 * agent may be a window of any width (a split screen, a desktop site on a phone, an iPad that
 * calls itself a Mac): undefined, the viewport decides.
 */
export function agentDevice(userAgent: string, tabletVersion = false): Device | undefined {
  if (TABLET_AGENT.test(userAgent)) return tabletVersion ? 'mobile' : 'desktop';
  return MOBILE_AGENT.test(userAgent) ? 'mobile' : undefined;
}
