import type { Kinds } from '../../src/config.js';

/** The panel's config (runtime.md §3 Panel config); every field with its default. */

export const SEPARATOR_EFFECTS = ['wave', 'curve', 'triangle', 'tilt', 'zigzag', 'arrow'] as const;

export interface PanelConfig {
  // Common fields with the panel's own defaults: a panel spans the page, 400px high, at least 50px.
  // Sizes are pixels or CSS lengths ("1500px", "50vh").
  maxWidth: number | string;
  height: number | string;
  minHeight: number | string;
  paddingTop: number | string;
  paddingRight: number | string;
  paddingBottom: number | string;
  paddingLeft: number | string;
  /** Background of the whole panel (backgroundColor comes with the common config). */
  backgroundImage: string;
  position: string;
  origin: string;
  repeat: string;
  size: string;
  attachment: string;
  /** The centred content area's own background. */
  internalBackgroundColor: string;
  internalBackgroundImage: string;
  internalBackgroundPosition: string;
  internalBackgroundRepeat: string;
  internalBackgroundSize: string;
  /** Width of the centred content area. */
  contentWidth: number | string;
  /** Stays at the top while the page scrolls (desktop; fixedMobile on phones). */
  fixed: boolean;
  fixedMobile: boolean;
  anchorActive: boolean;
  anchorName: string;
  parallaxActive: boolean;
  /** vertical or horizontal. */
  parallaxEffect: string;
  parallaxSpeed: number;
  /** A background video address; videoInternal puts it behind the content area only. */
  video: string;
  videoInternal: boolean;
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
  arrowActive: boolean;
  arrowWidth: number | string;
  arrowWidthMobile: number | string;
  arrowHeight: number | string;
  arrowColor: string;
  /** Starts hidden and fades in after timeHidePanel (typeHidePanel 'hide': fades out instead). */
  hidePanel: boolean;
  timeHidePanel: number;
  typeHidePanel: string;
  /** seconds or minutes. */
  unitsHidePanel: string;
  separatorActive: boolean;
  separatorEffect: (typeof SEPARATOR_EFFECTS)[number];
  /** Layer colours; with custom, value1..4 are the layers' heights in px. */
  separatorColors: {
    first: string;
    second: string;
    third: string;
    fourth: string;
    custom: boolean;
    value1: number | string;
    value2: number | string;
    value3: number | string;
    value4: number | string;
  };
  /** 'painelhide' hides the panel; other tags name it for showHidePanel links. */
  tag: string;
  /** Shown only when the lead's marketing data meets every condition. */
  enable_tags: Array<{ column: string; operator: string; value: string | number }>;
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
