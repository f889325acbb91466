import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import { setFetchForTests } from '../../src/http/index.js';
import { clearSession, session, storeLogin } from '../../src/session/index.js';
import { provideSiteData } from '../../src/base/data.js';
import { deepActiveElement } from '../../src/ui/dialog.js';
import { ICONS } from '../../src/ui/icons.js';
import { expectAccessible, mount, shadow, until } from '../../test/browser/helpers.js';
import { membersPageLink } from './user-button.js';
import './user-button.element.js';

const ANSWER = { user: { name: 'Demo Member', email: 'demo@weft.example' }, token: 'tok-1', token_md5: 'm', token_hash: 'h' };
const button = (config: Record<string, unknown>) => mount('weft-user-button', config, { ready: '[part="base"]' });
const buttons = (el: HTMLElement) => [...shadow(el).querySelectorAll<HTMLButtonElement>('button')];

describe('weft-user-button', () => {
  let navigate: sinon.SinonSpy;
  let calls: Array<{ path: string; auth: string | null }>;
  beforeEach(() => {
    clearSession();
    navigate = sinon.spy();
    (window as { weft?: unknown }).weft = { navigate };
    calls = [];
    setFetchForTests(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      calls.push({ path: new URL(request.url).pathname, auth: request.headers.get('authorization') });
      return Response.json({ success: true });
    });
  });
  afterEach(async () => {
    await resetMouse();
    setFetchForTests(null);
    clearSession();
    delete (window as { weft?: unknown }).weft;
  });

  it('shows login and register to a visitor, each following its link', async () => {
    const el = await button({
      links: { linkLogin: { type: 'page', value: 'signin' }, linkRegister: { type: 'page', value: 'join' } },
    });
    await expectAccessible(el);
    expect(buttons(el).map((b) => b.textContent)).to.deep.equal(['Login', 'Register']);
    buttons(el)[0]!.click();
    await until(() => navigate.called);
    expect(navigate.firstCall.args[0]).to.equal('/signin');
    buttons(el)[1]!.click();
    await until(() => navigate.callCount === 2);
    expect(navigate.secondCall.args[0]).to.equal('/join');
  });

  it('shows only the action its format names', async () => {
    expect(
      buttons(await button({ actionsformat: 'register', texts: { register: 'Sign up free' } })).map((b) => b.textContent),
    ).to.deep.equal(['Sign up free']);
  });

  it('greets a member by name and logs out, following the logout link', async () => {
    storeLogin(ANSWER);
    const el = await button({ links: { linkLogout: { type: 'page', value: 'bye' } } });
    expect(shadow(el).querySelector('[part="greeting"]')!.textContent).to.equal('Hello, Demo Member');
    buttons(el)[0]!.click();
    await until(() => navigate.called, 'the logout link');
    expect(calls[0]).to.deep.equal({ path: '/api/website/user/logout', auth: 'Bearer tok-1' });
    expect(session.value).to.equal(null);
    expect(localStorage.getItem('login-user-token')).to.equal(null);
    expect(navigate.firstCall.args[0]).to.equal('/bye');
  });

  describe('the dropdown: the APG menu button', () => {
    const menuButton = async () => {
      storeLogin(ANSWER);
      const el = await button({
        withDropdown: true,
        menuDropdown: [
          { text: 'My account', link: { type: 'page', value: 'account' } },
          { text: 'Billing', link: { type: 'page', value: 'billing' } },
        ],
      });
      const toggle = buttons(el)[0]!;
      const menu = shadow(el).querySelector<HTMLElement>('[role="menu"]')!;
      const items = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
      const focused = () => deepActiveElement();
      return { el, toggle, menu, items, focused };
    };

    it('is a labelled menu, its items out of the Tab order, accessible open', async () => {
      const { el, toggle, menu, items } = await menuButton();
      expect(toggle.getAttribute('aria-haspopup')).to.equal('menu');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(menu.hidden).to.equal(true);
      expect(menu.getAttribute('aria-labelledby')).to.equal(toggle.id);
      expect(items.map((m) => m.textContent)).to.deep.equal(['My account', 'Billing', 'Logout']);
      expect(items.every((m) => m.tabIndex === -1)).to.equal(true);
      toggle.focus();
      await sendKeys({ press: 'Enter' });
      await until(() => toggle.getAttribute('aria-expanded') === 'true', 'open');
      await expectAccessible(el);
    });

    it('Enter, Space and Down open it on the first item, Up on the last; arrows wrap, Home and End', async () => {
      const { toggle, items, focused } = await menuButton();
      toggle.focus();
      await sendKeys({ press: 'Enter' });
      await until(() => focused() === items[0], 'focus on the first item after Enter');
      await sendKeys({ press: 'ArrowUp' });
      expect(focused() === items[2]).to.equal(true);
      await sendKeys({ press: 'ArrowDown' });
      expect(focused() === items[0]).to.equal(true);
      await sendKeys({ press: 'End' });
      expect(focused() === items[2]).to.equal(true);
      await sendKeys({ press: 'Home' });
      expect(focused() === items[0]).to.equal(true);
      await sendKeys({ press: 'b' });
      expect(focused() === items[1], 'type-ahead').to.equal(true);
      await sendKeys({ press: 'Escape' });
      await until(() => toggle.getAttribute('aria-expanded') === 'false', 'closed by Escape');
      expect(focused() === toggle, 'focus back on the button').to.equal(true);

      await sendKeys({ press: 'Space' });
      await until(() => focused() === items[0], 'focus on the first item after Space');
      await sendKeys({ press: 'Escape' });
      await until(() => focused() === toggle);
      await sendKeys({ press: 'ArrowDown' });
      await until(() => focused() === items[0], 'focus on the first item after Down');
      await sendKeys({ press: 'Escape' });
      await until(() => focused() === toggle);
      await sendKeys({ press: 'ArrowUp' });
      await until(() => focused() === items[2], 'focus on the last item after Up');
    });

    it('closes on Tab, which moves on past the menu', async () => {
      const { el, toggle, items, focused } = await menuButton();
      const after = document.createElement('button');
      after.textContent = 'After';
      el.after(after);
      toggle.focus();
      await sendKeys({ press: 'ArrowDown' });
      await until(() => focused() === items[0]);
      await sendKeys({ press: 'Tab' });
      await until(() => toggle.getAttribute('aria-expanded') === 'false', 'closed by Tab');
      // A failing comparison of elements would print React's internals: compare a yes/no.
      expect(focused() === after, 'focus on the next element after the button').to.equal(true);
      after.remove();

      // Something to land on before the button: Shift+Tab from the page's first stop would leave the
      // document for the browser's own controls, where focus is not the page's to read.
      const before = document.createElement('button');
      before.textContent = 'Before';
      el.before(before);
      toggle.focus();
      await sendKeys({ press: 'ArrowDown' });
      await until(() => focused() === items[0]);
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      await until(() => toggle.getAttribute('aria-expanded') === 'false', 'closed by Shift+Tab');
      expect(focused() === before, 'focus on the element before the button').to.equal(true);
      before.remove();
    });

    it('Enter on an item performs it and closes the menu, focus back on the button', async () => {
      const { toggle, items, focused } = await menuButton();
      toggle.focus();
      await sendKeys({ press: 'Enter' });
      await until(() => focused() === items[0]);
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
      await until(() => navigate.called, 'the item’s link');
      expect(navigate.firstCall.args[0]).to.equal('/billing');
      await until(() => toggle.getAttribute('aria-expanded') === 'false', 'closed');
      expect(focused() === toggle).to.equal(true);
    });

    it('a click opens and closes it; a click elsewhere closes it', async () => {
      const { toggle, items, focused } = await menuButton();
      const press = async (el: HTMLElement) => {
        const box = el.getBoundingClientRect();
        await sendMouse({ type: 'click', position: [Math.round(box.x + 10), Math.round(box.y + box.height / 2)] });
      };
      await press(toggle);
      await until(() => focused() === items[0], 'open on the first item');
      await press(toggle);
      await until(() => toggle.getAttribute('aria-expanded') === 'false', 'closed by a second click');
      await press(toggle);
      await until(() => toggle.getAttribute('aria-expanded') === 'true');
      await sendMouse({ type: 'click', position: [2, 2] });
      await until(() => toggle.getAttribute('aria-expanded') === 'false', 'closed by a click elsewhere');
    });
  });

  it('draws its configured icons and the font family and weight of its styles', async () => {
    const el = await button({
      icons: { login: 'lock', register: 'user' },
      buttonStyle: { fontFamily: 'Georgia, serif', fontWeight: 800 },
    });
    const [login, register] = buttons(el);
    expect(login!.querySelector('svg path')!.getAttribute('d')).to.equal(ICONS['lock']);
    expect(register!.querySelector('svg path')!.getAttribute('d')).to.equal(ICONS['user']);
    expect(login!.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
    expect(getComputedStyle(login!).fontFamily).to.equal('Georgia, serif');
    expect(getComputedStyle(login!).fontWeight).to.equal('800');

    storeLogin(ANSWER);
    await until(() => shadow(el).querySelector('[part="greeting"]'), 'the greeting');
    const plain = await button({ icons: { logout: 'arrow-right' } });
    expect(buttons(plain)[0]!.querySelector('svg path')!.getAttribute('d')).to.equal(ICONS['arrow-right']);
    const menu = await button({
      withDropdown: true,
      icons: { greeting: 'user', logout: 'arrow-right' },
      dropdownStyle: { fontFamily: 'Courier New', fontWeight: '300' },
    });
    expect(buttons(menu)[0]!.querySelector('svg path')!.getAttribute('d')).to.equal(ICONS['user']);
    const logoutItem = shadow(menu).querySelector<HTMLElement>('[part="logout"]')!;
    expect(logoutItem.querySelector('svg path')!.getAttribute('d')).to.equal(ICONS['arrow-right']);
    // Chromium quotes a family name with a space when it serialises it, Firefox keeps it as written.
    expect(getComputedStyle(logoutItem).fontFamily.replaceAll('"', '')).to.equal('Courier New');
    expect(getComputedStyle(logoutItem).fontWeight).to.equal('300');
  });

  it('without a members page, Login opens /blog-login and Register its register form', async () => {
    provideSiteData({ pages: [{ id: 1, url: 'home', is_member: 'no' }] });
    const navigate = sinon.spy();
    const before = (window as { weft?: unknown }).weft;
    (window as { weft?: unknown }).weft = { navigate };
    try {
      const el = await button({ actionsformat: 'login-register' });
      shadow(el).querySelector<HTMLButtonElement>('[part~="register"]')!.click();
      await until(() => navigate.called, 'the register form');
      expect(navigate.lastCall.args[0]).to.equal('/blog-login?form=register');
      shadow(el).querySelector<HTMLButtonElement>('[part~="login"]')!.click();
      await until(() => navigate.callCount === 2, 'the login form');
      expect(navigate.lastCall.args[0]).to.equal('/blog-login');
    } finally {
      (window as { weft?: unknown }).weft = before;
      provideSiteData(undefined);
    }
  });

  for (const yes of [true, 1, '1', 'true', 'yes', 'on']) {
    it(`goes to the members page when its is_member is ${JSON.stringify(yes)}`, async () => {
      provideSiteData({
        pages: [
          { id: 1, url: 'home', is_member: 'no' },
          { id: 7, url: 'club', is_member: yes },
        ],
      });
      try {
        expect(membersPageLink()).to.deep.equal({ type: 'page', valueID: 7, value: 'club' });
      } finally {
        provideSiteData(undefined);
      }
    });
  }
});
