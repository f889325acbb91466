/**
 * Web Test Runner: the tests' runner commands in every engine (scripts/browsers.mjs).
 * - Every test's `import … from '@web/test-runner-commands'` is served as test/browser/commands.ts,
 *   which passes through what the engine supports and skips a test that needs what it lacks. (The
 *   runner puts its own command plugins first, so a plugin cannot answer for them.)
 * - `webkit-viewport`: WebDriver has no viewport command; the WebKit launcher sizes its window.
 */
const WRAPPER = '/test/browser/commands.ts';

export function enginePlugins() {
  return [
    {
      name: 'weft-engine-commands',
      resolveImport({ source, context }) {
        if (source === '@web/test-runner-commands' && context.path !== WRAPPER) return WRAPPER;
        return undefined;
      },
    },
    {
      name: 'weft-webkit-viewport',
      async executeCommand({ command, payload, session }) {
        if (command !== 'webkit-viewport') return undefined;
        if (typeof session.browser.setViewport !== 'function') throw new Error(`webkit-viewport: not a WebKit session`);
        await session.browser.setViewport(payload);
        return true;
      },
    },
  ];
}
