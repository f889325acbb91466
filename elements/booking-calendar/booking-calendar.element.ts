import { defineElement } from '../../src/define.js';
import embedsCss from '../../src/styles/embeds.css';
import frameCss from '../../src/styles/service-frame.css';
import { BookingCalendar } from './booking-calendar.js';
import css from './booking-calendar.css';
import { bookingCalendarDefaults, bookingCalendarKinds } from './config.js';

export default defineElement('weft-booking-calendar', BookingCalendar, {
  defaults: bookingCalendarDefaults,
  kinds: bookingCalendarKinds,
  css: `${embedsCss}\n${frameCss}\n${css}`,
});
