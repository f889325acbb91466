/** Hex colour checks and conversion (elements-content.md §5). */
import { nameOf } from './name.js';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export const INVALID_HEX = 'Invalid HEX';

export function isHex(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

/** 0–1 stays as it is; 1–100 is read as a percentage. Anything else is opaque. */
export function normaliseAlpha(alpha: number): number {
  if (!Number.isFinite(alpha) || alpha < 0) return 1;
  if (alpha <= 1) return alpha;
  if (alpha <= 100) return alpha / 100;
  return 1;
}

/** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` → `rgba(r, g, b, a)`; throws 'Invalid HEX' otherwise. */
export function hexToRgba(hex: string, alpha?: number): string {
  if (!isHex(hex)) throw new Error(INVALID_HEX);
  let digits = hex.trim().slice(1);
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  const channel = (i: number) => parseInt(digits.slice(i, i + 2), 16);
  const a = alpha ?? (digits.length === 8 ? channel(6) / 255 : 1);
  const rounded = Math.round(normaliseAlpha(a) * 1000) / 1000;
  return `rgba(${channel(0)}, ${channel(2)}, ${channel(4)}, ${rounded})`;
}

/** Malformed hex values already reported, per element (or for the page, when no element is named). */
const reported = new WeakMap<object, Set<string>>();
const reportedOnPage = new Set<string>();

function reportInvalidHex(value: string, owner: object | undefined): void {
  let seen = owner ? reported.get(owner) : reportedOnPage;
  if (!seen) reported.set(owner!, (seen = new Set()));
  if (seen.has(value)) return;
  seen.add(value);
  const where = owner instanceof Element ? nameOf(owner) : 'Weft:';
  console.error(`${where} ${INVALID_HEX} ${JSON.stringify(value)}; the default colour is used instead`);
}

/**
 * A colour for CSS: hex becomes RGBA, anything else (named, rgb(), var()) passes to CSSOM as is.
 * A malformed hex value (a '#' without 3, 4, 6 or 8 hex digits) never reaches CSS: it gives
 * undefined, so the caller's default applies, and logs 'Invalid HEX' once for its element
 * (`owner`; without one, once for the page).
 */
export function cssColor(value: unknown, owner?: object): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (v === '') return undefined;
  if (HEX.test(v)) return hexToRgba(v);
  if (v.startsWith('#')) {
    reportInvalidHex(v, owner);
    return undefined;
  }
  return v;
}
