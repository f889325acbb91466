/**
 * Social-proof notifications: small, dismissible, polite toasts of recent sign-ups. They wait
 * their turn: after the consent banner is answered, and never while a modal or popup is open.
 */
import { effect } from '@preact/signals-core';
import { whenChosen } from '../consent/index.js';
import { site } from '../http/index.js';
import { i18n } from '../i18n/index.js';
import { activeLanguage } from '../i18n/index.js';
import { bcp47 } from '../i18n/language.js';
import { queue } from '../modals/queue.js';
import css from './toasts.css';

export interface SocialProofOptions {
  campaign_id?: string | number;
  /** Seconds between toasts. */
  interval?: number;
  /** How many toasts a visit shows at most. */
  max?: number;
}

export const TOAST_VISIBLE_MS = 6000;
export const TOAST_INTERVAL_MS = 8000;
export const TOASTS_TAG = 'weft-toasts';

export interface SignUp {
  name: string;
  created_at?: string;
}

/** "3 minutes ago" in the visitor's language. */
export function timeAgo(iso: string | undefined, now: number, locale: string): string {
  const t = iso ? Date.parse(iso) : NaN;
  if (!Number.isFinite(t)) return '';
  const seconds = Math.round((t - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(seconds, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}

class WeftToasts extends HTMLElement {
  region!: HTMLElement;
  connectedCallback(): void {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
    this.region = document.createElement('section');
    this.region.setAttribute('aria-live', 'polite');
    this.region.setAttribute('aria-label', i18n.t('ct-recent-signups'));
    this.region.className = 'toasts';
    root.append(this.region);
  }
  show(signUp: SignUp): HTMLElement {
    const toast = document.createElement('div');
    toast.className = 'toast';
    toast.setAttribute('part', 'toast');
    const text = document.createElement('p');
    const locale = bcp47(activeLanguage.peek());
    const ago = timeAgo(signUp.created_at, Date.now(), locale);
    text.textContent = `${i18n.t('ct-social-proof-signed-up', { name: signUp.name })}${ago ? ` · ${ago}` : ''}`;
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'close';
    close.setAttribute('aria-label', i18n.t('ct-close'));
    close.textContent = '×';
    close.addEventListener('click', () => toast.remove());
    toast.append(text, close);
    this.region.replaceChildren(toast);
    return toast;
  }
}

/** Settles when no modal or popup is open. */
function whenQuiet(): Promise<void> {
  return new Promise((resolve) => {
    let stop: (() => void) | undefined = undefined;
    stop = effect(() => {
      if (queue.value.length === 0) {
        queueMicrotask(() => stop?.());
        resolve();
      }
    });
  });
}

export async function startSocialProof(options: SocialProofOptions | undefined): Promise<void> {
  if (!options?.campaign_id) return;
  await whenChosen();
  const answer = await site
    .get(`/cheetah/social-proof/${encodeURIComponent(String(options.campaign_id))}`)
    .json<{ data?: unknown }>()
    .catch(() => null);
  const list = Array.isArray(answer?.data) ? (answer!.data as unknown[]) : [];
  const signUps = list
    .filter((s): s is SignUp => !!s && typeof (s as SignUp).name === 'string' && (s as SignUp).name.trim() !== '')
    .slice(0, options.max ?? 5);
  if (!signUps.length) return;
  if (!customElements.get(TOASTS_TAG)) customElements.define(TOASTS_TAG, WeftToasts);
  const host = document.createElement(TOASTS_TAG) as WeftToasts;
  document.body.append(host);
  const every = Math.max(1, Number(options.interval) || TOAST_INTERVAL_MS / 1000) * 1000;
  for (const signUp of signUps) {
    await new Promise((r) => setTimeout(r, every));
    await whenQuiet();
    const toast = host.show(signUp);
    setTimeout(() => toast.remove(), TOAST_VISIBLE_MS);
  }
}
