import { expect, fixture } from '@open-wc/testing';
import sinon from 'sinon';
import { consent } from '../../src/consent/state.js';
import { device } from '../../src/device.js';
import { setFetchForTests } from '../../src/http/index.js';
import { provideSiteData } from '../../src/base/data.js';
import { ENGINE } from '../../test/browser/engine.js';
import { expectAccessible, mount, popupsOfEachTest, settle, shadow, typeInto, until } from '../../test/browser/helpers.js';
import './mailing-form.element.js';

interface Sent {
  path: string;
  body: string;
}

const FIELDS = [
  { tag: 'FNAME', label: 'First name', required: 'no', type: { identifier: 'text' } },
  { tag: 'EMAIL', label: 'Email', required: 'yes', type: { identifier: 'text' } },
  { tag: 'EMAIL_CONFIRM', label: 'Confirm email', required: 'yes', type: { identifier: 'text' } },
  { tag: 'PHONE', label: 'Phone', required: 'no', type: { identifier: 'text' } },
  { tag: 'SOURCE', label: 'Source', required: 'no', visibility: 'hidden', default_value: 'ads' },
];

const form = (config: Record<string, unknown> = {}, id = 'mf-1') =>
  mount('weft-mailing-form', { listUid: 'list-9', fields: FIELDS, ...config }, { id, ready: 'form' });

const input = (el: HTMLElement, name: string) => shadow(el).querySelector<HTMLInputElement>(`[name="${name}"]`)!;

const type = (el: HTMLElement, name: string, value: string) => typeInto(shadow(el).querySelector(`[name="${name}"]`)!, value);

const submit = (el: HTMLElement) => shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]')!.click();

/**
 * The colour an input's placeholder is drawn in. WebKit's getComputedStyle does not read `::placeholder`
 * (it answers with the input's own style): there, the colour src/forms/lead-form.css gives it,
 * `var(--placeholder-color, #7b8794)`, resolved where the input is.
 */
function placeholderColor(field: HTMLInputElement): string {
  if (ENGINE !== 'webkit') return getComputedStyle(field, '::placeholder').color;
  const probe = document.createElement('span');
  probe.style.color = 'var(--placeholder-color, #7b8794)';
  field.parentElement!.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

describe('weft-mailing-form', () => {
  const { errors: popups } = popupsOfEachTest();
  let sent: Sent[];
  let answer: Record<string, unknown>;
  let posted: sinon.SinonStub;

  beforeEach(() => {
    sent = [];
    answer = { success: true };
    setFetchForTests(async (request) => {
      const r = request as Request;
      const url = new URL(r.url);
      sent.push({ path: url.pathname + url.search, body: await r.text() });
      return Response.json(answer);
    });
    posted = sinon.stub(HTMLFormElement.prototype, 'submit');
    for (const key of ['leadEmail', 'leadName', 'mboss-data']) localStorage.removeItem(key);
  });
  afterEach(() => {
    setFetchForTests(null);
    posted.restore();
    history.replaceState(null, '', location.pathname);
    provideSiteData(undefined);
    device.value = 'desktop';
  });

  it('is a real form of named, labelled inputs with autofill hints', async () => {
    const el = await form();
    await expectAccessible(el);
    expect(input(el, 'EMAIL').type).to.equal('email');
    expect(input(el, 'EMAIL').autocomplete).to.equal('email');
    expect(input(el, 'FNAME').autocomplete).to.equal('given-name');
    expect(input(el, 'PHONE').type).to.equal('tel');
    expect(shadow(el).querySelector('label[for]')!.textContent).to.contain('First name');
    expect(input(el, 'SOURCE').type, 'a hidden field is carried, not shown').to.equal('hidden');
    expect(input(el, 'EMAIL').getBoundingClientRect().height).to.equal(38);
  });

  it('blocks an empty required field: red outline and the error popup, nothing sent', async () => {
    const el = await form();
    type(el, 'EMAIL', 'ana@example.com');
    submit(el);
    await until(() => popups.length === 1, 'the error popup');
    expect(popups[0]).to.deep.equal(['Confirm email is required.']);
    await until(() => input(el, 'EMAIL_CONFIRM').getAttribute('aria-invalid') === 'true');
    expect(getComputedStyle(input(el, 'EMAIL_CONFIRM')).borderColor).to.equal('rgb(214, 69, 69)');
    expect(input(el, 'EMAIL').value, 'what the visitor typed stays').to.equal('ana@example.com');
    expect(sent).to.have.length(0);
  });

  it("says the e-mails don't match and marks the confirmation", async () => {
    const el = await form();
    type(el, 'EMAIL', 'ana@example.com');
    type(el, 'EMAIL_CONFIRM', 'ana@example.org');
    submit(el);
    await until(() => popups.length === 1);
    expect(popups[0]).to.deep.equal(["emails don't match"]);
    await until(() => input(el, 'EMAIL_CONFIRM').getAttribute('aria-invalid') === 'true');
    expect(input(el, 'EMAIL').getAttribute('aria-invalid')).to.equal(null);
    expect(sent).to.have.length(0);
  });

  it('keeps only the digits of a phone number', async () => {
    const el = await form();
    type(el, 'PHONE', '+55 (11) 9-8765');
    await until(() => input(el, 'PHONE').value === '551198765', 'digits only');
  });

  it('sends the fields, the origin_uid and the captcha answer, then posts natively to the list', async () => {
    history.replaceState(null, '', `${location.pathname}?origin_uid=ref-42`);
    const el = await form({ socialproof_campaign_id: 'sp-1', redirect: ' example.com/thanks ' });
    expect(input(el, 'origin_uid').value).to.equal('ref-42');
    type(el, 'FNAME', 'Ana');
    type(el, 'EMAIL', 'ana@example.com');
    type(el, 'EMAIL_CONFIRM', 'ana@example.com');
    submit(el);
    await until(() => posted.called, 'the native post');
    expect(sent[0]!.path).to.equal('/cheetah/mailingboss_form_submit?id=mf-1');
    const body = new URLSearchParams(sent[0]!.body);
    expect(body.get('EMAIL')).to.equal('ana@example.com');
    expect(body.get('SOURCE')).to.equal('ads');
    expect(body.get('origin_uid')).to.equal('ref-42');
    expect(body.get('id')).to.equal('mf-1');
    expect(body.has('g-recaptcha-response')).to.equal(true);
    const native = posted.firstCall.thisValue as HTMLFormElement;
    expect(native.method).to.equal('post');
    expect(native.action).to.equal(`${location.origin}/lists/list-9/subscribe`);
    const carried = new FormData(native);
    expect(carried.get('EMAIL')).to.equal('ana@example.com');
    expect(carried.get('origin_uid')).to.equal('ref-42');
    expect(carried.get('redir'), 'the cleaned redirect').to.equal('http://example.com/thanks');
    await until(() => sent.some((s) => s.path === '/cheetah/social-proof/register/sp-1'), 'the social proof');
    expect(new URLSearchParams(sent.find((s) => s.path.includes('social-proof'))!.body).get('user_name')).to.equal('Ana');
    expect(localStorage.getItem('leadEmail')).to.equal('ana@example.com');
    expect(localStorage.getItem('leadName')).to.equal('Ana');
  });

  it('is a form again when the visitor comes back from the list to the page the browser kept', async () => {
    const el = await form();
    type(el, 'EMAIL', 'ana@example.com');
    type(el, 'EMAIL_CONFIRM', 'ana@example.com');
    submit(el);
    await until(() => posted.called, 'the native post');
    const button = () => shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(button().disabled, 'busy while the page leaves for the list').to.equal(true);
    // Back: the browser shows the page from its back-forward cache, as it was left.
    dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await until(() => !button().disabled, 'the button usable again');
    expect(button().getAttribute('aria-busy')).to.equal(null);
    expect(shadow(el).querySelector('[part~="spinner"], .spinner'), 'no spinner').to.equal(null);
    submit(el);
    await until(() => posted.callCount === 2, 'a second subscription');
  });

  it("posts to the list's own address over https", async () => {
    const el = await form({ url_subscribe: 'http://lists.example.com/l/9/subscribe' });
    type(el, 'EMAIL', 'ana@example.com');
    type(el, 'EMAIL_CONFIRM', 'ana@example.com');
    submit(el);
    await until(() => posted.called);
    expect((posted.firstCall.thisValue as HTMLFormElement).action).to.equal('https://lists.example.com/l/9/subscribe');
  });

  it("clears the lead's stored data on submit unless told not to", async () => {
    localStorage.setItem('leadName', 'Old name');
    localStorage.setItem('mboss-data', '{"old":true}');
    const el = await form();
    type(el, 'EMAIL', 'new@example.com');
    type(el, 'EMAIL_CONFIRM', 'new@example.com');
    submit(el);
    await until(() => posted.called);
    expect(localStorage.getItem('leadName')).to.equal(null);
    expect(localStorage.getItem('mboss-data')).to.equal(null);
    expect(localStorage.getItem('leadEmail')).to.equal('new@example.com');

    posted.resetHistory();
    localStorage.setItem('leadName', 'Kept');
    const keep = await form({ form: { clearLeadOnSubmit: false } }, 'mf-2');
    type(keep, 'EMAIL', 'new@example.com');
    type(keep, 'EMAIL_CONFIRM', 'new@example.com');
    submit(keep);
    await until(() => posted.called);
    expect(localStorage.getItem('leadName')).to.equal('Kept');
  });

  it("shows the server's message on failure, keeps what was typed and does not post", async () => {
    answer = { success: false, msg: 'The captcha could not be verified.' };
    const el = await form();
    type(el, 'EMAIL', 'ana@example.com');
    type(el, 'EMAIL_CONFIRM', 'ana@example.com');
    submit(el);
    await until(() => shadow(el).querySelector('[role="alert"]'), 'the message');
    expect(shadow(el).querySelector('[role="alert"]')!.textContent).to.equal('The captcha could not be verified.');
    expect(input(el, 'EMAIL').value).to.equal('ana@example.com');
    expect(posted.called).to.equal(false);
  });

  it('needs an answered captcha when a site key is set', async () => {
    const grecaptcha = {
      ready: (f: () => void) => f(),
      render: sinon.stub().returns(3),
      getResponse: sinon.stub().returns(''),
      reset: sinon.spy(),
    };
    (window as { grecaptcha?: unknown }).grecaptcha = grecaptcha;
    try {
      const el = await form({ recaptchaSiteKey: 'site-key' });
      await until(() => grecaptcha.render.called, 'the captcha');
      const container = grecaptcha.render.firstCall.args[0] as HTMLElement;
      expect(container.parentElement, 'drawn in the light DOM, shown through a slot').to.equal(el);
      expect(grecaptcha.render.firstCall.args[1]).to.deep.equal({ sitekey: 'site-key' });
      type(el, 'EMAIL', 'ana@example.com');
      type(el, 'EMAIL_CONFIRM', 'ana@example.com');
      submit(el);
      await until(() => popups.length === 1);
      expect(popups[0]).to.deep.equal(['unverified captcha']);
      expect(sent).to.have.length(0);
      grecaptcha.getResponse.returns('token-1');
      submit(el);
      await until(() => posted.called);
      expect(new URLSearchParams(sent[0]!.body).get('g-recaptcha-response')).to.equal('token-1');
    } finally {
      delete (window as { grecaptcha?: unknown }).grecaptcha;
    }
  });

  it('waits for consent when the site asks for it and the form has a captcha', async () => {
    provideSiteData({ gdpr: { active: true } });
    const before = consent.peek();
    consent.value = { chosen: false, accepted: [] };
    const grecaptcha = {
      ready: (f: () => void) => f(),
      render: sinon.stub().returns(1),
      getResponse: () => '',
      reset: () => undefined,
    };
    (window as { grecaptcha?: unknown }).grecaptcha = grecaptcha;
    try {
      const host = document.createElement('weft-mailing-form');
      host.setAttribute('config', JSON.stringify({ listUid: 'l', fields: FIELDS, recaptchaSiteKey: 'k' }));
      (await fixture<HTMLDivElement>('<div></div>')).append(host);
      await until(() => host.shadowRoot, 'the element');
      await settle();
      expect(shadow(host).querySelector('form'), 'hidden before consent').to.equal(null);
      expect(grecaptcha.render.called, 'no captcha before consent').to.equal(false);
      consent.value = { chosen: true, accepted: [] };
      await until(() => shadow(host).querySelector('form'), 'shown once the visitor chose');
    } finally {
      consent.value = before;
      delete (window as { grecaptcha?: unknown }).grecaptcha;
    }
  });

  it('waits for consent whichever way gdpr.active says yes, and not when it says no', async () => {
    const before = consent.peek();
    consent.value = { chosen: false, accepted: [] };
    (window as { grecaptcha?: unknown }).grecaptcha = {
      ready: (f: () => void) => f(),
      render: () => 1,
      getResponse: () => '',
      reset: () => undefined,
    };
    try {
      for (const [active, waits] of [
        ['yes', true],
        ['on', true],
        [' 1 ', true],
        ['no', false],
        ['false', false],
      ] as const) {
        provideSiteData({ gdpr: { active } });
        const host = document.createElement('weft-mailing-form');
        host.setAttribute('config', JSON.stringify({ listUid: 'l', fields: FIELDS, recaptchaSiteKey: 'k' }));
        (await fixture<HTMLDivElement>('<div></div>')).append(host);
        await until(() => host.shadowRoot, 'the element');
        await settle();
        expect(shadow(host).querySelector('form') === null, `gdpr.active ${JSON.stringify(active)}`).to.equal(waits);
      }
    } finally {
      consent.value = before;
      delete (window as { grecaptcha?: unknown }).grecaptcha;
    }
  });

  it('lays fields out in the 12-grid, and in a row with custom sizes', async () => {
    const grid = await form({ columns: 2 });
    const cell = shadow(grid).querySelector<HTMLElement>('.cell')!;
    expect(cell.style.gridColumn).to.equal('span 6');
    device.value = 'mobile';
    await until(() => cell.style.gridColumn === 'span 12', 'one per row on phones');
    device.value = 'desktop';
    const row = await form(
      {
        horizontal: true,
        fields: FIELDS.slice(0, 2),
        horizontal_config: {
          custom: true,
          container: { width: 80 },
          btnPlace: { width: 30, padding: 4 },
          fields: [{ name: 'EMAIL', size: 40 }],
        },
      },
      'mf-3',
    );
    const fields = shadow(row).querySelector<HTMLElement>('.fields.horizontal')!;
    expect(fields.style.width).to.equal('80%');
    const cells = [...fields.querySelectorAll<HTMLElement>(':scope > .cell')];
    expect(cells[1]!.style.flex).to.equal('0 0 40%');
    expect(cells.at(-1)!.querySelector('button'), 'the button shares the row').to.not.equal(null);
    expect(cells.at(-1)!.style.padding).to.equal('4px');
    const button = cells.at(-1)!.querySelector('button')!;
    expect(button.getBoundingClientRect().bottom, 'lined up with the inputs').to.be.closeTo(
      input(row, 'EMAIL').getBoundingClientRect().bottom,
      8,
    );
    row.setAttribute(
      'config',
      JSON.stringify({
        listUid: 'l',
        horizontal: true,
        fields: FIELDS.slice(0, 2),
        horizontal_config_mobile: {
          custom: true,
          container: { width: 100 },
          btnPlace: { width: 100, padding: 0 },
          fields: [{ name: 'EMAIL', size: 100 }],
        },
      }),
    );
    device.value = 'mobile';
    await until(
      () => shadow(row).querySelectorAll<HTMLElement>('.fields.horizontal > .cell')[1]?.style.flex === '0 0 100%',
      'the mobile sizes',
    );
  });

  it('styles inputs, placeholders and the button from config', async () => {
    const el = await form({
      placeholderColor: '#ff0000',
      input: { height: 44, borderColor: '#00ff00' },
      button: { text: 'Join', width: '100%', backgroundColor: '#000000', icon: { selected: 'mail', position: 'left' } },
      showLabel: false,
    });
    expect(input(el, 'EMAIL').getBoundingClientRect().height).to.equal(44);
    expect(input(el, 'EMAIL').placeholder).to.equal('Email');
    expect(placeholderColor(input(el, 'EMAIL'))).to.equal('rgb(255, 0, 0)');
    const label = shadow(el).querySelector('label[for]')!;
    expect(label.getBoundingClientRect().width, 'labels hidden but still read').to.be.lessThan(2);
    const button = shadow(el).querySelector('button')!;
    expect(button.textContent).to.equal('Join');
    expect(button.querySelector('svg')).to.not.equal(null);
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(0, 0, 0)');
  });
});
