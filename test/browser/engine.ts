/**
 * Which engine a browser test runs in (WEFT_BROWSERS, scripts/browsers.mjs), what the runner can do
 * there, and how a test that cannot run in it is skipped: with the reason in its title, so the
 * report says why.
 */

export type Engine = 'chromium' | 'firefox' | 'webkit';

const agent = navigator.userAgent;
/** The engine under test (read from the user agent: only tests look at it, never the product). */
export const ENGINE: Engine = agent.includes('Firefox/') ? 'firefox' : /Chrom(e|ium)\//.test(agent) ? 'chromium' : 'webkit';
const NAMES: Record<Engine, string> = { chromium: 'Chromium', firefox: 'Firefox', webkit: 'WebKit' };

/** What the test runner's commands can do in each engine, and why not where they cannot. */
const LIMITS: Record<string, Partial<Record<Engine, string>>> = {
  // puppeteer emulates media features over CDP only; WebDriver (classic and BiDi) has no such command.
  emulateMedia: {
    firefox: 'media features (reduced motion) cannot be emulated over WebDriver BiDi',
    webkit: 'media features (reduced motion) cannot be emulated over WebDriver',
  },
  setUserAgent: {
    firefox: 'the user agent cannot be replaced over WebDriver BiDi',
    webkit: 'the user agent cannot be replaced over WebDriver',
  },
  // test/plugins/touch.mjs dispatches touches through CDP's Input domain.
  touch: {
    firefox: 'touch input is dispatched over CDP (test/plugins/touch.mjs)',
    webkit: 'touch input is dispatched over CDP (test/plugins/touch.mjs)',
  },
  pinch: {
    firefox: 'a pinch is dispatched over CDP (test/plugins/touch.mjs)',
    webkit: 'a pinch is dispatched over CDP (test/plugins/touch.mjs)',
  },
};

/** Why `feature` is not available in this engine, or undefined where it is. */
export function unsupported(feature: keyof typeof LIMITS | string): string | undefined {
  return LIMITS[feature]?.[ENGINE];
}

// The test that runs now: a command the engine lacks skips it (a hook's own call has no test).
let current: Mocha.Test | undefined;
beforeEach(function () {
  current = this.currentTest;
});
afterEach(function () {
  current = undefined;
});

/** Whether a test (not a before or after hook) is running. */
export function runningTest(): boolean {
  return current !== undefined;
}

/** Thrown after the running test is marked skipped: mocha then counts it as skipped, not failed. */
class Skipped extends Error {}

/**
 * Skips the running test in this engine, the reason appended to its title. Outside a test (in a
 * before or after hook) it throws, and the hook fails with the reason.
 */
export function skipHere(reason: string): never {
  const message = `skipped in ${NAMES[ENGINE]}: ${reason}`;
  if (current) {
    current.title += ` [${message}]`;
    current.pending = true;
  }
  throw new Skipped(message);
}

/** Skips the running test in the engines named, with the reason. Call it first in the test. */
export function skipIn(engines: Engine[], reason: string): void {
  if (engines.includes(ENGINE)) skipHere(reason);
}

/** Skips the running test where `feature` (a key of LIMITS) is not available. */
export function needs(feature: string): void {
  const reason = unsupported(feature);
  if (reason) skipHere(reason);
}
