/**
 * The member's areas table (elements-content.md §3–5): each area as `GET /website/user/get-info`
 * lists it in `restrict_permissions` — id, name, description, type_id, home_page_id,
 * redirect_config, elearning_course_id, is_blog and the member's `user_permission` (active,
 * expire, restrict_area_code) — its status, expiry and where 'Go to area' leads. Pure.
 */
import { flag } from '../config.js';
import { sitePath } from '../util/url.js';
import { areaPage, idText } from './rules.js';

export interface MemberArea {
  id?: unknown;
  restrict_area_id?: unknown;
  name?: unknown;
  description?: unknown;
  type_id?: unknown;
  home_page_id?: unknown;
  /** `{ elearning: { type: 'elearning-course', target } }`, or that as JSON text. */
  redirect_config?: unknown;
  elearning_course_id?: unknown;
  is_blog?: unknown;
  /** The member's permission record for the area; none when the member has no record. */
  user_permission?: { active?: unknown; expire?: unknown; restrict_area_code?: unknown } | null;
  /** Older answers put the record's fields at the top level; read only without `user_permission`. */
  active?: unknown;
  expire?: unknown;
}

/** The member's permission record for the area: `user_permission`, else the older top-level fields, else none. */
export function permissionOf(area: MemberArea): { active: boolean; expire: string | null } | null {
  const record = area.user_permission;
  const source =
    record && typeof record === 'object' && !Array.isArray(record)
      ? record
      : area.active !== undefined && area.active !== null
        ? { active: area.active, expire: area.expire }
        : null;
  if (!source) return null;
  const expire = source.expire;
  return {
    active: flag(source.active),
    expire: typeof expire === 'string' && expire.trim() ? expire.trim() : null,
  };
}

/** Enabled when the member's permission is active, or, with no permission record, when type_id is 1. */
export function areaEnabled(area: MemberArea): boolean {
  const permission = permissionOf(area);
  if (permission) return permission.active;
  return idText(area.type_id) === '1';
}

/** The permission's expiry date, or null. */
export function areaExpiry(area: MemberArea): string | null {
  return permissionOf(area)?.expire ?? null;
}

/** Expiry dates: day/month/year for pt_BR, otherwise month/day/year. */
export function formatExpiry(date: string | null | undefined, language: string): string {
  if (!date) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return date;
  const [, y, mo, d] = m;
  return language === 'pt_BR' ? `${d}/${mo}/${y}` : `${mo}/${d}/${y}`;
}

/** The area's e-learning redirect (`redirect_config.elearning`), whether an object or JSON text. */
export function elearningOf(area: MemberArea): { type?: string; target?: string } | null {
  let config = area.redirect_config;
  if (typeof config === 'string') {
    try {
      config = JSON.parse(config) as unknown;
    } catch {
      return null;
    }
  }
  const elearning = (config as { elearning?: unknown } | null)?.elearning;
  return elearning && typeof elearning === 'object' ? (elearning as { type?: string; target?: string }) : null;
}

export type AreaDestination = { kind: 'course'; areaId: string; newTab: boolean } | { kind: 'path'; path: string };

/**
 * Where 'Go to area' leads (elements-content.md §5): an area that links an e-learning course with
 * redirect_config type elearning-course opens its course (same or new tab); the blog area goes to
 * /feed; any other to its home page, else to the first page restricted to it, else home.
 */
export function areaDestination(
  area: MemberArea,
  pages: ReadonlyArray<{ id?: unknown; url?: unknown; restrict_areas?: unknown }> | undefined,
): AreaDestination {
  const areaId = idText(area.restrict_area_id) || idText(area.id);
  const elearning = elearningOf(area);
  if (idText(area.elearning_course_id) && elearning?.type === 'elearning-course')
    return { kind: 'course', areaId, newTab: elearning.target === 'blank' };
  if (flag(area.is_blog)) return { kind: 'path', path: '/feed' };
  const page = areaPage(areaId, [{ id: areaId, home_page_id: area.home_page_id }], pages);
  return { kind: 'path', path: (typeof page?.url === 'string' && sitePath(page.url)) || '/' };
}
