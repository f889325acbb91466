/**
 * Cookie consent in site mode (runtime.md §3–4, CONTRACT §7): the banner, gated scripts, Google
 * Consent Mode and `window.weft.consent`. Embed mode shows no banner.
 */
import { effect } from '@preact/signals-core';
import { createElement, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import baseCss from '../styles/base.css';
import { replaceDrawing } from '../base/drawing.js';
import { Banner } from './banner.js';
import { consentDefault, consentUpdate } from './consent-mode.js';
import css from './consent.css';
import { startGating } from './gating.js';
import { gdprDefaults, readGdpr, type GdprSettings } from './settings.js';
import { CATEGORIES, consent, type Consent } from './state.js';

export { allows, consent } from './state.js';

export const CONSENT_TAG = 'weft-consent';

/** The settings startConsent() read: a banner the server drew takes them when it upgrades. */
let siteSettings: GdprSettings = gdprDefaults;

/**
 * Shows what the server drew until the banner's first commit, which replaces it: one frame, no
 * flash. The banner's sheets are adopted then too: the drawing is styled by the server's sheet,
 * and the banner's own rules beside it moved it for a frame (a layout shift).
 */
function Replacing({ root, drawn, children }: { root: ShadowRoot; drawn: ChildNode[]; children?: ReactNode }) {
  useLayoutEffect(() => {
    root.adoptedStyleSheets = [baseCss, css].map((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      return sheet;
    });
    replaceDrawing(drawn);
  }, [root, drawn]);
  return children;
}

class WeftConsent extends HTMLElement {
  settings: GdprSettings = siteSettings;
  #started = false;
  connectedCallback(): void {
    if (this.#started) return;
    this.#started = true;
    // The server renderer may have drawn the banner (a declarative shadow root): it is taken over.
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const drawn = [...root.childNodes];
    createRoot(root).render(createElement(Replacing, { root, drawn }, createElement(Banner, { settings: this.settings })));
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
  return readGdpr(gdpr).config.active;
}

export function startConsent(raw: unknown): GdprSettings {
  const { config: settings, problems } = readGdpr(raw);
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
    siteSettings = settings;
    // Defining it upgrades the banner the server drew, if any; otherwise the banner is added.
    if (!customElements.get(CONSENT_TAG)) customElements.define(CONSENT_TAG, WeftConsent);
    if (!document.querySelector(CONSENT_TAG)) {
      const el = document.createElement(CONSENT_TAG) as WeftConsent;
      el.settings = settings;
      document.body.append(el);
    }
  }
  return settings;
}
