// The demo server and reference backend (CONTRACT §9) as a Fastify app.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { openDatabase } from './db.mjs';
import { createLimiter } from './limits.mjs';
import { preloadsFor } from './preload.mjs';
import { formRoutes } from './forms.mjs';
import { linkRoutes } from './links.mjs';
import { lottieRoutes } from './lottie.mjs';
import { trackingRoutes } from './tracking.mjs';
import { membersRoutes, parseForm, publicSiteData, seedMembers } from './members.mjs';
import { blogRoutes, resolveSitePage } from './blog.mjs';

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

/** A chunk name carrying a content hash, e.g. `timer.element-AbCdEf12.js`. */
const HASHED_CHUNK = /-[A-Za-z0-9_-]{8}\.js$/;
/** A last path segment that names a file (has an extension) rather than a site page. */
const FILE_PATH = /\.[A-Za-z0-9]+$/;
/** First path segments the backend answers itself: never a site page. */
const BACKEND_PATH = /^\/(api|blog-api|cheetah|lists|get-response|demo)(\/|$)/;
/** Element types that may become a tag name (`weft-<type>`). */
const ELEMENT_TYPE = /^[a-z][a-z0-9-]*$/;

/**
 * An error that the JSON error handler turns into the CONTRACT §6 failure envelope.
 * @param {number} statusCode
 * @param {string} message
 * @param {Record<string, string[]>} [errors] messages per field
 */
export function httpError(statusCode, message, errors = {}) {
  return Object.assign(new Error(message), { statusCode, errors });
}

/**
 * Builds the demo app (not listening). Closing the app closes the database.
 * @param {object} options
 * @param {string} options.dbFile SQLite file (created with its folder if missing)
 * @param {string} options.distDir the built bundle, served under /weft/
 * @param {string} options.demoDir holds site-data.json, embed.html and demo-assets/
 * @param {boolean | object} [options.logger] Fastify logger option
 * @param {boolean} [options.compress] brotli or gzip answers, as the demo server sends them
 * @param {string} [options.ownerKey] the site owner's key for the owner's reads (/demo/form-submissions);
 *   a random one when not given (app.ownerKey)
 * @param {string[]} [options.siteOrigins] the demo site's own origins (`https://example.com`): the only
 *   bases a password-reset link may have
 * @param {Partial<typeof import('./limits.mjs').LIMITS>} [options.limits] rate limits over the defaults
 * @param {boolean | string | string[]} [options.trustProxy] Fastify's trustProxy: behind a proxy, so that
 *   the visitor's address (X-Forwarded-For) is the one rate limits count
 */
export function buildApp({
  dbFile,
  distDir,
  demoDir,
  logger = false,
  compress = false,
  ownerKey = randomBytes(24).toString('base64url'),
  siteOrigins = [],
  limits = {},
  trustProxy = false,
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
  app.decorate('limiter', createLimiter(limits));
  app.decorate('ownerKey', ownerKey);
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

  app.register(linkRoutes);
  app.register(trackingRoutes);
  app.register(formRoutes);
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

  // Site mode: every other extension-less GET path is a page of the demo site. (Declared in a
  // plugin, so that it loads after the compression plugin and its pages are compressed too.)
  app.register(async (pages) => {
    pages.get('/*', async (request, reply) => {
      const pathname = request.url.split('?')[0];
      if (BACKEND_PATH.test(pathname) || FILE_PATH.test(pathname)) return reply.callNotFound();
      const site = await readSite(demoDir);
      const name = db.prepare('SELECT name FROM sites WHERE website_id = ?').pluck().get(site.website_id) ?? 'Weft';
      return reply.type('text/html; charset=utf-8').send(renderShell(site, pathname, name, { distDir }));
    });
  });

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

/**
 * The page a path shows, as in spec/runtime.md §2: first segment against page urls
 * (second for blog/{slug}), the blog's paths (/s, /c, /a, /feed, /page/n, /{post url}: see
 * resolveSitePage in blog.mjs), else the '404' page, else the initial page.
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

/** Escapes text for an HTML attribute value or text content. */
export function escapeHtml(value) {
  return String(value).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );
}

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
 * The site-mode HTML page: site data, the mount with the resolved page's tags
 * (none for members-only pages, whose content the runtime renders after the
 * session check), and the loader.
 * @param {any} site CONTRACT §3 site data
 * @param {string} pathname
 * @param {string} title
 * @param {{ distDir?: string, base?: string }} [options] with the built bundle's folder, the chunks
 *   the page needs first are hinted with modulepreload links (under `base`, where the loader is)
 */
export function renderShell(site, pathname, title, { distDir, base = '/weft/' } = {}) {
  const page = resolvePage(site.pages ?? [], pathname);
  // Members-only and area-restricted pages: the runtime draws them after the session check.
  const restricted =
    page &&
    ([true, 1, '1', 'true'].includes(page.is_member) || (Array.isArray(page.restrict_areas) && page.restrict_areas.length > 0));
  const body = page && !restricted ? renderNodes(page.layout?.desktop) : '';
  // The loader first (it starts the page), then the chunks it will ask for.
  const preloads = distDir
    ? `<link rel="preload" as="script" href="${base}weft.js" fetchpriority="high">\n` +
      preloadsFor(distDir, site, page && !restricted ? page : null)
        .map((file) => `<link rel="modulepreload" href="${base}${escapeHtml(file)}">\n`)
        .join('')
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/demo-assets/weft.svg" type="image/svg+xml">
${preloads}<script type="application/json" id="weft-site">${scriptSafeJson(publicSiteData(site))}</script>
</head>
<body>
<weft-site>${body}</weft-site>
<script type="text/plain" data-category="analytics" src="/demo-assets/gated-analytics.js"></script>
<script type="text/plain" data-category="marketing" src="/demo-assets/gated-marketing.js"></script>
<script src="${base}weft.js" async></script>
</body>
</html>
`;
}
