/** The site data of the page (`#weft-site`), read once; null in embed mode or when it is invalid. */

export interface PageData {
  id: number | string;
  url: string;
  initial?: string;
  /** Builder data writes it as true, 1 or "1". */
  is_member?: boolean | number | string;
  is_blog?: boolean;
  configs?: Array<{ key: string; value: unknown }>;
  restrict_areas?: unknown[];
  layout?: { desktop?: unknown[]; mobile?: unknown[] };
}

export interface SiteData {
  website_id?: string;
  options?: {
    language?: string;
    is_free?: boolean;
    aid?: string | number | null;
    id_office_user?: string | number | null;
    endpoints?: {
      api?: string;
      site?: string;
      blog?: string;
      provider?: string;
      lists?: string;
      checkout?: string;
      quiz?: string;
    };
    [field: string]: unknown;
  };
  pages?: PageData[];
  /** The cookie-consent settings (runtime.md §3); `active` asks visitors for consent. */
  gdpr?: { active?: unknown; [field: string]: unknown };
}

/**
 * A page behind the members area: members-only (is_member as builder data writes it: true, 1,
 * "1", "true") or restricted to areas. Its content is drawn only once the server grants access.
 */
export function isRestricted(page: PageData | null | undefined): boolean {
  if (!page) return false;
  const member = page.is_member;
  if (member === true || member === 1 || member === '1' || member === 'true') return true;
  return Array.isArray(page.restrict_areas) && page.restrict_areas.length > 0;
}

let cached: SiteData | null | undefined;

function read(doc: Document): SiteData | null {
  const el = doc.getElementById('weft-site');
  if (!el) return null;
  try {
    const data: unknown = JSON.parse(el.textContent ?? '');
    if (typeof data === 'object' && data !== null && !Array.isArray(data)) return data as SiteData;
    console.error('Weft: the site data in #weft-site should be a JSON object');
  } catch (error) {
    console.error(`Weft: the site data in #weft-site is not valid JSON (${(error as Error).message})`);
  }
  return null;
}

export function siteData(doc: Document = document): SiteData | null {
  if (cached === undefined) cached = read(doc);
  return cached;
}

/** Test seam: stand in for the page's site data (undefined reads the page again). */
export function setSiteDataForTests(data: SiteData | null | undefined): void {
  cached = data;
}
