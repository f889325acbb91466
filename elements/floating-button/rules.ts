/** The floating button's decisions as plain functions: where it links, how opaque it is. */
import { normaliseWebAddress, safeUrl } from '../../src/util/url.js';
import type { FloatingButtonConfig } from './config.js';

/** The address the button opens, after the URL policy; null when there is none it may open. */
export function floatingHref(type: string, href: string): string | null {
  const value = href.trim();
  if (!value) return null;
  if (type === 'email') return safeUrl(`mailto:${value.replace(/^mailto:/i, '')}`)?.href ?? null;
  const digits = value.replace(/[\s().-]/g, '');
  const isNumber = /^\+?\d{5,}$/.test(digits);
  if (type === 'phone' && isNumber) return `tel:${digits}`;
  if (type === 'whatsapp' && isNumber) return `https://wa.me/${digits.replace(/\D/g, '')}`;
  const url = /^(mailto|tel|sms):/i.test(value) ? safeUrl(value) : normaliseWebAddress(value);
  return url?.href ?? null;
}

/** 0–1 as it is; 1–100 read as a percentage; anything else fully opaque. */
export function floatingOpacity(value: FloatingButtonConfig['opacity']): number {
  if (!Number.isFinite(value) || value < 0) return 1;
  return value > 1 ? Math.min(value, 100) / 100 : value;
}
