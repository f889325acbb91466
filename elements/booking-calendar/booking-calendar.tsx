import { useEffect, useMemo } from 'react';
import { useHost, type ElementProps } from '../../src/define.js';
import { ServiceFrame, useFullSize } from '../../src/embeds/service-frame.js';
import { Placeholder } from '../../src/ui/placeholder.js';
import { hostInputs, siteBase } from '../../src/http/index.js';
import { useT } from '../../src/i18n/index.js';
import { siteData } from '../../src/base/data.js';
import type { BookingCalendarConfig } from './config.js';
import { calendarAddress } from './rules.js';
import { nameOf } from '../../src/util/name.js';

/**
 * The booking service's pages run its scripts, keep its session in its own origin, post its
 * forms and may open a confirmation in a new window. Only a calendar with a redirect after booking
 * may send the page elsewhere (allow-top-navigation is added then).
 */
export const CALENDAR_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

export function BookingCalendar({ config }: ElementProps<BookingCalendarConfig>) {
  const t = useT();
  const host = useHost();
  useFullSize(host, config.fullWidth, config.fullHeight);
  const { address, problem, redirects } = useMemo(
    () => calendarAddress(config.calendar, { pages: siteData()?.pages ?? [], origin: siteBase(hostInputs()) }),
    [config.calendar],
  );
  useEffect(() => {
    if (problem) console.error(`${nameOf(host)} ${problem}`);
  }, [problem, host]);
  if (!address) return <Placeholder>{t('ct-select-booking-calendar')}</Placeholder>;
  return (
    <ServiceFrame
      part="calendar"
      src={address}
      title={t('ct-booking-calendar')}
      sandbox={redirects ? `${CALENDAR_SANDBOX} allow-top-navigation` : CALENDAR_SANDBOX}
      consent={{ message: t('ct-load-booking-calendar-consent'), action: t('ct-load-booking-calendar') }}
    />
  );
}
