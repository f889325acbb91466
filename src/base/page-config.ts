/**
 * A page's configs (runtime.md §3: popupSettings, headerSettings, anchors…), read by the site
 * renderer and the popups. Apart from data.ts so that the core chunk, which holds data.ts, does not
 * carry it.
 */
import type { PageData } from './data.js';

/** A page config by key (configs hold one value or an array of them). */
export function pageConfig<T = unknown>(page: PageData, key: string): T | undefined {
  return page.configs?.find((c) => c?.key === key)?.value as T | undefined;
}
