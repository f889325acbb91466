// The demo's pages through Weft's server renderer (dist/server/pool.mjs, written by
// `npm run build`; README "Server rendering"): each page's first screen is in its HTML, and the
// stylesheet files that HTML links are served from memory under /weft/ssr/.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the renderer's stylesheet files are served. */
export const ASSET_BASE = '/weft/ssr/';
/** The files kept: every element type's and the latest pages' (a page's file changes with its timer). */
const KEEP = 400;

/** @type {Map<string, string>} file name → stylesheet text, oldest first */
const assets = new Map();
/** @type {Map<string, Promise<any>>} */
const rules = new Map();

/**
 * The runtime's site rules of a build (dist/server/rules.mjs: which page a path shows, the yes/no
 * reader, the device an agent tells), imported once; null without a build. It sets up no window:
 * the renderer itself (jsdom, React) runs only in the pool's threads.
 * @param {string} distDir
 */
export function rulesOf(distDir) {
  const file = join(distDir, 'server/rules.mjs');
  if (!rules.has(file)) {
    rules.set(
      file,
      existsSync(file)
        ? import(pathToFileURL(file).href).catch((error) => {
            console.error(`The site rules could not load (${error.message}): pages are drawn by the browser only.`);
            return null;
          })
        : Promise.resolve(null),
    );
  }
  return rules.get(file);
}

/**
 * The pool of drawing threads of a build (dist/server/pool.mjs), or null when there is none: pages
 * are drawn on `workers` threads, each warmed before it takes a page.
 * @param {string} distDir
 * @param {number} workers
 */
export async function createDrawer(distDir, workers) {
  const file = join(distDir, 'server/pool.mjs');
  const siteRules = await rulesOf(distDir);
  if (!siteRules || !existsSync(file)) return null;
  const { createRenderPool } = await import(pathToFileURL(file).href);
  const pool = createRenderPool({ workers });
  return {
    pool,
    /**
     * The page drawn by the server renderer; `drawn: false` when it was not drawn in time: the shell
     * then carries the page's tags only and the browser draws them.
     * @param {any} site the public site data the page carries
     * @param {string} pathname
     * @param {{ userAgent?: string, cookie?: string, acceptLanguage?: string, url: string, signal?: AbortSignal }} request
     */
    async drawPage(site, pathname, { userAgent = '', cookie = '', acceptLanguage, url, signal }) {
      const drawn = await pool.renderPage(site, pathname, {
        device: siteRules.deviceFor(userAgent, site),
        url,
        cookie,
        acceptLanguage,
        assetBase: ASSET_BASE,
        signal,
      });
      for (const { name, text } of drawn.assets) {
        assets.delete(name);
        assets.set(name, text);
      }
      while (assets.size > KEEP) assets.delete(assets.keys().next().value);
      return drawn;
    },
  };
}

/** A stylesheet file a drawn page links, by name; undefined when unknown. */
export function drawnAsset(name) {
  return assets.get(name);
}
