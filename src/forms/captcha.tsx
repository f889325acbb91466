/**
 * A reCAPTCHA v2 checkbox for a form whose owner set a site key. The widget needs the real page
 * (its challenge frame is positioned in the document), so it is drawn in the element's light DOM
 * and shown through a slot. The API script is loaded once per page.
 */
import { useEffect, useId, useRef, type ReactElement } from 'react';
import { useHost } from '../define.js';
import { addScriptOnce } from '../util/script.js';

export const RECAPTCHA_API = 'https://www.google.com/recaptcha/api.js?render=explicit';

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

/** The reCAPTCHA API; its script joins the head once for the whole page. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  const ready = api();
  if (ready) return new Promise((resolve) => ready.ready(() => resolve(ready)));
  return (loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = addScriptOnce(RECAPTCHA_API);
    if (!script) return reject(new Error('the reCAPTCHA script is refused on this page'));
    script.addEventListener('load', () => {
      const loaded = api();
      if (loaded) loaded.ready(() => resolve(loaded));
      else reject(new Error('the reCAPTCHA script loaded without its API'));
    });
    script.addEventListener('error', () => {
      loading = null;
      reject(new Error('the reCAPTCHA script could not be loaded'));
    });
  }));
}

export interface Captcha {
  /** The visitor's answer; '' when there is no captcha or it is unanswered. */
  response(): string;
  reset(): void;
}

/** Draws the captcha for `siteKey` (nothing without one) and returns its slot and its answer. */
export function useCaptcha(siteKey: string): { slot: ReactElement | null; captcha: Captcha | null } {
  const host = useHost();
  const name = `captcha-${useId().replace(/[^a-z0-9]/gi, '')}`;
  const widget = useRef<number | null>(null);
  const key = siteKey.trim();
  useEffect(() => {
    if (!key) return;
    const container = document.createElement('div');
    container.slot = name;
    host.append(container);
    let live = true;
    loadRecaptcha()
      .then((grecaptcha) => {
        if (live) widget.current = grecaptcha.render(container, { sitekey: key });
      })
      .catch((error: unknown) => console.error('Weft: the form captcha could not be shown', error));
    return () => {
      live = false;
      widget.current = null;
      container.remove();
    };
  }, [host, key, name]);
  if (!key) return { slot: null, captcha: null };
  return {
    slot: (
      <div className="captcha" part="captcha">
        <slot name={name} />
      </div>
    ),
    captcha: {
      response: () => (widget.current === null ? '' : (api()?.getResponse(widget.current) ?? '')),
      reset: () => {
        if (widget.current !== null) api()?.reset(widget.current);
      },
    },
  };
}
