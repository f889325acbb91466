import { useEffect, useMemo } from 'react';
import { useHost, type ElementProps } from '../../src/define.js';
import { ConsentGate } from '../../src/embeds/facade.js';
import { hostInputs, siteBase } from '../../src/http/index.js';
import { useT } from '../../src/i18n/index.js';
import { siteData } from '../../src/site/data.js';
import type { BookingCalendarConfig } from './config.js';
import { calendarAddress } from './rules.js';
import { nameOf } from '../../src/util/name.js';

/**
 * The booking service's pages run its scripts, keep its session in its own origin, post its
 * forms and may open a confirmation in a new window. Only a calendar with a redirect after booking
 * may send the page elsewhere (allow-top-navigation is added then).
 */
export const CALENDAR_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** fullWidth and fullHeight as host attributes, which the element's styles size. */
export function useFullSize(host: HTMLElement, fullWidth: boolean, fullHeight: boolean): void {
  useEffect(() => {
    host.toggleAttribute('data-full-width', fullWidth);
    host.toggleAttribute('data-full-height', fullHeight);
  }, [host, fullWidth, fullHeight]);
}

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
  if (!address) {
    return (
      <div part="placeholder" className="placeholder">
        {t('ct-select-booking-calendar')}
      </div>
    );
  }
  return (
    <div part="base" className="embed">
      <ConsentGate message={t('ct-load-booking-calendar-consent')} action={t('ct-load-booking-calendar')}>
        {() => (
          <iframe
            part="calendar"
            src={address}
            title={t('ct-booking-calendar')}
            loading="lazy"
            sandbox={redirects ? `${CALENDAR_SANDBOX} allow-top-navigation` : CALENDAR_SANDBOX}
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </ConsentGate>
    </div>
  );
}
