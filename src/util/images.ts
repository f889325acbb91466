/**
 * Image addresses saved while a site lived on a builder host keep working after it moves: those
 * stale host names are rewritten to the host the page is served from (elements-content.md §1).
 */

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
