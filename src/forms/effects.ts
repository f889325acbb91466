/**
 * What a lead-capture form does around a submit: the error and success popups (CONTRACT §5 window
 * events), the lead's stored data, the social-proof sign-up, the redirect and native posts.
 */
import { fallbackMessage } from '../http/errors.js';
import { ApiError, site } from '../http/index.js';
import { go } from '../base/go.js';
import { local } from '../util/storage.js';
import type { LeadFormConfig } from './config.js';
import { formBody, leadOf, type Values } from './fields.js';

/** Keys of the lead's stored data (CONTRACT §7). */
export const LEAD_KEYS = ['leadEmail', 'leadName', 'mboss-data'] as const;

/** Opens the required-fields popup listing `messages` (errorMessagePopup). */
export function showProblems(messages: string[]): void {
  dispatchEvent(new CustomEvent('errorMessagePopup', { detail: { messages } }));
}

/** Opens the success popup (successMessagePopup). */
export function showSuccess(message: string): void {
  dispatchEvent(new CustomEvent('successMessagePopup', { detail: { message } }));
}

/** Keeps the lead's e-mail and name for the tracking and the link tags; `clear` drops the old ones first. */
export function rememberLead(values: Values, { clear = false } = {}): void {
  if (clear) for (const key of LEAD_KEYS) local.remove(key);
  const lead = leadOf(values);
  if (lead.email) local.set('leadEmail', lead.email);
  if (lead.name) local.set('leadName', lead.name);
}

/**
 * Registers the sign-up in the social-proof campaign, when the form has one and the name field
 * (FNAME by default) holds a value. Failures are only logged (elements-lead-capture.md §8).
 */
export function registerSocialProof(
  config: Pick<LeadFormConfig, 'socialproof_campaign_id' | 'socialproof_user_name_tag'>,
  values: Values,
): void {
  const campaign = String(config.socialproof_campaign_id).trim();
  const tag = config.socialproof_user_name_tag.trim() || 'FNAME';
  const name = Object.entries(values).find(([key]) => key.toLowerCase() === tag.toLowerCase())?.[1];
  if (!campaign || typeof name !== 'string' || !name.trim()) return;
  site
    .post(`/cheetah/social-proof/register/${encodeURIComponent(campaign)}`, {
      body: new URLSearchParams({ user_name: name.trim() }),
    })
    .catch((error: unknown) => console.error('Weft: the social-proof sign-up could not be registered', error));
}

/**
 * A new tab opened now, in the visitor's click, blank until its `location` is set once the form is
 * sent: popup blockers refuse one opened after the platform's answers. It cannot reach this page
 * back (what 'noopener' does, which would give no tab to navigate). Null when the browser blocked it.
 */
export function openTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/** A form's redirect after it was sent: automatic, so it replaces the form's history entry. */
export function goTo(url: URL, newTab = false): void {
  go(url, { replace: true, newTab });
}

/**
 * Posts the fields natively (a full-page form post) to `action`: a hidden form inside `root`
 * carries them, so the page goes where the receiving service sends it.
 */
export function postNatively(
  root: ShadowRoot | Document,
  action: URL,
  values: Values,
  extras: Record<string, string> = {},
): HTMLFormElement {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action.href;
  form.hidden = true;
  for (const [name, value] of formBody(values, extras)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  (root instanceof Document ? root.body : root).append(form);
  form.submit();
  return form;
}

/** The server's own words about a failure, when it sent any; null for a failure it did not explain. */
export function serverWords(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.message.trim()) return null;
  return error.message === fallbackMessage(error.kind, error.status) ? null : error.message;
}
