/**
 * The demo site through the built bundle, as the demo server renders it (served by the test
 * runner's demo-site plugin at any path with ?weft-site). Run `npm run build` first (`npm test` does).
 */
import { expect } from '@open-wc/testing';
import { atRest, openSite, until, type SiteWindow } from './helpers.js';

describe('the demo site through dist/weft.js', () => {
  it('shows its home page whole, with no layout shift (CLS 0)', async () => {
    const win = await openSite('/home');
    await win.weft!.ready;
    const mount = win.document.querySelector('weft-site')!;
    expect(mount.getAttribute('page')).to.equal('1');
    expect(mount.hasAttribute('ready')).to.equal(true);
    await atRest(win);
    expect(win.cls, `shifts: ${win.shifts!.join(' | ')}`).to.equal(0);
  });

  it('has no layout shift on a phone either', async () => {
    const win = await openSite('/about', { width: 390 });
    await win.weft!.ready;
    expect(win.document.querySelector('weft-site')!.getAttribute('device')).to.equal('mobile');
    await atRest(win);
    expect(win.cls, `shifts: ${win.shifts!.join(' | ')}`).to.equal(0);
  });

  it('hints the chunks the page needs first, each fetched once, before the loader asks for them', async () => {
    const win = await openSite('/about');
    await win.weft!.ready;
    const hinted = [...win.document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    );
    const types = hinted.flatMap((p) => /\/([\w-]+)\.element\.js$/.exec(p)?.[1] ?? []).sort();
    expect(types).to.deep.equal(['image', 'menu', 'panel', 'text']);
    expect(
      hinted.some((p) => /\/site-\w+\.js$/.test(p)),
      'the site runtime',
    ).to.equal(true);
    expect(
      hinted.some((p) => /\/react-\w+\.js$/.test(p)),
      'React',
    ).to.equal(true);
    const fetched = win.performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
    for (const path of hinted)
      expect(
        fetched.filter((p) => p === path),
        path,
      ).to.have.length(1);
  });

  it('loads only the chunks of the current page’s element types', async () => {
    const win = await openSite('/about');
    await win.weft!.ready;
    const chunks = win.performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.includes('.element.'));
    const types = chunks.map((p) => /\/(\w+)\.element\./.exec(p)![1]).sort();
    expect(types).to.deep.equal(['image', 'menu', 'panel', 'text']);
  });

  it('navigates between pages without a reload, Back included', async () => {
    const win = await openSite('/home');
    await win.weft!.ready;
    win.weft!.navigate('/long#section-3');
    const mount = win.document.querySelector('weft-site')!;
    expect(mount.getAttribute('page')).to.equal('4');
    win.history.back();
    await until(() => mount.getAttribute('page') === '1', 'back home');
  });

  it('marks the site right to left in Hebrew (?lang=he_IL), with translated labels', async () => {
    const win = await openSite('/home?lang=he_IL');
    await win.weft!.ready;
    const mount = win.document.querySelector('weft-site')!;
    expect(mount.getAttribute('dir')).to.equal('rtl');
    expect(mount.getAttribute('lang')).to.equal('he-IL');
    const timer = mount.querySelector('weft-timer')!;
    await until(() => timer.shadowRoot?.querySelector('[part="label"]')?.textContent === 'ימים', 'Hebrew labels');
    expect(timer.getAttribute('dir')).to.equal('rtl');
  });

  it('swaps in the secondary header once scrolled past the header, 200 ms after scrolling stops', async () => {
    const win = await openSite('/long');
    await win.weft!.ready;
    const scrollHeader = win.document.querySelector<HTMLElement>('weft-site > [data-weft="header-scroll"]')!;
    expect(scrollHeader.hidden).to.equal(true);
    // The frame's own clock: when the last scroll event came, and when the header swapped.
    let scrolledAt = 0;
    let swappedAt = 0;
    win.addEventListener('scroll', () => (scrolledAt = win.performance.now()), { passive: true });
    new (win as unknown as typeof globalThis).MutationObserver(
      () => (swappedAt ||= scrollHeader.hidden ? 0 : win.performance.now()),
    ).observe(scrollHeader, {
      attributeFilter: ['hidden'],
    });
    win.scrollTo(0, 1500);
    await until(() => !scrollHeader.hidden, 'the secondary header');
    // Timers never fire early; performance.now() is coarsened to 0.1 ms.
    expect(swappedAt - scrolledAt, 'not before 200 ms').to.be.at.least(200 - 0.2);
    win.scrollTo(0, 0);
    await until(() => scrollHeader.hidden, 'the header again');
  });

  for (const [variant, what] of [
    ['empty', 'pages are missing'],
    ['nodata', 'the page has the mount but no site data'],
  ] as const) {
    it(`asks for the published version when ${what}, and reloads only once`, async () => {
      sessionStorage.clear();
      const frame = (await openSite('/home', { variant })).frameElement as HTMLIFrameElement;
      await until(() => frame.contentDocument?.querySelector('weft-site [role="alert"]'), 'the notice after one reload');
      const win = frame.contentWindow as SiteWindow;
      expect(win.sessionStorage.getItem('weft-test-loads')).to.equal('2');
      expect(win.document.querySelector('[role="alert"]')!.textContent).to.equal('This site is not available for this version');
    });
  }

  it('survives site data that is not JSON: one clear error, nothing thrown', async () => {
    const win = await openSite('/home', { variant: 'bad' });
    await until(() => (win.errors ?? []).some((e) => e.includes('not valid JSON')), 'the error');
    expect(win.errors!.filter((e) => e.includes('#weft-site is not valid JSON'))).to.have.length(1);
  });

  describe('consent', () => {
    const clear = () => {
      for (const name of ['cookieControl', 'cookieControlPrefs', '_fbp'])
        document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    };
    beforeEach(clear);
    after(clear);
    const pixelRequests = (win: Window) =>
      win.performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.startsWith('/cheetah/pixel') || p.endsWith('demo-pixel.js'));
    const banner = (win: Window) => win.document.querySelector('weft-consent')?.shadowRoot ?? null;

    it('requests no pixel, sets no tracking cookie and runs no gated script before consent', async () => {
      const win = await openSite('/home');
      await win.weft!.ready;
      await until(() => banner(win)?.querySelector('[part="accept"]'), 'the banner');
      await atRest(win);
      expect(pixelRequests(win)).to.deep.equal([]);
      expect(win.document.cookie).to.not.contain('_fbp');
      expect(win.document.documentElement.dataset['analyticsScript']).to.equal(undefined);
      expect(win.document.documentElement.dataset['marketingScript']).to.equal(undefined);
    });

    it("'Accept all' loads the pixels and runs the gated analytics and marketing scripts", async () => {
      const win = await openSite('/home');
      await until(() => banner(win)?.querySelector('[part="accept"]'), 'the banner');
      (banner(win)!.querySelector('[part="accept"]') as HTMLElement).click();
      await until(() => win.document.documentElement.dataset['marketingScript'] === 'ran', 'the marketing script');
      expect(win.document.documentElement.dataset['analyticsScript']).to.equal('ran');
      await until(() => win.document.cookie.includes('_fbp'), 'the pixel’s cookie');
      // A request is listed once its answer has arrived.
      await until(
        () => pixelRequests(win).includes('/cheetah/pixel/facebook') && pixelRequests(win).includes('/cheetah/pixel/analytics'),
        'both pixel requests',
      );
      expect(win.document.cookie).to.contain('cookieControlPrefs=%5B%22analytics%22%2C%22marketing%22%5D');
    });

    it("'Only Necessary' stores [] and runs neither script, then the reset button reopens the choice", async () => {
      const win = await openSite('/home');
      await until(() => banner(win)?.querySelector('[part="necessary"]'), 'the banner');
      (banner(win)!.querySelector('[part="necessary"]') as HTMLElement).click();
      await until(() => banner(win)!.querySelector('[part="reset"]'), 'the reset button');
      expect(win.document.cookie).to.contain('cookieControl=true').and.contain('cookieControlPrefs=%5B%5D');
      await atRest(win);
      expect(pixelRequests(win)).to.deep.equal([]);
      expect(win.document.documentElement.dataset['analyticsScript']).to.equal(undefined);
      (banner(win)!.querySelector('[part="reset"]') as HTMLElement).click();
      await until(() => banner(win)!.querySelector('[part="preferences"]'), 'the choice again');
    });

    it('opens the long page’s scroll popup at 50% and the home page’s exit popup, after the choice', async () => {
      const win = await openSite('/long');
      await until(() => banner(win)?.querySelector('[part="necessary"]'), 'the banner');
      (banner(win)!.querySelector('[part="necessary"]') as HTMLElement).click();
      const dialog = () => win.document.querySelector('weft-overlay')?.shadowRoot?.querySelector('dialog[open]') ?? null;
      // Scroll once the page has rendered: before, the document is too short to scroll.
      await win.weft!.ready;
      win.scrollTo(0, win.document.documentElement.scrollHeight);
      await until(() => dialog(), 'the scroll popup');
      expect(win.document.querySelector('weft-overlay > [data-popup]')!.getAttribute('data-popup')).to.equal('8');
      (dialog()!.querySelector('[part="dialog-close"]') as HTMLElement).click();
      await until(() => !dialog(), 'closed');
      win.weft!.navigate('/home');
      win.document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0 }));
      await until(() => dialog(), 'the exit popup');
      expect(win.document.querySelector('weft-overlay > [data-popup]')!.getAttribute('data-popup')).to.equal('9');
    });
  });
});
