// The site-mode HTML page as a server renders it: the resolved page's tags, the public site data,
// modulepreload hints and the loader, under the policy every HTML answer carries.
import { escapeHtml } from '../http.mjs';
import { firstScreenPage, publicSiteData } from './pages.mjs';
import { preloadsFor } from './preload.mjs';

/** Sent on every HTML response: Weft must run under a strict policy with Trusted Types. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  'frame-src https:',
  "object-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types dompurify weft',
].join('; ');

/** Element types that may become a tag name (`weft-<type>`). */
const ELEMENT_TYPE = /^[a-z][a-z0-9-]*$/;

/** JSON that is safe inside a `<script>` element: `<`, `>` and `&` become \u escapes. */
export function scriptSafeJson(value) {
  return JSON.stringify(value).replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Server-renders layout nodes as `weft-*` tags (CONTRACT §3) with their children inside, as the
 * runtime's renderer does (a panel's elements, a slider group's slides).
 * Nodes whose type cannot be a tag name are skipped.
 * @param {any[]} nodes
 * @returns {string}
 */
export function renderNodes(nodes) {
  if (!Array.isArray(nodes)) return '';
  return nodes
    .map((node) => {
      if (!node || !ELEMENT_TYPE.test(String(node.type))) return '';
      const tag = `weft-${node.type}`;
      const id = node.id == null ? '' : ` id="${escapeHtml(node.id)}"`;
      const config = ` config='${escapeHtml(JSON.stringify(node.config ?? {}))}'`;
      const inner = renderNodes(node.children);
      return `<${tag}${id}${config}>${inner}</${tag}>`;
    })
    .join('');
}

/**
 * The site-mode HTML page: site data, the mount and the loader. With `drawn` (the server renderer's
 * answer, ./draw.mjs) the mount holds the page's first screen, drawn, and the head links its
 * stylesheets; without it, the mount holds the resolved page's tags (none for members-only pages,
 * whose content the runtime renders after the session check) for the browser to draw.
 * @param {any} site CONTRACT §3 site data
 * @param {string} pathname
 * @param {string} title
 * @param {{ distDir?: string, base?: string, drawn?: any }} [options] with the built bundle's folder,
 *   the chunks the page needs first are hinted with modulepreload links (under `base`, where the loader is)
 */
export function renderShell(site, pathname, title, { distDir, base = '/weft/', drawn = null } = {}) {
  // Members-only and area-restricted pages, and posts: the runtime draws them after its own checks.
  const page = firstScreenPage(site, pathname);
  const shown = drawn?.drawn ? drawn : null;
  // A drawn page's mounts (two when drawn for both devices, one shown per viewport), else the tags.
  const mounts = shown ? shown.mounts : `<weft-site>${page ? renderNodes(page.layout?.desktop) : ''}</weft-site>`;
  const styles = (shown?.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">\n`).join('');
  // The site data follows the mount, so the first screen's HTML comes first, and a drawn page's
  // first frame waits for the data's end (`rel=expect`): the mount is whole by then. The parser may
  // stop for a frame part-way; the first screen was then laid out twice, and the second time, after
  // the first paint, was the blog page's largest task.
  const expect = shown ? '<link rel="expect" href="#weft-site" blocking="render">\n' : '';
  // The loader first (it starts the page), then the chunks it will ask for. Not on a drawn page:
  // it paints from its HTML and stylesheets, and scripts fetched beside them would compete with
  // them on a slow link (Lighthouse counts every script hinted in the head against the first paint).
  const preloads =
    distDir && !shown
      ? `<link rel="preload" as="script" href="${base}weft.js" fetchpriority="high">\n` +
        preloadsFor(distDir, site, page)
          .map((file) => `<link rel="modulepreload" href="${base}${escapeHtml(file)}">\n`)
          .join('')
      : '';
  const lang = shown ? ` lang="${escapeHtml(shown.lang)}"${shown.dir === 'rtl' ? ' dir="rtl"' : ''}` : ' lang="en"';
  return `<!doctype html>
<html${lang}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/demo-assets/weft.svg" type="image/svg+xml">
${styles}${expect}${preloads}</head>
<body>
${shown?.overlays ? `${shown.overlays}\n` : ''}${mounts}
<script type="application/json" id="weft-site">${scriptSafeJson(publicSiteData(site))}</script>
${shown && Object.keys(shown.answers).length ? `<script type="application/json" id="weft-answers">${scriptSafeJson(shown.answers)}</script>\n` : ''}<script type="text/plain" data-category="analytics" src="/demo-assets/gated-analytics.js"></script>
<script type="text/plain" data-category="marketing" src="/demo-assets/gated-marketing.js"></script>
<script src="${base}weft.js" async></script>
</body>
</html>
`;
}
