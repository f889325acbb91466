/**
 * The members area end to end on the demo site, through dist/weft.js, against the reference
 * backend (SQLite): register, open a members-only page, be refused an area, log out, log in,
 * edit the profile, see the areas, log out. One page across the steps, as a visitor would.
 */
import { expect } from '@open-wc/testing';
import { chooseNecessaryOnly, forgetConsent } from './consent.js';
import { addSiteFrame, deepElements, siteLoaded, until } from './helpers.js';

interface SiteWindow extends Window {
  weft?: { ready: Promise<void>; navigate(path: string): void };
  HTMLInputElement: typeof HTMLInputElement;
  HTMLSelectElement: typeof HTMLSelectElement;
  Event: typeof Event;
}

const email = `visitor-${Date.now()}@example.com`;
let frame: HTMLIFrameElement;
let win: SiteWindow;

const page = () => win.document.querySelector('weft-site [data-weft="page"]')!;
const form = () => page().querySelector('weft-members-form')?.shadowRoot ?? null;
function type(root: ShadowRoot, name: string, value: string) {
  const input = root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  Object.getOwnPropertyDescriptor(win.HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new win.Event('input', { bubbles: true }));
}
const text = () => page().textContent ?? '';
const shadowText = (selector: string) => page().querySelector(selector)?.shadowRoot?.textContent ?? '';

describe('the members area, end to end', () => {
  before(async () => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('login-user')) localStorage.removeItem(key);
    chooseNecessaryOnly();
    frame = addSiteFrame('/members', { width: 1000, height: 900 });
    win = (await siteLoaded(frame)) as typeof win;
    await win.weft!.ready;
  });
  after(() => {
    frame.remove();
    for (const key of Object.keys(localStorage)) if (key.startsWith('login-user')) localStorage.removeItem(key);
    forgetConsent();
  });

  it('shows the members form on a members-only page, and nothing of its content, not even in the page’s source', async () => {
    await until(() => form()?.querySelector('[role="tab"]'), 'the members form');
    expect(page().querySelector('#members-text')).to.equal(null);
    // As an attacker would look: the whole document with the site data's script, and every shadow root.
    const source = win.document.documentElement.outerHTML;
    const shadows = deepElements(win.document)
      .map((el) => el.shadowRoot?.textContent ?? '')
      .join('');
    for (const text of ['Members only', 'released for your session', 'premium permission'])
      expect(source + shadows, text).to.not.contain(text);
    expect([...form()!.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).to.include('Register');
  });

  it('registers a visitor, who then reads the page', async () => {
    const tabs = [...form()!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    tabs.find((t) => t.textContent === 'Register')!.click();
    await until(() => form()!.querySelector('[name="fields_custom[phone]"]'), 'the register fields');
    const root = form()!;
    type(root, 'name', 'Visiting Reader');
    type(root, 'email', email);
    type(root, 'password', 'a-long-password');
    type(root, 'password_confirmation', 'a-long-password');
    type(root, 'fields_custom[phone]', '+1 555 0100');
    root.querySelector<HTMLInputElement>('[name="fields_custom[terms]"]')!.click();
    root.querySelector('form')!.requestSubmit();
    await until(() => page().querySelector('#members-text'), 'the members content');
    expect(localStorage.getItem('login-user-token')).to.be.a('string');
    expect(JSON.parse(localStorage.getItem('login-user')!)).to.deep.equal({ name: 'Visiting Reader', email, type: 'login' });
  });

  it('refuses an area without permission', async () => {
    win.weft!.navigate('/premium');
    await until(() => form()?.querySelector('[part="denied"]'), 'the access-denied view');
    expect(form()!.querySelector('.message')!.textContent).to.equal('You do not have access to this members area');
    expect(page().querySelector('#premium-text')).to.equal(null);
  });

  it('logs out with the user button', async () => {
    win.weft!.navigate('/members');
    await until(() => shadowText('weft-user-button').includes('Hello, Visiting Reader'), 'the greeting');
    const logout = page().querySelector('weft-user-button')!.shadowRoot!.querySelector<HTMLButtonElement>('[part~="logout"]')!;
    // The demo's logout link goes home.
    logout.click();
    await until(() => win.document.querySelector('weft-site')!.getAttribute('page') === '1', 'home');
    expect(localStorage.getItem('login-user-token')).to.equal(null);
    win.weft!.navigate('/members');
    await until(() => form()?.querySelector('[role="tab"]'), 'the members form again');
  });

  it('logs in as the demo member', async () => {
    const root = form()!;
    type(root, 'email', 'demo@weft.example');
    type(root, 'password', 'weft-demo-2026');
    root.querySelector('form')!.requestSubmit();
    await until(() => page().querySelector('#members-text'), 'the members content');
  });

  it('sees the areas table, then edits the profile', async () => {
    win.weft!.navigate('/account');
    const nav = () => page().querySelector('weft-user-nav')?.shadowRoot ?? null;
    await until(() => nav()?.querySelector('[name="name"]'), 'the profile');
    nav()!.querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click();
    await until(() => nav()!.querySelectorAll('tbody tr').length >= 1, 'the areas');
    const rows = [...nav()!.querySelectorAll('tbody tr')].map((r) => [
      r.querySelector('th')!.textContent,
      r.querySelector('.status')!.textContent,
    ]);
    expect(rows).to.deep.include(['Members area', 'Active']);
    expect(text()).to.not.contain('Premium course');
    // Saving the profile reloads the page 3 s later: it is the journey's last step.
    nav()!.querySelectorAll<HTMLButtonElement>('[role="tab"]')[0]!.click();
    await until(() => nav()!.querySelector('[name="name"]'), 'the profile again');
    type(nav()!, 'name', 'Demo Member');
    nav()!.querySelector('form')!.requestSubmit();
    await until(() => nav()?.querySelector('[part~="alert-success"]'), 'the saved profile');
    expect(nav()!.querySelector('[part~="alert-success"]')!.textContent).to.equal('Profile updated successfully!');
  });
});
