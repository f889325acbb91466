/**
 * Embed mode knows its site (CONTRACT §1): on a host page, the script tag's `data-site` and
 * `data-website` give blog widgets the site code their calls carry and make their links lead to
 * the site; the language is `data-lang`, then the host page's `<html lang>`, then the browser's.
 * Through the built bundle (dist/weft.js; run `npm run build` first), against the reference backend.
 */
import { expect } from '@open-wc/testing';
import { onSite, siteOrigin, websiteCode } from '../../src/http/hosts.js';
import { authorPath, categoryPath, postPagePath, postPath, searchPath } from '../../src/blog/paths.js';
import { blogLoginPath } from '../../src/blog/post.js';
import { linkHref } from '../../src/links/link.js';
import { KEYS } from '../../src/base/keys.js';
import { typeInto, until } from './helpers.js';

const SITE = 'https://site.example';
const CODE = 'c2l0ZS0x'; // the demo site's code in the reference backend

interface HostWindow extends Window {
  weft?: { ready: Promise<void>; options: Record<string, unknown> };
  sent?: string[];
  bodies?: { url: string; body: string }[];
}

const frames: HTMLIFrameElement[] = [];
afterEach(() => frames.splice(0).forEach((f) => f.remove()));

/** A host page (not a site page, test/browser/fixtures/embed-host.html) holding `body`; its calls are recorded. */
async function hostPage(body: string, attributes: Record<string, string> = {}): Promise<HostWindow> {
  const frame = document.createElement('iframe');
  frame.src = `/test/browser/fixtures/embed-host.html?${new URLSearchParams({ body, ...attributes })}`;
  document.body.append(frame);
  frames.push(frame);
  await until(() => (frame.contentWindow as HostWindow | null)?.weft?.ready, 'the loader to start');
  const win = frame.contentWindow as HostWindow;
  await win.weft!.ready;
  return win;
}

const shadowOf = (win: Window, selector: string) => win.document.querySelector(selector)!.shadowRoot!;
const hrefs = (root: ShadowRoot, selector: string) =>
  [...root.querySelectorAll<HTMLAnchorElement>(selector)].map((a) => a.getAttribute('href')!);

describe('embedded blog widgets and their site', () => {
  it('carry data-website as website_id and link to data-site', async () => {
    const win = await hostPage(
      `<weft-blog-categories id="c" config="{}"></weft-blog-categories>
       <weft-blog-list id="l" config="{}"></weft-blog-list>`,
      { 'data-site': SITE, 'data-website': CODE },
    );
    expect(win.weft!.options['website']).to.equal(CODE);
    const categories = shadowOf(win, '#c');
    const list = shadowOf(win, '#l');
    await until(() => hrefs(categories, 'a[part~="link"]').length > 0, 'the categories to render');
    await until(() => hrefs(list, '[part="title"] a').length > 0, 'the articles to render');

    const blogCalls = win.sent!.map((u) => new URL(u)).filter((u) => u.pathname.startsWith('/blog-api/'));
    expect(blogCalls.length).to.be.greaterThan(1);
    for (const call of blogCalls) expect(call.searchParams.get('website_id'), call.pathname).to.equal(CODE);

    for (const href of hrefs(categories, 'a[part~="link"]')) expect(href).to.match(new RegExp(`^${SITE}/c/[^/]+$`));
    for (const href of hrefs(list, '[part="title"] a').filter((h) => h !== '#')) {
      expect(href).to.match(new RegExp(`^${SITE}/blog/[^/]+`));
    }
  });

  it('without data-site, links stay on the origin the loader came from', async () => {
    const win = await hostPage(`<weft-blog-categories id="c" config="{}"></weft-blog-categories>`);
    const categories = shadowOf(win, '#c');
    await until(() => hrefs(categories, 'a[part~="link"]').length > 0, 'the categories to render');
    for (const href of hrefs(categories, 'a[part~="link"]')) expect(href).to.match(/^\/c\/[^/]+$/);
  });
});

describe('an embedded members form and its site', () => {
  it('logs in with data-website as website_id', async () => {
    const win = await hostPage(`<weft-members-form id="m" config='{"type":"login"}'></weft-members-form>`, {
      'data-site': SITE,
      'data-website': CODE,
    });
    const form = shadowOf(win, '#m');
    await until(() => form.querySelector('input[name="password"]'), 'the login form');
    typeInto(form.querySelector('input[name="email"]')!, 'demo@weft.example');
    typeInto(form.querySelector('input[name="password"]')!, 'weft-demo-2026');
    form.querySelector('form')!.requestSubmit();
    const login = () => win.bodies!.find((b) => new URL(b.url).pathname === '/api/website/user/login');
    await until(login, 'the login call');
    expect(JSON.parse(login()!.body)).to.include({ email: 'demo@weft.example', website_id: CODE });
  });
});

/** The Navigation API's navigate event, as much of it as the tests read (not in TypeScript's DOM types yet). */
interface NavigateEventLike extends Event {
  destination: { url: string };
}

/** Every address the page is sent to from now on; each navigation is recorded and cancelled. */
function navigations(win: Window): string[] {
  const seen: string[] = [];
  const navigation = (win as Window & { navigation: EventTarget }).navigation;
  navigation.addEventListener('navigate', (event) => {
    seen.push((event as NavigateEventLike).destination.url);
    event.preventDefault();
  });
  return seen;
}

describe('embedded members widgets and their site', () => {
  afterEach(() => Object.values(KEYS).forEach((key) => localStorage.removeItem(key)));

  it("sends the user button's sign-in and its page links to data-site", async () => {
    const win = await hostPage(
      `<weft-user-button id="u" config='{"actionsformat":"login-register","links":{"linkRegister":{"type":"page","value":"join"}}}'></weft-user-button>`,
      { 'data-site': SITE, 'data-website': CODE },
    );
    const root = shadowOf(win, '#u');
    await until(() => root.querySelector('[part~="login"]'), 'the sign-in button');
    const sent = navigations(win);
    root.querySelector<HTMLButtonElement>('[part~="login"]')!.click();
    await until(() => sent.length === 1, 'the sign-in navigation');
    root.querySelector<HTMLButtonElement>('[part~="register"]')!.click();
    await until(() => sent.length === 2, 'the register navigation');
    expect(sent).to.deep.equal([`${SITE}/blog-login`, `${SITE}/join`]);
  });

  it("sends the user navigation's 'Go to area' to the area's page on data-site", async () => {
    // A member signed in on this browser (the host page's storage), validated by the reference backend.
    const login = await window.fetch('/api/website/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@weft.example', password: 'weft-demo-2026', website_id: CODE }),
    });
    const { data } = (await login.json()) as { data: { user: { name: string; email: string }; token: string } };
    localStorage.setItem(KEYS.user, JSON.stringify({ ...data.user, type: 'login' }));
    localStorage.setItem(KEYS.token, data.token);

    const win = await hostPage(`<weft-user-nav id="n" config='{"activeTab":"areas"}'></weft-user-nav>`, {
      'data-site': SITE,
      'data-website': CODE,
    });
    const root = shadowOf(win, '#n');
    const go = () => root.querySelector<HTMLButtonElement>('.areas button:not([disabled])');
    await until(go, "the member's areas");
    const sent = navigations(win);
    go()!.click();
    await until(() => sent.length === 1, "the area's navigation");
    expect(sent[0]).to.match(new RegExp(`^${SITE}/`));
  });
});

describe('the language of an embedded element', () => {
  const timer = `<weft-timer id="t" config='{"type":"start_user_every_access","days":3}'></weft-timer>`;
  const label = (win: Window) => shadowOf(win, '#t').querySelector('[part="label"]')?.textContent;

  it('is data-lang first', async () => {
    const win = await hostPage(timer, { 'data-lang': 'fr_FR', 'html-lang': 'de' });
    await until(() => label(win) === 'Jours', 'French labels');
  });

  it("is the host page's <html lang> without data-lang", async () => {
    const win = await hostPage(timer, { 'html-lang': 'de-AT' });
    await until(() => label(win) === 'Tage', 'German labels');
  });

  it("is the browser's without either", async () => {
    expect(navigator.language).to.match(/^en/);
    const win = await hostPage(timer);
    await until(() => label(win) === 'Days', 'English labels');
  });
});

describe('link building in embed mode', () => {
  const global = window as unknown as { weft?: { options?: Record<string, unknown> } };
  let saved: unknown;
  beforeEach(() => {
    saved = global.weft;
    global.weft = { ...global.weft, options: { site: `${SITE}/`, lang: null, website: ` ${CODE} ` } };
  });
  afterEach(() => {
    global.weft = saved as typeof global.weft;
  });

  it('makes every blog link absolute to data-site', () => {
    expect(siteOrigin()).to.equal(SITE);
    expect(searchPath('big news')).to.equal(`${SITE}/s?query=big+news`);
    expect(categoryPath('news')).to.equal(`${SITE}/c/news`);
    expect(authorPath('ana')).to.equal(`${SITE}/a/ana`);
    expect(postPath('hello')).to.equal(`${SITE}/hello`);
    expect(postPath('https://elsewhere.example/x')).to.equal('https://elsewhere.example/x');
    expect(postPagePath('hello')).to.equal(`${SITE}/blog/hello`);
    expect(onSite('#top')).to.equal('#top');
  });

  it("sends sign-in to the site's /blog-login, coming back to the post rather than the host's path", () => {
    expect(blogLoginPath('hello', 'login', '/pricing?x=1')).to.equal(`${SITE}/blog-login?post=%2Fblog%2Fhello`);
    expect(blogLoginPath('hello', 'register')).to.equal(`${SITE}/blog-login?post=%2Fblog%2Fhello&form=register`);
  });

  it("makes a page link absolute to data-site, and keeps it on a site page's own origin", () => {
    expect(linkHref({ type: 'page', value: 'pricing' })).to.equal(`${SITE}/pricing`);
    const mount = document.createElement('weft-site');
    document.body.append(mount);
    try {
      expect(linkHref({ type: 'page', value: 'pricing' })).to.equal(`${location.origin}/pricing`);
    } finally {
      mount.remove();
    }
  });

  it('reads the site code from the site data first, then data-website', () => {
    expect(websiteCode('from-data')).to.equal('from-data');
    expect(websiteCode(undefined)).to.equal(CODE);
    expect(websiteCode('')).to.equal(CODE);
  });

  it('keeps links relative on a site page', () => {
    const mount = document.createElement('weft-site');
    document.body.append(mount);
    try {
      expect(categoryPath('news')).to.equal('/c/news');
      expect(blogLoginPath('hello', 'login', '/pricing')).to.equal('/blog-login?post=%2Fpricing');
    } finally {
      mount.remove();
    }
  });
});
