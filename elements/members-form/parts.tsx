/**
 * What the members form's forms share, on the one form layer (src/forms): the submit hook with
 * the members area's reading of a refusal (readFailure in src/members/rules.ts: known server
 * messages in the visitor's language, the first message per field), the required fields checked
 * by the one validator, the submit button, and what follows a login (runtime.md §4).
 */
import { useRef, useState, type ReactNode } from 'react';
import type { Problem } from '../../src/forms/fields.js';
import { useSubmit, type Failure, type Sent } from '../../src/forms/submit.js';
import { firstBroken } from '../../src/forms/validate.js';
import { useT } from '../../src/i18n/index.js';
import { followRedirect } from '../../src/members/account.js';
import { readFailure, redirectAfterLogin, type MembersFailure } from '../../src/members/rules.js';
import { Alert } from '../../src/ui/field.js';
import type { MembersFormConfig } from './config.js';

export type Translate = ReturnType<typeof useT>;

/** A required field's problem ('The {field} field is required.'), for each of `[name, label, value]` left empty. */
export function requiredProblems(fields: ReadonlyArray<readonly [string, string, unknown]>): Problem[] {
  return fields.flatMap(([tag, label, value]) => {
    const broken = firstBroken(label, value, { required: true });
    return broken ? [{ tag, key: broken.key, values: broken.values }] : [];
  });
}

export interface MembersSubmitOptions {
  /** The problems that block the submit (each shown under its field, all in the error popup). */
  check?: () => readonly Problem[];
  send: () => Promise<Sent | void>;
  /** The message above the form when the server said nothing the members area knows; may depend on the error. */
  generalKey: string | ((error: unknown) => string);
}

/**
 * A members form's submit through the shared useSubmit: busy while it sends, what was typed kept
 * on a failure, the field errors held here (cleared one by one as the visitor types), and the
 * last refusal as the members area read it (`refused`: a token form tells an invalid token).
 */
export function useMembersSubmit({ check, send, generalKey }: MembersSubmitOptions) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refused = useRef<MembersFailure | null>(null);
  const explain = (error: unknown, t: Translate): Failure => {
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
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** After a login: the redirect order of runtime.md §4, unless a restricted page shows its content (gate). */
export async function afterLogin(config: MembersFormConfig): Promise<Sent> {
  const redirect = redirectAfterLogin(config.gate, config.redirect);
  if (!redirect) return 'stays';
  await followRedirect(redirect);
  return 'stays';
}
