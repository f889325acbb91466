/**
 * Split tests (runtime.md §7 GET /cheetah/split-test): the server gives each visitor one variant of
 * a page and answers what that variant changes. The answer's shape (README "Split tests"):
 *
 *   { "success": true, "data": null }                      no test on this page: nothing changes
 *   { "success": true, "data": {
 *       "test": "about-image", "variant": "b",             names, for the record
 *       "hide": ["about-image"],                           ids of elements this variant leaves out
 *       "page_id": 11,                                     or: show this variant page instead
 *       "redirect": "https://offer.example.com/b" } }      or: send the visitor to this address
 *
 * page_id wins over redirect; both replace the history entry, so Back skips the tested page.
 */
import { answerFlag } from '../config.js';
import type { PageData } from '../base/data.js';
import { pageById } from '../base/data.js';
import { navigableUrl, sitePath } from '../util/url.js';

export interface SplitVariant {
  test?: string | number;
  variant?: string | number;
  hide?: unknown;
  page_id?: string | number;
  redirect?: string;
}

/** What a split-test answer asks of the page the visitor is on. */
export interface SplitAction {
  /** Element ids to hide on this page. */
  hide: string[];
  /** Where to send the visitor instead (replacing the entry), or null to stay. */
  goTo: string | null;
}

const NOTHING: SplitAction = { hide: [], goTo: null };

function variantOf(answer: unknown): SplitVariant | null {
  if (!answer || typeof answer !== 'object') return null;
  const data = (answer as { success?: unknown; data?: unknown }).data;
  // A refusal in any spelling (false, 0, "0", "false"…); an answer without success carries its data.
  if (!answerFlag(answer, 'success', true)) return null;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as SplitVariant) : null;
}

/**
 * Reads a split-test answer for the current location (`here`, the page shown and its address): the
 * ids to hide, and where to go when the variant is another page or address. Going to the page or
 * address already shown is staying; anything that is not an http(s) address is ignored.
 */
export function splitAction(
  answer: unknown,
  here: { pageId: string | number; url: URL },
  pages: readonly PageData[] = [],
): SplitAction {
  const variant = variantOf(answer);
  if (!variant) return NOTHING;
  const hide = Array.isArray(variant.hide)
    ? variant.hide
        .filter((id): id is string | number => (typeof id === 'string' && id.trim() !== '') || typeof id === 'number')
        .map((id) => String(id).trim())
    : [];
  let goTo: string | null = null;
  if (variant.page_id !== undefined && variant.page_id !== null && variant.page_id !== '') {
    const page = pageById(pages, variant.page_id);
    if (!page) console.error(`Weft: the split test's variant page ${JSON.stringify(variant.page_id)} is not in the site`);
    else if (String(page.id) !== String(here.pageId))
      goTo = `${sitePath(String(page.url ?? '')) ?? '/'}${here.url.search}${here.url.hash}`;
  } else if (typeof variant.redirect === 'string' && variant.redirect.trim()) {
    const url = navigableUrl(variant.redirect.trim());
    const same = url && url.origin === here.url.origin && url.pathname === here.url.pathname && url.search === here.url.search;
    if (url && !same) goTo = url.href;
  }
  return { hide, goTo };
}
