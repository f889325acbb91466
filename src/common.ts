import type { Choices, Kinds } from './config.js';
import { DEFAULT_MAX_WIDTH } from './constants.js';
import type { Device } from './device.js';
import type { AnimationConfig } from './motion.js';
import { cssColor } from './util/color.js';

/**
 * The config every element shares (elements-lead-capture.md §1, elements-content.md §1).
 * Sizes are numbers (pixels) or CSS lengths as text ("50%", "300px").
 */
export interface CommonConfig {
  width: number | string | null;
  height: number | string | null;
  minHeight: number | string | null;
  /** Offsets inside a panel's absolute layout; ignored elsewhere. */
  left: number | string | null;
  top: number | string | null;
  zIndex: number | null;
  maxWidth: number | string;
  paddingTop: number | string;
  paddingRight: number | string;
  paddingBottom: number | string;
  paddingLeft: number | string;
  /** `{ width, style, color }` (a hex colour becomes RGBA) or a CSS border. */
  border: { width?: number | string; style?: string; color?: string } | string | null;
  borderRadius: number | string | null;
  /** `{ horizontal, vertical, blur, spread, color, inset }` or a CSS box-shadow. */
  boxShadow:
    { horizontal?: number; vertical?: number; blur?: number; spread?: number; color?: string; inset?: boolean } | string | null;
  backgroundColor: string;
  backgroundImage: string;
  backgroundPosition: string;
  backgroundRepeat: string;
  backgroundSize: string;
  showDesktop: boolean;
  showMobile: boolean;
  /** Degrees; applied on desktop only. */
  rotation: number;
  /** Animation in and out: `{ in: { action, effect, speed, infinite, time, scroll }, out: { …, delay } }`. */
  animation: AnimationConfig | null;
  /** The element drifts against the page while scrolling. */
  parallaxActive: boolean;
  /** vertical or horizontal. */
  parallaxEffect: string;
  /** Divided by 10 (default 20 → 2). */
  parallaxSpeed: number;
}

/** The kind of each common field (src/config.ts): how builder data of other shapes is read. */
export const commonKinds: Kinds = {
  width: 'length',
  height: 'length',
  minHeight: 'length',
  left: 'length',
  top: 'length',
  zIndex: 'integer',
  maxWidth: 'length',
  paddingTop: 'length',
  paddingRight: 'length',
  paddingBottom: 'length',
  paddingLeft: 'length',
  border: 'any',
  borderRadius: 'length',
  boxShadow: 'any',
  backgroundColor: 'colour',
  backgroundImage: 'url',
  backgroundPosition: 'text',
  backgroundRepeat: 'text',
  backgroundSize: 'text',
  showDesktop: 'boolean',
  showMobile: 'boolean',
  rotation: 'number',
  animation: 'any',
  parallaxActive: 'boolean',
  parallaxEffect: 'choice',
  parallaxSpeed: 'number',
};

export const commonChoices: Choices = { parallaxEffect: ['vertical', 'horizontal'] };

export const commonDefaults: CommonConfig = {
  width: null,
  height: null,
  minHeight: null,
  left: null,
  top: null,
  zIndex: null,
  maxWidth: DEFAULT_MAX_WIDTH,
  paddingTop: 15,
  paddingRight: 15,
  paddingBottom: 15,
  paddingLeft: 15,
  border: null,
  borderRadius: null,
  boxShadow: null,
  backgroundColor: '',
  backgroundImage: '',
  backgroundPosition: '',
  backgroundRepeat: '',
  backgroundSize: '',
  showDesktop: true,
  showMobile: true,
  rotation: 0,
  animation: null,
  parallaxActive: false,
  parallaxEffect: 'vertical',
  parallaxSpeed: 20,
};

/** 12 → "12px"; "50%" stays; "" or null → undefined. */
export function cssLength(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? `${value}px` : undefined;
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (v === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(v) ? `${v}px` : v;
}

function border(value: CommonConfig['border'], owner?: object): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (!value) return undefined;
  const width = cssLength(value.width ?? 0);
  if (!width || width === '0px') return undefined;
  return `${width} ${value.style || 'solid'} ${cssColor(value.color, owner) ?? 'currentColor'}`;
}

function shadow(value: CommonConfig['boxShadow'], owner?: object): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (!value) return undefined;
  const { horizontal = 0, vertical = 0, blur = 0, spread = 0, color, inset } = value;
  return `${inset ? 'inset ' : ''}${horizontal}px ${vertical}px ${blur}px ${spread}px ${cssColor(color, owner) ?? 'rgba(0, 0, 0, 0.3)'}`;
}

function backgroundImage(value: string): string | undefined {
  const v = value.trim();
  if (!v) return undefined;
  if (v.startsWith('url(') || v.includes('gradient(')) return v;
  return `url(${JSON.stringify(v)})`;
}

export type Declarations = Record<string, string | undefined>;

export interface CommonStyles {
  /** For `:host`: box size, visibility, position and rotation. */
  host: Declarations;
  /** For the element's frame (`part="frame"`): paddings, border, background, radius, shadow. */
  frame: Declarations;
}

export interface StyleContext {
  device: Device;
  /** The element sits directly in a site panel (left/top place it there). */
  inPanel: boolean;
  /** The element itself: a malformed colour is reported once for it (src/util/color.ts). */
  owner?: Element;
}

export function commonStyles(config: CommonConfig, context: StyleContext): CommonStyles {
  const hidden = context.device === 'mobile' ? !config.showMobile : !config.showDesktop;
  const rotate = context.device === 'desktop' && config.rotation ? `rotate(${config.rotation}deg)` : undefined;
  return {
    host: {
      display: hidden ? 'none' : 'block',
      width: cssLength(config.width),
      height: cssLength(config.height),
      'min-height': cssLength(config.minHeight),
      'max-width': cssLength(config.maxWidth),
      position: context.inPanel && (config.left !== null || config.top !== null) ? 'absolute' : undefined,
      left: context.inPanel ? cssLength(config.left) : undefined,
      top: context.inPanel ? cssLength(config.top) : undefined,
      'z-index': config.zIndex === null ? undefined : String(config.zIndex),
      transform: rotate,
    },
    frame: {
      'padding-top': cssLength(config.paddingTop),
      'padding-right': cssLength(config.paddingRight),
      'padding-bottom': cssLength(config.paddingBottom),
      'padding-left': cssLength(config.paddingLeft),
      border: border(config.border, context.owner),
      'border-radius': cssLength(config.borderRadius),
      'box-shadow': shadow(config.boxShadow, context.owner),
      'background-color': cssColor(config.backgroundColor, context.owner),
      'background-image': backgroundImage(config.backgroundImage),
      'background-position': config.backgroundPosition || undefined,
      'background-repeat': config.backgroundRepeat || undefined,
      'background-size': config.backgroundSize || undefined,
    },
  };
}
