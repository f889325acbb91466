// Pure decisions about the site's pages, as the runtime makes them (src/site/resolve.ts): which
// page a path shows (spec/runtime.md §2 and the blog's paths of elements-content.md §2), which
// pages only members open, and what of the site data a page's HTML may carry.

/** First path segments of the blog's feed paths (/s search, /c category, /a author, /feed, /page/n). */
const FEED_SEGMENTS = new Set(['s', 'c', 'a', 'feed', 'page']);

const isBlogPage = (page) => [true, 1, '1', 'true'].includes(page?.is_blog);

/** Whether a layout holds an element of `type` (panels searched through). */
function holds(nodes, type) {
  return Array.isArray(nodes) && nodes.some((node) => node?.type === type || holds(node?.children, type));
}
const pageHolds = (page, type) => holds(page?.layout?.desktop, type) || holds(page?.layout?.mobile, type);

/** The page the blog's feed paths show: the first blog page with a feed, else the first blog page. */
export function feedPage(pages) {
  const blogs = pages.filter(isBlogPage);
  return blogs.find((page) => pageHolds(page, 'blog-feed')) ?? blogs[0];
}

/** The page that shows a post read from the path: the first blog page holding a post page. */
export function postPage(pages) {
  return pages.filter(isBlogPage).find((page) => pageHolds(page, 'post-page'));
}

/**
 * The page of a non-root path, as src/site/resolve.ts decides it (runtime.md §2 plus the blog's
 * paths of elements-content.md §2); undefined when nothing matches (the caller shows '404').
 * @param {any[]} pages
 * @param {string[]} segments the decoded path segments (at least one)
 */
export function resolveSitePage(pages, segments) {
  const byUrl = (url) => pages.find((page) => String(page.url).toLowerCase() === url.toLowerCase());
  const first = segments[0].toLowerCase();
  // A path containing 'page/' shows the page whose url is 'page', when there is one.
  const paged = segments.join('/').includes('page/') ? byUrl('page') : undefined;
  if (paged) return paged;
  // /blog/page/{n} is the blog page's own pagination, not a post named 'page'.
  const blogPaged = segments[1]?.toLowerCase() === 'page' && /^\d+$/.test(segments[2] ?? '');
  if (first === 'blog' && segments[1] && !blogPaged) {
    const match = byUrl(segments[1]) ?? postPage(pages);
    if (match) return match;
  }
  const match = byUrl(first);
  if (match) return match;
  if (FEED_SEGMENTS.has(first)) return feedPage(pages);
  // /{post url} (a read-more link): the post page's shell. For a path that names no post either,
  // the runtime's post page finds the post missing and the runtime shows the '404' page in place.
  if (segments.length === 1 && first !== 'blog-login') return postPage(pages);
  return undefined;
}

/**
 * The page a path shows, as in spec/runtime.md §2: first segment against page urls
 * (second for blog/{slug}), the blog's paths (/s, /c, /a, /feed, /page/n, /{post url}: see
 * resolveSitePage), else the '404' page, else the initial page.
 * @param {any[]} pages
 * @param {string} pathname
 */
export function resolvePage(pages, pathname) {
  const initial = pages.find((page) => String(page.initial) === '1') ?? pages[0];
  let segments;
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    segments = [];
  }
  if (segments.length === 0) return initial;
  return resolveSitePage(pages, segments) ?? pages.find((page) => String(page.url) === '404') ?? initial;
}

/**
 * A page only members may open (runtime.md §3–4): is_member as builder data writes it, or
 * restricted to areas.
 * @param {any} page
 */
export function isRestrictedPage(page) {
  return (
    Boolean(page) &&
    ([true, 1, '1', 'true'].includes(page.is_member) || (Array.isArray(page.restrict_areas) && page.restrict_areas.length > 0))
  );
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
