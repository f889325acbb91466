import { expect } from '@open-wc/testing';
import { device } from '../../src/device.js';
import { setFetchForTests } from '../../src/http/index.js';
import { expectAccessible, mount, shadow, until } from '../../test/browser/helpers.js';
import { frameMinHeight, SANDBOX } from './iframe.js';
import './iframe.element.js';

const frame = (config: Record<string, unknown>, id = '') =>
  mount('weft-iframe', config, { id, ready: 'iframe, [part="placeholder"]' });
const inner = (el: HTMLElement) => shadow(el).querySelector('iframe')!;

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

  it('loads server HTML by its id once and keeps it in local storage under that id', async () => {
    localStorage.removeItem('frame-77');
    const el = await frame({ contentLoaded: true }, 'frame-77');
    await until(() => inner(el).srcdoc.includes('served'), 'the served content');
    expect(requests).to.deep.equal(['/get_iframe_content?iframe_id=frame-77']);
    expect(localStorage.getItem('frame-77')).to.equal('<p id="served">Served <b>content</b></p>');
    el.remove(); // a later visit: one element with that id on the page
    const again = await frame({ contentLoaded: true }, 'frame-77');
    await until(() => inner(again).srcdoc.includes('served'));
    expect(requests, 'from the cache').to.have.length(1);
    localStorage.removeItem('frame-77');
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
});
