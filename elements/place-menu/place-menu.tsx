import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type MouseEvent,
} from 'react';
import { cssLength } from '../../src/common.js';
import { textSize } from '../../src/ui/text-css.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { followAddressClick, performLink } from '../../src/links/actions.js';
import { linkHref, linkTarget } from '../../src/links/link.js';
import { openPlaceMenu } from '../../src/ui/open-menu.js';
import { useSignalValue } from '../../src/base/use-signal.js';
import { cssColor } from '../../src/util/color.js';
import { HOVER_CLOSE_DELAY_MS, panelPlace, type PlaceMenuConfig } from './config.js';

const colourVars = (vars: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined)) as CSSProperties;

/**
 * Another place menu's item under the point (x, y), beneath this one's mask: the mask covers the
 * page, but a click on another place menu's item opens that one at once, not after a second click.
 */
export function placeMenuItemAt(x: number, y: number, self: Element): HTMLElement | null {
  for (const el of document.elementsFromPoint(x, y)) {
    if (el.localName !== 'weft-place-menu' || el === self) continue;
    const item = el.shadowRoot?.querySelector<HTMLElement>('[part="item"]');
    const box = item?.getBoundingClientRect();
    if (item && box && x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) return item;
  }
  return null;
}

export function PlaceMenu({ config, device }: ElementProps<PlaceMenuConfig>) {
  const t = useT();
  const host = useHost();
  const id = useId();
  const panelId = `${id}-panel`;
  const trigger = useRef<HTMLElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const open = useSignalValue(openPlaceMenu) === host && !config.enableOnlyLink;
  const hover = config.typeOpenContainer === 'by-hover';

  const setOpen = useCallback(
    (value: boolean) => {
      if (value) openPlaceMenu.value = host;
      else if (openPlaceMenu.peek() === host) openPlaceMenu.value = null;
    },
    [host],
  );
  // A place menu that leaves the page (or becomes a link) takes its open panel and mask with it.
  useEffect(() => () => setOpen(false), [setOpen]);
  useEffect(() => {
    if (config.enableOnlyLink) setOpen(false);
  }, [config.enableOnlyLink, setOpen]);

  // By hover: open while the pointer is over the item or its panel; close a moment after it left.
  useEffect(() => {
    if (!hover || config.enableOnlyLink) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const enter = () => {
      clearTimeout(timer);
      setOpen(true);
    };
    const leave = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
    };
    host.addEventListener('pointerenter', enter);
    host.addEventListener('pointerleave', leave);
    return () => {
      clearTimeout(timer);
      host.removeEventListener('pointerenter', enter);
      host.removeEventListener('pointerleave', leave);
    };
  }, [host, hover, config.enableOnlyLink, setOpen]);

  // While open: Escape closes (focus back on the item), as does a press outside or focus leaving.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    };
    const onPress = (event: PointerEvent) => {
      if (!event.composedPath().includes(host)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !host.contains(next) && !host.shadowRoot?.contains(next)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress, true);
    host.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress, true);
      host.removeEventListener('focusout', onFocusOut);
    };
  }, [host, open, setOpen]);

  // The panel's place on the screen, kept as the page scrolls or the window changes.
  const [place, setPlace] = useState<{ top: number; left: number; width: number | null } | null>(null);
  useLayoutEffect(() => {
    if (!open) return setPlace(null);
    const update = () => {
      const item = trigger.current?.getBoundingClientRect();
      const box = panel.current;
      if (!item || !box) return;
      const menu = (host.parentElement ?? host).getBoundingClientRect();
      setPlace(
        panelPlace(config.positionContainer, item, menu, {
          offset: config.leftContainer,
          gap: config.bottomMargin,
          width: box.offsetWidth,
          windowWidth: document.documentElement.clientWidth,
          rtl: getComputedStyle(host).direction === 'rtl',
        }),
      );
    };
    update();
    addEventListener('scroll', update, { passive: true, capture: true });
    addEventListener('resize', update);
    return () => {
      removeEventListener('scroll', update, { capture: true });
      removeEventListener('resize', update);
    };
  }, [host, open, config.positionContainer, config.leftContainer, config.bottomMargin, config.widthContainer]);

  const style = config.textStyle;
  const itemStyle = {
    fontFamily: style.family || undefined,
    fontSize: textSize(style, device),
    fontWeight: style.weight || undefined,
    fontStyle: style.style || undefined,
    textAlign: style.align,
    ...colourVars({
      '--color': cssColor(style.color, host),
      '--hover-color': cssColor(config.hoverColor, host),
      '--hover-background': cssColor(config.hoverBackgroundColor, host),
      '--selected-color': cssColor(config.selectedColor, host),
      '--selected-background': cssColor(config.selectedBackgroundColor, host),
    }),
  } as CSSProperties;
  const className = `item${open ? ' selected' : ''}${config.enableLineBreak ? ' wrap' : ''}`;
  const label = config.text || t('ct-menu');
  const itemButton = (props: ButtonHTMLAttributes<HTMLButtonElement>) => (
    <button
      ref={trigger as React.RefObject<HTMLButtonElement>}
      part="item"
      type="button"
      className={className}
      style={itemStyle}
      {...props}
    >
      {label}
    </button>
  );

  let item;
  if (config.enableOnlyLink) {
    const link = config.link;
    const href = linkHref(link);
    const newTab = linkTarget(link) === '_blank';
    if (href) {
      const onClick = (event: MouseEvent<HTMLAnchorElement>) => followAddressClick(link!, href, event, { source: host, device });
      item = (
        <a
          ref={trigger as React.RefObject<HTMLAnchorElement>}
          part="item"
          className={className}
          style={itemStyle}
          href={href}
          target={linkTarget(link)}
          rel={newTab ? 'noopener noreferrer' : undefined}
          onClick={onClick}
        >
          {label}
          {newTab && <span className="visually-hidden"> {t('ct-opens-new-tab')}</span>}
        </a>
      );
    } else if (link?.type) {
      item = itemButton({ onClick: () => void performLink(link, { source: host, device }) });
    } else {
      item = (
        <span part="item" className={className} style={itemStyle}>
          {label}
        </span>
      );
    }
  } else {
    item = itemButton({
      'aria-expanded': open,
      'aria-controls': panelId,
      // By hover a pointer's click keeps the panel its hover opened; a key toggles it.
      onClick: (event) => setOpen(hover && event.detail > 0 ? true : !open),
    });
  }

  const full = config.positionContainer === 'width-full';
  const panelStyle = {
    top: place ? `${place.top}px` : undefined,
    left: place ? `${place.left}px` : undefined,
    width: full ? '100%' : cssLength(config.widthContainer),
    height: cssLength(config.heightContainer),
    backgroundColor: cssColor(config.containerBackground, host),
    visibility: place ? undefined : 'hidden',
  } as CSSProperties;
  return (
    <div part="base" className={`base${open ? ' open' : ''}`} style={{ marginInlineStart: cssLength(config.leftMargin) }}>
      {item}
      {open && (
        // The page mask: a click on it closes the panel (Escape does from the keyboard); on another
        // place menu's item it opens that one too.
        <div
          part="mask"
          className={`mask${hover ? ' by-hover' : ''}`}
          aria-hidden="true"
          onClick={(event) => {
            setOpen(false);
            const other = placeMenuItemAt(event.clientX, event.clientY, host);
            other?.focus();
            other?.click();
          }}
        />
      )}
      {!config.enableOnlyLink && (
        <div ref={panel} part="panel" id={panelId} className={`panel${full ? ' full' : ''}`} hidden={!open} style={panelStyle}>
          <slot />
        </div>
      )}
    </div>
  );
}
