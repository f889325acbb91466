import { readYesNo } from '../config.js';

/**
 * A server answer's truthy field (`restrict_areas.permission`, runtime.md §5: "access is granted only
 * if the server's restrict_areas.permission is truthy"): unlike a yes/no, a count or an id (`2`, an
 * area's id) and a word (`"granted"`) grant it. The yes/no spellings read as readYesNo reads them
 * (`"0"`, `"false"` refuse); an empty text, null, a missing field and NaN refuse.
 */
export function readTruthy(value: unknown): boolean {
  const yesNo = readYesNo(value);
  if (yesNo !== undefined) return yesNo;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (typeof value === 'string') return value.trim() !== '';
  return value !== null && value !== undefined;
}
