// The link calls of the site origin (spec/elements-lead-capture.md §7): click counts, votes and the
// multi-action counter, kept in SQLite. Each is bounded per address (limits.mjs); resetting a
// counter is the site owner's.
import { DEMO_WEBSITE_ID } from './db.mjs';
import { httpError, isOwner } from './http.mjs';
import { enforce } from './limits.mjs';
import { siteRules } from './site/pages.mjs';

/** The longest button id, question code, option or multi-action code stored. */
const ID_MAX = 200;
const TEXT = { type: 'string', minLength: 1, maxLength: ID_MAX };

/**
 * The highest limit of the site's rotating multi-action link whose code is `code` (a link of type
 * 'multiple' anywhere in the site data, its rotator read as the runtime reads a yes/no), or 0 when
 * the site has none.
 * @param {any} site CONTRACT §3 site data
 * @param {string} code
 */
export function rotationOf(site, code) {
  let highest = 0;
  const visit = (value, depth) => {
    if (value === null || typeof value !== 'object' || depth > 64) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (value.type === 'multiple' && String(value.value ?? '') === code && siteRules?.flag(value.multipleActionsRotator)) {
      for (const action of Array.isArray(value.multipleActions) ? value.multipleActions : []) {
        const limit = Number(action?.limit);
        if (Number.isFinite(limit) && limit > highest) highest = limit;
      }
    }
    for (const item of Object.values(value)) visit(item, depth + 1);
  };
  visit(site, 0);
  return highest;
}

/**
 * Registers /cheetah/link/action, /cheetah/link/multiple and /cheetah/link/vote.
 * @param {import('fastify').FastifyInstance & { db: import('better-sqlite3').Database }} app
 * @param {{ siteData?: (websiteId: string) => Promise<any> }} [options] siteData: a site's own data
 *   (CONTRACT §3), where its rotating multi-action links are read
 */
export async function linkRoutes(app, { siteData = async () => null } = {}) {
  const { db } = app;
  const click = db.prepare(
    'INSERT INTO link_clicks (btn_id, clicks) VALUES (?, 1) ON CONFLICT (btn_id) DO UPDATE SET clicks = clicks + 1 RETURNING clicks',
  );
  const clearClicks = db.prepare(
    'INSERT INTO link_clicks (btn_id, clicks) VALUES (?, 0) ON CONFLICT (btn_id) DO UPDATE SET clicks = 0',
  );
  const count = db.prepare(
    'INSERT INTO link_multiple (code, counter) VALUES (?, 1) ON CONFLICT (code) DO UPDATE SET counter = counter + 1 RETURNING counter',
  );
  const restart = db.prepare('UPDATE link_multiple SET counter = 1 WHERE code = ?');
  const clearCount = db.prepare(
    'INSERT INTO link_multiple (code, counter) VALUES (?, 0) ON CONFLICT (code) DO UPDATE SET counter = 0',
  );
  const vote = db.prepare(
    'INSERT INTO link_votes (question_code, option, votes) VALUES (?, ?, 1) ON CONFLICT (question_code, option) DO UPDATE SET votes = votes + 1 RETURNING votes',
  );

  /**
   * Whether the request comes from the owner of the site it names (`website_id`, the demo site by
   * default): their key in the Authorization header (http.mjs isOwner).
   */
  const fromOwner = (request) => {
    const site = String(/** @type {Record<string, unknown>} */ (request.query ?? {}).website_id ?? '') || DEMO_WEBSITE_ID;
    return isOwner(request, /** @type {any} */ (app).ownerKeyOf?.(site));
  };

  // The click count as plain text ("error" when there is no button id, or one too long), as the
  // original answers. Clicks are bounded per address; clear=1 is the site owner's only (403).
  app.get('/cheetah/link/action', async (request, reply) => {
    const { btn_id: id, clear } = /** @type {Record<string, string | undefined>} */ (request.query);
    const text = (status, body) => reply.code(status).type('text/plain; charset=utf-8').send(body);
    if (typeof id !== 'string' || !id || id.length > ID_MAX) return text(422, 'error');
    if (clear === '1') {
      if (!fromOwner(request)) return text(403, 'error');
      clearClicks.run(id);
      return text(200, '0');
    }
    await enforce(/** @type {any} */ (app).limiter, reply, [['clickPerAddress', request.ip]]);
    return text(200, String(click.pluck().get(id)));
  });

  // Each call is a click: the counter after it, bounded per address. clear=1 starts the rotation
  // over: the site owner's only (403), or anyone could reset anyone's counters.
  app.get(
    '/cheetah/link/multiple',
    { schema: { querystring: { type: 'object', required: ['code'], properties: { code: TEXT, clear: { type: 'string' } } } } },
    async (request, reply) => {
      const { code, clear } = /** @type {{ code: string, clear?: string }} */ (request.query);
      if (clear === '1') {
        if (!fromOwner(request)) return reply.code(403).send({ success: false, message: 'Only the site owner resets a counter' });
        clearCount.run(code);
        return { success: true, actions: [], counter: 0 };
      }
      await enforce(/** @type {any} */ (app).limiter, reply, [['clickPerAddress', request.ip]]);
      const counter = count.pluck().get(code);
      // A rotating link starts over here, past its highest limit, as the runtime's clear=1 would:
      // visitors need no reset, which is the owner's.
      const site = String(/** @type {Record<string, unknown>} */ (request.query ?? {}).website_id ?? '') || DEMO_WEBSITE_ID;
      const rotation = rotationOf(await siteData(site), code);
      if (rotation > 0 && counter > rotation) {
        restart.run(code);
        return { success: true, actions: [], counter: 1 };
      }
      return { success: true, actions: [], counter };
    },
  );

  app.get(
    '/cheetah/link/vote',
    {
      schema: {
        querystring: { type: 'object', required: ['question_code', 'option'], properties: { question_code: TEXT, option: TEXT } },
      },
    },
    async (request, reply) => {
      const { question_code: question, option } = /** @type {{ question_code: string, option: string }} */ (request.query);
      if (!question.trim())
        throw httpError(422, 'The question code is required.', { question_code: ['The question code is required.'] });
      await enforce(/** @type {any} */ (app).limiter, reply, [['votePerAddress', request.ip]]);
      return { success: true, data: { question_code: question, option, votes: vote.pluck().get(question, option) } };
    },
  );
}
