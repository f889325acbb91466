import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { setFetchForTests } from '../../src/http/index.js';
import { queue } from '../../src/modals/index.js';
import { clearSession, storeLogin } from '../../src/session/index.js';
import { deepActiveElement } from '../../src/ui/dialog.js';
import {
  expectAccessible,
  mount,
  resetLanguage,
  setLanguage,
  settle,
  shadow,
  typeInto,
  until,
} from '../../test/browser/helpers.js';
import './user-nav.element.js';

const ANSWER = { user: { name: 'Demo Member', email: 'demo@weft.example' }, token: 'tok-1', token_md5: 'md5-1', token_hash: 'h' };
const AREAS = [
  {
    restrict_area_id: 1,
    name: 'Members area',
    description: 'Free',
    type_id: 1,
    active: true,
    expire: null,
    home_page_id: null,
    is_blog: 0,
  },
  {
    restrict_area_id: 2,
    name: 'Premium course',
    description: 'Paid',
    type_id: 3,
    active: false,
    expire: '2027-03-31',
    elearning_course_id: 42,
    redirect_config: { elearning: { type: 'elearning-course', target: 'blank' } },
  },
  { restrict_area_id: 3, name: 'Blog area', description: '', type_id: 1, active: true, expire: null, is_blog: 1 },
];

describe('weft-user-nav', () => {
  let navigate: sinon.SinonSpy;
  let calls: Array<{ method: string; path: string; body: unknown }>;
  let answer: (path: string) => Response;
  beforeEach(() => {
    clearSession();
    navigate = sinon.spy();
    (window as { weft?: unknown }).weft = { navigate };
    calls = [];
    answer = (path) =>
      Response.json(
        path.endsWith('/get-info')
          ? { success: true, data: { restrict_permissions: AREAS } }
          : { success: true, data: { user: { name: 'Ana Maria' } } },
      );
    setFetchForTests(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url).pathname;
      const text = request.method === 'GET' ? '' : await request.clone().text();
      calls.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
      return answer(path);
    });
  });
  afterEach(async () => {
    setFetchForTests(null);
    clearSession();
    await resetLanguage();
    delete (window as { weft?: unknown }).weft;
    for (const m of [...queue.value]) m.close();
  });
  const nav = () => mount('weft-user-nav', {}, { ready: '[part="base"]' });
  const input = (el: HTMLElement, name: string) => shadow(el).querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const type = (el: HTMLElement, name: string, value: string) => typeInto(input(el, name), value);

  it('sends a visitor, or a token session, to the home page, replacing the history entry', async () => {
    await nav();
    await until(() => navigate.called);
    expect(navigate.firstCall.args).to.deep.equal(['/', { replace: true }]);
    storeLogin(ANSWER, 'token');
    const el = await nav();
    await until(() => navigate.callCount >= 2);
    expect(shadow(el).querySelector('[role="tablist"]')).to.equal(null);
  });

  it('draws its tab icons itself (no font glyph that may be missing), and none with iconsEnable off', async () => {
    storeLogin(ANSWER);
    const el = await nav();
    const tabs = [...shadow(el).querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).to.deep.equal(['Profile', 'Areas']);
    for (const tab of tabs) {
      const icon = tab.querySelector('svg[part="icon"]')!;
      expect(icon, 'an inline SVG icon').to.not.equal(null);
      expect(icon.getAttribute('aria-hidden')).to.equal('true');
      expect(icon.getBoundingClientRect().width).to.be.greaterThan(8);
    }
    el.setAttribute('config', JSON.stringify({ iconsEnable: false }));
    await until(() => !shadow(el).querySelector('[role="tab"] svg'), 'no icons');
  });

  it('is accessible, profile and areas', async () => {
    storeLogin(ANSWER);
    const el = await nav();
    await expectAccessible(el);
    shadow(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click();
    await until(() => shadow(el).querySelectorAll('tbody tr').length === 3, 'the areas');
    await expectAccessible(el);
  });

  it('edits the name with the email shown but not editable; a new password needs its confirmation and the current one', async () => {
    storeLogin(ANSWER);
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const el = await nav();
      expect(input(el, 'name').value).to.equal('Demo Member');
      expect(input(el, 'email').disabled).to.equal(true);
      expect(input(el, 'password_confirmation').required).to.equal(false);
      type(el, 'password', 'new-password-1');
      await until(() => input(el, 'password_confirmation').required && input(el, 'password_current').required, 'both required');
      type(el, 'password_confirmation', 'new-password-1');
      type(el, 'password_current', 'weft-demo-2026');
      type(el, 'name', 'Ana Maria');
      shadow(el).querySelector('form')!.requestSubmit();
      await until(() => shadow(el).querySelector('[part~="alert-success"]'), 'the success message');
      expect(calls[0]).to.deep.equal({
        method: 'PUT',
        path: '/api/website/user/update',
        body: {
          name: 'Ana Maria',
          password: 'new-password-1',
          password_confirmation: 'new-password-1',
          password_current: 'weft-demo-2026',
        },
      });
      expect(shadow(el).querySelector('[part~="alert-success"]')!.textContent).to.equal('Password updated successfully!');
      expect(JSON.parse(localStorage.getItem('login-user')!).name).to.equal('Ana Maria');
    } finally {
      clock.restore(); // the reload 3 s later is dropped with the fake clock
    }
  });

  it('shows the server’s error under the current password', async () => {
    storeLogin(ANSWER);
    answer = () =>
      Response.json(
        { success: false, message: 'x', errors: { password_current: ['Current password does not match'] } },
        { status: 422 },
      );
    const el = await nav();
    type(el, 'password', 'new-password-1');
    type(el, 'password_confirmation', 'new-password-1');
    type(el, 'password_current', 'wrong');
    shadow(el).querySelector('form')!.requestSubmit();
    await until(() => shadow(el).querySelector('[part="error"]'), 'the field error');
    expect(shadow(el).querySelector('[part="error"]')!.textContent).to.equal('Current password does not match');
    expect(shadow(el).querySelector('[part~="alert-danger"]')!.textContent).to.equal('Error updating password!');
  });

  it('lists the member’s areas with expiry (only when some area has one), status and a way in', async () => {
    storeLogin(ANSWER);
    await setLanguage('pt_BR');
    const el = await nav();
    shadow(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click();
    await until(() => shadow(el).querySelectorAll('tbody tr').length === 3, 'the areas');
    const rows = [...shadow(el).querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent));
    expect(shadow(el).querySelectorAll('thead th')).to.have.length(5);
    expect(rows[1]![2]).to.equal('31/03/2027');
    const buttons = [...shadow(el).querySelectorAll<HTMLButtonElement>('tbody button')];
    expect(buttons.map((b) => b.disabled)).to.deep.equal([false, true, false]);
    buttons[2]!.click();
    await until(() => navigate.calledWith('/feed'), 'the blog area');
    await setLanguage('en_US');
    await until(() => shadow(el).querySelectorAll('tbody tr')[1]!.children[2]!.textContent === '03/31/2027', 'month/day/year');
  });

  it('opens the tab a new activeTab names, and keeps the visitor’s choice until then', async () => {
    storeLogin(ANSWER);
    const el = await mount('weft-user-nav', { activeTab: 'areas' }, { ready: '[part="base"]' });
    const selected = () => shadow(el).querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim();
    await until(() => selected() === 'Areas', 'the Areas tab first');
    el.setAttribute('config', JSON.stringify({ activeTab: 'profile' }));
    await until(() => selected() === 'Profile', 'the Profile tab once asked');
    shadow(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click();
    await until(() => selected() === 'Areas', 'the visitor’s choice');
    el.setAttribute('config', JSON.stringify({ activeTab: 'profile', iconsEnable: true }));
    await settle();
    expect(selected(), 'the same activeTab again changes nothing').to.equal('Areas');
  });

  it('is a labelled tablist; Tab from the Areas tab goes into its panel, which starts with a table', async () => {
    storeLogin(ANSWER);
    const el = await nav();
    const tablist = shadow(el).querySelector('[role="tablist"]')!;
    expect(tablist.getAttribute('aria-label')).to.equal('My account');
    const tabs = [...shadow(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    tabs[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => tabs[1]!.getAttribute('aria-selected') === 'true', 'the Areas tab');
    expect(deepActiveElement() === tabs[1], 'focus on the Areas tab').to.equal(true);
    await until(() => shadow(el).querySelectorAll('tbody tr').length === 3, 'the areas');
    const panel = shadow(el).querySelector<HTMLElement>('[role="tabpanel"]')!;
    expect(panel.firstElementChild!.localName).to.equal('table');
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement() === panel, 'focus on the panel').to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()!.textContent).to.equal('Go to area');
    await expectAccessible(el);
  });

  it('opens an e-learning course, or says the member has no access yet', async () => {
    storeLogin(ANSWER);
    const areas = AREAS.map((a) => ({ ...a, active: true }));
    const open = sinon.stub(window, 'open').returns(null);
    answer = (path) =>
      path.endsWith('/get-info')
        ? Response.json({ success: true, data: { restrict_permissions: areas } })
        : path.includes('/elearning/')
          ? Response.json({ success: true, data: { url_course: 'https://courses.example.com/42' } })
          : Response.json({ success: true });
    try {
      const el = await nav();
      shadow(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click();
      await until(() => shadow(el).querySelectorAll('tbody button').length === 3);
      shadow(el).querySelectorAll<HTMLButtonElement>('tbody button')[1]!.click();
      await until(() => open.called, 'the course');
      expect(calls.find((c) => c.path.includes('/elearning/'))!.path).to.equal(
        '/api/website/user/elearning/get-course/2/demo%40weft.example/md5-1',
      );
      expect(open.firstCall.args).to.deep.equal(['https://courses.example.com/42', '_blank', 'noopener']);
      answer = (path) =>
        path.includes('/elearning/')
          ? Response.json({ success: false, message: 'not approved' }, { status: 403 })
          : Response.json({ success: true, data: { restrict_permissions: areas } });
      shadow(el).querySelectorAll<HTMLButtonElement>('tbody button')[1]!.click();
      await until(() => queue.value.some((m) => m.request.kind === 'elearning-no-access'), 'the no-access modal');
      await settle();
    } finally {
      open.restore();
    }
  });
});
