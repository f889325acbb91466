/**
 * The runtime's own site rules, for a server that decides as the browser does, with no window:
 * which page a path shows, what its first screen holds before scripts, whether a page is behind the
 * members area, how a yes/no of the site data reads, which device a request's agent tells, and the
 * cookies that keep the visitor's consent. One copy of each rule, shared with the runtime; built on
 * its own (dist/server/rules.mjs), so that importing it sets up no window in the process.
 */
import { agentDevice } from '../agent.js';
import { flag } from '../config.js';
import { consentCookies, readConsent } from '../consent/cookies.js';
import { readGdpr } from '../consent/settings.js';
import type { Device } from '../device.js';
import type { SiteData } from '../base/data.js';

export { initialPage, isRestricted, notFoundPage, resolvePage } from '../site/resolve.js';
export { firstScreen, type FirstScreen } from './first-screen.js';
export { flag, readYesNo } from '../config.js';
export type { Device } from '../device.js';

/**
 * The device class to draw a request for: the one its user agent tells (a phone, a tablet, by the
 * site's `tablet_version`, read as every yes/no of the site data is), else 'auto': both, and the
 * visitor's viewport shows one, as the runtime decides by it.
 */
export function deviceFor(userAgent: string, site?: SiteData): Device | 'auto' {
  return agentDevice(userAgent, flag(site?.options?.tablet_version)) ?? 'auto';
}

/**
 * The `Set-Cookie` values that keep the visitor's consent for as long as the site promises (its
 * GDPR `expires`, in days), for a response to a request whose `Cookie` header carries a choice; none
 * when it carries none. Safari keeps a cookie a script writes for 7 days at most, so the choice the
 * banner wrote would be forgotten a week later: one the server sets is kept. Each page the visitor
 * opens writes it again, so the choice lasts `expires` days from the visitor's last page.
 */
export function consentSetCookies(site: SiteData | undefined, cookie: string | undefined, secure: boolean): string[] {
  const state = readConsent(cookie ?? '');
  if (!state.chosen) return [];
  const { config } = readGdpr((site as Record<string, unknown> | undefined)?.['gdpr']);
  return consentCookies(state, config.expires, secure);
}
