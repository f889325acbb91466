/**
 * THE submit of a form (STYLE.md point 6): one hook for the lead forms (contact, mailing, campaign,
 * multi-step) and the members forms. It owns what every submit does alike:
 * - the validator's problems block the submit: each field shows its message under it and the
 *   error popup lists them all (elements-lead-capture.md §4, §8);
 * - the loading state: the button is busy (and the page too, for the campaign form) while it sends,
 *   and a second submit meanwhile is ignored;
 * - a refusal (`success: 0`, `"false"`, `false`, an error status with an answer) shows the server's
 *   words above the form and its first message per field under the field; a failure with no
 *   answer (offline, timeout) says so; either way what the visitor typed stays;
 * - a success where the form stays starts it afresh (`onSent`); one where the page leaves (a
 *   redirect, a native post) keeps the button busy so it cannot post twice, until the visitor
 *   comes back to the page the browser kept (its back-forward cache shows it as it was left).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useT, type Translate } from '../i18n/index.js';
import { openModal } from '../modals/index.js';
import { refusalOf, Refusal } from './answer.js';
import { serverWords, showProblems } from './effects.js';
import type { Problem } from './fields.js';

/** How a send ended: the form stays on the page, or the page is leaving (native post, redirect). */
export type Sent = 'stays' | 'leaving';

/** What a failed submit shows. */
export interface Failure {
  /** Above the form: the first line is the message, the others its details. */
  lines: readonly string[];
  /** The first message of each field, under the field. */
  errors: Record<string, string>;
  /** Too many attempts: a warning rather than an error. */
  throttled?: boolean;
}

export interface SubmitOptions {
  /** Problems found before sending (validate.ts through checkFields); any of them blocks the submit. */
  check?: () => readonly Problem[];
  /** Sends the form; throws a Refusal (answer.ts) or an ApiError when it was not taken. */
  send: () => Promise<Sent>;
  /** Shows field errors under their fields (useLeadForm's setErrors): the validator's, then the server's. */
  setErrors?: (errors: Record<string, string>) => void;
  /** After a success where the form stays: start it afresh. */
  onSent?: () => void;
  /** After any failure, with what it shows (a captcha asks again; the multi-step form goes to the step of a field error). */
  onFailed?: (failure: Failure) => void;
  /** The page shows its loading state while the form is sent (the campaign form, §4). */
  pageLoading?: boolean;
  /** How a failure reads; by default the server's words (or ct-error), and its field errors. */
  explain?: (error: unknown, t: Translate) => Failure;
  /** Names the form in the console when a failure was not a refusal. */
  name?: string;
}

/** The default reading of a failure: the server's words and field errors, else 'Something went wrong'. */
export function explainFailure(error: unknown, t: Translate): Failure {
  if (error instanceof Refusal) {
    const { verdict, lines } = error;
    return {
      lines: lines ?? [verdict.message || t('ct-error'), ...verdict.details],
      errors: verdict.errors,
    };
  }
  const refused = refusalOf(error);
  if (refused) return { lines: [refused.message || t('ct-error'), ...refused.details], errors: refused.errors };
  return { lines: [serverWords(error) ?? t('ct-error')], errors: {} };
}

/** The problems as messages in the visitor's language (the owner's own words where set). */
export function problemMessages(problems: readonly Problem[], t: Translate): string[] {
  return problems.map((p) => p.message ?? t(p.key, p.values));
}

export function useSubmit({
  check,
  send,
  setErrors,
  onSent,
  onFailed,
  pageLoading = false,
  explain = explainFailure,
  name = 'form',
}: SubmitOptions) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const sending = useRef(false);
  // Back to this page from the one it left for: the browser shows it from its back-forward cache,
  // button busy and spinning as it was left; it is a form again.
  useEffect(() => {
    const back = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sending.current = false;
      setBusy(false);
    };
    addEventListener('pageshow', back);
    return () => removeEventListener('pageshow', back);
  }, []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.current) return;
    setFailure(null);
    const problems = check?.() ?? [];
    if (problems.length) {
      const messages = problemMessages(problems, t);
      setErrors?.(Object.fromEntries(problems.flatMap((p, i) => (p.tag ? [[p.tag, messages[i]!]] : []))));
      showProblems(messages);
      return;
    }
    sending.current = true;
    setBusy(true);
    const loading = pageLoading ? openModal({ kind: 'loading', message: t('ct-loading') }) : null;
    let leaving = false;
    try {
      leaving = (await send()) === 'leaving';
      if (!leaving) onSent?.();
    } catch (error) {
      // A refusal is the server's answer, shown to the visitor; anything else is also logged.
      if (!(error instanceof Refusal) && !refusalOf(error)) console.error(`Weft: the ${name} could not be sent`, error);
      const shown = explain(error, t);
      setFailure(shown);
      if (Object.keys(shown.errors).length) setErrors?.(shown.errors);
      onFailed?.(shown);
    } finally {
      loading?.close();
      // The page is leaving: the button stays busy so it cannot post twice.
      if (!leaving) {
        sending.current = false;
        setBusy(false);
      }
    }
  };

  const clearFailure = useCallback(() => setFailure(null), []);
  return { busy, failure, submit, clearFailure };
}
