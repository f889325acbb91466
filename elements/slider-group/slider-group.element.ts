import { defineElement } from '../../src/define.js';
import { carouselCss } from '../../src/ui/carousel.js';
import { sliderGroupChoices, sliderGroupDefaults, sliderGroupKinds } from './config.js';
import { SliderGroup } from './slider-group.js';
import css from './slider-group.css';

export default defineElement('weft-slider-group', SliderGroup, {
  defaults: sliderGroupDefaults,
  choices: sliderGroupChoices,
  kinds: sliderGroupKinds,
  css: carouselCss + css,
});
