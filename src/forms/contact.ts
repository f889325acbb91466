/**
 * Delivering a contact or multi-step form (elements-lead-capture.md §5, §7): to the site's
 * `/cheetah/form_submit` with the receiver and subject, or to the owner's own action address —
 * a mailing platform's address is posted natively after 2 s with `redir` appended.
 */
import { PRODUCTION_LISTS } from '../http/hosts.js';
import { ApiError, listSubscribeAddress, postToAction, site } from '../http/index.js';
import { navigableUrl, normaliseWebAddress } from '../util/url.js';
import { readAnswer, Refusal } from './answer.js';
import { goTo, postNatively } from './effects.js';
import { cleanRedirect, formBody, type Problem, type Values } from './fields.js';
import type { Sent } from './submit.js';

/** A mailing platform's action is posted this long after the submit. */
export const ACTION_POST_DELAY_MS = 2000;
/** A contact form's id is random between 1 and this. */
export const FORM_ID_MAX = 199_999;

export function randomFormId(): number {
  return 1 + Math.floor(Math.random() * FORM_ID_MAX);
}

export interface ContactSettings {
  action: string;
  receiver: string;
  subject: string;
  redirect: string;
}

/** An action address that belongs to a mailing platform (a list's subscribe address). */
export function isMailingPlatform(url: URL): boolean {
  if (url.hostname === new URL(PRODUCTION_LISTS).hostname) return true;
  return /\/lists\/[^/]+\/subscribe\/?$/.test(url.pathname) && url.origin === new URL(listSubscribeAddress('list')).origin;
}

/** Without an action, the site mails the form: it needs a receiver and a subject (§5). */
export function deliveryProblems(config: ContactSettings): Problem[] {
  const problems: Problem[] = [];
  if (!config.action.trim()) {
    if (!config.receiver.trim()) problems.push({ tag: '', key: 'ct-receiver-not-configured' });
    if (!config.subject.trim()) problems.push({ tag: '', key: 'ct-subject-not-configured' });
  }
  return problems;
}

export interface DeliverOptions {
  config: ContactSettings;
  values: Values;
  id: number;
  captcha: string;
  /** Where a native post's hidden form goes. */
  root: ShadowRoot;
  /** Waits before a mailing platform's native post (a test seam). */
  wait?: (ms: number) => Promise<void>;
  /** Runs once the form is delivered, before the page leaves (lead, social proof, success message). */
  delivered?: () => void;
}

/** JSON text as a value; undefined when it is none. */
export function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the form where its config says. Rejects with a Refusal when the site says no (its
 * `success` in any no spelling: answer.ts), with an ApiError when it cannot be reached; resolves
 * when the form is delivered. A 2xx answer that says neither yes nor no is taken as delivered
 * (the multi-step form never read it, §7).
 */
export async function deliver({ config, values, id, captcha, root, wait = sleep, delivered }: DeliverOptions): Promise<Sent> {
  const redirect = cleanRedirect(config.redirect);
  const actionText = config.action.trim();
  if (actionText) {
    const action = normaliseWebAddress(actionText) ?? navigableUrl(actionText);
    if (!action) {
      console.error(`Weft: the form action "${actionText}" is not an http(s) address; the form was not sent`);
      throw new ApiError({ kind: 'network' });
    }
    if (isMailingPlatform(action)) {
      await wait(ACTION_POST_DELAY_MS);
      delivered?.();
      postNatively(root, action, values, { redir: (redirect ?? new URL(location.href)).href });
      return 'leaving';
    }
    await postToAction(action.href, formBody(values));
  } else {
    const text = await site
      .post('/cheetah/form_submit', {
        body: formBody(values, {
          receiver: config.receiver.trim(),
          subject: config.subject.trim(),
          'g-recaptcha-response': captcha,
          id: String(id),
        }),
      })
      .text();
    const verdict = readAnswer(parsed(text), true);
    if (!verdict.ok) throw new Refusal(verdict);
  }
  delivered?.();
  if (redirect) {
    goTo(redirect);
    return 'leaving';
  }
  return 'stays';
}
