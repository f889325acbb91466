import { defineElement } from '../../src/define.js';
import { carouselCss } from '../../src/ui/carousel.js';
import { sliderGalleryDefaults, sliderGalleryKinds } from './config.js';
import { SliderGallery } from './slider-gallery.js';
import css from './slider-gallery.css';

export default defineElement('weft-slider-gallery', SliderGallery, {
  defaults: sliderGalleryDefaults,
  kinds: sliderGalleryKinds,
  css: carouselCss + css,
});
