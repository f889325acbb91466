/**
 * The blog's own settings, the same for every post (spec elements-content.md §7): the view config
 * of `/get-key` (asked once per page view; its key names the stored first-visit UTC time) and the
 * registration wall's capture settings. The comment prompt's theme comes with /comments/get
 * (comments.ts).
 */
import { blog, site } from '../http/index.js';
import { params, type Cancellable } from './request.js';
import { utcTime } from './state.js';
import type { BlogViewConfig, CaptureConfig } from './types.js';
import { readCaptureConfig, readViewConfig } from './values.js';

let viewConfigCall: Promise<BlogViewConfig> | null = null;

/**
 * GET /get-key: the blog view config (key, pre_show_*, pre_block_*_url, date_format_preview_news).
 * Asked once per page view (later callers share the answer; a failure is asked again next time);
 * stores the UTC time under a name built from the key when absent.
 */
export function fetchViewConfig(): Promise<BlogViewConfig> {
  viewConfigCall ??= blog
    .get('/get-key', { searchParams: params({}) })
    .json()
    .then((body) => {
      const config = readViewConfig(body);
      utcTime(config.key);
      return config;
    });
  viewConfigCall.catch(() => (viewConfigCall = null));
  return viewConfigCall;
}

/** Test seam: forget the view config asked for earlier. */
export function resetBlogCacheForTests(): void {
  viewConfigCall = null;
}

/** The stored UTC time of the view config's key, asking /get-key first; '' when that fails. */
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
