import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { device } from '../../src/device.js';
import { setFetchForTests } from '../../src/http/index.js';
import { expectAccessible, mount, shadow, until } from '../../test/browser/helpers.js';
import { FRAME_CACHE_MS, FRAME_CACHE_PREFIX, frameMinHeight, SANDBOX } from './iframe.js';
import './iframe.element.js';
import baseCss from '../../src/styles/base.css';
import css from './iframe.css';

const frame = (config: Record<string, unknown>, id = '') =>
  mount('weft-iframe', config, { id, ready: 'iframe, [part="placeholder"]' });
const inner = (el: HTMLElement) => shadow(el).querySelector('iframe')!;
/** HTML that reaches for the page's session (it can only from the page's origin) and reloads itself once. */
const PAYLOAD =
  '<p>framed</p><script>try { parent.leaked = parent.localStorage.getItem("login-user-token") } catch (e) {}' +
  ' if (!name) { name = "reloaded"; location.reload() }</script>';

describe('weft-iframe', () => {
  let requests: string[];
  beforeEach(() => {
    requests = [];
    setFetchForTests(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requests.push(url.pathname + url.search);
      return Response.json({ success: true, data: { content: '<p id="served">Served <b>content</b></p>' } });
    });
  });
  afterEach(() => {
    setFetchForTests(null);
    device.value = 'desktop';
  });

  it('shows an address in a labelled frame', async () => {
    const el = await frame({ src: 'https://example.com/widget' });
    await expectAccessible(el);
    expect(inner(el).src).to.equal('https://example.com/widget');
    expect(inner(el).title).to.equal('Embedded content');
  });

  it('shows owner HTML only in a sandboxed frame, never in the page', async () => {
    const el = await frame({ content: '<script>parent.hacked = true</script><p>Hi</p>' });
    const f = inner(el);
    expect(f.getAttribute('sandbox')).to.equal(SANDBOX);
    expect(SANDBOX).to.not.contain('allow-same-origin');
    expect(f.srcdoc).to.contain('<p>Hi</p>');
    await until(() => f.contentDocument === null || f.contentDocument.readyState === 'complete');
    expect((window as { hacked?: boolean }).hacked).to.equal(undefined);
  });

  it('loads server HTML by its id once and keeps it in local storage, namespaced, for an hour', async () => {
    const key = `${FRAME_CACHE_PREFIX}frame-77`;
    localStorage.removeItem(key);
    localStorage.setItem('frame-77', 'the host page’s own value under the same name');
    const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    try {
      const el = await frame({ contentLoaded: true }, 'frame-77');
      await until(() => inner(el).srcdoc.includes('served'), 'the served content');
      expect(requests).to.deep.equal(['/get_iframe_content?iframe_id=frame-77']);
      expect(JSON.parse(localStorage.getItem(key)!)).to.deep.include({ html: '<p id="served">Served <b>content</b></p>' });
      expect(localStorage.getItem('frame-77'), 'the host’s key untouched').to.equal(
        'the host page’s own value under the same name',
      );
      el.remove(); // a later visit: one element with that id on the page
      clock.tick(FRAME_CACHE_MS - 1000);
      const again = await frame({ contentLoaded: true }, 'frame-77');
      await until(() => inner(again).srcdoc.includes('served'));
      expect(requests, 'from the cache').to.have.length(1);
      again.remove();
      clock.tick(2000); // older than its age: asked again
      const later = await frame({ contentLoaded: true }, 'frame-77');
      await until(() => requests.length === 2, 'the content asked again');
      await until(() => inner(later).srcdoc.includes('served'));
    } finally {
      clock.restore();
      localStorage.removeItem(key);
      localStorage.removeItem('frame-77');
    }
  });

  it('does not keep an empty answer', async () => {
    const key = `${FRAME_CACHE_PREFIX}frame-empty`;
    localStorage.removeItem(key);
    setFetchForTests(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requests.push(url.pathname + url.search);
      return Response.json({ success: true, data: { content: '' } });
    });
    const el = await frame({ contentLoaded: true }, 'frame-empty');
    await until(() => requests.length === 1, 'the content asked');
    await until(() => inner(el).getAttribute('srcdoc') !== null, 'the frame written');
    expect(localStorage.getItem(key)).to.equal(null);
    el.remove();
    await frame({ contentLoaded: true }, 'frame-empty');
    await until(() => requests.length === 2, 'asked again, nothing cached');
  });

  for (const [name, html] of [
    ['owner HTML', { content: PAYLOAD }],
    ['server HTML', { contentLoaded: true }],
  ] as const)
    it(`never unsandboxes a frame that held ${name} when the config switches to an address`, async () => {
      const key = `${FRAME_CACHE_PREFIX}frame-switch`;
      localStorage.removeItem(key);
      localStorage.setItem('login-user-token', 'secret-token');
      setFetchForTests(async () => Response.json({ success: true, data: { content: PAYLOAD } }));
      const win = window as { leaked?: unknown };
      delete win.leaked;
      try {
        const el = await frame(html, 'frame-switch');
        const first = inner(el);
        await until(() => first.srcdoc.includes('leaked'), 'the HTML written');
        const address = new URL('/elements/iframe/sample.json', location.href).href;
        el.setAttribute('config', JSON.stringify({ src: address }));
        await until(() => inner(el)?.getAttribute('src') === address, 'the address shown');
        const second = inner(el);
        expect(second, 'a new frame element').to.not.equal(first);
        expect(second.hasAttribute('srcdoc')).to.equal(false);
        expect(first.isConnected).to.equal(false);
        await new Promise((resolve) => second.addEventListener('load', resolve, { once: true }));
        expect(second.contentDocument?.body.textContent ?? '', 'the address, not the HTML').to.not.contain('leaked');
        expect(win.leaked, 'the HTML never reached the page').to.equal(undefined);
        // Back to HTML: sandboxed again, in a new frame.
        el.setAttribute('config', JSON.stringify({ content: PAYLOAD }));
        await until(() => inner(el)?.getAttribute('sandbox') === SANDBOX, 'sandboxed again');
        expect(inner(el)).to.not.equal(second);
      } finally {
        localStorage.removeItem('login-user-token');
        localStorage.removeItem(key);
      }
    });

  it('takes the full width when asked, and its min height (20px less on mobile)', async () => {
    const el = await frame({ src: 'https://example.com', minHeight: 400, fullWidth: true });
    expect(inner(el).style.minHeight).to.equal('400px');
    expect(inner(el).style.width).to.equal('100%');
    device.value = 'mobile';
    await until(() => inner(el).style.minHeight === '380px', 'the mobile min height');
  });

  it('takes its min height as a CSS length too', async () => {
    expect(frameMinHeight('50vh', false)).to.equal('50vh');
    expect(frameMinHeight('50vh', true)).to.equal('max(0px, calc(50vh - 20px))');
    expect(frameMinHeight(10, true)).to.equal('0px');
    expect(frameMinHeight('auto', true)).to.equal(undefined);
    const el = await frame({ src: 'https://example.com', minHeight: '250px' });
    expect(inner(el).getBoundingClientRect().height).to.equal(250);
  });

  it('refuses a javascript: address', async () => {
    const el = await frame({ src: 'javascript:alert(1)' });
    expect(shadow(el).querySelector('iframe')).to.equal(null);
    // Owner text that reads like an address is only text in the frame's document.
    const text = await frame({ content: 'javascript:alert(1)' });
    expect(inner(text).getAttribute('srcdoc')).to.match(/^<!doctype html>/);
  });

  it("the server's drawing of a frame is the frame's size in every host sizing", async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`${baseCss}\n${css}`);
    const boxOf = (hostStyle: Record<string, string>, inner: HTMLElement) => {
      const host = document.createElement('div');
      Object.assign(host.style, { width: '600px' }, hostStyle);
      const root = host.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = [sheet];
      const wrapper = document.createElement('div');
      wrapper.className = 'frame';
      wrapper.append(inner);
      root.append(wrapper);
      document.body.append(host);
      const { width, height } = inner.getBoundingClientRect();
      host.remove();
      return `${Math.round(width)}x${Math.round(height)}`;
    };
    const hosts: Record<string, string>[] = [
      {},
      { height: '400px' },
      { height: '80px' },
      { display: 'flex', flexDirection: 'column', height: '300px' },
    ];
    for (const hostStyle of hosts) {
      for (const minHeight of ['', '160px', '40px']) {
        const real = document.createElement('iframe');
        real.className = 'frame-embed';
        const drawn = document.createElement('div');
        drawn.className = 'frame-embed frame-drawn';
        for (const el of [real, drawn]) el.style.minHeight = minHeight;
        const label = `${JSON.stringify(hostStyle)} min-height ${minHeight || 'none'}`;
        expect(boxOf(hostStyle, drawn), label).to.equal(boxOf(hostStyle, real));
      }
    }
    // A frame without a height is a replaced element's 150px tall; the drawing holds as much.
    const drawn = document.createElement('div');
    drawn.className = 'frame-embed frame-drawn';
    expect(boxOf({}, drawn)).to.equal('600x150');
  });
});
