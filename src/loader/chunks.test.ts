import { expect, fixture } from '@open-wc/testing';
import sinon from 'sinon';
import { captureErrors, settle, turn, until } from '../../test/browser/helpers.js';
import { afterTask } from '../util/task.js';
import { ChunkLoadError, CHUNK_TIMEOUT_MS, createUpgrader, loadChunk } from './chunks.js';

/** A registry whose chunks define a trivial element when imported. */
function fakeRegistry(types: string[], prefix: string) {
  const calls: Record<string, number> = {};
  const registry = Object.fromEntries(
    types.map((type) => [
      type,
      async () => {
        calls[type] = (calls[type] ?? 0) + 1;
        if (!customElements.get(prefix + type)) customElements.define(prefix + type, class extends HTMLElement {});
        return {};
      },
    ]),
  );
  return { registry, calls };
}

let n = 0;
const uniquePrefix = () => `x${++n}${Math.random().toString(36).slice(2, 6)}-`;

describe('the loader', () => {
  it('upgrades tags present at load and imports each chunk once', async () => {
    const prefix = uniquePrefix();
    const { registry, calls } = fakeRegistry(['timer', 'text'], prefix);
    const root = await fixture<HTMLDivElement>(
      `<div>${`<${prefix}timer></${prefix}timer>`.repeat(10)}<${prefix}text></${prefix}text></div>`,
    );
    const upgrader = createUpgrader(registry, { prefix, ignore: [] });
    upgrader.scan(root);
    await upgrader.settled();
    expect(calls).to.deep.equal({ timer: 1, text: 1 });
    expect(root.querySelectorAll(':defined')).to.have.length(11);
  });

  it('upgrades tags added later, also deep inside added nodes', async () => {
    const prefix = uniquePrefix();
    const { registry, calls } = fakeRegistry(['timer'], prefix);
    const root = await fixture<HTMLDivElement>('<div></div>');
    const upgrader = createUpgrader(registry, { prefix, ignore: [] });
    upgrader.observe(root);
    root.insertAdjacentHTML('beforeend', `<section><p><${prefix}timer></${prefix}timer></p></section>`);
    await until(() => calls['timer'] === 1, 'the late tag to be imported');
    await upgrader.settled();
    expect(root.querySelector(`${prefix}timer`)!.matches(':defined')).to.equal(true);
    root.append(document.createElement(`${prefix}timer`));
    await settle();
    expect(calls['timer']).to.equal(1);
  });

  it('settles once each tag is defined, also when its chunk defines it a task later', async () => {
    const prefix = uniquePrefix();
    const tag = `${prefix}timer`;
    // As src/define.ts does on a page the server drew.
    const registry = {
      timer: async () => {
        afterTask(() => customElements.define(tag, class extends HTMLElement {}));
        return {};
      },
    };
    const root = await fixture<HTMLDivElement>(`<div><${tag}></${tag}></div>`);
    const upgrader = createUpgrader(registry, { prefix, ignore: [] });
    upgrader.scan(root);
    await upgrader.settled();
    expect(root.querySelector(tag)!.matches(':defined')).to.equal(true);
  });

  it('does no work on a page without tags', async () => {
    const prefix = uniquePrefix();
    const { registry, calls } = fakeRegistry(['timer'], prefix);
    const root = await fixture<HTMLDivElement>('<div><p>plain</p><span>page</span></div>');
    const upgrader = createUpgrader(registry, { prefix, ignore: [] });
    upgrader.scan(root);
    await upgrader.settled();
    expect(calls).to.deep.equal({});
  });

  it('leaves mount tags and unknown tags alone, naming the unknown tag once', async () => {
    const prefix = uniquePrefix();
    const { registry, calls } = fakeRegistry(['timer'], prefix);
    const root = await fixture<HTMLDivElement>(
      `<div><${prefix}site></${prefix}site><${prefix}nope></${prefix}nope><${prefix}nope></${prefix}nope></div>`,
    );
    const errors = captureErrors();
    try {
      const upgrader = createUpgrader(registry, { prefix, ignore: [`${prefix}site`] });
      upgrader.scan(root);
      await upgrader.settled();
      expect(calls).to.deep.equal({});
      expect(errors.messages).to.deep.equal([`<${prefix}nope> is not a Weft element; it is left as it is`]);
    } finally {
      errors.restore();
    }
  });

  it('logs one ChunkLoadError for a chunk that fails, and the other elements still work', async () => {
    const prefix = uniquePrefix();
    const { registry } = fakeRegistry(['text'], prefix);
    let tries = 0;
    const failing = {
      ...registry,
      timer: () => {
        tries++;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      },
    };
    const root = await fixture<HTMLDivElement>(
      `<div><${prefix}timer></${prefix}timer><${prefix}timer></${prefix}timer><${prefix}text></${prefix}text></div>`,
    );
    const errors = captureErrors();
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args[0]);
    try {
      const upgrader = createUpgrader(failing, { prefix, ignore: [] });
      upgrader.scan(root);
      await upgrader.settled();
      expect(tries).to.equal(1);
      expect(logged).to.have.length(1);
      expect(logged[0]).to.be.instanceOf(ChunkLoadError);
      expect((logged[0] as ChunkLoadError).reason).to.equal('missing');
      expect(root.querySelector(`${prefix}text`)!.matches(':defined')).to.equal(true);
    } finally {
      console.error = original;
      errors.restore();
    }
  });

  it('raises a ChunkLoadError when a chunk takes longer than 120 seconds', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      expect(CHUNK_TIMEOUT_MS).to.equal(120_000);
      const load = sinon.spy(() => new Promise(() => {}));
      const pending = loadChunk('slow', load, CHUNK_TIMEOUT_MS);
      let failure: unknown;
      pending.catch((e) => (failure = e));
      // Asked for once the page is on screen, in a task of its own: the 120 seconds count from then.
      await until(() => {
        clock.tick(0);
        return load.called;
      }, 'the chunk to be asked for');
      clock.tick(119_999);
      await turn();
      expect(failure).to.equal(undefined);
      clock.tick(1);
      await turn();
      expect(failure).to.be.instanceOf(ChunkLoadError);
      expect((failure as ChunkLoadError).reason).to.equal('timeout');
      expect((failure as ChunkLoadError).message).to.contain('"slow"');
    } finally {
      clock.restore();
    }
  });
});
