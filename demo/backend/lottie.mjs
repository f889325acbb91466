// The Lottie element's file call (spec/elements-content.md §7): GET get-lottie-files/{code}.json on
// the builder's API, which is `/api` on a local host. The animations are JSON files the demo ships
// in demo-assets/lottie/, so the same files are also reachable by address (the element's `url`).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { httpError } from './http.mjs';

/** An animation code: letters, digits, dashes and underscores (never a path). */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Registers GET /get-lottie-files/:file (mounted under /api), `:file` being `{code}.json`.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ dir: string }} options the folder holding `{code}.json`
 */
export async function lottieRoutes(app, { dir }) {
  app.get('/get-lottie-files/:file', async (request, reply) => {
    const { file } = /** @type {{ file: string }} */ (request.params);
    const code = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
    if (!CODE.test(code)) throw httpError(404, 'No animation has this code.');
    let text;
    try {
      text = await readFile(join(dir, `${code}.json`), 'utf8');
    } catch {
      throw httpError(404, 'No animation has this code.');
    }
    // Embedding pages on other origins read it too; the file is public and changes rarely.
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cache-Control', 'public, max-age=3600');
    return reply.type('application/json; charset=utf-8').send(text);
  });
}
