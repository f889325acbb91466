/**
 * Issue 28 on the demo site itself: through the built bundle and the reference backend, the widgets
 * the issue names are driven with real keys (`sendKeys`) and a real mouse (`sendMouse`), and focus is
 * read through the shadow roots (deepActiveElement), as the APG's regression tests do: the header's
 * disclosure menu, the user button's menu button, the member tabs, the gallery's viewer (a modal
 * dialog that Escape and Back close) and the place menus. Run `npm run build` first.
 */
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { deepActiveElement } from '../../src/ui/dialog.js';
import { logIn, logOut } from './axe.js';
import { chooseNecessaryOnly, forgetConsent } from './consent.js';
import { openSite, until, type SiteWindow } from './helpers.js';

const shadowOf = (win: SiteWindow, id: string) => win.document.getElementById(id)?.shadowRoot ?? null;
const focused = (win: SiteWindow) => deepActiveElement(win.document);
/** The centre of an element of the frame, in the test page's coordinates (for sendMouse). */
function centre(win: SiteWindow, el: Element): [number, number] {
  const frame = (win.frameElement as HTMLIFrameElement).getBoundingClientRect();
  const box = el.getBoundingClientRect();
  return [Math.round(frame.x + box.x + box.width / 2), Math.round(frame.y + box.y + box.height / 2)];
}
/** Opens `path` with its first element `id` drawn, scrolled to, in a frame that has the keyboard. */
async function page(path: string, id: string, ready: string): Promise<SiteWindow> {
  const win = await openSite(path, { width: 1100 });
  await win.weft!.ready;
  await until(() => win.document.getElementById(id), `#${id}`);
  win.document.getElementById(id)!.scrollIntoView({ block: 'center' });
  await until(() => shadowOf(win, id)?.querySelector(ready), `#${id} drawn`).catch((error: Error) => {
    throw new Error(`${error.message}: ${shadowOf(win, id)?.textContent?.slice(0, 300)}`);
  });
  win.focus();
  return win;
}

describe('the issue’s widgets on the demo site, by keyboard and pointer', function () {
  this.timeout(60_000);
  before(async () => {
    // The frames are 1100 wide: the mouse reaches all of them.
    await setViewport({ width: 1200, height: 900 });
    chooseNecessaryOnly();
  });
  after(async () => {
    await resetMouse();
    await setViewport({ width: 800, height: 600 });
    logOut();
    forgetConsent();
  });

  it('the header’s dropdown is a disclosure: Enter opens, Down enters, Escape returns to its button', async () => {
    const win = await page('/home', 'header-menu', 'button[aria-expanded]');
    const root = shadowOf(win, 'header-menu')!;
    const pages = [...root.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')].find((b) =>
      b.textContent?.includes('Pages'),
    )!;
    expect(pages.hasAttribute('aria-haspopup'), 'a disclosure, no popup menu').to.equal(false);
    pages.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => pages.getAttribute('aria-expanded') === 'true', 'Enter opens');
    await sendKeys({ press: 'ArrowDown' });
    await until(() => focused(win)?.textContent === 'A long page', 'Down moves to the first link');
    await sendKeys({ press: 'Escape' });
    await until(() => pages.getAttribute('aria-expanded') === 'false', 'Escape closes');
    expect(focused(win) === pages, 'focus back on its button').to.equal(true);
  });

  it('the user button is a menu button: Enter to the first item, arrows, Escape back, Tab closes', async () => {
    await logIn();
    const win = await page('/members', 'members-user-button', '[part~="greeting"]');
    // The demo's user button has no dropdown: its sample (a menu of two links and Sign out) joins the page.
    const sample = (await import('../../elements/user-button/sample.json')) as { default: unknown };
    const added = win.document.createElement('weft-user-button');
    added.id = 'menu-user-button';
    added.setAttribute('config', JSON.stringify(sample.default));
    win.document.getElementById('members-user-button')!.after(added);
    await until(() => shadowOf(win, 'menu-user-button')?.querySelector('button[aria-haspopup="menu"]'), 'the menu button');
    const root = shadowOf(win, 'menu-user-button')!;
    const toggle = root.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')!;
    const items = () => [...root.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => focused(win) === items()[0], 'focus on the first item');
    expect(root.querySelector('[role="menu"]')!.getAttribute('aria-labelledby')).to.equal(toggle.id);
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(win) === items()[1] || items().length === 1, 'Down to the next item').to.equal(true);
    await sendKeys({ press: 'End' });
    expect(focused(win) === items().at(-1)).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await until(() => toggle.getAttribute('aria-expanded') === 'false', 'Escape closes');
    expect(focused(win) === toggle, 'focus back on the button').to.equal(true);
    await sendKeys({ press: 'ArrowDown' });
    await until(() => focused(win) === items()[0], 'Down opens on the first item');
    await sendKeys({ press: 'Tab' });
    await until(() => toggle.getAttribute('aria-expanded') === 'false', 'Tab closes');
    expect(root.contains(focused(win)), 'focus moved on past the menu').to.equal(false);
  });

  it('the member tabs: a labelled tablist, arrows between tabs, Tab into the Areas panel', async () => {
    await logIn();
    const win = await page('/account', 'account-nav', '[role="tab"]');
    const root = shadowOf(win, 'account-nav')!;
    const list = root.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-label') || list.getAttribute('aria-labelledby'), 'a labelled tablist').to.be.ok;
    const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
    tabs[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => focused(win) === tabs[1] && tabs[1]!.getAttribute('aria-selected') === 'true', 'the next tab');
    await sendKeys({ press: 'Tab' });
    const panel = root.getElementById(tabs[1]!.getAttribute('aria-controls')!)!;
    await until(() => focused(win) === panel, 'focus on the tab’s panel');
  });

  it('the gallery’s viewer: Enter opens it with focus inside, Escape returns to the photo, Back closes it', async () => {
    const win = await page('/layout', 'layout-gallery-1', '[part="photo"]');
    const photo = shadowOf(win, 'layout-gallery-1')!.querySelector<HTMLButtonElement>('[part="photo"]')!;
    const dialog = () => win.document.querySelector('weft-overlay')?.shadowRoot?.querySelector('dialog[open]') ?? null;
    photo.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => dialog()?.contains(focused(win)), 'focus in the viewer');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(dialog()!.contains(focused(win)), 'Tab stays in the viewer').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog(), 'Escape closes');
    await until(() => focused(win) === photo, 'focus back on the photo');

    await sendKeys({ press: 'Enter' });
    await until(() => dialog(), 'open again');
    await until(() => (win.history.state as { weftViewer?: string } | null)?.weftViewer, 'its history entry');
    win.history.back();
    await until(() => !dialog(), 'Back closes it');
    expect(win.location.pathname).to.equal('/layout');
  });

  it('place menus: with one open, one real click opens another', async () => {
    const win = await page('/layout', 'layout-place-products', '[part="item"]');
    const item = (id: string) => shadowOf(win, id)!.querySelector<HTMLElement>('[part="item"]')!;
    const open = (id: string) => item(id).getAttribute('aria-expanded') === 'true';
    await sendMouse({ type: 'click', position: centre(win, item('layout-place-products')) });
    await until(() => open('layout-place-products'), 'the first open');
    await sendMouse({ type: 'click', position: centre(win, item('layout-place-company')) });
    await until(() => open('layout-place-company'), 'the second open after one click');
    expect(open('layout-place-products')).to.equal(false);
  });
});
