/**
 * The count both counters share (elements-content.md §4 Counters): from `init` to `finish` over
 * `timer` ms, once, starting when the counter comes into view. Assistive technology reads the
 * final number only (the moving digits are hidden from it); under prefers-reduced-motion the final
 * number shows at once.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { cssLength } from '../common.js';
import type { Device } from '../device.js';
import { bcp47, language } from '../i18n/language.js';
import { useSignalValue } from '../base/use-signal.js';
import { cssColor } from '../util/color.js';
import type { CounterConfig, CounterTextStyle } from './counter.js';
import { useReducedMotion } from './reduced-motion.js';

/** More decimal places than this are rounded away. */
export const MAX_DECIMALS = 4;

/** Decimal places the count shows: as many as `init` or `finish` has (4.5 → 1). */
export function decimalsOf(...values: number[]): number {
  const places = values.map((value) => {
    if (!Number.isFinite(value)) return 0;
    const [, fraction = ''] = value.toFixed(MAX_DECIMALS).split('.');
    return fraction.replace(/0+$/, '').length;
  });
  return Math.max(0, ...places);
}

/**
 * The number shown `elapsed` ms into a count from `init` to `finish` over `timer` ms: a straight
 * line, rounded to `decimals` places; `finish` once the time is up (or at once without a time).
 */
export function countAt(
  init: number,
  finish: number,
  timer: number,
  elapsed: number,
  decimals = decimalsOf(init, finish),
): number {
  if (!(timer > 0) || !(elapsed < timer)) return finish;
  if (!(elapsed > 0)) return init;
  const factor = 10 ** decimals;
  return Math.round((init + (finish - init) * (elapsed / timer)) * factor) / factor;
}

const formats = new Map<string, Intl.NumberFormat>();

/** A count in the visitor's language ("1,000", "1.000", "1 000"), with `decimals` places. */
export function formatCount(value: number, decimals: number, locale: string): string {
  const key = `${locale}|${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(key, format);
  }
  return format.format(value);
}

export interface Count {
  /** The number on screen now. */
  value: number;
  /** The number the count ends on. */
  finish: number;
  /** `value` and `finish` as the visitor reads them. */
  text: string;
  finalText: string;
  /** 0 before the count, 1 once it is over: how far the count has gone. */
  progress: number;
}

/**
 * Runs one counter's count. The count starts on the first animation frame after `host` comes into
 * view and runs once; a new init, finish or timer counts again, from the next time it is in view.
 */
export function useCountUp(host: Element, { init, finish, timer }: Pick<CounterConfig, 'init' | 'finish' | 'timer'>): Count {
  const reduced = useReducedMotion();
  const locale = bcp47(useSignalValue(language));
  const key = `${init}|${finish}|${timer}`;
  // The count that has run to its end: it never runs again.
  const counted = useRef<string | null>(null);
  const immediate = reduced || !(timer > 0) || counted.current === key;
  const [state, setState] = useState(() => ({ key, value: immediate ? finish : init }));
  const value = state.key === key ? state.value : immediate ? finish : init;

  useEffect(() => {
    if (immediate) {
      counted.current = key;
      setState({ key, value: finish });
      return;
    }
    setState({ key, value: init });
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const elapsed = now - start;
      setState({ key, value: countAt(init, finish, timer, elapsed) });
      if (elapsed < timer) frame = requestAnimationFrame(step);
      else counted.current = key;
    };
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      frame = requestAnimationFrame(step);
    });
    observer.observe(host);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [host, key, immediate, init, finish, timer]);

  const decimals = decimalsOf(init, finish);
  const span = finish - init;
  return {
    value,
    finish,
    text: formatCount(value, decimals, locale),
    finalText: formatCount(finish, decimals, locale),
    progress: span === 0 ? (value === finish ? 1 : 0) : Math.min(1, Math.max(0, (value - init) / span)),
  };
}

/** The number's text style as custom properties (counter.css reads them). */
export function counterTextVars(style: CounterTextStyle, device: Device, owner?: Element): CSSProperties {
  const mobileSize = device === 'mobile' ? cssLength(style.sizeMobile) : undefined;
  const strokeWidth = cssLength(style.stroke.width);
  const vars: Record<string, string | undefined> = {
    '--text-family': style.family || undefined,
    '--text-size': mobileSize ?? cssLength(style.size),
    '--text-color': cssColor(style.color, owner),
    '--text-align': style.align,
    '--text-weight': style.weight || undefined,
    '--text-style': style.style || undefined,
    '--stroke-width': strokeWidth && parseFloat(strokeWidth) > 0 ? strokeWidth : undefined,
    '--stroke-color': cssColor(style.stroke.color, owner),
  };
  return Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined)) as CSSProperties;
}

/** The number: moving digits for the eye, the final number for assistive technology. */
export function CountNumber({ count }: { count: Count }) {
  return (
    <span part="number" className="number">
      <span className="digits" aria-hidden="true">
        {count.text}
      </span>
      <span className="visually-hidden">{count.finalText}</span>
    </span>
  );
}
