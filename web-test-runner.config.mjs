import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { browsers } from './scripts/browsers.mjs';
import { ESBUILD_TARGET } from './scripts/support.mjs';
import { wtrTextModules } from './scripts/plugins.mjs';
import { backendMiddleware } from './test/plugins/backend.mjs';
import { demoSite } from './test/plugins/demo-site.mjs';
import { enginePlugins } from './test/plugins/engines.mjs';
import { reactEsm } from './test/plugins/react-esm.mjs';
import { resultsReporter } from './test/plugins/results.mjs';
import { touchPlugin } from './test/plugins/touch.mjs';

export default {
  files: ['src/**/*.test.{ts,tsx}', 'elements/**/*.test.{ts,tsx}', 'test/browser/**/*.test.{ts,tsx}'],
  nodeResolve: { browser: true, exportConditions: ['production'] },
  // One page at a time: headless Chromium starves a second, background page of animation frames
  // (fixtures and axe wait for frames), which made suites time out at random.
  concurrency: 1,
  // Chromium unless WEFT_BROWSERS names others (scripts/browsers.mjs): `npm run test:firefox`, `test:webkit`.
  browsers: browsers(),
  // The reference backend answers its own routes (the demo site's calls, the members API).
  middleware: [
    backendMiddleware(),
    // A sandboxed frame (an opaque origin) loads the bundle's modules only with CORS, as from a CDN.
    (context, next) => {
      if (context.path.startsWith('/dist/')) context.set('Access-Control-Allow-Origin', '*');
      return next();
    },
  ],
  plugins: [
    demoSite(),
    // The runner's commands in Firefox and WebKit: what each lacks skips the test that needs it.
    ...enginePlugins(),
    // Real touch input (CDP): executeServerCommand('touch', { type, position }).
    touchPlugin(),
    // The React build that ships: React 18's development build replays every error an error boundary
    // catches as an uncaught window error, which the runner would count against the test.
    reactEsm({ mode: 'production' }),
    wtrTextModules(),
    esbuildPlugin({ ts: true, tsx: true, tsconfig: 'tsconfig.json', target: ESBUILD_TARGET }),
  ],
  // resultsReporter writes each test's outcome for `npm run test:repeat` (only when asked to).
  reporters: [defaultReporter(), resultsReporter()],
  // A bound for a test that fails, not a pace: waits end when their condition holds (helpers.ts until).
  testFramework: { config: { timeout: 30000 } },
  testsFinishTimeout: 10 * 60 * 1000,
};
