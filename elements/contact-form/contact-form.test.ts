import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { ACTION_POST_DELAY_MS, FORM_ID_MAX } from '../../src/forms/contact.js';
import { setFetchForTests } from '../../src/http/index.js';
import { captureErrors, expectAccessible, mount, popupsOfEachTest, shadow, typeInto, until } from '../../test/browser/helpers.js';
import './contact-form.element.js';
import { choiceField } from '../../test/fixtures/fields.js';

interface Sent {
  method: string;
  url: string;
  body: string;
  mode: string;
}

const FIELDS = [
  { tag: 'name', label: 'Full name', required: 'yes', validation: 'fullname' },
  { tag: 'email', label: 'Email', required: 'yes' },
  choiceField(
    'tag',
    'topic',
    'Topic',
    'radio',
    [
      ['Sales', 'sales'],
      ['Support', 'support'],
    ],
    'yes',
  ),
  choiceField('tag', 'interests', 'Interests', 'checkbox', [
    ['News', 'news'],
    ['Events', 'events'],
  ]),
  { tag: 'message', label: 'Message', required: 'no', type: { identifier: 'textarea' } },
];

const SETTINGS = { fields: FIELDS, receiver: 'owner@example.com', subject: 'New lead' };
const form = (config: Record<string, unknown> = {}) => mount('weft-contact-form', { ...SETTINGS, ...config }, { ready: 'form' });
const $ = <T extends Element = HTMLInputElement>(el: HTMLElement, selector: string) => shadow(el).querySelector<T>(selector)!;

const type = (el: HTMLElement, name: string, value: string) => typeInto(shadow(el).querySelector(`[name="${name}"]`)!, value);

function fillIn(el: HTMLElement): void {
  type(el, 'name', 'Ana Souza');
  type(el, 'email', 'ana@example.com');
  $(el, '[name="topic"][value="support"]').click();
  $(el, '[name="interests"][value="events"]').click();
  type(el, 'message', 'Hello there');
}

const submit = (el: HTMLElement) => $<HTMLButtonElement>(el, 'button[type="submit"]').click();

describe('weft-contact-form', () => {
  const { errors: popups, successes } = popupsOfEachTest();
  let sent: Sent[];
  let answer: () => Response;
  let posted: sinon.SinonStub;

  beforeEach(() => {
    sent = [];
    answer = () => Response.json({ success: true });
    setFetchForTests(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      sent.push({ method: request.method, url: request.url, body: await request.text(), mode: init?.mode ?? request.mode });
      return answer();
    });
    posted = sinon.stub(HTMLFormElement.prototype, 'submit');
  });
  afterEach(() => {
    setFetchForTests(null);
    posted.restore();
    delete (window as { weft?: unknown }).weft;
  });

  it('is an accessible form with grouped choices', async () => {
    const el = await form();
    await expectAccessible(el);
    expect($(el, 'fieldset legend').textContent).to.contain('Topic');
    expect(shadow(el).querySelectorAll('[name="interests"]')).to.have.length(2);
    expect($(el, 'textarea').getAttribute('name')).to.equal('message');
  });

  it('has a random id between 1 and 199999', async () => {
    const random = sinon.stub(Math, 'random');
    try {
      random.returns(0);
      expect($(await form(), 'form').dataset['formId']).to.equal('1');
      random.returns(0.9999999999);
      expect($(await form(), 'form').dataset['formId']).to.equal(String(FORM_ID_MAX));
    } finally {
      random.restore();
    }
  });

  it("says '{label} is required.' for each missing field, and needs a checked radio", async () => {
    const el = await form();
    submit(el);
    await until(() => popups.length === 1);
    expect(popups[0]).to.deep.equal(['Full name is required.', 'Email is required.', 'Topic is required.']);
    await until(() => $(el, 'fieldset').classList.contains('invalid'), 'the group marked');
    expect(sent).to.have.length(0);
  });

  it("uses the owner's isRequiredMessage instead", async () => {
    const el = await form({ isRequiredMessage: 'Fill this in, please' });
    type(el, 'name', 'Ana Souza');
    type(el, 'email', 'ana@example.com');
    submit(el);
    await until(() => popups.length === 1);
    expect(popups[0]).to.deep.equal(['Fill this in, please']);
  });

  it('needs a full name of two words', async () => {
    const el = await form();
    fillIn(el);
    type(el, 'name', 'Ana');
    submit(el);
    await until(() => popups.length === 1);
    expect(popups[0]).to.deep.equal(['please enter valid fullname.']);
    type(el, 'name', 'A B');
    submit(el);
    await until(() => popups.length === 2);
    expect(popups[1]).to.deep.equal(['please enter valid fullname.']);
  });

  it('refuses to send without a receiver, a subject or an answered captcha', async () => {
    const grecaptcha = { ready: (f: () => void) => f(), render: () => 1, getResponse: () => '', reset: () => undefined };
    (window as { grecaptcha?: unknown }).grecaptcha = grecaptcha;
    try {
      const el = await form({ receiver: '', subject: ' ', recaptchaSiteKey: 'k' });
      fillIn(el);
      submit(el);
      await until(() => popups.length === 1);
      expect(popups[0]).to.deep.equal(['receiver not configured', 'subject not configured', 'unverified captcha']);
      expect(sent).to.have.length(0);
    } finally {
      delete (window as { grecaptcha?: unknown }).grecaptcha;
    }
  });

  it('posts the fields url-encoded with receiver, subject, captcha and id; spinner while sending; then success and a fresh form', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = () => Response.json({ success: true });
    setFetchForTests(async (input) => {
      const request = input as Request;
      sent.push({ method: request.method, url: request.url, body: await request.text(), mode: request.mode });
      if (request.url.includes('form_submit')) await held;
      return answer();
    });
    localStorage.removeItem('leadEmail');
    const el = await form({ socialproof_campaign_id: '7', socialproof_user_name_tag: 'name' });
    fillIn(el);
    submit(el);
    await until(() => $(el, 'button[type="submit"]').getAttribute('aria-busy') === 'true', 'the busy button');
    expect($(el, 'button .spinner')).to.not.equal(null);
    release();
    await until(() => successes.length === 1, 'the success popup');
    expect(successes[0]).to.equal('Contact added successfully');
    const call = sent.find((s) => s.url.endsWith('/cheetah/form_submit'))!;
    expect(call.method).to.equal('POST');
    const body = new URLSearchParams(call.body);
    expect(body.get('name')).to.equal('Ana Souza');
    expect(body.get('topic')).to.equal('support');
    expect(body.getAll('interests')).to.deep.equal(['events']);
    expect(body.get('receiver')).to.equal('owner@example.com');
    expect(body.get('subject')).to.equal('New lead');
    expect(body.get('g-recaptcha-response')).to.equal('');
    expect(body.get('id')).to.equal($(el, 'form').dataset['formId']);
    await until(() => sent.some((s) => s.url.endsWith('/cheetah/social-proof/register/7')), 'the social proof');
    expect(localStorage.getItem('leadEmail')).to.equal('ana@example.com');
    await until(() => $(el, '[name="email"]').value === '', 'the form reset');
  });

  it("shows the owner's success message, or redirects when a redirect is set", async () => {
    const el = await form({ successMessage: 'Thanks, we will write soon' });
    fillIn(el);
    submit(el);
    await until(() => successes.length === 1);
    expect(successes[0]).to.equal('Thanks, we will write soon');

    const navigate = sinon.spy();
    (window as { weft?: unknown }).weft = { navigate };
    const going = await form({ redirect: ' / thanks%3Fref%3Dform ' });
    fillIn(going);
    submit(going);
    await until(() => navigate.called, 'the redirect');
    expect(navigate.firstCall.args[0], 'trimmed, spaces gone, decoded').to.equal('/thanks?ref=form');
    expect(successes, 'the success message, then the redirect').to.have.length(2);
  });

  it("shows the server's message on failure and keeps what was typed", async () => {
    answer = () => Response.json({ success: false, msg: 'unverified captcha' }, { status: 422 });
    const el = await form();
    fillIn(el);
    submit(el);
    await until(() => shadow(el).querySelector('[role="alert"]'));
    expect($(el, '[role="alert"]').textContent).to.equal('unverified captcha');
    expect($(el, '[name="name"]').value).to.equal('Ana Souza');
    expect($(el, '[name="topic"][value="support"]').checked).to.equal(true);
  });

  it('needs an answered captcha when it posts to an action too', async () => {
    const grecaptcha = { ready: (f: () => void) => f(), render: () => 1, getResponse: () => '', reset: () => undefined };
    (window as { grecaptcha?: unknown }).grecaptcha = grecaptcha;
    try {
      const el = await form({ action: 'https://crm.example.com/leads', receiver: '', subject: '', recaptchaSiteKey: 'k' });
      fillIn(el);
      submit(el);
      await until(() => popups.length === 1);
      expect(popups[0]).to.deep.equal(['unverified captcha']);
      expect(sent).to.have.length(0);
    } finally {
      delete (window as { grecaptcha?: unknown }).grecaptcha;
    }
  });

  it('draws its button as the spec says by default: half the width, 50px high, 15px margin', async () => {
    const el = await form();
    const button = $<HTMLButtonElement>(el, 'button[type="submit"]');
    const formWidth = $(el, 'form').getBoundingClientRect().width;
    expect(button.getBoundingClientRect().width).to.be.closeTo(formWidth / 2, 1);
    expect(button.getBoundingClientRect().height).to.equal(50);
    expect(getComputedStyle(button.parentElement!).marginTop).to.equal('15px');
  });

  it('takes sizes as builder data sends them: button width "200px", input height "44px"', async () => {
    const errors = captureErrors();
    try {
      const el = await form({
        input: { height: '44px', fontSize: '16px', borderRadius: '6px' },
        button: { width: '200px', height: '48px', margin: '20px', fontSize: '17px' },
      });
      expect(
        errors.messages.filter((m) => m.includes('bad config')),
        'no config error',
      ).to.deep.equal([]);
      const button = $<HTMLButtonElement>(el, 'button[type="submit"]');
      expect(button.getBoundingClientRect().width).to.equal(200);
      expect(button.getBoundingClientRect().height).to.equal(48);
      expect(getComputedStyle(button).fontSize).to.equal('17px');
      expect(getComputedStyle(button.parentElement!).marginTop).to.equal('20px');
      expect($(el, '[name="email"]').getBoundingClientRect().height).to.equal(44);
      expect(getComputedStyle($(el, '[name="email"]')).borderTopLeftRadius).to.equal('6px');
      // The same sizes as numbers are pixels.
      const numeric = await form({ input: { height: 44 }, button: { width: 200 } });
      expect($<HTMLButtonElement>(numeric, 'button[type="submit"]').getBoundingClientRect().width).to.equal(200);
      expect($(numeric, '[name="email"]').getBoundingClientRect().height).to.equal(44);
    } finally {
      errors.restore();
    }
  });

  it('logs one clear error for fields it cannot show, and shows the rest', async () => {
    const errors = captureErrors();
    try {
      const el = await form({ fields: [{ label: 'No tag' }, ...FIELDS] });
      expect(shadow(el).querySelectorAll('[part="field"]')).to.have.length(FIELDS.length);
      expect(errors.messages.filter((m) => m.includes('<weft-contact-form> skips fields'))).to.have.length(1);
    } finally {
      errors.restore();
    }
  });

  it("posts to the owner's action address instead, then says it is done", async () => {
    const el = await form({ action: 'https://crm.example.com/leads', receiver: '', subject: '' });
    fillIn(el);
    submit(el);
    await until(() => successes.length === 1);
    expect(sent).to.have.length(1);
    expect(sent[0]!.url).to.equal('https://crm.example.com/leads');
    expect(sent[0]!.mode).to.equal('no-cors');
    expect(new URLSearchParams(sent[0]!.body).get('email')).to.equal('ana@example.com');
  });

  it("posts natively to a mailing platform's action after 2 s, with redir", async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const el = await form({ action: `${location.origin}/lists/abc/subscribe`, redirect: 'https://example.com/welcome' });
      fillIn(el);
      submit(el);
      await until(() => $(el, 'button[type="submit"]').getAttribute('aria-busy') === 'true');
      clock.tick(ACTION_POST_DELAY_MS - 1);
      expect(posted.called).to.equal(false);
      clock.tick(1);
      await until(() => posted.called, 'the native post');
      const native = posted.firstCall.thisValue as HTMLFormElement;
      expect(native.action).to.equal(`${location.origin}/lists/abc/subscribe`);
      expect(new FormData(native).get('redir')).to.equal('https://example.com/welcome');
      expect(new FormData(native).get('email')).to.equal('ana@example.com');
      expect(sent).to.have.length(0);
    } finally {
      clock.restore();
    }
  });
});
