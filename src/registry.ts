/**
 * The ONE map from element type to its chunk. The loader, the site renderer and the tests read it;
 * no other file names a tag. `npm run new-element NAME` adds a line here.
 */

export type ChunkImport = () => Promise<unknown>;

export const TAG_PREFIX = 'weft-';

export const elements = {
  accordion: () => import('../elements/accordion/accordion.element.js'),
  'accordion-group': () => import('../elements/accordion-group/accordion-group.element.js'),
  'blog-categories': () => import('../elements/blog-categories/blog-categories.element.js'),
  'blog-dates': () => import('../elements/blog-dates/blog-dates.element.js'),
  'blog-feed': () => import('../elements/blog-feed/blog-feed.element.js'),
  'blog-list': () => import('../elements/blog-list/blog-list.element.js'),
  'blog-post': () => import('../elements/blog-post/blog-post.element.js'),
  'blog-search': () => import('../elements/blog-search/blog-search.element.js'),
  'booking-calendar': () => import('../elements/booking-calendar/booking-calendar.element.js'),
  button: () => import('../elements/button/button.element.js'),
  'campaign-form': () => import('../elements/campaign-form/campaign-form.element.js'),
  checkout: () => import('../elements/checkout/checkout.element.js'),
  comments: () => import('../elements/comments/comments.element.js'),
  'contact-form': () => import('../elements/contact-form/contact-form.element.js'),
  'counter-bar': () => import('../elements/counter-bar/counter-bar.element.js'),
  'counter-text': () => import('../elements/counter-text/counter-text.element.js'),
  'floating-button': () => import('../elements/floating-button/floating-button.element.js'),
  gallery: () => import('../elements/gallery/gallery.element.js'),
  'hosted-video': () => import('../elements/hosted-video/hosted-video.element.js'),
  iframe: () => import('../elements/iframe/iframe.element.js'),
  image: () => import('../elements/image/image.element.js'),
  'image-3d': () => import('../elements/image-3d/image-3d.element.js'),
  launch: () => import('../elements/launch/launch.element.js'),
  line: () => import('../elements/line/line.element.js'),
  lottie: () => import('../elements/lottie/lottie.element.js'),
  'mailing-form': () => import('../elements/mailing-form/mailing-form.element.js'),
  'members-form': () => import('../elements/members-form/members-form.element.js'),
  menu: () => import('../elements/menu/menu.element.js'),
  'menu-group': () => import('../elements/menu-group/menu-group.element.js'),
  'multistep-form': () => import('../elements/multistep-form/multistep-form.element.js'),
  'news-slider': () => import('../elements/news-slider/news-slider.element.js'),
  panel: () => import('../elements/panel/panel.element.js'),
  'place-menu': () => import('../elements/place-menu/place-menu.element.js'),
  'post-page': () => import('../elements/post-page/post-page.element.js'),
  quiz: () => import('../elements/quiz/quiz.element.js'),
  rss: () => import('../elements/rss/rss.element.js'),
  'slider-gallery': () => import('../elements/slider-gallery/slider-gallery.element.js'),
  'slider-group': () => import('../elements/slider-group/slider-group.element.js'),
  'social-bar': () => import('../elements/social-bar/social-bar.element.js'),
  text: () => import('../elements/text/text.element.js'),
  timer: () => import('../elements/timer/timer.element.js'),
  'user-button': () => import('../elements/user-button/user-button.element.js'),
  'user-nav': () => import('../elements/user-nav/user-nav.element.js'),
  video: () => import('../elements/video/video.element.js'),
  'video-gallery': () => import('../elements/video-gallery/video-gallery.element.js'),
  'video-manager': () => import('../elements/video-manager/video-manager.element.js'),
  'video-player': () => import('../elements/video-player/video-player.element.js'),
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
export const MOUNT_TAGS: readonly string[] = ['weft-site', 'weft-overlay', 'weft-consent', 'weft-toasts'];
