// The reference backend as the node tests start it: one app per test file on a database in a
// fresh temporary folder, closed and removed after the file's tests. Not a test file itself.
import { after, before } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../demo/backend/app.mjs';
import { LIMITS } from '../../demo/backend/limits.mjs';

/**
 * The per-request limits (registrations, logins, form submissions, votes, clicks per address and
 * per site) raised a thousandfold, for suites about something else whose requests all come from
 * one address; limits.test.mjs holds them to the defaults.
 */
export const ROOMY_LIMITS = Object.fromEntries(
  [
    'registerPerAddress',
    'registerPerSite',
    'loginPerAddress',
    'formPerAddress',
    'formPerSite',
    'votePerAddress',
    'clickPerAddress',
  ].map((name) => [name, { ...LIMITS[name], max: LIMITS[name].max * 1000 }]),
);

/** The demo folder the backend serves. */
export const demoDir = fileURLToPath(new URL('../../demo/', import.meta.url));

/**
 * Starts the backend before this file's tests (`weft-{name}-` names its temporary folder; `options`
 * go to buildApp) and hands it to `ready` with the folder and the database file; closes and removes
 * them after.
 * @param {string} name
 * @param {(app: any, where: { tmp: string, dbFile: string }) => void | Promise<void>} ready
 * @param {Record<string, unknown>} [options]
 */
export function useBackend(name, ready, options = {}) {
  /** @type {any} */
  let app;
  let tmp = '';
  before(async () => {
    tmp = mkdtempSync(join(tmpdir(), `weft-${name}-`));
    const dbFile = join(tmp, 'weft.db');
    app = buildApp({ dbFile, distDir: join(tmp, 'dist'), demoDir, ...options });
    await app.ready();
    await ready(app, { tmp, dbFile });
  });
  after(async () => {
    await app?.close();
    rmSync(tmp, { recursive: true, force: true });
  });
}

/**
 * The demo server as `npm start` serves it (the built dist/), listening on a free local port for
 * this file's tests: `server.address` once they start.
 * @param {string} name
 * @returns {{ address: string }}
 */
export function useDemoServer(name) {
  const server = { address: '' };
  useBackend(
    name,
    async (app) => {
      server.address = await app.listen({ port: 0, host: '127.0.0.1' });
    },
    { distDir: fileURLToPath(new URL('../../dist/', import.meta.url)) },
  );
  return server;
}
