import { useEffect, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useEmit, useHost, type ElementProps } from '../../src/define.js';
import { ApiError, members, unwrap } from '../../src/http/index.js';
import { useT } from '../../src/i18n/index.js';
import { performLink } from '../../src/links/actions.js';
import { pagePath } from '../../src/links/link.js';
import { openCourse } from '../../src/members/course.js';
import { storageNotice } from '../../src/members/environment.js';
import { messageKey, offeredForms, postLoginRedirect, type AreaAuth, type FormType } from '../../src/members/rules.js';
import { session, storeLogin, validateOnEmbedPage, type LoginAnswer } from '../../src/session/index.js';
import { siteData } from '../../src/site/data.js';
import { go } from '../../src/site/go.js';
import { Alert, binder, Field } from '../../src/ui/field.js';
import { Icon } from '../../src/ui/icons.js';
import { Tabs } from '../../src/ui/tabs.js';
import { useSignalValue } from '../../src/ui/use-signal.js';
import { cssColor } from '../../src/util/color.js';
import { navigableUrl, normaliseWebAddress } from '../../src/util/url.js';
import type { AccessDeniedConfig, Background, DeniedButton, MembersFormConfig } from './config.js';

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

/**
 * A failure: the message above the form, per-field first messages, whether it was throttling, and
 * the dictionary key of the server's answer when the members area knows it (runtime.md §8).
 */
interface Failure {
  message: string;
  fields: Record<string, string>;
  throttled: boolean;
  key: string | null;
}

/**
 * The server's answer in the visitor's language: a known message (on the envelope or on a field)
 * becomes the translated message above the form, and leaves the field it was on; other field
 * messages stay under their fields; anything else is the form's general message.
 */
function failure(error: unknown, generalKey: string, t: Translate): Failure {
  if (!(error instanceof ApiError)) return { message: t(generalKey), fields: {}, throttled: false, key: null };
  if (error.isThrottled) {
    const key = 'ct-too-many-login-attempts';
    return { message: t(key), fields: {}, throttled: true, key };
  }
  const fields = error.firstErrors();
  const key =
    (error.kind === 'http' || error.kind === 'envelope' ? messageKey(error.message) : null) ??
    Object.values(fields)
      .map(messageKey)
      .find((k) => k !== null) ??
    null;
  const shown: Record<string, string> = {};
  for (const [field, text] of Object.entries(fields)) {
    const known = messageKey(text);
    if (known === null) shown[field] = text;
    else if (known !== key) shown[field] = t(known);
  }
  return { message: t(key ?? generalKey), fields: shown, throttled: key === 'ct-too-many-login-attempts', key };
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
async function afterLogin(config: MembersFormConfig): Promise<void> {
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
    case 'course':
      // The member just logged in: the course call carries the session stored a moment ago.
      await openCourse(redirect.areaId, { newTab: redirect.newTab, replace: true });
      return;
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
  const reset = () => setFailed(null);
  return { busy, failed, submit, clear, reset };
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
      await afterLogin(config);
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

/** The site's home page: the page flagged initial, else the first page (runtime.md §2); '/' outside a site. */
function homePath(): string {
  const pages = siteData()?.pages;
  return `/${(pages?.find((p) => String(p.initial) === '1') ?? pages?.[0])?.url ?? ''}`;
}

/** A refused token: what happened, what to do, a way home and a way to try another token. */
function InvalidToken({ t, onRetry }: { t: Translate; onRetry: () => void }) {
  return (
    <div className="invalid-token" part="invalid-token" role="alert">
      <Icon name="lock" className="icon badge" />
      <h2 className="heading">{t('ct-invalid-token')}</h2>
      <p className="hint">{t('ct-invalid-token-hint')}</p>
      <a className="button primary" part="home-link" href={homePath()}>
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

function TokenForm({ config, t }: { config: MembersFormConfig; t: Translate }) {
  const emit = useEmit();
  const [values, setValues] = useState({ token: '' });
  const { busy, failed, submit, clear, reset } = useSubmit(
    async () => {
      const answer = await unwrap<LoginAnswer>(
        members.post('/website/user/login/token', {
          json: { token: values.token, layout_id: config.layout_id, website_id: websiteId() },
        }),
      );
      storeLogin(answer, 'token');
      emit('members-login', { user: answer.user });
      await afterLogin(config);
    },
    'ct-login-error',
    t,
  );
  if (failed?.key && REFUSED_TOKEN.has(failed.key)) {
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
      await afterLogin(config);
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

/** The denied box's button: each field of `btn` (the spec's name) wins over the older `button`. */
export function deniedButton(config: AccessDeniedConfig): DeniedButton {
  return {
    enable: config.btn.enable ?? config.button.enable,
    text: config.btn.text ?? config.button.text,
    position: config.btn.position ?? config.button.position,
  };
}

/** The not-have-permission view: the message and an optional button to home, a page or an address. */
export function AccessDenied({ config, message, t }: { config: AccessDeniedConfig; message: string; t: Translate }) {
  const link = config.link;
  const button = deniedButton(config);
  const href =
    link.type === 'web'
      ? normaliseWebAddress(link.value)?.href
      : link.type === 'page'
        ? (pagePath({ type: 'page', valueID: link.page_id ?? undefined, value: link.value }) ?? '/')
        : homePath();
  const action = button.enable && href && (
    <a className="button primary" part="denied-button" href={href} data-weft-replace="">
      {button.text.trim() || t('ct-home')}
    </a>
  );
  const before = button.position === 'top' || button.position === 'left';
  return (
    <div className={`denied button-${button.position}`} part="denied" role="alert">
      {before && action}
      <div className="denied-text">
        <Icon name="lock" className="icon badge" />
        <p className="message">{message.trim() || t('ct-access-denied')}</p>
      </div>
      {!before && action}
    </div>
  );
}

/** Tab, heading and switch labels of each form. */
const HEADING: Record<string, string> = {
  login: 'ct-login',
  register: 'ct-register',
  'login-token': 'ct-login-with-token',
  'login-ba': 'ct-login-with-provider',
};
const TAB: Record<string, string> = { ...HEADING, 'login-token': 'ct-token' };
const SWITCH: Record<string, string> = { ...HEADING, login: 'ct-login-with-email' };

type Theme = MembersFormConfig['theme'];

/** The look the page's website_form sets wins over the element's own (runtime.md §3). */
function lookOf(config: MembersFormConfig): { theme: Theme; style: 'light' | 'dark'; background: Background; message: string } {
  const page = config.website_form;
  const pageBackground = page.config.background;
  const hasPageBackground = Object.values(pageBackground).some((v) => typeof v === 'string' && v.trim() !== '');
  return {
    theme: page.theme || config.theme,
    style: page.config.style || config.style,
    background: hasPageBackground ? pageBackground : config.background,
    message: page.config.access_denied.message.trim() || config.access_denied.message,
  };
}

interface MembersArea {
  areas?: unknown;
  auth_types?: unknown;
}

/** The forms offered: the configured type, else those of the areas' auth types (runtime.md §4), minus register when hidden. */
function formsOf(config: MembersFormConfig): FormType[] {
  let forms: FormType[];
  if (config.type === 'both') forms = ['login', 'register'];
  else if (config.type) forms = [config.type];
  else if (config.blog) forms = ['login'];
  else {
    const site = ((siteData() as { members_area?: MembersArea } | null)?.members_area ?? {}) as MembersArea;
    const list = (value: unknown) => (Array.isArray(value) && value.length ? (value as Array<AreaAuth | string>) : null);
    forms = offeredForms(list(config.areas) ?? list(config.auth_types) ?? list(site.areas) ?? list(site.auth_types) ?? ['both']);
  }
  if (config.access_denied.hide_register_btn) forms = forms.filter((form) => form !== 'register');
  return forms.length ? forms : ['login'];
}

function Switch({ forms, onPick, t }: { forms: FormType[]; onPick: (form: FormType) => void; t: Translate }) {
  if (!forms.length) return null;
  return (
    <div className="switch" part="switch">
      {forms.map((form) => (
        <button key={form} type="button" className="link-button" onClick={() => onPick(form)}>
          {t(SWITCH[form] ?? 'ct-login')}
        </button>
      ))}
    </div>
  );
}

/** The form shown: the first one offered until the visitor picks another (or the offer no longer has it). */
function useActive(forms: FormType[]): [FormType, (form: FormType) => void] {
  const [active, setActive] = useState<FormType>(forms[0]!);
  return [forms.includes(active) ? active : forms[0]!, setActive];
}

/**
 * One form at a time under its heading, the other forms as links below (default), or the same in
 * one row (in-block). Picking another form moves the focus to its heading.
 */
function Single({ forms, render, t }: { forms: FormType[]; render: (form: FormType) => ReactNode; t: Translate }) {
  const [active, setActive] = useActive(forms);
  const heading = useRef<HTMLHeadingElement>(null);
  const picked = useRef(false);
  useEffect(() => {
    if (picked.current) heading.current?.focus();
  }, [active]);
  return (
    <>
      <div className="head">
        <h2 className="heading" part="heading" ref={heading} tabIndex={-1}>
          {t(HEADING[active] ?? 'ct-login')}
        </h2>
      </div>
      {render(active)}
      <Switch
        forms={forms.filter((form) => form !== active)}
        onPick={(form) => {
          picked.current = true;
          setActive(form);
        }}
        t={t}
      />
    </>
  );
}

/** The ways to log in, one shown, the others as links under it (the two-tab and two-column themes). */
function LoginGroup({ forms, render, t }: { forms: FormType[]; render: (form: FormType) => ReactNode; t: Translate }) {
  const [active, setActive] = useActive(forms);
  return (
    <>
      {render(active)}
      <Switch forms={forms.filter((form) => form !== active)} onPick={setActive} t={t} />
    </>
  );
}

/** The offer as two groups: every login beside register, or the first login beside the others. */
function pairOf(forms: FormType[]): FormType[][] {
  const logins = forms.filter((form) => form !== 'register');
  const groups = forms.includes('register') ? [logins, ['register' as FormType]] : [logins.slice(0, 1), logins.slice(1)];
  return groups.filter((group) => group.length > 0);
}

function Layout({
  theme,
  forms,
  render,
  t,
}: {
  theme: Theme;
  forms: FormType[];
  render: (form: FormType) => ReactNode;
  t: Translate;
}) {
  const [tab, setTab] = useState<string>(forms[0]!);
  // One form has nothing to switch to: its heading and itself, whatever the theme.
  if (forms.length === 1) return <Single forms={forms} render={render} t={t} />;
  switch (theme) {
    case 'three-tabs': {
      const active = forms.includes(tab as FormType) ? (tab as FormType) : forms[0]!;
      return (
        <Tabs tabs={forms.map((form) => ({ key: form, label: t(TAB[form] ?? 'ct-login') }))} active={active} onSelect={setTab}>
          {render(active)}
        </Tabs>
      );
    }
    case 'two-tabs': {
      const groups = pairOf(forms);
      const keys = groups.map((group) => group[0]!);
      const index = Math.max(0, keys.indexOf(tab as FormType));
      return (
        <Tabs tabs={keys.map((key) => ({ key, label: t(HEADING[key] ?? 'ct-login') }))} active={keys[index]!} onSelect={setTab}>
          <LoginGroup key={keys[index]} forms={groups[index]!} render={render} t={t} />
        </Tabs>
      );
    }
    case 'two-columns':
      return (
        <div className="columns">
          {pairOf(forms).map((group) => (
            <section key={group[0]} className="column" part="column" aria-labelledby={`heading-${group[0]}`}>
              <h2 className="heading" part="heading" id={`heading-${group[0]}`}>
                {t(HEADING[group[0]!] ?? 'ct-login')}
              </h2>
              <LoginGroup forms={group} render={render} t={t} />
            </section>
          ))}
        </div>
      );
    default:
      return <Single forms={forms} render={render} t={t} />;
  }
}

export function MembersForm({ config }: ElementProps<MembersFormConfig>) {
  const t = useT();
  const host = useHost();
  const current = useSignalValue(session);
  // On an embed page a stored session is checked once, as site mode does at start.
  useEffect(validateOnEmbedPage, []);
  const look = lookOf(config);
  const forms = formsOf(config);
  const style = {
    '--background': cssColor(look.background.color),
    backgroundImage: look.background.image
      ? `url(${JSON.stringify(navigableUrl(look.background.image)?.href ?? '')})`
      : undefined,
    backgroundRepeat: look.background.repeat || undefined,
    backgroundSize: look.background.size || undefined,
  } as CSSProperties;
  const root = (className: string, children: ReactNode) => (
    <div part="base" className={`members form-root ${className} ${look.style}${config.page ? ' page' : ''}`} style={style}>
      {children}
    </div>
  );

  const notice = storageNotice();
  if (notice) {
    return root(
      'notice',
      <>
        <Alert kind="warning">{t(notice)}</Alert>
        {notice === 'ct-members-area-cookies' && (
          // In a tab of its own the site is first party, and its storage works.
          <a className="button primary" part="open-new-tab" href={location.href} target="_blank" rel="noopener">
            {t('ct-members-area-open-new-tab')}
          </a>
        )}
      </>,
    );
  }
  if (config.type === 'not-have-permission') {
    return root('denied-root', <AccessDenied config={config.access_denied} message={look.message} t={t} />);
  }
  if (current && !config.gate && host.isConnected && config.type !== 'register') {
    return root('notice', <p role="status">{t('ct-hello-name', { name: current.user.name || current.user.email })}</p>);
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
  return root(`theme-${look.theme}`, <Layout theme={look.theme} forms={forms} render={render} t={t} />);
}
