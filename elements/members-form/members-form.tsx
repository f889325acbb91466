import { useEffect, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useEmit, useHost, type ElementProps } from '../../src/define.js';
import { ApiError, members, unwrap } from '../../src/http/index.js';
import { useT } from '../../src/i18n/index.js';
import { performLink } from '../../src/links/actions.js';
import { pagePath } from '../../src/links/link.js';
import { openModal } from '../../src/modals/index.js';
import { offeredForms, postLoginRedirect, type FormType } from '../../src/members/rules.js';
import { session, storageAvailable, storeLogin, type LoginAnswer } from '../../src/session/index.js';
import { siteData } from '../../src/site/data.js';
import { go } from '../../src/site/go.js';
import { Alert, binder, Field } from '../../src/ui/field.js';
import { Tabs } from '../../src/ui/tabs.js';
import { useSignalValue } from '../../src/ui/use-signal.js';
import { cssColor } from '../../src/util/color.js';
import { navigableUrl, normaliseWebAddress } from '../../src/util/url.js';
import type { AccessDeniedConfig, MembersFormConfig } from './config.js';

type Translate = ReturnType<typeof useT>;
type Values = Record<string, string>;

interface CustomField {
  tag: string;
  label: string;
  type: string;
  required: number | boolean;
  options?: Array<{ name: string; value: string }>;
  help_text?: string;
  default_value?: string;
}

/** A failure: the general message, per-field first messages, and whether it was throttling. */
interface Failure {
  message: string;
  fields: Record<string, string>;
  throttled: boolean;
}

function failure(error: unknown, generalKey: string, t: Translate): Failure {
  if (error instanceof ApiError) {
    if (error.isThrottled) return { message: t('ct-too-many-login-attempts'), fields: {}, throttled: true };
    return { message: t(generalKey), fields: error.firstErrors(), throttled: false };
  }
  return { message: t(generalKey), fields: {}, throttled: false };
}

/** An id as text: a number or non-empty text; '' for anything else. */
function idText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

function websiteId(): string | undefined {
  return siteData()?.website_id;
}

/** After a login: the redirect order of runtime.md §4, unless a restricted page shows its content. */
async function afterLogin(config: MembersFormConfig, answer: LoginAnswer): Promise<void> {
  if (config.gate) return;
  const redirect = postLoginRedirect({
    action: config.redirect.action,
    pageId: config.redirect.page_id,
    // A course without an area id leads nowhere.
    course: config.redirect.course && idText(config.redirect.course.areaId) ? config.redirect.course : null,
  });
  switch (redirect.kind) {
    case 'action':
      await performLink(redirect.action);
      return;
    case 'page': {
      const path = pagePath({ type: 'page', valueID: redirect.pageId });
      if (path) go(path, { replace: true });
      return;
    }
    case 'course': {
      try {
        const course = await unwrap<unknown>(
          members.post(
            `/website/user/elearning/get-course/${encodeURIComponent(String(redirect.areaId))}/${encodeURIComponent(answer.user.email)}/${encodeURIComponent(answer.token_md5 ?? '')}`,
          ),
        ).catch((error: unknown) => {
          throw error;
        });
        const url = navigableUrl((course as { url_course?: string } | undefined)?.url_course ?? '');
        if (url) go(url, { replace: true, newTab: redirect.newTab });
      } catch {
        openModal({ kind: 'elearning-no-access' });
      }
      return;
    }
    case 'reload':
      location.reload();
  }
}

function useSubmit<T>(run: () => Promise<T>, generalKey: string, t: Translate) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<Failure | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(null);
    try {
      await run();
    } catch (error) {
      setFailed(failure(error, generalKey, t));
    } finally {
      setBusy(false);
    }
  };
  // A field's server error goes away as soon as the visitor types in it.
  const clear = (name: string) =>
    setFailed((f) =>
      f && f.fields[name] ? { ...f, fields: Object.fromEntries(Object.entries(f.fields).filter(([k]) => k !== name)) } : f,
    );
  return { busy, failed, submit, clear };
}

function Submit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button primary" part="submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

function LoginForm({ config, kind, t }: { config: MembersFormConfig; kind: 'login' | 'login-ba'; t: Translate }) {
  const emit = useEmit();
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [reminder, setReminder] = useState(false);
  const { busy, failed, submit, clear } = useSubmit(
    async () => {
      const path = kind === 'login-ba' ? '/website/user/login/builderall' : '/website/user/login';
      const answer = await unwrap<LoginAnswer>(
        members.post(path, {
          json: { ...values, layout_id: config.layout_id, page_id: siteData()?.pages?.[0]?.id, website_id: websiteId() },
        }),
      );
      storeLogin(answer, 'login');
      emit('members-login', { user: answer.user });
      await afterLogin(config, answer);
    },
    'ct-login-error',
    t,
  );
  if (reminder) return <ReminderForm config={config} t={t} email={values['email'] ?? ''} onBack={() => setReminder(false)} />;
  const bind = binder(values, setValues, failed?.fields, clear);
  return (
    <form part="form form-login" className="form" onSubmit={submit} noValidate={false}>
      {failed && <Alert kind={failed.throttled ? 'warning' : 'danger'}>{failed.message}</Alert>}
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
  const { busy, failed, submit, clear } = useSubmit(
    async () => {
      await unwrap(
        members.post('/website/user/password/forgot', {
          json: { email: values.email, layout_id: config.layout_id, url: location.origin, website_id: websiteId() },
        }),
      );
      setSent(true);
    },
    'ct-remember-error',
    t,
  );
  const bind = binder(values, setValues, failed?.fields, clear);
  return (
    <form part="form form-reminder" className="form" onSubmit={submit}>
      {sent && <Alert kind="success">{t('ct-remember-true')}</Alert>}
      {failed && <Alert kind="danger">{failed.message}</Alert>}
      <Field label={t('ct-email')} type="email" autoComplete="email" required {...bind('email')} />
      <Submit busy={busy}>{t('ct-send-recovery')}</Submit>
      <button type="button" className="link-button" onClick={onBack}>
        {t('ct-login')}
      </button>
    </form>
  );
}

function TokenForm({ config, t }: { config: MembersFormConfig; t: Translate }) {
  const emit = useEmit();
  const [values, setValues] = useState({ token: '' });
  const { busy, failed, submit, clear } = useSubmit(
    async () => {
      const answer = await unwrap<LoginAnswer>(
        members.post('/website/user/login/token', {
          json: { token: values.token, layout_id: config.layout_id, website_id: websiteId() },
        }),
      );
      storeLogin(answer, 'token');
      emit('members-login', { user: answer.user });
      await afterLogin(config, answer);
    },
    'ct-login-error',
    t,
  );
  const bind = binder(values, setValues, failed?.fields, clear);
  return (
    <form part="form form-token" className="form" onSubmit={submit}>
      {failed && <Alert kind={failed.throttled ? 'warning' : 'danger'}>{failed.message}</Alert>}
      <Field label={t('ct-token')} autoComplete="one-time-code" required {...bind('token')} />
      <Submit busy={busy}>{t('ct-login')}</Submit>
    </form>
  );
}

function CustomInput({
  field,
  value,
  onChange,
  error,
  t,
}: {
  field: CustomField;
  value: string | string[];
  onChange: (v: string | string[]) => void;
  error?: string;
  t: Translate;
}) {
  const name = `fields_custom[${field.tag}]`;
  const required = Number(field.required) === 1 || field.required === true;
  const options = field.options ?? [];
  if (field.type === 'checkbox' || field.type === 'radio') {
    const chosen = Array.isArray(value) ? value : value ? [value] : [];
    return (
      <fieldset className={`field group${error ? ' invalid' : ''}`} part="field">
        <legend part="label">
          {field.label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </legend>
        {options.map((o) => (
          <label key={o.value} className="choice">
            <input
              type={field.type}
              name={name}
              value={o.value}
              checked={chosen.includes(o.value)}
              // Checkbox and radio groups drop 'required' once a value is chosen.
              required={required && chosen.length === 0}
              onChange={(e) =>
                onChange(
                  field.type === 'radio'
                    ? o.value
                    : e.target.checked
                      ? [...chosen, o.value]
                      : chosen.filter((v) => v !== o.value),
                )
              }
            />{' '}
            {o.name}
          </label>
        ))}
        {field.help_text && <small className="help">{field.help_text}</small>}
        {error && (
          <small className="error" part="error">
            {error}
          </small>
        )}
      </fieldset>
    );
  }
  const common = {
    name,
    required,
    value: String(value ?? ''),
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  if (field.type === 'select') {
    return (
      <Field label={field.label} error={error} help={field.help_text} required={required}>
        <select {...common} part="input" aria-label={field.label}>
          <option value="">{t('ct-select-option')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.name}
            </option>
          ))}
        </select>
      </Field>
    );
  }
  if (field.type === 'textarea') {
    return (
      <Field label={field.label} error={error} help={field.help_text} required={required}>
        <textarea {...common} part="input" aria-label={field.label} rows={3} />
      </Field>
    );
  }
  const type =
    field.type === 'datetime'
      ? 'datetime-local'
      : ['email', 'number', 'date', 'tel', 'url'].includes(field.type)
        ? field.type
        : 'text';
  return <Field label={field.label} type={type} error={error} help={field.help_text} {...common} />;
}

function RegisterForm({ config, t }: { config: MembersFormConfig; t: Translate }) {
  const emit = useEmit();
  const [values, setValues] = useState<Values>({ name: '', email: '', password: '', password_confirmation: '' });
  const [custom, setCustom] = useState<Record<string, string | string[]>>({});
  const [fields, setFields] = useState<CustomField[] | null>(null);
  useEffect(() => {
    let live = true;
    unwrap<CustomField[]>(members.get(`/website/user/fields/all/${encodeURIComponent(String(config.layout_id))}`))
      .then((list) => {
        if (!live) return;
        const sorted = Array.isArray(list) ? list : [];
        setFields(sorted);
        setCustom((c) => ({
          ...Object.fromEntries(sorted.filter((f) => f.default_value).map((f) => [f.tag, String(f.default_value)])),
          ...c,
        }));
      })
      .catch((error: unknown) => {
        console.error('Weft: the register fields could not be loaded', error);
        if (live) setFields([]);
      });
    return () => {
      live = false;
    };
  }, [config.layout_id]);
  const { busy, failed, submit, clear } = useSubmit(
    async () => {
      const body = {
        ...values,
        fields_custom: custom,
        areas_register: config.areas_register,
        layout_id: config.layout_id,
        page_url: location.pathname,
        website_id: websiteId(),
        ...(config.hidden_password ? { hidden_password: true, password: undefined, password_confirmation: undefined } : {}),
      };
      const answer = await unwrap<LoginAnswer & { socialproof_campaign_id?: unknown }>(
        members.post('/website/user/register', { json: body }),
      );
      storeLogin(answer, 'login');
      emit('members-register', { user: answer.user });
      await afterLogin(config, answer);
    },
    'ct-register-error',
    t,
  );
  const bind = binder(values, setValues, failed?.fields, clear);
  if (!fields) {
    return (
      <div className="loading" role="status">
        <span className="spinner" aria-hidden="true" /> {t('ct-loading')}
      </div>
    );
  }
  return (
    <form part="form form-register" className="form" onSubmit={submit}>
      {failed && <Alert kind="danger">{failed.message}</Alert>}
      <Field label={t('ct-name')} autoComplete="name" required {...bind('name')} />
      <Field label={t('ct-email')} type="email" autoComplete="email" required {...bind('email')} />
      {!config.hidden_password && (
        <>
          <Field label={t('ct-password')} type="password" autoComplete="new-password" required {...bind('password')} />
          <Field
            label={t('ct-password-confirmation')}
            type="password"
            autoComplete="new-password"
            required
            {...bind('password_confirmation')}
          />
        </>
      )}
      {fields.map((field) => (
        <CustomInput
          key={field.tag}
          field={field}
          t={t}
          value={custom[field.tag] ?? ''}
          error={failed?.fields[`fields_custom.${field.tag}`]}
          onChange={(v) => {
            setCustom((c) => ({ ...c, [field.tag]: v }));
            clear(`fields_custom.${field.tag}`);
          }}
        />
      ))}
      <Submit busy={busy}>{t('ct-register')}</Submit>
    </form>
  );
}

/** The not-have-permission view: the message and an optional button to home, a page or an address. */
export function AccessDenied({ config, t }: { config: AccessDeniedConfig; t: Translate }) {
  const link = config.link;
  const href =
    link.type === 'web'
      ? normaliseWebAddress(link.value)?.href
      : link.type === 'page'
        ? (pagePath({ type: 'page', valueID: link.page_id ?? undefined, value: link.value }) ?? '/')
        : `/${(siteData()?.pages?.find((p) => String(p.initial) === '1') ?? siteData()?.pages?.[0])?.url ?? ''}`;
  const button = config.button.enable && href && (
    <a className="button primary" part="denied-button" href={href} data-weft-replace="">
      {config.button.text.trim() || t('ct-home')}
    </a>
  );
  return (
    <div className={`denied button-${config.button.position}`} part="denied" role="alert">
      {(config.button.position === 'top' || config.button.position === 'left') && button}
      <p className="message">{config.message.trim() || t('ct-access-denied')}</p>
      {(config.button.position === 'bottom' || config.button.position === 'right') && button}
    </div>
  );
}

const TAB_LABEL: Record<string, string> = {
  login: 'ct-login',
  register: 'ct-register',
  'login-token': 'ct-login-with-token',
  'login-ba': 'ct-login-with-provider',
};

export function MembersForm({ config }: ElementProps<MembersFormConfig>) {
  const t = useT();
  const host = useHost();
  const current = useSignalValue(session);
  const authTypes = config.auth_types.length
    ? config.auth_types
    : ((siteData() as { members_area?: { auth_types?: string[] } } | null)?.members_area?.auth_types ?? []);
  const forms: FormType[] =
    config.type === 'both'
      ? ['login', 'register']
      : config.type
        ? [config.type]
        : config.blog
          ? ['login']
          : offeredForms(authTypes.length ? authTypes : ['both']);
  const [active, setActive] = useState<FormType>(forms[0]!);
  const style = {
    '--background': cssColor(config.background.color),
    backgroundImage: config.background.image
      ? `url(${JSON.stringify(navigableUrl(config.background.image)?.href ?? '')})`
      : undefined,
    backgroundRepeat: config.background.repeat || undefined,
    backgroundSize: config.background.size || undefined,
  } as CSSProperties;

  if (!storageAvailable()) {
    return (
      <div part="base" className={`members form-root ${config.style}`}>
        <Alert kind="warning">{t('ct-not-allowed-storage')}</Alert>
      </div>
    );
  }
  if (config.type === 'not-have-permission') {
    return (
      <div part="base" className={`members form-root ${config.style}`} style={style}>
        <AccessDenied config={config.access_denied} t={t} />
      </div>
    );
  }
  if (current && !config.gate && host.isConnected && config.type !== 'register') {
    return (
      <div part="base" className={`members form-root ${config.style}`} style={style}>
        <p role="status">{t('ct-hello-name', { name: current.user.name || current.user.email })}</p>
      </div>
    );
  }
  const render = (form: FormType) => {
    switch (form) {
      case 'register':
        return <RegisterForm config={config} t={t} />;
      case 'login-token':
        return <TokenForm config={config} t={t} />;
      case 'login-ba':
        return <LoginForm config={config} kind="login-ba" t={t} />;
      default:
        return <LoginForm config={config} kind="login" t={t} />;
    }
  };
  const columns = config.theme === 'two-columns' && forms.length > 1;
  return (
    <div
      part="base"
      className={`members form-root theme-${config.theme} ${config.style}${config.page ? ' page' : ''}`}
      style={style}
    >
      {columns ? (
        <div className="columns">
          {forms.slice(0, 2).map((form) => (
            <section key={form} aria-label={t(TAB_LABEL[form] ?? 'ct-login')}>
              <h2 className="heading">{t(TAB_LABEL[form] ?? 'ct-login')}</h2>
              {render(form)}
            </section>
          ))}
        </div>
      ) : (
        <>
          {forms.length > 1 ? (
            <Tabs
              tabs={forms.map((form) => ({ key: form, label: t(TAB_LABEL[form] ?? 'ct-login') }))}
              active={active}
              onSelect={setActive}
            >
              {render(active)}
            </Tabs>
          ) : (
            render(active)
          )}
        </>
      )}
    </div>
  );
}
