/**
 * Video address recognition (elements-content.md §5), the one rule every video element plays by:
 * - a vidello address is used as it is;
 * - a numeric id under videos/, video/ or channels/ (or right after vimeo.com/) on a Vimeo host
 *   becomes a Vimeo embed (an unlisted video's hash is kept);
 * - a wistia / wi.st media address becomes a Wistia embed;
 * - a YouTube link with an 11-character id becomes a YouTube embed (privacy-enhanced host);
 * - anything else is used as it is.
 * Every address passes the URL policy first (http or https; a bare "youtu.be/…" gets https).
 * Pure: no DOM, no React; the page's address is a parameter.
 */
import { normaliseWebAddress } from '../util/url.js';

export type VideoProvider = 'vidello' | 'vimeo' | 'wistia' | 'youtube' | 'other';

export interface VideoAddress {
  provider: VideoProvider;
  /** What the player loads: a frame's address, or a media file's; null when the policy refuses it. */
  embed: string | null;
  /** The provider's video id (Vimeo, Wistia, YouTube). */
  id?: string;
  /** A media file the browser plays itself in a <video>, not a page for a frame. */
  file: boolean;
  /** The player is a third party that may set marketing cookies: it waits for marketing consent. */
  marketing: boolean;
}

/** The builder's own video platform: its players are first-party and need no consent. */
export const HOSTED_PLAYER = 'https://player.weft.example';

/** Embed hosts of the providers. */
export const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed/';
export const VIMEO_EMBED = 'https://player.vimeo.com/video/';
export const WISTIA_EMBED = 'https://fast.wistia.net/embed/iframe/';

/**
 * The narrowest sandbox a hosted player works in: its own scripts and storage, casting, and
 * links to the provider's site opening in a normal new tab. No forms, no top navigation.
 */
export const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';
/** Features a player frame may use. */
export const PLAYER_ALLOW = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

const YOUTUBE_HOSTS = /^(?:(?:www|m|music)\.)?(?:youtube\.com|youtube-nocookie\.com)$/i;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_PATH = /^\/(?:embed|shorts|live|v|e)\/([^/?#]+)/;
const VIMEO_HOSTS = /^(?:[a-z0-9-]+\.)*vimeo\.com$/i;
/** A numeric id under videos/, video/ or channels/ (channels/<name>/<id> too), or right after the host. */
const VIMEO_PATH = /(?:^|\/)(?:videos|video|channels(?:\/[^/]+)?)\/(\d+)(?:\/|$)|^\/(\d+)(?:\/|$)/;
const WISTIA_HOSTS = /^(?:(?:[a-z0-9-]+\.)*wistia\.(?:com|net)|(?:[a-z0-9-]+\.)*wi\.st)$/i;
const WISTIA_PATH = /\/(?:medias|embed\/iframe|embed\/medias|embed\/playlists)\/([A-Za-z0-9]+)/;
const VIDELLO_HOSTS = /(?:^|\.)vidello\.[a-z]+$/i;
const MEDIA_FILE = /\.(?:mp4|m4v|webm|ogg|ogv|mov)$/i;

/** A YouTube start time (`t` or `start`: seconds, or "1h2m3s") in whole seconds; 0 when there is none. */
function youtubeStart(url: URL): number {
  const raw = url.searchParams.get('start') ?? url.searchParams.get('t') ?? url.hash.replace(/^#t=/, '');
  if (!raw) return 0;
  if (/^\d+s?$/.test(raw)) return parseInt(raw, 10);
  const parts = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(raw);
  if (!parts) return 0;
  return Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  let candidate: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') candidate = url.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.test(host)) {
    candidate = url.pathname === '/watch' ? url.searchParams.get('v') : YOUTUBE_PATH.exec(url.pathname)?.[1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

function origin(page: string): string | null {
  try {
    return new URL(page).origin;
  } catch {
    return null;
  }
}

/**
 * Recognises a video address. `page` is the address of the page it plays on: a frame from the
 * page's own origin or the builder's video platform is first-party and needs no consent.
 */
export function videoAddress(
  address: unknown,
  page: string = typeof location === 'undefined' ? '' : location.href,
): VideoAddress {
  const text = typeof address === 'string' ? address.trim() : '';
  const refused: VideoAddress = { provider: 'other', embed: null, file: false, marketing: false };
  if (!text) return refused;
  // A path resolves against the page; an address without a scheme ("youtu.be/…") gets https.
  const resolved = normaliseWebAddress(text);
  if (!resolved) return refused;
  const host = resolved.hostname.toLowerCase();

  if (VIDELLO_HOSTS.test(host)) return { provider: 'vidello', embed: resolved.href, file: false, marketing: true };

  if (VIMEO_HOSTS.test(host)) {
    const match = VIMEO_PATH.exec(resolved.pathname);
    const id = match?.[1] ?? match?.[2];
    if (id) {
      const embed = new URL(`${VIMEO_EMBED}${id}`);
      // An unlisted video's hash: vimeo.com/<id>/<hash>, or ?h=<hash> on the player's address.
      const after = resolved.pathname.slice(resolved.pathname.indexOf(id) + id.length).split('/')[1];
      const hash = resolved.searchParams.get('h') ?? (after && /^[0-9a-f]{6,}$/i.test(after) ? after : null);
      if (hash) embed.searchParams.set('h', hash);
      return { provider: 'vimeo', id, embed: embed.href, file: false, marketing: true };
    }
  }

  if (WISTIA_HOSTS.test(host)) {
    const id = WISTIA_PATH.exec(resolved.pathname)?.[1];
    if (id) return { provider: 'wistia', id, embed: `${WISTIA_EMBED}${id}`, file: false, marketing: true };
  }

  const youtube = youtubeId(resolved);
  if (youtube) {
    const embed = new URL(`${YOUTUBE_EMBED}${youtube}`);
    const start = youtubeStart(resolved);
    if (start > 0) embed.searchParams.set('start', String(start));
    return { provider: 'youtube', id: youtube, embed: embed.href, file: false, marketing: true };
  }

  const file = MEDIA_FILE.test(resolved.pathname);
  const own = [origin(page), origin(HOSTED_PLAYER)].includes(resolved.origin);
  // A media file plays in the page's own <video>: no third-party script runs.
  return { provider: 'other', embed: resolved.href, file, marketing: !file && !own };
}

/**
 * The embed address asked to start at once: YouTube and Vimeo `autoplay=1`, Wistia `autoPlay=true`
 * (muted as well when `muted`, as browsers only start muted players without a visitor's click).
 * Vidello and other addresses are left as they are.
 */
export function autoplayEmbed(video: VideoAddress, muted = false): string | null {
  if (!video.embed || video.file) return video.embed;
  const url = new URL(video.embed);
  if (video.provider === 'youtube' || video.provider === 'vimeo') {
    url.searchParams.set('autoplay', '1');
    if (muted) url.searchParams.set(video.provider === 'youtube' ? 'mute' : 'muted', '1');
  } else if (video.provider === 'wistia') {
    url.searchParams.set('autoPlay', 'true');
    if (muted) url.searchParams.set('muted', 'true');
  }
  return url.href;
}

/** The still image YouTube serves for a video, for a facade or a gallery thumbnail. */
export function videoThumbnail(video: VideoAddress): string | null {
  return video.provider === 'youtube' && video.id ? `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg` : null;
}
