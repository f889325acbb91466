/**
 * The member's profile form in the user navigation (elements-content.md §3–5): the name and,
 * optionally, a new password with its confirmation and the current one; the e-mail shown, never
 * editable. Checked by the one validator and sent through the members submit (submit.tsx). A
 * save shows its message for PROFILE_RELOAD_MS, then the page reloads.
 */
import { useEffect, useState } from 'react';
import { ApiError, members, unwrap } from '../http/index.js';
import { useT } from '../i18n/index.js';
import { renameMember, reloadPage, session } from '../session/index.js';
import { Alert, binder, Field } from '../ui/field.js';
import { useSignalValue } from '../base/use-signal.js';
import { messageKey } from './rules.js';
import { FailureAlert, requiredProblems, Submit, useMembersSubmit } from './submit.js';

/** The success message shows this long, then the page reloads (elements-content.md §9). */
export const PROFILE_RELOAD_MS = 3000;

/**
 * The messages of a profile save (runtime.md §8): a save that changes the password speaks of the
 * password, a save of the name alone of the profile.
 */
export function profileMessages(changingPassword: boolean): { success: string; failure: string } {
  return changingPassword
    ? { success: 'ct-password-updated', failure: 'ct-password-update-error' }
    : { success: 'ct-profile-updated', failure: 'ct-profile-update-error' };
}

/** What a profile save sends: the name, and the password fields only when a new password was typed. */
export function profilePayload(values: {
  name: string;
  password: string;
  password_confirmation: string;
  password_current: string;
}): Record<string, string> {
  return values.password !== '' ? { ...values } : { name: values.name };
}

export function Profile() {
  const t = useT();
  const current = useSignalValue(session)!;
  const [values, setValues] = useState({
    name: current.user.name,
    password: '',
    password_confirmation: '',
    password_current: '',
  });
  const [saved, setSaved] = useState<string | null>(null);
  const changingPassword = values.password !== '';
  const texts = profileMessages(changingPassword);
  // After a save the message stays PROFILE_RELOAD_MS, then the page reloads with the new profile.
  useEffect(() => {
    if (saved === null) return;
    const timer = setTimeout(reloadPage, PROFILE_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [saved]);
  const { busy, failure, errors, submit, clearError } = useMembersSubmit({
    // The e-mail is not editable; a new password needs its confirmation and the current one.
    check: () =>
      requiredProblems([
        ['name', t('ct-name'), values.name],
        ...(changingPassword
          ? ([
              ['password_confirmation', t('ct-password-confirmation'), values.password_confirmation],
              ['password_current', t('ct-current-password'), values.password_current],
            ] as const)
          : []),
      ]),
    send: async () => {
      // Saved: the page reloads in a moment.
      if (saved !== null) return;
      const data = await unwrap<{ user?: { name?: unknown } } | null>(
        members.put('/website/user/update', { json: profilePayload(values) }),
      );
      const name = data?.user?.name;
      if (typeof name === 'string' && name.trim()) renameMember(name);
      setSaved(t(texts.success));
    },
    generalKey: texts.failure,
    // The save's own message above the form; each field's message under it, the server's
    // 'Current password does not match' in the visitor's language (runtime.md §8).
    explain: (error, translate) => {
      const fields = error instanceof ApiError ? error.firstErrors() : {};
      for (const [field, text] of Object.entries(fields))
        if (messageKey(text) === 'ct-current-password-mismatch') fields[field] = translate('ct-current-password-mismatch');
      return { lines: [translate(texts.failure)], errors: fields };
    },
  });
  const bind = binder(values, setValues, errors, clearError);
  return (
    <form part="form form-profile" className="form" onSubmit={submit} noValidate>
      {saved !== null && <Alert kind="success">{saved}</Alert>}
      <FailureAlert failure={failure} />
      <Field label={t('ct-name')} autoComplete="name" required {...bind('name')} />
      <Field label={t('ct-email')} name="email" type="email" value={current.user.email} disabled readOnly />
      <Field label={t('ct-new-password')} type="password" autoComplete="new-password" {...bind('password')} />
      <Field
        label={t('ct-password-confirmation')}
        type="password"
        autoComplete="new-password"
        required={changingPassword}
        {...bind('password_confirmation')}
      />
      <Field
        label={t('ct-current-password')}
        type="password"
        autoComplete="current-password"
        required={changingPassword}
        {...bind('password_current')}
      />
      <Submit busy={busy}>{t('ct-save')}</Submit>
    </form>
  );
}
