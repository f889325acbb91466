import { expect } from '@open-wc/testing';
import { consent } from '../../src/consent/state.js';
import { PRODUCTION_CHECKOUT } from '../../src/http/hosts.js';
import { hostInputs, checkoutBase } from '../../src/http/index.js';
import { provideSiteData } from '../../src/base/data.js';
import {
  armed,
  captureErrors,
  expectAccessible,
  mount,
  partText,
  resetLanguage,
  setLanguage,
  shadow,
  until,
} from '../../test/browser/helpers.js';
import { marketingAcceptedEachTest } from '../../test/browser/consent.js';
import { CHECKOUT_HEIGHT_CHECK_MS } from './checkout.js';
import { appAddress, checkoutRtl, translationsAddress, type CheckoutOptions } from './widget.js';
import './checkout.element.js';
import { fakeTimersEachTest } from '../../test/browser/clock.js';

/** The stand-in checkout service (fixtures/): it records what it was asked to draw. */
const SERVICE = `${location.origin}/elements/checkout/fixtures`;
interface Render {
  container: HTMLElement;
  options: CheckoutOptions;
  destroyed: boolean;
  widget: HTMLElement;
}
interface Recorded {
  __checkoutRenders?: Render[];
  __checkoutAppRuns?: number;
  __checkoutLanguages?: string[];
  __checkoutLanguagesAtAppLoad?: string[];
  __checkoutHeight?: number;
}
const recorded = window as unknown as Recorded;

const HASH = 'f00dcafe';
const FULL = {
  type: 'widget',
  sellableHash: HASH,
  baloon_text: 'Only 3 left',
  buy_button_text: 'Buy now',
  buy_button_subtext: 'Instant access',
  pay_button_text: 'Pay securely',
  bottom_info: 'Money-back guarantee',
  language: 'en_US',
  version: '3',
  steps: 2,
};

let stage: HTMLDivElement;
async function checkout(config: Record<string, unknown>, ready = '[part="placeholder"], [part="consent"], [part="checkout"]') {
  const el = await mount('weft-checkout', config, { ready });
  stage.append(el);
  return el;
}
const scripts = (address: string) => [...document.head.querySelectorAll('script')].filter((s) => s.src === address);
const rendersOf = (el: HTMLElement) => (recorded.__checkoutRenders ?? []).filter((r) => el.contains(r.container));
const drawn = (el: HTMLElement) =>
  until(() => rendersOf(el).some((r) => !r.destroyed) && !shadow(el).querySelector('[part="loading"]'), 'the widget');

describe('weft-checkout', () => {
  marketingAcceptedEachTest();
  beforeEach(() => {
    provideSiteData({ options: { endpoints: { checkout: `${SERVICE}/` } } });
    recorded.__checkoutHeight = 700;
    stage = document.createElement('div');
    stage.style.width = '1200px';
    document.body.append(stage);
  });
  afterEach(async () => {
    provideSiteData(undefined);
    stage.remove();
    await resetLanguage();
  });

  it('prompts to choose a product without a sellable hash, accessibly', async () => {
    const el = await checkout({});
    expect(partText(el, 'placeholder')).to.equal('Select a product for the checkout');
    await expectAccessible(el);
  });

  it('takes the checkout service from options.endpoints.checkout, else its named origin', () => {
    expect(checkoutBase(hostInputs())).to.equal(SERVICE);
    provideSiteData({ options: {} });
    expect(checkoutBase(hostInputs())).to.equal(PRODUCTION_CHECKOUT);
    expect(translationsAddress(PRODUCTION_CHECKOUT, 'pt_BR')).to.equal(
      `${PRODUCTION_CHECKOUT}/lang/pt_BR?scope=checkoutTranslations`,
    );
    expect(appAddress(PRODUCTION_CHECKOUT, '12')).to.equal(`${PRODUCTION_CHECKOUT}/widget/app.js?v=12`);
  });

  it('is 410×615 by default, at most 450 wide, 768 with three steps, and the owner’s max width wins', async () => {
    consent.value = { chosen: true, accepted: [] };
    const el = await checkout({ sellableHash: HASH });
    expect(Math.round(el.getBoundingClientRect().width)).to.equal(410);
    expect(Math.round(el.getBoundingClientRect().height)).to.equal(615);
    el.setAttribute('config', JSON.stringify({ sellableHash: HASH, width: 900 }));
    await until(() => Math.round(el.getBoundingClientRect().width) === 450, 'max width 450');
    el.setAttribute('config', JSON.stringify({ sellableHash: HASH, width: 900, steps: 3 }));
    await until(() => Math.round(el.getBoundingClientRect().width) === 768, 'max width 768 with three steps');
    el.setAttribute('config', JSON.stringify({ sellableHash: HASH, width: 900, steps: 3, maxWidth: 500 }));
    await until(() => Math.round(el.getBoundingClientRect().width) === 500, 'the owner’s max width');
  });

  it('waits for marketing consent, saying what will load, before any checkout script is added', async () => {
    consent.value = { chosen: true, accepted: [] };
    const el = await checkout({ ...FULL, language: 'fr_FR' });
    expect(shadow(el).querySelector('[part="consent"] p')!.textContent).to.contain('checkout');
    expect(scripts(translationsAddress(SERVICE, 'fr_FR'))).to.have.length(0);
    await expectAccessible(el);
    const load = shadow(el).querySelector<HTMLButtonElement>('[part="consent"] button')!;
    expect(load.textContent).to.equal('Load checkout');
    load.click();
    await drawn(el);
    expect(scripts(translationsAddress(SERVICE, 'fr_FR'))).to.have.length(1);
  });

  it('shows the checkout-loading overlay while it starts, loads the translations then the app, and draws the widget with every field', async () => {
    const el = await checkout({ ...FULL, language: 'ja_JP' }, '[part="loading"]');
    expect(partText(el, 'loading')).to.equal('Preparing your checkout…');
    expect(shadow(el).querySelector('[part="checkout"]')!.getAttribute('aria-busy')).to.equal('true');
    await drawn(el);
    expect(scripts(translationsAddress(SERVICE, 'ja_JP'))).to.have.length(1);
    expect(scripts(appAddress(SERVICE, '3'))).to.have.length(1);
    expect(recorded.__checkoutLanguagesAtAppLoad, 'translations ran before the app').to.include(
      recorded.__checkoutAppRuns === 1 ? recorded.__checkoutLanguages![0] : 'ja_JP',
    );
    const [render] = rendersOf(el);
    // Every field of the config under its own name, but the script's version; the language the one drawn.
    const { version: _version, ...fields } = FULL;
    expect(render!.options).to.deep.equal({ ...fields, language: 'ja_JP', rtl: false });
    expect(render!.container.parentElement, 'a light-DOM child, slotted into the element').to.equal(el);
    expect(render!.container.assignedSlot).to.equal(shadow(el).querySelector('slot[name="widget"]'));
    await expectAccessible(el);
  });

  it('loads each script once per page, however many checkouts it holds', async () => {
    const first = await checkout(FULL);
    const second = await checkout({ ...FULL, sellableHash: 'beef' });
    await drawn(first);
    await drawn(second);
    expect(scripts(translationsAddress(SERVICE, 'en_US'))).to.have.length(1);
    expect(scripts(appAddress(SERVICE, '3'))).to.have.length(1);
    expect(recorded.__checkoutAppRuns).to.equal(1);
    expect(rendersOf(second)[0]!.options.sellableHash).to.equal('beef');
  });

  it('is right to left for he and ar, left to right otherwise', async () => {
    expect(['he', 'he_IL', 'ar', 'ar_AR', 'ja_JP', 'en_US', 'fr'].map(checkoutRtl)).to.deep.equal([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    for (const language of ['he_IL', 'ar_AR']) {
      const el = await checkout({ ...FULL, language });
      await drawn(el);
      const render = rendersOf(el)[0]!;
      expect(render.options.rtl, language).to.equal(true);
      expect(render.container.dir, language).to.equal('rtl');
      expect(shadow(el).querySelector('[part="checkout"]')!.getAttribute('dir'), language).to.equal('rtl');
      expect(scripts(translationsAddress(SERVICE, language)), language).to.have.length(1);
    }
  });

  it("speaks the visitor's language when the config names none", async () => {
    await setLanguage('fr_FR');
    const el = await checkout({ ...FULL, language: '' });
    await drawn(el);
    expect(rendersOf(el)[0]!.options.language).to.equal('fr_FR');
    expect(scripts(translationsAddress(SERVICE, 'fr_FR'))).to.have.length(1);
  });

  it('redraws the widget when its config changes, taking the old one down', async () => {
    const el = await checkout(FULL);
    await drawn(el);
    const old = rendersOf(el)[0]!;
    el.setAttribute('config', JSON.stringify({ ...FULL, buy_button_text: 'Get it' }));
    await until(() => rendersOf(el).length === 1 && rendersOf(el)[0]!.options.buy_button_text === 'Get it', 'the new widget');
    expect(old.destroyed).to.equal(true);
    expect(old.container.isConnected).to.equal(false);
  });

  describe('following the widget’s height', () => {
    const clock = fakeTimersEachTest({ toFake: ['setInterval', 'clearInterval'] });

    it('checks the widget’s height every 500 ms and gives the element that height (plus its paddings)', async () => {
      const el = await checkout({ ...FULL, paddingTop: 10, paddingBottom: 20 });
      await drawn(el);
      await armed(clock);
      expect(Math.round(el.getBoundingClientRect().height)).to.equal(615);
      clock.tick(CHECKOUT_HEIGHT_CHECK_MS - 1);
      expect(Math.round(el.getBoundingClientRect().height), 'not before 500 ms').to.equal(615);
      clock.tick(1);
      expect(Math.round(el.getBoundingClientRect().height)).to.equal(700 + 30);
      rendersOf(el)[0]!.widget.style.height = '900px';
      clock.tick(CHECKOUT_HEIGHT_CHECK_MS - 1);
      expect(Math.round(el.getBoundingClientRect().height)).to.equal(730);
      clock.tick(1);
      expect(Math.round(el.getBoundingClientRect().height)).to.equal(930);
      rendersOf(el)[0]!.widget.style.height = '400px';
      clock.tick(CHECKOUT_HEIGHT_CHECK_MS);
      expect(Math.round(el.getBoundingClientRect().height), 'and shrinks with it').to.equal(430);
    });
  });

  it('says the checkout could not be started when its scripts fail, with one error naming the tag', async () => {
    provideSiteData({ options: { endpoints: { checkout: `${location.origin}/elements/checkout/no-such-service` } } });
    const errors = captureErrors();
    try {
      const el = await checkout(FULL);
      await until(() => shadow(el).querySelector('[part="error"]'), 'the error');
      expect(partText(el, 'error')).to.equal('The checkout could not be loaded. Please try again later.');
      expect(shadow(el).querySelector('[part="loading"]')).to.equal(null);
      expect(errors.messages.filter((m) => m.includes('<weft-checkout>'))).to.have.length(1);
      await expectAccessible(el);
    } finally {
      errors.restore();
    }
  });
});
