import { useId, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';

/** The element that really has focus, looking inside shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  const active = root.activeElement;
  return active?.shadowRoot ? (deepActiveElement(active.shadowRoot) ?? active) : active;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * Whether a rendered element is visible. checkVisibility() arrived in Safari 17.4; before it (iOS
 * 16.4–17.3) the computed visibility says the same for what getClientRects() has not ruled out.
 */
function visible(node: Element): boolean {
  if (typeof node.checkVisibility === 'function') return node.checkVisibility({ visibilityProperty: true });
  // A closed details' content keeps its boxes where the engine hides it by content-visibility.
  const folded = node.closest('details:not([open])');
  if (folded && !folded.querySelector(':scope > summary')?.contains(node)) return false;
  return getComputedStyle(node).visibility === 'visible';
}

/**
 * Elements Tab can reach, in rendering order, through shadow roots and slots: a popup's content is
 * slotted into the dialog, and its buttons live in the shadow roots of Weft elements. What cannot
 * take focus is left out: an inert subtree (a carousel's hidden slides), anything not rendered or
 * invisible (display: none, visibility: hidden, a closed details).
 */
export function focusables(root: Element): HTMLElement[] {
  const out: HTMLElement[] = [];
  const visit = (node: Element) => {
    if (node.hasAttribute('inert')) return;
    if (node.matches(FOCUSABLE) && node.getClientRects().length > 0 && visible(node)) {
      out.push(node as HTMLElement);
    }
    const children = node.shadowRoot
      ? [...node.shadowRoot.children]
      : node instanceof HTMLSlotElement
        ? node.assignedElements({ flatten: true })
        : [...node.children];
    children.forEach(visit);
  };
  [...root.children].forEach(visit);
  return out;
}

let locks = 0;
let saved: { overflow: string; position: string; top: string; width: string; y: number } | null = null;
/**
 * Page scroll stays put while any dialog is open: `overflow: hidden` on the root. On a touch
 * screen the body is pinned where it was as well (`position: fixed` at minus the scroll offset,
 * restored on close): iOS Safari scrolls the page behind by touch through an overflow-hidden root.
 */
export function lockScroll(): () => void {
  const root = document.documentElement;
  const body = document.body;
  if (locks++ === 0) {
    const { position, top, width } = body.style;
    saved = { overflow: root.style.overflow, position, top, width, y: scrollY };
    root.style.overflow = 'hidden';
    if (navigator.maxTouchPoints > 0) {
      body.style.position = 'fixed';
      body.style.top = `${-saved.y}px`;
      body.style.width = '100%';
    }
  }
  return () => {
    if (--locks !== 0 || !saved) return;
    const pinned = body.style.position === 'fixed' && saved.position !== 'fixed';
    root.style.overflow = saved.overflow;
    Object.assign(body.style, { position: saved.position, top: saved.top, width: saved.width });
    if (pinned) scrollTo({ top: saved.y, behavior: 'instant' });
    saved = null;
  };
}

export interface DialogProps {
  title: string;
  /** Inline styles of the dialog box (a popup's size and height), through CSSOM. */
  style?: CSSProperties;
  /** Closing by Escape or the close button; absent for dialogs that only the program closes. */
  onClose?: () => void;
  closeLabel: string;
  /** Shown to screen readers only when the title is not visible. */
  hideTitle?: boolean;
  className?: string;
  busy?: boolean;
  /** The id of the element (inside) whose text describes the dialog: its message. */
  describedBy?: string;
  children?: ReactNode;
}

/**
 * An accessible modal dialog (APG dialog pattern): the native <dialog> in the top layer makes the
 * page inert; focus moves in, Tab cycles inside (wrapping at the ends), Escape and the close button
 * close it, focus returns on close.
 */
export function Dialog({ title, onClose, closeLabel, hideTitle, className, busy, style, describedBy, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const unmounting = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = deepActiveElement();
    const unlock = lockScroll();
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0];
    (first ?? dialog).focus();
    return () => {
      unlock();
      unmounting.current = true;
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  // In the same commit as showModal(): a key pressed the moment the dialog appears is already trapped.
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const cancel = (event: Event) => {
      // Escape: close through the owner, so the queue moves on; a dialog without onClose stays.
      event.preventDefault();
      onCloseRef.current?.();
    };
    // Inside, Tab is the browser's own (the modal dialog makes the page inert, and the browser skips
    // inert and hidden elements). Only at the ends does focus wrap round, instead of leaving the page
    // for the browser's toolbar.
    const wrap = (event: KeyboardEvent) => {
      // WebKitGTK names Shift+Tab 'Unidentified' (GDK's ISO_Left_Tab); its code is still Tab.
      const tab = event.key === 'Tab' || (event.key === 'Unidentified' && event.code === 'Tab');
      if (!tab || event.altKey || event.ctrlKey || event.metaKey) return;
      const items = focusables(dialog);
      const active = deepActiveElement();
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const edge = event.shiftKey ? items[0] : items[items.length - 1];
      if (active !== edge && active !== dialog) return;
      event.preventDefault();
      (event.shiftKey ? items[items.length - 1] : items[0])!.focus();
    };
    // Chromium closes a modal dialog on a repeated Escape without user activation, whatever
    // 'cancel' said. A closable dialog then closes through its owner; one that only the program
    // may close (the checkout overlay) opens again.
    const closed = () => {
      if (unmounting.current) return;
      if (onCloseRef.current) onCloseRef.current();
      else dialog.showModal();
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closed);
    dialog.addEventListener('keydown', wrap);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closed);
      dialog.removeEventListener('keydown', wrap);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      part="dialog"
      className={`dialog ${className ?? ''}`}
      style={style}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
    >
      <div className="dialog-header">
        <h2 id={titleId} part="dialog-title" className={hideTitle ? 'dialog-title visually-hidden' : 'dialog-title'}>
          {title}
        </h2>
        {onClose && (
          <button
            type="button"
            part="dialog-close"
            className="dialog-close"
            aria-label={closeLabel}
            onClick={() => onCloseRef.current?.()}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}
