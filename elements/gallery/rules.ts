/** The gallery's decisions as plain functions: pages, the page shown, height classes, readable text. */
import { LARGE_HEIGHT_PX, SMALL_HEIGHT_PX } from './config.js';

/** lastPage = ceil(total / imagesPerPage), at least 1; a page size below 1 counts as 1. */
export function lastPage(total: number, imagesPerPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, Math.floor(imagesPerPage) || 1)));
}

/** The page clamped between 1 and the last page. */
export function clampPage(page: number, last: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), last);
}

/** The images of one page. */
export function pageItems<T>(items: readonly T[], page: number, imagesPerPage: number): T[] {
  const size = Math.max(1, Math.floor(imagesPerPage) || 1);
  return items.slice((page - 1) * size, page * size);
}

/** A height in pixels when the config gives one (a number, "420" or "420px"); else null. */
export function pixels(height: unknown): number | null {
  if (typeof height === 'number') return Number.isFinite(height) ? height : null;
  if (typeof height !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(height);
  return match ? Number(match[1]) : null;
}

/** The height class: up to 300px, or over 500px with pagination; none otherwise. */
export function heightClass(height: unknown, paginated: boolean): 'height-300' | 'height-500' | null {
  const px = pixels(height);
  if (px === null) return null;
  if (px <= SMALL_HEIGHT_PX) return 'height-300';
  if (px > LARGE_HEIGHT_PX && paginated) return 'height-500';
  return null;
}

/** [r, g, b] of a #hex or rgb()/rgba() colour; null for anything else. */
export function rgbOf(colour: string): [number, number, number] | null {
  const text = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(text)?.[1];
  if (hex && [3, 4, 6, 8].includes(hex.length)) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(text);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Black or white text, whichever reads better on `background` (page numbers on the owner's colours). */
export function readableText(background: string): '#111111' | '#ffffff' {
  const rgb = rgbOf(background);
  if (!rgb) return '#111111';
  const l = luminance(rgb);
  return (l + 0.05) / (0.0052 + 0.05) >= 1.05 / (l + 0.05) ? '#111111' : '#ffffff';
}
