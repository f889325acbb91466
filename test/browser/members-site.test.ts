/**
 * The members area in site mode against a contract-shaped members API (test/browser/fake-members.ts):
 * /blog-login offers a login and a registration; a session check without an answer keeps the
 * member signed in and says the server could not be reached, with a retry, never "no access";
 * a login on a restricted page names that page.
 */
import { expect } from '@open-wc/testing';
import { clearSession, session, storeLogin } from '../../src/session/index.js';
import { installFakeMembers, loginAnswer } from './fake-members.js';
import { siteShell, textEverywhere, typeInto, until, weft } from './helpers.js';
import { clubSite } from '../fixtures/club-site.js';
import { siteModeSuite } from './site-mode.js';
import '../../elements/text/text.element.js';
import '../../elements/members-form/members-form.element.js';

const site = clubSite('page');

const fake = installFakeMembers();
const mount = siteShell(site);

const page = () => mount.querySelector<HTMLElement>(':scope > [data-weft="page"]')!;
const form = () => page().querySelector('weft-members-form')?.shadowRoot ?? null;
const heading = () => form()?.querySelector('[part="heading"]')?.textContent;
const switches = () => [...(form()?.querySelectorAll('[part="switch"] button') ?? [])].map((b) => b.textContent);

describe('the members area in site mode', () => {
  siteModeSuite();
  after(() => fake.restore());

  it('offers a registration on /blog-login beside the login, and opens it first with ?form=register', async () => {
    weft().navigate('/blog-login?post=/blog/a-post');
    await until(() => form()?.querySelector('[part~="form-login"]'), 'the login');
    expect(heading()).to.equal('Login');
    expect(switches()).to.deep.equal(['Register']);
    weft().navigate('/blog-login?post=/blog/a-post&form=register');
    await until(() => heading() === 'Register', 'the registration first');
    expect(switches()).to.deep.equal(['Log in with email and password']);
    form()!.querySelector<HTMLButtonElement>('[part="switch"] button')!.click();
    await until(() => form()?.querySelector('[part~="form-login"]'), 'back to the login');
  });

  it('keeps a member signed in when the session check gets no answer, says so with a retry, and lets them in on retry', async () => {
    storeLogin(loginAnswer().data);
    fake.on('/website/user/check', () => Response.json({ success: false, message: 'Bad gateway' }, { status: 502 }));
    weft().navigate('/club');
    await until(() => form()?.querySelector('[part="unreachable"]'), 'the server-unreachable view');
    expect(form()!.querySelector('[part="unreachable"] .message')!.textContent).to.equal(
      'The members area could not reach the server. You are still signed in.',
    );
    expect(textEverywhere()).to.not.contain('You do not have access');
    expect(page().querySelector('#club-text')).to.equal(null);
    expect(session.value?.token).to.equal('tok-1');
    fake.on('/website/user/check', () => Response.json({ success: true, valid: 1, restrict_areas: { permission: 1 }, data: {} }));
    form()!.querySelector<HTMLButtonElement>('[part="retry"]')!.click();
    await until(() => page().querySelector('#club-text'), 'the page, granted on retry');
    expect(fake.to('/website/user/check').length).to.be.greaterThanOrEqual(2);
  });

  it('sends the restricted page’s id with a login there', async () => {
    clearSession();
    await until(() => form()?.querySelector('[part~="form-login"]'), 'the members form in place of the page');
    typeInto(form()!.querySelector('[name="email"]')!, 'pia@example.com');
    typeInto(form()!.querySelector('[name="password"]')!, 'secret-pass');
    form()!.querySelector('form')!.requestSubmit();
    await until(() => page().querySelector('#club-text'), 'the page, granted');
    expect(fake.to('/website/user/login').at(-1)!.body).to.include({ email: 'pia@example.com', page_id: 2 });
  });
});
