/** The link action's decisions as plain functions (runtime.md §3, elements-lead-capture.md §4). */
import type { LinkConfig } from './link.js';

export interface MultipleAction {
  /** Clicks this action takes before the next one. */
  limit: number;
  /** The action. */
  link: LinkConfig;
}

export interface MultipleChoice {
  action: MultipleAction | null;
  /** The rotator starts over: the server's click count is cleared (clear=1). */
  clear: boolean;
}

/**
 * Multi-action: actions sorted by limit; the first whose limit is at or above the click count wins.
 * When none qualifies, the rotator clears the clicks and starts with the first; without it, the last.
 */
export function chooseMultiple(actions: readonly MultipleAction[], counter: number, rotator: boolean): MultipleChoice {
  const sorted = [...actions].filter((a) => Number.isFinite(Number(a.limit))).sort((a, b) => Number(a.limit) - Number(b.limit));
  if (sorted.length === 0) return { action: null, clear: false };
  const within = sorted.find((a) => Number(a.limit) >= counter);
  if (within) return { action: within, clear: false };
  return rotator ? { action: sorted[0]!, clear: true } : { action: sorted[sorted.length - 1]!, clear: false };
}

export type TagValues = Record<string, unknown>;

/** Flattens nested tag objects: { lead: { city: 'x' } } → { 'lead.city': 'x', city: 'x' }. */
function flatten(tags: TagValues, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tags)) {
    const name = (prefix ? `${prefix}.${key}` : key).toLowerCase();
    if (value !== null && typeof value === 'object') {
      flatten(value as TagValues, name, out);
      flatten(value as TagValues, '', out);
    } else if (value !== undefined && value !== null) {
      out[name] = String(value);
      out[key.toLowerCase()] ??= String(value);
    }
  }
  return out;
}

/** `[Email]` in a link becomes the URI-encoded value of the tag "email"; unknown tags stay as they are. */
export function replaceTags(text: string, tags: TagValues | false | null): string {
  if (!tags || !text.includes('[')) return text;
  const values = flatten(tags);
  return text.replace(/\[([^\]\s]+)\]/g, (whole, name: string) => {
    const value = values[name.toLowerCase()];
    return value === undefined ? whole : encodeURIComponent(value);
  });
}

/** How a phone link opens: a call, a text message or a WhatsApp chat. */
export function phoneHref(number: string, openAs: string | undefined): string | null {
  const digits = number.replace(/[^\d+]/g, '');
  if (!digits.replace('+', '')) return null;
  if (openAs === 'whatsapp') return `https://wa.me/${digits.replace(/\D/g, '')}`;
  if (openAs === 'sms') return `sms:${digits}`;
  return `tel:${digits}`;
}

/** Only a URL-shaped checkout address is opened for restrictIntegration (runtime.md §5). */
export function isUrlShaped(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** newAnchor waits about 800 ms on mobile (so a closing menu does not swallow the jump). */
export const NEW_ANCHOR_MOBILE_DELAY_MS = 800;
