/**
 * The ONE map from element type to its chunk. The loader, the site renderer and the tests read it;
 * no other file names a tag. `npm run new-element NAME` adds a line here.
 */

export type ChunkImport = () => Promise<unknown>;

export const TAG_PREFIX = 'weft-';

export const elements = {
  button: () => import('../elements/button/button.element.js'),
  'campaign-form': () => import('../elements/campaign-form/campaign-form.element.js'),
  'contact-form': () => import('../elements/contact-form/contact-form.element.js'),
  'hosted-video': () => import('../elements/hosted-video/hosted-video.element.js'),
  iframe: () => import('../elements/iframe/iframe.element.js'),
  image: () => import('../elements/image/image.element.js'),
  launch: () => import('../elements/launch/launch.element.js'),
  'mailing-form': () => import('../elements/mailing-form/mailing-form.element.js'),
  'members-form': () => import('../elements/members-form/members-form.element.js'),
  menu: () => import('../elements/menu/menu.element.js'),
  'multistep-form': () => import('../elements/multistep-form/multistep-form.element.js'),
  panel: () => import('../elements/panel/panel.element.js'),
  text: () => import('../elements/text/text.element.js'),
  timer: () => import('../elements/timer/timer.element.js'),
  'user-button': () => import('../elements/user-button/user-button.element.js'),
  'user-nav': () => import('../elements/user-nav/user-nav.element.js'),
  vimeo: () => import('../elements/vimeo/vimeo.element.js'),
  webinar: () => import('../elements/webinar/webinar.element.js'),
  youtube: () => import('../elements/youtube/youtube.element.js'),
} satisfies Record<string, ChunkImport>;

export type ElementType = keyof typeof elements;

/** Site mode: the runtime that renders and routes a whole published site. */
export const siteRuntime = () => import('./site/index.js');

/** The modals, fetched when a window event asks for one (CONTRACT §5). */
export const modalsRuntime = () => import('./modals/index.js');
export const MODAL_EVENTS = ['errorMessagePopup', 'successMessagePopup'] as const;

/**
 * Tags the loader leaves alone: the site mount is drawn by the site runtime; the modal overlay
 * the consent banner and the social-proof toasts define themselves. Their children are upgraded as usual.
 */
export const MOUNT_TAGS: readonly string[] = [
  `${TAG_PREFIX}site`,
  `${TAG_PREFIX}overlay`,
  `${TAG_PREFIX}consent`,
  `${TAG_PREFIX}toasts`,
];
