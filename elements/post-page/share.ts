/**
 * The post page's share bar and author links (elements-content.md §2 "Post page", §3 "Post-page
 * settings"): which targets show, in the spec's order, and each one's address. Pure: no DOM.
 */
import type { BlogAuthor } from '../../src/blog/types.js';
import { normaliseWebAddress, safeUrl } from '../../src/util/url.js';

/** The share bar's switches, as post-page settings name them. */
export interface ShareSwitches {
  email: boolean;
  copy: boolean;
  facebook: boolean;
  instagram: boolean;
  twitter: boolean;
  linkedin: boolean;
  youtube: boolean;
  medium: boolean;
  pinterest: boolean;
  whatsapp: boolean;
  telegram: boolean;
}

export type ShareId = 'copy' | 'email' | 'facebook' | 'twitter' | 'pinterest' | 'linkedin' | 'whatsapp' | 'telegram';

export interface ShareTarget {
  id: ShareId;
  /** The network's name in "Share on {{network}}" (brand names are not translated). */
  name: string;
  /** An icon on a 24-unit grid, drawn with strokes. */
  icon: string;
  /** Only offered on the mobile device class. */
  mobileOnly?: boolean;
  /** The share address of a post (none for copy, which is a button). */
  address?(post: SharedPost): string;
}

/** What a share address is made of. */
export interface SharedPost {
  /** The post's public address. */
  link: string;
  title: string;
  /** The post's picture (pinterest pins it); '' when none. */
  image: string;
}

const q = encodeURIComponent;

/** In the spec's order: copy link, email, facebook, twitter, pinterest, linkedin, whatsapp, telegram. */
export const SHARE_TARGETS: readonly ShareTarget[] = [
  { id: 'copy', name: 'Copy link', icon: 'M8 8h12v12H8zM4 16V4h12' },
  {
    id: 'email',
    name: 'Email',
    icon: 'M3 6h18v12H3zM3 7l9 6 9-6',
    address: (p) => `mailto:?subject=${q(p.title)}&body=${q(p.link)}`,
  },
  {
    id: 'facebook',
    name: 'Facebook',
    icon: 'M10 21V8a4 4 0 0 1 4-4h3M6.5 11H15',
    address: (p) => `https://www.facebook.com/sharer/sharer.php?u=${q(p.link)}`,
  },
  {
    id: 'twitter',
    name: 'X (Twitter)',
    icon: 'M4 4h4.5L20 20h-4.5zM19.5 4l-6.3 7M4.5 20l6.3-7',
    address: (p) => `https://twitter.com/intent/tweet?url=${q(p.link)}&text=${q(p.title)}`,
  },
  {
    id: 'pinterest',
    name: 'Pinterest',
    icon: 'M11 8.5c3-1 5 .5 5 3s-2 4-4 3.5M12.5 10L9 21M12 3a9 9 0 1 0 .01 0',
    address: (p) =>
      `https://pinterest.com/pin/create/button/?url=${q(p.link)}&description=${q(p.title)}${p.image ? `&media=${q(p.image)}` : ''}`,
  },
  {
    id: 'linkedin',
    name: 'LinkedIn',
    icon: 'M5 10v9M5 5.5v.01M10 19v-9M10 14a4 4 0 0 1 8 0v5',
    address: (p) => `https://www.linkedin.com/sharing/share-offsite/?url=${q(p.link)}`,
  },
  {
    id: 'whatsapp',
    name: 'WhatsApp',
    icon: 'M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z',
    address: (p) => `https://wa.me/?text=${q(`${p.title} ${p.link}`.trim())}`,
  },
  {
    id: 'telegram',
    name: 'Telegram',
    icon: 'M21 4L3 11l6 2 2 7 3-4 5 4zM9 13l12-9',
    mobileOnly: true,
    address: (p) => `https://t.me/share/url?url=${q(p.link)}&text=${q(p.title)}`,
  },
];

/** The targets the share bar offers: switched on, and telegram only on mobile. */
export function shareTargets(switches: ShareSwitches, mobile: boolean): ShareTarget[] {
  return SHARE_TARGETS.filter((target) => switches[target.id] && (!target.mobileOnly || mobile));
}

/** A target's address for a post, if the URL policy allows it; null for copy. */
export function shareAddress(target: ShareTarget, post: SharedPost): string | null {
  return target.address ? (safeUrl(target.address(post))?.href ?? null) : null;
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
