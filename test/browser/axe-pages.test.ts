/**
 * Issue 28: axe stays clean on every demo page. Each page of the demo site (demo/site-data.json and
 * demo/pages/*.json, as the page shell writes them) is drawn through the built bundle against the
 * reference backend, on a desktop and on a phone, every element scrolled into view and at rest; axe
 * then checks the whole page, open shadow roots included, against the WCAG 2.0, 2.1 and 2.2 A and
 * AA rules (target size too, which axe leaves off unless asked). So are the consent banner, every
 * popup of the site open, a blog post with its comments and one behind its wall, and the members
 * pages as the demo member sees them. Run `npm run build` first.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { logIn, logOut, violations } from './axe.js';
import { chooseNecessaryOnly, forgetConsent } from './consent.js';
import { deepElements, openSite, until, type SiteWindow } from './helpers.js';

/** What a widget shows while its data is on the way. */
const LOADING = '.loading, [part~="loading"], [part~="spinner"], [aria-busy="true"]';

const rendered = (el: Element) =>
  (el as unknown as Record<symbol, { promise: Promise<void> } | undefined>)[Symbol.for('weft.rendered')]?.promise;

/** Scrolls every Weft element of the page into view in turn, waiting for each to render and load. */
async function drawAll(win: SiteWindow): Promise<void> {
  const seen = new Set<Element>();
  for (let round = 0; round < 3; round++) {
    const fresh = deepElements(win.document).filter((el) => el.localName.startsWith('weft-') && !seen.has(el));
    if (!fresh.length) break;
    for (const el of fresh) {
      seen.add(el);
      if (el.localName === 'weft-site') continue;
      el.scrollIntoView({ block: 'center' });
      await until(() => win.customElements.get(el.localName), `<${el.localName}> defined`);
      await rendered(el);
      // Blog widgets fetch once seen: wait until they no longer spin.
      await until(() => !el.shadowRoot?.querySelector(LOADING), `<${el.localName}> loaded`);
    }
  }
  win.scrollTo(0, 0);
  // Pictures settle (lazy ones may wait for a scroll that never comes), then two frames are drawn.
  await win.document.fonts.ready;
  await until(
    () =>
      deepElements(win.document).every((el) => {
        const img = el as HTMLImageElement;
        return el.localName !== 'img' || img.complete || img.loading === 'lazy';
      }),
    'every picture',
  );
  for (let i = 0; i < 2; i++) await new Promise((resolve) => win.requestAnimationFrame(resolve));
}

/** Every page of the demo site, by the address that shows it. */
async function demoPages(): Promise<string[]> {
  const win = await openSite('/home');
  const site = JSON.parse(win.document.getElementById('weft-site')!.textContent!) as {
    pages: Array<{ url: string; initial?: unknown }>;
  };
  // A post of the blog with its comments, and a members-only post behind its wall.
  return [...site.pages.map((page) => `/${page.url}`), '/blog/welcome-to-the-weft-blog', '/blog/members-only-deep-dive'];
}

/** Checks each path in turn; returns every violation, by path. */
async function check(paths: string[], width: number): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const win = await openSite(path, { width });
    await win.weft!.ready;
    await drawAll(win).catch((error: Error) => {
      throw new Error(`${path}: ${error.message}`);
    });
    found.push(...(await violations(win)).map((line) => `${path}: ${line}`));
    win.frameElement?.remove();
  }
  return found;
}

describe('axe on every demo page', function () {
  this.timeout(120_000);
  let paths: string[] = [];
  before(async () => {
    paths = await demoPages();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  after(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    forgetConsent();
  });

  it('lists the demo pages', () => {
    for (const path of ['/home', '/forms', '/layout', '/media', '/blog', '/post', '/members', '/themes', '/runtime', '/links'])
      expect(paths).to.include(path);
  });

  for (const [device, width] of [
    ['desktop', 1100],
    ['phone', 390],
  ] as const) {
    // The consent banner is checked once, on home; every other page is read once the visitor chose.
    it(`the consent banner and home page on a ${device}`, async () => {
      const win = await openSite('/home', { width });
      await win.weft!.ready;
      await drawAll(win);
      expect(await violations(win)).to.deep.equal([]);
    });

    it(`every page on a ${device}`, async function () {
      this.timeout(600_000);
      chooseNecessaryOnly();
      expect(await check(paths, width)).to.deep.equal([]);
    });

    it(`the members pages and the user's menus, logged in, on a ${device}`, async function () {
      this.timeout(300_000);
      chooseNecessaryOnly();
      await logIn();
      try {
        expect(await check(['/members', '/premium', '/account', '/blog/members-only-deep-dive'], width)).to.deep.equal([]);
      } finally {
        logOut();
      }
    });

    it(`every popup of the site, open, on a ${device}`, async function () {
      chooseNecessaryOnly();
      const win = await openSite('/about', { width });
      await win.weft!.ready;
      const site = JSON.parse(win.document.getElementById('weft-site')!.textContent!) as { popups: Array<{ id: number }> };
      const found: string[] = [];
      const open = () => deepElements(win.document).find((el) => el.localName === 'dialog' && (el as HTMLDialogElement).open);
      for (const { id } of site.popups) {
        (win.weft as unknown as { openPopup(id: number): void }).openPopup(id);
        await until(open, `popup ${id} open`);
        await drawAll(win);
        found.push(...(await violations(win)).map((line) => `popup ${id}: ${line}`));
        (win.weft as unknown as { closePopup(id: number): void }).closePopup(id);
        await until(() => !open(), `popup ${id} closed`);
      }
      expect(found).to.deep.equal([]);
    });
  }
});
