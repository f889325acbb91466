/**
 * The visitor's consent (runtime.md §3–4, CONTRACT §7): cookies `cookieControl` (true once the
 * visitor chose) and `cookieControlPrefs` (JSON array of accepted categories, [] for only necessary).
 */
import { signal } from '@preact/signals-core';
import { readCookies, writeCookie } from '../util/storage.js';
import { cookieJar, consentCookies, readConsent, type Category, type Consent } from './cookies.js';

export { CATEGORIES, CHOSEN_COOKIE, PREFS_COOKIE, readConsent, type Category, type Consent } from './cookies.js';

/** Cookies trackers set that a withdrawal deletes (Weft's own pixels and Google/Meta tags). */
export const TRACKING_COOKIES = [/^_ga(_.*)?$/, /^_gid$/, /^_gat(_.*)?$/, /^_gcl_/, /^_fbp$/, /^_fbc$/, /^_uetsid$/, /^_uetvid$/];

/** A browser's Global Privacy Control signal is a refusal of marketing. */
export function withPrivacySignal(accepted: readonly Category[], gpc: boolean): Category[] {
  return gpc ? accepted.filter((c) => c !== 'marketing') : [...accepted];
}

export function privacySignal(): boolean {
  return (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/** Deletes the tracking cookies on this host and its parent domains. */
export function deleteTrackingCookies(): string[] {
  const deleted: string[] = [];
  const names = [...cookieJar(readCookies()).keys()].filter((n) => TRACKING_COOKIES.some((p) => p.test(n)));
  const parts = location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < parts.length - 1; i++) domains.push(`; domain=.${parts.slice(i).join('.')}`);
  for (const name of names) {
    for (const domain of domains) writeCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`);
    deleted.push(name);
  }
  return deleted;
}

/** The consent in force: starts from the cookies, changes when the visitor chooses. */
export const consent = signal<Consent>(readConsent(readCookies()));

/** Records a choice for `days`; narrowing it deletes the tracking cookies already set. */
export function choose(accepted: readonly Category[], days: number): Consent {
  const before = consent.peek().accepted;
  const next: Consent = { chosen: true, accepted: withPrivacySignal([...new Set(accepted)], privacySignal()) };
  // Safari keeps a cookie a script writes 7 days at most: a server that sees the choice writes it
  // again for as long as promised (consentCookies in the renderer's rules, the demo's backend).
  for (const cookie of consentCookies(next, days, location.protocol === 'https:')) writeCookie(cookie);
  if (before.some((c) => !next.accepted.includes(c))) deleteTrackingCookies();
  consent.value = next;
  return next;
}

/** The reset button: the choice is open again (the cookies stay until the visitor chooses anew). */
export function reopen(): void {
  consent.value = { chosen: false, accepted: consent.peek().accepted };
}

export function allows(category: Category | 'necessary', state: Consent = consent.value): boolean {
  return category === 'necessary' || state.accepted.includes(category);
}
