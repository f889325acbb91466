import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { setFetchForTests } from '../../src/http/index.js';
import { queue } from '../../src/modals/index.js';
import { expectAccessible, mount, popupsOfEachTest, shadow, typeInto, until } from '../../test/browser/helpers.js';
import './campaign-form.element.js';
import { choiceField } from '../../test/fixtures/fields.js';

interface Sent {
  method: string;
  path: string;
  body: string;
}

const FIELDS = [
  { target_field_id: 'name', label: 'Name', required: 'no', visibility: 'hidden' },
  { target_field_id: 'email', label: 'Email', required: 'no' },
  choiceField('target_field_id', 'cf_color', 'Colour', 'single_select', [
    ['Red', 'red'],
    ['Blue', 'blue'],
  ]),
  choiceField('target_field_id', 'cf_days', 'Days', 'multi_select', [
    ['Mon', 'mon'],
    ['Tue', 'tue'],
  ]),
];

const SETTINGS = { fields: FIELDS, token: 'tok-1', campaignId: 'camp-9', dayOfCycle: '3' };
const form = (config: Record<string, unknown> = {}) =>
  mount('weft-campaign-form', { ...SETTINGS, ...config }, { id: 'cf-1', ready: 'form' });
const $ = <T extends Element = HTMLInputElement>(el: HTMLElement, selector: string) => shadow(el).querySelector<T>(selector)!;

const type = (el: HTMLElement, name: string, value: string) => typeInto(shadow(el).querySelector(`[name="${name}"]`)!, value);

function choose(el: HTMLElement, name: string, values: string[]): void {
  const select = $<HTMLSelectElement>(el, `select[name="${name}"]`);
  for (const option of select.options) option.selected = values.includes(option.value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

function fillIn(el: HTMLElement): void {
  type(el, 'name', 'Ana Souza');
  type(el, 'email', 'ana@example.com');
  choose(el, 'cf_color', ['blue']);
  choose(el, 'cf_days', ['mon', 'tue']);
}

const submit = (el: HTMLElement) => $<HTMLButtonElement>(el, 'button[type="submit"]').click();
const alertText = (el: HTMLElement) => shadow(el).querySelector('[role="alert"]')?.textContent ?? '';

describe('weft-campaign-form', () => {
  const { errors: popups, successes } = popupsOfEachTest();
  let sent: Sent[];
  let first: () => Response | Promise<Response>;
  let second: () => Response;

  beforeEach(() => {
    sent = [];
    first = () => Response.json({ success: true });
    second = () => Response.json({ success: true, data: { campaignId: 'camp-9' } });
    setFetchForTests(async (input) => {
      const request = input as Request;
      const url = new URL(request.url);
      sent.push({ method: request.method, path: url.pathname + url.search, body: await request.text() });
      return url.pathname.startsWith('/get-response/') ? second() : first();
    });
  });
  afterEach(() => {
    setFetchForTests(null);
    for (const m of queue.peek()) m.close();
  });

  it('forces the email and name fields required and visible, and maps the campaign kinds', async () => {
    const el = await form();
    await expectAccessible(el);
    expect($(el, 'input[name="name"]').type, 'a hidden name is shown anyway').to.equal('text');
    expect($(el, 'select[name="cf_color"]').multiple).to.equal(false);
    expect($(el, 'select[name="cf_days"]').multiple).to.equal(true);
    submit(el);
    await until(() => popups.length === 1);
    expect(popups[0]).to.deep.equal(['Name is required.', 'Email is required.']);
    expect(sent).to.have.length(0);
  });

  it('sends the §7 body, then reads the campaign, while the page shows it is loading', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    first = async () => {
      await held;
      return Response.json({ success: true });
    };
    const el = await form();
    fillIn(el);
    submit(el);
    await until(() => queue.peek().some((m) => m.request.kind === 'loading'), 'the page loading state');
    release();
    await until(() => successes.length === 1, 'the success popup');
    expect(successes[0]).to.equal('Contact added successfully');
    expect(
      queue.peek().some((m) => m.request.kind === 'loading'),
      'loading ends',
    ).to.equal(false);
    expect(sent[0]!.method).to.equal('POST');
    expect(sent[0]!.path).to.equal('/cheetah/get_response_form_submit?token=tok-1&id=cf-1');
    expect(JSON.parse(sent[0]!.body)).to.deep.equal({
      email: 'ana@example.com',
      dayOfCycle: '3',
      name: 'Ana Souza',
      campaign: { campaignId: 'camp-9' },
      customFieldValues: [
        { customFieldId: 'cf_color', value: ['blue'] },
        { customFieldId: 'cf_days', value: ['mon', 'tue'] },
      ],
    });
    expect(sent[1]!.method).to.equal('GET');
    expect(sent[1]!.path).to.equal('/get-response/campaign/tok-1/camp-9');
    await until(() => $(el, 'input[name="email"]').value === '', 'the form reset');
  });

  it('says when the contact is in the campaign already', async () => {
    first = () => Response.json({ success: false, message: 'Contact already added' });
    const el = await form();
    fillIn(el);
    submit(el);
    await until(() => alertText(el));
    expect(alertText(el)).to.equal('Contact already added');
    expect(sent).to.have.length(1);
    expect($(el, 'input[name="email"]').value, 'kept').to.equal('ana@example.com');
  });

  it("lists the platform's validation errors under the validation text", async () => {
    first = () =>
      Response.json({
        success: false,
        message: 'Validation error',
        context: [{ errorDescription: 'email: not valid' }, { errorDescription: 'dayOfCycle: too big' }],
      });
    const el = await form();
    fillIn(el);
    submit(el);
    await until(() => alertText(el));
    const items = [...shadow(el).querySelectorAll('[role="alert"] li')].map((li) => li.textContent);
    expect(alertText(el)).to.contain('Invalid fields');
    expect(items).to.deep.equal(['email: not valid', 'dayOfCycle: too big']);
  });

  it('reads a refusal sent with an error status the same way', async () => {
    first = () =>
      Response.json(
        { success: false, message: 'Validation error', context: [{ errorDescription: 'email: taken' }] },
        { status: 400 },
      );
    const el = await form();
    fillIn(el);
    submit(el);
    await until(() => alertText(el));
    expect(alertText(el)).to.contain('Invalid fields');
    expect([...shadow(el).querySelectorAll('[role="alert"] li')].map((li) => li.textContent)).to.deep.equal(['email: taken']);
    first = () => Response.json({ success: false, message: 'Contact already added' }, { status: 409 });
    submit(el);
    await until(() => alertText(el) === 'Contact already added');
  });

  it('says the validation text when the answer cannot be read', async () => {
    first = () => new Response('<html>oops</html>', { status: 200 });
    const el = await form();
    fillIn(el);
    submit(el);
    await until(() => alertText(el));
    expect(alertText(el)).to.equal('Invalid fields');
  });

  it('shows the error when the second call fails', async () => {
    second = () => Response.json({ success: false, message: 'Invalid token' }, { status: 401 });
    const el = await form();
    fillIn(el);
    submit(el);
    await until(() => alertText(el));
    expect(alertText(el)).to.equal('Invalid token');
    expect(successes).to.have.length(0);
  });

  it('redirects in the same window when the action says so', async () => {
    const navigate = sinon.spy();
    (window as { weft?: unknown }).weft = { navigate };
    try {
      const same = await form({ action: 'redirect', redirectUrl: '/welcome', tab: 'same' });
      fillIn(same);
      submit(same);
      await until(() => navigate.called, 'the redirect');
      expect(navigate.firstCall.args[0]).to.equal('/welcome');
      expect(successes).to.have.length(0);
    } finally {
      delete (window as { weft?: unknown }).weft;
    }
  });

  describe('a redirect to a new tab', () => {
    /** A tab as window.open hands it back: where it was sent, and whether it was closed. */
    const fakeTab = () => ({ opener: window as unknown, location: { href: 'about:blank' }, close: sinon.spy() });
    let open: sinon.SinonStub;
    let answered: () => void;
    beforeEach(() => {
      open = sinon.stub(window, 'open');
      // The platform answers when the test says so: slow, as when popup blockers refused the tab.
      const slow = first;
      const gate = new Promise<void>((resolve) => (answered = resolve));
      first = () => gate.then(slow);
    });
    afterEach(() => open.restore());

    const newTabForm = () => form({ action: 'redirect', redirectUrl: 'example.com/offer', tab: 'new' });

    it("opens the tab in the visitor's click and sends it to the address once the contact is added", async () => {
      const tab = fakeTab();
      open.returns(tab);
      const el = await newTabForm();
      fillIn(el);
      submit(el);
      // Within the click, before the platform answered: a popup blocker lets it through.
      expect(open.callCount, 'opened in the click').to.equal(1);
      expect(open.firstCall.args.slice(0, 2)).to.deep.equal(['', '_blank']);
      expect(tab.opener, 'the tab cannot reach this page').to.equal(null);
      expect(tab.location.href, 'blank until the contact is added').to.equal('about:blank');
      answered();
      await until(() => tab.location.href !== 'about:blank', 'the tab sent on');
      expect(tab.location.href).to.equal('http://example.com/offer');
      expect(sent.map((s) => s.method)).to.deep.equal(['POST', 'GET']);
      expect(successes).to.have.length(0);
      await until(() => $(el, 'input[name="email"]').value === '', 'a fresh form');
    });

    it('closes the tab when the platform refuses the contact', async () => {
      const tab = fakeTab();
      open.returns(tab);
      first = () => Response.json({ success: false, message: 'Contact already added' });
      const el = await newTabForm();
      fillIn(el);
      submit(el);
      await until(() => alertText(el), 'the refusal');
      expect(tab.close.calledOnce, 'the blank tab closed').to.equal(true);
      expect(tab.location.href).to.equal('about:blank');
    });

    it('gives a link to the page when the browser blocked the tab', async () => {
      open.returns(null);
      const el = await newTabForm();
      fillIn(el);
      submit(el);
      answered();
      await until(() => shadow(el).querySelector('[part~="alert"] a'), 'the link to the page');
      expect(shadow(el).querySelector('[part~="alert"]')!.textContent).to.equal(
        'Contact added successfully. Open link (opens in a new tab)',
      );
      const link = $<HTMLAnchorElement>(el, '[part~="alert"] a');
      expect(link.href).to.equal('http://example.com/offer');
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.equal('noopener');
    });
  });
});
