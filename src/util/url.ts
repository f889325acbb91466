/**
 * The one URL policy. Every URL that comes from config, the server or a query string passes here
 * before it is put in an href or src or followed.
 */

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:', 'sms:']);
const NAVIGABLE_SCHEMES = new Set(['http:', 'https:']);
// Browsers ignore ASCII control characters, whitespace and case when reading a scheme, so
// "  JaVa\tScRiPt:" is as dangerous as "javascript:". Strip them before deciding.
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;

function base(): string {
  return typeof location === 'undefined' ? 'http://localhost/' : location.href;
}

/** The URL if the policy allows it (http, https, mailto, tel, sms, or relative), else null. */
export function safeUrl(value: unknown, allowed: ReadonlySet<string> = ALLOWED_SCHEMES): URL | null {
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(IGNORED, '');
  if (cleaned === '') return null;
  try {
    const url = new URL(cleaned, base());
    return allowed.has(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/** A URL a page may navigate or redirect to: http or https only. */
export function navigableUrl(value: unknown): URL | null {
  return safeUrl(value, NAVIGABLE_SCHEMES);
}

/**
 * The address a script may be loaded from: https, or the page's own origin (served by the page
 * itself, as its `script-src 'self'` allows). A third-party script over http is refused.
 */
export function scriptAddress(value: unknown): string | null {
  const url = navigableUrl(value);
  if (!url) return null;
  return url.protocol === 'https:' || url.origin === new URL(base()).origin ? url.href : null;
}

/** An address typed by a site owner without a scheme ("example.com/x") becomes https. */
export function normaliseWebAddress(value: unknown): URL | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed.replace(IGNORED, ''));
  const isPath = (trimmed.startsWith('/') && !trimmed.startsWith('//')) || trimmed.startsWith('#') || trimmed.startsWith('?');
  return navigableUrl(hasScheme || isPath ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`);
}

// The URL parser drops tabs and newlines anywhere in an address ("/<TAB>/evil.example" is "//evil.example").
const DROPPED = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex
const EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const NOWHERE = 'https://weft-site.invalid';

/**
 * The one way a page path of this site is built from config or server data (a page's `url`, a
 * link's page, the home page, a split test's page, a redirect after booking): "about" or
 * "/about?x#y" becomes "/about?x#y", a path of whatever origin it is resolved against. Browsers
 * read `\` as `/` and drop tabs and newlines, so `\evil.example`, `/\evil.example`, `\/evil.example`,
 * `/<TAB>/evil.example` and `//evil.example` would all name another host: each is read as the
 * browser would, then its leading slashes become one, so it stays a path ("/evil.example").
 * Null for what is not text or a number, or not a path at all.
 */
export function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).replace(DROPPED, '').replace(EDGES, '').replace(/\\/g, '/');
  let url: URL;
  try {
    url = new URL(`/${text.replace(/^\/+/, '')}`, NOWHERE);
  } catch {
    return null;
  }
  if (url.origin !== NOWHERE) return null;
  const path = `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
  // The result names no host, against any base: checked, not assumed.
  return new URL(path, NOWHERE).origin === NOWHERE ? path : null;
}
