/**
 * Delivering a contact or multi-step form (elements-lead-capture.md §5, §7): to the site's
 * `/cheetah/form_submit` with the receiver and subject, or to the owner's own action address —
 * a mailing platform's address is posted natively after 2 s with `redir` appended.
 */
import { PRODUCTION_LISTS } from '../http/hosts.js';
import { ApiError, listSubscribeAddress, postToAction, site } from '../http/index.js';
import { navigableUrl, normaliseWebAddress } from '../util/url.js';
import { goTo, postNatively } from './effects.js';
import { cleanRedirect, formBody, type Problem, type Values } from './fields.js';

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

/** Without an action, the site mails the form: it needs a receiver and a subject (§5); a captcha needs an answer. */
export function deliveryProblems(config: ContactSettings, captchaMissing: boolean): Problem[] {
  const problems: Problem[] = [];
  if (!config.action.trim()) {
    if (!config.receiver.trim()) problems.push({ tag: '', key: 'ct-receiver-not-configured' });
    if (!config.subject.trim()) problems.push({ tag: '', key: 'ct-subject-not-configured' });
  }
  // A configured captcha needs an answer wherever the form goes (§5).
  if (captchaMissing) problems.push({ tag: '', key: 'ct-unverified-captcha' });
  return problems;
}

/** How a delivery ended: the page is leaving (native post or redirect), or the form stays. */
export type Delivered = 'leaving' | 'stays';

export interface DeliverOptions {
  config: ContactSettings;
  values: Values;
  id: number;
  captcha: string;
  /** Where a native post's hidden form goes. */
  root: ShadowRoot;
  /** The multi-step form does not read the site's answer (§7). */
  readAnswer: boolean;
  /** Waits before a mailing platform's native post (a test seam). */
  wait?: (ms: number) => Promise<void>;
  /** Runs once the form is delivered, before the page leaves (lead, social proof, success message). */
  delivered?: () => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the form where its config says. Rejects with an ApiError when the site refuses or cannot
 * be reached; resolves when the form is delivered.
 */
export async function deliver({
  config,
  values,
  id,
  captcha,
  root,
  readAnswer,
  wait = sleep,
  delivered,
}: DeliverOptions): Promise<Delivered> {
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
    const call = site.post('/cheetah/form_submit', {
      body: formBody(values, {
        receiver: config.receiver.trim(),
        subject: config.subject.trim(),
        'g-recaptcha-response': captcha,
        id: String(id),
      }),
    });
    if (readAnswer) {
      const answer = await call.json<{ success?: unknown; msg?: unknown; message?: unknown }>();
      if (answer?.success === false) {
        const text = typeof answer.msg === 'string' ? answer.msg : typeof answer.message === 'string' ? answer.message : '';
        throw new ApiError({ kind: 'envelope', message: text });
      }
    } else await call;
  }
  delivered?.();
  if (redirect) {
    goTo(redirect);
    return 'leaving';
  }
  return 'stays';
}
