import { expect } from '@open-wc/testing';
import { startGating } from '../consent/gating.js';
import { choose, consent } from '../consent/state.js';
import { setFetchForTests } from '../http/index.js';
import { captureErrors, settle, until } from '../../test/browser/helpers.js';
import { decodedWebsiteId, gatedScripts, startTracking } from './index.js';

type Win = Window & { pixelRan?: number; analyticsRan?: number };
const win = window as Win;

describe('tracking', () => {
  let requests: string[];
  let garbage = false;
  before(() => {
    requests = [];
    consent.value = { chosen: false, accepted: [] };
    setFetchForTests(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requests.push(url.pathname + url.search);
      if (garbage) return new Response('<html>not json', { status: 200 });
      if (url.pathname === '/cheetah/pixel/facebook')
        return new Response('<script>window.pixelRan = (window.pixelRan || 0) + 1</script><noscript><img src="x"></noscript>');
      if (url.pathname === '/cheetah/pixel/analytics') return new Response('<script>window.analyticsRan = 1</script>');
      if (url.pathname === '/cheetah/search-mboss') return Response.json({ success: true, data: { score: 12 } });
      if (url.pathname === '/cheetah/pixel/get') return Response.json({ event: false });
      return Response.json({ success: true });
    });
    localStorage.setItem('leadEmail', 'lead@example.com');
    startGating();
    startTracking({ website_id: btoa('site-1'), options: { pixels: { facebook: '123', analytics: 'G-1' } } }, () => 1);
  });
  after(() => {
    setFetchForTests(null);
    localStorage.removeItem('leadEmail');
    localStorage.removeItem('mboss-data');
    document.querySelectorAll('script[data-consented]').forEach((s) => s.remove());
    // choose() stored the visitor's choice: later test files must start without one.
    for (const name of ['cookieControl', 'cookieControlPrefs'])
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    consent.value = { chosen: false, accepted: [] };
  });

  it('keeps only scripts of pixel HTML, with https or same-origin sources', () => {
    const scripts = gatedScripts(
      '<script src="https://connect.example.net/p.js"></script><script src="http://evil.example/x.js"></script><script>var a = 1</script><img src="x"><p>text</p>',
      'marketing',
    );
    expect(scripts.map((s) => s.getAttribute('src') ?? s.textContent)).to.deep.equal([
      'https://connect.example.net/p.js',
      'var a = 1',
    ]);
    expect(scripts.every((s) => s.type === 'text/plain' && s.dataset['category'] === 'marketing')).to.equal(true);
    expect(decodedWebsiteId(btoa('site-1'))).to.equal('site-1');
    expect(decodedWebsiteId('%%%')).to.equal(null);
  });

  it('requests no pixel and runs no tracking before consent', async () => {
    await settle(40);
    expect(requests).to.deep.equal([]);
    dispatchEvent(new CustomEvent('weft-pixel', { detail: { pixel: { event_name: 'Lead' } } }));
    await settle();
    expect(requests).to.deep.equal([]);
    expect(win.pixelRan).to.equal(undefined);
  });

  it('loads the analytics pixel only with analytics consent', async () => {
    choose(['analytics'], 30);
    await until(() => win.analyticsRan === 1, 'the analytics pixel script');
    expect(requests).to.include('/cheetah/pixel/analytics?pixel-id=G-1');
    expect(requests.some((r) => r.startsWith('/cheetah/pixel/facebook'))).to.equal(false);
    expect(requests.some((r) => r.startsWith('/cheetah/split-test'))).to.equal(true);
  });

  it('loads the Facebook pixel, the page-view event and the lead’s marketing data with marketing consent', async () => {
    choose(['analytics', 'marketing'], 30);
    await until(() => win.pixelRan === 1, 'the facebook pixel script');
    expect(requests).to.include('/cheetah/pixel/facebook?pixel-id=123');
    expect(requests.some((r) => r.startsWith('/cheetah/pixel/get?url_origin='))).to.equal(true);
    await until(() => localStorage.getItem('mboss-data') === '{"score":12}', 'the marketing data');
    expect(requests).to.include('/cheetah/search-mboss?website_id=site-1&email=lead%40example.com');
  });

  it('sends a link’s pixel event with its fields', async () => {
    dispatchEvent(
      new CustomEvent('weft-pixel', {
        detail: { pixel: { event_name: 'Purchase', id: '9', currency: 'EUR', value: 19.9, ignored: 'x' } },
      }),
    );
    await until(() => requests.some((r) => r.startsWith('/cheetah/pixel/track')));
    expect(requests.find((r) => r.startsWith('/cheetah/pixel/track'))).to.equal(
      '/cheetah/pixel/track?event_name=Purchase&id=9&currency=EUR&value=19.9',
    );
  });

  it('loads each pixel once', async () => {
    choose(['marketing'], 30);
    choose(['analytics', 'marketing'], 30);
    await until(() => win.pixelRan === 1, 'the pixel to run');
    await settle(20);
    expect(requests.filter((r) => r.startsWith('/cheetah/pixel/facebook'))).to.have.length(1);
    expect(win.pixelRan).to.equal(1);
  });

  it('changes nothing the visitor sees when an endpoint answers garbage', async () => {
    garbage = true;
    const errors = captureErrors();
    try {
      const seen = () => `${document.querySelectorAll('*').length}:${document.body.textContent!.length}`;
      const before = seen();
      dispatchEvent(new CustomEvent('weft-pixel', { detail: { pixel: { event_name: 'Lead' } } }));
      await settle(20);
      expect(seen()).to.equal(before);
    } finally {
      errors.restore();
      garbage = false;
    }
  });
});
