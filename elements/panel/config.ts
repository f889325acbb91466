import type { Kinds } from '../../src/config.js';

/** The panel's config (runtime.md §3 Panel config); every field with its default. */

export const SEPARATOR_EFFECTS = ['wave', 'curve', 'triangle', 'tilt', 'zigzag', 'arrow'] as const;

export interface PanelConfig {
  // Common fields with the panel's own defaults: a panel spans the page, 400px high, at least 50px.
  // Sizes are pixels or CSS lengths ("1500px", "50vh").
  /** The panel's widest size ('100%' by default: it spans the page). */
  maxWidth: number | string;
  /** The panel's height (400 by default); taller content makes it taller. */
  height: number | string;
  /** The panel's least height (50 by default); the larger of height and minHeight wins. */
  minHeight: number | string;
  /** Space above the content, inside the content area (15 by default). */
  paddingTop: number | string;
  /** Space right of the content, inside the content area (15 by default). */
  paddingRight: number | string;
  /** Space below the content, inside the content area (15 by default). */
  paddingBottom: number | string;
  /** Space left of the content, inside the content area (15 by default). */
  paddingLeft: number | string;
  /** Background of the whole panel (backgroundColor comes with the common config). */
  backgroundImage: string;
  /** CSS background-position of the panel's image; parallax sets its own. */
  position: string;
  /** CSS background-origin of the panel's image. */
  origin: string;
  /** CSS background-repeat of the panel's image. */
  repeat: string;
  /** CSS background-size of the panel's image; empty: cover. */
  size: string;
  /** CSS background-attachment of the panel's image (e.g. fixed). */
  attachment: string;
  /** The centred content area's own background. */
  internalBackgroundColor: string;
  /** The content area's background image address. */
  internalBackgroundImage: string;
  /** CSS background-position of the content area's image. */
  internalBackgroundPosition: string;
  /** CSS background-repeat of the content area's image. */
  internalBackgroundRepeat: string;
  /** CSS background-size of the content area's image. */
  internalBackgroundSize: string;
  /** Width of the centred content area. */
  contentWidth: number | string;
  /** Stays at the top while the page scrolls (desktop; fixedMobile on phones). */
  fixed: boolean;
  /** Stays at the top while the page scrolls, on mobile. */
  fixedMobile: boolean;
  /** Make the panel a target of anchor links and of the page address's #anchorName. */
  anchorActive: boolean;
  /** The panel's anchor name (used with anchorActive); also names it for showHidePanel links. */
  anchorName: string;
  /** The background image drifts slower than the page as it scrolls (not under reduced motion). */
  parallaxActive: boolean;
  /** vertical or horizontal. */
  parallaxEffect: string;
  /** Parallax strength, divided by 10 (20 by default): the background moves at 1/(speed/10) of the page. */
  parallaxSpeed: number;
  /** A background video address; videoInternal puts it behind the content area only. */
  video: string;
  /** Put the background video behind the content area only, not the whole panel. */
  videoInternal: boolean;
  /** Play the background video at once (not under reduced motion); a button pauses and plays it. */
  autoplay: boolean;
  /** Play the background video without sound. */
  muted: boolean;
  /** Start the background video again when it ends. */
  loop: boolean;
  /** Draw a downward arrow (a triangle) at the bottom of the panel. */
  arrowActive: boolean;
  /** The arrow's width on desktop, pixels or a CSS length (33% by default). */
  arrowWidth: number | string;
  /** The arrow's width on mobile, pixels or a CSS length (100% by default). */
  arrowWidthMobile: number | string;
  /** The arrow's height, pixels or a CSS length (50 by default). */
  arrowHeight: number | string;
  /** The arrow's colour (white by default). */
  arrowColor: string;
  /** Starts hidden and fades in after timeHidePanel (typeHidePanel 'hide': fades out instead). */
  hidePanel: boolean;
  /** With hidePanel: how long before the panel fades in (or out), in unitsHidePanel. */
  timeHidePanel: number;
  /** With hidePanel: 'hide' shows the panel first and fades it out; anything else fades it in. */
  typeHidePanel: string;
  /** seconds or minutes. */
  unitsHidePanel: string;
  /** Draw a shaped separator (up to four coloured layers) along the panel's bottom edge. */
  separatorActive: boolean;
  /** The separator's shape: wave, curve, triangle, tilt, zigzag or arrow. */
  separatorEffect: (typeof SEPARATOR_EFFECTS)[number];
  /** Layer colours; with custom, value1..4 are the layers' heights in px. */
  separatorColors: {
    /** The first layer's colour. */
    first: string;
    /** The second layer's colour. */
    second: string;
    /** The third layer's colour. */
    third: string;
    /** The fourth layer's colour. */
    fourth: string;
    /** Use the heights value1..4 instead of the shape's own. */
    custom: boolean;
    /** The first layer's height in px (custom). */
    value1: number | string;
    /** The second layer's height in px (custom). */
    value2: number | string;
    /** The third layer's height in px (custom). */
    value3: number | string;
    /** The fourth layer's height in px (custom). */
    value4: number | string;
  };
  /** 'painelhide' hides the panel; other tags name it for showHidePanel links. */
  tag: string;
  /** Shown only when the lead's marketing data meets every condition. */
  enable_tags: Array<{
    /** The lead's marketing-data field compared. */
    column: string;
    /** equal, bigger or smaller. */
    operator: string;
    /** The value it is compared with. */
    value: string | number;
  }>;
  /** Position among the panels on mobile. */
  order_mobile: number | null;
  /** The content scrolls sideways without end. */
  infiniteSliderAnimation: boolean;
}

export const panelDefaults: PanelConfig = {
  maxWidth: '100%',
  height: 400,
  minHeight: 50,
  paddingTop: 15,
  paddingRight: 15,
  paddingBottom: 15,
  paddingLeft: 15,
  backgroundImage: '',
  position: '',
  origin: '',
  repeat: '',
  size: '',
  attachment: '',
  internalBackgroundColor: '',
  internalBackgroundImage: '',
  internalBackgroundPosition: '',
  internalBackgroundRepeat: '',
  internalBackgroundSize: '',
  contentWidth: 1170,
  fixed: false,
  fixedMobile: false,
  anchorActive: false,
  anchorName: '',
  parallaxActive: false,
  parallaxEffect: 'vertical',
  parallaxSpeed: 20,
  video: '',
  videoInternal: false,
  autoplay: true,
  muted: true,
  loop: true,
  arrowActive: false,
  arrowWidth: '33%',
  arrowWidthMobile: '100%',
  arrowHeight: 50,
  arrowColor: '#ffffff',
  hidePanel: false,
  timeHidePanel: 0,
  typeHidePanel: 'show',
  unitsHidePanel: 'seconds',
  separatorActive: false,
  separatorEffect: 'wave',
  separatorColors: {
    first: '#ffffff',
    second: '',
    third: '',
    fourth: '',
    custom: false,
    value1: 0,
    value2: 0,
    value3: 0,
    value4: 0,
  },
  tag: '',
  enable_tags: [],
  order_mobile: null,
  infiniteSliderAnimation: false,
};

export const panelChoices = {
  separatorEffect: SEPARATOR_EFFECTS,
  parallaxEffect: ['vertical', 'horizontal'],
  typeHidePanel: ['show', 'hide'],
  unitsHidePanel: ['seconds', 'minutes'],
};

/**
 * How each field is read (src/config.ts). The size, padding, background image and colour and
 * parallax fields are common fields, declared with the common config.
 */
export const panelKinds: Kinds = {
  position: 'text',
  origin: 'text',
  repeat: 'text',
  size: 'text',
  attachment: 'text',
  internalBackgroundColor: 'colour',
  internalBackgroundImage: 'url',
  internalBackgroundPosition: 'text',
  internalBackgroundRepeat: 'text',
  internalBackgroundSize: 'text',
  contentWidth: 'length',
  fixed: 'boolean',
  fixedMobile: 'boolean',
  anchorActive: 'boolean',
  anchorName: 'text',
  video: 'url',
  videoInternal: 'boolean',
  autoplay: 'boolean',
  muted: 'boolean',
  loop: 'boolean',
  arrowActive: 'boolean',
  arrowWidth: 'length',
  arrowWidthMobile: 'length',
  arrowHeight: 'length',
  arrowColor: 'colour',
  hidePanel: 'boolean',
  // In unitsHidePanel.
  timeHidePanel: 'number',
  typeHidePanel: 'choice',
  unitsHidePanel: 'choice',
  separatorActive: 'boolean',
  separatorEffect: 'choice',
  separatorColors: 'object',
  'separatorColors.first': 'colour',
  'separatorColors.second': 'colour',
  'separatorColors.third': 'colour',
  'separatorColors.fourth': 'colour',
  'separatorColors.custom': 'boolean',
  // The layers' heights.
  'separatorColors.value1': 'length',
  'separatorColors.value2': 'length',
  'separatorColors.value3': 'length',
  'separatorColors.value4': 'length',
  // A name for showHidePanel links, or 'painelhide'.
  tag: 'text',
  // Conditions [{ column, operator, value }], read by tagsAllow (rules.ts).
  enable_tags: 'list',
  order_mobile: 'integer',
  infiniteSliderAnimation: 'boolean',
};
