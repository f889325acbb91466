/**
 * A reCAPTCHA v2 checkbox for a form whose owner set a site key. The widget needs the real page
 * (its challenge frame is positioned in the document), so it is drawn in the element's light DOM
 * and shown through a slot. The API script is loaded once per page, and:
 * - only once the visitor has chosen their cookies when the site asks for consent (`gdpr.active`,
 *   any yes spelling): Google's script is a third party. Until then the form says why it cannot be
 *   sent yet;
 * - when the script is blocked, fails or does not arrive in time, the form says the check could not
 *   be loaded (with a retry) and is sent without an answer: the server, which holds the secret
 *   key, decides, and its words show if it refuses (elements-lead-capture.md §8 "Recaptcha
 *   failure: the server msg"). The form is never stuck on 'unverified captcha'.
 */
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { flag } from '../config.js';
import { consent } from '../consent/state.js';
import { useHost } from '../define.js';
import { useT } from '../i18n/index.js';
import { siteData } from '../base/data.js';
import { useSignalValue } from '../base/use-signal.js';
import { addScriptOnce } from '../util/script.js';

export const RECAPTCHA_API = 'https://www.google.com/recaptcha/api.js?render=explicit';
/** A script that has not arrived by then counts as blocked. */
export const RECAPTCHA_TIMEOUT_MS = 10_000;

let apiAddress = RECAPTCHA_API;

/** Points the loader at another script address (a test seam: one that fails to load). */
export function setRecaptchaApiForTests(address: string | null): void {
  apiAddress = address ?? RECAPTCHA_API;
  loading = null;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, options: { sitekey: string }): number;
  getResponse(widget?: number): string;
  reset(widget?: number): void;
}

let loading: Promise<Grecaptcha> | null = null;

function api(): Grecaptcha | undefined {
  return (window as { grecaptcha?: Grecaptcha }).grecaptcha;
}

/** The reCAPTCHA API; its script joins the head once for the whole page. A failed load can be retried. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  const ready = api();
  if (ready) return new Promise((resolve) => ready.ready(() => resolve(ready)));
  return (loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = addScriptOnce(apiAddress);
    const fail = (reason: string) => {
      clearTimeout(timer);
      loading = null;
      // Gone, so a retry adds a fresh script rather than waiting on this dead one.
      script?.remove();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('the reCAPTCHA script did not arrive in time'), RECAPTCHA_TIMEOUT_MS);
    if (!script) return fail('the reCAPTCHA script is refused on this page');
    script.addEventListener('load', () => {
      clearTimeout(timer);
      const loaded = api();
      if (loaded) loaded.ready(() => resolve(loaded));
      else fail('the reCAPTCHA script loaded without its API');
    });
    script.addEventListener('error', () => fail('the reCAPTCHA script could not be loaded'));
  }));
}

/**
 * Where a form's captcha is: none configured (`off`), waiting for the visitor's cookie choice,
 * loading, ready, or unavailable (blocked or failed: the form goes without it).
 */
export type CaptchaState = 'off' | 'consent' | 'loading' | 'ready' | 'unavailable';

export interface Captcha {
  state: CaptchaState;
  /** The visitor's answer; '' when there is no captcha or it is unanswered. */
  response(): string;
  reset(): void;
}

/** The site asks for consent and the visitor has not chosen yet: no third-party script may load. */
export function useConsentPending(): boolean {
  const chosen = useSignalValue(consent).chosen;
  return flag(siteData()?.gdpr?.active) && !chosen;
}

/**
 * The problem a captcha raises at submit: unanswered while it is shown ('unverified captcha'),
 * still waiting for consent (what to do), or null (none, answered, or unavailable: the server decides).
 */
export function captchaProblem(captcha: Captcha | null): { tag: ''; key: string } | null {
  if (!captcha) return null;
  if (captcha.state === 'consent') return { tag: '', key: 'ct-captcha-consent' };
  if ((captcha.state === 'ready' || captcha.state === 'loading') && !captcha.response()) {
    return { tag: '', key: 'ct-unverified-captcha' };
  }
  return null;
}

/** Draws the captcha for `siteKey` (nothing without one) and returns its slot and its answer. */
export function useCaptcha(siteKey: string): { slot: ReactElement | null; captcha: Captcha | null } {
  const t = useT();
  const host = useHost();
  const name = `captcha-${useId().replace(/[^a-z0-9]/gi, '')}`;
  const widget = useRef<number | null>(null);
  const key = siteKey.trim();
  const pending = useConsentPending();
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!key || pending) return;
    const container = document.createElement('div');
    container.slot = name;
    host.append(container);
    let live = true;
    setState('loading');
    loadRecaptcha()
      .then((grecaptcha) => {
        if (!live) return;
        widget.current = grecaptcha.render(container, { sitekey: key });
        setState('ready');
      })
      .catch((error: unknown) => {
        console.error('Weft: the form captcha could not be shown; the form is sent without it', error);
        if (live) setState('unavailable');
      });
    return () => {
      live = false;
      widget.current = null;
      container.remove();
    };
  }, [host, key, name, pending, attempt]);
  if (!key) return { slot: null, captcha: null };
  const current: CaptchaState = pending ? 'consent' : state;
  const note =
    current === 'consent' ? (
      <p className="captcha-note" part="captcha-note" role="status">
        {t('ct-captcha-consent')}
      </p>
    ) : current === 'unavailable' ? (
      <p className="captcha-note" part="captcha-note" role="status">
        {t('ct-captcha-unavailable')}{' '}
        <button type="button" className="link-button" part="captcha-retry" onClick={() => setAttempt((n) => n + 1)}>
          {t('ct-try-again')}
        </button>
      </p>
    ) : null;
  return {
    slot: (
      <div className={note ? 'captcha with-note' : 'captcha'} part="captcha">
        {note ?? <slot name={name} />}
      </div>
    ),
    captcha: {
      state: current,
      response: () => (widget.current === null ? '' : (api()?.getResponse(widget.current) ?? '')),
      reset: () => {
        if (widget.current !== null) api()?.reset(widget.current);
      },
    },
  };
}
