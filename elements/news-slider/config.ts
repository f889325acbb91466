import type { Kinds } from '../../src/config.js';

/** The news slider (elements-content.md §3 "Slider (news) config", §4 "News slider", §9). */

/** Articles the slider shows by default (§9). */
export const DEFAULT_TOTAL_NEWS = 4;
/** Autoplay interval (§9). */
export const NEWS_AUTOPLAY_MS = 3000;
/** Arrow size and colour (§9). */
export const DEFAULT_ARROW_SIZE = 25;
export const DEFAULT_ARROW_COLOR = '#d1d1d1';
/** A slide's description is cut here. */
export const NEWS_DESCRIPTION_CHARS = 160;

/** A slide given in the config instead of the blog's articles. */
export interface NewsSlide {
  /** The slide's picture address. */
  thumbnail?: string;
  /** The slide's title. */
  title?: string;
  /** HTML or text; drawn as text. */
  content?: string;
  /** The article's path segment; the slide links to `{redirectUrl}/{url}`. */
  url?: string;
}

/** A slider of news articles (picture, title, text), each linking to its article. */
export interface NewsSliderConfig {
  /** Slides of the config; empty (the default) shows the blog's articles. */
  news: NewsSlide[];
  /** Which articles and what of them: how many, only featured ones, title and text shown, and where a slide leads. */
  optionNews: {
    /** How many articles the slider shows. */
    totalNews: number;
    /** Only featured articles. */
    featuredNews: boolean;
    /** Show each slide's title. */
    showTitle: boolean;
    /** Show each slide's description. */
    showDescription: boolean;
    /** Where a slide leads: `{redirectUrl}/{article url}`; empty means the blog's post pages, `/blog/{article url}`. */
    redirectUrl: string;
  };
  /** Previous and next arrows. */
  arrowOptions: boolean;
  /** Size of the previous and next arrows, pixels or a CSS length. */
  arrowSize: number | string;
  /** Colour of the previous and next arrows. */
  arrowColor: string;
  /** Autoplay interval in ms. */
  timerSlider: number;
  /** Moves on by itself every timerSlider ms (off by default). */
  autoPlaySlider: boolean;
  /** The slide shown first (from 0). */
  currentIndex: number;
  /** The box under a slide's picture holding its title and description. */
  infoBox: {
    /** The info box's height. */
    height: number | string;
    /** The info box's background colour. */
    color: string;
    /** The info box's inner padding. */
    padding: number | string;
  };
  /** Height of a slide's picture. */
  imageHeight: number | string;
}

export const newsSliderDefaults: NewsSliderConfig = {
  news: [],
  optionNews: { totalNews: DEFAULT_TOTAL_NEWS, featuredNews: false, showTitle: true, showDescription: true, redirectUrl: '' },
  arrowOptions: true,
  arrowSize: DEFAULT_ARROW_SIZE,
  arrowColor: DEFAULT_ARROW_COLOR,
  timerSlider: NEWS_AUTOPLAY_MS,
  autoPlaySlider: false,
  currentIndex: 0,
  infoBox: { height: '', color: '', padding: 15 },
  imageHeight: 260,
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const newsSliderKinds: Kinds = {
  news: 'list',
  optionNews: 'object',
  'optionNews.totalNews': 'integer',
  'optionNews.featuredNews': 'boolean',
  'optionNews.showTitle': 'boolean',
  'optionNews.showDescription': 'boolean',
  'optionNews.redirectUrl': 'url',
  arrowOptions: 'boolean',
  arrowSize: 'length',
  arrowColor: 'colour',
  timerSlider: 'integer',
  autoPlaySlider: 'boolean',
  currentIndex: 'integer',
  infoBox: 'object',
  'infoBox.height': 'length',
  'infoBox.color': 'colour',
  'infoBox.padding': 'length',
  imageHeight: 'length',
};
