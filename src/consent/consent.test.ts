import { expect } from '@open-wc/testing';
import { captureErrors, expectAccessible, settle, until } from '../../test/browser/helpers.js';
import { consentModeState } from './consent-mode.js';
import { CONSENT_TAG, consentAsked, startConsent } from './index.js';
import { choose, consent, readConsent, reopen, withPrivacySignal } from './state.js';

type Win = Window & {
  ranAnalytics?: number;
  ranMarketing?: number;
  ranLater?: number;
  dataLayer?: IArguments[];
  weft?: { consent?: { get(): string[] } };
};
const win = window as Win;

function clearCookies() {
  for (const name of ['cookieControl', 'cookieControlPrefs', '_ga', '_fbp', '_gid'])
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
function gated(category: string, code: string): HTMLScriptElement {
  const s = document.createElement('script');
  s.type = 'text/plain';
  s.dataset['category'] = category;
  s.textContent = code;
  document.body.append(s);
  return s;
}
const banner = () => document.querySelector(CONSENT_TAG)?.shadowRoot ?? null;
// The page's own gated scripts: in the document before consent gating starts (src/consent/gating.ts).
const ownScripts = [
  gated('analytics', 'window.ranAnalytics = (window.ranAnalytics || 0) + 1'),
  gated('marketing', 'window.ranMarketing = 1'),
];
const part = (name: string) => banner()?.querySelector<HTMLElement>(`[part="${name}"]`) ?? null;

describe('cookie consent', () => {
  before(() => {
    clearCookies();
    consent.value = { chosen: false, accepted: [] };
    startConsent({ active: 'yes', expires: 30, link: { url: 'https://example.com/privacy', text: '' } });
  });
  afterEach(() => {
    document.querySelectorAll('script[data-test]').forEach((s) => s.remove());
  });
  after(() => {
    ownScripts.forEach((s) => s.remove());
    document.querySelectorAll('script[data-consented]').forEach((s) => s.remove());
    clearCookies();
    document.querySelector(CONSENT_TAG)?.remove();
  });

  it('asks for consent when gdpr.active is on in any spelling ("yes", 1, "1", "on"), not when off', () => {
    for (const yes of [true, 1, '1', 'true', 'yes', 'on', 'YES'])
      expect(consentAsked({ active: yes }), String(yes)).to.equal(true);
    for (const no of [false, 0, '0', 'false', 'no', 'off', '', undefined])
      expect(consentAsked({ active: no }), String(no)).to.equal(false);
    expect(consentAsked('{"active":"yes"}'), 'settings as JSON text').to.equal(true);
    expect(consentAsked(null)).to.equal(false);
  });

  it('reads the cookies; a corrupted one counts as no choice', () => {
    expect(readConsent('cookieControl=true; cookieControlPrefs=%5B%22analytics%22%5D')).to.deep.equal({
      chosen: true,
      accepted: ['analytics'],
    });
    expect(readConsent('cookieControl=true; cookieControlPrefs=%5B%5D')).to.deep.equal({ chosen: true, accepted: [] });
    for (const bad of [
      'cookieControl=true; cookieControlPrefs={oops',
      'cookieControl=true; cookieControlPrefs=%22all%22',
      'cookieControl=true; cookieControlPrefs=%5B%22ads%22%5D',
      'cookieControlPrefs=%5B%5D',
      'cookieControl=maybe',
    ]) {
      expect(readConsent(bad).chosen, bad).to.equal(false);
    }
  });

  it('shows the banner with the default labels, accessible and not blocking the page', async () => {
    await until(() => part('banner'), 'the banner');
    expect(part('accept')!.textContent).to.equal('Accept all');
    expect(part('necessary')!.textContent).to.equal('Only Necessary');
    expect(part('preferences')!.textContent).to.equal('Preferences');
    expect(part('banner')!.classList.contains('bottom-right')).to.equal(true);
    expect(banner()!.querySelector('a')!.href).to.equal('https://example.com/privacy');
    // A named <section> is a region landmark: findable, and not a dialog that blocks the page.
    expect(part('banner')!.localName).to.equal('section');
    expect(banner()!.getElementById(part('banner')!.getAttribute('aria-labelledby')!)!.textContent).to.equal('We use cookies');
    expect(document.querySelector('dialog[open]')).to.equal(null);
    await expectAccessible(document.querySelector(CONSENT_TAG)!);
    const accept = getComputedStyle(part('accept')!);
    const necessary = getComputedStyle(part('necessary')!);
    expect([accept.backgroundColor, accept.fontSize, accept.fontWeight]).to.deep.equal([
      necessary.backgroundColor,
      necessary.fontSize,
      necessary.fontWeight,
    ]);
  });

  it('keeps analytics and marketing scripts from running before consent', async () => {
    await settle();
    expect(win.ranAnalytics).to.equal(undefined);
  });

  it("'Only Necessary' stores [] for the configured days, runs no gated script and shows the reset button", async () => {
    // The text the page hands the browser, read as it is written: no engine gives a script a
    // cookie's expiry back, except through cookieStore, which Firefox ESR lacks.
    const written: string[] = [];
    const jar = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => jar.get!.call(document) as string,
      set: (text: string) => {
        written.push(text);
        jar.set!.call(document, text);
      },
    });
    try {
      part('necessary')!.click();
      await until(() => part('reset'), 'the reset button');
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    expect(document.cookie).to.contain('cookieControl=true').and.contain('cookieControlPrefs=%5B%5D');
    const prefs = written.find((text) => text.startsWith('cookieControlPrefs='))!;
    const expires = Date.parse(/expires=([^;]+)/.exec(prefs)![1]!);
    expect(Math.round((expires - Date.now()) / 86_400_000)).to.equal(30);
    expect(win.ranAnalytics).to.equal(undefined);
    expect(win.ranMarketing).to.equal(undefined);
    expect(part('reset')!.classList.contains('right')).to.equal(true);
    expect(win.weft!.consent!.get()).to.deep.equal([]);
  });

  it('reopens the choice with the reset button; preferences accept one category', async () => {
    part('reset')!.click();
    await until(() => part('preferences'), 'the banner again');
    part('preferences')!.click();
    await until(() => banner()!.querySelector('input[role="switch"]'), 'the switches');
    const switches = [...banner()!.querySelectorAll<HTMLInputElement>('input[role="switch"]')];
    expect(switches.map((s) => s.checked)).to.deep.equal([true, false, false]);
    expect(switches[0]!.disabled, 'necessary is always on').to.equal(true);
    switches[1]!.click();
    part('save')!.click();
    await until(() => win.ranAnalytics === 1, 'the analytics script to run once');
    expect(win.ranMarketing).to.equal(undefined);
    expect(readConsent(document.cookie).accepted).to.deep.equal(['analytics']);
  });

  it('never runs a gated script another script adds later, or one whose text was changed: one error each', async () => {
    const errors = captureErrors();
    try {
      gated('analytics', 'window.ranLater = 1').dataset['test'] = '';
      await until(() => errors.messages.length === 1, 'the refusal');
    } finally {
      errors.restore();
    }
    expect(errors.messages[0]).to.contain('not run');
    expect(win.ranLater).to.equal(undefined);
  });

  it("'Accept all' runs marketing scripts too, and Consent Mode follows", async () => {
    reopen();
    await until(() => part('accept'));
    part('accept')!.click();
    await until(() => win.ranMarketing === 1, 'the marketing script');
    const updates = (win.dataLayer ?? []).map((a) => [...a]).filter((a) => a[0] === 'consent');
    expect(updates[0]![1]).to.equal('default');
    const last = updates[updates.length - 1]!;
    expect(last[1]).to.equal('update');
    expect(last[2]).to.include({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('withdrawing consent deletes the tracking cookies', async () => {
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_fbp=fb.1.1; path=/';
    choose([], 30);
    expect(document.cookie).to.not.contain('_ga=').and.not.contain('_fbp=');
    expect(consentModeState(consent.value)).to.include({ analytics_storage: 'denied', ad_storage: 'denied' });
  });

  it('takes Global Privacy Control as a refusal of marketing', async () => {
    expect(withPrivacySignal(['analytics', 'marketing'], true)).to.deep.equal(['analytics']);
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      expect(choose(['analytics', 'marketing'], 30).accepted).to.deep.equal(['analytics']);
      reopen();
      await until(() => part('preferences'));
      part('preferences')!.click();
      await until(() => banner()!.querySelectorAll('input[role="switch"]').length === 3);
      const marketing = banner()!.querySelectorAll<HTMLInputElement>('input[role="switch"]')[2]!;
      expect(marketing.disabled).to.equal(true);
      expect(marketing.checked).to.equal(false);
      part('necessary')!.click();
    } finally {
      delete (navigator as unknown as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    }
  });
});
