/**
 * The member's profile form in the user navigation (elements-content.md §3–5): the name and,
 * optionally, a new password with its confirmation and the current one; the e-mail shown, never
 * editable. A save shows its message for PROFILE_RELOAD_MS, then the page reloads.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, members, unwrap } from '../http/index.js';
import { useT } from '../i18n/index.js';
import { renameMember, reloadPage, session } from '../session/index.js';
import { Alert, binder, Field } from '../ui/field.js';
import { useSignalValue } from '../ui/use-signal.js';
import { messageKey } from './rules.js';

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const changingPassword = values.password !== '';
  const bind = binder(values, setValues, errors, (name) =>
    setErrors((er) => Object.fromEntries(Object.entries(er).filter(([k]) => k !== name))),
  );
  // After a save the message stays PROFILE_RELOAD_MS, then the page reloads with the new profile.
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(reloadPage, PROFILE_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [saved]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || saved || Object.keys(errors).length) return;
    const texts = profileMessages(changingPassword);
    setBusy(true);
    setMessage(null);
    try {
      const data = await unwrap<{ user?: { name?: unknown } } | null>(
        members.put('/website/user/update', { json: profilePayload(values) }),
      );
      const name = data?.user?.name;
      if (typeof name === 'string' && name.trim()) renameMember(name);
      setMessage({ kind: 'success', text: t(texts.success) });
      setSaved(true);
    } catch (error) {
      const fields = error instanceof ApiError ? error.firstErrors() : {};
      // The server's 'Current password does not match' in the visitor's language (runtime.md §8).
      for (const [field, text] of Object.entries(fields))
        if (messageKey(text) === 'ct-current-password-mismatch') fields[field] = t('ct-current-password-mismatch');
      setErrors(fields);
      setMessage({ kind: 'danger', text: t(texts.failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form part="form form-profile" className="form" onSubmit={submit}>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
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
      <button type="submit" className="button primary" disabled={busy}>
        {t('ct-save')}
      </button>
    </form>
  );
}
