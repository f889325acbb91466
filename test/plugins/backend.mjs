// The reference backend (demo/backend) inside the test runner: requests for its routes go to an
// in-process Fastify app on a temporary SQLite file, so site suites run against the real thing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../demo/backend/app.mjs';
import { LIMITS } from '../../demo/backend/limits.mjs';

/** The site owner's key of the test backend: the browser suites read form submissions as the owner. */
export const OWNER_KEY = 'weft-test-owner';
/**
 * The rate limits, each max 20 times over: every page of a run comes from one address and stands for
 * many visitors (test/node covers the limits themselves).
 */
const LIMITS_FOR_A_RUN = Object.fromEntries(
  Object.entries(LIMITS).map(([name, limit]) => [name, { ...limit, max: limit.max * 20 }]),
);

// Only the backend's two /demo/ routes: the rest of /demo/ is the repository's demo folder. /weft/
// is dist/ as the demo server serves it (the docs catalogue under the demo's policy).
const ROUTES =
  /^\/(api|blog-api|cheetah|demo-assets|get_iframe_content|lists|get-response|weft|demo\/form-(action|submissions))(\/|$)/;

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function backendMiddleware() {
  let app;
  const ready = () => {
    if (!app) {
      const dir = mkdtempSync(join(tmpdir(), 'weft-wtr-'));
      app = buildApp({
        dbFile: join(dir, 'weft.db'),
        distDir: 'dist',
        demoDir: 'demo',
        ownerKey: OWNER_KEY,
        limits: LIMITS_FOR_A_RUN,
      });
    }
    return app;
  };
  return async (ctx, next) => {
    if (!ROUTES.test(ctx.path)) return next();
    const payload = ['GET', 'HEAD'].includes(ctx.method) ? undefined : await readBody(ctx.req);
    // The suites read what the forms stored as the site owner does.
    const headers =
      ctx.path === '/demo/form-submissions' ? { ...ctx.headers, authorization: `Bearer ${OWNER_KEY}` } : ctx.headers;
    const res = await ready().inject({ method: ctx.method, url: ctx.url, headers, payload, remoteAddress: ctx.ip });
    ctx.status = res.statusCode;
    for (const [name, value] of Object.entries(res.headers)) {
      if (!['content-length', 'transfer-encoding', 'connection'].includes(name)) ctx.set(name, String(value));
    }
    ctx.body = res.rawPayload;
  };
}
