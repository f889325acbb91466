/** What the carousel suites (slider gallery, news slider) check alike. */
import { expect } from '@open-wc/testing';
import type sinon from 'sinon';
import { armed, settle, until } from './helpers.js';

/** Once `timers` timers are armed: still on First a tick before `ms`, on Second at `ms`. */
export async function expectFirstMoveAt(
  clock: sinon.SinonFakeTimers,
  current: () => string | null | undefined,
  ms: number,
  timers = 1,
): Promise<void> {
  await armed(clock, timers);
  clock.tick(ms - 1);
  await settle();
  expect(current()).to.equal('First');
  clock.tick(1);
  await until(() => current() === 'Second', 'the first automatic move');
}

/**
 * A carousel of First, Second and Third autoplaying on the fake `clock` every `ms`: still on First
 * a tick before the interval, then Second, Third and First again, each after one more interval.
 */
export async function expectAutoplayRound(
  clock: sinon.SinonFakeTimers,
  current: () => string | null | undefined,
  ms = 3000,
): Promise<void> {
  await expectFirstMoveAt(clock, current, ms);
  await armed(clock);
  clock.tick(ms);
  await until(() => current() === 'Third');
  await armed(clock);
  clock.tick(ms);
  await until(() => current() === 'First', 'wraps to the first');
}
