/** Sinon's fake timers for the tests of one `describe`. */
import sinon from 'sinon';

/** The timers the carousels and countdowns run on. */
export const TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] as const;

/**
 * Installs sinon's fake timers (`options`: what to fake, from when) before each test of the calling
 * `describe` and restores them after it. The clock returned always speaks for the current test's.
 */
export function fakeTimersEachTest(options: Parameters<typeof sinon.useFakeTimers>[0]): sinon.SinonFakeTimers {
  let current: sinon.SinonFakeTimers | undefined;
  beforeEach(() => {
    current = sinon.useFakeTimers(options);
  });
  afterEach(() => {
    current?.restore();
    current = undefined;
  });
  return new Proxy({} as sinon.SinonFakeTimers, {
    get(_, key) {
      const value: unknown = Reflect.get(current!, key);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
