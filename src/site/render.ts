/**
 * Renders site data into <weft-site> (CONTRACT §2–3): header, secondary header, the page's nodes,
 * footer and the popups' content. Nodes become weft-* tags; the loader upgrades them.
 */
import { flag } from '../config.js';
import type { Device } from '../device.js';
import type { PageData, SiteData } from '../base/data.js';
import { pageConfig } from '../base/page-config.js';

export interface LayoutNode {
  type: string;
  id?: string | number;
  config?: unknown;
  children?: LayoutNode[];
}

const TYPE = /^[a-z][a-z0-9-]*$/;

/** The regions of the mount, by their data-weft name. */
export const REGIONS = ['header', 'header-scroll', 'page', 'footer', 'popups'] as const;
export type Region = (typeof REGIONS)[number];

// A popup's nodes wait here until it first opens, so a page loads only its own elements' chunks.
const popupContent = new WeakMap<HTMLElement, unknown>();

/** Renders a popup's content into its box the first time it is needed. */
export function fillPopup(box: HTMLElement): void {
  if (!popupContent.has(box)) return;
  box.append(nodesFragment(popupContent.get(box), box.ownerDocument));
  popupContent.delete(box);
}

/** One node as a tag; invalid nodes are skipped with one clear error each. */
export function nodeElement(node: unknown, doc: Document = document): Element | null {
  const n = node as Partial<LayoutNode> | null;
  if (!n || typeof n !== 'object' || typeof n.type !== 'string' || !TYPE.test(n.type)) {
    console.error(`Weft: a layout node is not valid and is left out (${JSON.stringify(node)?.slice(0, 80)})`);
    return null;
  }
  const el = doc.createElement(`weft-${n.type}`);
  if (n.id !== undefined && n.id !== null && n.id !== '') el.id = String(n.id);
  el.setAttribute('config', JSON.stringify(n.config ?? {}));
  // A panel's anchor name is what a hash or an anchor link scrolls to, when its anchor is on.
  const { anchorName: anchor, anchorActive: active } = (n.config ?? {}) as { anchorName?: unknown; anchorActive?: unknown };
  if (n.type === 'panel' && flag(active) && typeof anchor === 'string' && anchor.trim())
    el.setAttribute('data-anchor', anchor.trim());
  for (const child of Array.isArray(n.children) ? n.children : []) {
    const c = nodeElement(child, doc);
    if (c) el.append(c);
  }
  return el;
}

export function nodesFragment(nodes: unknown, doc: Document = document): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  if (!Array.isArray(nodes)) return fragment;
  for (const node of nodes) {
    const el = nodeElement(node, doc);
    if (el) fragment.append(el);
  }
  return fragment;
}

/**
 * bgPropsPage: the page's own background behind its panels, as CSS declarations. Builder data
 * names the fields either way: backgroundColor or color, backgroundImage or image, and repeat, size,
 * position, attachment.
 */
export function pageBackground(value: unknown): Record<string, string | undefined> {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (...keys: string[]) => {
    for (const key of keys) if (typeof v[key] === 'string' && (v[key] as string).trim()) return (v[key] as string).trim();
    return undefined;
  };
  const image = text('backgroundImage', 'image');
  const safeImage = image && /^(https?:|\/|url\()/i.test(image) ? image : undefined;
  return {
    'background-color': text('backgroundColor', 'color'),
    'background-image': safeImage ? (safeImage.startsWith('url(') ? safeImage : `url(${JSON.stringify(safeImage)})`) : undefined,
    'background-repeat': text('backgroundRepeat', 'repeat'),
    'background-size': text('backgroundSize', 'size'),
    'background-position': text('backgroundPosition', 'position'),
    'background-attachment': text('backgroundAttachment', 'attachment'),
  };
}

/** anchors: named places on the page, `[{ name, top }]` (top in pixels or a CSS length from the page's top). */
export function pageAnchors(value: unknown): Array<{ name: string; top: string }> {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  return list.flatMap((a) => {
    const name = typeof a?.name === 'string' ? a.name.trim() : typeof a?.anchorName === 'string' ? a.anchorName.trim() : '';
    const raw = a?.top ?? a?.position ?? 0;
    const top =
      typeof raw === 'number'
        ? `${raw}px`
        : typeof raw === 'string' && /^\d+(\.\d+)?(px|%|vh)?$/.test(raw.trim())
          ? /\d$/.test(raw.trim())
            ? `${raw.trim()}px`
            : raw.trim()
          : '0px';
    return name ? [{ name, top }] : [];
  });
}

/** Draws a page's own settings on its region: background and anchors (runtime.md §3 page configs). */
export function applyPageSettings(main: HTMLElement, page: PageData): void {
  // The server's sheet drew the first page's settings (src/server/render.ts): from now on, these do.
  main.removeAttribute('data-weft-s');
  for (const [name, value] of Object.entries(pageBackground(pageConfig(page, 'bgPropsPage')))) {
    if (value) main.style.setProperty(name, value);
    else main.style.removeProperty(name);
  }
  main.querySelectorAll(':scope > [data-weft-anchor]').forEach((el) => el.remove());
  const anchors = pageAnchors(pageConfig(page, 'anchors'));
  if (anchors.length) main.style.setProperty('position', 'relative');
  else main.style.removeProperty('position');
  for (const { name, top } of anchors) {
    const marker = main.ownerDocument.createElement('span');
    marker.dataset['anchor'] = name;
    marker.dataset['weftAnchor'] = '';
    marker.setAttribute('aria-hidden', 'true');
    marker.style.setProperty('position', 'absolute');
    marker.style.setProperty('top', top);
    main.prepend(marker);
  }
}

/** headerSettings / footerSettings: shown unless the page turns them off. */
export function shows(setting: unknown): boolean {
  if (setting === undefined || setting === null) return true;
  if (typeof setting !== 'object') return flag(setting, true);
  const s = setting as { show?: unknown; active?: unknown; visible?: unknown };
  return [s.show, s.active, s.visible].every((on) => flag(on, true));
}

/**
 * The page's nodes for a device class. The mobile layout falls back to the desktop one, with its
 * panels in their order_mobile order (panels without one keep their place after those with one).
 */
export function layoutFor(page: PageData, device: Device): unknown[] {
  const mobile = page.layout?.mobile;
  if (device === 'mobile' && Array.isArray(mobile) && mobile.length) return mobile;
  const desktop = Array.isArray(page.layout?.desktop) ? page.layout!.desktop! : [];
  if (device !== 'mobile') return desktop;
  const order = (node: unknown, index: number) => {
    const value = Number((node as { config?: { order_mobile?: unknown } })?.config?.order_mobile);
    return Number.isFinite(value) && (node as { config?: { order_mobile?: unknown } }).config?.order_mobile !== null
      ? value
      : 1e6 + index;
  };
  return desktop
    .map((node, index) => ({ node, key: order(node, index) }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.node);
}

/** On mobile, pages with this many panels or more show them one by one (runtime.md §4). */
export const MOBILE_REVEAL_MIN_PANELS = 15;
export const MOBILE_REVEAL_EVERY_MS = 500;

let revealing: ReturnType<typeof setInterval> | undefined;

/** Adds `nodes` to `main`: all at once, or one panel every 500 ms on a phone with many panels. */
function fill(main: HTMLElement, nodes: unknown[], device: Device, hasHash: boolean): void {
  clearInterval(revealing);
  const fragment = nodesFragment(nodes, main.ownerDocument);
  const panels = [...fragment.children].filter((el) => el.localName === 'weft-panel').length;
  if (device !== 'mobile' || hasHash || panels < MOBILE_REVEAL_MIN_PANELS) {
    main.replaceChildren(fragment);
    return;
  }
  const queue = [...fragment.children];
  main.replaceChildren(queue.shift()!);
  revealing = setInterval(() => {
    const next = queue.shift();
    if (next) main.append(next);
    if (!queue.length) clearInterval(revealing);
  }, MOBILE_REVEAL_EVERY_MS);
}

function region(mount: Element, name: Region, tag: string): HTMLElement {
  let el = mount.querySelector<HTMLElement>(`:scope > [data-weft="${name}"]`);
  if (!el) {
    el = mount.ownerDocument.createElement(tag);
    el.dataset['weft'] = name;
    mount.append(el);
  }
  return el;
}

/**
 * Fills the mount for `page`. Regions already rendered by the server for this page and device are
 * kept as they are (their tags are upgraded), so nothing is rendered twice.
 */
export function renderSite(
  mount: HTMLElement,
  site: SiteData & Record<string, unknown>,
  page: PageData,
  device: Device,
  hasHash = false,
  /** What the page shows instead of its layout (a restricted page's members form), by name. */
  variant: { name: string; nodes: unknown[] } | null = null,
): void {
  const doc = mount.ownerDocument;
  // A server that rendered only the page's tags straight into the mount: they are this page.
  const loose = [...mount.children].filter((c) => !(c as HTMLElement).dataset['weft']);
  const header = region(mount, 'header', 'header');
  const scroll = region(mount, 'header-scroll', 'header');
  const main = region(mount, 'page', 'main');
  const footer = region(mount, 'footer', 'footer');
  const popups = region(mount, 'popups', 'div');
  // Put the regions in order only when they are not: moving a node disconnects and reconnects
  // every element inside it, which would remount them and lose what the visitor was doing.
  const order = [header, scroll, main, footer, popups];
  const placed = [...mount.children].filter((c) => order.includes(c as HTMLElement));
  if (placed.some((el, i) => el !== order[i])) for (const el of order) mount.append(el);

  const headerData = (site['header'] ?? {}) as { initial?: unknown; scroll?: unknown };
  if (!header.dataset['rendered']) {
    header.replaceChildren(nodesFragment(headerData.initial, doc));
    scroll.replaceChildren(nodesFragment(headerData.scroll, doc));
    header.dataset['rendered'] = scroll.dataset['rendered'] = 'true';
  }
  // Apart: the server draws the header alone of a page the runtime decides (a members-only one).
  if (!footer.dataset['rendered']) {
    footer.replaceChildren(nodesFragment(site['footer'], doc));
    footer.dataset['rendered'] = 'true';
  }
  // Popups are built here even when the server drew the rest: their content waits in memory.
  if (!popups.dataset['rendered']) {
    const list = Array.isArray(site['popups'])
      ? (site['popups'] as Array<{ id?: unknown; active?: unknown; content?: unknown }>)
      : [];
    popups.replaceChildren(
      ...list
        // A popup switched off (active false, 0, "0", "false", "no"…) is not drawn, so nothing opens it.
        .filter((p) => p && flag(p.active, true))
        .map((p) => {
          const box = doc.createElement('div');
          box.dataset['popup'] = String(p.id);
          popupContent.set(box, p.content);
          return box;
        }),
    );
    popups.dataset['rendered'] = 'true';
  }
  scroll.hidden = true;
  popups.hidden = true;
  header.hidden = !shows(pageConfig(page, 'headerSettings'));
  footer.hidden = !shows(pageConfig(page, 'footerSettings'));

  const key = `${page.id}:${device}${variant ? `:${variant.name}` : ''}`;
  const serverMatches = device === 'desktop' || !(Array.isArray(page.layout?.mobile) && page.layout.mobile.length);
  if (loose.length && !main.dataset['page'] && serverMatches && !variant) {
    main.append(...loose);
    main.dataset['page'] = key;
  } else if (main.dataset['page'] !== key) {
    for (const el of loose) el.remove();
    fill(main, variant ? variant.nodes : layoutFor(page, device), device, hasHash);
    main.dataset['page'] = key;
  }
  if (!variant) applyPageSettings(main, page);
  else applyPageSettings(main, { ...page, configs: [] });
  mount.setAttribute('page', String(page.id));
  mount.setAttribute('device', device);
}
