/** The site data of the page (`#weft-site`), read once; null in embed mode or when it is invalid. */
import { isPlainObject } from '../config.js';
import type { Endpoints } from '../http/hosts.js';

/** The script tag's options as the loader read them (`window.weft.options`, CONTRACT §1). */
export interface ScriptOptions {
  /** `data-site`, or the origin the loader was served from. */
  site?: string | null;
  /** `data-lang`. */
  lang?: string | null;
  /** `data-website`: the site code (`website_id`) of embedded blog and members widgets. */
  website?: string | null;
}

export function scriptOptions(): ScriptOptions {
  return (window as { weft?: { options?: ScriptOptions } }).weft?.options ?? {};
}

/** A page with the site data or the mount is a site-mode page (CONTRACT §2); any other embeds. */
export function isSiteMode(doc: Document = document): boolean {
  return doc.getElementById('weft-site') !== null || doc.querySelector('weft-site') !== null;
}

export interface PageData {
  id: number | string;
  url: string;
  /** Yes/no values here are read by flag() (src/config.ts): builder data writes true, 1, "1", "yes"… */
  initial?: unknown;
  is_member?: boolean | number | string;
  is_blog?: unknown;
  configs?: Array<{ key: string; value: unknown }>;
  restrict_areas?: unknown[];
  layout?: { desktop?: unknown[]; mobile?: unknown[] };
}

export interface SiteData {
  website_id?: string;
  options?: {
    language?: string;
    is_free?: unknown;
    tablet_version?: unknown;
    aid?: string | number | null;
    id_office_user?: string | number | null;
    /** Base URLs of the services (src/http/hosts.ts reads them). */
    endpoints?: Endpoints;
    [field: string]: unknown;
  };
  pages?: PageData[];
  /** The cookie-consent settings (runtime.md §3); `active` asks visitors for consent. */
  gdpr?: { active?: unknown; [field: string]: unknown };
}

/** The page with this id, ids compared as text (builder data spells them either way). */
export function pageById<P extends { id?: unknown }>(pages: readonly P[] | undefined, id: unknown): P | undefined {
  return pages?.find((p) => String(p.id) === String(id));
}

let cached: SiteData | null | undefined;

function read(doc: Document): SiteData | null {
  const el = doc.getElementById('weft-site');
  if (!el) return null;
  try {
    const data: unknown = JSON.parse(el.textContent ?? '');
    if (isPlainObject(data)) return data as SiteData;
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

/**
 * Puts the site data in place of the page's (undefined reads the page again): the server renderer,
 * whose window has no page of its own, gives each drawing its site's; tests stand in for the page's the same way.
 */
export function provideSiteData(data: SiteData | null | undefined): void {
  cached = data;
}
