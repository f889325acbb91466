// The tracking calls of the site origin (spec/runtime.md §7) as the demo answers them: pixel
// script HTML pointing at a stand-in pixel, page-view and event calls, split tests (a variant per
// visitor, kept in a cookie) and the lead's marketing data.
import { TOO_MANY } from './limits.mjs';

const PIXEL_HTML = (kind, id) =>
  `<script src="/demo-assets/demo-pixel.js" data-pixel="${kind}" data-id="${encodeURIComponent(id)}"></script>`;

/**
 * The demo's split tests, by page id, in the answer's shape (README "Split tests"): each variant
 * says what it changes (`hide` element ids, or `page_id` / `redirect` for a variant page).
 */
export const SPLIT_TESTS = {
  // /about: half the visitors see the page without its picture.
  3: { test: 'about-image', variants: [{ variant: 'a' }, { variant: 'b', hide: ['about-image'] }] },
};
/** A visitor keeps the variant they were given for a month. */
const SPLIT_COOKIE_MAX_AGE = 30 * 24 * 3600;

/** One cookie's value from a Cookie header. */
function cookie(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** A sign-up as others see it: the first name only. */
export function publicName(name) {
  return String(name).trim().split(/\s+/)[0]?.slice(0, 40) ?? '';
}

/** @param {import('fastify').FastifyInstance & { db: import('better-sqlite3').Database }} app */
export async function trackingRoutes(app) {
  const { db } = app;
  const recent = db.prepare(
    'SELECT user_name, created_at FROM social_proof WHERE campaign_id = ? ORDER BY created_at DESC LIMIT 10',
  );
  const record = db.prepare('INSERT INTO social_proof (campaign_id, user_name) VALUES (?, ?)');

  // Recent sign-ups of a campaign, for the social-proof toasts.
  app.get('/cheetah/social-proof/:campaignId', async (request) => {
    const { campaignId } = /** @type {{ campaignId: string }} */ (request.params);
    return {
      success: true,
      data: recent.all(campaignId).map((r) => ({ name: publicName(r.user_name), created_at: r.created_at })),
    };
  });

  // Forms register a sign-up after a submit (form data user_name). Anyone may call it, so the names
  // one address adds to the toasts are bounded (429 beyond).
  app.post('/cheetah/social-proof/register/:campaignId', async (request, reply) => {
    const { campaignId } = /** @type {{ campaignId: string }} */ (request.params);
    const name = publicName(/** @type {Record<string, unknown>} */ (request.body ?? {}).user_name ?? '');
    if (!name)
      return reply
        .code(422)
        .send({ success: false, message: 'user_name is required', errors: { user_name: ['user_name is required'] } });
    const wait = await /** @type {any} */ (app).limiter.hit([['socialProofPerAddress', request.ip]]);
    if (wait > 0)
      return reply.code(429).header('Retry-After', String(wait)).send({ success: false, message: TOO_MANY, errors: {} });
    record.run(campaignId, name);
    return { success: true };
  });

  // Tags a lead in a mailing list (the demo only acknowledges it).
  app.post('/cheetah/tag', async (request) => {
    const { email, list } = /** @type {Record<string, unknown>} */ (request.body ?? {});
    return email && list ? { success: true } : false;
  });

  for (const kind of ['facebook', 'analytics', 'tag-manager']) {
    app.get(`/cheetah/pixel/${kind}`, async (request, reply) => {
      const id = String(/** @type {Record<string, string>} */ (request.query)['pixel-id'] ?? '');
      if (!id) return reply.code(422).type('text/plain; charset=utf-8').send('');
      return reply.type('text/html; charset=utf-8').send(PIXEL_HTML(kind, id));
    });
  }
  app.get('/cheetah/pixel/get', async () => ({ event: true, standard_event: 'PageView', purchase_event_info: null }));
  app.get('/cheetah/pixel/track', async (request) => ({
    success: true,
    event_name: /** @type {Record<string, string>} */ (request.query).event_name ?? null,
  }));
  // The variant of the page's split test for this visitor: the one their cookie names, else the
  // next in turn (a, b, a, …), remembered in a cookie. No test on the page: data null.
  const turns = new Map();
  app.get('/cheetah/split-test', async (request, reply) => {
    const pageId = String(/** @type {Record<string, string>} */ (request.query).page_id ?? '');
    const test = Object.hasOwn(SPLIT_TESTS, pageId) ? SPLIT_TESTS[/** @type {keyof typeof SPLIT_TESTS} */ (pageId)] : null;
    if (!test) return { success: true, data: null };
    const name = `weft_split_${test.test}`;
    let variant = test.variants.find((v) => v.variant === cookie(request.headers.cookie, name));
    if (!variant) {
      const turn = turns.get(test.test) ?? 0;
      turns.set(test.test, turn + 1);
      variant = test.variants[turn % test.variants.length];
      reply.header('set-cookie', `${name}=${variant.variant}; Path=/; Max-Age=${SPLIT_COOKIE_MAX_AGE}; SameSite=Lax`);
    }
    return { success: true, data: { test: test.test, ...variant } };
  });
  app.get('/cheetah/search-mboss', async (request) => {
    const { email } = /** @type {Record<string, string>} */ (request.query);
    return { success: true, data: email ? { email, score: 42, tags: 'demo' } : null };
  });
}
