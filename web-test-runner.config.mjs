import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/chromium.mjs';
import { wtrTextModules } from './scripts/plugins.mjs';
import { backendMiddleware } from './test/plugins/backend.mjs';
import { demoSite } from './test/plugins/demo-site.mjs';
import { reactEsm } from './test/plugins/react-esm.mjs';
import { resultsReporter } from './test/plugins/results.mjs';
import { touchPlugin } from './test/plugins/touch.mjs';

export default {
  files: ['src/**/*.test.{ts,tsx}', 'elements/**/*.test.{ts,tsx}', 'test/browser/**/*.test.{ts,tsx}'],
  nodeResolve: { browser: true, exportConditions: ['production'] },
  // One page at a time: headless Chromium starves a second, background page of animation frames
  // (fixtures and axe wait for frames), which made suites time out at random.
  concurrency: 1,
  browsers: [chromeLauncher({ launchOptions: { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS } })],
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
    // Real touch input (CDP): executeServerCommand('touch', { type, position }).
    touchPlugin(),
    // The React build that ships: React 18's development build replays every error an error boundary
    // catches as an uncaught window error, which the runner would count against the test.
    reactEsm({ mode: 'production' }),
    wtrTextModules(),
    esbuildPlugin({ ts: true, tsx: true, tsconfig: 'tsconfig.json', target: 'es2022' }),
  ],
  // resultsReporter writes each test's outcome for `npm run test:repeat` (only when asked to).
  reporters: [defaultReporter(), resultsReporter()],
  // A bound for a test that fails, not a pace: waits end when their condition holds (helpers.ts until).
  testFramework: { config: { timeout: 30000 } },
  testsFinishTimeout: 10 * 60 * 1000,
};
