/**
 * The members form's ways in (runtime.md §2, elements-content.md §5): e-mail and password (with
 * the password reminder), the provider's credentials (login-ba), and a token (with the Invalid
 * Token view when the server refuses it).
 */
import { useState } from 'react';
import { adoptText, useDrawnForm } from '../../src/forms/drawn.js';
import { useEmit } from '../../src/define.js';
import { logIn, remindPassword } from '../../src/members/account.js';
import { Alert, binder, Field } from '../../src/ui/field.js';
import { Icon } from '../../src/ui/icons.js';
import type { MembersFormConfig } from './config.js';
import { homePath } from '../../src/site/resolve.js';
import { siteData } from '../../src/base/data.js';
import { afterLogin } from './parts.js';
import type { Translate } from '../../src/i18n/index.js';
import { EMAIL_RULES, FailureAlert, requiredProblems, Submit, useMembersSubmit } from '../../src/members/submit.js';

type Values = Record<string, string>;

export function LoginForm({ config, kind, t }: { config: MembersFormConfig; kind: 'login' | 'login-ba'; t: Translate }) {
  const emit = useEmit();
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [reminder, setReminder] = useState(false);
  const { busy, failure, errors, submit, clearError } = useMembersSubmit({
    check: () =>
      requiredProblems([
        ['email', t('ct-email'), values['email'], EMAIL_RULES],
        ['password', t('ct-password'), values['password']],
      ]),
    send: async () => {
      const session = await logIn(kind, { email: values['email'], password: values['password'] }, config.layout_id);
      emit('members-login', { user: session.user });
      return afterLogin(config);
    },
    generalKey: 'ct-login-error',
  });
  // Drawn by the server (the /login page), it submits nothing and keeps what was typed (src/forms/drawn.ts).
  const drawn = useDrawnForm(adoptText(values, setValues));
  if (reminder) return <ReminderForm config={config} t={t} email={values['email'] ?? ''} onBack={() => setReminder(false)} />;
  const bind = binder(values, setValues, errors, clearError);
  return (
    <form {...drawn} part="form form-login" className="form" onSubmit={submit} noValidate>
      <FailureAlert failure={failure} />
      <Field label={t('ct-email')} type="email" autoComplete="email" required {...bind('email')} />
      <Field label={t('ct-password')} type="password" autoComplete="current-password" required {...bind('password')} />
      <Submit busy={busy}>{kind === 'login-ba' ? t('ct-login-with-provider') : t('ct-login')}</Submit>
      {kind === 'login' && (
        <button type="button" className="link-button" onClick={() => setReminder(true)}>
          {t('ct-forgot-password')}
        </button>
      )}
    </form>
  );
}

function ReminderForm({
  config,
  t,
  email,
  onBack,
}: {
  config: MembersFormConfig;
  t: Translate;
  email: string;
  onBack: () => void;
}) {
  const [values, setValues] = useState({ email });
  const [sent, setSent] = useState(false);
  const { busy, failure, errors, submit, clearError } = useMembersSubmit({
    check: () => requiredProblems([['email', t('ct-email'), values.email, EMAIL_RULES]]),
    send: async () => {
      setSent(false);
      await remindPassword(values.email, config.layout_id);
      setSent(true);
    },
    generalKey: 'ct-remember-error',
  });
  const bind = binder(values, setValues, errors, clearError);
  return (
    <form part="form form-reminder" className="form" onSubmit={submit} noValidate>
      {sent && <Alert kind="success">{t('ct-remember-true')}</Alert>}
      <FailureAlert failure={failure} />
      <Field label={t('ct-email')} type="email" autoComplete="email" required {...bind('email')} />
      <Submit busy={busy}>{t('ct-send-recovery')}</Submit>
      <button type="button" className="link-button" onClick={onBack}>
        {t('ct-login')}
      </button>
    </form>
  );
}

/** A refused token: what happened, what to do, a way home and a way to try another token. */
function InvalidToken({ t, onRetry }: { t: Translate; onRetry: () => void }) {
  return (
    <div className="invalid-token" part="invalid-token" role="alert">
      <Icon name="lock" className="icon badge" />
      <h2 className="heading">{t('ct-invalid-token')}</h2>
      <p className="hint">{t('ct-invalid-token-hint')}</p>
      <a className="button primary" part="home-link" href={homePath(siteData()?.pages)}>
        {t('ct-back-home')}
      </a>
      <button type="button" className="link-button" onClick={onRetry}>
        {t('ct-login-with-token')}
      </button>
    </div>
  );
}

/** Answers that mean the token itself was refused (unknown, expired, superseded). */
const REFUSED_TOKEN = new Set(['ct-invalid-token', 'ct-credentials-do-not-match']);

export function TokenForm({ config, t }: { config: MembersFormConfig; t: Translate }) {
  const emit = useEmit();
  const [values, setValues] = useState({ token: '' });
  const { busy, failure, errors, submit, clearError, reset, refused } = useMembersSubmit({
    check: () => requiredProblems([['token', t('ct-token'), values.token]]),
    send: async () => {
      const session = await logIn('login-token', { token: values.token }, config.layout_id);
      emit('members-login', { user: session.user });
      return afterLogin(config);
    },
    generalKey: 'ct-login-error',
  });
  const drawn = useDrawnForm(adoptText(values, setValues));
  if (refused?.known && REFUSED_TOKEN.has(refused.key)) {
    return (
      <InvalidToken
        t={t}
        onRetry={() => {
          setValues({ token: '' });
          reset();
        }}
      />
    );
  }
  const bind = binder(values, setValues, errors, clearError);
  return (
    <form {...drawn} part="form form-token" className="form" onSubmit={submit} noValidate>
      <FailureAlert failure={failure} />
      <Field label={t('ct-token')} autoComplete="one-time-code" required {...bind('token')} />
      <Submit busy={busy}>{t('ct-login')}</Submit>
    </form>
  );
}
