import { expect } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { captureErrors, until } from '../../test/browser/helpers.js';
import { useAction, type Action } from './use-action.js';

/** Renders a component holding one action; answers the action as last rendered. */
function host(): { action: () => Action; root: Root } {
  let current: Action | null = null;
  function Probe() {
    current = useAction('<weft-probe>');
    return null;
  }
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(<Probe />));
  return { action: () => current!, root };
}

/** Starts an action that resolves once `finish` is called; `seen` collects what it hands on. */
function started(action: Action) {
  let resolve: (value: number) => void = () => {};
  const seen: number[] = [];
  const run = action.run(
    'count',
    () => new Promise<number>((done) => (resolve = done)),
    (n) => seen.push(n),
  );
  return { run, seen, finish: (value: number) => resolve(value) };
}

describe('useAction', () => {
  it('is pending while it runs, then hands its value on', async () => {
    const { action, root } = host();
    const { run, seen, finish } = started(action());
    await until(() => action().pending, 'pending');
    finish(7);
    await run;
    await until(() => !action().pending, 'done');
    expect(seen).to.deep.equal([7]);
    expect(action().failed).to.equal(false);
    root.unmount();
  });

  it('says once in the console what could not be done, and is failed until cleared', async () => {
    const { action, root } = host();
    const errors = captureErrors();
    try {
      await action().run('post the comment', () => Promise.reject(new Error('down')));
      await until(() => action().failed, 'failed');
      expect(errors.messages).to.deep.equal(['<weft-probe> could not post the comment (down)']);
      flushSync(() => action().clear());
      expect(action().failed).to.equal(false);
    } finally {
      errors.restore();
      root.unmount();
    }
  });

  it('does nothing more once the component has gone', async () => {
    const { action, root } = host();
    const { run, seen, finish } = started(action());
    root.unmount();
    finish(1);
    await run;
    expect(seen).to.deep.equal([]);
  });
});
