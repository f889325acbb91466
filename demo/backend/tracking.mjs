// The tracking calls of the site origin (spec/runtime.md §7) as the demo answers them: pixel
// script HTML pointing at a stand-in pixel, page-view and event calls, split tests and the
// lead's marketing data.

const PIXEL_HTML = (kind, id) =>
  `<script src="/demo-assets/demo-pixel.js" data-pixel="${kind}" data-id="${encodeURIComponent(id)}"></script>`;

/** @param {import('fastify').FastifyInstance} app */
export async function trackingRoutes(app) {
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
  app.get('/cheetah/split-test', async () => ({ success: true, data: null }));
  app.get('/cheetah/search-mboss', async (request) => {
    const { email } = /** @type {Record<string, string>} */ (request.query);
    return { success: true, data: email ? { email, score: 42, tags: 'demo' } : null };
  });
}
