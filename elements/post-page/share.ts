/**
 * The post page's share bar and author links (elements-content.md §2 "Post page", §3 "Post-page
 * settings"): which targets show, in the spec's order, and each one's address. Pure: no DOM.
 */
import type { BlogAuthor } from '../../src/blog/types.js';
import { SHARE_TARGETS, type ShareTarget } from '../../src/util/share.js';
import { normaliseWebAddress } from '../../src/util/url.js';

export { shareAddress, SHARE_TARGETS, type Shared as SharedPost, type ShareId, type ShareTarget } from '../../src/util/share.js';

/** The share bar's switches, as post-page settings name them: which targets show. */
export interface ShareSwitches {
  /** Share by e-mail. */
  email: boolean;
  /** Copy the post's address. */
  copy: boolean;
  /** Share on Facebook. */
  facebook: boolean;
  /** No share address: the author box links the author's profile there when on. */
  instagram: boolean;
  /** Share on X (Twitter). */
  twitter: boolean;
  /** Share on LinkedIn. */
  linkedin: boolean;
  /** No share address: the author box links the author's profile there when on. */
  youtube: boolean;
  /** No share address: the author box links the author's profile there when on. */
  medium: boolean;
  /** Share on Pinterest. */
  pinterest: boolean;
  /** Share on WhatsApp. */
  whatsapp: boolean;
  /** Offered on the mobile device class only. */
  telegram: boolean;
}

/** The targets the share bar offers: switched on, and telegram only on mobile. */
export function shareTargets(switches: ShareSwitches, mobile: boolean): ShareTarget[] {
  return SHARE_TARGETS.filter((target) => switches[target.id] && (!target.mobileOnly || mobile));
}

/** The public address of a post: `{origin}/blog/{post url}`. */
export function postLink(origin: string, url: string): string {
  return `${origin}/blog/${url.split('/').map(encodeURIComponent).join('/')}`;
}

export type ProfileId = 'facebook' | 'instagram' | 'twitter' | 'linkedin' | 'youtube' | 'medium';

export interface Profile {
  id: ProfileId;
  name: string;
  icon: string;
  href: string;
}

/** The author's profiles in the author box, in the spec's order of the author's fields. */
const PROFILES: ReadonlyArray<{ id: ProfileId; name: string; field: keyof BlogAuthor; icon: string }> = [
  { id: 'facebook', name: 'Facebook', field: 'facebook_url', icon: 'M10 21V8a4 4 0 0 1 4-4h3M6.5 11H15' },
  {
    id: 'instagram',
    name: 'Instagram',
    field: 'instagram_url',
    icon: 'M4 4h16v16H4zM12 8.5a3.5 3.5 0 1 0 .01 0M16.5 7v.01',
  },
  { id: 'twitter', name: 'X (Twitter)', field: 'twitter_url', icon: 'M4 4h4.5L20 20h-4.5zM19.5 4l-6.3 7M4.5 20l6.3-7' },
  { id: 'linkedin', name: 'LinkedIn', field: 'linkedin_url', icon: 'M5 10v9M5 5.5v.01M10 19v-9M10 14a4 4 0 0 1 8 0v5' },
  { id: 'youtube', name: 'YouTube', field: 'youtube_url', icon: 'M3 7h18v10H3zM10 9.5v5l4.5-2.5z' },
  { id: 'medium', name: 'Medium', field: 'medium_url', icon: 'M4 7a3.5 5 0 1 0 7 0 3.5 5 0 1 0-7 0M14 7v10M18 7v10' },
];

/**
 * The author's profile links: each network the owner left switched on (the share bar's switches
 * are the post page's networks) for which the author has an http(s) address.
 */
export function authorProfiles(author: BlogAuthor | null, switches: ShareSwitches): Profile[] {
  if (!author) return [];
  return PROFILES.flatMap(({ id, name, field, icon }) => {
    if (!switches[id]) return [];
    // "facebook.com/me" is an address on the web, not a path of this site.
    const href = normaliseWebAddress(author[field])?.href;
    return href ? [{ id, name, icon, href }] : [];
  });
}
