/** Google Consent Mode v2, kept in step with the visitor's choice. */
import type { Consent } from './state.js';

type Gtag = (...args: unknown[]) => void;

function gtag(): Gtag {
  const w = window as unknown as { gtag?: Gtag; dataLayer?: unknown[] };
  if (typeof w.gtag === 'function') return w.gtag;
  w.dataLayer ??= [];
  // gtag.js reads arguments objects (not arrays) from dataLayer, exactly as its own snippet pushes them.
  return function () {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
}

export function consentModeState(state: Consent): Record<string, 'granted' | 'denied'> {
  const analytics = state.accepted.includes('analytics') ? 'granted' : 'denied';
  const marketing = state.accepted.includes('marketing') ? 'granted' : 'denied';
  return {
    analytics_storage: analytics,
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
    functionality_storage: 'granted',
    security_storage: 'granted',
  };
}

export function consentDefault(state: Consent): void {
  gtag()('consent', 'default', { ...consentModeState(state), wait_for_update: 500 });
}

export function consentUpdate(state: Consent): void {
  gtag()('consent', 'update', consentModeState(state));
}
