import type { Kinds } from '../../src/config.js';

/** The calendar chosen in the editor (elements-content.md §3 Booking calendar). */
export interface CalendarSettings {
  /** The booking service's address of the calendar; empty: the 'select booking calendar' prompt. */
  src: string;
  /** Show the calendar's information (name, description) above its slots. */
  showInfo: boolean;
  /** Let the visitor choose among the calendar's groups. */
  showGroup: boolean;
  /** The group shown; '' for every group. */
  group: string | number;
  /** Where the visitor goes after booking: a page id (typeRedir page) or a web address; '' stays. */
  forceRedir: string | number;
  /** page: forceRedir is a page of this site; anything else: a web address. */
  typeRedir: string;
}

/** The booking calendar embed; every field of the spec's table with its default. */
export interface BookingCalendarConfig {
  /** The calendar embedded: its address, the info and group options, and the redirect after booking. */
  calendar: CalendarSettings;
  /** As wide as the page allows (no max width). */
  fullWidth: boolean;
  /** As tall as the screen. */
  fullHeight: boolean;
}

/** A calendar frame is this tall unless the config sets a height (the spec gives none). */
export const CALENDAR_HEIGHT = 600;

export const bookingCalendarDefaults: BookingCalendarConfig & { height: number } = {
  calendar: { src: '', showInfo: true, showGroup: false, group: '', forceRedir: '', typeRedir: 'page' },
  fullWidth: false,
  fullHeight: false,
  height: CALENDAR_HEIGHT,
};

/** How each field is read (src/config.ts); rotation and the sizes come with the common config. */
export const bookingCalendarKinds: Kinds = {
  calendar: 'object',
  'calendar.src': 'url',
  'calendar.showInfo': 'boolean',
  'calendar.showGroup': 'boolean',
  'calendar.group': 'id',
  'calendar.forceRedir': 'id',
  'calendar.typeRedir': 'text',
  fullWidth: 'boolean',
  fullHeight: 'boolean',
};
