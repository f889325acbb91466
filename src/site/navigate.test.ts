import { expect, fixture } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import sinon from 'sinon';
import { skipHere } from '../../test/browser/engine.js';
import { redirect } from '../base/go.js';
import {
  ANCHOR_DELAY_MANY_IMAGES_MS,
  ANCHOR_DELAY_MS,
  ANCHOR_SCROLL_MS,
  createRouter,
  isSitePath,
  scrollToHash,
  type Visit,
} from './navigate.js';

/** Skips a test that reads the history's entries where the Navigation API is missing (WebKitGTK 2.50). */
const needsNavigationApi = () => {
  if (!('navigation' in window)) skipHere('the test reads the history through the Navigation API, which this engine lacks');
};

describe('anchors and site paths', () => {
  let clock: sinon.SinonFakeTimers;
  let page: HTMLElement;
  beforeEach(async () => {
    page = await fixture(
      '<div><div style="height: 3000px"></div><section id="target">Target</section><div style="height: 2000px"></div></div>',
    );
    window.scrollTo(0, 0);
    clock = sinon.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
  });
  afterEach(async () => {
    clock.restore();
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  const target = () => page.querySelector('#target')!.getBoundingClientRect().top + window.scrollY;

  it('scrolls to the anchor after 200 ms, animated over 1000 ms', () => {
    expect(scrollToHash('#target')).to.equal(true);
    clock.tick(ANCHOR_DELAY_MS - 1);
    expect(window.scrollY).to.equal(0);
    clock.tick(1 + ANCHOR_SCROLL_MS / 2);
    expect(window.scrollY).to.be.greaterThan(0).and.lessThan(target());
    clock.tick(ANCHOR_SCROLL_MS);
    expect(Math.round(window.scrollY)).to.equal(Math.round(target()));
  });

  it('waits 800 ms on a page with more than 40 images', () => {
    for (let i = 0; i < 41; i++) page.append(document.createElement('img'));
    scrollToHash('#target');
    clock.tick(ANCHOR_DELAY_MS + 100);
    expect(window.scrollY).to.equal(0);
    clock.tick(ANCHOR_DELAY_MANY_IMAGES_MS - ANCHOR_DELAY_MS + ANCHOR_SCROLL_MS);
    expect(Math.round(window.scrollY)).to.equal(Math.round(target()));
  });

  it('jumps without animation with prefers-reduced-motion', async () => {
    clock.restore();
    await emulateMedia({ reducedMotion: 'reduce' });
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'performance'] });
    scrollToHash('#target');
    clock.tick(ANCHOR_DELAY_MS);
    expect(Math.round(window.scrollY)).to.equal(Math.round(target()));
  });

  it('tells site pages from files and services', () => {
    expect(isSitePath('/about')).to.equal(true);
    expect(isSitePath('/blog/my-post')).to.equal(true);
    expect(isSitePath('/guide.pdf')).to.equal(false);
    expect(isSitePath('/weft/weft.js')).to.equal(false);
    expect(isSitePath('/api/health')).to.equal(false);
  });
});

describe('the router: one owner of the current page', () => {
  const start = location.href;
  // The last two entries' addresses: a count would not do, as the tab keeps 50 entries at most across
  // every test file before this one and drops the oldest.
  const lastTwo = () =>
    (window as unknown as { navigation: { entries(): Array<{ url: string | null }> } }).navigation
      .entries()
      .slice(-2)
      .map((entry) => entry.url);
  afterEach(() => {
    history.replaceState(null, '', start);
    delete (window as { weft?: unknown }).weft;
  });

  it('pushes a visitor’s navigation and replaces an automatic one', () => {
    needsNavigationApi();
    const shown: string[] = [];
    const router = createRouter((visit) => shown.push(visit.url.pathname));
    router.start();
    const before = location.href;
    router.navigate('/router-a');
    expect(lastTwo(), 'pushed').to.deep.equal([before, new URL('/router-a', location.href).href]);
    router.navigate('/router-b', { replace: true });
    expect(lastTwo(), 'replaced').to.deep.equal([before, new URL('/router-b', location.href).href]);
    expect(location.pathname).to.equal('/router-b');
    expect(shown.slice(-2)).to.deep.equal(['/router-a', '/router-b']);
  });

  it('draws nothing again on Back between two entries of the page shown (the image viewer’s entry)', () => {
    const shown: string[] = [];
    const router = createRouter((visit) => shown.push(visit.url.pathname));
    router.start();
    router.navigate('/router-before');
    router.navigate('/router-a');
    // A Back is the address it lands on, then popstate. Real traversals are not used here: in a full
    // run the tab's history is capped and shared with earlier files, and a Back that leaves this
    // document interrupts the file (the image viewer's own test presses Back for real).
    const back = (path: string) => {
      history.replaceState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    };
    back('/router-a');
    expect(
      shown.filter((p) => p === '/router-a'),
      'no second draw of the page shown',
    ).to.have.length(1);
    back('/router-before');
    expect(shown.at(-1), 'Back to another page is a visit').to.equal('/router-before');
  });

  it('makes an older visit stale the moment a newer one starts', () => {
    const visits: Visit[] = [];
    const router = createRouter((visit) => visits.push(visit));
    router.start();
    router.navigate('/router-a');
    const first = visits.at(-1)!;
    expect(first.current).to.equal(true);
    router.navigate('/router-b');
    expect(first.current).to.equal(false);
    expect(first.signal.aborted).to.equal(true);
    expect(visits.at(-1)!.current).to.equal(true);
  });

  it('runs a navigation asked for while a page is drawn right after that draw, the last one asked winning', () => {
    const shown: string[] = [];
    const router: ReturnType<typeof createRouter> = createRouter((visit) => {
      shown.push(visit.url.pathname);
      if (visit.url.pathname === '/router-a') {
        router.navigate('/router-b', { replace: true });
        router.navigate('/router-c', { replace: true });
        expect(location.pathname, 'not during the draw').to.equal('/router-a');
      }
    });
    router.start();
    router.navigate('/router-a');
    expect(shown.slice(-2)).to.deep.equal(['/router-a', '/router-c']);
    expect(location.pathname).to.equal('/router-c');
  });

  it('takes a redirect asked for before it started in place of the loaded address', () => {
    needsNavigationApi();
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: 'weft-site' });
    const mount = document.createElement('weft-site');
    document.body.append(script, mount);
    try {
      const before = lastTwo();
      // An element upgraded before the site runtime: src/base/go.ts holds its redirect.
      redirect('/router-home');
      const shown: string[] = [];
      const router = createRouter((visit) => shown.push(visit.url.pathname));
      (window as { weft?: { navigate?: unknown } }).weft!.navigate = router.navigate;
      router.start();
      expect(shown).to.deep.equal(['/router-home']);
      expect(location.pathname).to.equal('/router-home');
      expect(lastTwo(), 'the loaded address replaced').to.deep.equal([before[0], location.href]);
    } finally {
      script.remove();
      mount.remove();
    }
  });
});
