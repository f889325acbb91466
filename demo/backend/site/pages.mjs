// Which page a path shows, which pages only members open, and what of the site data a page's HTML
// may carry — decided by the runtime's own rules (src/site/resolve.ts, src/base/data.ts and the
// yes/no reader of src/config.ts), imported from the built site rules, so that the backend
// and the browser can never disagree (issue 40: a copy of them here once read `"yes"` as no).
//
// Without a build (no dist/server/rules.mjs) there are no rules to decide with, and no runtime to
// draw a page either: every page is then treated as restricted (no layout in any page's HTML, no
// tags drawn), so a missing bundle never leaks a members-only page. server.mjs says the bundle is
// missing; `npm run build` writes it.
import { fileURLToPath } from 'node:url';
import { rulesOf } from './draw.mjs';

/** The build whose rules decide: the repository's dist/, as `npm run build` writes it. */
export const RULES_DIST = fileURLToPath(new URL('../../../dist/', import.meta.url));

/**
 * The runtime's rules (resolvePage, initialPage, notFoundPage, isRestricted, flag, readYesNo of
 * the built site rules), or null when there is no build.
 * @type {null | {
 *   resolvePage: (pages: any[] | undefined, location: { protocol: string, pathname: string }) =>
 *     { kind: 'page', page: any, slug?: string, fallback?: true } | { kind: 'blog-login' | 'unavailable' | 'missing' },
 *   isRestricted: (page: any) => boolean,
 *   firstScreen: (site: any, pathname: string) => { holds: 'page' | 'header', page: any } | { holds: 'nothing' },
 *   flag: (value: unknown, fallback?: boolean) => boolean,
 *   readYesNo: (value: unknown) => boolean | undefined,
 * }}
 */
export const siteRules = await (async () => {
  const rules = await rulesOf(RULES_DIST);
  if (['resolvePage', 'isRestricted', 'firstScreen'].some((name) => typeof rules?.[name] !== 'function')) return null;
  const { resolvePage, isRestricted, firstScreen, flag, readYesNo } = rules;
  return { resolvePage, isRestricted, firstScreen, flag, readYesNo };
})();

/**
 * The page the runtime shows at `pathname` (spec/runtime.md §2 and the blog's paths of
 * elements-content.md §2), or null when it shows none of the site's pages there: `/blog-login`
 * (the members login as a page), a site without pages, or no build to decide with.
 * @param {any[]} pages
 * @param {string} pathname
 */
export function resolvePage(pages, pathname) {
  if (!siteRules) return null;
  // The backend serves http(s) only; the protocol matters to the runtime's file:// notice alone.
  const resolution = siteRules.resolvePage(pages, { protocol: 'https:', pathname });
  return resolution.kind === 'page' ? resolution.page : null;
}

/**
 * The page whose tags a page's HTML holds when the renderer did not draw it: the page its first
 * screen holds (the runtime's firstScreen, src/server/first-screen.ts, decided on the path alone),
 * or null when that is the header alone or nothing, or there is no build to decide with.
 * @param {any} site
 * @param {string} pathname
 */
export function firstScreenPage(site, pathname) {
  const screen = siteRules?.firstScreen(site, pathname);
  return screen?.holds === 'page' ? screen.page : null;
}

/**
 * A page only members may open (runtime.md §3–4: is_member in any spelling of yes, or restricted
 * to areas), as the runtime reads it; every page when there is no build to decide with.
 * @param {any} page
 */
export function isRestrictedPage(page) {
  if (!page) return false;
  return siteRules ? siteRules.isRestricted(page) : true;
}

/**
 * The site data a page's HTML carries: restricted pages keep everything but their layout, which
 * POST /website/user/check sends (data.layout) with the grant, so nothing of a restricted page is
 * in any page's source.
 * @param {any} site
 */
export function publicSiteData(site) {
  if (!Array.isArray(site?.pages)) return site;
  return { ...site, pages: site.pages.map((page) => (isRestrictedPage(page) ? { ...page, layout: { desktop: [] } } : page)) };
}
