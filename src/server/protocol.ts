/** What the pool (./pool.ts) and its threads (./worker.ts) send each other. */
import type { RenderedPage, RenderOptions } from './render.js';
import type { SiteData } from '../base/data.js';

/** One page to draw: renderPage's arguments (an AbortSignal stays with the pool). */
export interface DrawTask {
  site: SiteData;
  pathname: string;
  options: Omit<RenderOptions, 'signal'>;
}

/** What a thread tells the pool once it has warmed. */
export const WARM_MESSAGE = 'weft:warm';

/** A page the browser draws (nothing in it): the renderer's answer for a page it may not draw, or did not in time. */
export function undrawnPage(lang: string, dir: 'ltr' | 'rtl'): RenderedPage {
  return { drawn: false, lang, dir, mount: {}, html: '', mounts: '', overlays: '', answers: {}, stylesheets: [], assets: [] };
}
