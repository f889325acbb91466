import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { members, setFetchForTests } from '../../src/http/index.js';
import { setStorageForTests } from '../../src/members/environment.js';
import { queue } from '../../src/modals/index.js';
import { clearSession, KEYS, readSession, session } from '../../src/session/index.js';
import { provideSiteData } from '../../src/base/data.js';
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
import './members-form.element.js';

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  auth: string | null;
}

const LOGIN_ANSWER = {
  success: true,
  data: {
    user: { name: 'Demo Member', email: 'demo@weft.example', type: 'login' },
    token: 'tok-1',
    token_md5: 'md5-1',
    token_hash: 'hash-1',
  },
};
const FIELDS = {
  success: true,
  data: [
    { tag: 'phone', label: 'Phone', type: 'text', required: 1 },
    {
      tag: 'plan',
      label: 'Plan',
      type: 'select',
      required: 0,
      options: [
        { name: 'Free', value: 'free' },
        { name: 'Pro', value: 'pro' },
      ],
    },
    { tag: 'terms', label: 'Terms', type: 'checkbox', required: 1, options: [{ name: 'I accept', value: 'accepted' }] },
  ],
};

describe('weft-members-form', () => {
  let calls: Call[];
  let answer: (call: Call) => Response;
  beforeEach(() => {
    clearSession();
    calls = [];
    // The contract's answers (CONTRACT §6): a register answers the user, never a token.
    answer = (call) =>
      Response.json(
        call.path.includes('/fields/all/')
          ? FIELDS
          : call.path.endsWith('/register')
            ? { success: true, data: { user: { name: call.body?.['name'], email: call.body?.['email'] } } }
            : LOGIN_ANSWER,
      );
    setFetchForTests(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const call = {
        method: request.method,
        path: url.pathname,
        body: text ? JSON.parse(text) : null,
        auth: request.headers.get('authorization'),
      };
      calls.push(call);
      return answer(call);
    });
  });
  afterEach(async () => {
    setFetchForTests(null);
    setStorageForTests(null);
    clearSession();
    await resetLanguage();
    for (const m of [...queue.value]) m.close();
  });

  const form = (config: Record<string, unknown>) =>
    mount('weft-members-form', { gate: true, ...config }, { ready: 'form, [part="denied"], .loading, [role="status"]' });
  const input = (el: HTMLElement, name: string) => shadow(el).querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const type = (el: HTMLElement, name: string, value: string) => typeInto(input(el, name), value);
  const submit = (el: HTMLElement, which = 'form') => shadow(el).querySelector<HTMLFormElement>(which)!.requestSubmit();

  it('is accessible as login tabs and as a registration form', async () => {
    await expectAccessible(await form({ type: 'both' }));
    const register = await form({ type: 'register' });
    await until(() => input(register, 'fields_custom[phone]'), 'the custom fields');
    await expectAccessible(register);
  });

  it('logs in by email and password, storing exactly the spec’s keys', async () => {
    const el = await form({ type: 'login' });
    expect(input(el, 'email').type).to.equal('email');
    expect(input(el, 'email').autocomplete).to.equal('email');
    expect(input(el, 'password').autocomplete).to.equal('current-password');
    let event: unknown;
    el.addEventListener('weft-members-login', (e) => (event = (e as CustomEvent).detail));
    type(el, 'email', 'demo@weft.example');
    type(el, 'password', 'weft-demo-2026');
    submit(el);
    await until(() => session.value !== null, 'the session');
    expect(calls[0]).to.deep.include({ method: 'POST', path: '/api/website/user/login' });
    expect(calls[0]!.body).to.include({ email: 'demo@weft.example', password: 'weft-demo-2026', layout_id: 1 });
    expect(JSON.parse(localStorage.getItem(KEYS.user)!)).to.deep.equal({
      name: 'Demo Member',
      email: 'demo@weft.example',
      type: 'login',
    });
    expect(JSON.parse(localStorage.getItem(KEYS.all)!)).to.deep.equal(LOGIN_ANSWER.data);
    expect([localStorage.getItem(KEYS.token), localStorage.getItem(KEYS.md5), localStorage.getItem(KEYS.hash)]).to.deep.equal([
      'tok-1',
      'md5-1',
      'hash-1',
    ]);
    expect(event).to.deep.equal({ user: LOGIN_ANSWER.data.user });
  });

  it('shows the server’s field errors under the inputs, keeps what was typed, and clears an error on typing', async () => {
    answer = () =>
      Response.json(
        {
          success: false,
          message: 'The given data was invalid.',
          errors: { email: ['The email must be a valid email address.', 'second'] },
        },
        { status: 422 },
      );
    const el = await form({ type: 'login' });
    type(el, 'email', 'who@example.com');
    type(el, 'password', 'wrong-password');
    submit(el);
    await until(() => shadow(el).querySelector('[part~="alert-danger"]'), 'the alert');
    expect(shadow(el).querySelector('[part~="alert-danger"]')!.textContent).to.equal('Error trying to log in');
    expect(shadow(el).querySelector('[part="error"]')!.textContent).to.equal('The email must be a valid email address.');
    expect(input(el, 'email').getAttribute('aria-invalid')).to.equal('true');
    expect(input(el, 'email').value).to.equal('who@example.com');
    expect(input(el, 'password').value).to.equal('wrong-password');
    type(el, 'email', 'who@example.org');
    await until(() => !shadow(el).querySelector('[part="error"]'), 'the error to clear');
  });

  it('checks the e-mail address before any call, in login, reminder and registration', async () => {
    const message = 'The Email field must be a valid email address.';
    const under = (el: HTMLElement) => shadow(el).querySelector('[part="error"]')?.textContent;
    const login = await form({ type: 'login' });
    type(login, 'email', 'ana.example.com');
    type(login, 'password', 'secret-1');
    submit(login);
    await until(() => under(login), 'the message under the e-mail');
    expect(under(login)).to.equal(message);
    expect(input(login, 'email').getAttribute('aria-invalid')).to.equal('true');
    expect(input(login, 'email').value, 'what was typed stays').to.equal('ana.example.com');

    shadow(login).querySelector<HTMLButtonElement>('.link-button')!.click();
    await until(() => shadow(login).querySelector('[part~="form-reminder"]'), 'the reminder form');
    type(login, 'email', 'ana@');
    submit(login);
    await until(() => under(login), 'the reminder form says so too');
    expect(under(login)).to.equal(message);

    const register = await form({ type: 'register' });
    await until(() => input(register, 'fields_custom[phone]'), 'the custom fields');
    const asked = calls.length;
    type(register, 'name', 'Ana Souza');
    type(register, 'email', 'ana souza@example.com');
    submit(register);
    await until(() => input(register, 'email').getAttribute('aria-invalid') === 'true', 'the e-mail marked');
    expect(calls.length, 'nothing sent').to.equal(asked);
    expect(
      calls.some((c) => /login|register|forgot/.test(c.path)),
      'no members call',
    ).to.equal(false);

    // A real address passes, spaces around it aside.
    type(login, 'email', ' ana@example.com ');
    submit(login);
    await until(() => calls.some((c) => c.path.endsWith('/password/forgot')), 'the reminder sent');
  });

  it('warns about throttling (HTTP 429)', async () => {
    answer = () => Response.json({ success: false, message: 'Too many login attempts.' }, { status: 429 });
    const el = await form({ type: 'login' });
    type(el, 'email', 'demo@weft.example');
    type(el, 'password', 'x');
    submit(el);
    await until(() => shadow(el).querySelector('[part~="alert-warning"]'), 'the warning');
    expect(shadow(el).querySelector('[part~="alert-warning"]')!.textContent).to.equal(
      'Too many login attempts. Please try again in minutes.',
    );
  });

  it('registers with the layout’s custom fields; checkbox groups drop required once chosen', async () => {
    const el = await form({ type: 'register', layout_id: 1, areas_register: [1] });
    await until(() => input(el, 'fields_custom[phone]'), 'the custom fields');
    expect(calls[0]!.path).to.equal('/api/website/user/fields/all/1');
    const terms = input(el, 'fields_custom[terms]');
    expect(terms.required).to.equal(true);
    terms.click();
    await until(() => !input(el, 'fields_custom[terms]').required, 'required dropped');
    type(el, 'name', 'Ana');
    type(el, 'email', 'ana@example.com');
    type(el, 'password', 'a-long-password');
    type(el, 'password_confirmation', 'a-long-password');
    type(el, 'fields_custom[phone]', '555');
    typeInto(shadow(el).querySelector('select')!, 'pro');
    submit(el);
    await until(() => calls.some((c) => c.path === '/api/website/user/register'), 'the register call');
    const body = calls.find((c) => c.path === '/api/website/user/register')!.body!;
    expect(body).to.include({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
      layout_id: 1,
    });
    expect(body['fields_custom']).to.deep.equal({ terms: ['accepted'], phone: '555', plan: 'pro' });
    expect(body['areas_register']).to.deep.equal([1]);
    await until(() => session.value !== null, 'logged in after registering');
  });

  it('shows register errors per custom field', async () => {
    answer = (call) =>
      call.path.includes('/fields/all/')
        ? Response.json(FIELDS)
        : Response.json(
            { success: false, message: 'x', errors: { 'fields_custom.phone': ['The Phone field is required.'] } },
            { status: 422 },
          );
    const el = await form({ type: 'register', hidden_password: true });
    await until(() => input(el, 'fields_custom[phone]'));
    expect(input(el, 'password')).to.equal(null);
    type(el, 'name', 'Ana');
    type(el, 'email', 'ana@example.com');
    type(el, 'fields_custom[phone]', 'x');
    input(el, 'fields_custom[terms]').click();
    submit(el);
    await until(() => shadow(el).querySelector('[part="error"]'), 'the field error');
    expect(shadow(el).querySelector('[part="error"]')!.textContent).to.equal('The Phone field is required.');
    expect(shadow(el).querySelector('[part~="alert-danger"]')!.textContent).to.equal('Error trying to register');
  });

  it('logs in by token, as a token session', async () => {
    const el = await form({ type: 'login-token' });
    type(el, 'token', 'abc');
    submit(el);
    await until(() => session.value !== null);
    expect(calls[0]!.path).to.equal('/api/website/user/login/token');
    expect(calls[0]!.body).to.include({ token: 'abc' });
    expect(session.value!.type).to.equal('token');
    expect(JSON.parse(localStorage.getItem(KEYS.user)!).type).to.equal('token');
  });

  it('logs in with provider credentials (login-ba)', async () => {
    const el = await form({ type: 'login-ba' });
    type(el, 'email', 'demo@weft.example');
    type(el, 'password', 'x');
    submit(el);
    await until(() => calls.length === 1);
    expect(calls[0]!.path).to.equal('/api/website/user/login/builderall');
  });

  it('sends a password reminder with the email, layout id and site origin', async () => {
    answer = () => Response.json({ success: true, message: 'Recovery email was sent successfully' });
    const el = await form({ type: 'login', layout_id: 4 });
    type(el, 'email', 'me@example.com');
    shadow(el).querySelector<HTMLButtonElement>('.link-button')!.click();
    await until(() => shadow(el).querySelector('[part~="form-reminder"]'), 'the reminder form');
    expect(input(el, 'email').value).to.equal('me@example.com');
    submit(el);
    await until(() => shadow(el).querySelector('[part~="alert-success"]'), 'the confirmation');
    expect(calls[0]!.body).to.include({ email: 'me@example.com', layout_id: 4, url: location.origin });
    expect(shadow(el).querySelector('[part~="alert-success"]')!.textContent).to.equal('Recovery email was sent successfully');
  });

  it('goes to the configured page after login', async () => {
    const navigate = sinon.spy();
    (window as { weft?: unknown }).weft = { navigate };
    try {
      const el = await form({
        type: 'login',
        gate: false,
        redirect: { page_id: null, action: { type: 'page', value: 'welcome' }, course: null },
      });
      type(el, 'email', 'demo@weft.example');
      type(el, 'password', 'x');
      submit(el);
      await until(() => navigate.called, 'the redirect');
      expect(navigate.firstCall.args[0]).to.equal('/welcome');
    } finally {
      delete (window as { weft?: unknown }).weft;
    }
  });

  it('goes to the page of redirect.page_id after login, whether the builder sent it as text or as a number', async () => {
    const navigate = sinon.spy();
    (window as { weft?: unknown }).weft = { navigate };
    provideSiteData({ website_id: 'c2l0ZS0x', pages: [{ id: 6, url: 'welcome' }] });
    try {
      for (const pageId of ['6', 6]) {
        clearSession();
        navigate.resetHistory();
        const el = await form({ type: 'login', gate: false, redirect: { page_id: pageId } });
        type(el, 'email', 'demo@weft.example');
        type(el, 'password', 'x');
        submit(el);
        await until(() => navigate.called, `the redirect for page_id ${JSON.stringify(pageId)}`);
        expect(navigate.firstCall.args[0]).to.equal('/welcome');
      }
    } finally {
      delete (window as { weft?: unknown }).weft;
      provideSiteData(undefined);
    }
  });

  it('shows the not-have-permission view: the message, and a home button placed as configured', async () => {
    const el = await form({ type: 'not-have-permission' });
    expect(shadow(el).querySelector('.message')!.textContent).to.equal('You do not have access to this members area');
    const button = shadow(el).querySelector<HTMLAnchorElement>('[part="denied-button"]')!;
    expect(button.textContent).to.equal('home');
    const custom = await form({
      type: 'not-have-permission',
      access_denied: {
        message: 'Members only',
        button: { enable: true, text: 'Join', position: 'top' },
        link: { type: 'web', value: 'example.com/join' },
      },
    });
    const denied = shadow(custom).querySelector('[part="denied"]')!;
    expect(denied.firstElementChild!.textContent).to.equal('Join');
    expect((denied.firstElementChild as HTMLAnchorElement).href).to.equal('https://example.com/join');
    expect(denied.querySelector('.message')!.textContent).to.equal('Members only');
    await expectAccessible(custom);
  });

  it('moves between its tabs with the arrow keys, Home and End', async () => {
    const el = await form({ type: '', theme: 'three-tabs', auth_types: ['both', 'token'] });
    const tabs = () => [...shadow(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    expect(tabs().map((t) => t.tabIndex)).to.deep.equal([0, -1, -1]);
    tabs()[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => tabs()[1]!.getAttribute('aria-selected') === 'true', 'the second tab');
    expect(shadow(el).activeElement).to.equal(tabs()[1]);
    expect(shadow(el).querySelector('[role="tabpanel"] [part~="form-register"], [role="tabpanel"] .loading')).to.not.equal(null);
    await sendKeys({ press: 'End' });
    await until(() => tabs()[2]!.getAttribute('aria-selected') === 'true', 'the last tab');
    await sendKeys({ press: 'ArrowRight' });
    await until(() => tabs()[0]!.getAttribute('aria-selected') === 'true', 'round to the first');
    expect(shadow(el).querySelector('[role="tabpanel"]')!.getAttribute('aria-labelledby')).to.equal(tabs()[0]!.id);
  });

  it('lays out two columns and a dark style', async () => {
    const el = await form({ type: 'both', theme: 'two-columns', style: 'dark' });
    await until(() => shadow(el).querySelectorAll('section').length === 2, 'two columns');
    expect(shadow(el).querySelector('[part="base"]')!.classList.contains('dark')).to.equal(true);
  });

  const tabLabels = (el: HTMLElement) => [...shadow(el).querySelectorAll('[role="tab"]')].map((t) => t.textContent);
  const switches = (el: HTMLElement) => [...shadow(el).querySelectorAll('[part="switch"] button')].map((b) => b.textContent);
  const base = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('[part="base"]')!;

  it('takes the spec’s access_denied.btn (enable, position, text), and still the older button', async () => {
    const el = await form({
      type: 'not-have-permission',
      access_denied: {
        button: { enable: true, text: 'Old', position: 'bottom' },
        btn: { enable: true, text: 'Upgrade', position: 'left' },
        link: { type: 'web', value: 'example.com/plans' },
      },
    });
    const denied = shadow(el).querySelector<HTMLElement>('[part="denied"]')!;
    expect(denied.firstElementChild!.textContent).to.equal('Upgrade');
    expect((denied.firstElementChild as HTMLAnchorElement).href).to.equal('https://example.com/plans');
    expect(getComputedStyle(denied).flexDirection).to.equal('row');
    const partial = await form({
      type: 'not-have-permission',
      access_denied: { button: { enable: true, text: '', position: 'top' }, btn: { text: 'Go' } },
    });
    const box = shadow(partial).querySelector('[part="denied"]')!;
    expect(box.firstElementChild!.textContent).to.equal('Go');
    const off = await form({ type: 'not-have-permission', access_denied: { btn: { enable: false } } });
    expect(shadow(off).querySelector('[part="denied-button"]')).to.equal(null);
    const older = await form({ type: 'not-have-permission', access_denied: { button: { enable: false } } });
    expect(shadow(older).querySelector('[part="denied-button"]')).to.equal(null);
    // Left empty: the spec's default, the button shows.
    const empty = await form({ type: 'not-have-permission', access_denied: { button: { enable: '' }, btn: { enable: '' } } });
    expect(shadow(empty).querySelector('[part="denied-button"]')?.textContent).to.equal('home');
  });

  it('takes the page’s website_form: theme, style, background and the denied message', async () => {
    const websiteForm = {
      theme: 'three-tabs',
      config: {
        style: 'dark',
        background: { color: '#123456', image: 'https://example.com/bg.png', repeat: 'no-repeat', size: 'cover' },
        access_denied: { message: 'This page is for Gold members.' },
      },
    };
    const denied = await form({ type: 'not-have-permission', style: 'light', website_form: websiteForm });
    expect(shadow(denied).querySelector('.message')!.textContent).to.equal('This page is for Gold members.');
    expect(base(denied).classList.contains('dark')).to.equal(true);
    expect(getComputedStyle(base(denied)).backgroundColor).to.equal('rgb(18, 52, 86)');
    expect(base(denied).style.backgroundImage).to.equal('url("https://example.com/bg.png")');
    expect(base(denied).style.backgroundRepeat).to.equal('no-repeat');
    expect(base(denied).style.backgroundSize).to.equal('cover');
    const el = await form({ type: '', theme: 'default', areas: [{ auth_type: 'both' }], website_form: websiteForm });
    expect(tabLabels(el)).to.deep.equal(['Login', 'Register', 'Token']);
    expect(base(el).classList.contains('theme-three-tabs')).to.equal(true);
    // An empty website_form leaves the element's own look.
    const own = await form({
      type: 'not-have-permission',
      style: 'dark',
      access_denied: { message: 'Own words' },
      website_form: { theme: '', config: { style: '', background: {}, access_denied: { message: '' } } },
    });
    expect(shadow(own).querySelector('.message')!.textContent).to.equal('Own words');
    expect(base(own).classList.contains('dark')).to.equal(true);
  });

  it('offers the forms the areas’ auth types allow, and hides register with hide_register_btn', async () => {
    const token = await form({ theme: 'three-tabs', areas: [{ id: 1, auth_type: 'token' }] });
    expect(tabLabels(token)).to.deep.equal([]);
    expect(shadow(token).querySelector('[part~="form-token"]')).to.not.equal(null);
    const provider = await form({ areas: [{ auth_type: 'login-ba' }, { auth_type: 'login-ba' }] });
    expect(shadow(provider).querySelector('[part="submit"]')!.textContent).to.equal('Log in with your platform account');
    const all = await form({ theme: 'three-tabs', areas: [{ auth_type: 'both' }, { auth_type: 'login-ba' }] });
    expect(tabLabels(all)).to.deep.equal(['Login', 'Register', 'Token', 'Log in with your platform account']);
    const hidden = await form({
      theme: 'three-tabs',
      areas: [{ auth_type: 'both' }],
      access_denied: { hide_register_btn: true },
    });
    expect(tabLabels(hidden)).to.deep.equal(['Login', 'Token']);
    // Without areas in its config, the site's members_area.areas decide.
    provideSiteData({ members_area: { areas: [{ auth_type: 'token' }], auth_types: ['both'] } } as never);
    try {
      const site = await form({ theme: 'three-tabs' });
      expect(shadow(site).querySelector('[part~="form-token"]')).to.not.equal(null);
      expect(tabLabels(site)).to.deep.equal([]);
    } finally {
      provideSiteData(undefined);
    }
  });

  it('gives each login theme its own layout', async () => {
    const areas = [{ auth_type: 'both' }];
    // default: one form under its heading, the others as links.
    const card = await form({ theme: 'default', areas });
    expect(tabLabels(card)).to.deep.equal([]);
    expect(shadow(card).querySelector('[part="heading"]')!.textContent).to.equal('Login');
    expect(switches(card)).to.deep.equal(['Register', 'Log in with a token']);
    expect(getComputedStyle(base(card)).boxShadow).to.not.equal('none');
    shadow(card).querySelector<HTMLButtonElement>('[part="switch"] button')!.click();
    await until(() => shadow(card).activeElement?.textContent === 'Register', 'the register heading focused');
    expect(switches(card)).to.deep.equal(['Log in with email and password', 'Log in with a token']);
    // three-tabs: a segmented control with every form.
    const segmented = await form({ theme: 'three-tabs', areas });
    expect(tabLabels(segmented)).to.deep.equal(['Login', 'Register', 'Token']);
    const track = shadow(segmented).querySelector<HTMLElement>('[role="tablist"]')!;
    expect(getComputedStyle(track).display).to.equal('grid');
    expect(parseFloat(getComputedStyle(track).borderTopLeftRadius)).to.be.greaterThan(100);
    // two-tabs: log in and register as folder tabs; the token login is a link under the login form.
    const folders = await form({ theme: 'two-tabs', areas });
    expect(tabLabels(folders)).to.deep.equal(['Login', 'Register']);
    expect(switches(folders)).to.deep.equal(['Log in with a token']);
    shadow(folders).querySelector<HTMLButtonElement>('[part="switch"] button')!.click();
    await until(() => shadow(folders).querySelector('[part~="form-token"]'), 'the token form');
    // two-columns: log in and register side by side.
    const columns = await form({ theme: 'two-columns', areas });
    await until(() => shadow(columns).querySelector('[part~="form-register"]'), 'the register column');
    const [left, right] = [...shadow(columns).querySelectorAll<HTMLElement>('[part="column"]')];
    expect([...shadow(columns).querySelectorAll('[part="column"] > h2')].map((h) => h.textContent)).to.deep.equal([
      'Login',
      'Register',
    ]);
    expect(left!.getBoundingClientRect().top).to.equal(right!.getBoundingClientRect().top);
    expect(right!.getBoundingClientRect().left).to.be.greaterThan(left!.getBoundingClientRect().right - 1);
    // in-block: the fields and the button in one row.
    const band = await form({ theme: 'in-block', areas });
    const row = ['email', 'password'].map((name) => input(band, name).getBoundingClientRect());
    const button = shadow(band).querySelector('[part="submit"]')!.getBoundingClientRect();
    expect(row[0]!.bottom).to.be.closeTo(row[1]!.bottom, 1);
    expect(button.bottom).to.be.closeTo(row[0]!.bottom, 4);
    expect(row[1]!.left).to.be.greaterThan(row[0]!.right);
    expect(button.left).to.be.greaterThan(row[1]!.right);
  });

  for (const style of ['light', 'dark'] as const) {
    it(`is accessible in every login theme, ${style}`, async () => {
      for (const theme of ['default', 'three-tabs', 'two-tabs', 'two-columns', 'in-block']) {
        const el = await form({ theme, style, areas: [{ auth_type: 'both' }] });
        await expectAccessible(el);
      }
      await expectAccessible(await form({ type: 'not-have-permission', style }));
    });
  }

  it('says in the visitor’s language what the server refused', async () => {
    await setLanguage('fr_FR');
    const refuse = (message: string, field = 'email', status = 422) =>
      (answer = (call) =>
        call.path.includes('/fields/all/')
          ? Response.json({ success: true, data: [] })
          : Response.json({ success: false, message, errors: { [field]: [message] } }, { status }));
    const alert = (el: HTMLElement) => shadow(el).querySelector('[part~="alert"]')?.textContent;
    const attempt = async (config: Record<string, unknown>, fill: Record<string, string>) => {
      const el = await form(config);
      await until(() => shadow(el).querySelector('form'), 'the form');
      for (const [name, value] of Object.entries(fill)) type(el, name, value);
      submit(el);
      await until(() => alert(el), 'the message');
      return el;
    };
    const login = { email: 'demo@weft.example', password: 'wrong-password' };

    refuse('These credentials do not match our records.');
    const wrong = await attempt({ type: 'login' }, login);
    expect(alert(wrong)).to.equal('Ces identifiants ne correspondent à aucun compte.');
    expect(shadow(wrong).querySelector('[part="error"]')).to.equal(null);

    refuse('Too many login attempts. Please try again in minutes.', 'email', 429);
    const throttled = await attempt({ type: 'login' }, login);
    expect(shadow(throttled).querySelector('[part~="alert-warning"]')!.textContent).to.equal(
      'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
    );

    refuse('This user already has registration through conventional registration');
    const registered = await attempt({ type: 'register', hidden_password: true }, { name: 'Ana', email: 'demo@weft.example' });
    expect(alert(registered)).to.equal('Cet utilisateur est déjà inscrit via l’inscription classique.');

    refuse('Your account is invalid by the provider');
    const provider = await attempt({ type: 'login-ba' }, login);
    expect(alert(provider)).to.equal('Votre compte a été jugé invalide par le fournisseur.');
  });

  it('shows the Invalid Token view, with its hint and a link home, when a token is refused', async () => {
    await setLanguage('fr_FR');
    provideSiteData({ pages: [{ id: 1, url: 'start', initial: '1' }] } as never);
    answer = () =>
      Response.json({ success: false, message: 'Invalid Token', errors: { token: ['Invalid Token'] } }, { status: 422 });
    try {
      const el = await form({ type: 'login-token' });
      type(el, 'token', 'expired-token');
      submit(el);
      await until(() => shadow(el).querySelector('[part="invalid-token"]'), 'the Invalid Token view');
      const view = shadow(el).querySelector('[part="invalid-token"]')!;
      expect(view.querySelector('h2')!.textContent).to.equal('Jeton invalide');
      expect(view.querySelector('.hint')!.textContent).to.match(/^Ce lien de réinitialisation n’est plus valide/);
      const home = view.querySelector<HTMLAnchorElement>('[part="home-link"]')!;
      expect(home.textContent).to.equal('Retour à l’accueil');
      expect(new URL(home.href).pathname).to.equal('/start');
      await expectAccessible(el);
      view.querySelector<HTMLButtonElement>('.link-button')!.click();
      await until(() => shadow(el).querySelector('[part~="form-token"]'), 'the token form again');
      expect(input(el, 'token').value).to.equal('');
    } finally {
      provideSiteData(undefined);
    }
  });

  it('asks for third-party cookies when storage is blocked inside a third-party frame', async () => {
    await setLanguage('fr_FR');
    const notice = (config: Record<string, unknown>) => mount('weft-members-form', config, { ready: '[part="base"]' });
    setStorageForTests({ available: false, thirdPartyFrame: true });
    const framed = await notice({ type: 'login' });
    expect(shadow(framed).querySelector('[part~="alert-warning"]')!.textContent).to.equal(
      'Impossible de charger l’espace membres. Veuillez accepter les cookies tiers.',
    );
    expect(shadow(framed).querySelector('form')).to.equal(null);
    // A way forward: the same page in a tab of its own, where the site is first party.
    const away = shadow(framed).querySelector<HTMLAnchorElement>('[part="open-new-tab"]')!;
    expect(away.href).to.equal(location.href);
    expect([away.target, away.rel]).to.deep.equal(['_blank', 'noopener']);
    expect(away.textContent).to.equal('Ouvrir l’espace membres dans un nouvel onglet');
    await expectAccessible(framed);
    setStorageForTests({ available: false, thirdPartyFrame: false });
    const blocked = await notice({ type: 'login' });
    expect(shadow(blocked).querySelector('[part~="alert-warning"]')!.textContent).to.contain('stockage');
    expect(shadow(blocked).querySelector('[part="open-new-tab"]'), 'not where a new tab cannot help').to.equal(null);
  });

  it('validates a stored session once on an embed page, and offers the login again when the server ends it', async () => {
    // An embed page: the loader's options, no <weft-site>.
    const weft = ((window as { weft?: Record<string, unknown> }).weft ??= {});
    weft['options'] = {};
    localStorage.setItem(KEYS.user, JSON.stringify({ name: 'Stale', email: 'stale@example.com', type: 'login' }));
    localStorage.setItem(KEYS.token, 'revoked-token');
    session.value = readSession();
    answer = (call) =>
      call.path.endsWith('/website/user/check')
        ? Response.json({ success: false, message: 'Unauthenticated.', errors: {} }, { status: 401 })
        : Response.json(FIELDS);
    try {
      const el = await mount('weft-members-form', { type: 'login' }, { ready: 'form, [role="status"]' });
      await until(() => calls.some((c) => c.path === '/api/website/user/check'), 'the session check');
      expect(calls.find((c) => c.path === '/api/website/user/check')!.auth).to.equal('Bearer revoked-token');
      await until(() => shadow(el).querySelector('form [name="password"]'), 'the login form');
      expect(localStorage.getItem(KEYS.token)).to.equal(null);
      expect(calls.filter((c) => c.path === '/api/website/user/check')).to.have.length(1);
    } finally {
      delete weft['options'];
    }
  });

  describe('after login, the e-learning course', () => {
    let open: sinon.SinonStub;
    beforeEach(() => {
      open = sinon.stub(window, 'open').returns(null);
    });
    afterEach(() => open.restore());
    const course = async (answerCourse: () => Response) => {
      answer = (call) => (call.path.includes('/elearning/') ? answerCourse() : Response.json(LOGIN_ANSWER));
      const el = await form({ type: 'login', gate: false, redirect: { course: { areaId: 2, target: 'blank' } } });
      type(el, 'email', 'demo@weft.example');
      type(el, 'password', 'weft-demo-2026');
      submit(el);
      await until(() => calls.some((c) => c.path.includes('/elearning/')), 'the course call');
    };

    it('reads url_course at the top level, with the member’s e-mail and hashed token on the service’s course pages', async () => {
      await course(() => Response.json({ success: true, url_course: 'https://learn.weft.example/course/42' }));
      await until(() => open.called, 'the course');
      expect(calls.find((c) => c.path.includes('/elearning/'))!.path).to.equal(
        '/api/website/user/elearning/get-course/2/demo%40weft.example/md5-1',
      );
      expect(open.firstCall.args).to.deep.equal([
        'https://learn.weft.example/course/42?email=demo%40weft.example&token=hash-1',
        '_blank',
        'noopener',
      ]);
    });

    it('leaves a purchase page as it is, and reads url_course under data too', async () => {
      await course(() => Response.json({ success: true, data: { url_course: 'https://learn.weft.example/purchase/42' } }));
      await until(() => open.called, 'the purchase page');
      expect(open.firstCall.args[0]).to.equal('https://learn.weft.example/purchase/42');
    });

    it('shows the no-access modal when the answer has no course address', async () => {
      await course(() => Response.json({ success: true, data: {} }));
      await until(() => queue.value.some((m) => m.request.kind === 'elearning-no-access'), 'the no-access modal');
      await settle();
      expect(open.called).to.equal(false);
    });
  });

  describe('against the reference backend', () => {
    const stamp = Date.now();
    // Straight to the API, as another visitor would (the members client throws on a refusal).
    const post = (path: string, json: unknown) => members.post(`/website/user/${path}`, { json }).catch(() => undefined);
    const alert = (el: HTMLElement) => shadow(el).querySelector('[part~="alert"]')?.textContent;
    const tryLogin = async (config: Record<string, unknown>, fill: Record<string, string>) => {
      const el = await form(config);
      await until(() => shadow(el).querySelector('form'), 'the form');
      for (const [name, value] of Object.entries(fill)) type(el, name, value);
      submit(el);
      await until(() => alert(el) || shadow(el).querySelector('[part="invalid-token"]'), 'the answer');
      return el;
    };
    beforeEach(async () => {
      setFetchForTests(null);
      await setLanguage('fr_FR');
    });

    it('answers every refusal the form translates', async () => {
      const wrong = await tryLogin({ type: 'login' }, { email: 'demo@weft.example', password: 'not-the-password' });
      expect(alert(wrong)).to.equal('Ces identifiants ne correspondent à aucun compte.');

      const email = `throttled-${stamp}@example.com`;
      for (let i = 0; i < 5; i++) await post('login', { email, password: 'wrong-password' });
      const throttled = await tryLogin({ type: 'login' }, { email, password: 'wrong-password' });
      expect(alert(throttled)).to.equal('Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.');

      const registered = await tryLogin(
        { type: 'register', hidden_password: true, layout_id: 99 },
        { name: 'Demo again', email: 'demo@weft.example' },
      );
      expect(alert(registered)).to.equal('Cet utilisateur est déjà inscrit via l’inscription classique.');

      const own = `own-${stamp}@example.com`;
      const created = await post('register', {
        name: 'Own',
        email: own,
        password: 'own-password-1',
        password_confirmation: 'own-password-1',
      });
      expect(created?.status).to.equal(201);
      clearSession();
      const conventional = await tryLogin({ type: 'login-ba' }, { email: own, password: 'own-password-1' });
      expect(alert(conventional)).to.equal('Cet utilisateur est déjà inscrit via l’inscription classique.');
      const provider = await tryLogin({ type: 'login-ba' }, { email: own, password: 'wrong-password' });
      expect(alert(provider)).to.equal('Votre compte a été jugé invalide par le fournisseur.');

      const token = await tryLogin({ type: 'login-token' }, { token: 'f'.repeat(64) });
      expect(shadow(token).querySelector('[part="invalid-token"] h2')!.textContent).to.equal('Jeton invalide');
    });
  });
});
