import { expect } from '@open-wc/testing';
import { setFetchForTests } from '../../src/http/index.js';
import { expectAccessible, mount, popupsOfEachTest, shadow, typeInto, until } from '../../test/browser/helpers.js';
import './multistep-form.element.js';

interface Sent {
  path: string;
  body: string;
}

const GROUPS = [
  {
    name: 'About you',
    description: 'Who are you?',
    icon: 'user',
    fields: ['FNAME', { tag: 'EMAIL', label: 'Email', required: 'yes' }],
  },
  {
    name: 'Your plans',
    icon: 'star',
    fields: [
      {
        tag: 'GOAL',
        label: 'Goal',
        required: 'yes',
        type: { identifier: 'dropdown' },
        options: [{ name: 'Grow', value: 'grow' }],
      },
    ],
  },
  { name: 'Done', icon: 'check', fields: [{ tag: 'NOTES', label: 'Notes', required: 'no', type: { identifier: 'textarea' } }] },
];
const SETTINGS = {
  fields: [{ tag: 'FNAME', label: 'First name', required: 'yes' }],
  groups: GROUPS,
  receiver: 'me@example.com',
  subject: 'Plans',
};
const form = (config: Record<string, unknown> = {}) =>
  mount('weft-multistep-form', { ...SETTINGS, ...config }, { ready: 'form' });
const $ = <T extends Element = HTMLElement>(el: HTMLElement, selector: string) => shadow(el).querySelector<T>(selector);

const type = (el: HTMLElement, name: string, value: string) => typeInto(shadow(el).querySelector(`[name="${name}"]`)!, value);

const title = (el: HTMLElement) => $(el, '[part="group-title"]')!.textContent;
const click = (el: HTMLElement, part: string) => $<HTMLButtonElement>(el, `[part~="${part}"]`)!.click();

describe('weft-multistep-form', () => {
  const { errors: popups, successes } = popupsOfEachTest();
  let sent: Sent[];

  beforeEach(() => {
    sent = [];
    setFetchForTests(async (input) => {
      const request = input as Request;
      const url = new URL(request.url);
      sent.push({ path: url.pathname, body: await request.text() });
      // The multi-step form does not read the answer: even an odd body is a success.
      return new Response('ok');
    });
  });
  afterEach(() => {
    setFetchForTests(null);
  });

  it('shows only the current group, a progress bar and Next without Previous on the first step', async () => {
    const el = await form();
    await expectAccessible(el);
    expect(title(el)).to.equal('About you');
    expect($(el, '.group-description')!.textContent).to.equal('Who are you?');
    expect($(el, '[name="FNAME"]')).to.not.equal(null);
    expect($(el, '[name="GOAL"]'), 'other steps are not shown').to.equal(null);
    const steps = shadow(el).querySelectorAll('[part~="step"]');
    expect(steps).to.have.length(3);
    expect([...steps].map((s) => s.classList.contains('active'))).to.deep.equal([true, false, false]);
    expect(steps[0]!.getAttribute('aria-current')).to.equal('step');
    expect(steps[0]!.querySelector('.mark')!.textContent).to.equal('1');
    expect($(el, '[part~="previous"]')).to.equal(null);
    expect($(el, '[part~="next"]')!.textContent).to.equal('Next');
    expect($(el, '[part~="submit"]')).to.equal(null);
  });

  it('validates each step before Next, then moves on with earlier steps marked active', async () => {
    const el = await form();
    click(el, 'next');
    await until(() => popups.length === 1);
    expect(popups[0]).to.deep.equal(['First name is required.', 'Email is required.']);
    expect(title(el)).to.equal('About you');
    type(el, 'FNAME', 'Ana');
    type(el, 'EMAIL', 'ana@example.com');
    click(el, 'next');
    await until(() => title(el) === 'Your plans', 'the second step');
    expect(shadow(el).activeElement, 'focus follows to the new step').to.equal($(el, '[part="group-title"]'));
    const steps = [...shadow(el).querySelectorAll('[part~="step"]')];
    expect(steps.map((s) => s.classList.contains('active'))).to.deep.equal([true, true, false]);
    expect($(el, '[part~="previous"]')!.textContent).to.equal('Previous');
    click(el, 'previous');
    await until(() => title(el) === 'About you');
    expect($<HTMLInputElement>(el, '[name="FNAME"]')!.value, 'typed values survive').to.equal('Ana');
  });

  it('offers Submit on the last step and sends every step to /cheetah/form_submit', async () => {
    const el = await form({ currentIndex: 0, successMessage: 'Got it' });
    type(el, 'FNAME', 'Ana');
    type(el, 'EMAIL', 'ana@example.com');
    click(el, 'next');
    await until(() => title(el) === 'Your plans');
    type(el, 'GOAL', 'grow');
    click(el, 'next');
    await until(() => title(el) === 'Done');
    expect($(el, '[part~="next"]')).to.equal(null);
    expect($(el, '[part~="submit"]')!.textContent).to.equal('Submit');
    type(el, 'NOTES', 'Soon');
    click(el, 'submit');
    await until(() => successes.length === 1, 'success');
    expect(successes[0]).to.equal('Got it');
    const body = new URLSearchParams(sent.find((s) => s.path === '/cheetah/form_submit')!.body);
    expect(Object.fromEntries(body)).to.include({
      FNAME: 'Ana',
      EMAIL: 'ana@example.com',
      GOAL: 'grow',
      NOTES: 'Soon',
      receiver: 'me@example.com',
      subject: 'Plans',
    });
    await until(() => title(el) === 'About you', 'back to a fresh first step');
  });

  it("goes back to the step of the server's field error, and shows it under the field", async () => {
    setFetchForTests(async (input) => {
      const request = input as Request;
      sent.push({ path: new URL(request.url).pathname, body: await request.text() });
      return Response.json({ success: 0, msg: 'Check the e-mail', errors: { EMAIL: ['This e-mail is blocked'] } });
    });
    const el = await form({ currentIndex: 2 });
    type(el, 'NOTES', 'Soon');
    // Earlier steps are checked again on submit: fill them first.
    click(el, 'previous');
    await until(() => title(el) === 'Your plans');
    type(el, 'GOAL', 'grow');
    click(el, 'previous');
    await until(() => title(el) === 'About you');
    type(el, 'FNAME', 'Ana');
    type(el, 'EMAIL', 'ana@blocked.example');
    click(el, 'next');
    await until(() => title(el) === 'Your plans');
    click(el, 'next');
    await until(() => title(el) === 'Done');
    click(el, 'submit');
    await until(() => title(el) === 'About you', 'the step of the field error');
    await until(() => $(el, '[part="error"]')?.textContent === 'This e-mail is blocked', 'the error under the field');
    expect($<HTMLInputElement>(el, '[name="EMAIL"]')!.getAttribute('aria-invalid')).to.equal('true');
    expect($(el, '[role="alert"]')!.textContent).to.equal('Check the e-mail');
    expect($<HTMLInputElement>(el, '[name="EMAIL"]')!.value, 'kept').to.equal('ana@blocked.example');
    expect(successes).to.have.length(0);
  });

  it('starts at currentIndex, can hide Previous, and gives its buttons half the stated width', async () => {
    const el = await form({ currentIndex: 1, form: { showPreviousButton: false }, buttonNext: { width: '60%' } });
    expect(title(el)).to.equal('Your plans');
    expect($(el, '[part~="previous"]')).to.equal(null);
    expect($(el, '[part~="next"]')!.style.width).to.equal('30%');
    expect(el.style.maxWidth || getComputedStyle(el).maxWidth).to.equal('500px');
  });

  it('takes sizes written with their unit: half of a "300px" button, "40px" step marks, "44px" inputs', async () => {
    const el = await form({
      buttonNext: { width: '300px' },
      navBar: { size: '40px', fontSize: '14px' },
      input: { height: '44px' },
    });
    expect($(el, '[part~="next"]')!.getBoundingClientRect().width).to.equal(150);
    expect($(el, '[part~="step"] .mark')!.getBoundingClientRect().height).to.equal(40);
    expect(shadow(el).querySelector('[name="FNAME"]')!.getBoundingClientRect().height).to.equal(44);
    // A mark is never smaller than 16px, however it is written.
    const tiny = await form({ navBar: { size: '4px' } });
    expect($(tiny, '[part~="step"] .mark')!.getBoundingClientRect().height).to.equal(16);
  });

  it('shows icons or no progress bar, and hides titles when asked', async () => {
    const icons = await form({ navBar: { type: 'icon', showTitle: false } });
    expect($(icons, '[part~="step"] .mark svg')).to.not.equal(null);
    expect($(icons, '[part~="step"] .title')!.classList.contains('visually-hidden')).to.equal(true);
    const none = await form({ navBar: { type: 'none' } });
    expect($(none, '[part="progress"]')).to.equal(null);
  });

  it('offers the default steps in the visitor language when none are configured', async () => {
    const el = await form({ groups: [], fields: [] });
    expect([...shadow(el).querySelectorAll('[part~="step"] .title')].map((s) => s.textContent)).to.deep.equal([
      'Personal details',
      'Social profiles',
      'Account credentials',
    ]);
  });
});
