import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Placeholder } from '../../src/ui/placeholder.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { Icon } from '../../src/ui/icons.js';
import type { LottieConfig } from './config.js';
import { fetchAnimation, loadPlayer, lottieSource, playbackSpeed, type AnimationItem, type LottieSource } from './player.js';
import { useReducedMotion } from '../../src/ui/reduced-motion.js';
import { nameOf } from '../../src/util/name.js';

/** The window event that reloads the Lottie element whose id it names: detail `{ id }` (or the id). */
export const LOTTIE_RELOAD_EVENT = 'reloadLottie';
/** After a reload, further signals are ignored this long (elements-content.md §9). */
export const LOTTIE_RELOAD_GUARD_MS = 200;

const PAUSE_ICON = 'M8 5v14M16 5v14';
function signalledId(event: Event): string {
  const detail = (event as CustomEvent<unknown>).detail;
  const id = typeof detail === 'object' && detail !== null ? (detail as { id?: unknown }).id : detail;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
}

/** `reloadLottie` naming this element: a reload, unless one happened in the last 200 ms. */
function useReloadSignal(host: HTMLElement): number {
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    let guarded = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onSignal = (event: Event) => {
      if (!host.id || signalledId(event) !== host.id || guarded) return;
      guarded = true;
      timer = setTimeout(() => (guarded = false), LOTTIE_RELOAD_GUARD_MS);
      setReloads((n) => n + 1);
    };
    addEventListener(LOTTIE_RELOAD_EVENT, onSignal);
    return () => {
      removeEventListener(LOTTIE_RELOAD_EVENT, onSignal);
      clearTimeout(timer);
    };
  }, [host]);
  return reloads;
}

type Status = 'loading' | 'ready' | 'failed';

export function Lottie({ config }: ElementProps<LottieConfig>) {
  const t = useT();
  const host = useHost();
  const stage = useRef<HTMLDivElement>(null);
  const progress = useRef<HTMLInputElement>(null);
  const [animation, setAnimation] = useState<AnimationItem | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [name, setName] = useState('');
  const [playing, setPlaying] = useState(false);
  const reduced = useReducedMotion();
  const reloads = useReloadSignal(host);
  const source = lottieSource(config);
  const sourceKey = source ? JSON.stringify(source) : '';
  const badUrl = !source && config.url.trim() ? config.url.trim() : '';
  useEffect(() => {
    if (badUrl) console.error(`${nameOf(host)} url "${badUrl}" is not an http(s) address`);
  }, [badUrl, host]);
  // What a player drawn later starts with; the effects below apply later changes.
  const settings = useRef({ loop: config.loop, speed: config.speed, autoplay: config.autoplay && !reduced });
  useLayoutEffect(() => {
    settings.current = { loop: config.loop, speed: config.speed, autoplay: config.autoplay && !reduced };
  });

  // Fetch the animation and draw it (again on a reload signal or a new source).
  useEffect(() => {
    // The source by value: a new config object with the same source draws nothing again.
    const from = sourceKey ? (JSON.parse(sourceKey) as LottieSource) : null;
    const container = stage.current;
    if (!from || !container) return;
    let live = true;
    let drawn: AnimationItem | null = null;
    setStatus('loading');
    Promise.all([fetchAnimation(from), loadPlayer()]).then(
      ([data, lottie]) => {
        if (!live) return;
        drawn = lottie.loadAnimation({
          container,
          renderer: 'svg',
          loop: true,
          autoplay: false,
          animationData: data,
          rendererSettings: { preserveAspectRatio: 'xMidYMid meet', focusable: false },
        });
        const start = settings.current;
        drawn.setLoop(start.loop);
        drawn.setSpeed(playbackSpeed(start.speed));
        if (start.autoplay) drawn.play();
        setPlaying(start.autoplay);
        // The progress slider follows the frames without re-rendering; the end of a run stops the button.
        drawn.addEventListener('enterFrame', () => {
          if (progress.current && drawn) progress.current.value = String(Math.round(drawn.currentFrame));
        });
        drawn.addEventListener('complete', () => setPlaying(false));
        setName(typeof data.nm === 'string' ? data.nm.trim() : '');
        setAnimation(drawn);
        setStatus('ready');
      },
      (error: unknown) => {
        if (!live) return;
        console.error(`${nameOf(host)} could not load the animation: ${(error as Error).message}`);
        setStatus('failed');
      },
    );
    return () => {
      live = false;
      drawn?.destroy();
      container.replaceChildren();
      setAnimation(null);
    };
  }, [sourceKey, reloads, host]);

  // The config's loop and speed; autoplay unless the visitor prefers reduced motion.
  useEffect(() => {
    if (!animation) return;
    animation.setLoop(config.loop);
    animation.setSpeed(playbackSpeed(config.speed));
  }, [animation, config.loop, config.speed]);
  useEffect(() => {
    if (!animation) return;
    // Reduced motion stops it (the visitor may still play it); autoplay resumes once motion is fine.
    if (reduced) {
      if (!animation.isPaused) animation.pause();
      setPlaying(false);
    } else if (config.autoplay && animation.isPaused) {
      animation.play();
      setPlaying(true);
    }
  }, [animation, config.autoplay, reduced]);

  if (!source) return <Placeholder>{t('ct-select-animation')}</Placeholder>;
  const toggle = () => {
    if (!animation) return;
    if (playing) animation.pause();
    else {
      // A run that ended starts over.
      if (!config.loop && animation.currentFrame >= animation.totalFrames - 1) animation.goToAndStop(0, true);
      animation.play();
    }
    setPlaying(!playing);
  };
  const showControls = status === 'ready' && (config.controls || reduced);
  return (
    <div part="base" className="base" data-status={status}>
      <div
        ref={stage}
        part="animation"
        className="animation"
        role="img"
        aria-label={name || t('ct-animation')}
        data-playing={playing ? '' : undefined}
      />
      {status === 'failed' && (
        <p part="error" className="error" role="alert">
          {t('ct-animation-error')}
        </p>
      )}
      {showControls && (
        <div part="controls" className={config.controls ? 'controls' : 'controls play-only'}>
          <button type="button" part="play" className="play" onClick={toggle} aria-label={playing ? t('ct-pause') : t('ct-play')}>
            {playing ? <Icon path={PAUSE_ICON} /> : <Icon name="play" />}
          </button>
          {config.controls && animation && (
            <input
              ref={progress}
              part="progress"
              className="progress"
              type="range"
              min={0}
              max={Math.max(0, Math.floor(animation.totalFrames - 1))}
              step={1}
              defaultValue={Math.round(animation.currentFrame)}
              aria-label={t('ct-animation-progress')}
              onInput={(event) => {
                animation.goToAndStop(Number(event.currentTarget.value), true);
                setPlaying(false);
              }}
            />
          )}
        </div>
      )}
    </div>
  );
}
