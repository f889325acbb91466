import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { setFetchForTests } from '../../src/http/index.js';
import { clearSession, KEYS, session } from '../../src/session/index.js';
import { setSiteDataForTests } from '../../src/site/data.js';
import { expectAccessible, mount, shadow, typeInto, until } from '../../test/browser/helpers.js';
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
    answer = (call) => Response.json(call.path.includes('/fields/all/') ? FIELDS : LOGIN_ANSWER);
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
  afterEach(() => {
    setFetchForTests(null);
    clearSession();
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
          errors: { email: ['These credentials do not match our records.', 'second'] },
        },
        { status: 422 },
      );
    const el = await form({ type: 'login' });
    type(el, 'email', 'who@example.com');
    type(el, 'password', 'wrong-password');
    submit(el);
    await until(() => shadow(el).querySelector('[part~="alert-danger"]'), 'the alert');
    expect(shadow(el).querySelector('[part~="alert-danger"]')!.textContent).to.equal('Error trying to log in');
    expect(shadow(el).querySelector('[part="error"]')!.textContent).to.equal('These credentials do not match our records.');
    expect(input(el, 'email').getAttribute('aria-invalid')).to.equal('true');
    expect(input(el, 'email').value).to.equal('who@example.com');
    expect(input(el, 'password').value).to.equal('wrong-password');
    type(el, 'email', 'who@example.org');
    await until(() => !shadow(el).querySelector('[part="error"]'), 'the error to clear');
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
    setSiteDataForTests({ website_id: 'c2l0ZS0x', pages: [{ id: 6, url: 'welcome' }] });
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
      setSiteDataForTests(undefined);
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
    const el = await form({ type: '', auth_types: ['both', 'token'] });
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
});
