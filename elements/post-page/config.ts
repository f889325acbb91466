import { fiveColourKinds, type FiveColours } from '../../src/blog/colours.js';
import type { Kinds } from '../../src/config.js';
import type { ShareSwitches } from './share.js';
import { textStyle, textStyleChoices, textStyleKinds, type TextStyle } from '../../src/text-style.js';

export type { TextStyle } from '../../src/text-style.js';

export const SHARE_ALIGNS = ['left', 'center', 'right'] as const;
export const SHARE_THEMES = ['default', 'circle'] as const;

/** The post page's config: the spec's post-page settings (elements-content.md §3), with defaults. */
export interface PostPageConfig {
  /** What the page shows: the details line, categories, author box, date and its format, and the share bar. */
  show: {
    /** The post's details line (date and categories) under the title. */
    display: boolean;
    /** The post's categories in the details line. */
    categories: boolean;
    /** The author box (name, picture, profile links) after the post. */
    author: boolean;
    /** The post's date in the details line. */
    date: boolean;
    /** Date format with YYYY, MM, DD, HH, mm (and MMM, MMMM for month names). */
    formatDate: string;
    /** The share buttons: which show (share.ts), their alignment and shape. */
    shareBar: ShareSwitches & {
      /** Show the share bar. */
      display: boolean;
      /** Where the share bar sits: left, center or right. */
      align: (typeof SHARE_ALIGNS)[number];
      /** 'circle': round share buttons; 'default': rounded squares. */
      theme: (typeof SHARE_THEMES)[number];
    };
  };
  /** color_1 title, color_2 text, color_3 details line, color_4 share and wall buttons, color_5 author box background. */
  colors: FiveColours;
  /** Font, size and colour of the title, the author's name and the categories. */
  styles: {
    /** The title's text style. */
    title: TextStyle;
    /** The author's name's text style. */
    author: TextStyle;
    /** The categories' text style. */
    categories: TextStyle;
  };
}

export const postPageDefaults: PostPageConfig = {
  show: {
    display: true,
    categories: true,
    author: true,
    date: true,
    formatDate: 'YYYY-MM-DD',
    shareBar: {
      display: true,
      email: true,
      copy: true,
      facebook: true,
      instagram: true,
      twitter: true,
      linkedin: true,
      youtube: true,
      medium: true,
      pinterest: true,
      whatsapp: true,
      telegram: true,
      align: 'left',
      theme: 'default',
    },
  },
  colors: { color_1: '#111827', color_2: '#1f2937', color_3: '#4b5563', color_4: '#1a56db', color_5: '#f3f4f6' },
  styles: { title: textStyle(), author: textStyle(), categories: textStyle() },
};

export const postPageChoices = {
  'show.shareBar.align': SHARE_ALIGNS,
  'show.shareBar.theme': SHARE_THEMES,
  ...textStyleChoices('styles.title'),
  ...textStyleChoices('styles.author'),
  ...textStyleChoices('styles.categories'),
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const postPageKinds: Kinds = {
  show: 'object',
  'show.display': 'boolean',
  'show.categories': 'boolean',
  'show.author': 'boolean',
  'show.date': 'boolean',
  'show.formatDate': 'text',
  'show.shareBar': 'object',
  'show.shareBar.display': 'boolean',
  'show.shareBar.email': 'boolean',
  'show.shareBar.copy': 'boolean',
  'show.shareBar.facebook': 'boolean',
  'show.shareBar.instagram': 'boolean',
  'show.shareBar.twitter': 'boolean',
  'show.shareBar.linkedin': 'boolean',
  'show.shareBar.youtube': 'boolean',
  'show.shareBar.medium': 'boolean',
  'show.shareBar.pinterest': 'boolean',
  'show.shareBar.whatsapp': 'boolean',
  'show.shareBar.telegram': 'boolean',
  'show.shareBar.align': 'choice',
  'show.shareBar.theme': 'choice',
  ...fiveColourKinds('colors'),
  styles: 'object',
  ...textStyleKinds('styles.title'),
  ...textStyleKinds('styles.author'),
  ...textStyleKinds('styles.categories'),
};
