import { defineElement } from '../../src/define.js';
import { carouselCss } from '../../src/ui/carousel.js';
import { newsSliderDefaults, newsSliderKinds } from './config.js';
import { NewsSlider } from './news-slider.js';
import familyCss from '../../src/blog/list-family.css';
import css from './news-slider.css';

export default defineElement('weft-news-slider', NewsSlider, {
  defaults: newsSliderDefaults,
  kinds: newsSliderKinds,
  css: `${carouselCss}\n${familyCss}\n${css}`,
});
