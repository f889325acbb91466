import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { cssLength } from '../../src/common.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { LINK_EVENT } from '../../src/links/actions.js';
import { marketingDataChanged, readMarketingData } from '../../src/tracking/marketing-data.js';
import { useServerDrawing } from '../../src/ui/server.js';
import { useSignalValue } from '../../src/ui/use-signal.js';
import { cssColor } from '../../src/util/color.js';
import { freshImageUrl } from '../../src/util/images.js';
import { navigableUrl } from '../../src/util/url.js';
import type { PanelConfig } from './config.js';
import { HIDDEN_TAG, hideDelayMs, parallaxFactor, parallaxOffset, tagsAllow } from './rules.js';
import { prefersReducedMotion } from '../../src/util/reduced-motion.js';

/** A panel fades in and out over this long (panel.css: .weft-fade-in, .weft-fade-out). */
export const PANEL_FADE_MS = 600;

/** Parallax starts this long after the page shows (runtime.md §9). */
export const PARALLAX_START_MS = 1000;

function background(image: string): string | undefined {
  const url = image.trim() ? navigableUrl(freshImageUrl(image.trim()))?.href : undefined;
  return url ? `url(${JSON.stringify(url)})` : undefined;
}

/**
 * The panel's least height: its height and its min height (pixels or CSS lengths), whichever is
 * larger; a value that is no length here ("auto": as tall as the content) is left out.
 */
export function panelMinHeight(minHeight: unknown, height: unknown): string | undefined {
  const lengths = [cssLength(minHeight), cssLength(height)].filter(
    (v): v is string => v !== undefined && CSS.supports('min-height', `max(0px, ${v})`),
  );
  return lengths.length > 1 ? `max(${lengths.join(', ')})` : lengths[0];
}

const SEPARATORS: Record<string, string[]> = {
  wave: [
    'M0 40 C 150 80 350 0 500 40 C 650 80 850 0 1000 40 V100 H0 Z',
    'M0 60 C 200 90 300 30 500 60 C 700 90 800 30 1000 60 V100 H0 Z',
  ],
  curve: ['M0 100 C 300 0 700 0 1000 100 Z', 'M0 100 C 300 30 700 30 1000 100 Z'],
  triangle: ['M0 100 L500 0 L1000 100 Z', 'M0 100 L500 40 L1000 100 Z'],
  tilt: ['M0 100 L1000 0 V100 Z', 'M0 100 L1000 40 V100 Z'],
  zigzag: [
    'M0 100 L0 50 L50 0 L100 50 L150 0 L200 50 L250 0 L300 50 L350 0 L400 50 L450 0 L500 50 L550 0 L600 50 L650 0 L700 50 L750 0 L800 50 L850 0 L900 50 L950 0 L1000 50 L1000 100 Z',
  ],
  arrow: ['M0 0 H440 L500 60 L560 0 H1000 V100 H0 Z'],
};

function Separator({ config, host }: { config: PanelConfig; host: HTMLElement }) {
  const c = config.separatorColors;
  const colors = [c.first, c.second, c.third, c.fourth].map((v) => cssColor(v, host)).filter(Boolean) as string[];
  const heights = [c.value1, c.value2, c.value3, c.value4];
  const paths = SEPARATORS[config.separatorEffect] ?? SEPARATORS['wave']!;
  return (
    <div part="separator" className="separator" aria-hidden="true">
      {(colors.length ? colors : ['#ffffff']).map((color, i) => (
        <svg
          key={i}
          className="separator-layer"
          viewBox="0 0 1000 100"
          preserveAspectRatio="none"
          style={{ height: c.custom && heights[i] ? cssLength(heights[i]) : undefined, opacity: i === 0 ? 1 : 0.6 }}
        >
          <path d={paths[i % paths.length]!} fill={color} />
        </svg>
      ))}
    </div>
  );
}

export function Panel({ config, device }: ElementProps<PanelConfig>) {
  const t = useT();
  const host = useHost();
  const panel = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const drawing = useServerDrawing();

  // Visibility: painelhide, marketing-data conditions, hide-after-time, showHidePanel links.
  // Drawn again when the marketing data arrives: usually after the first render (it waits for consent).
  useSignalValue(marketingDataChanged);
  const allowed = config.tag !== HIDDEN_TAG && tagsAllow(config.enable_tags, readMarketingData());
  const [timed, setTimed] = useState(() => (config.hidePanel ? config.typeHidePanel === 'hide' : true));
  const [toggled, setToggled] = useState<boolean | null>(null);
  useEffect(() => {
    if (!config.hidePanel) return setTimed(true);
    setTimed(config.typeHidePanel === 'hide');
    const id = setTimeout(
      () => setTimed(config.typeHidePanel !== 'hide'),
      hideDelayMs(config.timeHidePanel, config.unitsHidePanel),
    );
    return () => clearTimeout(id);
  }, [config.hidePanel, config.timeHidePanel, config.typeHidePanel, config.unitsHidePanel]);
  useEffect(() => {
    const names = [config.tag, config.anchorName, host.id].filter(Boolean);
    const onLink = (event: Event) => {
      const detail = (event as CustomEvent<{ type?: string; name?: string }>).detail;
      if (detail?.type !== 'showHidePanel' || !detail.name || !names.includes(detail.name)) return;
      event.preventDefault();
      setToggled((value) => !(value ?? (allowed && timed)));
    };
    addEventListener(LINK_EVENT, onLink);
    return () => removeEventListener(LINK_EVENT, onLink);
  }, [config.tag, config.anchorName, host.id, allowed, timed]);
  const visible = toggled ?? (allowed && timed);
  // The server draws a panel its first render hides (one that appears after a time) hidden too.
  if (drawing && !visible) host.hidden = true;
  // In the same commit as the first render, so a hidden panel never flashes or shifts the page.
  // Only a change fades: a panel that was hidden fades in, one that was shown fades out and is
  // hidden once the fade is over (at once with reduced motion); the first render just shows or hides.
  const wasVisible = useRef(visible);
  useLayoutEffect(() => {
    const was = wasVisible.current;
    wasVisible.current = visible;
    if (visible) {
      host.classList.remove('weft-fade-out');
      host.classList.toggle('weft-fade-in', !was);
      host.hidden = false;
      return;
    }
    host.classList.remove('weft-fade-in');
    if (!was || host.hidden || prefersReducedMotion()) {
      host.classList.remove('weft-fade-out');
      host.hidden = true;
      return;
    }
    host.classList.add('weft-fade-out');
    const done = setTimeout(() => {
      host.hidden = true;
      host.classList.remove('weft-fade-out');
    }, PANEL_FADE_MS);
    return () => clearTimeout(done);
  }, [host, visible]);

  // The anchor a hash or an anchor link scrolls to: only with anchorActive is the panel one.
  useLayoutEffect(() => {
    const name = config.anchorActive ? config.anchorName.trim() : '';
    if (name) host.dataset['anchor'] = name;
    else delete host.dataset['anchor'];
  }, [host, config.anchorActive, config.anchorName]);

  // Parallax: the background drifts slower than the page, from one second after showing.
  const [parallax, setParallax] = useState(0);
  useEffect(() => {
    if (!config.parallaxActive || prefersReducedMotion()) return setParallax(0);
    const factor = parallaxFactor(config.parallaxSpeed);
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(
        () => panel.current && setParallax(parallaxOffset(panel.current.getBoundingClientRect().top, factor)),
      );
    };
    const start = setTimeout(() => {
      update();
      addEventListener('scroll', update, { passive: true });
    }, PARALLAX_START_MS);
    return () => {
      clearTimeout(start);
      cancelAnimationFrame(frame);
      removeEventListener('scroll', update);
    };
  }, [config.parallaxActive, config.parallaxSpeed]);

  // Background video: autoplays muted unless the visitor prefers less motion; a button pauses it.
  const videoUrl = config.video.trim() ? navigableUrl(config.video.trim())?.href : undefined;
  const [playing, setPlaying] = useState(() => config.autoplay && !prefersReducedMotion());
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    if (playing) v.play().catch(() => setPlaying(false));
    else v.pause();
  }, [playing, videoUrl]);

  const fixed = device === 'mobile' ? config.fixedMobile : config.fixed;
  const drift = config.parallaxActive ? `${parallax}px` : undefined;
  const style = {
    minHeight: panelMinHeight(config.minHeight, config.height),
    backgroundColor: cssColor(config.backgroundColor, host),
    backgroundImage: background(config.backgroundImage),
    backgroundPosition: config.parallaxActive
      ? config.parallaxEffect === 'horizontal'
        ? `${drift} center`
        : `center ${drift}`
      : config.position || undefined,
    backgroundOrigin: config.origin || undefined,
    backgroundRepeat: config.repeat || undefined,
    backgroundSize: config.size || (config.backgroundImage ? 'cover' : undefined),
    backgroundAttachment: config.attachment || undefined,
  } as CSSProperties;
  const internal = {
    maxWidth: cssLength(config.contentWidth),
    // The panel's paddings (15px by default, runtime.md §9) keep the content off its edges, inside
    // its backgrounds (the shared frame, outside them, has none: panel.css).
    paddingTop: cssLength(config.paddingTop),
    paddingRight: cssLength(config.paddingRight),
    paddingBottom: cssLength(config.paddingBottom),
    paddingLeft: cssLength(config.paddingLeft),
    backgroundColor: cssColor(config.internalBackgroundColor, host),
    backgroundImage: background(config.internalBackgroundImage),
    backgroundPosition: config.internalBackgroundPosition || undefined,
    backgroundRepeat: config.internalBackgroundRepeat || undefined,
    backgroundSize: config.internalBackgroundSize || undefined,
  } as CSSProperties;
  // A background video is decoration (muted, hidden from assistive technology): no captions to offer.
  const videoElement = videoUrl ? (
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={video}
      className="video"
      part="video"
      src={videoUrl}
      muted={config.muted}
      loop={config.loop}
      playsInline
      aria-hidden="true"
      tabIndex={-1}
    />
  ) : null;

  return (
    <div
      ref={panel}
      part="panel"
      className={`panel${fixed ? ' fixed' : ''}${config.infiniteSliderAnimation ? ' infinite' : ''}`}
      style={style}
    >
      {!config.videoInternal && videoElement}
      <div part="internal" className={`internal${config.videoInternal && videoElement ? ' with-video' : ''}`} style={internal}>
        {config.videoInternal && videoElement}
        <div className="content">
          <slot />
        </div>
      </div>
      {videoElement && (
        <button
          type="button"
          part="video-toggle"
          className="video-toggle"
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? t('ct-pause') : t('ct-play')}
        >
          {playing ? '❚❚' : '▶'}
        </button>
      )}
      {config.separatorActive && <Separator config={config} host={host} />}
      {config.arrowActive && (
        <svg
          part="arrow"
          className="arrow"
          viewBox="0 0 100 50"
          preserveAspectRatio="none"
          aria-hidden="true"
          style={{
            width: cssLength(device === 'mobile' ? config.arrowWidthMobile : config.arrowWidth),
            height: cssLength(config.arrowHeight),
          }}
        >
          <path d="M0 0 L50 50 L100 0 Z" fill={cssColor(config.arrowColor, host) ?? '#ffffff'} />
        </svg>
      )}
    </div>
  );
}
