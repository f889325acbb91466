/**
 * What every carousel needs, once (the WAI-ARIA APG carousel pattern): a labelled region with
 * aria-roledescription, slides as labelled groups ("2 of 5"), named previous/next buttons, a visible
 * start/stop control for automatic rotation (WCAG 2.2.2), the slides a live region that is off while
 * they rotate by themselves and polite otherwise (the buttons name it by aria-controls), 'Slide n of m' announced politely in the
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
 *
 * This file is the entry elements import, and holds the region and its controls. The rest, one
 * concern a file: carousel-state.ts (useCarousel), carousel-rotation.ts (automatic rotation),
 * carousel-track.ts (wrapping, offsets, slide props, near), carousel-motion.ts (move timing,
 * useSlideMotion), carousel-input.ts (keys, hover and focus holds, swipes), swipe.ts (what a swipe means).
 */
import { useCallback, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { cssLength } from '../common.js';
import { useT } from '../i18n/index.js';
import { cssColor } from '../util/color.js';
import { useCarouselInput } from './carousel-input.js';
import type { CarouselState } from './carousel-state.js';

export { default as carouselCss } from './carousel.css';
export { SWIPE_MIN_PX, swipeStep } from './swipe.js';
export { isIos, SLIDE_TRANSITION_IOS_MS, SLIDE_TRANSITION_MS, transitionMs, useSlideMotion } from './carousel-motion.js';
export { MIN_INTERVAL_MS } from './carousel-rotation.js';
export { circularOffset, useNear, wrapIndex, type SlideProps } from './carousel-track.js';
export { useCarousel, type CarouselOptions, type CarouselState } from './carousel-state.js';

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

/** The previous or next button: a chevron (CSS turns the next one round), named in the visitor's language. */
function Arrow({
  way,
  label,
  slides,
  onClick,
}: {
  way: 'previous' | 'next';
  label: string;
  slides: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      part={`arrow arrow-${way}`}
      className={`carousel-arrow carousel-${way}`}
      aria-label={label}
      aria-controls={slides}
      onClick={onClick}
    >
      <svg className="carousel-chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" />
      </svg>
    </button>
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
  const slides = useId();

  useCarouselInput(region, latest);

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
          <Arrow way="previous" label={t('ct-carousel-previous')} slides={slides} onClick={carousel.previous} />
          <Arrow way="next" label={t('ct-carousel-next')} slides={slides} onClick={carousel.next} />
        </>
      )}
      {/* The APG carousel's live region: silent while the slides rotate by themselves, polite once
          rotation stops or is held (the pointer over it, focus in it), when a move is the visitor's. */}
      <div id={slides} part="viewport" className="carousel-viewport" aria-live={carousel.running ? 'off' : 'polite'}>
        {children}
      </div>
      <div part="announcement" className="visually-hidden" aria-live="polite" aria-atomic="true">
        {carousel.announcement}
      </div>
    </section>
  );
}
