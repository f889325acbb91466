import type { Kinds } from '../../src/config.js';
import type { LinkConfig } from '../../src/links/link.js';

/** The image tilts towards the pointer by up to this many degrees on each axis. */
export const MAX_TILT_DEG = 15;
/** Scales under the pointer, while pressed, and at rest (elements-content.md §2 Image 3D). */
export const HOVER_SCALE = 1.1;
export const PRESS_SCALE = 0.9;
export const REST_SCALE = 1;

/** The image 3D element (elements-content.md §3 Image 3D): every field with its default. */
export interface Image3dConfig {
  /** The picture's address. */
  src: string;
  /** Read by screen readers; empty marks the image as decoration. */
  alt: string;
  /** The tooltip shown on hover (the title attribute). */
  title: string;
  /** 0–1, or a percentage 1–100. */
  opacity: number;
  /** Where a click on the image goes: any link type of the shared link action. */
  link: LinkConfig | null;
}

export const image3dDefaults: Image3dConfig = {
  src: '',
  alt: '',
  title: '',
  opacity: 1,
  link: null,
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const image3dKinds: Kinds = {
  src: 'url',
  alt: 'text',
  title: 'text',
  opacity: 'number',
  link: 'link',
};

/**
 * The tilt for a pointer at (x, y) over a box: each 0 at the centre and ±MAX_TILT_DEG at the
 * edges; the side under the pointer comes forward.
 */
export function tiltAt(
  x: number,
  y: number,
  box: { left: number; top: number; width: number; height: number },
): { rx: number; ry: number } {
  if (!(box.width > 0) || !(box.height > 0)) return { rx: 0, ry: 0 };
  const clamp = (v: number) => Math.min(0.5, Math.max(-0.5, v));
  const dx = clamp((x - box.left) / box.width - 0.5);
  const dy = clamp((y - box.top) / box.height - 0.5);
  const round = (v: number) => Math.round(v * 100) / 100 || 0;
  return { rx: round(-dy * 2 * MAX_TILT_DEG), ry: round(dx * 2 * MAX_TILT_DEG) };
}
