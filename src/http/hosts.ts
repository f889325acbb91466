/**
 * Where each kind of call goes (CONTRACT §6, runtime.md §7), and where an element's own links lead.
 * The builder's hosts are named here and nowhere else; the decisions are pure functions of the
 * page's location and the site's options, so they are tested without a page. A few readers at the
 * end gather those inputs from this page for the links and the site code (`onSite`, `websiteCode`).
 */

import { isSiteMode, scriptOptions } from '../base/data.js';

// What the page says of itself (its script tag, whether it is a site) is read on the ground floor.
export { isSiteMode, scriptOptions, type ScriptOptions } from '../base/data.js';

/** Page hosts of the builder's master (staging) environment; sites also live on its subdomains. */
export const MASTER_HOST = 'master.weft.example';
/** Page hosts of the builder's development environment; sites also live on its subdomains. */
export const DEVELOPMENT_HOST = 'dev.weft.example';
/** Hosts that serve the members API themselves under `/api` (the reference backend). */
export const LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];

/** Members API of the master environment. */
export const MASTER_API = 'https://api.master.weft.example/api';
/** Members API of the development environment. */
export const DEVELOPMENT_API = 'https://api.dev.weft.example/api';
/** Members API in production: every other host. */
export const PRODUCTION_API = 'https://api.weft.example/api';
/** Blog service in production. */
export const PRODUCTION_BLOG = 'https://blog.weft.example';
/** The provider's external API (plans, watermark, office tags, franchise pixel). */
export const PRODUCTION_PROVIDER = 'https://office.weft.example';

/** The mailing platform that receives subscription forms (a list's subscribe address). */
export const PRODUCTION_LISTS = 'https://lists.weft.example';
/** The checkout service: the checkout widget's translations and script (elements-content.md §7). */
export const PRODUCTION_CHECKOUT = 'https://checkout.weft.example';
/** The quiz service whose quizzes the quiz element frames (elements-content.md §7). */
export const PRODUCTION_QUIZ = 'https://quiz.weft.example';

/** Path of the members API on a local host. */
export const LOCAL_API_PATH = '/api';
/** Path of the blog service on a local host, as the reference backend serves it. */
export const LOCAL_BLOG_PATH = '/blog-api';

/** Base URLs the site data may set (`options.endpoints`); each one is optional. */
export interface Endpoints {
  api?: string;
  site?: string;
  blog?: string;
  provider?: string;
  lists?: string;
  checkout?: string;
  quiz?: string;
}

/** The part of `location` the decisions read. */
export interface LocationLike {
  hostname: string;
  origin: string;
}

/** Everything the base URLs depend on, gathered by the caller. */
export interface HostInputs {
  location: LocationLike;
  endpoints?: Endpoints;
  /** The page holds `#weft-site`. */
  siteMode?: boolean;
  /** The script tag's `data-site` (`window.weft.options.site`). */
  scriptSite?: string | null;
}

/** The site data's `options.endpoints`, keeping only non-empty strings; anything else reads as unset. */
export function readEndpoints(value: unknown): Endpoints {
  if (typeof value !== 'object' || value === null) return {};
  const source = value as Record<string, unknown>;
  const endpoints: Endpoints = {};
  for (const key of ['api', 'site', 'blog', 'provider', 'lists', 'checkout', 'quiz'] as const) {
    const url = clean(source[key]);
    if (url) endpoints[key] = url;
  }
  return endpoints;
}

/** Base URL of the members API. */
export function apiBase({ location, endpoints }: HostInputs): string {
  const configured = clean(endpoints?.api);
  if (configured) return configured;
  const host = location.hostname.toLowerCase();
  if (LOCAL_HOSTS.includes(host)) return location.origin + LOCAL_API_PATH;
  if (within(host, MASTER_HOST)) return MASTER_API;
  if (within(host, DEVELOPMENT_HOST)) return DEVELOPMENT_API;
  return PRODUCTION_API;
}

/** Origin of the site-origin calls (`/cheetah/…`, `/get_iframe_content`). */
export function siteBase({ location, endpoints, siteMode, scriptSite }: HostInputs): string {
  const configured = clean(endpoints?.site);
  if (configured) return configured;
  // A site-mode page is served by the site itself; an embedding page is someone else's.
  if (siteMode) return location.origin;
  return clean(scriptSite) || location.origin;
}

/** Base URL of the blog service. */
export function blogBase({ location, endpoints }: HostInputs): string {
  const configured = clean(endpoints?.blog);
  if (configured) return configured;
  if (LOCAL_HOSTS.includes(location.hostname.toLowerCase())) return location.origin + LOCAL_BLOG_PATH;
  return PRODUCTION_BLOG;
}

/** Base URL of the provider's external API. */
export function providerBase({ endpoints }: HostInputs): string {
  return clean(endpoints?.provider) || PRODUCTION_PROVIDER;
}

/** Base URL of the mailing platform's lists; on a local host the reference backend plays it. */
export function listsBase(inputs: HostInputs): string {
  const configured = clean(inputs.endpoints?.lists);
  if (configured) return configured;
  if (LOCAL_HOSTS.includes(inputs.location.hostname.toLowerCase())) return siteBase(inputs);
  return PRODUCTION_LISTS;
}

/** Origin of the checkout service (the checkout widget's scripts). */
export function checkoutBase({ endpoints }: HostInputs): string {
  return clean(endpoints?.checkout) || PRODUCTION_CHECKOUT;
}

/** Origin of the quiz service (the quiz element's frame). */
export function quizBase({ endpoints }: HostInputs): string {
  return clean(endpoints?.quiz) || PRODUCTION_QUIZ;
}

/**
 * Origin of an element's own links (a post, a category, an author, the search, sign-in, a share):
 * a site-mode page is the site, so its links stay its own; an embedding page is someone else's,
 * so they lead to the script tag's `data-site` (by default the origin the loader came from).
 */
export function linkOrigin({ location, siteMode, scriptSite }: HostInputs): string {
  if (siteMode) return location.origin;
  return clean(scriptSite) || location.origin;
}

/**
 * A path of the site as an element links to it: the path itself on the site's own pages, the
 * same path on the site (`data-site`) when embedded elsewhere. Anything but a path is kept.
 */
export function onSite(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const origin = siteOrigin();
  return origin === location.origin ? path : origin + path;
}

/** The site's origin as this page's elements link to it (`linkOrigin` of this page). */
export function siteOrigin(): string {
  return linkOrigin({ location, siteMode: isSiteMode(), scriptSite: scriptOptions().site });
}

/**
 * The site code calls carry as `website_id`: the site data's, else the script tag's
 * `data-website` (an embedded widget's only source of it), else ''.
 */
export function websiteCode(fromSiteData: unknown): string {
  const given = [fromSiteData, scriptOptions().website].find((v) => typeof v === 'string' && v.trim() !== '');
  return typeof given === 'string' ? given.trim() : '';
}

/** A trimmed URL without trailing slashes, or '' when there is none. */
function clean(value: unknown): string {
  return typeof value === 'string' ? value.trim().replace(/\/+$/, '') : '';
}

function within(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}
