import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { setFetchForTests } from '../../src/http/index.js';
import { clearSession, session, storeLogin } from '../../src/session/index.js';
import { expectAccessible, mount, shadow, until } from '../../test/browser/helpers.js';
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
  afterEach(() => {
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

  it('puts logout in a keyboard-usable dropdown when asked', async () => {
    storeLogin(ANSWER);
    const el = await button({
      withDropdown: true,
      menuDropdown: [{ text: 'My account', link: { type: 'page', value: 'account' } }],
    });
    const toggle = buttons(el)[0]!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(shadow(el).querySelector<HTMLElement>('[role="menu"]')!.hidden).to.equal(true);
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'true', 'open');
    expect([...shadow(el).querySelectorAll('[role="menuitem"]')].map((m) => m.textContent)).to.deep.equal([
      'My account',
      'Logout',
    ]);
    await expectAccessible(el);
    toggle.focus();
    await sendKeys({ press: 'Escape' });
    await until(() => toggle.getAttribute('aria-expanded') === 'false', 'closed by Escape');
  });
});
