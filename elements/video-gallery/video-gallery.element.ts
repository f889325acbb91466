import { defineElement } from '../../src/define.js';
import { videoGalleryDefaults, videoGalleryKinds } from './config.js';
import { VideoGallery } from './video-gallery.js';
import css from './video-gallery.css';

export default defineElement('weft-video-gallery', VideoGallery, {
  defaults: videoGalleryDefaults,
  kinds: videoGalleryKinds,
  css,
});
