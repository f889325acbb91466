/**
 * Image addresses saved while a site lived on a builder host keep working after it moves: those
 * stale host names are rewritten to the host the page is served from (elements-content.md §1).
 */

import { navigableUrl } from './url.js';

/** Hosts the builder served sites and uploads from before publishing. */
export const STALE_IMAGE_HOSTS: readonly string[] = ['preview.weft.example', 'editor.weft.example', 'sites.weft.example'];

export function freshImageUrl(address: string, currentHost: string = location.host): string {
  try {
    const url = new URL(address, location.href);
    if (!STALE_IMAGE_HOSTS.includes(url.hostname) || !currentHost) return address;
    url.host = currentHost;
    url.protocol = location.protocol;
    return url.href;
  } catch {
    return address;
  }
}

/**
 * A picture's address from config or a server, through the URL policy (http and https only) and
 * the stale-host rewrite: what every `<img src>` and CSS `url()` of an element is given. '' when refused.
 */
export function pictureAddress(address: unknown): string {
  const url = typeof address === 'string' ? navigableUrl(address.trim()) : null;
  return url ? freshImageUrl(url.href) : '';
}

/**
 * A CSS background-image value from config with its stale hosts rewritten: a plain address becomes
 * `url("…")`; an owner's own `url(…)` or gradient keeps its form, each address in it rewritten.
 * Undefined when empty.
 */
export function cssImage(value: string): string | undefined {
  const v = value.trim();
  if (!v) return undefined;
  if (!v.startsWith('url(') && !v.includes('gradient(')) return `url(${JSON.stringify(freshImageUrl(v))})`;
  return v.replace(
    /url\(\s*(["']?)(.*?)\1\s*\)/g,
    (_, _quote: string, address: string) => `url(${JSON.stringify(freshImageUrl(address))})`,
  );
}
