/**
 * The visitor's consent (runtime.md §3–4, CONTRACT §7): cookies `cookieControl` (true once the
 * visitor chose) and `cookieControlPrefs` (JSON array of accepted categories, [] for only necessary).
 */
import { signal } from '@preact/signals-core';
import { readCookies, writeCookie } from '../util/storage.js';

export const CATEGORIES = ['analytics', 'marketing'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CHOSEN_COOKIE = 'cookieControl';
export const PREFS_COOKIE = 'cookieControlPrefs';
/** Cookies trackers set that a withdrawal deletes (Weft's own pixels and Google/Meta tags). */
export const TRACKING_COOKIES = [/^_ga(_.*)?$/, /^_gid$/, /^_gat(_.*)?$/, /^_gcl_/, /^_fbp$/, /^_fbc$/, /^_uetsid$/, /^_uetvid$/];

export interface Consent {
  /** The visitor has chosen; the banner stays closed. */
  chosen: boolean;
  accepted: readonly Category[];
}

function cookies(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of text.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    try {
      map.set(part.slice(0, i).trim(), decodeURIComponent(part.slice(i + 1).trim()));
    } catch {
      map.set(part.slice(0, i).trim(), part.slice(i + 1).trim());
    }
  }
  return map;
}

/** Reads the two cookies; anything corrupted counts as no choice. */
export function readConsent(cookieText: string): Consent {
  const jar = cookies(cookieText);
  if (jar.get(CHOSEN_COOKIE) !== 'true') return { chosen: false, accepted: [] };
  try {
    const prefs: unknown = JSON.parse(jar.get(PREFS_COOKIE) ?? '');
    if (!Array.isArray(prefs)) return { chosen: false, accepted: [] };
    if (!prefs.every((p) => (CATEGORIES as readonly unknown[]).includes(p))) return { chosen: false, accepted: [] };
    return { chosen: true, accepted: [...new Set(prefs as Category[])] };
  } catch {
    return { chosen: false, accepted: [] };
  }
}

/** A browser's Global Privacy Control signal is a refusal of marketing. */
export function withPrivacySignal(accepted: readonly Category[], gpc: boolean): Category[] {
  return gpc ? accepted.filter((c) => c !== 'marketing') : [...accepted];
}

export function privacySignal(): boolean {
  return (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

function setCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  writeCookie(`${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`);
}

/** Deletes the tracking cookies on this host and its parent domains. */
export function deleteTrackingCookies(): string[] {
  const deleted: string[] = [];
  const names = [...cookies(readCookies()).keys()].filter((n) => TRACKING_COOKIES.some((p) => p.test(n)));
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
  setCookie(CHOSEN_COOKIE, 'true', days);
  setCookie(PREFS_COOKIE, JSON.stringify(next.accepted), days);
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
