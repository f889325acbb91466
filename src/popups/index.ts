/**
 * Popups (runtime.md §3–4): opened by time, scroll percentage or exit intent from the page's
 * popupSettings, or by `window.weft.openPopup(id)` and the popup link. They join the modal queue,
 * so they never stack on another modal, and automatic ones wait until consent has been answered.
 */
import { flag } from '../config.js';
import { whenChosen } from '../consent/index.js';
import { device } from '../device.js';
import { openModal, queue, type OpenModal } from '../modals/index.js';
import type { PopupLook } from '../modals/queue.js';
import type { PageData } from '../base/data.js';
import { pageConfig } from '../base/page-config.js';

export interface PopupSettings extends PopupLook {
  popup_id: string | number;
  /** time, scroll or exit. */
  type: string;
  min: number;
  sec: number;
  /** Scroll percentage for the scroll type. */
  percent: number;
}

/** Time popups open after min × 60 + sec seconds. */
export function popupDelayMs(min: unknown, sec: unknown): number {
  return Math.max(0, (Number(min) || 0) * 60 + (Number(sec) || 0)) * 1000;
}

/** The page has been scrolled to `percent` of its scrollable height (a page that cannot scroll counts as there). */
export function scrolledTo(percent: number, scrollY: number, scrollHeight: number, viewport: number): boolean {
  const max = scrollHeight - viewport;
  return max <= 0 || (scrollY / max) * 100 >= Math.max(0, Math.min(100, percent));
}

/** The pointer left the page through the top edge (exit intent), not into a child or the side. */
export function isExitIntent(event: MouseEvent): boolean {
  return !event.relatedTarget && event.clientY <= 0;
}

/** The page's popupSettings: one value or a list of them. */
export function popupSettingsOf(page: PageData): PopupSettings[] {
  const raw = pageConfig<unknown>(page, 'popupSettings');
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list
    .filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null && s['popup_id'] !== undefined)
    .map((s) => ({
      popup_id: s['popup_id'] as string | number,
      type: String(s['type'] ?? 'time'),
      min: Number(s['min']) || 0,
      sec: Number(s['sec']) || 0,
      percent: Number(s['percent'] ?? s['scroll']) || 0,
      overlay: flag(s['overlay'], true),
      size: String(s['size'] ?? 'medium'),
      direction: String(s['direction'] ?? 'center'),
      maxHeight: (s['maxHeight'] as string | number) ?? '',
    }));
}

/** The page's elements rendered (weft.ready in site mode) and laid out (two frames later). */
async function pageLaidOut(): Promise<void> {
  await (window as { weft?: { ready?: Promise<void> } }).weft?.ready;
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  await frame();
  await frame();
}

export interface Popups {
  open(id: string | number, look?: Partial<PopupLook>): OpenModal | null;
  close(id: string | number): void;
  /** Arms the triggers of a page; the previous page's are disarmed. */
  showPage(page: PageData): void;
}

const DEFAULT_LOOK: PopupLook = { overlay: true, size: 'medium', direction: 'center', maxHeight: '' };

/**
 * The popups of the site in `mount`. `fill` puts a popup's content in its box when it first opens
 * (the site renderer keeps it until then: src/site/render.ts fillPopup).
 */
export function startPopups(mount: HTMLElement, fill: (box: HTMLElement) => void): Popups {
  let disarm: Array<() => void> = [];
  const container = (id: string | number) =>
    mount.querySelector<HTMLElement>(`[data-popup="${CSS.escape(String(id))}"]`) ??
    document.querySelector<HTMLElement>(`weft-overlay > [data-popup="${CSS.escape(String(id))}"]`);

  const open = (id: string | number, look: Partial<PopupLook> = {}) => {
    const already = queue.peek().find((m) => m.request.kind === 'popup' && m.request.id === String(id));
    if (already) return already;
    const content = container(id);
    if (!content) {
      console.error(`Weft: there is no active popup ${id} on this site`);
      return null;
    }
    fill(content);
    return openModal({ kind: 'popup', id: String(id), content, settings: { ...DEFAULT_LOOK, ...look } });
  };
  const close = (id: string | number) => {
    for (const m of queue.peek()) if (m.request.kind === 'popup' && m.request.id === String(id)) m.close();
  };

  const showPage = (page: PageData) => {
    disarm.forEach((d) => d());
    disarm = [];
    let live = true;
    disarm.push(() => (live = false));
    const consented = whenChosen();
    for (const settings of popupSettingsOf(page)) {
      // A popup switched off is not drawn (render.ts): its settings arm nothing.
      if (!container(settings.popup_id)) continue;
      const fire = () => void consented.then(() => live && open(settings.popup_id, settings));
      if (settings.type === 'scroll') {
        let done = false;
        const check = () => {
          if (done || !live) return;
          if (!scrolledTo(settings.percent, scrollY, document.documentElement.scrollHeight, innerHeight)) return;
          done = true;
          removeEventListener('scroll', check);
          fire();
        };
        addEventListener('scroll', check, { passive: true });
        disarm.push(() => removeEventListener('scroll', check));
        // A page too short to scroll never fires a scroll event, and counts as scrolled to any
        // percentage (scrolledTo): checked once its elements have rendered and been laid out.
        void pageLaidOut().then(check);
      } else if (settings.type === 'exit') {
        const leave = (event: MouseEvent) => {
          if (device.peek() !== 'desktop' || !isExitIntent(event)) return;
          document.removeEventListener('mouseout', leave);
          fire();
        };
        document.addEventListener('mouseout', leave);
        disarm.push(() => document.removeEventListener('mouseout', leave));
      } else {
        const id = setTimeout(fire, popupDelayMs(settings.min, settings.sec));
        disarm.push(() => clearTimeout(id));
      }
    }
  };

  const weft = ((window as { weft?: Record<string, unknown> }).weft ??= {});
  weft['openPopup'] = (id: string | number) => void open(id);
  weft['closePopup'] = close;
  return { open, close, showPage };
}
