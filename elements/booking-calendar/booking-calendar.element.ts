import { defineElement } from '../../src/define.js';
import { bookingCalendarDefaults, bookingCalendarKinds } from './config.js';
import { BookingCalendar } from './booking-calendar.js';
import css from './booking-calendar.css';

export default defineElement('weft-booking-calendar', BookingCalendar, {
  defaults: bookingCalendarDefaults,
  kinds: bookingCalendarKinds,
  css,
});
