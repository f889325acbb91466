import type { Kinds } from '../../src/config.js';

/** Gallery defaults (elements-content.md §9). */
export const GALLERY_COLUMNS = 3;
export const GALLERY_IMAGES_PER_PAGE = 6;
export const GALLERY_MARGIN_PX = 5;
export const NAVIGATION_BACKGROUND = '#FFFFFF';
export const NAVIGATION_HOVER = '#C0C1C2';
export const NAVIGATION_ACTIVE = '#41A9FF';
/** Height classes (elements-content.md §2): up to 300px, and over 500px with pagination. */
export const SMALL_HEIGHT_PX = 300;
export const LARGE_HEIGHT_PX = 500;

/**
 * The five themes: 1 square tiles, 2 rounded tiles with a shadow, 3 framed prints with their alt
 * text as a caption, 4 round tiles, 5 whole pictures in columns (nothing cropped).
 */
export const GALLERY_THEMES = ['1', '2', '3', '4', '5'] as const;

/** The image gallery's config (elements-content.md §3 Image gallery). */
export interface GalleryConfig {
  /** Look of the pictures, '1' to '5': square, rounded with a shadow, framed with a caption, round, or whole in columns. */
  theme: (typeof GALLERY_THEMES)[number];
  /** Every image: an address or `{ src | url | image, alt | title }`. */
  allImages: unknown[];
  /** The builder's current page of images: read when allImages is empty. */
  images: unknown[];
  /** Pictures per row (3 by default). */
  columns: number;
  /** Pictures on each page; more are reached through the pagination (6 by default). */
  imagesPerPage: number;
  /** Numbered page buttons (else a dot per page). */
  navigationWithNumber: boolean;
  /** Page buttons: their background, under the pointer, and the current page's. */
  navigation: {
    /** The page buttons' background. */
    background: string;
    /** A page button under the pointer. */
    hover: string;
    /** The current page's button. */
    active: string;
  };
  /** The page shown first (1-based; lastPage = ceil(total / imagesPerPage) is counted, never read). */
  currentPage: number;
  /** Space between columns and between rows, in pixels. */
  horizontalMargin: number;
  /** Space between rows, in pixels. */
  verticalMargin: number;
}

export const galleryDefaults: GalleryConfig = {
  theme: '1',
  allImages: [],
  images: [],
  columns: GALLERY_COLUMNS,
  imagesPerPage: GALLERY_IMAGES_PER_PAGE,
  navigationWithNumber: true,
  navigation: { background: NAVIGATION_BACKGROUND, hover: NAVIGATION_HOVER, active: NAVIGATION_ACTIVE },
  currentPage: 1,
  horizontalMargin: GALLERY_MARGIN_PX,
  verticalMargin: GALLERY_MARGIN_PX,
};

export const galleryChoices = { theme: GALLERY_THEMES };

/** How each field is read (src/config.ts). */
export const galleryKinds: Kinds = {
  theme: 'choice',
  allImages: 'list',
  images: 'list',
  columns: 'integer',
  imagesPerPage: 'integer',
  navigationWithNumber: 'boolean',
  navigation: 'object',
  'navigation.background': 'colour',
  'navigation.hover': 'colour',
  'navigation.active': 'colour',
  currentPage: 'integer',
  horizontalMargin: 'number',
  verticalMargin: 'number',
};
