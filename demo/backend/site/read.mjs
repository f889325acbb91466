// The demo site's data as the builder would publish it (CONTRACT §3), read from demo/.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The demo site's data: site-data.json, plus one page per file in pages/ (each file a page object
 * of CONTRACT §3, or a list of them), appended in file-name order. Per-page files keep each demo
 * page (/layout, /media, /blog…) in its own file; a file { "extends": url, "panels": [...] } adds
 * panels to the page with that url, so several files can fill one page.
 * @param {string} demoDir
 */
export async function readSite(demoDir) {
  const site = JSON.parse(await readFile(join(demoDir, 'site-data.json'), 'utf8'));
  let files = [];
  try {
    files = (await readdir(join(demoDir, 'pages'))).filter((file) => file.endsWith('.json')).sort();
  } catch {
    // No pages/ folder: site-data.json holds every page.
  }
  const extensions = [];
  for (const file of files) {
    const pages = JSON.parse(await readFile(join(demoDir, 'pages', file), 'utf8'));
    if (pages.extends) extensions.push(pages);
    else site.pages.push(...(Array.isArray(pages) ? pages : [pages]));
  }
  // { "extends": "<page url>", "panels": [...] } adds panels at the end of that page's desktop layout.
  for (const { extends: url, panels } of extensions) {
    site.pages.find((page) => page.url === url)?.layout.desktop.push(...panels);
  }
  return site;
}
