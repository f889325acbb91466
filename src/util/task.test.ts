import { expect } from '@open-wc/testing';
import { afterTask, nextTask } from './task.js';

describe('afterTask and nextTask', () => {
  it('runs each in a task of its own, in the order asked', async () => {
    const steps: string[] = [];
    afterTask(() => {
      steps.push('first');
      // A microtask of the first task runs before the second task starts.
      queueMicrotask(() => steps.push('first’s microtask'));
    });
    afterTask(() => steps.push('second'));
    expect(steps, 'nothing in the task that asked').to.deep.equal([]);
    await nextTask();
    expect(steps).to.deep.equal(['first', 'first’s microtask', 'second']);
  });

  it('settles nextTask after the microtasks of the task that awaited it', async () => {
    let settled = false;
    const waiting = nextTask().then(() => (settled = true));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(settled, 'not within microtasks').to.equal(false);
    await waiting;
    expect(settled).to.equal(true);
  });
});
