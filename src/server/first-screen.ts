/**
 * What the server draws before any script runs (README "Server rendering"), as one pure decision:
 * the page, the header alone, or nothing (the runtime then draws the page itself).
 *
 * - A path that shows none of the site's pages (`/blog-login`, a site without pages): nothing.
 * - A members-only or area-restricted page, and a post's page: the runtime shows them after its own
 *   checks (the session, the post's access), so the header alone, and their layout never reaches
 *   the drawing. Restricted content is never in the HTML (CONTRACT §2).
 * - An element whose drawing depends on the visitor's session (`visitorOnly`, e.g. the user nav)
 *   is never drawn by the server: in the header, nothing is drawn; in the page or the footer, the
 *   header alone.
 * - The header alone with no element in it is nothing: there is no first screen to show.
 */
import type { PageData, SiteData } from '../base/data.js';
import { isRestricted, resolvePage } from '../site/resolve.js';

/** The elements (tag names) laid out for one device: in the header shown, and in the page and the footer shown. */
export interface LaidOut {
  header: readonly string[];
  rest: readonly string[];
}

export type FirstScreen =
  /** The page, header to footer. */
  | { holds: 'page'; page: PageData }
  /** The header alone (`page` with its layout left out): the page comes with the runtime. */
  | { holds: 'header'; page: PageData }
  /** Nothing: the runtime draws the page. */
  | { holds: 'nothing' };

const NOTHING: FirstScreen = { holds: 'nothing' };

/**
 * What the first screen holds at `pathname`. `layOut` says which tags a page lays out (the renderer
 * lays it out as the runtime does); without it the decision is the path's alone, as for a server
 * that puts the page's tags in its HTML without drawing them. `visitorOnly` tells the tags whose
 * drawing depends on the visitor.
 */
export function firstScreen(
  site: SiteData | null | undefined,
  pathname: string,
  layOut?: (page: PageData) => LaidOut,
  visitorOnly: (tag: string) => boolean = () => false,
): FirstScreen {
  const resolution = resolvePage(site?.pages, { protocol: 'https:', pathname });
  if (resolution.kind !== 'page') return NOTHING;
  const afterChecks = resolution.slug !== undefined || isRestricted(resolution.page);
  const page = afterChecks ? { ...resolution.page, layout: { desktop: [] } } : resolution.page;
  if (!layOut) return { holds: afterChecks ? 'header' : 'page', page };
  const { header, rest } = layOut(page);
  if (header.some(visitorOnly)) return NOTHING;
  if (!afterChecks && !rest.some(visitorOnly)) return { holds: 'page', page };
  return header.length ? { holds: 'header', page } : NOTHING;
}
