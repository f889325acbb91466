/**
 * Navigation on the demo site through dist/weft.js, against the reference backend: automatic
 * redirects replace the history entry (Back returns to the page the visitor came from), the last
 * navigation wins whatever the timing, and `<weft-site page>` always agrees with the address.
 */
import { expect } from '@open-wc/testing';
import { chooseNecessaryOnly, forgetConsent } from './consent.js';
import { deepElements, openSite, typeInto, until, type SiteWindow } from './helpers.js';

const PAGES: Record<string, string> = { '/home': '1', '/about': '3', '/long': '4', '/members': '6', '/premium': '7' };

const mount = (win: SiteWindow) => win.document.querySelector('weft-site')!;
const pageId = (win: SiteWindow) => mount(win).getAttribute('page');
/** The page is `path`, the address says so and `<weft-site page>` agrees. */
const on = (win: SiteWindow, path: string) => win.location.pathname === path && pageId(win) === PAGES[path];
const arrive = (win: SiteWindow, path: string) => until(() => on(win, path), `${path} with page ${PAGES[path]}`);
/** Text drawn anywhere in the document, shadow roots included (not the site data's script). */
const everywhere = (win: SiteWindow) =>
  deepElements(win.document)
    .filter((el) => el.localName !== 'script')
    .flatMap((el) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent))
    .join(' ');
/**
 * The frame's own history entries, as paths (the Navigation API: history.length counts the whole
 * tab's and stops at 50).
 */
const entries = (win: SiteWindow) =>
  (win as unknown as { navigation: { entries(): Array<{ url: string | null }> } }).navigation
    .entries()
    .map((e) => new URL(e.url!).pathname);
const uncaught = (win: SiteWindow) => (win.errors ?? []).filter((e) => /uncaught|unhandled|#409/i.test(e));
const membersForm = (win: SiteWindow) =>
  win.document.querySelector('weft-site [data-weft="page"] weft-members-form')?.shadowRoot ?? null;

function clearSession(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith('login-user')) localStorage.removeItem(key);
}

async function logIn(win: SiteWindow): Promise<void> {
  const form = () => membersForm(win)?.querySelector('form') ?? null;
  await until(() => form()?.querySelector('[name="password"]'), 'the login form');
  typeInto(form()!.querySelector('[name="email"]')!, 'demo@weft.example');
  typeInto(form()!.querySelector('[name="password"]')!, 'weft-demo-2026');
  form()!.requestSubmit();
  await until(() => localStorage.getItem('login-user-token'), 'the session');
}

/** Waits until every answer to a session check asked so far has arrived. */
async function checksAnswered(win: SiteWindow, atLeast: number): Promise<void> {
  const answered = () =>
    win.performance.getEntriesByType('resource').filter((e) => e.name.includes('/website/user/check')).length;
  await until(() => answered() >= atLeast, `${atLeast} session check answer(s)`);
}

describe('redirects replace, visitors push', () => {
  before(() => {
    clearSession();
    chooseNecessaryOnly();
  });
  afterEach(clearSession);
  after(forgetConsent);

  it('sends a visitor who follows a link to /account home, and Back returns to the page before', async () => {
    const win = await openSite('/about');
    await win.weft!.ready;
    win.weft!.navigate('/account');
    await arrive(win, '/home');
    expect(entries(win), 'the redirect took the place of /account').to.deep.equal(['/about', '/home']);
    win.history.back();
    await arrive(win, '/about');
    expect(uncaught(win)).to.deep.equal([]);
  });

  it('sends a visitor who opens /account (its element already in the server’s HTML) home, with page and address agreeing', async () => {
    for (let i = 0; i < 3; i++) {
      const win = await openSite('/account');
      await win.weft!.ready;
      await arrive(win, '/home');
      expect(entries(win), 'no entry for /account').to.deep.equal(['/home']);
      expect(uncaught(win)).to.deep.equal([]);
      (win.frameElement as HTMLElement).remove();
    }
  });

  it('replaces the login page with the page after login, and the members page with the page after logout', async () => {
    const win = await openSite('/about');
    await win.weft!.ready;
    win.weft!.navigate('/login');
    await logIn(win);
    await arrive(win, '/members');
    await until(() => win.document.querySelector('#members-text'), 'the members content');
    win.history.back();
    await arrive(win, '/about');
    win.weft!.navigate('/members');
    await until(() => win.document.querySelector('#members-text'), 'the members content again');
    await win.weft!.session!.logout('/long');
    await arrive(win, '/long');
    expect(everywhere(win)).to.not.contain('Members only');
    win.history.back();
    await arrive(win, '/about');
    expect(uncaught(win)).to.deep.equal([]);
  });

  it('replaces an access-denied page when the visitor takes its way out', async () => {
    const win = await openSite('/about');
    await win.weft!.ready;
    win.weft!.navigate('/login');
    await logIn(win);
    await arrive(win, '/members');
    win.weft!.navigate('/premium');
    await until(() => membersForm(win)?.querySelector('[part="denied-button"]'), 'the access-denied box');
    (membersForm(win)!.querySelector('[part="denied-button"]') as HTMLElement).click();
    await arrive(win, '/home');
    win.history.back();
    await arrive(win, '/members');
  });
});

describe('the last navigation wins', () => {
  beforeEach(() => {
    clearSession();
    chooseNecessaryOnly();
  });
  afterEach(() => {
    clearSession();
    sessionStorage.removeItem('weft-test-hold');
  });
  after(forgetConsent);

  const loggedIn = async () => {
    const win = await openSite('/login');
    await win.weft!.ready;
    await logIn(win);
    await arrive(win, '/members');
    return win;
  };
  const pause = (win: SiteWindow, ms: number) => new Promise((resolve) => win.setTimeout(resolve, ms));

  for (const gap of [0, 20, 50]) {
    it(`ends on the second of two navigations ${gap} ms apart, a restricted page first`, async () => {
      const win = await loggedIn();
      win.weft!.navigate('/home');
      await arrive(win, '/home');
      const checks = win.performance.getEntriesByType('resource').filter((e) => e.name.includes('/user/check')).length;
      win.weft!.navigate('/members');
      await pause(win, gap);
      win.weft!.navigate('/about');
      await arrive(win, '/about');
      // The members page's check answers after the visitor left: it draws nothing.
      await checksAnswered(win, checks + 1);
      await pause(win, 0);
      expect(on(win, '/about')).to.equal(true);
      expect(win.document.querySelector('#members-text')).to.equal(null);
      expect(uncaught(win)).to.deep.equal([]);
    });

    it(`ends on the second of two navigations ${gap} ms apart, a restricted page second`, async () => {
      const win = await loggedIn();
      win.weft!.navigate('/about');
      await pause(win, gap);
      win.weft!.navigate('/members');
      await arrive(win, '/members');
      await until(() => win.document.querySelector('#members-text'), 'the members content');
      expect(uncaught(win)).to.deep.equal([]);
    });
  }

  it('draws nothing from a slow session check that answers after the visitor navigated away', async () => {
    (await loggedIn()).frameElement!.remove();
    // The next page's session checks are held back, as a slow server would.
    sessionStorage.setItem('weft-test-hold', '/website/user/check');
    const win = await openSite('/members');
    await until(() => win.held!.length >= 1, 'the session check to be asked');
    expect(everywhere(win)).to.not.contain('Members only');
    win.weft!.navigate('/about');
    await arrive(win, '/about');
    win.releaseHeld!();
    await checksAnswered(win, 1);
    await pause(win, 0);
    expect(on(win, '/about')).to.equal(true);
    expect(everywhere(win)).to.not.contain('Members only');
    expect(uncaught(win)).to.deep.equal([]);
  });

  it('draws the page a late boot check belongs to when the visitor is still on it', async () => {
    (await loggedIn()).frameElement!.remove();
    sessionStorage.setItem('weft-test-hold', '/website/user/check');
    const win = await openSite('/members');
    await until(() => win.held!.length >= 1, 'the session check to be asked');
    win.releaseHeld!();
    await until(() => win.document.querySelector('#members-text'), 'the members content');
    expect(on(win, '/members')).to.equal(true);
  });
});

describe('restricted content only after the server grants it', () => {
  before(() => {
    clearSession();
    chooseNecessaryOnly();
  });
  afterEach(clearSession);
  after(forgetConsent);

  it('draws nothing of a members page for a visitor who turns the phone or resizes across 768 px', async () => {
    const win = await openSite('/members');
    await until(() => membersForm(win)?.querySelector('form'), 'the members form');
    const frame = win.frameElement as HTMLIFrameElement;
    frame.style.width = '390px';
    await until(() => mount(win).getAttribute('device') === 'mobile', 'the phone layout');
    await until(() => membersForm(win)?.querySelector('form'), 'the members form on a phone');
    expect(everywhere(win)).to.not.contain('Members only');
    frame.style.width = '1000px';
    await until(() => mount(win).getAttribute('device') === 'desktop', 'the desktop layout');
    expect(everywhere(win)).to.not.contain('Members only');
  });

  it('takes the content away when the member logs out in another tab', async () => {
    const win = await openSite('/login');
    await logIn(win);
    await arrive(win, '/members');
    await until(() => win.document.querySelector('#members-text'), 'the members content');
    // Another tab of the same site logs out: this document hears the storage change.
    clearSession();
    await until(() => membersForm(win)?.querySelector('form'), 'the members form again');
    expect(everywhere(win)).to.not.contain('Members only');
  });

  it('opens the members form from a restrict link, and shows the page again after login', async () => {
    const win = await openSite('/links');
    await win.weft!.ready;
    const button = () => win.document.querySelector('#link-15')?.shadowRoot?.querySelector<HTMLElement>('a, button') ?? null;
    await until(() => button(), 'the restrict button');
    button()!.click();
    await logIn(win);
    await until(() => win.document.querySelector('#link-15'), 'the links page again');
    expect(membersForm(win)).to.equal(null);
  });
});
