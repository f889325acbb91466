/**
 * The blog's restricted area (spec elements-content.md §6, §7): which area of the site it is, and
 * the members API call that links a member who reads a restricted post to it.
 */
import { flag } from '../config.js';
import { members } from '../http/index.js';
import { siteData } from '../base/data.js';
import { blogMember } from './member.js';
import { isRecord, listOf } from './values.js';

/**
 * The id of the blog's restricted area: the members area (site data `members_area.areas`) or a
 * page's restricted area flagged `is_blog`. Null when the site has none.
 */
function blogAreaId(): number | string | null {
  const data = siteData() as { members_area?: { areas?: unknown } } | null;
  const pages = (siteData()?.pages ?? []).flatMap((p) => (Array.isArray(p?.restrict_areas) ? p.restrict_areas : []));
  const areas = [...listOf(data?.members_area?.areas), ...pages].filter(isRecord);
  const area = areas.find((a) => flag(a['is_blog']));
  if (!area) return null;
  const value = area['restrict_area_id'] ?? area['id'];
  return typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : null;
}

/**
 * GET set-blog-area on the members API (user_email, restrict_id): links the logged-in member to
 * the blog's restricted area when they read a restricted post (spec §6, §7). Resolves false when
 * there is no member or no blog area (nothing sent); rejects with an ApiError when the call fails.
 */
export async function setBlogArea(restrictId: number | string | null = blogAreaId()): Promise<boolean> {
  const member = blogMember();
  if (!member || restrictId === null || restrictId === '') return false;
  await members.get('/set-blog-area', { searchParams: { user_email: member.email, restrict_id: String(restrictId) } });
  return true;
}
