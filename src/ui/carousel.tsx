/**
 * What every carousel needs, once (the WAI-ARIA APG carousel pattern): a labelled region with
 * aria-roledescription, slides as labelled groups ("2 of 5"), named previous/next buttons, a visible
 * start/stop control for automatic rotation (WCAG 2.2.2), 'Slide n of m' announced politely in the
 * visitor's language after a visitor's move, arrow keys (mirrored on right-to-left sites), swipe on
 * touch screens (the slides follow the finger; pinch-zoom stays the browser's), pictures only for the
 * current slide and its neighbours (`near(i)`), rotation held while the pointer is over it or focus is in it, a timer re-armed
 * after every move, no automatic rotation under prefers-reduced-motion, and wrapping both ways.
 *
 * How the slides look and move (slide, fade, several per view) stays with each element; stacked
 * slides (`carousel-slide`, one shown at a time) get their moves from `useSlideMotion`:
 *
 * ```tsx
 * const carousel = useCarousel({ count: images.length, autoplay: config.autoPlaySlider, interval: config.timerSlider });
 * const viewport = useRef<HTMLDivElement>(null);
 * useSlideMotion(carousel, viewport, 'slide');
 * return (
 *   <Carousel carousel={carousel} label={t('ct-image-slider')} arrows={{ size: 25, color: '#d1d1d1' }}>
 *     <div ref={viewport} className="slides">
 *       {images.map((image, i) => (
 *         <div key={i} part="slide" {...carousel.slideProps(i)}>…</div>
 *       ))}
 *     </div>
 *   </Carousel>
 * );
 * ```
 *
 * Several slides per view: let `count` be the number of positions and pass `slideProps(i, true)`
 * for every slide on screen. Tests can wait for the region's `data-rotation` to say `running`
 * before they tick a fake clock (the timer is armed in that same commit).
 *
 * Add `carouselCss` (./carousel.css) before the element's own CSS in its `defineElement` options.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { cssLength } from '../common.js';
import { useT } from '../i18n/index.js';
import { language } from '../i18n/language.js';
import { cssColor } from '../util/color.js';
import { useSignalValue } from './use-signal.js';

import { swipeStep } from './swipe.js';
import { useReducedMotion } from './reduced-motion.js';

export { default as carouselCss } from './carousel.css';
export { SWIPE_MIN_PX, swipeStep } from './swipe.js';

/** Automatic moves come at most this often: a shorter interval is read as this one, so slides stay readable. */
export const MIN_INTERVAL_MS = 1000;
/** Slides move over this long (an element's CSS reads it as --carousel-transition). */
export const SLIDE_TRANSITION_MS = 500;
/** Slide transitions run 1000 ms on iOS (elements-content.md §9). */
export const SLIDE_TRANSITION_IOS_MS = 1000;

/** iPhone, iPad (an iPad also says "Macintosh", with a touch screen) or iPod. */
export function isIos(
  userAgent: string = navigator.userAgent,
  platform: string = navigator.platform,
  touchPoints: number = navigator.maxTouchPoints,
): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && touchPoints > 1);
}

/** How long a move takes: 0 under reduced motion, 1000 ms on iOS, else SLIDE_TRANSITION_MS. */
export function transitionMs(reducedMotion: boolean, ios: boolean = isIos()): number {
  if (reducedMotion) return 0;
  return ios ? SLIDE_TRANSITION_IOS_MS : SLIDE_TRANSITION_MS;
}

/** `index` wrapped into 0…count-1 (both ways: -1 is the last). 0 when there is nothing. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/**
 * Where slide `i` sits relative to the current one, going round: 0 is the current slide, 1 the next,
 * -1 the previous, up to half the slides each way. With an even count the slide opposite the
 * current one is put on the side the carousel last moved towards (`direction` 1: after, -1: before),
 * so it comes in from where the visitor expects.
 */
export function circularOffset(i: number, current: number, count: number, direction: 1 | -1 = 1): number {
  if (count <= 0) return 0;
  let d = wrapIndex(i - current, count);
  if (d > count / 2 || (d === count / 2 && direction < 0)) d -= count;
  return d;
}

export interface CarouselOptions {
  /** How many positions there are (slides, or pages of several slides each). */
  count: number;
  /** Rotate automatically (only ever with more than one position, and never under reduced motion). */
  autoplay: boolean;
  /** Milliseconds between automatic moves (at least MIN_INTERVAL_MS; 0 or less: none); re-armed after every move. */
  interval: number;
  /** Where it starts (wrapped into range); a later change shows that position. */
  start?: number;
  /** Called after every move with the new index and what moved it. */
  onMove?: (index: number, cause: 'visitor' | 'auto') => void;
}

/**
 * Props that make an element a slide of the carousel: role group, "n of m", inert when not shown,
 * and the classes `carousel-slide` (stacked in the viewport, hidden), `current` (the current one)
 * and `shown` (another one on screen, e.g. a neighbour or several slides per view).
 */
export interface SlideProps {
  className: string;
  role: 'group';
  'aria-roledescription': string;
  'aria-label': string;
  /** '' (the attribute present) or absent: React 18 passes unknown attributes only as strings. */
  inert: '' | undefined;
  'data-slide': number;
}

export interface CarouselState {
  /** The current position, 0…count-1. */
  index: number;
  count: number;
  /** 1 after a move forwards, -1 after a move backwards. */
  direction: 1 | -1;
  /** Increases with every move (a key for effects that must run after each one). */
  moves: number;
  /** Automatic rotation is configured and there is more than one position: the start/stop control shows. */
  canRotate: boolean;
  /** Rotation is on (neither stopped by the visitor nor off under reduced motion). */
  rotating: boolean;
  /** Rotation is on and not held by hover or focus: the timer runs. */
  running: boolean;
  /** The carousel is laid out right to left. */
  rtl: boolean;
  reducedMotion: boolean;
  /** How long a move takes, for the element's CSS (0 under reduced motion, 1000 ms on iOS). */
  transitionMs: number;
  /** A visitor's moves: announced, and the timer starts over. */
  next(): void;
  previous(): void;
  go(index: number): void;
  /** The start/stop control. */
  toggleRotation(): void;
  /** Spread on each slide. `visible`: on screen and reachable though not current (a neighbour, several per view). */
  slideProps(i: number, visible?: boolean): SlideProps;
  /**
   * Whether slide `i` should have its picture: the current slide and its neighbours (either way,
   * wrapping), and any slide that has been one of them since (a loaded picture stays).
   */
  near(i: number): boolean;
  /** Internal: what the live region says, and the hover/focus hold. */
  announcement: string;
  hold(reason: 'hover' | 'focus', on: boolean): void;
  /** Internal: the region measures its direction here. */
  regionRef: (el: HTMLElement | null) => void;
}

/** The state of one carousel: position, rotation, announcements. Render it with <Carousel>. */
export function useCarousel({ count, autoplay, interval, start = 0, onMove }: CarouselOptions): CarouselState {
  const t = useT();
  const reducedMotion = useReducedMotion();
  const total = Math.max(0, Math.floor(count) || 0);
  const [position, setPosition] = useState(() => wrapIndex(start, total));
  const [direction, setDirection] = useState<1 | -1>(1);
  const [moves, setMoves] = useState(0);
  // The visitor's choice on the start/stop control; null: the config decides.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [holds, setHolds] = useState({ hover: false, focus: false });
  const [announced, setAnnounced] = useState<number | null>(null);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const [rtl, setRtl] = useState(false);
  const lang = useSignalValue(language);
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;

  // A new start (the owner changed currentIndex) shows that slide; the first render already does.
  const firstStart = useRef(start);
  useEffect(() => {
    if (start === firstStart.current) return;
    firstStart.current = start;
    setPosition(wrapIndex(start, total));
  }, [start, total]);

  const index = wrapIndex(position, total);
  const canRotate = autoplay && total > 1 && interval > 0;
  // Under reduced motion nothing rotates unless the visitor starts it with the control.
  const rotating = canRotate && (choice ?? !reducedMotion);
  const running = rotating && !holds.hover && !holds.focus;

  useLayoutEffect(() => {
    if (region) setRtl(getComputedStyle(region).direction === 'rtl');
  }, [region, lang]);

  const move = useCallback(
    (to: number, step: 1 | -1, cause: 'visitor' | 'auto') => {
      if (total < 1) return;
      const target = wrapIndex(to, total);
      setPosition(target);
      setDirection(step);
      setMoves((m) => m + 1);
      if (cause === 'visitor') setAnnounced(target);
      onMoveRef.current?.(target, cause);
    },
    [total],
  );

  // One timer per position: every move (the visitor's or the timer's) arms a fresh one. Armed in
  // the commit that shows the move, so the region's data-rotation never runs ahead of the timer.
  useLayoutEffect(() => {
    if (!running) return;
    const id = setTimeout(() => move(index + 1, 1, 'auto'), Math.max(MIN_INTERVAL_MS, interval));
    return () => clearTimeout(id);
  }, [running, index, moves, interval, move]);

  const hold = useCallback((reason: 'hover' | 'focus', on: boolean) => {
    setHolds((h) => (h[reason] === on ? h : { ...h, [reason]: on }));
  }, []);

  // Pictures load for the current slide and its neighbours only; once loaded they stay.
  const nearSeen = useRef(new Set<number>());
  for (const d of [-1, 0, 1]) if (total > 0) nearSeen.current.add(wrapIndex(index + d, total));

  const slideLabel = t('ct-slide-role');
  const slideProps = useCallback(
    (i: number, visible = false): SlideProps => ({
      className: i === index ? 'carousel-slide current' : visible ? 'carousel-slide shown' : 'carousel-slide',
      role: 'group',
      'aria-roledescription': slideLabel,
      'aria-label': t('ct-slide-label', { index: i + 1, total }),
      // Slides off screen keep their links and buttons out of the tab order and the reading order.
      inert: i === index || visible ? undefined : '',
      'data-slide': i,
    }),
    [t, slideLabel, index, total],
  );

  return {
    index,
    count: total,
    direction,
    moves,
    canRotate,
    rotating,
    running,
    rtl,
    reducedMotion,
    transitionMs: transitionMs(reducedMotion),
    next: () => move(index + 1, 1, 'visitor'),
    previous: () => move(index - 1, -1, 'visitor'),
    go: (i: number) => {
      const target = wrapIndex(i, total);
      move(target, target < index ? -1 : 1, 'visitor');
    },
    toggleRotation: () => {
      // A visitor who starts rotation wants it now, though the pointer or focus is still on the control.
      if (!rotating) setHolds({ hover: false, focus: false });
      setChoice(!rotating);
    },
    slideProps,
    near: (i: number) => nearSeen.current.has(i),
    announcement: announced === null ? '' : t('ct-slide-of', { index: wrapIndex(announced, total) + 1, total }),
    hold,
    regionRef: setRegion,
  };
}

/**
 * Moves the slides of a carousel whose slides are stacked (`carousel-slide`): after each move the
 * slide left behind goes out and the new one comes in, sliding from the side the carousel moved
 * towards (mirrored right to left) or fading. Nothing moves under reduced motion. Works the same
 * for two slides as for twenty, and when wrapping from the last to the first.
 */
export function useSlideMotion(
  carousel: CarouselState,
  viewport: RefObject<HTMLElement | null>,
  /** none: the element moves its slides itself. */
  effect: 'slide' | 'fade' | 'none' = 'slide',
) {
  const previous = useRef(carousel.index);
  const { index, moves, direction, rtl, transitionMs: duration } = carousel;
  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = index;
    const root = viewport.current;
    if (from === index || duration === 0 || effect === 'none' || !root || typeof root.animate !== 'function') return;
    const slide = (i: number) => root.querySelector<HTMLElement>(`[data-slide="${i}"]`);
    const outgoing = slide(from);
    const incoming = slide(index);
    const options: KeyframeAnimationOptions = { duration, easing: 'ease-in-out' };
    const sign = direction * (rtl ? -1 : 1);
    const shown = { visibility: 'visible' };
    const animations =
      effect === 'fade'
        ? [
            outgoing?.animate(
              [
                { ...shown, opacity: 1 },
                { ...shown, opacity: 0 },
              ],
              options,
            ),
            incoming?.animate([{ opacity: 0 }, { opacity: 1 }], options),
          ]
        : [
            outgoing?.animate(
              [
                { ...shown, transform: 'translateX(0)' },
                { ...shown, transform: `translateX(${-sign * 100}%)` },
              ],
              options,
            ),
            incoming?.animate([{ transform: `translateX(${sign * 100}%)` }, { transform: 'translateX(0)' }], options),
          ];
    return () => animations.forEach((a) => a?.cancel());
  }, [moves]); // eslint-disable-line react-hooks/exhaustive-deps -- once per move
}

/** A control's target is a field the visitor types in: its arrow keys are its own. */
function editable(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(input|textarea|select)$/i.test(target.localName);
}

export interface CarouselArrows {
  /** Show the previous/next buttons (they show only with more than one position). */
  show?: boolean;
  /** Pixels or a CSS length: the arrow's size. */
  size?: number | string;
  /** The arrow's colour. */
  color?: string;
}

export interface CarouselProps {
  carousel: CarouselState;
  /** The region's accessible name, in the visitor's language. */
  label: string;
  arrows?: CarouselArrows;
  className?: string;
  style?: CSSProperties;
  /** The slides (spread `carousel.slideProps(i)` on each). */
  children?: ReactNode;
}

function Chevron() {
  return (
    <svg className="carousel-chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

/**
 * The carousel's region and controls around the element's slides: the start/stop control first,
 * then previous and next (APG order), the viewport with the slides, and the polite live region.
 * Parts: carousel, viewport, rotation, arrow (arrow-previous, arrow-next), announcement. The region's
 * `data-rotation` says whether the timer runs: running, held (hover or focus), stopped, or off.
 */
export function Carousel({ carousel, label, arrows = { show: true }, className, style, children }: CarouselProps) {
  const t = useT();
  const region = useRef<HTMLElement | null>(null);
  const latest = useRef(carousel);
  latest.current = carousel;
  const { regionRef } = carousel;

  // Native listeners: events from slotted light-DOM content (a slider group's children) reach the
  // region through the flat tree, where React's own delegation does not see them.
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
    // Keyboard focus holds rotation (APG); the focus a mouse click leaves on a button does not.
    const focusin = (event: FocusEvent) => {
      const target = event.composedPath()[0];
      if (target instanceof Element && target.matches(':focus-visible')) latest.current.hold('focus', true);
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
      el.removeEventListener('focusin', focusin);
      el.removeEventListener('focusout', focusout);
      el.removeEventListener('pointerenter', enter);
      el.removeEventListener('pointerleave', leave);
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', moveWith);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', cancel);
    };
  }, []);

  const setRegion = useCallback(
    (el: HTMLElement | null) => {
      region.current = el;
      regionRef(el);
    },
    [regionRef],
  );

  const showArrows = arrows.show !== false && carousel.count > 1;
  const vars = {
    ...style,
    '--carousel-transition': `${carousel.transitionMs}ms`,
    '--carousel-arrow-size': cssLength(arrows.size),
    '--carousel-arrow-color': cssColor(arrows.color),
  } as CSSProperties;
  for (const key of Object.keys(vars) as Array<keyof CSSProperties>) if (vars[key] === undefined) delete vars[key];

  return (
    <section
      ref={setRegion}
      part="carousel"
      className={`carousel${carousel.rtl ? ' rtl' : ''}${className ? ` ${className}` : ''}`}
      aria-roledescription={t('ct-carousel-role')}
      aria-label={label}
      data-rotation={carousel.running ? 'running' : carousel.rotating ? 'held' : carousel.canRotate ? 'stopped' : 'off'}
      style={vars}
    >
      {carousel.canRotate && (
        <button
          type="button"
          part="rotation"
          className="carousel-rotation"
          aria-label={carousel.rotating ? t('ct-carousel-stop') : t('ct-carousel-start')}
          onClick={carousel.toggleRotation}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {carousel.rotating ? <path d="M8 5v14M16 5v14" /> : <path d="M7 4l13 8-13 8z" />}
          </svg>
        </button>
      )}
      {showArrows && (
        <>
          <button
            type="button"
            part="arrow arrow-previous"
            className="carousel-arrow carousel-previous"
            aria-label={t('ct-carousel-previous')}
            onClick={carousel.previous}
          >
            <Chevron />
          </button>
          <button
            type="button"
            part="arrow arrow-next"
            className="carousel-arrow carousel-next"
            aria-label={t('ct-carousel-next')}
            onClick={carousel.next}
          >
            <Chevron />
          </button>
        </>
      )}
      <div part="viewport" className="carousel-viewport">
        {children}
      </div>
      <div part="announcement" className="visually-hidden" aria-live="polite" aria-atomic="true">
        {carousel.announcement}
      </div>
    </section>
  );
}
