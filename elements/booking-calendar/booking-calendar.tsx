import type { ElementProps } from '../../src/define.js';
import type { BookingCalendarConfig } from './config.js';

export function BookingCalendar({ config }: ElementProps<BookingCalendarConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
