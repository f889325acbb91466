/**
 * The lead's marketing data (runtime.md §7: GET /cheetah/search-mboss, stored as mboss-data).
 * Panels with enable_tags (runtime.md §4) show or hide when it arrives, which is usually after
 * their first render (the lookup waits for marketing consent): `marketingDataChanged` ticks each
 * time it is stored here or changed in another tab, and readers read storage again then (so a value
 * written or cleared by other code, a logout say, is what they see on their next render).
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { local, readJson } from '../util/storage.js';

export const MARKETING_DATA_KEY = 'mboss-data';

const version = signal(0);

/** Ticks whenever the marketing data changes; read it to re-render then. */
export const marketingDataChanged: ReadonlySignal<number> = version;

/** The stored marketing data, or null. */
export function readMarketingData(): unknown {
  return readJson(local, MARKETING_DATA_KEY);
}

/** Stores the lead's marketing data (null removes it) and tells everything that reads it. */
export function storeMarketingData(value: unknown): void {
  if (value === null || value === undefined) local.remove(MARKETING_DATA_KEY);
  else local.set(MARKETING_DATA_KEY, JSON.stringify(value));
  version.value++;
}

addEventListener('storage', (event) => {
  if (event.key === MARKETING_DATA_KEY || event.key === null) version.value++;
});
