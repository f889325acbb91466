/**
 * weft-members-form: the members area's form (runtime.md §2–4). It shows, in this order: the
 * storage notice when the browser keeps no storage; the access-denied view (not-have-permission);
 * the server-unreachable view (a session check without an answer); a greeting for a member
 * already logged in; else the forms offered (src/members/rules.ts formsOffered) in the theme's
 * layout. The pieces: login.tsx (password, provider, token, reminder), register.tsx, denied.tsx,
 * layout.tsx (the five themes), parts.tsx (submit, failure, after login).
 */
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { useEmit, useHost, type ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { storageNotice } from '../../src/members/environment.js';
import { formsOffered, type FormType } from '../../src/members/rules.js';
import { session, validateOnEmbedPage } from '../../src/session/index.js';
import { siteData } from '../../src/base/data.js';
import { Alert } from '../../src/ui/field.js';
import { useSignalValue } from '../../src/base/use-signal.js';
import { cssColor } from '../../src/util/color.js';
import { cssImage, pictureAddress } from '../../src/util/images.js';
import type { Background, MembersFormConfig } from './config.js';
import { AccessDenied, Unreachable } from './denied.js';
import { Layout } from './layout.js';
import { LoginForm, TokenForm } from './login.js';
import { RegisterForm } from './register.js';

/** The look the page's website_form sets wins over the element's own (runtime.md §3). */
function lookOf(config: MembersFormConfig): {
  theme: MembersFormConfig['theme'];
  style: 'light' | 'dark';
  background: Background;
  message: string;
} {
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

export function MembersForm({ config }: ElementProps<MembersFormConfig>) {
  const t = useT();
  const host = useHost();
  const emit = useEmit();
  const current = useSignalValue(session);
  // On an embed page a stored session is checked once, as site mode does at start.
  useEffect(validateOnEmbedPage, []);
  const look = lookOf(config);
  const site = (siteData() as { members_area?: { areas?: unknown; auth_types?: unknown } } | null)?.members_area ?? {};
  const forms = formsOffered(
    {
      type: config.type === 'unreachable' ? '' : config.type,
      blog: config.blog,
      areas: config.areas,
      auth_types: config.auth_types,
      hideRegister: config.access_denied.hide_register_btn,
    },
    site,
  );
  const style = {
    '--background': cssColor(look.background.color),
    backgroundImage: look.background.image ? cssImage(pictureAddress(look.background.image)) : undefined,
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
  if (config.type === 'unreachable') {
    // The site draws the page again through its gate (weft-members-retry), which checks once more.
    return root('denied-root', <Unreachable t={t} onRetry={() => emit('members-retry')} />);
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
  return root(`theme-${look.theme}`, <Layout theme={look.theme} forms={forms} start={config.start} render={render} t={t} />);
}
