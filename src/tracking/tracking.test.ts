import { expect } from '@open-wc/testing';
import { startGating } from '../consent/gating.js';
import { choose, consent } from '../consent/state.js';
import { setFetchForTests } from '../http/index.js';
import { captureErrors, settle, until } from '../../test/browser/helpers.js';
import { decodedWebsiteId, gatedScripts, pageEvents, startTracking } from './index.js';
import { weftPolicy } from '../util/trusted.js';
import { splitAction } from './split-test.js';
import sinon from 'sinon';

type Win = Window & { pixelRan?: number; analyticsRan?: number };
const win = window as Win;

describe('split-test answers', () => {
  const here = { pageId: 1, url: new URL('https://site.example/home?utm=x#top') };
  const pages = [
    { id: 1, url: 'home' },
    { id: 11, url: 'home-b' },
  ];

  it('change nothing without a test, or for an answer of another shape', () => {
    for (const answer of [null, 'x', { success: true, data: null }, { success: false, data: { hide: ['a'] } }, { data: [1] }])
      expect(splitAction(answer, here, pages)).to.deep.equal({ hide: [], goTo: null });
  });

  it('read a refusal in every spelling (0, "0", "false", "no") as no test', () => {
    for (const success of [0, '0', 'false', 'no'])
      expect(splitAction({ success, data: { hide: ['a'] } }, here, pages), String(success)).to.deep.equal({
        hide: [],
        goTo: null,
      });
    expect(splitAction({ success: '1', data: { hide: ['a'] } }, here, pages).hide).to.deep.equal(['a']);
  });

  it('hide the element ids of the variant', () => {
    expect(splitAction({ success: true, data: { hide: ['hero-a', 7, '', null] } }, here, pages)).to.deep.equal({
      hide: ['hero-a', '7'],
      goTo: null,
    });
  });

  it('send the visitor to a variant page by its id, keeping the query and hash, or to an address', () => {
    expect(splitAction({ data: { page_id: 11 } }, here, pages).goTo).to.equal('/home-b?utm=x#top');
    expect(splitAction({ data: { page_id: '1' } }, here, pages).goTo, 'the page shown').to.equal(null);
    expect(splitAction({ data: { redirect: 'https://offer.example.com/b' } }, here, pages).goTo).to.equal(
      'https://offer.example.com/b',
    );
    expect(
      splitAction({ data: { redirect: 'https://site.example/home?utm=x' } }, here, pages).goTo,
      'the address shown',
    ).to.equal(null);
    expect(splitAction({ data: { redirect: 'javascript:alert(1)' } }, here, pages).goTo).to.equal(null);
    const errors = captureErrors();
    try {
      expect(splitAction({ data: { page_id: 99 } }, here, pages).goTo).to.equal(null);
      expect(errors.messages).to.have.length(1);
    } finally {
      errors.restore();
    }
  });
});

describe('tracking', () => {
  let requests: string[];
  let garbage = false;
  let page: string | number = 1;
  let splitAnswer: unknown = { success: true, data: null };
  let pixelAnswer: unknown = { event: false };
  const start = location.pathname + location.search;
  /** An in-site navigation as the router reports it. */
  const navigateTo = (path: string, id: string | number) => {
    page = id;
    history.replaceState(null, '', `${path}${location.search}`);
    dispatchEvent(new Event('weft-navigated'));
  };
  const count = (prefix: string) => requests.filter((r) => r.startsWith(prefix)).length;
  before(() => {
    requests = [];
    consent.value = { chosen: false, accepted: [] };
    setFetchForTests(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requests.push(url.pathname + url.search);
      if (garbage) return new Response('<html>not json', { status: 200 });
      if (url.pathname === '/cheetah/pixel/facebook')
        return new Response(
          '<script src="/test/browser/fixtures/pixel.js"></script><script>window.inlinePixelRan = 1</script><noscript><img src="x"></noscript>',
        );
      if (url.pathname === '/cheetah/pixel/analytics')
        return new Response('<script src="/test/browser/fixtures/analytics-pixel.js"></script>');
      if (url.pathname === '/cheetah/search-mboss') return Response.json({ success: true, data: { score: 12 } });
      if (url.pathname === '/cheetah/pixel/get') return Response.json(pixelAnswer);
      if (url.pathname === '/cheetah/split-test') return Response.json(splitAnswer);
      return Response.json({ success: true });
    });
    localStorage.setItem('leadEmail', 'lead@example.com');
    startGating();
    startTracking(
      {
        website_id: btoa('site-1'),
        options: { pixels: { facebook: '123', analytics: 'G-1' } },
        pages: [
          { id: 1, url: 'home' },
          { id: 12, url: 'offer-b' },
        ],
      },
      () => page,
    );
  });
  after(() => {
    history.replaceState(null, '', start);
    delete (window as { weft?: unknown }).weft;
    setFetchForTests(null);
    localStorage.removeItem('leadEmail');
    localStorage.removeItem('mboss-data');
    document.querySelectorAll('script[data-consented]').forEach((s) => s.remove());
    // choose() stored the visitor's choice: later test files must start without one.
    for (const name of ['cookieControl', 'cookieControlPrefs'])
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    consent.value = { chosen: false, accepted: [] };
  });

  it('keeps the scripts of pixel HTML with https or same-origin sources and its inline snippets, one error for each other', () => {
    const errors = captureErrors();
    let scripts: HTMLScriptElement[];
    try {
      scripts = gatedScripts(
        '<script src="https://connect.example.net/p.js"></script><script src="http://evil.example/x.js"></script><script>var a = 1</script><img src="x"><p>text</p>',
        'marketing',
      );
    } finally {
      errors.restore();
    }
    expect(scripts.map((s) => s.getAttribute('src') ?? s.textContent)).to.deep.equal([
      'https://connect.example.net/p.js',
      'var a = 1',
    ]);
    expect(errors.messages).to.have.length(1);
    expect(errors.messages[0]).to.contain('http://evil.example/x.js');
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
    await until(() => requests.includes('/cheetah/split-test?page_id=1'), 'the split test of the page shown');
  });

  it('loads the Facebook pixel, the page-view event and the lead’s marketing data with marketing consent', async () => {
    choose(['analytics', 'marketing'], 30);
    await until(() => win.pixelRan === 1, 'the facebook pixel script');
    await until(() => (win as { inlinePixelRan?: number }).inlinePixelRan === 1, 'the pixel HTML’s inline snippet');
    // Only the texts the pixel endpoints sent are blessed: another string is still refused.
    const policy = weftPolicy();
    if (policy) {
      const errors = captureErrors();
      try {
        expect(() => policy.createScript('window.foreignRan = 1')).to.throw(TypeError);
      } finally {
        errors.restore();
      }
      expect(errors.messages).to.have.length(1);
    }
    expect(requests).to.include('/cheetah/pixel/facebook?pixel-id=123');
    expect(requests, 'url_origin is read from the answer, not sent').to.include('/cheetah/pixel/get');
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

  it('sends the page view and asks the split test again on every in-site navigation, with the page id', async () => {
    const views = count('/cheetah/pixel/get');
    navigateTo('/tracking-two', 2);
    await until(() => requests.includes('/cheetah/split-test?page_id=2'), 'the split test of page 2');
    await until(() => count('/cheetah/pixel/get') === views + 1, 'a second page view');
  });

  it("sends the page's pixel event named by the answer's url_origin, on that page only", async () => {
    const fbq = sinon.spy();
    (window as { fbq?: unknown }).fbq = fbq;
    pixelAnswer = {
      data: [
        {
          url_origin: `${location.origin}/tracking-four/`,
          event: '1',
          standard_event: 'ViewContent',
          purchase_event_info: { value: 5 },
        },
        { url_origin: `${location.origin}/elsewhere`, event: true, standard_event: 'Purchase' },
        { url_origin: `${location.origin}/tracking-four`, event: 'false', standard_event: 'Lead' },
      ],
    };
    try {
      const views = count('/cheetah/pixel/get');
      navigateTo('/tracking-four?x=1', 4);
      await until(() => fbq.called, 'the pixel event');
      expect(count('/cheetah/pixel/get')).to.equal(views + 1);
      expect(requests.filter((r) => r.startsWith('/cheetah/pixel/get')).at(-1)).to.equal('/cheetah/pixel/get');
      await settle();
      expect(fbq.args).to.deep.equal([['track', 'ViewContent', { value: 5 }]]);
      expect(pageEvents({ url_origin: '', event: true, standard_event: 'PageView' }, location.href)).to.have.length(1);
    } finally {
      delete (window as { fbq?: unknown }).fbq;
      pixelAnswer = { event: false };
    }
  });

  it('counts Back and Forward to another page once, and a popstate on the same page not at all', async () => {
    const views = count('/cheetah/pixel/get');
    page = 3;
    history.replaceState(null, '', `/tracking-three${location.search}`);
    dispatchEvent(new PopStateEvent('popstate'));
    await until(() => requests.includes('/cheetah/split-test?page_id=3'), 'the split test of page 3');
    await until(() => count('/cheetah/pixel/get') === views + 1, 'the page view');
    dispatchEvent(new PopStateEvent('popstate'));
    await settle(20);
    expect(count('/cheetah/pixel/get')).to.equal(views + 1);
    expect(count('/cheetah/split-test?page_id=3')).to.equal(1);
  });

  it('hides the elements the split-test variant leaves out, on its page only', async () => {
    const a = document.createElement('div');
    a.id = 'hero-a';
    a.textContent = 'Variant A';
    document.body.append(a);
    try {
      splitAnswer = { success: true, data: { test: 'hero', variant: 'b', hide: ['hero-a'] } };
      navigateTo('/tracking-four', 4);
      await until(() => getComputedStyle(a).display === 'none', 'variant A hidden');
      splitAnswer = { success: true, data: null };
      navigateTo('/tracking-five', 5);
      await until(() => getComputedStyle(a).display === 'block', 'shown on the next page');
    } finally {
      a.remove();
    }
  });

  it('sends the visitor to the variant page, replacing the entry, and never follows the variant’s own answer again', async () => {
    const navigate = sinon.spy();
    (window as { weft?: unknown }).weft = { navigate };
    splitAnswer = { success: true, data: { test: 'offer', variant: 'b', page_id: 12 } };
    navigateTo('/tracking-six', 6);
    await until(() => navigate.called, 'the redirect');
    expect(navigate.firstCall.args[0]).to.equal(`/offer-b${location.search}`);
    expect(navigate.firstCall.args[1]).to.deep.equal({ replace: true });
    // The router lands on the variant page; an answer that points elsewhere again is not followed.
    splitAnswer = { success: true, data: { test: 'offer', variant: 'b', redirect: '/tracking-six' } };
    navigateTo('/offer-b', 12);
    await until(() => requests.includes('/cheetah/split-test?page_id=12'), 'the variant page’s split test');
    await settle(20);
    expect(navigate.callCount).to.equal(1);
    splitAnswer = { success: true, data: null };
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
