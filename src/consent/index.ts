/**
 * Cookie consent in site mode (runtime.md §3–4, CONTRACT §7): the banner, gated scripts, Google
 * Consent Mode and `window.weft.consent`. Embed mode shows no banner.
 */
import { effect } from '@preact/signals-core';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { parseConfig } from '../config.js';
import baseCss from '../styles/base.css';
import { Banner } from './banner.js';
import { consentDefault, consentUpdate } from './consent-mode.js';
import css from './consent.css';
import { startGating } from './gating.js';
import { gdprChoices, gdprDefaults, type GdprSettings } from './settings.js';
import { CATEGORIES, consent, type Consent } from './state.js';

export { allows, consent } from './state.js';

export const CONSENT_TAG = 'weft-consent';

class WeftConsent extends HTMLElement {
  settings: GdprSettings = gdprDefaults;
  connectedCallback(): void {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [baseCss, css].map((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      return sheet;
    });
    createRoot(root).render(createElement(Banner, { settings: this.settings }));
  }
}

/** Settles once the visitor has chosen (immediately when consent is not asked for). */
export function whenChosen(): Promise<void> {
  return new Promise((resolve) => {
    const stop = effect(() => {
      if (consent.value.chosen) {
        queueMicrotask(() => stop());
        resolve();
      }
    });
  });
}

/**
 * Whether the site asks visitors for consent: the GDPR settings' `active` in any yes/no spelling
 * (true, 1, "1", "yes", "on"…; read as a boolean kind, by readYesNo). What the banner and everything that waits for the
 * visitor's choice (the mailing form's captcha, say) go by.
 */
export function consentAsked(gdpr: unknown): boolean {
  return parseConfig(gdpr ?? {}, gdprDefaults, { choices: gdprChoices }).config.active;
}

export function startConsent(raw: unknown): GdprSettings {
  const { config: settings, problems } = parseConfig(raw ?? {}, gdprDefaults, { choices: gdprChoices });
  if (problems.length) console.error(`Weft: the GDPR settings are partly invalid; using defaults for: ${problems.join('; ')}`);
  if (!settings.active) {
    // No consent asked for: the owner runs every category.
    consent.value = { chosen: true, accepted: [...CATEGORIES] };
  }
  consentDefault(consent.peek());
  let last: Consent = consent.peek();
  effect(() => {
    const next = consent.value;
    if (next !== last && next.chosen) consentUpdate(next);
    last = next;
  });
  startGating();
  const weft = ((window as { weft?: Record<string, unknown> }).weft ??= {});
  weft['consent'] = { get: () => [...consent.peek().accepted] };
  if (settings.active) {
    if (!customElements.get(CONSENT_TAG)) customElements.define(CONSENT_TAG, WeftConsent);
    const el = document.createElement(CONSENT_TAG) as WeftConsent;
    el.settings = settings;
    document.body.append(el);
  }
  return settings;
}
