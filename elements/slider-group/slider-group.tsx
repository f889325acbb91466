import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useHost, type ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { loadTags } from '../../src/links/calls.js';
import { siteData } from '../../src/base/data.js';
import { Carousel, circularOffset } from '../../src/ui/carousel.js';
import { useChildSlots } from '../../src/ui/server.js';
import { useSlider } from '../../src/ui/slider.js';
import { applyTags, orderSlides, slideElements } from './children.js';
import { SIDE_PADDING_MIN_SLIDES, TAG_REFRESH_MS, type SliderGroupConfig } from './config.js';

/** The window event that jumps a slider group to the slide with `detail.id` (CONTRACT §5). */
export const SHOW_SLIDER_EVENT = 'showSlider';

/** The host's slide children, kept up to date as children come and go. */
function useSlides(host: HTMLElement): Element[] {
  const [slides, setSlides] = useState(() => slideElements(host));
  useEffect(() => {
    const update = () =>
      setSlides((old) => {
        const now = slideElements(host);
        return now.length === old.length && now.every((el, i) => el === old[i]) ? old : now;
      });
    update();
    const observer = new MutationObserver(update);
    observer.observe(host, { childList: true });
    return () => observer.disconnect();
  }, [host]);
  return slides;
}

/** While the site options hold an owner user id, the lead's tag values are looked up every second for the buttons inside. */
function useTagRefresh(host: HTMLElement): void {
  useEffect(() => {
    if (!siteData()?.options?.id_office_user) return;
    let live = true;
    const refresh = () => {
      if (document.hidden) return;
      void loadTags({ fresh: true }).then((tags) => {
        if (live && tags) applyTags(host, tags);
      });
    };
    refresh();
    const id = setInterval(refresh, TAG_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(id);
    };
  }, [host]);
}

export function SliderGroup({ config, device }: ElementProps<SliderGroupConfig>) {
  const t = useT();
  const host = useHost();
  const children = useSlides(host);
  const slides = orderSlides(children, device === 'mobile');
  const count = slides.length;
  const effect = config.effectSlide === 'side-padding' && count < SIDE_PADDING_MIN_SLIDES ? 'slide' : config.effectSlide;
  const { carousel, viewport } = useSlider(count, config, {
    // side-padding moves every slide by its offset (below); slide and fade animate the two that change.
    effect: effect === 'side-padding' ? 'none' : effect,
    detailOf: (index) => ({ id: slides[index]?.id || null }),
  });

  // Each child is shown through the slot of its slide; it never moves, so its config and events stay.
  useChildSlots(slides, (i) => `slide-${i}`);

  // showSlider { id }: jump to the slide whose element has that id.
  const latest = useRef({ slides, go: carousel.go });
  latest.current = { slides, go: carousel.go };
  useEffect(() => {
    const show = (event: Event) => {
      const id = (event as CustomEvent<{ id?: unknown } | undefined>).detail?.id;
      if (id === undefined || id === null || id === '') return;
      const index = latest.current.slides.findIndex((el) => el.id === String(id));
      if (index >= 0) latest.current.go(index);
    };
    addEventListener(SHOW_SLIDER_EVENT, show);
    return () => removeEventListener(SHOW_SLIDER_EVENT, show);
  }, []);

  useTagRefresh(host);

  // side-padding: where each slide was, so one that wraps round jumps instead of crossing the view.
  const offsets = slides.map((_, i) => circularOffset(i, carousel.index, count, carousel.direction));
  const previous = useRef<number[]>(offsets);
  const jumped = offsets.map((d, i) => Math.abs(d - (previous.current[i] ?? d)) > 1);
  useEffect(() => {
    previous.current = offsets;
  });

  const style = {
    '--margin-between': `${Math.max(0, config.marginBetween)}px`,
    '--gap-between': `${Math.max(0, config.gapBetween)}px`,
  } as CSSProperties;

  if (!count) return <div part="base placeholder" className="base placeholder" aria-hidden="true" />;
  return (
    <div part="base" className={`base effect-${effect}`} style={style}>
      <Carousel
        carousel={carousel}
        // Its name is not its role: 'Carousel' here made screen readers say 'carousel carousel'.
        label={t('ct-slides')}
        arrows={{ show: config.arrowOptions, size: config.arrowSize, color: config.arrowColor }}
      >
        <div ref={viewport} className="slides">
          {slides.map((el, i) => {
            const d = offsets[i]!;
            const peek = effect === 'side-padding' && Math.abs(d) === 1;
            const props = carousel.slideProps(i, peek);
            return (
              <div
                key={i}
                part="slide"
                {...props}
                className={`${props.className}${peek ? ' peek' : ''}${jumped[i] ? ' jump' : ''}`}
                data-id={el.id || undefined}
                style={effect === 'side-padding' ? ({ '--offset': String(d) } as CSSProperties) : undefined}
              >
                <slot name={`slide-${i}`} />
              </div>
            );
          })}
        </div>
      </Carousel>
    </div>
  );
}
