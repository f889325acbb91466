/**
 * The form contract (STYLE.md point 6, issue 23): one suite run against every lead form element,
 * as Shoelace runs its form-control tests against each control. Each form is described once below
 * (its config, how a visitor fills it in, where it sends, what its success looks like); every
 * behaviour is then asserted the same way for all of them, on what the visitor sees and what the
 * wire carries:
 * - required fields: the spec's messages ('{label} is required.') in the error popup and under each
 *   field (aria-invalid, aria-describedby), no browser bubble (noValidate), nothing sent; typing
 *   clears the field's message;
 * - the loading state while the server answers;
 * - a refusal read in every spelling (`success: 0`, `"0"`, `"false"`, `false`, `status: "error"`):
 *   the server's words shown, no success, what was typed kept; the same on a network failure;
 * - the first server error per field under the field, cleared on typing;
 * - success: the success message and a fresh form (the mailing form leaves for its list instead);
 * - reCAPTCHA: waits for the visitor's cookie choice when the site asks for consent, and a blocked
 *   script leaves the form sendable, saying so.
 */
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { consent } from '../../src/consent/state.js';
import { setRecaptchaApiForTests } from '../../src/forms/captcha.js';
import { setFetchForTests } from '../../src/http/index.js';
import { queue } from '../../src/modals/index.js';
import { provideSiteData } from '../../src/base/data.js';
import '../../elements/campaign-form/campaign-form.element.js';
import '../../elements/contact-form/contact-form.element.js';
import '../../elements/mailing-form/mailing-form.element.js';
import '../../elements/multistep-form/multistep-form.element.js';
import { expectAccessible, mount, popupsOfEachTest, settle, shadow, typeInto, until } from './helpers.js';
import { choiceField } from '../fixtures/fields.js';

interface LeadForm {
  tag: string;
  config: Record<string, unknown>;
  /** The required fields' names and the messages the spec gives for them, in order. */
  required: Array<[name: string, message: string]>;
  /** Fills the form in as a visitor would. */
  fill(el: HTMLElement): void;
  /** A field the visitor typed into, and what they typed. */
  typed: [name: string, value: string];
  /** The path of the call that submits the form. */
  path: string;
  /** The words the visitor reads for a refusal whose message is 'Refused here'. */
  refusedText: string;
  /** What success looks like: a message and a fresh form, or the page leaving for the list. */
  success: 'message' | 'leaves';
  /** The page shows a loading state too (the campaign form). */
  pageLoading?: boolean;
}

const typeIn = (el: HTMLElement, name: string, value: string) => typeInto(shadow(el).querySelector(`[name="${name}"]`)!, value);
const field = (el: HTMLElement, name: string) => shadow(el).querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const button = (el: HTMLElement) => shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]')!;
const alertText = (el: HTMLElement) => shadow(el).querySelector('[role="alert"]')?.textContent ?? '';

/** The message under a field, found as assistive technology finds it: through aria-describedby. */
function describedError(el: HTMLElement, name: string): string {
  const control = field(el, name);
  const holder = control.type === 'radio' || control.type === 'checkbox' ? control.closest('fieldset')! : control;
  const ids = (holder.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => shadow(el).getElementById(id))
    .filter((note) => note?.classList.contains('error'))
    .map((note) => note!.textContent)
    .join(' ');
}

const FORMS: LeadForm[] = [
  {
    tag: 'weft-contact-form',
    config: {
      receiver: 'owner@example.com',
      subject: 'Lead',
      fields: [
        { tag: 'name', label: 'Full name', required: 'yes' },
        { tag: 'email', label: 'Email', required: 'yes' },
        choiceField(
          'tag',
          'channel',
          'Channel',
          'radio',
          [
            ['Phone', 'phone'],
            ['E-mail', 'mail'],
          ],
          'yes',
        ),
      ],
    },
    required: [
      ['name', 'Full name is required.'],
      ['email', 'Email is required.'],
      ['channel', 'Channel is required.'],
    ],
    fill(el) {
      typeIn(el, 'name', 'Ana Souza');
      typeIn(el, 'email', 'ana@example.com');
      shadow(el).querySelector<HTMLInputElement>('[name="channel"][value="mail"]')!.click();
    },
    typed: ['email', 'ana@example.com'],
    path: '/cheetah/form_submit',
    refusedText: 'Refused here',
    success: 'message',
  },
  {
    tag: 'weft-mailing-form',
    config: {
      listUid: 'list-1',
      fields: [
        { tag: 'FNAME', label: 'First name', required: 'yes' },
        { tag: 'EMAIL', label: 'Email', required: 'yes' },
      ],
    },
    required: [
      ['FNAME', 'First name is required.'],
      ['EMAIL', 'Email is required.'],
    ],
    fill(el) {
      typeIn(el, 'FNAME', 'Ana');
      typeIn(el, 'EMAIL', 'ana@example.com');
    },
    typed: ['EMAIL', 'ana@example.com'],
    path: '/cheetah/mailingboss_form_submit',
    refusedText: 'Refused here',
    success: 'leaves',
  },
  {
    tag: 'weft-campaign-form',
    config: {
      token: 'tok',
      campaignId: 'camp-1',
      fields: [
        { target_field_id: 'name', label: 'Name' },
        { target_field_id: 'email', label: 'Email' },
      ],
    },
    required: [
      ['name', 'Name is required.'],
      ['email', 'Email is required.'],
    ],
    fill(el) {
      typeIn(el, 'name', 'Ana Souza');
      typeIn(el, 'email', 'ana@example.com');
    },
    typed: ['email', 'ana@example.com'],
    path: '/cheetah/get_response_form_submit',
    // The §8 catalogue: a refusal other than 'Contact already added' reads as the validation text.
    refusedText: 'Invalid fields',
    success: 'message',
    pageLoading: true,
  },
  {
    tag: 'weft-multistep-form',
    config: {
      receiver: 'owner@example.com',
      subject: 'Plans',
      // One step: it is the last, so its button submits.
      groups: [
        {
          name: 'About you',
          fields: [
            { tag: 'name', label: 'Name', required: 'yes' },
            { tag: 'email', label: 'Email', required: 'yes' },
          ],
        },
      ],
    },
    required: [
      ['name', 'Name is required.'],
      ['email', 'Email is required.'],
    ],
    fill(el) {
      typeIn(el, 'name', 'Ana Souza');
      typeIn(el, 'email', 'ana@example.com');
    },
    typed: ['email', 'ana@example.com'],
    path: '/cheetah/form_submit',
    refusedText: 'Refused here',
    success: 'message',
  },
];

const GRECAPTCHA = () => ({
  ready: (f: () => void) => f(),
  render: sinon.stub().returns(1),
  getResponse: sinon.stub().returns(''),
  reset: sinon.spy(),
});

for (const form of FORMS) {
  describe(`the form contract: <${form.tag}>`, () => {
    const { errors: popups, successes } = popupsOfEachTest();
    let sent: Array<{ path: string; body: string }>;
    let answer: () => Response | Promise<Response>;
    let posted: sinon.SinonStub;

    const mountForm = (config: Record<string, unknown> = {}) =>
      mount(form.tag, { ...form.config, ...config }, { id: 'form-1', ready: 'form' });
    const submitted = () => sent.filter((s) => s.path === form.path);

    beforeEach(() => {
      sent = [];
      answer = () => Response.json({ success: true });
      setFetchForTests(async (input) => {
        const request = input as Request;
        const url = new URL(request.url);
        sent.push({ path: url.pathname, body: await request.text() });
        if (url.pathname === form.path) return answer();
        return Response.json({ success: true });
      });
      posted = sinon.stub(HTMLFormElement.prototype, 'submit');
    });
    afterEach(() => {
      setFetchForTests(null);
      posted.restore();
      for (const m of queue.peek()) m.close();
      provideSiteData(undefined);
      setRecaptchaApiForTests(null);
      delete (window as { grecaptcha?: unknown }).grecaptcha;
    });

    it("checks required fields itself: the spec's messages in the popup and under each field, no browser bubble", async () => {
      const el = await mountForm();
      expect(shadow(el).querySelector('form')!.noValidate, 'no browser bubble').to.equal(true);
      button(el).click();
      await until(() => popups.length === 1, 'the error popup');
      expect(popups[0]).to.deep.equal(form.required.map(([, message]) => message));
      await until(() => describedError(el, form.required[0]![0]) !== '', 'the messages under the fields');
      for (const [name, message] of form.required) {
        expect(describedError(el, name), name).to.equal(message);
        expect(field(el, name).getAttribute('aria-invalid'), name).to.equal('true');
      }
      expect(submitted(), 'nothing sent').to.have.length(0);
      await expectAccessible(el);
      // Typing clears that field's message, and only that one.
      const [first, second] = form.required;
      typeIn(el, first![0], 'Something');
      await until(() => describedError(el, first![0]) === '', 'the message cleared on typing');
      expect(field(el, first![0]).getAttribute('aria-invalid')).to.equal(null);
      expect(describedError(el, second![0])).to.equal(second![1]);
    });

    it('shows that it is sending, and ignores a second submit meanwhile', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      answer = async () => {
        await held;
        return Response.json({ success: true });
      };
      const el = await mountForm();
      form.fill(el);
      button(el).click();
      await until(() => button(el).getAttribute('aria-busy') === 'true', 'the busy button');
      expect(button(el).disabled).to.equal(true);
      expect(shadow(el).querySelector('form')!.getAttribute('aria-busy')).to.equal('true');
      if (form.pageLoading)
        expect(
          queue.peek().some((m) => m.request.kind === 'loading'),
          'the page loading',
        ).to.equal(true);
      shadow(el).querySelector('form')!.requestSubmit();
      // The first submit may still be on its way to the wire (a multistep form checks its steps
      // first): wait for it, then nothing more may follow.
      await until(() => submitted().length > 0, 'the form sent');
      await settle();
      expect(submitted(), 'sent once').to.have.length(1);
      release();
      if (form.success === 'message') {
        await until(() => button(el).getAttribute('aria-busy') === null, 'the button free again');
        expect(
          queue.peek().some((m) => m.request.kind === 'loading'),
          'the page loading ends',
        ).to.equal(false);
      } else await until(() => posted.called, 'the native post');
    });

    const refusals: Array<[string, Record<string, unknown>, number]> = [
      ['success: 0', { success: 0, msg: 'Refused here', message: 'Refused here' }, 200],
      ['success: "0"', { success: '0', msg: 'Refused here', message: 'Refused here' }, 200],
      ['success: "false"', { success: 'false', msg: 'Refused here', message: 'Refused here' }, 200],
      ['success: false', { success: false, msg: 'Refused here', message: 'Refused here' }, 200],
      ['status: "error"', { status: 'error', message: 'Refused here' }, 200],
      ['success: false with HTTP 422', { success: false, msg: 'Refused here', message: 'Refused here' }, 422],
    ];
    for (const [spelling, body, status] of refusals) {
      it(`reads ${spelling} as a refusal: the server's words, no success, what was typed kept`, async () => {
        answer = () => Response.json(body, { status });
        const el = await mountForm();
        form.fill(el);
        button(el).click();
        await until(() => alertText(el) !== '', 'the refusal');
        expect(alertText(el)).to.contain(form.refusedText);
        expect(successes, 'no success message').to.have.length(0);
        expect(posted.called, 'no native post').to.equal(false);
        expect(field(el, form.typed[0]).value, 'kept').to.equal(form.typed[1]);
        expect(button(el).disabled, 'can be sent again').to.equal(false);
      });
    }

    it('keeps what was typed when the server cannot be reached, and says so', async () => {
      answer = () => Promise.reject(new TypeError('Failed to fetch'));
      const logged = sinon.stub(console, 'error');
      const el = await mountForm();
      form.fill(el);
      button(el).click();
      await until(() => alertText(el) !== '', 'the failure');
      logged.restore();
      expect(alertText(el)).to.equal('Something went wrong');
      expect(logged.calledWithMatch(sinon.match(/could not be sent/)), 'logged').to.equal(true);
      expect(successes).to.have.length(0);
      expect(field(el, form.typed[0]).value).to.equal(form.typed[1]);
      expect(button(el).disabled).to.equal(false);
    });

    it("shows the server's first message per field under the field, cleared on typing", async () => {
      const [name] = form.typed;
      answer = () =>
        Response.json({ success: false, msg: 'Refused here', message: 'Refused here', errors: { [name]: ['Taken', 'Other'] } });
      const el = await mountForm();
      form.fill(el);
      button(el).click();
      await until(() => describedError(el, name) !== '', 'the field error');
      expect(describedError(el, name)).to.equal('Taken');
      expect(field(el, name).getAttribute('aria-invalid')).to.equal('true');
      typeIn(el, name, 'other@example.com');
      await until(() => describedError(el, name) === '', 'cleared on typing');
    });

    if (form.success === 'message') {
      it('on success shows the success message and starts afresh', async () => {
        const el = await mountForm({ successMessage: 'Thanks!' });
        form.fill(el);
        button(el).click();
        await until(() => successes.length === 1, 'the success popup');
        expect(successes[0]).to.equal('Thanks!');
        await until(() => field(el, form.typed[0]).value === '', 'a fresh form');
        expect(alertText(el)).to.equal('');
      });
    } else {
      it('on success leaves for the list, the button kept busy so it cannot post twice', async () => {
        const el = await mountForm();
        form.fill(el);
        button(el).click();
        await until(() => posted.called, 'the native post');
        expect(button(el).disabled).to.equal(true);
      });
    }

    it('sends without the captcha when its script is blocked, and says so (never stuck on "unverified captcha")', async () => {
      setRecaptchaApiForTests(`${location.origin}/no-such-recaptcha.js`);
      const errors = sinon.stub(console, 'error');
      try {
        const el = await mountForm({ recaptchaSiteKey: 'site-key' });
        await until(() => shadow(el).querySelector('[part~="captcha-note"]'), 'the note');
        expect(shadow(el).querySelector('[part~="captcha-note"]')!.textContent).to.contain('could not be loaded');
        await expectAccessible(el);
        form.fill(el);
        button(el).click();
        await until(() => submitted().length === 1, 'the form sent');
        expect(popups, 'no unverified captcha').to.deep.equal([]);
        expect(new URLSearchParams(submitted()[0]!.body).get('g-recaptcha-response') ?? '').to.equal('');
        expect(shadow(el).querySelector('[part~="captcha-retry"]'), 'a retry').to.not.equal(null);
      } finally {
        errors.restore();
      }
    });

    if (form.tag !== 'weft-mailing-form') {
      it("loads reCAPTCHA only after the visitor's cookie choice when the site asks for consent", async () => {
        const grecaptcha = GRECAPTCHA();
        (window as { grecaptcha?: unknown }).grecaptcha = grecaptcha;
        provideSiteData({ gdpr: { active: 'yes' } });
        const before = consent.peek();
        consent.value = { chosen: false, accepted: [] };
        try {
          const el = await mountForm({ recaptchaSiteKey: 'site-key' });
          await settle();
          expect(grecaptcha.render.called, 'no captcha before consent').to.equal(false);
          expect(shadow(el).querySelector('[part~="captcha-note"]')!.textContent).to.contain('cookie choice');
          form.fill(el);
          button(el).click();
          await until(() => popups.length === 1, 'why it cannot be sent yet');
          expect(popups[0]).to.deep.equal(['The security check loads once you have made your cookie choice.']);
          expect(submitted()).to.have.length(0);
          consent.value = { chosen: true, accepted: [] };
          await until(() => grecaptcha.render.called, 'the captcha once the visitor chose');
        } finally {
          consent.value = before;
        }
      });
    }
  });
}

describe('the form contract: one field renderer', () => {
  it('draws every field kind of the spec (and the plain input types) as its real control, in order', async () => {
    const kinds = [
      ['text', 'input', 'text'],
      ['textarea', 'textarea', 'textarea'],
      ['password', 'input', 'password'],
      ['select', 'select', 'select-one'],
      ['dropdown', 'select', 'select-one'],
      ['multiselect', 'select', 'select-multiple'],
      ['date', 'input', 'date'],
      ['datetime', 'input', 'datetime-local'],
      ['checkbox', 'input', 'checkbox'],
      ['radio', 'input', 'radio'],
      ['email', 'input', 'email'],
      ['number', 'input', 'number'],
      ['url', 'input', 'url'],
    ] as const;
    const fields = kinds.map(([kind], i) => ({
      tag: `f_${kind}`,
      label: `Field ${kind}`,
      type: { identifier: kind },
      options: [{ name: 'One', value: '1' }],
      // Listed backwards, drawn by their order.
      order: i,
    }));
    const el = await mount(
      'weft-contact-form',
      { receiver: 'r', subject: 's', fields: [...fields].reverse() },
      { ready: 'form' },
    );
    await expectAccessible(el);
    const drawn = [...shadow(el).querySelectorAll<HTMLInputElement>('input:not([type="hidden"]), select, textarea')];
    expect(drawn.map((c) => [c.name.slice(2), c.localName, c.type])).to.deep.equal(kinds.map((k) => [...k]));
    for (const control of drawn) {
      // A choice is labelled by its option, its group by the field's legend.
      const group = control.closest('fieldset')?.querySelector('legend')?.textContent;
      expect(group ?? control.labels?.[0]?.textContent, control.name).to.contain('Field');
    }
  });
});

describe('the form contract: radios and checkboxes', () => {
  it('are required only until one is chosen', async () => {
    const el = await mount('weft-contact-form', FORMS[0]!.config, { ready: 'form' });
    const radios = () => [...shadow(el).querySelectorAll<HTMLInputElement>('[name="channel"]')];
    expect(radios().every((r) => r.required)).to.equal(true);
    radios()[1]!.click();
    await until(() => radios().every((r) => !r.required), 'required dropped once chosen');
  });

  it('are at least 24×24 CSS px targets (WCAG 2.2 target size)', async () => {
    const host = document.createElement('weft-contact-form');
    host.setAttribute('config', JSON.stringify(FORMS[0]!.config));
    (await fixture<HTMLDivElement>('<div></div>')).append(host);
    await until(() => host.shadowRoot?.querySelector('[name="channel"]'), 'the channel radios');
    for (const radio of shadow(host).querySelectorAll<HTMLInputElement>('[name="channel"]')) {
      const { width, height } = radio.getBoundingClientRect();
      expect(width, 'width').to.be.at.least(24);
      expect(height, 'height').to.be.at.least(24);
    }
  });
});

describe('the form contract: phone fields', () => {
  const phone = { label: 'Phone', required: 'no' };
  const forms: Array<[tag: string, config: Record<string, unknown>]> = [
    ['weft-contact-form', { fields: [{ tag: 'phone', ...phone }] }],
    ['weft-campaign-form', { fields: [{ target_field_id: 'phone', ...phone }] }],
    ['weft-multistep-form', { fields: [{ tag: 'phone', ...phone }], groups: [{ name: 'You', fields: ['phone'] }] }],
  ];
  for (const [tag, config] of forms) {
    it(`<${tag}> opens the phone keypad, where + is a key, and keeps an international number`, async () => {
      const el = await mount(tag, config, { ready: '[name="phone"]' });
      const input = field(el, 'phone');
      expect(input.type).to.equal('tel');
      // 'numeric' is the digits-only keypad: no +.
      expect(input.inputMode).to.equal('tel');
      input.focus();
      await sendKeys({ type: '+55 11 91234-5678' });
      expect(input.value).to.equal('+55 11 91234-5678');
    });
  }
});
