import type { Kinds } from '../../src/config.js';

/** The booking-calendar element's config: every field of the spec's table, with its default. */
export interface BookingCalendarConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const bookingCalendarDefaults: BookingCalendarConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const bookingCalendarKinds: Kinds = {
  text: 'text',
};
