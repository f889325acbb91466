/**
 * What a visitor does to a carousel (./carousel.tsx), read on its region: arrow keys (mirrored right
 * to left; a field keeps its own), keyboard focus and mouse hover holding rotation, and swipes on
 * touch screens, the slides following the finger (--carousel-drag) and settling when it lifts.
 */
import { useEffect, type RefObject } from 'react';
import type { CarouselState } from './carousel-state.js';
import { swipeStep } from './swipe.js';

/** A control's target is a field the visitor types in: its arrow keys are its own. */
function editable(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(input|textarea|select)$/i.test(target.localName);
}

/**
 * Listens on the carousel's region for keys, focus, hover and swipes; `latest` is the carousel's
 * current state. Native listeners: events from slotted light-DOM content (a slider group's
 * children) reach the region through the flat tree, where React's own delegation does not see them.
 */
export function useCarouselInput(region: RefObject<HTMLElement | null>, latest: { readonly current: CarouselState }): void {
  useEffect(() => {
    const el = region.current;
    if (!el) return;
    const host = (el.getRootNode() as ShadowRoot).host as Element | undefined;
    const inside = (node: EventTarget | null) =>
      node instanceof Node && (el.contains(node) || (host !== undefined && host.contains(node)));
    const keydown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (editable(event.composedPath()[0])) return;
      const c = latest.current;
      if (c.count < 2) return;
      event.preventDefault();
      const forwards = (event.key === 'ArrowRight') !== c.rtl;
      if (forwards) c.next();
      else c.previous();
    };
    // Keyboard focus holds rotation (APG); the focus a mouse click leaves on a button does not. A key
    // pressed since the last pointer press counts as keyboard too: WebKit (seen in WebKitGTK 2.50) can
    // leave :focus-visible off the button Tab reached once a click had focused another.
    let keyed = false;
    const key = () => (keyed = true);
    const press = () => (keyed = false);
    const focusin = (event: FocusEvent) => {
      const target = event.composedPath()[0];
      if (target instanceof Element && (keyed || target.matches(':focus-visible'))) latest.current.hold('focus', true);
    };
    const focusout = (event: FocusEvent) => {
      if (!inside(event.relatedTarget)) latest.current.hold('focus', false);
    };
    // Hover holds rotation for a mouse only: a touch leaves no pointer behind to leave again.
    const enter = (event: PointerEvent) => event.pointerType === 'mouse' && latest.current.hold('hover', true);
    const leave = (event: PointerEvent) => event.pointerType === 'mouse' && latest.current.hold('hover', false);
    // A swipe follows the finger: the slides move with it (--carousel-drag) and settle when it lifts,
    // on the next or previous slide, or back where they were.
    let swipe: { id: number; x: number; y: number } | null = null;
    const viewport = () => el.querySelector<HTMLElement>(':scope > .carousel-viewport');
    const drag = (dx: number) => {
      const view = viewport();
      if (!view) return;
      if (dx === 0) {
        view.style.removeProperty('--carousel-drag');
        el.classList.remove('dragging');
      } else {
        view.style.setProperty('--carousel-drag', `${dx}px`);
        el.classList.add('dragging');
      }
    };
    const settle = (from: number) => {
      drag(0);
      const track = viewport()?.firstElementChild;
      const c = latest.current;
      if (!from || !track || c.transitionMs === 0 || typeof track.animate !== 'function') return;
      track.animate([{ translate: `${from}px 0` }, { translate: '0 0' }], { duration: 200, easing: 'ease-out' });
    };
    const down = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      swipe = { id: event.pointerId, x: event.clientX, y: event.clientY };
    };
    const moveWith = (event: PointerEvent) => {
      if (!swipe || event.pointerId !== swipe.id || latest.current.count < 2) return;
      const dx = event.clientX - swipe.x;
      // A mostly vertical move scrolls the page; the slides stay.
      drag(Math.abs(dx) > Math.abs(event.clientY - swipe.y) ? dx : 0);
    };
    const up = (event: PointerEvent) => {
      if (!swipe || event.pointerId !== swipe.id) return;
      const dx = event.clientX - swipe.x;
      const dy = event.clientY - swipe.y;
      swipe = null;
      const c = latest.current;
      const step = c.count < 2 ? 0 : swipeStep(dx, dy, c.rtl);
      // Moving on, the slide motion brings the next one in; staying, the slides glide back.
      if (step === 0) settle(el.classList.contains('dragging') ? dx : 0);
      else drag(0);
      if (step === 1) c.next();
      else if (step === -1) c.previous();
    };
    const cancel = () => {
      swipe = null;
      drag(0);
    };
    el.addEventListener('keydown', keydown);
    document.addEventListener('keydown', key, true);
    document.addEventListener('pointerdown', press, true);
    el.addEventListener('focusin', focusin);
    el.addEventListener('focusout', focusout);
    el.addEventListener('pointerenter', enter);
    el.addEventListener('pointerleave', leave);
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', moveWith);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', cancel);
    return () => {
      el.removeEventListener('keydown', keydown);
      document.removeEventListener('keydown', key, true);
      document.removeEventListener('pointerdown', press, true);
      el.removeEventListener('focusin', focusin);
      el.removeEventListener('focusout', focusout);
      el.removeEventListener('pointerenter', enter);
      el.removeEventListener('pointerleave', leave);
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', moveWith);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', cancel);
    };
  }, [region, latest]);
}
