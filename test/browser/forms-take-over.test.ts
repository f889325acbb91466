/**
 * A lead form the server drew is on screen before its element's script arrives (issue 40): Enter
 * in it then must not load the page with the lead's fields in the address, and what the visitor
 * typed must still be there, and be sent, once the element takes it over.
 *
 * Each form is drawn as the server renderer draws it (src/server/render.ts): the element's tree
 * under ServerDrawContext, in a declarative shadow root, before its type is defined. The visitor
 * types into the drawing with real keys; then the element's module arrives and takes it over.
 */
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createElement as h, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { commonChoices, commonDefaults, commonKinds } from '../../src/common.js';
import { parseConfig, type Choices, type Kinds } from '../../src/config.js';
import { elementTree, type ElementProps } from '../../src/define.js';
import { setFetchForTests } from '../../src/http/index.js';
import { ServerDrawContext } from '../../src/ui/server.js';
import { ContactForm } from '../../elements/contact-form/contact-form.js';
import { contactFormChoices, contactFormDefaults, contactFormKinds } from '../../elements/contact-form/config.js';
import { MailingForm } from '../../elements/mailing-form/mailing-form.js';
import { mailingFormChoices, mailingFormDefaults, mailingFormKinds } from '../../elements/mailing-form/config.js';
import { MembersForm } from '../../elements/members-form/members-form.js';
import { membersFormChoices, membersFormDefaults, membersFormKinds } from '../../elements/members-form/config.js';
import { MultistepForm } from '../../elements/multistep-form/multistep-form.js';
import { multistepFormChoices, multistepFormDefaults, multistepFormKinds } from '../../elements/multistep-form/config.js';
import { choiceField } from '../fixtures/fields.js';
import { popupsOfEachTest, shadow, until } from './helpers.js';

/**
 * The markup of `tag` as the server draws it: the component's server branch (ServerDrawContext),
 * written out by React, in a declarative shadow root.
 */
function drawn(
  tag: string,
  Component: ComponentType<ElementProps<object>>,
  own: { defaults: object; choices: Choices; kinds: Kinds },
  config: object,
): string {
  const host = document.createElement(tag);
  const schema = { choices: { ...commonChoices, ...own.choices }, kinds: { ...commonKinds, ...own.kinds } };
  const parsed = parseConfig(JSON.stringify(config), { ...commonDefaults, ...own.defaults }, schema).config;
  const draw = { holes: [], hostStyle: {}, asked: new Map(), answers: new Map() };
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      h(
        ServerDrawContext.Provider,
        { value: draw },
        elementTree(tag, host, Component, { config: parsed as never, flags: {}, device: 'desktop' }),
      ),
    ),
  );
  // Reading the drawing as text, as the server's output is.
  // eslint-disable-next-line no-restricted-syntax
  const markup = container.innerHTML;
  root.unmount();
  const attribute = JSON.stringify(config).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
  return `<${tag} data-weft-ssr="1" config='${attribute}'><template shadowrootmode="open">${markup}</template></${tag}>`;
}

/** The navigations the page started (the Navigation API's navigate event fires as one starts), each stopped. */
function watchNavigations(): { urls: string[]; stop(): void } {
  const urls: string[] = [];
  const navigation = (window as unknown as { navigation: EventTarget }).navigation;
  const listener = (event: Event) => {
    const navigate = event as Event & { destination: { url: string } };
    urls.push(navigate.destination.url);
    // The test page stays: a form post would replace it.
    if (event.cancelable) event.preventDefault();
  };
  navigation.addEventListener('navigate', listener);
  return { urls, stop: () => navigation.removeEventListener('navigate', listener) };
}

const CONTACT_TYPE = { defaults: contactFormDefaults, choices: contactFormChoices, kinds: contactFormKinds };
const MAILING_TYPE = { defaults: mailingFormDefaults, choices: mailingFormChoices, kinds: mailingFormKinds };
const MEMBERS_TYPE = { defaults: membersFormDefaults, choices: membersFormChoices, kinds: membersFormKinds };
const MULTISTEP_TYPE = { defaults: multistepFormDefaults, choices: multistepFormChoices, kinds: multistepFormKinds };

interface Sent {
  url: string;
  body: string;
}

const CONTACT = {
  receiver: 'owner@example.com',
  subject: 'New lead',
  fields: [
    { tag: 'name', label: 'Full name', required: 'yes' },
    { tag: 'email', label: 'Email', required: 'yes' },
    choiceField('tag', 'interests', 'Interests', 'checkbox', [
      ['News', 'news'],
      ['Events', 'events'],
    ]),
    choiceField('tag', 'country', 'Country', 'select', [
      ['Brazil', 'br'],
      ['Portugal', 'pt'],
    ]),
  ],
};

describe('a lead form the server drew, typed into before its element takes over', () => {
  const { successes } = popupsOfEachTest();
  let sent: Sent[];
  let navigations: ReturnType<typeof watchNavigations>;
  const address = location.href;

  beforeEach(() => {
    sent = [];
    setFetchForTests(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      sent.push({ url: request.url, body: await request.text() });
      // The members API refuses the login: the call on the wire is what the test reads.
      if (request.url.endsWith('/website/user/login')) return Response.json({ success: false, message: 'No' }, { status: 422 });
      return Response.json({ success: true });
    });
    navigations = watchNavigations();
  });
  afterEach(() => {
    navigations.stop();
    setFetchForTests(null);
  });

  it('neither submits on Enter nor loses what was typed, and sends it once taken over', async () => {
    const wrapper = await fixture<HTMLDivElement>('<div></div>');
    // Declarative shadow DOM, as the server writes it (test markup).
    wrapper.setHTMLUnsafe(drawn('weft-contact-form', ContactForm as never, CONTACT_TYPE, CONTACT));
    const el = wrapper.firstElementChild as HTMLElement;
    const drawing = shadow(el).querySelector('form')!;
    const field = (name: string) => shadow(el).querySelector<HTMLInputElement>(`[name="${name}"]`)!;

    // The visitor types with the scripts still on their way.
    field('name').focus();
    await sendKeys({ type: 'Ana Souza' });
    shadow(el).querySelector<HTMLInputElement>('[name="interests"][value="events"]')!.click();
    shadow(el).querySelector<HTMLSelectElement>('[name="country"]')!.value = 'pt';
    field('email').focus();
    await sendKeys({ type: 'ana@example.com' });
    await sendKeys({ press: 'Enter' });
    field('name').focus();
    // The caret after "Ana".
    for (let i = 0; i < 6; i++) await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'Enter' });
    expect(navigations.urls, 'Enter in the drawing goes nowhere').to.deep.equal([]);
    expect(location.href).to.equal(address);
    expect(field('email').value, 'the drawing keeps what was typed').to.equal('ana@example.com');

    // The element's script arrives: it takes the drawing over.
    await import('../../elements/contact-form/contact-form.element.js');
    await until(() => !el.hasAttribute('data-weft-ssr'), 'the take-over');
    expect(drawing.isConnected, 'the drawing is gone').to.equal(false);
    const form = shadow(el).querySelector('form')!;
    expect(form.getAttribute('method'), 'the live form has no method of its own').to.equal(null);
    expect(field('name').value).to.equal('Ana Souza');
    expect(field('email').value).to.equal('ana@example.com');
    expect(shadow(el).querySelector<HTMLInputElement>('[name="interests"][value="events"]')!.checked).to.equal(true);
    expect(shadow(el).querySelector<HTMLSelectElement>('[name="country"]')!.value).to.equal('pt');
    expect(shadow(el).activeElement === field('name'), 'the focus stays in the name field').to.equal(true);
    expect([field('name').selectionStart, field('name').selectionEnd], 'and its caret after "Ana"').to.deep.equal([3, 3]);

    // Enter now sends what was typed, on the wire and not in the address.
    await sendKeys({ press: 'Enter' });
    await until(() => successes.length === 1, 'the success popup');
    expect(sent).to.have.length(1);
    const body = new URLSearchParams(sent[0]!.body);
    expect(sent[0]!.url).to.match(/\/cheetah\/form_submit$/);
    expect(body.get('name')).to.equal('Ana Souza');
    expect(body.get('email')).to.equal('ana@example.com');
    expect(body.getAll('interests').join(',')).to.equal('events');
    expect(body.get('country')).to.equal('pt');
    expect(navigations.urls, 'no navigation').to.deep.equal([]);
    expect(location.href, 'nothing in the address').to.equal(address);
  });

  it("keeps a multi-step form's typed step as it is taken over", async () => {
    const config = {
      receiver: 'owner@example.com',
      subject: 'New lead',
      fields: [
        { tag: 'name', label: 'Name', required: 'yes' },
        { tag: 'email', label: 'Email', required: 'yes' },
        { tag: 'city', label: 'City' },
      ],
      groups: [
        { name: 'You', fields: ['name', 'email'] },
        { name: 'Where', fields: ['city'] },
      ],
    };
    const wrapper = await fixture<HTMLDivElement>('<div></div>');
    wrapper.setHTMLUnsafe(drawn('weft-multistep-form', MultistepForm as never, MULTISTEP_TYPE, config));
    const el = wrapper.firstElementChild as HTMLElement;
    const field = (name: string) => shadow(el).querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field('email').focus();
    await sendKeys({ type: 'lea@example.com' });
    await sendKeys({ press: 'Enter' });
    expect(navigations.urls, 'Enter in the drawing goes nowhere').to.deep.equal([]);

    await import('../../elements/multistep-form/multistep-form.element.js');
    await until(() => !el.hasAttribute('data-weft-ssr'), 'the take-over');
    expect(field('email').value).to.equal('lea@example.com');
    // Next checks the step with what was typed: only the name is still to fill in.
    field('name').focus();
    await sendKeys({ type: 'Lea' });
    shadow(el).querySelector<HTMLButtonElement>('[part~="next"]')!.click();
    await until(() => field('city'), 'the second step');
    field('city').focus();
    await sendKeys({ type: 'Porto' });
    await sendKeys({ press: 'Enter' });
    await until(() => sent.length === 1, 'the submission');
    const body = new URLSearchParams(sent[0]!.body);
    expect([body.get('name'), body.get('email'), body.get('city')]).to.deep.equal(['Lea', 'lea@example.com', 'Porto']);
    expect(navigations.urls, 'no navigation').to.deep.equal([]);
    expect(location.href, 'nothing in the address').to.equal(address);
  });

  it("keeps a member's e-mail and password out of the address, and logs in with them once taken over", async () => {
    const wrapper = await fixture<HTMLDivElement>('<div></div>');
    wrapper.setHTMLUnsafe(drawn('weft-members-form', MembersForm as never, MEMBERS_TYPE, { type: 'login' }));
    const el = wrapper.firstElementChild as HTMLElement;
    const field = (name: string) => shadow(el).querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field('email').focus();
    await sendKeys({ type: 'member@example.com' });
    field('password').focus();
    await sendKeys({ type: 'secret-2026' });
    await sendKeys({ press: 'Enter' });
    expect(navigations.urls, 'Enter in the drawing goes nowhere').to.deep.equal([]);
    expect(location.href).to.equal(address);

    await import('../../elements/members-form/members-form.element.js');
    await until(() => !el.hasAttribute('data-weft-ssr'), 'the take-over');
    expect([field('email').value, field('password').value]).to.deep.equal(['member@example.com', 'secret-2026']);
    await sendKeys({ press: 'Enter' });
    await until(() => sent.some((s) => s.url.endsWith('/website/user/login')), 'the login call');
    const login = JSON.parse(sent.find((s) => s.url.endsWith('/website/user/login'))!.body) as Record<string, unknown>;
    expect([login['email'], login['password']]).to.deep.equal(['member@example.com', 'secret-2026']);
    expect(navigations.urls, 'no navigation').to.deep.equal([]);
    expect(location.href, 'nothing in the address').to.equal(address);
  });

  it("keeps a subscription form's typed fields, its phone as digits, as the subscription form reads one", async () => {
    const config = {
      listUid: 'list-9',
      fields: [
        { tag: 'EMAIL', label: 'Email', required: 'yes' },
        { tag: 'PHONE', label: 'Phone' },
      ],
    };
    const wrapper = await fixture<HTMLDivElement>('<div></div>');
    wrapper.setHTMLUnsafe(drawn('weft-mailing-form', MailingForm as never, MAILING_TYPE, config));
    const el = wrapper.firstElementChild as HTMLElement;
    const field = (name: string) => shadow(el).querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field('EMAIL').focus();
    await sendKeys({ type: 'lead@example.com' });
    field('PHONE').focus();
    await sendKeys({ type: '+55 11 91234-5678' });
    await sendKeys({ press: 'Enter' });
    expect(navigations.urls, 'Enter in the drawing goes nowhere').to.deep.equal([]);

    await import('../../elements/mailing-form/mailing-form.element.js');
    await until(() => !el.hasAttribute('data-weft-ssr'), 'the take-over');
    expect([field('EMAIL').value, field('PHONE').value]).to.deep.equal(['lead@example.com', '5511912345678']);
  });
});
