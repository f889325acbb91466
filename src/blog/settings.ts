/**
 * The blog's own settings, the same for every post (spec elements-content.md §7): the view config
 * of `/get-key` (its key names the stored first-visit UTC time) and the registration wall's
 * capture settings. The comment prompt's theme comes with /comments/get (comments.ts).
 *
 * Where an answer may be kept (STYLE 17): in the browser a page is one site and one visitor, so
 * the view config is asked once per page view. The server renderer draws many sites for many
 * visitors in one process: there a call is shared only while it is in flight, by the calls that
 * ask the same service for the same site in the same language (a page's widgets, drawn side by
 * side), and nothing is kept once it has answered.
 */
import { acceptLanguage, blog, blogBase, hostInputs, site } from '../http/index.js';
import { params, websiteId, type Cancellable } from './request.js';
import { utcTime } from './state.js';
import type { BlogViewConfig, CaptureConfig } from './types.js';
import { readCaptureConfig, readViewConfig } from './values.js';

/** Who asks: the browser's page view, or one drawing of the server renderer. */
export type Asker = 'browser' | 'server';

/** View config calls by service, site and language: in flight (server), or answered (browser). */
const viewConfigCalls = new Map<string, Promise<BlogViewConfig>>();
/** A browser page has one; the bound only keeps a mistake from growing without end. */
const VIEW_CONFIG_CALLS = 8;

/**
 * GET /get-key: the blog view config (key, pre_show_*, pre_block_*_url, date_format_preview_news),
 * for the service, site and language of the current page. The browser asks once per page view
 * (later callers share the answer; a failure is asked again next time) and stores the first-visit
 * UTC time under a name built from the key when absent; the server keeps and stores nothing.
 */
export function fetchViewConfig(asker: Asker = 'browser'): Promise<BlogViewConfig> {
  const key = [blogBase(hostInputs()), websiteId(), acceptLanguage()].join('\n');
  let call = viewConfigCalls.get(key);
  if (!call) {
    call = blog
      .get('/get-key', { searchParams: params({}) })
      .json()
      .then(readViewConfig);
    const own = call;
    const forget = () => {
      if (viewConfigCalls.get(key) === own) viewConfigCalls.delete(key);
    };
    if (viewConfigCalls.size >= VIEW_CONFIG_CALLS) viewConfigCalls.delete(viewConfigCalls.keys().next().value!);
    viewConfigCalls.set(key, call);
    call.then(asker === 'server' ? forget : undefined, forget);
  }
  if (asker === 'browser') return call.then((config) => (utcTime(config.key), config));
  return call;
}

/** Test seam: forget the view config asked for earlier. */
export function resetBlogCacheForTests(): void {
  viewConfigCalls.clear();
}

/** The stored UTC time of the view config's key, asking /get-key first; '' when that fails. Browser only. */
export async function currentUtcTime(): Promise<string> {
  try {
    return utcTime((await fetchViewConfig()).key);
  } catch {
    return '';
  }
}

/** GET /cheetah/blog/get-capture-config on the site itself: theme and the two buttons' settings. */
export async function fetchCaptureConfig(options: Cancellable = {}): Promise<CaptureConfig> {
  return readCaptureConfig(await site.get('/cheetah/blog/get-capture-config', options).json());
}
