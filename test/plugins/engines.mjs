/**
 * Web Test Runner: the tests' runner commands in every engine (scripts/browsers.mjs).
 * - Every test's `import … from '@web/test-runner-commands'` is served as test/browser/commands.ts,
 *   which passes through what the engine supports and skips a test that needs what it lacks. (The
 *   runner puts its own command plugins first, so a plugin cannot answer for them.)
 * - `webkit-viewport`: WebDriver has no viewport command; the WebKit launcher sizes its window.
 * - `webkit-keys`: sendKeys with `down` and `up` too (the runner's plugin knows only type and press).
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
      name: 'weft-webkit-commands',
      async executeCommand({ command, payload, session }) {
        if (command !== 'webkit-viewport' && command !== 'webkit-keys') return undefined;
        if (typeof session.browser.keys !== 'function') throw new Error(`${command}: not a WebKit session`);
        if (command === 'webkit-viewport') await session.browser.setViewport(payload);
        else await session.browser.keys(session.id, payload);
        return true;
      },
    },
  ];
}
