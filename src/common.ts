import type { Choices, Kinds } from './config.js';
import { DEFAULT_MAX_WIDTH, DEFAULT_PADDING_PX } from './constants.js';
import type { Device } from './device.js';
import type { AnimationConfig } from './motion.js';
import { cssColor } from './util/color.js';
import { cssImage } from './util/images.js';

/**
 * The default element size, 300×300 px (elements-lead-capture.md §1 and §9: the default of the
 * common `width` and `height`), for every element without a size of its own: no width or height in
 * its config nor in its element's defaults (elements that have one declare it there: button
 * 50% × 50px, panel 100% × 400px), and none from where it stands.
 * - Out of the page's flow (placed by left/top in a panel, or pinned fixed) nothing else sizes it:
 *   it is exactly 300×300.
 * - In a context that sizes an element by its content (a host's flex row or grid, an element the
 *   host positions or floats), an element whose content has no width (a video, a frame) would
 *   collapse: it is never narrower than 300px, unless its container or its maxWidth is.
 * - In a block flow (a panel's stack of elements, an embed page's column) the flow gives the size:
 *   the container's width up to maxWidth, the content's height (text and forms are as tall as they
 *   are), so the stack never overlaps or leaves 300px holes.
 */
export const DEFAULT_ELEMENT_SIZE = '300px';

/**
 * The floor under an element without a width of its own (see DEFAULT_ELEMENT_SIZE): the default
 * width, the container's or the maxWidth when smaller, so it never overflows either.
 */
function defaultMinWidth(maxWidth: string | undefined): string {
  const plain = `min(${DEFAULT_ELEMENT_SIZE}, 100%)`;
  if (!maxWidth || maxWidth === 'none') return plain;
  const capped = `min(${DEFAULT_ELEMENT_SIZE}, 100%, ${maxWidth})`;
  return typeof CSS === 'undefined' || CSS.supports('min-width', capped) ? capped : plain;
}

/** Where a pinned element sits on the screen. */
export const PIN_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'middle-left',
  'center',
  'middle-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
/** fixed: always at its place on the screen; sticky: scrolls with the page until it reaches it, then stays. */
export const PIN_TYPES = ['fixed', 'sticky'] as const;
/** A pinned element without a zIndex stays above the page and its fixed panels, below headers and modals. */
export const PIN_Z_INDEX = 500;

/** pinConfig (runtime.md §3 common element config): the element stays on screen while the page scrolls. */
export interface PinConfig {
  pin: boolean;
  /** Placed by its own left/top, from the screen's top left, instead of by `position`. */
  manual: boolean;
  type: (typeof PIN_TYPES)[number];
  position: (typeof PIN_POSITIONS)[number];
}

/**
 * The hotmart or eduzz integration (runtime.md §3): the element sells a product of that checkout
 * platform, and a click on it opens the product's checkout (src/integrations/checkout.ts).
 */
export interface CheckoutIntegration {
  active: boolean;
  /** The product's checkout address on the platform, or its product code. */
  product: string;
  /** `_blank` (default): the checkout opens in a new tab; `_self`: in this one. */
  target: '_blank' | '_self';
}

/**
 * The config every element shares (elements-lead-capture.md §1, elements-content.md §1).
 * Sizes are numbers (pixels) or CSS lengths as text ("50%", "300px").
 */
export interface CommonConfig {
  /** null: no size of its own (see DEFAULT_ELEMENT_SIZE). */
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
  pinConfig: PinConfig;
  hotmart: CheckoutIntegration;
  eduzz: CheckoutIntegration;
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
  pinConfig: 'object',
  'pinConfig.pin': 'boolean',
  'pinConfig.manual': 'boolean',
  'pinConfig.type': 'choice',
  'pinConfig.position': 'choice',
  hotmart: 'object',
  'hotmart.active': 'boolean',
  'hotmart.product': 'text',
  'hotmart.target': 'choice',
  eduzz: 'object',
  'eduzz.active': 'boolean',
  'eduzz.product': 'text',
  'eduzz.target': 'choice',
};

export const commonChoices: Choices = {
  parallaxEffect: ['vertical', 'horizontal'],
  'pinConfig.type': PIN_TYPES,
  'pinConfig.position': PIN_POSITIONS,
  'hotmart.target': ['_blank', '_self'],
  'eduzz.target': ['_blank', '_self'],
};

export const commonDefaults: CommonConfig = {
  width: null,
  height: null,
  minHeight: null,
  left: null,
  top: null,
  zIndex: null,
  maxWidth: DEFAULT_MAX_WIDTH,
  paddingTop: DEFAULT_PADDING_PX,
  paddingRight: DEFAULT_PADDING_PX,
  paddingBottom: DEFAULT_PADDING_PX,
  paddingLeft: DEFAULT_PADDING_PX,
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
  pinConfig: { pin: false, manual: false, type: 'fixed', position: 'bottom-right' },
  hotmart: { active: false, product: '', target: '_blank' },
  eduzz: { active: false, product: '', target: '_blank' },
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

/** Every property a placement may set: each is always given, so a placement that ends leaves nothing behind. */
function placement(declarations: Declarations): Declarations {
  const keys = ['position', 'top', 'right', 'bottom', 'left', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left'];
  return Object.fromEntries(keys.map((key) => [key, declarations[key]]));
}

/** A pinned element's place: a spot on the screen by `position`, or its own left/top when placed by hand. */
function pinStyles(config: CommonConfig, pin: PinConfig): Declarations {
  // The free-plan banner and a fixed header start below --weft-fixed-top (src/site).
  const top = (offset: string | undefined) => `calc(var(--weft-fixed-top, 0px) + ${offset ?? '0px'})`;
  const [row, column] = pin.position === 'center' ? ['middle', 'center'] : pin.position.split('-');
  if (pin.type === 'sticky') {
    // In the flow (left/top in a panel no longer place it) until the page scrolls it to its place:
    // the top or bottom edge of the screen, or its middle (centred by its height, 300px when it
    // has none of its own); across by auto margins.
    const height = cssLength(config.height) ?? DEFAULT_ELEMENT_SIZE;
    if (pin.manual) return { position: 'sticky', top: top(cssLength(config.top)), 'margin-left': cssLength(config.left) };
    return {
      position: 'sticky',
      top: row === 'top' ? top('0px') : row === 'middle' ? `calc(50vh - ${height} / 2)` : undefined,
      bottom: row === 'bottom' ? '0px' : undefined,
      'margin-left': column === 'left' ? undefined : 'auto',
      'margin-right': column === 'center' ? 'auto' : undefined,
    };
  }
  if (pin.manual) return { position: 'fixed', top: top(cssLength(config.top)), left: cssLength(config.left) ?? '0px' };
  // Centred by auto margins between both edges: out of the flow, the box always has a size.
  const auto = (on: boolean) => (on ? 'auto' : undefined);
  return {
    position: 'fixed',
    top: row === 'bottom' ? undefined : top('0px'),
    bottom: row === 'top' ? undefined : '0px',
    left: column === 'right' ? undefined : '0px',
    right: column === 'left' ? undefined : '0px',
    'margin-top': auto(row === 'middle'),
    'margin-bottom': auto(row === 'middle'),
    'margin-left': auto(column === 'center'),
    'margin-right': auto(column === 'center'),
  };
}

export function commonStyles(config: CommonConfig, context: StyleContext): CommonStyles {
  const hidden = context.device === 'mobile' ? !config.showMobile : !config.showDesktop;
  const rotate = context.device === 'desktop' && config.rotation ? `rotate(${config.rotation}deg)` : undefined;
  const pin = config.pinConfig?.pin ? config.pinConfig : null;
  const placed = context.inPanel && (config.left !== null || config.top !== null);
  // Out of the flow, an element without a size of its own takes the spec's default size.
  const outOfFlow = placed || (pin !== null && pin.type === 'fixed');
  const size = (value: unknown) => cssLength(value) ?? (outOfFlow ? DEFAULT_ELEMENT_SIZE : undefined);
  const zIndex = config.zIndex ?? (pin ? PIN_Z_INDEX : null);
  const maxWidth = cssLength(config.maxWidth);
  return {
    host: {
      display: hidden ? 'none' : 'block',
      width: size(config.width),
      height: size(config.height),
      // In a context that sizes it by its content, an element without a width never collapses.
      'min-width': cssLength(config.width) === undefined ? defaultMinWidth(maxWidth) : undefined,
      'min-height': cssLength(config.minHeight),
      'max-width': maxWidth,
      ...placement(
        pin
          ? pinStyles(config, pin)
          : placed
            ? { position: 'absolute', left: cssLength(config.left), top: cssLength(config.top) }
            : {},
      ),
      'z-index': zIndex === null ? undefined : String(zIndex),
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
      'background-image': cssImage(config.backgroundImage),
      'background-position': config.backgroundPosition || undefined,
      'background-repeat': config.backgroundRepeat || undefined,
      'background-size': config.backgroundSize || undefined,
    },
  };
}
