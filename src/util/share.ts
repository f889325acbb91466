/**
 * The share targets (elements-content.md §2 "Post page" share bar, elements-lead-capture.md
 * "Referral launch widget"): one table, in the spec's order, each with its name, icon and address.
 * Pure: no DOM.
 */
import { safeUrl } from './url.js';

export type ShareId = 'copy' | 'email' | 'facebook' | 'twitter' | 'pinterest' | 'linkedin' | 'whatsapp' | 'telegram';

export interface ShareTarget {
  id: ShareId;
  /** The network's name in "Share on {{network}}" (brand names are not translated). */
  name: string;
  /** An icon on a 24-unit grid, drawn with strokes. */
  icon: string;
  /** Only offered on the mobile device class. */
  mobileOnly?: boolean;
  /** The share address (none for copy, which is a button). */
  address?(post: Shared): string;
}

/** What a share address is made of: a post's or a referral link's. */
export interface Shared {
  /** The address shared. */
  link: string;
  title: string;
  /** A picture (pinterest pins it); '' when none. */
  image: string;
}

/** `name=value` pairs, URL-encoded, leaving out empty values (a link shared without a title has no text). */
function query(pairs: Record<string, string>): string {
  return Object.entries(pairs)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
}

/** In the spec's order: copy link, email, facebook, twitter, pinterest, linkedin, whatsapp, telegram. */
export const SHARE_TARGETS: readonly ShareTarget[] = [
  { id: 'copy', name: 'Copy link', icon: 'M8 8h12v12H8zM4 16V4h12' },
  {
    id: 'email',
    name: 'Email',
    icon: 'M3 6h18v12H3zM3 7l9 6 9-6',
    address: (p) => `mailto:?${query({ subject: p.title, body: p.link })}`,
  },
  {
    id: 'facebook',
    name: 'Facebook',
    icon: 'M10 21V8a4 4 0 0 1 4-4h3M6.5 11H15',
    address: (p) => `https://www.facebook.com/sharer/sharer.php?${query({ u: p.link })}`,
  },
  {
    id: 'twitter',
    name: 'X (Twitter)',
    icon: 'M4 4h4.5L20 20h-4.5zM19.5 4l-6.3 7M4.5 20l6.3-7',
    address: (p) => `https://twitter.com/intent/tweet?${query({ url: p.link, text: p.title })}`,
  },
  {
    id: 'pinterest',
    name: 'Pinterest',
    icon: 'M11 8.5c3-1 5 .5 5 3s-2 4-4 3.5M12.5 10L9 21M12 3a9 9 0 1 0 .01 0',
    address: (p) => `https://pinterest.com/pin/create/button/?${query({ url: p.link, description: p.title, media: p.image })}`,
  },
  {
    id: 'linkedin',
    name: 'LinkedIn',
    icon: 'M5 10v9M5 5.5v.01M10 19v-9M10 14a4 4 0 0 1 8 0v5',
    address: (p) => `https://www.linkedin.com/sharing/share-offsite/?${query({ url: p.link })}`,
  },
  {
    id: 'whatsapp',
    name: 'WhatsApp',
    icon: 'M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z',
    address: (p) => `https://wa.me/?${query({ text: `${p.title} ${p.link}`.trim() })}`,
  },
  {
    id: 'telegram',
    name: 'Telegram',
    icon: 'M21 4L3 11l6 2 2 7 3-4 5 4zM9 13l12-9',
    mobileOnly: true,
    address: (p) => `https://t.me/share/url?${query({ url: p.link, text: p.title })}`,
  },
];

/** A target's address for what is shared, if the URL policy allows it; null for copy. */
export function shareAddress(target: ShareTarget, shared: Shared): string | null {
  return target.address ? (safeUrl(target.address(shared))?.href ?? null) : null;
}
