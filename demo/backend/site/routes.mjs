// Site mode: every extension-less GET path the backend does not answer itself is a page of the
// demo site, rendered as its HTML shell.
import { ASSET_BASE, drawnAsset, drawPage, rendererOf } from './draw.mjs';
import { publicSiteData } from './pages.mjs';
import { readSite } from './read.mjs';
import { renderShell } from './shell.mjs';

/** A last path segment that names a file (has an extension) rather than a site page. */
const FILE_PATH = /\.[A-Za-z0-9]+$/;
/** First path segments the backend answers itself: never a site page. */
const BACKEND_PATH = /^\/(api|blog-api|cheetah|lists|get-response|demo)(\/|$)/;

/**
 * Registers the site's pages. (Register it after the compression plugin, so that its pages are
 * compressed too.)
 * @param {import('fastify').FastifyInstance & { db: import('better-sqlite3').Database }} app
 * @param {{ demoDir: string, distDir: string }} options
 */
export async function siteRoutes(app, { demoDir, distDir }) {
  const { db } = app;
  void rendererOf(distDir);
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (BACKEND_PATH.test(pathname) || FILE_PATH.test(pathname)) return reply.callNotFound();
    const site = await readSite(demoDir);
    const name = db.prepare('SELECT name FROM sites WHERE website_id = ?').pluck().get(site.website_id) ?? 'Weft';
    const url = `${request.protocol}://${request.host}${pathname}`;
    const drawn = await drawPage(distDir, publicSiteData(site), pathname, {
      userAgent: request.headers['user-agent'],
      cookie: request.headers.cookie,
      url,
    });
    return reply.type('text/html; charset=utf-8').send(renderShell(site, pathname, name, { distDir, drawn }));
  });
  // The stylesheets drawn pages link: named by their content, so cached for good.
  app.get(`${ASSET_BASE}:name`, async (request, reply) => {
    const text = drawnAsset(request.params.name);
    if (text === undefined) return reply.code(404).type('text/plain').send('Not found');
    return reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=31536000, immutable').send(text);
  });
}
