/**
 * What every call of the blog service carries (spec elements-content.md §7): the site's
 * `website_id`, query parameters without empty values, the member's bearer token where the service
 * needs to know who asks, and path segments escaped. The calls themselves are in settings.ts,
 * news.ts, comments.ts and area.ts, on the project's HTTP clients (src/http/).
 */
import { websiteCode } from '../http/hosts.js';
import type { CallOptions } from '../http/index.js';
import { siteData } from '../base/data.js';
import { blogMember } from './member.js';
import { str } from './values.js';

/** What a call that can be cancelled takes. */
export type Cancellable = Pick<CallOptions, 'signal'>;

/**
 * The site code every blog call carries (CONTRACT §3 `website_id`): the site data's, or in embed
 * mode the script tag's `data-website`; '' without either.
 */
export function websiteId(): string {
  return websiteCode(siteData()?.website_id);
}

export type Params = Record<string, string | number | boolean | undefined | null>;

/** Query parameters without empty values, plus website_id. */
export function params(values: Params): URLSearchParams {
  const out = new URLSearchParams();
  out.set('website_id', websiteId());
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    out.set(name, String(value));
  }
  return out;
}

/** A filter value as the filtered variant sends it: the part before a slash (spec §7). */
export function filterValue(value: unknown): string {
  return str(value).split('/')[0]!.trim();
}

/**
 * The member's bearer token on comment and post calls, so the service knows who writes and who
 * reads (CONTRACT §6).
 */
export function authorised(options: CallOptions = {}): CallOptions {
  const member = blogMember();
  return member ? { ...options, headers: { ...options.headers, Authorization: `Bearer ${member.token}` } } : options;
}

/** A value as one segment of a path. */
export const segment = (value: string | number) => encodeURIComponent(String(value));
