// The link calls of the site origin (spec/elements-lead-capture.md §7): click counts, votes and the
// multi-action counter, kept in SQLite.
import { httpError } from './http.mjs';

const TEXT = { type: 'string', minLength: 1, maxLength: 200 };

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

  // The click count as plain text ("error" when there is no button id), as the original answers.
  app.get('/cheetah/link/action', async (request, reply) => {
    const { btn_id: id, clear } = /** @type {Record<string, string | undefined>} */ (request.query);
    if (!id) return reply.code(422).type('text/plain; charset=utf-8').send('error');
    if (clear === '1') {
      clearClicks.run(id);
      return reply.type('text/plain; charset=utf-8').send('0');
    }
    return reply.type('text/plain; charset=utf-8').send(String(click.pluck().get(id)));
  });

  // Each call is a click: the counter after it. clear=1 starts the rotation over.
  app.get(
    '/cheetah/link/multiple',
    { schema: { querystring: { type: 'object', required: ['code'], properties: { code: TEXT, clear: { type: 'string' } } } } },
    async (request) => {
      const { code, clear } = /** @type {{ code: string, clear?: string }} */ (request.query);
      if (clear === '1') {
        clearCount.run(code);
        return { success: true, actions: [], counter: 0 };
      }
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
    async (request) => {
      const { question_code: question, option } = /** @type {{ question_code: string, option: string }} */ (request.query);
      if (!question.trim())
        throw httpError(422, 'The question code is required.', { question_code: ['The question code is required.'] });
      return { success: true, data: { question_code: question, option, votes: vote.pluck().get(question, option) } };
    },
  );
}
