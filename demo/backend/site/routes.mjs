// Site mode: every extension-less GET path the backend does not answer itself is a page of the
// demo site, rendered as its HTML shell.
import { ASSET_BASE, createDrawer, drawnAsset, rulesOf } from './draw.mjs';
import { publicSiteData } from './pages.mjs';
import { readSite } from './read.mjs';
import { renderShell } from './shell.mjs';

/** A last path segment that names a file (has an extension) rather than a site page. */
const FILE_PATH = /\.[A-Za-z0-9]+$/;
/** First path segments the backend answers itself: never a site page. */
const BACKEND_PATH = /^\/(api|blog-api|cheetah|lists|get-response|demo)(\/|$)/;

/**
 * The origin a page is drawn at: the one the request names when it is one of the site's own (its
 * configured origins, or the address this server listens on), else the first of those. Never the
 * request's word alone: the page's calls go to the services its origin names, and a foreign `Host`
 * would make the server call wherever it says.
 * @param {any} app
 * @param {import('fastify').FastifyRequest} request
 */
export function pageOrigin(app, request) {
  const listening = app.addresses().map(({ address, family, port }) => {
    const host = family === 'IPv6' ? `[${address}]` : address;
    return `http://${host === '127.0.0.1' || host === '[::1]' ? host : 'localhost'}:${port}`;
  });
  const own = [...app.siteOrigins, ...listening];
  const claimed = `${request.protocol}://${request.host}`;
  return own.includes(claimed) ? claimed : (own[0] ?? 'http://localhost');
}

/**
 * Registers the site's pages. (Register it after the compression plugin, so that its pages are
 * compressed too.)
 * @param {import('fastify').FastifyInstance & { db: import('better-sqlite3').Database }} app
 * @param {{ demoDir: string, distDir: string, renderWorkers?: number }} options
 */
export async function siteRoutes(app, { demoDir, distDir, renderWorkers = 1 }) {
  const { db } = app;
  // Started with the routes, and warmed before the server listens: a process just started draws
  // its first visitor's page as fast as its hundredth.
  const drawer = await createDrawer(distDir, renderWorkers);
  if (drawer) {
    app.addHook('onClose', () => drawer.pool.close());
    await drawer.pool.ready();
  }
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (BACKEND_PATH.test(pathname) || FILE_PATH.test(pathname)) return reply.callNotFound();
    const site = await readSite(demoDir);
    const name = db.prepare('SELECT name FROM sites WHERE website_id = ?').pluck().get(site.website_id) ?? 'Weft';
    const search = request.url.slice(pathname.length);
    // A visitor who goes away gives the page up.
    const gone = new AbortController();
    reply.raw.once('close', () => reply.raw.writableFinished || gone.abort());
    const drawn = await drawer?.drawPage(publicSiteData(site), pathname, {
      signal: gone.signal,
      userAgent: request.headers['user-agent'],
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
      url: `${pageOrigin(app, request)}${pathname}${search}`,
    });
    // The visitor's consent, written by the server: Safari forgets the banner's own after 7 days.
    const rules = await rulesOf(distDir);
    const kept = rules?.consentSetCookies(publicSiteData(site), request.headers.cookie, request.protocol === 'https') ?? [];
    if (kept.length) reply.header('Set-Cookie', kept);
    // Drawn for this visitor (their consent, their device, their language): no shared cache keeps it.
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'private, no-cache')
      .header('Vary', 'Cookie, User-Agent, Accept-Language')
      .send(renderShell(site, pathname, name, { distDir, drawn }));
  });
  // The stylesheets drawn pages link: named by their content, so cached for good.
  app.get(`${ASSET_BASE}:name`, async (request, reply) => {
    const text = drawnAsset(request.params.name);
    if (text === undefined) return reply.code(404).type('text/plain').send('Not found');
    return reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=31536000, immutable').send(text);
  });
}
