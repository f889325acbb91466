/**
 * The demo site's forms page through the built bundle and the in-process reference backend: a
 * visitor subscribes (and comes back as a subscriber with a referral link), contacts the owner,
 * joins a campaign twice, and every element of the lead-capture issue is on screen.
 * Run `npm run build` first (`npm test` does).
 */
import { expect } from '@open-wc/testing';
import { typeInto, until } from './helpers.js';

interface SiteWindow extends Window {
  weft?: { ready: Promise<void> };
}

const frames: HTMLIFrameElement[] = [];
afterEach(() => frames.splice(0).forEach((f) => f.remove()));

async function formsPage(): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.width = '1000px';
  frame.style.height = '900px';
  frame.src = `/forms?weft-site=`;
  document.body.append(frame);
  frames.push(frame);
  await until(() => (frame.contentWindow as SiteWindow | null)?.weft?.ready, 'the loader');
  await (frame.contentWindow as SiteWindow).weft!.ready;
  return frame;
}

const win = (frame: HTMLIFrameElement) => frame.contentWindow as SiteWindow;
const root = (frame: HTMLIFrameElement, tag: string) => win(frame).document.querySelector(tag)?.shadowRoot ?? null;

const type = (frame: HTMLIFrameElement, tag: string, name: string, value: string) =>
  typeInto(root(frame, tag)!.querySelector(`[name="${name}"]`)!, value);

const press = (frame: HTMLIFrameElement, tag: string, selector = 'button[type="submit"]') =>
  root(frame, tag)!.querySelector<HTMLButtonElement>(selector)!.click();

async function submissions(form: string): Promise<Array<{ payload: Record<string, unknown> }>> {
  // The test reads the backend's store directly, as an operator would; it is not product code.
  // eslint-disable-next-line no-restricted-globals
  const answer = (await (await fetch(`/demo/form-submissions?form=${form}`)).json()) as {
    data: Array<{ payload: Record<string, unknown> }>;
  };
  return answer.data;
}

const TYPES = [
  'mailing-form',
  'launch',
  'campaign-form',
  'contact-form',
  'multistep-form',
  'menu',
  'youtube',
  'vimeo',
  'hosted-video',
  'webinar',
  'iframe',
];

describe('the forms page of the demo site', () => {
  it('shows every lead-capture and interaction element', async () => {
    const frame = await formsPage();
    for (const type of TYPES) {
      await until(() => root(frame, `weft-${type}`)?.querySelector('*:not(style)'), `<weft-${type}> drawn`);
    }
    const served = root(frame, 'weft-iframe')!.querySelector('iframe')!;
    await until(() => served.srcdoc.includes('Served by the site'), 'the frame content from the backend');
  });

  it('subscribes a visitor, who comes back with a referral link and a ranking', async () => {
    const email = `sub-${Date.now()}@example.com`;
    let frame = await formsPage();
    await until(() => root(frame, 'weft-mailing-form')?.querySelector('form'));
    type(frame, 'weft-mailing-form', 'FNAME', 'Ana');
    type(frame, 'weft-mailing-form', 'EMAIL', email);
    const first = win(frame);
    press(frame, 'weft-mailing-form');
    // The list's subscribe address answers with a redirect back to this page, as a subscriber.
    await until(
      () => frame.contentWindow !== first || frame.contentWindow.location.search.includes('mbsubscriber_uid'),
      'the way back',
    );
    await until(() => win(frame).location.search.includes('mbsubscriber_uid') && win(frame).weft?.ready, 'the page again');
    await win(frame).weft!.ready;
    const uid = new URL(win(frame).location.href).searchParams.get('mbsubscriber_uid')!;
    expect(uid).to.match(/^[\w-]+$/);
    const saved = await submissions('mailing');
    expect(
      saved.some((s) => s.payload['EMAIL'] === email),
      'checked by /cheetah/mailingboss_form_submit',
    ).to.equal(true);
    const listed = await submissions('list-subscribe');
    expect(
      listed.some((s) => s.payload['EMAIL'] === email),
      'posted to the list',
    ).to.equal(true);
    frame = frame as HTMLIFrameElement;
    await until(() => root(frame, 'weft-launch')?.textContent?.includes('You are #'), 'the ranking');
    const link = root(frame, 'weft-launch')!.querySelector<HTMLInputElement>('input')!;
    expect(new URL(link.value).searchParams.get('origin_uid')).to.equal(uid);
    expect(win(frame).localStorage.getItem('leadEmail')).to.equal(email);
  });

  it('mails a contact form and says so', async () => {
    const frame = await formsPage();
    const email = `contact-${Date.now()}@example.com`;
    await until(() => root(frame, 'weft-contact-form')?.querySelector('form'));
    press(frame, 'weft-contact-form');
    const overlay = () => win(frame).document.querySelector('weft-overlay')?.shadowRoot ?? null;
    await until(() => overlay()?.querySelector('[role="dialog"], dialog'), 'the required-fields popup');
    expect(overlay()!.textContent).to.contain('Full name is required.');
    overlay()!.querySelector<HTMLButtonElement>('button.primary')!.click();
    type(frame, 'weft-contact-form', 'name', 'Ana Souza');
    type(frame, 'weft-contact-form', 'email', email);
    type(frame, 'weft-contact-form', 'message', 'Hello from the test');
    press(frame, 'weft-contact-form');
    await until(() => overlay()?.textContent?.includes('Contact added successfully'), 'the success popup');
    const saved = await submissions('contact');
    const mine = saved.find((s) => (s.payload['fields'] as Record<string, unknown>)?.['email'] === email);
    expect(mine, 'stored by the backend').to.not.equal(undefined);
    expect(mine!.payload['receiver']).to.equal('owner@example.com');
  });

  it('adds a contact to the campaign once, then says it is already there', async () => {
    const frame = await formsPage();
    const email = `camp-${Date.now()}@example.com`;
    const overlay = () => win(frame).document.querySelector('weft-overlay')?.shadowRoot ?? null;
    for (const round of [1, 2]) {
      type(frame, 'weft-campaign-form', 'name', 'Ana Souza');
      type(frame, 'weft-campaign-form', 'email', email);
      press(frame, 'weft-campaign-form');
      if (round === 1) {
        await until(() => overlay()?.textContent?.includes('You joined the demo campaign.'), 'the success popup');
        overlay()!.querySelector<HTMLButtonElement>('button.primary')!.click();
      }
    }
    await until(() => root(frame, 'weft-campaign-form')!.querySelector('[role="alert"]'), 'the refusal');
    expect(root(frame, 'weft-campaign-form')!.querySelector('[role="alert"]')!.textContent).to.equal('Contact already added');
  });
});
