// Site mode: every extension-less GET path the backend does not answer itself is a page of the
// demo site, rendered as its HTML shell.
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
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (BACKEND_PATH.test(pathname) || FILE_PATH.test(pathname)) return reply.callNotFound();
    const site = await readSite(demoDir);
    const name = db.prepare('SELECT name FROM sites WHERE website_id = ?').pluck().get(site.website_id) ?? 'Weft';
    return reply.type('text/html; charset=utf-8').send(renderShell(site, pathname, name, { distDir }));
  });
}
