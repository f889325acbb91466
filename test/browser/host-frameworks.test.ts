/**
 * Host apps written with React 19 and Vue 3 render weft-timer with an object `config` and a
 * `weft-timer-end` listener, through the built bundle (dist/weft.js; run `npm run build` first).
 * Both frameworks set a prop as a property only on an element already defined, and otherwise
 * write it as an attribute ("[object Object]"): the app renders before the loader, between the
 * loader and the timer's chunk, or after both, and ends with configured timers every time.
 * React 18 and 19 apps that use the wrappers of weft-runtime/react (dist/react/, generated from the
 * manifest) go through the same steps: config as an object, weft-timer-end as onWeftTimerEnd.
 */
import { expect } from '@open-wc/testing';
import { until } from './helpers.js';

interface Item {
  id: string;
  config: Record<string, unknown>;
}

interface HostWindow extends Window {
  hostApp?: { framework: string; ended: string[]; render(items: Item[]): Promise<void>; unmount(): Promise<void> };
  weft?: { ready: Promise<void> };
  consoleErrors?: string[];
}

const frames: HTMLIFrameElement[] = [];
afterEach(() => frames.splice(0).forEach((f) => f.remove()));

/** Each app, the framework it reports, and whether it renders through the React wrappers (dist/react/). */
const APPS = {
  'React 19': { app: '/test/browser/fixtures/react19-app.js', framework: /^React 19\./, wrapped: false },
  'Vue 3': { app: '/test/browser/fixtures/vue-app.js', framework: /^Vue 3\./, wrapped: false },
  'React 18 with weft-runtime/react': {
    app: '/test/browser/fixtures/react18-wrapper-app.js',
    framework: /^React 18\.\S+ with weft-runtime\/react$/,
    wrapped: true,
  },
  'React 19 with weft-runtime/react': {
    app: '/test/browser/fixtures/react19-wrapper-app.js',
    framework: /^React 19\.\S+ with weft-runtime\/react$/,
    wrapped: true,
  },
};

/** A page holding only the host app (no Weft yet); console errors are collected. */
async function hostPage(app: string): Promise<HostWindow> {
  const frame = document.createElement('iframe');
  // The fixture the bundle tests load first: it collects the page's console errors.
  frame.srcdoc = `<!doctype html><html><head><script src="/test/browser/fixtures/violations.js"></script></head><body><div id="app"></div><script type="module" src="${app}"></script></body></html>`;
  document.body.append(frame);
  frames.push(frame);
  await until(() => (frame.contentWindow as HostWindow | null)?.hostApp, 'the host app to load');
  return frame.contentWindow as HostWindow;
}

/** Pastes the loader into the page, as a host does. */
async function addLoader(win: HostWindow): Promise<void> {
  const script = win.document.createElement('script');
  script.src = '/dist/weft.js';
  script.async = true;
  win.document.body.append(script);
  await until(() => win.weft?.ready, 'the loader to start');
  await win.weft!.ready;
}

const part = (el: Element | null, name: string) => el?.shadowRoot?.querySelector(`[part~="${name}"]`)?.textContent;

let n = 0;
/** Ids differ from test to test: a visitor-started timer keeps its start in storage by id. */
const ids = () => {
  n++;
  return { ended: `ended-${n}-${Date.now()}`, running: `running-${n}-${Date.now()}` };
};
// Ended long ago: the timer shows zeros and fires weft-timer-end as it renders.
const endedConfig = { type: 'decrease_date_end', date_end: '2020-01-01', hours: 0, minutes: 0 };
// Started by this visit: 1 h 02 min 59 s left.
const running = (hours: number) => ({ type: 'start_user_every_access', hours, minutes: 2, seconds: 59 });

for (const [name, { app, framework, wrapped }] of Object.entries(APPS)) {
  describe(`a ${name} app rendering weft-timer`, () => {
    for (const order of ['before the loader', 'between the loader and the chunk', 'after the chunk'] as const) {
      it(`gets its object config and its listener when it renders ${order}`, async () => {
        const win = await hostPage(app);
        const doc = win.document;
        const host = win.hostApp!;
        expect(host.framework).to.match(framework);
        if (order !== 'before the loader') await addLoader(win);
        if (order === 'after the chunk') {
          const probe = doc.createElement('weft-timer');
          doc.body.append(probe);
          await win.customElements.whenDefined('weft-timer');
          probe.remove();
        }
        expect(Boolean(win.customElements.get('weft-timer'))).to.equal(order === 'after the chunk');

        const id = ids();
        await host.render([
          { id: id.ended, config: endedConfig },
          { id: id.running, config: running(1) },
        ]);
        if (order === 'before the loader') {
          // What the framework left: the object is only in its own records now; a wrapper writes JSON.
          expect(doc.getElementById(id.running)!.getAttribute('config')).to.equal(
            wrapped ? JSON.stringify(running(1)) : '[object Object]',
          );
          await addLoader(win);
        }
        const endedEl = doc.getElementById(id.ended)!;
        const runningEl = doc.getElementById(id.running)!;
        await until(() => part(runningEl, 'hours') && part(endedEl, 'days'), 'both timers to render');
        expect(part(runningEl, 'hours')).to.equal('01');
        expect(part(runningEl, 'minutes')).to.equal('02');
        expect(part(endedEl, 'days')).to.equal('00');
        // A wrapper's className is the element's class, in React 18 as in 19.
        if (wrapped) expect(runningEl.getAttribute('class')).to.equal('offer');
        await until(() => host.ended.includes(id.ended), 'the ended timer to fire weft-timer-end');
        expect(host.ended).to.deep.equal([id.ended]);

        // An update reaches the element as a property now.
        await host.render([
          { id: id.ended, config: endedConfig },
          { id: id.running, config: running(3) },
        ]);
        await until(() => part(runningEl, 'hours') === '03', 'the updated config to render');

        // A keyed reorder moves the same elements, which keep rendering and listening.
        await host.render([
          { id: id.running, config: endedConfig },
          { id: id.ended, config: endedConfig },
        ]);
        const list = doc.getElementById('list')!;
        expect([...list.children]).to.deep.equal([runningEl, endedEl]);
        await until(() => part(runningEl, 'hours') === '00', 'the moved timer to end');
        await until(() => host.ended.includes(id.running), 'the moved timer to fire weft-timer-end');
        expect(part(endedEl, 'days')).to.equal('00');

        // Unmounting removes them without an error.
        await host.unmount();
        expect(doc.querySelectorAll('weft-timer')).to.have.length(0);
        await win.weft!.ready;
        await new Promise((resolve) => win.requestAnimationFrame(resolve));
        expect(win.consoleErrors).to.deep.equal([]);
      });
    }
  });
}
