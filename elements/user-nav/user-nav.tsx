import { useEffect, useState, type FormEvent } from 'react';
import type { ElementProps } from '../../src/define.js';
import { ApiError, members, unwrap } from '../../src/http/index.js';
import { activeLanguage, useT } from '../../src/i18n/index.js';
import { pagePath } from '../../src/links/link.js';
import { openCourse } from '../../src/members/course.js';
import { areaEnabled, formatExpiry, messageKey } from '../../src/members/rules.js';
import { session, storeLogin, type LoginAnswer, validateOnEmbedPage } from '../../src/session/index.js';
import { siteData } from '../../src/site/data.js';
import { go, inSite, redirect } from '../../src/site/go.js';
import { Alert, binder, Field } from '../../src/ui/field.js';
import { Icon } from '../../src/ui/icons.js';
import { Tabs } from '../../src/ui/tabs.js';
import { useSignalValue } from '../../src/ui/use-signal.js';
import type { UserNavConfig } from './config.js';

/** The success message shows this long, then the page reloads (elements-content.md §9). */
export const PROFILE_RELOAD_MS = 3000;

type Translate = ReturnType<typeof useT>;

export interface AreaRow {
  restrict_area_id?: number | string;
  id?: number | string;
  name: string;
  description?: string;
  type_id?: number | string;
  active?: unknown;
  expire?: string | null;
  home_page_id?: number | string | null;
  elearning_course_id?: number | string | null;
  redirect_config?: { elearning?: { type?: string; target?: string } } | string | null;
  is_blog?: unknown;
}

function Profile({ t }: { t: Translate }) {
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
  const changingPassword = values.password !== '';
  const bind = binder(values, setValues, errors, (name) =>
    setErrors((er) => Object.fromEntries(Object.entries(er).filter(([k]) => k !== name))),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || Object.keys(errors).length) return;
    setBusy(true);
    setMessage(null);
    try {
      const body = changingPassword ? values : { name: values.name };
      const data = await unwrap<{ user?: { name?: string; email?: string } }>(
        members.put('/website/user/update', { json: body }),
      );
      if (data?.user?.name)
        storeLogin(
          {
            ...JSON.parse(localStorage.getItem('login-user-all') ?? '{}'),
            user: { ...current.user, name: data.user.name },
            token: current.token,
            token_md5: current.tokenMd5,
            token_hash: current.tokenHash,
          } as LoginAnswer,
          current.type,
        );
      setMessage({ kind: 'success', text: t(changingPassword ? 'ct-password-updated' : 'ct-profile-updated') });
      setTimeout(() => location.reload(), PROFILE_RELOAD_MS);
    } catch (error) {
      const fields = error instanceof ApiError ? error.firstErrors() : {};
      // The server's 'Current password does not match' in the visitor's language (runtime.md §8).
      for (const [field, text] of Object.entries(fields))
        if (messageKey(text) === 'ct-current-password-mismatch') fields[field] = t('ct-current-password-mismatch');
      setErrors(fields);
      setMessage({ kind: 'danger', text: t(changingPassword ? 'ct-password-update-error' : 'ct-profile-update-error') });
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

function redirectConfig(row: AreaRow): { type?: string; target?: string } | undefined {
  const raw = row.redirect_config;
  if (typeof raw === 'string') {
    try {
      return (JSON.parse(raw) as { elearning?: { type?: string; target?: string } }).elearning;
    } catch {
      return undefined;
    }
  }
  return raw?.elearning;
}

async function goToArea(row: AreaRow): Promise<void> {
  const current = session.peek();
  const elearning = redirectConfig(row);
  if (row.elearning_course_id && elearning?.type === 'elearning-course' && current) {
    // The course address from the server, with the service's login parameters; the no-access modal without one.
    await openCourse(row.restrict_area_id ?? row.id ?? '', { newTab: elearning.target === 'blank' });
    return;
  }
  go(
    row.is_blog === true || row.is_blog === 1
      ? '/feed'
      : (pagePath({ type: 'page', valueID: row.home_page_id ?? undefined }) ?? '/'),
  );
}

function Areas({ t }: { t: Translate }) {
  const [rows, setRows] = useState<AreaRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const language = useSignalValue(activeLanguage);
  useEffect(() => {
    let live = true;
    unwrap<{ restrict_permissions?: AreaRow[] }>(members.get('/website/user/get-info'))
      .then((data) => live && setRows(Array.isArray(data?.restrict_permissions) ? data.restrict_permissions : []))
      .catch((error: unknown) => {
        console.error('Weft: the member’s areas could not be loaded', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);
  if (failed) return <Alert kind="danger">{t('ct-error')}</Alert>;
  if (!rows)
    return (
      <p role="status" className="loading">
        {t('ct-loading')}
      </p>
    );
  const withExpiry = rows.some((r) => r.expire);
  return (
    <table part="areas" className="areas">
      <thead>
        <tr>
          <th scope="col">{t('ct-name')}</th>
          <th scope="col">{t('ct-description')}</th>
          {withExpiry && <th scope="col">{t('ct-expiry-date')}</th>}
          <th scope="col">{t('ct-status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('ct-go-to-area')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => {
          const enabled = areaEnabled({ type_id: row.type_id, active: row.active });
          return (
            <tr key={i}>
              <th scope="row">{row.name}</th>
              <td>{row.description ?? ''}</td>
              {withExpiry && <td>{formatExpiry(row.expire, language)}</td>}
              <td>
                <span className={enabled ? 'status on' : 'status off'}>{t(enabled ? 'ct-active' : 'ct-inactive')}</span>
              </td>
              <td>
                <button
                  type="button"
                  className="button"
                  disabled={!enabled}
                  onClick={() => void goToArea(row)}
                  aria-label={`${t('ct-go-to-area')}: ${row.name}`}
                >
                  {t('ct-go-to-area')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function UserNav({ config }: ElementProps<UserNavConfig>) {
  const t = useT();
  const current = useSignalValue(session);
  // On an embed page (no site runtime) the first members element validates a stored session.
  useEffect(validateOnEmbedPage, []);
  const tabs = config.visibleTabs.filter((tab) => tab === 'profile' || tab === 'areas');
  const [active, setActive] = useState(tabs.includes(config.activeTab) ? config.activeTab : (tabs[0] ?? 'profile'));
  // Only a member logged in with email and password has a profile here; anyone else goes home.
  useEffect(() => {
    if (current && current.type === 'login') return;
    const home = siteData()?.pages?.find((p) => String(p.initial) === '1') ?? siteData()?.pages?.[0];
    // Outside a site (an embed page) there is no home to go to: the element stays empty.
    if (inSite()) redirect(`/${home?.url ?? ''}`);
  }, [current]);
  if (!current || current.type !== 'login') return <div part="base" className="user-nav form-root" hidden />;
  return (
    <div part="base" className="user-nav form-root">
      <Tabs
        tabs={tabs.map((tab) => ({
          key: tab,
          label: (
            <>
              {config.iconsEnable && <Icon name={tab === 'profile' ? 'user' : 'lock'} className="icon tab-icon" />}
              {t(tab === 'profile' ? 'ct-profile' : 'ct-areas')}
            </>
          ),
        }))}
        active={active}
        onSelect={setActive}
      >
        {active === 'profile' ? <Profile t={t} /> : <Areas t={t} />}
      </Tabs>
    </div>
  );
}
