// Starts the Weft demo: `npm start` (builds first) or `npm run serve`. PORT defaults to 8080.
// WEFT_OWNER_KEY: the demo site owner's key for /demo/form-submissions,
// sent as `Authorization: Bearer <key>` (random at each start when unset).
// WEFT_RENDER_WORKERS: threads the server renderer draws pages on (default: one per core).
// WEFT_SITE_ORIGINS: the site's public origins, comma-separated (password-reset links use only
// these; the local addresses are always in). WEFT_TRUST_PROXY=1 behind a reverse proxy.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildApp } from './backend/app.mjs';

/** Absolute path of a file or folder given relative to the repository root. */
const at = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const port = Number(process.env.PORT) || 8080;
const distDir = at('dist/');

if (!existsSync(at('dist/weft.js'))) {
  console.warn(
    `No dist/weft.js in ${at('')}: run \`npm run build\` first (\`npm start\` builds and serves).\n` +
      'Starting anyway; /weft/weft.js answers 404 until the bundle exists, and the site rules of its server\n' +
      'renderer are missing too: every page is kept out of the HTML as if members-only (nothing leaks).',
  );
}

const siteOrigins = [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
  ...String(process.env.WEFT_SITE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
];

const app = buildApp({
  dbFile: at('demo/data/weft.db'),
  distDir,
  demoDir: at('demo/'),
  logger: { level: 'warn' },
  compress: true,
  ownerKey: process.env.WEFT_OWNER_KEY || undefined,
  siteOrigins,
  trustProxy: ['1', 'true', 'yes'].includes(String(process.env.WEFT_TRUST_PROXY ?? '').toLowerCase()),
  renderWorkers: Number(process.env.WEFT_RENDER_WORKERS) || availableParallelism(),
});

// The element catalogue, built with the bundle into dist/docs/ (scripts/docs.mjs); its pages
// load their script and styles by relative address from /weft/docs/.
app.get('/docs', (request, reply) => reply.redirect('/weft/docs/index.html'));
app.get('/docs/:type', (request, reply) =>
  reply.redirect(
    /^[a-z0-9-]+$/.test(request.params.type)
      ? `/weft/docs/${request.params.type.replace(/^weft-/, '')}.html`
      : '/weft/docs/index.html',
  ),
);

try {
  await app.listen({ port, host: 'localhost' });
} catch (error) {
  console.error(`Could not start the Weft demo on port ${port}: ${error.message}`);
  await app.close();
  process.exit(1);
}
console.log(`Weft demo on http://localhost:${port} (embed page: /embed.html)`);
// Only the owner reads the leads, with the key in a header (never in an address: history, logs);
// it is printed to the owner's console only.
console.log(
  `Form submissions (owner only): curl -H 'Authorization: Bearer ${app.ownerKey}' http://localhost:${port}/demo/form-submissions`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    try {
      await app.close(); // also closes the database (onClose hook)
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  });
}
