/**
 * The visitor's consent as its two cookies say it (runtime.md §3–4, CONTRACT §7): `cookieControl`
 * (true once the visitor chose) and `cookieControlPrefs` (JSON array of accepted categories, [] for
 * only necessary). Pure: the runtime reads `document.cookie` with it, a server the `Cookie` header.
 */

export const CATEGORIES = ['analytics', 'marketing'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CHOSEN_COOKIE = 'cookieControl';
export const PREFS_COOKIE = 'cookieControlPrefs';

export interface Consent {
  /** The visitor has chosen; the banner stays closed. */
  chosen: boolean;
  accepted: readonly Category[];
}

/** A `Cookie` header (or `document.cookie`) as names and decoded values. */
export function cookieJar(text: string): Map<string, string> {
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
  const jar = cookieJar(cookieText);
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

/** The two cookies of a choice, kept `days` days, as `document.cookie` or `Set-Cookie` writes them. */
export function consentCookies(state: Consent, days: number, secure: boolean, now = Date.now()): string[] {
  const expires = new Date(now + days * 86_400_000).toUTCString();
  const tail = `; expires=${expires}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [
    `${CHOSEN_COOKIE}=${encodeURIComponent('true')}${tail}`,
    `${PREFS_COOKIE}=${encodeURIComponent(JSON.stringify(state.accepted))}${tail}`,
  ];
}
