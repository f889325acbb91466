import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { cssLength } from '../../src/common.js';
import type { ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { performLink } from '../../src/links/actions.js';
import type { LinkConfig } from '../../src/links/link.js';
import { logout, session, validateOnEmbedPage } from '../../src/session/index.js';
import { siteData } from '../../src/site/data.js';
import { useSignalValue } from '../../src/ui/use-signal.js';
import { cssColor } from '../../src/util/color.js';
import type { UserButtonConfig } from './config.js';

/** The members-area page: the first page flagged as a member page (elements-content.md §2). */
export function membersPageLink(): LinkConfig {
  const page = siteData()?.pages?.find((p) => p.is_member === true);
  return page ? { type: 'page', valueID: page.id, value: page.url } : { type: 'page', value: 'blog-login' };
}

/** The owner's dropdown entries that have a text and a link; anything else in the list is skipped. */
export function dropdownItems(list: readonly unknown[]): Array<{ text: string; link: LinkConfig }> {
  return list.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { text, link } = entry as { text?: unknown; link?: unknown };
    const label = typeof text === 'string' ? text.trim() : typeof text === 'number' ? String(text) : '';
    if (!label || typeof link !== 'object' || link === null || Array.isArray(link)) return [];
    return [{ text: label, link: link as LinkConfig }];
  });
}

export function UserButton({ config }: ElementProps<UserButtonConfig>) {
  const t = useT();
  const current = useSignalValue(session);
  // On an embed page (no site runtime) the first members element validates a stored session.
  useEffect(validateOnEmbedPage, []);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (!event.composedPath().includes(root.current!)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('click', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const b = config.buttonStyle;
  const d = config.dropdownStyle;
  const style = Object.fromEntries(
    Object.entries({
      '--color': cssColor(b.color),
      '--background': cssColor(b.background),
      '--radius': cssLength(b.borderRadius),
      '--hover-background': cssColor(b.hoverBackground),
      '--hover-color': cssColor(b.hoverColor),
      '--font-size': cssLength(b.fontSize),
      '--menu-color': cssColor(d.color),
      '--menu-background': cssColor(d.background),
      '--menu-radius': cssLength(d.borderRadius),
      '--menu-hover-background': cssColor(d.hoverBackground),
      '--menu-hover-color': cssColor(d.hoverColor),
    }).filter(([, v]) => v !== undefined),
  ) as CSSProperties;
  const text = (own: string, key: string, options?: Record<string, unknown>) =>
    own.trim().replace('{name}', String(options?.['name'] ?? '')) || t(key, options);
  const doLogout = () => {
    const link = config.links.linkLogout;
    if (link?.type) void logout(null, { reload: false }).then(() => performLink(link));
    else void logout(null);
  };

  if (!current) {
    const actions =
      config.actionsformat === 'login-register' ? (['login', 'register'] as const) : ([config.actionsformat] as const);
    return (
      <div part="base" className="user-button" style={style}>
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            part={`button ${action}`}
            className="button"
            onClick={() =>
              void performLink((action === 'login' ? config.links.linkLogin : config.links.linkRegister) ?? membersPageLink())
            }
          >
            {text(config.texts[action], action === 'login' ? 'ct-login' : 'ct-register')}
          </button>
        ))}
      </div>
    );
  }
  const name = current.user.name || current.user.email;
  const greeting = config.withRegards ? text(config.texts.greeting, 'ct-hello-name', { name }) : name;
  if (!config.withDropdown) {
    return (
      <div part="base" className="user-button" style={style}>
        <span part="greeting" className="greeting">
          {greeting}
        </span>
        <button type="button" part="button logout" className="button" onClick={doLogout}>
          {text(config.texts.logout, 'ct-logout')}
        </button>
      </div>
    );
  }
  return (
    <div part="base" className="user-button" style={style} ref={root}>
      <button
        type="button"
        part="button greeting"
        className="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {greeting} <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} role="menu" part="dropdown" className="dropdown" hidden={!open}>
        {dropdownItems(config.menuDropdown).map((item, i) => (
          <li role="none" key={i}>
            <button type="button" role="menuitem" onClick={() => void performLink(item.link)}>
              {item.text}
            </button>
          </li>
        ))}
        <li role="none">
          <button type="button" role="menuitem" part="logout" onClick={doLogout}>
            {text(config.texts.logout, 'ct-logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
