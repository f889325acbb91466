/**
 * The launch widget's pure decisions (elements-lead-capture.md "Referral launch widget"): who is
 * sharing, which page the link opens, the link itself, each network's share address, and the
 * ranking answer. No DOM, no React.
 */
import { SHARE_TARGETS, shareAddress as sharedAddress, type ShareTarget } from '../../src/util/share.js';
import { navigableUrl, normaliseWebAddress } from '../../src/util/url.js';

/** localStorage key of the subscriber id (CONTRACT §7). */
export const SUBSCRIBER_KEY = 'mbsubscriber_uid';
/** The office's affiliate cookie: the aid when the address carries none. */
export const AID_COOKIE = 'IdPaiOffice';

export interface Referral {
  /** The affiliate id kept in the shared link. */
  aid: string | null;
  /** The launch the visitor came in through, kept so friends land in the same one. */
  launch: string | null;
  /** The visitor's subscriber id: it becomes origin_uid, credited for every sign-up by the link. */
  subscriber: string | null;
  /** The subscriber id came from the address, so it is stored for later visits. */
  subscriberFromQuery: boolean;
}

const present = (value: string | null | undefined): string | null => value?.trim() || null;

/** One cookie's value from `document.cookie` text. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    const raw = pair.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * aid: the query's, else `#aid=<number>` in the hash, else the IdPaiOffice cookie. Subscriber:
 * mbsubscriber_uid, else uid from the query, else the stored one.
 */
export function readReferral(page: { search: string; hash: string; cookies: string; stored: string | null }): Referral {
  const query = new URLSearchParams(page.search);
  const hashAid = /(?:^#?|[&?/;])aid=(\d+)(?!\w)/.exec(page.hash)?.[1] ?? null;
  const queried = present(query.get('mbsubscriber_uid')) ?? present(query.get('uid'));
  return {
    aid: present(query.get('aid')) ?? hashAid ?? present(cookieValue(page.cookies, AID_COOKIE)),
    launch: present(query.get('launch')),
    subscriber: queried ?? present(page.stored),
    subscriberFromQuery: queried !== null,
  };
}

/**
 * The page the link opens: the owner's `url` (a page url such as "launch", a path, or an address)
 * or the current page. Only its origin and path are kept: the visitor's own query (their uid)
 * must not travel with the link.
 */
export function sharePage(url: string, here: string): URL | null {
  const value = url.trim();
  let page: URL | null;
  if (!value) page = navigableUrl(here);
  else if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(value)) page = navigableUrl(value);
  // "example.com/launch" is an address; "launch" or "/launch" is a page of this site.
  else if (/^[^/?#]+\.[a-z]{2,}(?:[/:?#]|$)/i.test(value)) page = normaliseWebAddress(value);
  else page = navigableUrl(new URL(`/${value.replace(/^\/+/, '')}`, here).href);
  return page && new URL(page.origin + page.pathname);
}

/** `{origin}/{page}?aid={id}&origin_uid={subscriber id}`, leaving out what is unknown. */
export function shareLink(page: URL, referral: Referral): string {
  const link = new URL(page.href);
  if (referral.aid) link.searchParams.set('aid', referral.aid);
  if (referral.subscriber) link.searchParams.set('origin_uid', referral.subscriber);
  if (referral.launch) link.searchParams.set('launch', referral.launch);
  return link.href;
}

/** The networks the launch widget offers, in the spec's order: every share target but copy and pinterest. */
export const NETWORKS: readonly ShareTarget[] = SHARE_TARGETS.filter((t) => t.id !== 'copy' && t.id !== 'pinterest');

/** A network's share address for the referral link, if the URL policy allows it. */
export function shareAddress(network: ShareTarget, link: string): string | null {
  return sharedAddress(network, { link, title: '', image: '' });
}

export interface Ranking {
  position: number | null;
  total: number | null;
  /** People registered through the visitor's link; null when the answer does not say. */
  registered: number | null;
}

function count(value: unknown, min: number): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isInteger(n) && n >= min ? n : null;
}

/** GET /cheetah/pixel/ranking's answer `{ rank_position, rank_total, registered? }` (or inside `data`). */
export function readRanking(answer: unknown): Ranking {
  const body = (answer as { data?: unknown } | null)?.data ?? answer;
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const position = count(fields['rank_position'], 1);
  const total = count(fields['rank_total'], 1);
  const ranked = position !== null && total !== null && position <= total;
  return {
    position: ranked ? position : null,
    total: ranked ? total : null,
    registered: count(fields['registered'], 0),
  };
}
