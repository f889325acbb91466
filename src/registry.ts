/**
 * The ONE map from element type to its chunk. The loader, the site renderer and the tests read it;
 * no other file names a tag. `npm run new-element NAME` adds a line here.
 */

export type ChunkImport = () => Promise<unknown>;

export const TAG_PREFIX = 'weft-';

export const elements = {
  image: () => import('../elements/image/image.element.js'),
  text: () => import('../elements/text/text.element.js'),
  timer: () => import('../elements/timer/timer.element.js'),
} satisfies Record<string, ChunkImport>;

export type ElementType = keyof typeof elements;

/** Site mode: the runtime that renders and routes a whole published site. */
export const siteRuntime = () => import('./site/index.js');

/**
 * Tags the loader leaves alone: the site mount and the panels that hold a page's elements are
 * drawn by the site runtime (site mode), not upgraded as elements. Their children are.
 */
export const MOUNT_TAGS: readonly string[] = [`${TAG_PREFIX}site`, `${TAG_PREFIX}panel`];
