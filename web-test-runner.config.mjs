import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { wtrTextModules } from './scripts/plugins.mjs';
import { reactEsm } from './test/plugins/react-esm.mjs';

// Debian's Chromium; the flags keep it off a network this machine does not have.
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default {
  files: ['src/**/*.test.{ts,tsx}', 'elements/**/*.test.{ts,tsx}', 'test/browser/**/*.test.{ts,tsx}'],
  nodeResolve: { browser: true, exportConditions: ['production'] },
  // One page at a time: headless Chromium starves a second, background page of animation frames
  // (fixtures and axe wait for frames), which made suites time out at random.
  concurrency: 1,
  browsers: [chromeLauncher({ launchOptions: { executablePath: CHROMIUM, headless: true, args: FLAGS } })],
  plugins: [reactEsm(), wtrTextModules(), esbuildPlugin({ ts: true, tsx: true, tsconfig: 'tsconfig.json', target: 'es2022' })],
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 10 * 60 * 1000,
};
