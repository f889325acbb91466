// The link calls of the site origin (spec/elements-lead-capture.md §7): click counts, votes and the
// multi-action counter, kept in SQLite. Each is bounded per address (limits.mjs); resetting a
// counter is the site owner's.
import { DEMO_WEBSITE_ID } from './db.mjs';
import { httpError, isOwner } from './http.mjs';
import { enforce } from './limits.mjs';

/** The longest button id, question code, option or multi-action code stored. */
const ID_MAX = 200;
const TEXT = { type: 'string', minLength: 1, maxLength: ID_MAX };

/**
 * Registers /cheetah/link/action, /cheetah/link/multiple and /cheetah/link/vote.
 * @param {import('fastify').FastifyInstance & { db: import('better-sqlite3').Database }} app
 */
export async function linkRoutes(app) {
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
      return { success: true, actions: [], counter: count.pluck().get(code) };
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
