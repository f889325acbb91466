// The demo server and reference backend (CONTRACT §9) as a Fastify app: this file only composes
// it. Each area is its own folder or module (members/, blog/, forms/, site/, links, lottie,
// tracking); what they share is in http.mjs, db.mjs and limits.mjs, none of which imports back.
import { randomBytes } from 'node:crypto';
import { basename, join, resolve } from 'node:path';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { blogRoutes } from './blog/routes.mjs';
import { DEMO_WEBSITE_ID, openDatabase } from './db.mjs';
import { formRoutes } from './forms/routes.mjs';
import { parseForm } from './http.mjs';
import { createLimiter } from './limits.mjs';
import { linkRoutes } from './links.mjs';
import { lottieRoutes } from './lottie.mjs';
import { membersRoutes } from './members/routes.mjs';
import { seedMembers } from './members/seed.mjs';
import { readSite } from './site/read.mjs';
import { siteRoutes } from './site/routes.mjs';
import { CONTENT_SECURITY_POLICY } from './site/shell.mjs';
import { trackingRoutes } from './tracking.mjs';

/** A chunk name carrying a content hash, e.g. `timer.element-AbCdEf12.js`. */
const HASHED_CHUNK = /-[A-Za-z0-9_-]{8}\.js$/;
/**
 * What of dist/ browsers load, served under /weft/: the loader and its chunks (top-level .js), the
 * elements' manifest and type declarations hosts read, and the element catalogue (docs/). Not the
 * server renderer's bundle (server/) nor the build's chunk map (manifest.json): they are the
 * server's own.
 */
const BROWSER_FILE = /^\/(?:[\w.-]+\.js|custom-elements\.json|weft\.d\.ts|docs\/[\w-]+\.(?:html|css|js|svg))$/;

/**
 * Builds the demo app (not listening). Closing the app closes the database.
 * @param {object} options
 * @param {string} options.dbFile SQLite file (created with its folder if missing)
 * @param {string} options.distDir the built bundle, served under /weft/
 * @param {string} options.demoDir holds site-data.json, embed.html and demo-assets/
 * @param {boolean | object} [options.logger] Fastify logger option
 * @param {boolean} [options.compress] brotli or gzip answers, as the demo server sends them
 * @param {string} [options.ownerKey] the demo site owner's key for the owner's reads
 *   (/demo/form-submissions, counter resets); a random one when not given (app.ownerKey)
 * @param {Record<string, string>} [options.ownerKeys] the owner's key of each other site, by
 *   website_id: one key per site, so a key reads its own site's leads only (a site without one:
 *   nobody)
 * @param {string[]} [options.siteOrigins] the demo site's own origins (`https://example.com`): the only
 *   bases a password-reset link may have
 * @param {Partial<typeof import('./limits.mjs').LIMITS>} [options.limits] rate limits over the defaults
 * @param {object} [options.rateLimit] more options of @fastify/rate-limit, e.g. `{ redis }` (an ioredis
 *   client) so that several processes share their counts
 * @param {boolean | string | string[]} [options.trustProxy] Fastify's trustProxy: behind a proxy, so that
 *   the visitor's address (X-Forwarded-For) is the one rate limits count
 * @param {number} [options.renderWorkers] threads the server renderer draws pages on (default 1)
 */
export function buildApp({
  dbFile,
  distDir,
  demoDir,
  logger = false,
  compress = false,
  ownerKey = randomBytes(24).toString('base64url'),
  ownerKeys = {},
  siteOrigins = [],
  limits = {},
  rateLimit = {},
  trustProxy = false,
  renderWorkers = 1,
}) {
  distDir = resolve(distDir);
  demoDir = resolve(demoDir);
  const db = openDatabase(dbFile);
  try {
    seedMembers(db);
  } catch (error) {
    db.close();
    throw error;
  }
  const app = Fastify({ logger, trustProxy });
  app.decorate('db', db);
  // Rate limits (limits.mjs): counted by the plugin's stores, only where a route asks (global: false).
  app.register(fastifyRateLimit, { global: false, ...rateLimit });
  app.decorate('limiter', createLimiter(app, limits));
  app.decorate('ownerKey', ownerKey);
  const keys = new Map(Object.entries({ ...ownerKeys, [DEMO_WEBSITE_ID]: ownerKey }));
  for (const [site, key] of keys) {
    if (typeof key !== 'string' || key === '') throw new Error(`The owner key of site ${site} must be a non-empty string`);
  }
  /** The owner's key of a site (website_id), or undefined when it has none. */
  app.decorate('ownerKeyOf', (/** @type {string} */ site) => keys.get(site));
  app.decorate(
    'siteOrigins',
    siteOrigins.map((origin) => new URL(origin).origin),
  );
  // As a CDN would: brotli or gzip for text, chunks and JSON (the demo server; tests read raw bodies).
  if (compress) app.register(fastifyCompress, { global: true, threshold: 512, encodings: ['br', 'gzip'] });
  app.addHook('onClose', async () => db.close());

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    }
    return payload;
  });

  app.register(fastifyStatic, {
    root: distDir,
    prefix: '/weft/',
    cacheControl: false,
    index: false,
    suppressWarning: true, // dist/ may not be built yet; server.mjs says so
    // Checked for reply.sendFile too (embed.html from demoDir): only dist/ is narrowed.
    allowedPath: (pathname, root) => resolve(root) !== distDir || (BROWSER_FILE.test(pathname) && !pathname.includes('..')),
    setHeaders(reply, path) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cache-Control', HASHED_CHUNK.test(basename(path)) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.register(fastifyStatic, {
    root: join(demoDir, 'demo-assets'),
    prefix: '/demo-assets/',
    decorateReply: false,
    index: false,
  });

  app.register(async (pages) => pages.get('/embed.html', (request, reply) => reply.sendFile('embed.html', demoDir)));

  app.get('/api/health', async () => {
    db.prepare('SELECT 1').get();
    return { success: true, data: { database: 'ok' } };
  });

  // Forms post url-encoded bodies (register, login, social proof, the form elements).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_request, body, done) => {
      try {
        done(null, parseForm(String(body)));
      } catch (error) {
        done(/** @type {Error} */ (error), undefined);
      }
    },
  );

  app.register(trackingRoutes);
  // The forms' and links' settings (a contact form's receiver, a rotating link's limits) are read
  // from the site's own data, never the request.
  const siteData = async (/** @type {string} */ websiteId) => {
    const site = await readSite(demoDir);
    return String(site.website_id ?? '') === websiteId ? site : null;
  };
  app.register(formRoutes, { siteData });
  app.register(linkRoutes, { siteData });
  // A restricted page's layout is released only with the session check that grants it.
  const pageLayout = async (/** @type {number} */ id) =>
    (await readSite(demoDir)).pages.find((page) => String(page.id) === String(id))?.layout ?? null;
  const pagesSite = async () => String((await readSite(demoDir)).website_id ?? '');
  app.register(membersRoutes, { prefix: '/api', pageLayout, pagesSite });
  app.register(lottieRoutes, { prefix: '/api', dir: join(demoDir, 'demo-assets', 'lottie') });
  app.register(blogRoutes);

  app.get('/cheetah/version', async () => ({
    success: true,
    data: { status: 'published', version: 1 },
  }));

  // Site mode: every other extension-less GET path is a page of the demo site (registered after
  // the compression plugin, so that its pages are compressed too).
  app.register(siteRoutes, { demoDir, distDir, renderWorkers });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ success: false, message: 'Not found', errors: {} });
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  app.setErrorHandler((error, request, reply) => {
    const validation = Boolean(error.validation);
    let status = validation ? 422 : Number(error.statusCode) || 500;
    if (status < 400 || status > 599) status = 500;
    if (status >= 500) request.log.error(error);
    const message = status >= 500 ? 'Internal server error' : error.message;
    if (!request.url.startsWith('/api/')) {
      return reply.code(status).type('text/plain; charset=utf-8').send(message);
    }
    const errors = validation ? fieldErrors(error.validation) : status < 500 ? error.errors : {};
    return reply.code(status).send({ success: false, message, errors: errors ?? {} });
  });

  return app;
}

/**
 * Turns Fastify/Ajv validation results into `{ field: [messages] }`.
 * @param {{ instancePath?: string, message?: string, params?: Record<string, unknown> }[]} results
 */
function fieldErrors(results) {
  /** @type {Record<string, string[]>} */
  const errors = {};
  for (const result of results) {
    const field =
      String(result.params?.missingProperty ?? '') || (result.instancePath ?? '').split('/').filter(Boolean).join('.') || '_';
    (errors[field] ??= []).push(result.message ?? 'is invalid');
  }
  return errors;
}
