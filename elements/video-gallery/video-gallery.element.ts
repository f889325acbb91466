import { defineElement } from '../../src/define.js';
import { carouselCss } from '../../src/ui/carousel.js';
// The players the gallery makes for children without an element of their own.
import '../video/video.element.js';
import { videoGalleryChoices, videoGalleryDefaults, videoGalleryKinds } from './config.js';
import { VideoGallery } from './video-gallery.js';
import css from './video-gallery.css';

export default defineElement('weft-video-gallery', VideoGallery, {
  defaults: videoGalleryDefaults,
  choices: videoGalleryChoices,
  kinds: videoGalleryKinds,
  css: carouselCss + css,
});
