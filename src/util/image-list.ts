/**
 * Image lists as builder data writes them (a slider gallery's and an image gallery's): each entry
 * an address or `{ src | url | image, alt | title, link }`. Pure: no DOM, no React.
 */
import { normalise } from '../config.js';
import type { LinkConfig } from '../links/link.js';
import { freshImageUrl } from './images.js';
import { navigableUrl } from './url.js';

export interface ReadImage {
  /** The http(s) address to draw, after the stale-host rewrite and the URL policy. */
  src: string;
  alt: string;
  link: LinkConfig | null;
}

export interface ReadImages {
  images: ReadImage[];
  /** How many entries were left out (no address, or one the URL policy refuses). */
  skipped: number;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** The images that can be drawn, in order; `targetID` is read as a link's `valueID`. */
export function readImages(list: unknown): ReadImages {
  const images: ReadImage[] = [];
  let skipped = 0;
  for (const entry of Array.isArray(list) ? list : []) {
    const item = (typeof entry === 'string' ? { src: entry } : entry) as Record<string, unknown> | null;
    const address = item && typeof item === 'object' ? text(item['src']) || text(item['url']) || text(item['image']) : '';
    const url = address ? navigableUrl(freshImageUrl(address)) : null;
    if (!url || !/^https?:$/.test(url.protocol)) {
      skipped++;
      continue;
    }
    const problems: string[] = [];
    const read = normalise(null, item!['link'], 'link', problems, { kinds: { link: 'link' } }) as LinkConfig | null;
    const link = read && typeof read === 'object' ? readTarget(read) : null;
    images.push({ src: url.href, alt: text(item!['alt']) || text(item!['title']), link });
  }
  return { images, skipped };
}

/** The spec names a link's id `targetID`; the link action reads `valueID`. */
export function readTarget(link: LinkConfig & { targetID?: unknown }): LinkConfig {
  const id = link.targetID;
  if ((link.valueID === undefined || link.valueID === '') && (typeof id === 'string' || typeof id === 'number')) {
    return { ...link, valueID: id };
  }
  return link;
}
