import { defineElement } from '../../src/define.js';
import { sliderGroupDefaults, sliderGroupKinds } from './config.js';
import { SliderGroup } from './slider-group.js';
import css from './slider-group.css';

export default defineElement('weft-slider-group', SliderGroup, {
  defaults: sliderGroupDefaults,
  kinds: sliderGroupKinds,
  css,
});
