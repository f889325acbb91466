/**
 * The members area's forms on the one form layer (src/forms): the shared submit hook with the
 * members area's reading of a refusal (readFailure in rules.ts: known server messages in the
 * visitor's language, the first message per field, throttling), the required fields checked by
 * the one validator, the failure alert and the submit button. Used by the members form's forms
 * and the profile.
 */
import { useRef, useState, type ReactNode } from 'react';
import type { Problem } from '../forms/fields.js';
import { useSubmit, type Failure, type Sent } from '../forms/submit.js';
import { firstBroken, type Rules } from '../forms/validate.js';
import { type Translate } from '../i18n/index.js';
import { Alert } from '../ui/field.js';
import { Spinner } from '../ui/spinner.js';
import { readFailure, type MembersFailure } from './rules.js';

/**
 * Each required field's first problem, for `[name, label, value, rules?]`: left empty ('The {field}
 * field is required.'), or breaking one of its own rules (an e-mail address: `EMAIL_RULES`).
 */
export function requiredProblems(fields: ReadonlyArray<readonly [string, string, unknown, Rules?]>): Problem[] {
  return fields.flatMap(([tag, label, value, rules]) => {
    const broken = firstBroken(label, value, { ...rules, required: true });
    return broken ? [{ tag, key: broken.key, values: broken.values }] : [];
  });
}

/** The rules of an e-mail field: checked before any call, as the browser would without noValidate. */
export const EMAIL_RULES: Rules = { email: true };

export interface MembersSubmitOptions {
  /** The problems that block the submit (each shown under its field, all in the error popup). */
  check?: () => readonly Problem[];
  send: () => Promise<Sent | void>;
  /** The message above the form when the server said nothing the members area knows; may depend on the error. */
  generalKey: string | ((error: unknown) => string);
  /** Another reading of a failure than the members area's (the profile keeps field messages under their fields). */
  explain?: (error: unknown, t: Translate) => Failure;
}

/**
 * A members form's submit through the shared useSubmit: busy while it sends, what was typed kept
 * on a failure, the field errors held here (cleared one by one as the visitor types), and the
 * last refusal as the members area read it (`refused`: a token form tells an invalid token).
 */
export function useMembersSubmit({ check, send, generalKey, explain: own }: MembersSubmitOptions) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refused = useRef<MembersFailure | null>(null);
  const explain = (error: unknown, t: Translate): Failure => {
    if (own) return own(error, t);
    const read = readFailure(error, typeof generalKey === 'string' ? generalKey : generalKey(error));
    refused.current = read;
    const fields = Object.fromEntries(
      Object.entries(read.fields).map(([field, message]) => [field, 'key' in message ? t(message.key) : message.text]),
    );
    return { lines: [t(read.key)], errors: fields, throttled: read.throttled };
  };
  const { busy, failure, submit, clearFailure } = useSubmit({
    check: () => {
      setErrors({});
      return check?.() ?? [];
    },
    send: async () => (await send()) ?? 'stays',
    setErrors,
    explain,
    name: 'members form',
  });
  const clearError = (name: string) =>
    setErrors((e) => (name in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== name)) : e));
  const reset = () => {
    refused.current = null;
    setErrors({});
    clearFailure();
  };
  return { busy, failure, errors, submit, clearError, reset, refused: failure ? refused.current : null };
}

/** What a failed submit says above the form: a warning for throttling, else an error. */
export function FailureAlert({ failure }: { failure: Failure | null }) {
  const message = failure?.lines[0];
  return message ? <Alert kind={failure.throttled ? 'warning' : 'danger'}>{message}</Alert> : null;
}

export function Submit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button primary" part="submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? <Spinner inline /> : null}
      {children}
    </button>
  );
}
