import { Fragment, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { cssLength } from '../../src/common.js';
import {
  CIRCLES_ARC_ANIMATION_MS,
  CIRCLES_FALLBACK_REFRESH_MS,
  CIRCLES_MOBILE_WIDE_WINDOW_PX,
  CIRCLES_MOBILE_WIDTH_PX,
  TIMER_ANNOUNCE_EVERY_MS,
  TIMER_TICK_MS,
} from '../../src/constants.js';
import { useEmit, useHost, type ElementProps } from '../../src/define.js';
import { isTablet, type Device } from '../../src/device.js';
import { useT } from '../../src/i18n/index.js';
import { followLink, linkHref } from '../../src/links/link.js';
import { cssColor } from '../../src/util/color.js';
import { isEditor } from '../../src/util/editor.js';
import { local, readJson, session, writeJson } from '../../src/util/storage.js';
import type { TextStyle, TimerConfig } from './config.js';
import {
  breakdown,
  circleFraction,
  pad,
  resolveEnd,
  totalDurationSeconds,
  UNITS,
  type Remaining,
  type StoredStart,
  type Unit,
} from './countdown.js';
import { useReducedMotion } from '../../src/ui/reduced-motion.js';
import { nameOf } from '../../src/util/name.js';

/** Where a visitor's first start is kept; the editor keeps its own so previews never touch it. */
/** A phone window wide enough for the circles at their full width (constants.ts). */
const wideWindow = matchMedia(`(min-width: ${CIRCLES_MOBILE_WIDE_WINDOW_PX}px)`);

export function startKey(id: string, editor: boolean): string {
  return `${editor ? 'weft-timer-editor' : 'weft-timer'}:${id || 'timer'}`;
}

/** The current time, refreshed every `every` ms while `running`. */
function useNow(running: boolean, every: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(id);
  }, [running, every]);
  return now;
}

function textVars(prefix: string, style: TextStyle, device: Device): Record<string, string | undefined> {
  const size = device === 'mobile' && style.sizeMobile ? style.sizeMobile : style.size;
  return {
    [`--${prefix}-family`]: style.family || undefined,
    [`--${prefix}-size`]: cssLength(size),
    [`--${prefix}-color`]: cssColor(style.color),
    [`--${prefix}-weight`]: style.weight || undefined,
    [`--${prefix}-style`]: style.style || undefined,
  };
}

function Ring({
  fraction,
  config,
  unit,
  animate,
}: {
  fraction: number;
  config: TimerConfig['circles'];
  unit: Unit;
  animate: boolean;
}) {
  const radius = 50;
  const width = Math.max(0.01, config.fg_width) * radius;
  const bgWidth = width * Math.max(0, config.bg_width);
  const r = radius - Math.max(width, bgWidth) / 2;
  const drawn = fraction * 100;
  // Clockwise from the top; Counter mirrors it; Both grows from the top in both directions.
  const dashoffset = config.direction === 'Both' ? drawn / 2 : 0;
  const style: CSSProperties = {
    stroke: cssColor(config.colors[unit]),
    transition: animate
      ? `stroke-dasharray ${CIRCLES_ARC_ANIMATION_MS}ms linear, stroke-dashoffset ${CIRCLES_ARC_ANIMATION_MS}ms linear`
      : 'none',
  };
  return (
    <svg className={`ring ring-${config.direction.toLowerCase()}`} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <circle
        className="ring-background"
        cx="50"
        cy="50"
        r={r}
        strokeWidth={bgWidth}
        style={{ stroke: cssColor(config.background) }}
      />
      <circle
        className="ring-value"
        cx="50"
        cy="50"
        r={r}
        pathLength={100}
        strokeWidth={width}
        strokeDasharray={`${drawn} ${100 - drawn + 0.001}`}
        strokeDashoffset={dashoffset}
        style={style}
      />
    </svg>
  );
}

export function Timer({ config, flags, device }: ElementProps<TimerConfig>) {
  const t = useT();
  const host = useHost();
  const emit = useEmit();
  const reducedMotion = useReducedMotion();
  const editor = flags['editor'] === true || isEditor();
  const key = startKey(host.id, editor);

  // Decided when the timer appears and again when its config changes, from the time of that moment.
  const decision = useMemo(() => resolveEnd(config, Date.now(), readJson<StoredStart>(local, key)), [config, key]);
  useEffect(() => {
    if (decision.store) writeJson(local, key, decision.store);
    if (decision.invalidDate !== undefined) {
      console.error(
        `${nameOf(host)} date_end "${decision.invalidDate}" is not a date (YYYY-MM-DD H:mm:ss); the countdown shows zeros`,
      );
    }
  }, [decision, key, host]);

  const circles = config.theme === 'circles';
  const smooth = circles && config.circles.animation === 'smooth' && !reducedMotion;
  // The clock stops at zero and starts again if a new config moves the end into the future.
  const [stopped, setStopped] = useState(false);
  const now = useNow(!stopped, smooth ? CIRCLES_FALLBACK_REFRESH_MS : TIMER_TICK_MS);
  const left = Math.max(0, decision.end - now);
  const ended = left <= 0;
  const remaining = breakdown(left);
  useEffect(() => setStopped(ended), [ended]);

  const total = totalDurationSeconds(config.circles.total_duration);
  useEffect(() => {
    if (circles && total === null) {
      console.error(
        `${nameOf(host)} circles.total_duration "${config.circles.total_duration}" is not valid; use a number of seconds or one of Years, Months, Days, Hours, Minutes, Auto`,
      );
    }
  }, [circles, total, config.circles.total_duration, host]);

  // Reaching zero: stop, tell the page, and (outside the editor) follow the link once.
  useEffect(() => {
    if (!ended) return;
    emit('timer-end', { end: decision.end });
    // Never redirect visitors because of a date the owner did not really give.
    if (editor || !config.link?.type || decision.invalidDate !== undefined) return;
    const link = config.link;
    const href = linkHref(link);
    const here = location.href.split('#')[0];
    const onceKey = `weft-timer-followed:${host.id || 'timer'}:${decision.end}`;
    if (session.get(onceKey)) return;
    if (href) {
      if (href.split('#')[0] === here) return;
      session.set(onceKey, '1');
      followLink(link, '_self', null, true);
      return;
    }
    // A link without an address (a popup, a video, an anchor, a panel …): the shared link action
    // does it, in this window, loaded only by a timer that has one.
    session.set(onceKey, '1');
    void import('../../src/links/actions.js').then(({ performLink }) =>
      performLink({ ...link, target: '_self' }, { source: host, automatic: true }),
    );
  }, [ended]); // eslint-disable-line react-hooks/exhaustive-deps

  // The live region speaks at most once a minute, and once at the end.
  const [announcement, setAnnouncement] = useState('');
  const spoken = useRef(Date.now());
  useEffect(() => {
    if (ended) {
      setAnnouncement(t('ct-timer-ended'));
    } else if (now - spoken.current >= TIMER_ANNOUNCE_EVERY_MS) {
      spoken.current = now;
      setAnnouncement(
        t('ct-timer-left', {
          days: t('ct-count-days', { count: remaining.days }),
          hours: t('ct-count-hours', { count: remaining.hours }),
          minutes: t('ct-count-minutes', { count: remaining.minutes }),
        }),
      );
    }
  }, [now, ended]); // eslint-disable-line react-hooks/exhaustive-deps

  const vars: Record<string, string | undefined> = {
    ...textVars('number', config.numberStyle, device),
    ...textVars('label', config.labelStyle, device),
    ...textVars('description', config.descriptionStyle, device),
    '--card': cssColor(config.appearance.cardColor),
    '--border': cssColor(config.appearance.borderColor),
    '--separator': cssColor(config.appearance.separatorColor),
    '--circles-text-size': String(config.circles.text_size),
  };
  // On a phone, and on a tablet, the desktop view included (elements-lead-capture §8).
  if (circles && (device === 'mobile' || isTablet(navigator.maxTouchPoints > 0, navigator.userAgent))) {
    // A media query, not innerWidth: that lays the page out first (a forced layout in the render).
    vars['--circles-width'] = wideWindow.matches ? `${CIRCLES_MOBILE_WIDTH_PX}px` : '100%';
  }
  const style = Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined)) as CSSProperties;

  // Fractional remaining time lets smooth rings move between whole seconds.
  const exact: Remaining = smooth ? { ...remaining, seconds: (left / 1000) % 60 } : remaining;
  const description = config.textDescription.trim() || t('ct-timer-description');
  const separated = config.theme === 'simple' || config.theme === 'pill';
  const flip = config.theme === 'panels' && !reducedMotion;

  return (
    <div
      role="timer"
      aria-label={t('ct-timer-label')}
      part="base"
      className={`timer theme-${config.theme} ${device}${ended ? ' ended' : ''}`}
      style={style}
    >
      {config.showDescription && (
        <p part="description" className="description">
          {description}
        </p>
      )}
      <div part="units" className="units">
        {UNITS.map((unit, i) => (
          <Fragment key={unit}>
            {separated && i > 0 && (
              <span className="separator" aria-hidden="true">
                :
              </span>
            )}
            <div part={`unit unit-${unit}`} className={`unit unit-${unit}`}>
              {circles && (
                <Ring
                  fraction={circleFraction(unit, exact, total ?? 'Auto')}
                  config={config.circles}
                  unit={unit}
                  animate={!reducedMotion && !smooth}
                />
              )}
              <span part={unit} className={flip ? 'number flip' : 'number'} key={flip ? remaining[unit] : unit}>
                {pad(remaining[unit])}
              </span>
              <span part="label" className="label">
                {config.labels[unit].trim() || t(`ct-${unit}`)}
              </span>
            </div>
          </Fragment>
        ))}
      </div>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true" part="announcement">
        {announcement}
      </span>
    </div>
  );
}
