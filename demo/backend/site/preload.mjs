// Modulepreload hints for a site page: the chunks its elements need, fetched in parallel with the
// loader instead of one after another (loader → site runtime → React → element), as a CDN's edge
// or a server that renders the page shell would send them.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

let cached = { file: '', mtime: 0, manifest: null };

/** dist/manifest.json (written by the build), re-read when it changes; null when there is none. */
function manifestOf(distDir) {
  const file = join(distDir, 'manifest.json');
  try {
    const { mtimeMs } = statSync(file);
    if (cached.file !== file || cached.mtime !== mtimeMs) {
      cached = { file, mtime: mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) };
    }
    return cached.manifest;
  } catch {
    return null;
  }
}

/** Every element type in layout nodes, panels' children included. */
function typesOf(nodes, into = new Set()) {
  if (!Array.isArray(nodes)) return into;
  for (const node of nodes) {
    if (!node || typeof node.type !== 'string') continue;
    into.add(node.type);
    typesOf(node.children, into);
  }
  return into;
}

/**
 * The chunk files a page needs first: the site runtime and the chunks of the element types drawn
 * at once (the page's desktop layout, the header's first state and the footer), each with its
 * static imports. Popups and other pages load later, as they are needed.
 * @param {string} distDir
 * @param {any} site CONTRACT §3 site data
 * @param {any} page the page resolved for the path, or null when none is drawn at once
 * @returns {string[]} file names in dist/
 */
export function preloadsFor(distDir, site, page) {
  const manifest = manifestOf(distDir);
  if (!manifest?.site) return [];
  const types = typesOf(page?.layout?.desktop);
  typesOf(site?.header?.initial, types);
  typesOf(site?.footer, types);
  const files = new Set();
  const add = (file) => {
    if (!file || files.has(file)) return;
    files.add(file);
    for (const imported of manifest.imports[file] ?? []) add(imported);
  };
  add(manifest.site);
  for (const type of types) add(manifest.elements[type]);
  return [...files];
}
