import { useEffect, useRef, useState, type ReactNode } from 'react';
import { allows, consent } from '../consent/state.js';
import { useT } from '../i18n/index.js';
import { useSignalValue } from '../base/use-signal.js';
import { Placeholder } from '../ui/placeholder.js';
import { nameOf } from '../util/name.js';

/**
 * A video embed's stand-in: a thumbnail and a play button until the visitor plays, or until the
 * video is in view when it autoplays. A third-party player that may set marketing cookies waits
 * for marketing consent, or for the visitor to load this one video.
 */
export function Facade({
  title,
  thumbnail,
  marketing,
  autoplay,
  children,
}: {
  title: string;
  thumbnail?: string | null;
  marketing: boolean;
  autoplay: boolean;
  /**
   * The player. `byClick`: the visitor pressed Play (or loaded this video past the consent
   * notice), so the player must start at once — it is built with autoplay, and sound.
   */
  children: (start: { byClick: boolean }) => ReactNode;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const state = useSignalValue(consent);
  const [played, setPlayed] = useState(false);
  const [loadAnyway, setLoadAnyway] = useState(false);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!autoplay || !box.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setInView(true));
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [autoplay]);
  const consented = !marketing || allows('marketing', state) || loadAnyway;
  const show = consented && (played || (autoplay && inView));
  return (
    <div ref={box} part="video" className="video">
      {show ? (
        children({ byClick: played })
      ) : !consented ? (
        <div part="consent" className="consent">
          <p>{t('ct-load-video-consent')}</p>
          <button type="button" className="play-text" onClick={() => (setLoadAnyway(true), setPlayed(true))}>
            {t('ct-load-video')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          part="play"
          className="facade"
          aria-label={`${t('ct-play-video')}: ${title}`}
          onClick={() => setPlayed(true)}
        >
          {thumbnail && <img src={thumbnail} alt="" loading="lazy" />}
          <span className="play-icon" aria-hidden="true">
            ▶
          </span>
        </button>
      )}
    </div>
  );
}

/**
 * A third-party frame or script that is not a video (a booking calendar, a quiz, a checkout): drawn
 * at once when marketing consent allows it, else a placeholder that says what would load, with a
 * button that loads this one.
 */
export function ConsentGate({ message, action, children }: { message: string; action: string; children: () => ReactNode }) {
  const state = useSignalValue(consent);
  const [loadAnyway, setLoadAnyway] = useState(false);
  if (allows('marketing', state) || loadAnyway) return <>{children()}</>;
  return (
    <div part="consent" className="consent">
      <p>{message}</p>
      <button type="button" className="play-text" onClick={() => setLoadAnyway(true)}>
        {action}
      </button>
    </div>
  );
}

/** No playable address: the prompt to select a video, and one error when an address was given but is not one. */
export function NoVideo({ tag, address }: { tag: string; address?: string }) {
  const t = useT();
  if (address) console.error(`${nameOf(tag)} "${address}" is not an address this element can play`);
  return <Placeholder>{t('ct-select-a-video')}</Placeholder>;
}
