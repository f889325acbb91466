/**
 * The members form against a members API that answers as the contract says (CONTRACT §6): register
 * answers `data: { user, socialproof_campaign_id? }` without a token, and the form logs the new
 * member in; every payload names the page it was sent from.
 */
import { expect } from '@open-wc/testing';
import { clearSession, KEYS, session } from '../../src/session/index.js';
import { provideSiteData } from '../../src/base/data.js';
import { installFakeMembers, type FakeMembers } from '../../test/browser/fake-members.js';
import { collect, mount, shadow, typeInto, until } from '../../test/browser/helpers.js';
import './members-form.element.js';

const FIELDS = [
  { tag: 'phone', label: 'Phone', type: 'tel', required: 1, order: 3 },
  { tag: 'about', label: 'About you', type: 'textarea', required: 0, order: 1 },
  {
    tag: 'plan',
    label: 'Plan',
    type: 'radio',
    required: 1,
    order: 2,
    options: [
      { name: 'Free', value: 'free' },
      { name: 'Pro', value: 'pro' },
    ],
  },
];

describe('weft-members-form with a contract-shaped members API', () => {
  let fake: FakeMembers;
  beforeEach(() => {
    clearSession();
    fake = installFakeMembers({ fields: FIELDS });
  });
  afterEach(() => {
    fake.restore();
    clearSession();
    provideSiteData(undefined);
    document.querySelector('weft-site')?.remove();
  });

  const form = (config: Record<string, unknown>) =>
    mount('weft-members-form', { gate: true, ...config }, { ready: 'form, .loading, [role="status"]' });
  const input = (el: HTMLElement, name: string) => shadow(el).querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const type = (el: HTMLElement, name: string, value: string) => typeInto(input(el, name), value);
  const submit = (el: HTMLElement) => shadow(el).querySelector<HTMLFormElement>('form')!.requestSubmit();
  /** A site page shown by <weft-site> (its `page` attribute), as site mode draws one. */
  const onSitePage = (id: number) => {
    provideSiteData({
      website_id: 'c2l0ZS0x',
      pages: [
        { id: 1, url: 'home', initial: '1' },
        { id, url: 'members' },
      ],
    });
    const site = document.createElement('weft-site');
    site.setAttribute('page', String(id));
    document.body.append(site);
  };
  const fillRegister = async (el: HTMLElement) => {
    await until(() => input(el, 'fields_custom[phone]'), 'the custom fields');
    type(el, 'name', 'Ana');
    type(el, 'email', 'ana@example.com');
    type(el, 'password', 'a-long-password');
    type(el, 'password_confirmation', 'a-long-password');
    type(el, 'fields_custom[phone]', '555 0100');
    input(el, 'fields_custom[plan]').click();
  };

  it('logs a new member in with the credentials just given when the register answer has no token', async () => {
    const el = await form({ type: 'register' });
    let registered: unknown;
    el.addEventListener('weft-members-register', (e) => (registered = (e as CustomEvent).detail));
    await fillRegister(el);
    submit(el);
    await until(() => session.value !== null, 'the new member logged in');
    expect(fake.to('/website/user/login')).to.have.length(1);
    expect(fake.to('/website/user/login')[0]!.body).to.include({ email: 'ana@example.com', password: 'a-long-password' });
    expect(localStorage.getItem(KEYS.token)).to.equal('tok-1');
    expect(JSON.parse(localStorage.getItem(KEYS.user)!)).to.deep.equal({ name: 'Ana', email: 'ana@example.com', type: 'login' });
    expect(Object.values(KEYS).map((key) => localStorage.getItem(key))).to.not.include('undefined');
    expect(registered).to.deep.equal({ user: { name: 'Ana', email: 'ana@example.com', type: 'login' } });
  });

  it('signs the new member up in the social-proof campaign the register answer names', async () => {
    fake.restore();
    fake = installFakeMembers({ fields: FIELDS, socialproofCampaignId: 9 });
    const el = await form({ type: 'register' });
    await fillRegister(el);
    submit(el);
    await until(() => fake.to('/cheetah/social-proof/register/9').length === 1, 'the social-proof sign-up');
    const call = fake.to('/cheetah/social-proof/register/9')[0]!;
    expect(call.method).to.equal('POST');
    expect(call.body).to.deep.equal({ user_name: 'Ana' });
    await until(() => session.value !== null, 'the new member logged in');
  });

  it('does not store a register answer as a login, and says so when there is no password to log in with', async () => {
    const el = await form({ type: 'register', hidden_password: true });
    await until(() => input(el, 'fields_custom[phone]'), 'the custom fields');
    type(el, 'name', 'Ana');
    type(el, 'email', 'ana@example.com');
    type(el, 'fields_custom[phone]', '1');
    input(el, 'fields_custom[plan]').click();
    submit(el);
    await until(() => shadow(el).querySelector('[part~="alert-success"]'), 'the confirmation');
    expect(shadow(el).querySelector('[part~="alert-success"]')!.textContent).to.equal('Registration completed successfully');
    expect(fake.to('/website/user/login')).to.have.length(0);
    expect(localStorage.getItem(KEYS.token)).to.equal(null);
    expect(session.value).to.equal(null);
  });

  it('sends the page it is on: page_id with a login, page_id, page_url and fields_custom_config with a registration', async () => {
    onSitePage(6);
    const login = await form({ type: 'login' });
    type(login, 'email', 'demo@weft.example');
    type(login, 'password', 'weft-demo-2026');
    submit(login);
    await until(() => session.value !== null, 'the login');
    expect(fake.to('/website/user/login')[0]!.body).to.include({ page_id: 6, layout_id: 1 });
    clearSession();
    const register = await form({ type: 'register', areas_register: [4] });
    await fillRegister(register);
    submit(register);
    await until(() => fake.to('/website/user/register').length === 1, 'the registration');
    const body = fake.to('/website/user/register')[0]!.body!;
    expect(body).to.include({ page_id: 6, page_url: 'members', layout_id: 1, name: 'Ana' });
    expect(body['fields_custom_config']).to.deep.equal(FIELDS);
    expect(body['fields_custom']).to.deep.equal({ about: '', phone: '555 0100', plan: 'free' });
    expect(body['areas_register']).to.deep.equal([4]);
  });

  it('sends the address as page_url outside a site page, and no page id', async () => {
    const el = await form({ type: 'register' });
    await fillRegister(el);
    submit(el);
    await until(() => fake.to('/website/user/register').length === 1, 'the registration');
    const body = fake.to('/website/user/register')[0]!.body!;
    expect(body['page_url']).to.equal(location.href);
    expect('page_id' in body).to.equal(false);
  });

  it('draws the custom fields in their order, each as its type', async () => {
    const kinds = ['email', 'number', 'date', 'datetime', 'time', 'url', 'tel', 'select', 'checkbox', 'textarea'];
    fake.on('/fields/all/', () =>
      Response.json({
        success: true,
        data: kinds.map((kind, i) => ({
          tag: `f-${kind}`,
          label: kind,
          type: kind,
          required: 0,
          order: kinds.length - i,
          options: [{ name: 'One', value: '1' }],
        })),
      }),
    );
    const el = await form({ type: 'register' });
    await until(() => input(el, 'fields_custom[f-email]'), 'the custom fields');
    const names = [...shadow(el).querySelectorAll('[name^="fields_custom"]')].map((f) => f.getAttribute('name'));
    expect(names).to.deep.equal([...kinds].reverse().map((kind) => `fields_custom[f-${kind}]`));
    const typeOf = (kind: string) => input(el, `fields_custom[f-${kind}]`);
    expect(typeOf('email').type).to.equal('email');
    expect(typeOf('number').type).to.equal('number');
    expect(typeOf('date').type).to.equal('date');
    expect(typeOf('datetime').type).to.equal('datetime-local');
    expect(typeOf('time').type).to.equal('time');
    expect(typeOf('url').type).to.equal('url');
    expect(typeOf('tel').type).to.equal('tel');
    expect(typeOf('select').localName).to.equal('select');
    expect(typeOf('checkbox').type).to.equal('checkbox');
    expect(typeOf('textarea').localName).to.equal('textarea');
  });

  it('checks its fields with the spec’s messages instead of the browser’s, and sends nothing until they pass', async () => {
    const popup = collect<string[]>('errorMessagePopup', (detail: { messages: string[] }) => detail.messages);
    try {
      const el = await form({ type: 'register' });
      await until(() => input(el, 'fields_custom[phone]'), 'the custom fields');
      expect(shadow(el).querySelector('form')!.noValidate).to.equal(true);
      type(el, 'email', 'ana@example.com');
      submit(el);
      await until(() => shadow(el).querySelectorAll('[part="error"]').length === 5, 'the errors under the fields');
      const errors = [...shadow(el).querySelectorAll('[part="error"]')].map((e) => e.textContent);
      expect(errors).to.deep.equal([
        'The Name field is required.',
        'The Password field is required.',
        'The Password confirmation field is required.',
        'The Plan field is required.',
        'The Phone field is required.',
      ]);
      expect(popup.details).to.deep.equal([errors]);
      expect(input(el, 'name').getAttribute('aria-invalid')).to.equal('true');
      expect(fake.to('/website/user/register')).to.have.length(0);
      type(el, 'name', 'Ana');
      await until(() => shadow(el).querySelectorAll('[part="error"]').length === 4, 'the name’s error cleared on typing');
    } finally {
      popup.stop();
    }
  });
});
