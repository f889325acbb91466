import { useContext, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { cssLength } from '../../src/common.js';
import { flag } from '../../src/config.js';
import type { ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { performLink } from '../../src/links/actions.js';
import type { LinkConfig } from '../../src/links/link.js';
import { logout, session, validateOnEmbedPage } from '../../src/session/index.js';
import { siteData } from '../../src/base/data.js';
import { Icon } from '../../src/ui/icons.js';
import { ServerDrawContext } from '../../src/ui/server.js';
import { useSignalValue } from '../../src/base/use-signal.js';
import { cssColor } from '../../src/util/color.js';
import type { UserButtonConfig } from './config.js';

/**
 * The members-area page: the first page flagged as a member page (elements-content.md §2), in any
 * yes spelling; without one, the members login page, on its register form for Register.
 */
export function membersPageLink(action: 'login' | 'register' = 'login'): LinkConfig {
  const page = siteData()?.pages?.find((p) => flag(p.is_member));
  if (page) return { type: 'page', valueID: page.id, value: page.url };
  return { type: 'page', value: action === 'register' ? 'blog-login?form=register' : 'blog-login' };
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

/** The item whose label starts with `letter`, searching on from `from` and wrapping (menu type-ahead). */
export function typeAhead(labels: readonly string[], from: number, letter: string): number {
  const key = letter.toLocaleLowerCase();
  for (let step = 1; step <= labels.length; step++) {
    const i = (from + step) % labels.length;
    if (labels[i]!.trim().toLocaleLowerCase().startsWith(key)) return i;
  }
  return -1;
}

/**
 * The APG menu button: the greeting opens a labelled menu and moves focus into it (a click, Enter,
 * Space or Down: the first item; Up: the last); Up and Down wrap, Home and End, a letter moves to
 * the next item starting with it; Escape closes and returns focus to the button, Tab closes and
 * moves on; an item performs its action and closes the menu.
 */
function MenuButton({
  label,
  icon,
  items,
  style,
}: {
  label: string;
  icon: string;
  items: Array<{ text: string; icon?: string; part?: string; run: () => void }>;
  style: CSSProperties;
}) {
  // null: closed; else the index of the item to focus once open.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const open = focusIndex !== null;
  const buttonId = useId();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const openAtPress = useRef<boolean | null>(null);
  const menuItems = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (focusIndex !== null) menuItems()[focusIndex]?.focus();
  }, [focusIndex]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!event.composedPath().includes(root.current!)) setFocusIndex(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (refocus: boolean) => {
    setFocusIndex(null);
    if (refocus) button.current?.focus();
  };
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space click the button (which opens the menu on its first item); Down and Up open it too.
    const to = { ArrowDown: 0, ArrowUp: items.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    if (open) menuItems()[to]?.focus();
    else setFocusIndex(to);
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const all = menuItems();
    const current = all.indexOf(event.target as HTMLElement);
    const last = items.length - 1;
    let to: number | undefined;
    if (event.key === 'ArrowDown') to = current >= last ? 0 : current + 1;
    else if (event.key === 'ArrowUp') to = current <= 0 ? last : current - 1;
    else if (event.key === 'Home' || event.key === 'PageUp') to = 0;
    else if (event.key === 'End' || event.key === 'PageDown') to = last;
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    } else if (event.key === 'Tab') {
      // Tab and Shift+Tab move on from the button's place (the menu closes as focus leaves it): from an
      // item outside the Tab order, Chromium would move back to the button itself.
      button.current?.focus();
      return;
    } else if (event.key.length === 1 && event.key !== ' ') {
      const found = typeAhead(
        items.map((item) => item.text),
        current,
        event.key,
      );
      if (found >= 0) to = found;
    }
    if (to === undefined) return;
    event.preventDefault();
    all[to]?.focus();
  };

  return (
    <div part="base" className="user-button" style={style} ref={root}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        part="button greeting"
        className="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onKeyDown={onButtonKey}
        // A press on the button takes focus from the menu (which closes it) before its click: the click
        // toggles from the state the press found.
        onPointerDown={() => (openAtPress.current = open)}
        onClick={() => {
          const wasOpen = openAtPress.current ?? open;
          openAtPress.current = null;
          setFocusIndex(wasOpen ? null : 0);
        }}
      >
        <Icon name={icon} className="icon action-icon" />
        {label} <span aria-hidden="true">▾</span>
      </button>
      {/* The menu's keys are the menu pattern's; its items are the focusable elements. */}
      <ul
        ref={menu}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        part="dropdown"
        className="dropdown"
        hidden={!open}
        onKeyDown={onMenuKey}
        // Focus leaving the menu (Tab, Shift+Tab, elsewhere) closes it once it has moved on, never
        // before: hiding the focused item first would drop focus on the page.
        onBlur={(event) => {
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocusIndex(null);
        }}
      >
        {items.map((item, i) => (
          <li role="none" key={i}>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              part={item.part}
              onClick={() => {
                close(true);
                item.run();
              }}
            >
              {item.icon && <Icon name={item.icon} className="icon action-icon" />}
              {item.text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A style's font family and weight, for the button (--font-family, --font-weight) or the menu. */
function fontVars(prefix: string, family: string, weight: string | number): Record<string, string | undefined> {
  return {
    [`--${prefix}font-family`]: family.trim() || undefined,
    [`--${prefix}font-weight`]: String(weight).trim() || undefined,
  };
}

export function UserButton({ config }: ElementProps<UserButtonConfig>) {
  const t = useT();
  const current = useSignalValue(session);
  // The server cannot know who is signed in (the session is the browser's): it draws the
  // visitor's buttons held invisible in their place, so a member never sees Login flash by before
  // the runtime shows their name.
  const awaiting = useContext(ServerDrawContext) !== null;
  // On an embed page (no site runtime) the first members element validates a stored session.
  useEffect(validateOnEmbedPage, []);

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
      ...fontVars('', b.fontFamily, b.fontWeight),
      '--menu-color': cssColor(d.color),
      '--menu-background': cssColor(d.background),
      '--menu-radius': cssLength(d.borderRadius),
      '--menu-hover-background': cssColor(d.hoverBackground),
      '--menu-hover-color': cssColor(d.hoverColor),
      ...fontVars('menu-', d.fontFamily, d.fontWeight),
    }).filter(([, v]) => v !== undefined),
  ) as CSSProperties;
  const text = (own: string, key: string, options?: Record<string, unknown>) =>
    own.trim().replace('{name}', String(options?.['name'] ?? '')) || t(key, options);
  const doLogout = () => {
    const link = config.links.linkLogout;
    if (link?.type) void logout(null, { reload: false }).then(() => performLink(link));
    else void logout(null);
  };
  const icon = (action: keyof UserButtonConfig['icons']) => config.icons[action].trim();

  if (!current) {
    const actions =
      config.actionsformat === 'login-register' ? (['login', 'register'] as const) : ([config.actionsformat] as const);
    return (
      <div part="base" className={`user-button${awaiting ? ' awaiting' : ''}`} style={style}>
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            part={`button ${action}`}
            className="button"
            onClick={() =>
              void performLink(
                (action === 'login' ? config.links.linkLogin : config.links.linkRegister) ?? membersPageLink(action),
              )
            }
          >
            <Icon name={icon(action)} className="icon action-icon" />
            {text(config.texts[action], action === 'login' ? 'ct-login' : 'ct-register')}
          </button>
        ))}
      </div>
    );
  }
  const name = current.user.name || current.user.email;
  const greeting = config.withRegards ? text(config.texts.greeting, 'ct-hello-name', { name }) : name;
  const logoutText = text(config.texts.logout, 'ct-logout');
  if (!config.withDropdown) {
    return (
      <div part="base" className="user-button" style={style}>
        <span part="greeting" className="greeting">
          <Icon name={icon('greeting')} className="icon action-icon" />
          {greeting}
        </span>
        <button type="button" part="button logout" className="button" onClick={doLogout}>
          <Icon name={icon('logout')} className="icon action-icon" />
          {logoutText}
        </button>
      </div>
    );
  }
  return (
    <MenuButton
      label={greeting}
      icon={icon('greeting')}
      style={style}
      items={[
        ...dropdownItems(config.menuDropdown).map((item) => ({ text: item.text, run: () => void performLink(item.link) })),
        { text: logoutText, icon: icon('logout'), part: 'logout', run: doLogout },
      ]}
    />
  );
}
