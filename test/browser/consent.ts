/** What the suites of consent-gated elements (players, calendars, quizzes) check alike. */
import { expect } from '@open-wc/testing';
import { consent } from '../../src/consent/state.js';
import { expectAccessible, shadow, until } from './helpers.js';

/**
 * Without marketing consent the element shows its consent placeholder, accessible, and no frame:
 * the placeholder says what will load (`says`), its button (`action`, when given, is its text)
 * loads the frame.
 */
export async function expectConsentGate(
  el: HTMLElement,
  frame: () => Element | null,
  { says, action }: { says: string; action?: string },
): Promise<void> {
  await until(() => shadow(el).querySelector('[part="consent"]'), 'the consent placeholder');
  expect(frame()).to.equal(null);
  expect(shadow(el).querySelector('[part="consent"] p')!.textContent).to.contain(says);
  await expectAccessible(el);
  const load = shadow(el).querySelector<HTMLButtonElement>('[part="consent"] button')!;
  if (action !== undefined) expect(load.textContent).to.equal(action);
  load.click();
  await until(() => frame(), 'the frame after the click');
}

/**
 * For the tests of the calling `describe`: the visitor has accepted marketing cookies (third-party
 * players and services load), and after each test has chosen nothing again.
 */
export function marketingAcceptedEachTest(): void {
  beforeEach(() => {
    consent.value = { chosen: true, accepted: ['marketing'] };
  });
  afterEach(() => {
    consent.value = { chosen: false, accepted: [] };
  });
}

/** The visitor chose necessary cookies only, as the banner writes it: the banner stays away. */
export function chooseNecessaryOnly(): void {
  document.cookie = 'cookieControl=true; path=/';
  document.cookie = `cookieControlPrefs=${encodeURIComponent('[]')}; path=/`;
}

/** The cookie choice forgotten again. */
export function forgetConsent(): void {
  for (const name of ['cookieControl', 'cookieControlPrefs']) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
