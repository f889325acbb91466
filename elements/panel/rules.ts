/** A panel's decisions as plain functions (runtime.md §3–4, §9). */

/** Hide-panel time units: seconds × 1000, minutes × 60000. */
export function hideDelayMs(time: number, units: string): number {
  const n = Math.max(0, Number(time) || 0);
  return units === 'minutes' ? n * 60_000 : n * 1000;
}

/** The tag that always hides a panel. */
export const HIDDEN_TAG = 'painelhide';

export interface TagCondition {
  column: string;
  /** equal, bigger or smaller. */
  operator: string;
  value: string | number;
}

function isCondition(value: unknown): value is TagCondition {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The lead's marketing data (localStorage mboss-data) satisfies every condition. The list is owner
 * data: entries that are not conditions (objects) are left out.
 */
export function tagsAllow(list: readonly unknown[], data: unknown): boolean {
  const conditions = Array.isArray(list) ? list.filter(isCondition) : [];
  if (!conditions.length) return true;
  if (!data || typeof data !== 'object') return false;
  const record = (Array.isArray(data) ? data[0] : data) as Record<string, unknown> | undefined;
  if (!record) return false;
  return conditions.every(({ column, operator, value }) => {
    const have = typeof column === 'string' ? record[column] : undefined;
    if (have === undefined || have === null) return false;
    const a = Number(have);
    const b = Number(value);
    const numeric = Number.isFinite(a) && Number.isFinite(b) && String(have).trim() !== '' && String(value).trim() !== '';
    switch (operator) {
      case 'bigger':
        return numeric ? a > b : String(have) > String(value);
      case 'smaller':
        return numeric ? a < b : String(have) < String(value);
      default:
        return numeric ? a === b : String(have).toLowerCase() === String(value).toLowerCase();
    }
  });
}

/** Parallax speed: the config's number divided by 10 (default 20 → 2). */
export function parallaxFactor(speed: number): number {
  return (Number(speed) || 20) / 10;
}

/**
 * How far the background moves for a panel whose top is `top` px from the viewport's top: it
 * scrolls at 1/factor of the page's speed, so it seems further away.
 */
export function parallaxOffset(top: number, factor: number): number {
  return factor > 0 ? Math.round(-top * (1 - 1 / Math.max(1, factor))) : 0;
}
