import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cssLength } from '../../src/common.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { followAddressClick, performLink } from '../../src/links/actions.js';
import { linkHref, linkTarget } from '../../src/links/link.js';
import { siteData } from '../../src/base/data.js';
import { cssColor } from '../../src/util/color.js';
import { navigableUrl } from '../../src/util/url.js';
import { Icon, ICONS } from '../../src/ui/icons.js';
import type { MenuColours, MenuConfig, MenuItem } from './config.js';
import { firstAccessKey, firstAccessOf, isActiveLink, isAvailable, linkOf, nextReveal } from './rules.js';

const BARS = 'M4 6h16M4 12h16M4 18h16';
const CLOSE = 'M6 6l12 12M18 6L6 18';
// setTimeout runs at once for longer delays; a later reveal re-arms the timer.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A built-in icon's path by its name; nothing for any other value. */
const iconPath = (name: unknown): string | undefined =>
  typeof name === 'string' && Object.hasOwn(ICONS, name) ? ICONS[name] : undefined;

/** Only well-formed entries: a config is owner data and may hold anything. */
function itemsOf(value: unknown): MenuItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((v): v is MenuItem => typeof v === 'object' && v !== null && !Array.isArray(v))
    .map((v) => ({ ...v, name: typeof v.name === 'string' ? v.name : String(v.name ?? ''), link: linkOf(v.link) }));
}

function colourVars(prefix: string, colours: MenuColours): Record<string, string | undefined> {
  return {
    [`--${prefix}-color`]: cssColor(colours.color),
    [`--${prefix}-background`]: cssColor(colours.background),
    [`--${prefix}-hover-color`]: cssColor(colours.hoverColor),
    [`--${prefix}-hover-background`]: cssColor(colours.hoverBackground),
    [`--${prefix}-active-color`]: cssColor(colours.activeColor),
    [`--${prefix}-active-background`]: cssColor(colours.activeBackground),
  };
}

function label(item: MenuItem, extra?: ReactNode) {
  const side = item.icon?.position === 'right' ? 'right' : 'left';
  const icon = <Icon path={iconPath(item.icon?.selected)} />;
  return (
    <>
      {side === 'left' && icon}
      <span className="name">{item.name}</span>
      {side === 'right' && icon}
      {extra}
    </>
  );
}

export function Menu({ config, device }: ElementProps<MenuConfig>) {
  const t = useT();
  const host = useHost();
  const listId = useId();
  const mobile = device === 'mobile';
  const nav = useRef<HTMLElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  // The open dropdown was opened by the mouse resting on it (closes when it leaves), not by a click or a key.
  const [hoverOpen, setHoverOpen] = useState(false);
  const [burgerOpen, setBurgerOpen] = useState(false);
  const [path, setPath] = useState(() => location.pathname);
  const [now, setNow] = useState(() => Date.now());
  const pendingFocus = useRef<{ index: number; at: 'first' | 'last' } | null>(null);

  const all = useMemo(() => itemsOf(config.itemList), [config.itemList]);
  const first = useMemo(() => (config.isDrip ? firstAccessOf(firstAccessKey(host.id), Date.now()) : 0), [config.isDrip, host.id]);
  const items = useMemo(() => {
    if (!config.isDrip) return all.map((item) => ({ ...item, children: itemsOf(item.children) }));
    return all
      .filter((item) => isAvailable(item, now, first))
      .map((item) => ({ ...item, children: itemsOf(item.children).filter((c) => isAvailable(c, now, first)) }));
  }, [all, config.isDrip, now, first]);

  // Drip: show the next item when its moment comes while the page is open.
  useEffect(() => {
    if (!config.isDrip) return;
    const next = nextReveal(
      all.map((item) => ({ ...item, children: itemsOf(item.children) })),
      now,
      first,
    );
    if (next === null) return;
    const id = setTimeout(() => setNow(Date.now()), Math.min(Math.max(next - Date.now(), 0), MAX_TIMER_MS));
    return () => clearTimeout(id);
  }, [all, config.isDrip, now, first]);

  // Back and forward in site mode change the current page.
  useEffect(() => {
    const update = () => setPath(location.pathname);
    // Back and Forward, and in-site navigations (the site router's 'weft-navigated').
    addEventListener('popstate', update);
    addEventListener('weft-navigated', update);
    return () => {
      removeEventListener('popstate', update);
      removeEventListener('weft-navigated', update);
    };
  }, []);

  // A click or tap anywhere else closes an open dropdown.
  useEffect(() => {
    if (open === null) return;
    const away = (event: PointerEvent) => {
      if (!event.composedPath().includes(host)) setOpen(null);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open, host]);

  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted || open !== wanted.index) return;
    pendingFocus.current = null;
    const entries = subItems(wanted.index);
    (wanted.at === 'first' ? entries[0] : entries[entries.length - 1])?.focus();
  });

  useEffect(() => {
    if (!mobile) setBurgerOpen(false);
  }, [mobile]);

  const pages = siteData()?.pages;
  const topItems = () => [...(nav.current?.querySelectorAll<HTMLElement>('[data-top]') ?? [])];
  function subItems(index: number): HTMLElement[] {
    return [...(nav.current?.querySelectorAll<HTMLElement>(`[data-sub="${index}"]`) ?? [])];
  }
  const isRtl = (el: Element) => getComputedStyle(el).direction === 'rtl';
  const wrap = (list: HTMLElement[], i: number) => list[(i + list.length) % list.length];

  const closeBurger = () => {
    setBurgerOpen(false);
    nav.current?.querySelector<HTMLElement>('[part="burger"]')?.focus();
  };

  const followed = () => {
    setOpen(null);
    setBurgerOpen(false);
    setPath(location.pathname);
  };

  function moveTop(from: number, step: number) {
    const tops = topItems();
    setOpen(null);
    wrap(tops, from + step)?.focus();
  }

  function onTopKey(event: KeyboardEvent<HTMLElement>, index: number, parent: boolean) {
    const tops = topItems();
    const forward = isRtl(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight';
    const stacked = config.vertical || mobile;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowLeft':
        moveTop(index, event.key === forward ? 1 : -1);
        break;
      case 'Home':
        setOpen(null);
        tops[0]?.focus();
        break;
      case 'End':
        setOpen(null);
        tops[tops.length - 1]?.focus();
        break;
      case 'ArrowDown':
      case 'ArrowUp':
        if (parent) {
          pendingFocus.current = { index, at: event.key === 'ArrowDown' ? 'first' : 'last' };
          if (open === index) {
            const entries = subItems(index);
            (event.key === 'ArrowDown' ? entries[0] : entries[entries.length - 1])?.focus();
            pendingFocus.current = null;
          } else setOpen(index);
          setHoverOpen(false);
        } else if (stacked) moveTop(index, event.key === 'ArrowDown' ? 1 : -1);
        else return;
        break;
      case 'Escape':
        // Escape closes the open dropdown, else the open mobile menu.
        if (open === index) setOpen(null);
        else if (burgerOpen) closeBurger();
        else return;
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  function onSubKey(event: KeyboardEvent<HTMLElement>, index: number, position: number) {
    const entries = subItems(index);
    const forward = isRtl(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight';
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        wrap(entries, position + (event.key === 'ArrowDown' ? 1 : -1))?.focus();
        break;
      case 'Home':
        entries[0]?.focus();
        break;
      case 'End':
        entries[entries.length - 1]?.focus();
        break;
      case 'Escape':
        setOpen(null);
        topItems()[index]?.focus();
        break;
      case 'ArrowRight':
      case 'ArrowLeft':
        moveTop(index, event.key === forward ? 1 : -1);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  function entry(
    item: MenuItem,
    props: { part: string; className: string; onKeyDown: (e: KeyboardEvent<HTMLElement>) => void; data: Record<string, string> },
  ) {
    const link = item.link ?? null;
    const active = isActiveLink(link, path, pages);
    const href = linkHref(link);
    const common = {
      part: props.part,
      className: props.className,
      'aria-current': active ? ('page' as const) : undefined,
      onKeyDown: props.onKeyDown,
      ...props.data,
    };
    if (href) {
      const newTab = linkTarget(link) === '_blank';
      const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
        followAddressClick(link!, href, event, { source: host, device });
        followed();
      };
      return (
        <a
          {...common}
          href={href}
          target={linkTarget(link)}
          rel={newTab ? 'noopener noreferrer' : undefined}
          download={link!.type === 'download' ? '' : undefined}
          onClick={onClick}
        >
          {label(item, newTab && <span className="visually-hidden"> {t('ct-opens-new-tab')}</span>)}
        </a>
      );
    }
    return (
      <button
        {...common}
        type="button"
        onClick={() => {
          // newAnchor jumps after about 800 ms on mobile, once the menu has closed (performLink waits).
          void performLink(link, { source: host, device });
          followed();
        }}
      >
        {label(item)}
      </button>
    );
  }

  const style = Object.fromEntries(
    Object.entries({
      '--spacing': cssLength(config.spacing),
      '--item-height': cssLength(config.itemHeight),
      '--item-width': cssLength(mobile ? config.itemWidthMobile : config.itemWidth),
      '--brand-width': cssLength(config.brand.width),
      // A brand of a known width keeps a square box (at most 50px tall) before its image arrives.
      '--brand-aspect': cssLength(config.brand.width) ? '1 / 1' : undefined,
      '--burger-background': cssColor(config.burguerMenu.backgroundColor),
      '--burger-color': cssColor(config.burguerMenu.color),
      ...colourVars('item', config.btnStyle),
      ...colourVars('sub', config.subStyle),
    }).filter(([, v]) => v !== undefined),
  ) as CSSProperties;

  const brandSrc = navigableUrl(config.brand.image)?.href;
  const brand = brandSrc && (
    <img part="brand" className={`brand brand-${config.brand.position}`} src={brandSrc} alt={config.brand.alt} decoding="async" />
  );
  const burgerIcon = burgerOpen && config.burguerMenu.showCloseIcon ? CLOSE : (iconPath(config.burguerMenu.icon) ?? BARS);

  const list = (
    <ul
      part="list"
      id={listId}
      className={`list${mobile ? ` mobile effect-${config.menuMobileEffect}${burgerOpen ? ' open' : ''}` : ''}`}
    >
      {mobile && config.burguerMenu.displayCloseIcon && (
        <li className="close-row">
          <button part="close" type="button" className="close" aria-label={t('ct-close-menu')} onClick={closeBurger}>
            <Icon path={CLOSE} />
          </button>
        </li>
      )}
      {items.map((item, index) => {
        const children = item.children ?? [];
        if (children.length === 0) {
          return (
            <li key={index} className="item">
              {entry(item, {
                part: 'item',
                className: 'entry',
                onKeyDown: (e) => onTopKey(e, index, false),
                data: { 'data-top': '' },
              })}
            </li>
          );
        }
        const expanded = open === index;
        const dropdownId = `${listId}-${index}`;
        return (
          <li
            key={index}
            className={`item parent${expanded ? ' expanded' : ''}`}
            // Hover opens a dropdown and leaving closes it, unless a click or a key opened it: hover
            // never undoes a click (a disclosure, APG disclosure navigation menu).
            onMouseEnter={
              mobile || (open !== null && !hoverOpen)
                ? undefined
                : () => {
                    setOpen(index);
                    setHoverOpen(true);
                  }
            }
            onMouseLeave={mobile || !hoverOpen ? undefined : () => setOpen((o) => (o === index ? null : o))}
            onBlur={(event: FocusEvent<HTMLLIElement>) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen((o) => (o === index ? null : o));
            }}
          >
            <button
              part="item"
              type="button"
              className="entry"
              data-top=""
              aria-expanded={expanded}
              aria-controls={dropdownId}
              // A click toggles; after a hover opened it, the click keeps it open (now until a click closes it).
              onClick={() => {
                setOpen(expanded && !hoverOpen ? null : index);
                setHoverOpen(false);
              }}
              onKeyDown={(e) => onTopKey(e, index, true)}
            >
              {label(item, <Icon path="M6 9l6 6 6-6" className="icon chevron" />)}
            </button>
            <ul part="dropdown" id={dropdownId} className="dropdown" hidden={!expanded}>
              {children.map((child, position) => (
                <li key={position}>
                  {entry(child, {
                    part: 'subitem',
                    className: 'entry sub',
                    onKeyDown: (e) => onSubKey(e, index, position),
                    data: { 'data-sub': String(index) },
                  })}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );

  return (
    <nav
      ref={nav}
      part="menu"
      aria-label={t('ct-menu')}
      className={`menu align-${config.align}${config.vertical ? ' vertical' : ''}${mobile ? ' is-mobile' : ''} brand-at-${config.brand.position} burger-at-${config.burguerMenu.position}`}
      style={style}
    >
      {brand}
      {mobile && (
        <button
          part="burger"
          type="button"
          className="burger"
          aria-expanded={burgerOpen}
          aria-controls={listId}
          aria-label={t(burgerOpen ? 'ct-close-menu' : 'ct-open-menu')}
          onClick={() => setBurgerOpen((o) => !o)}
        >
          <Icon path={burgerIcon} />
        </button>
      )}
      {list}
    </nav>
  );
}
