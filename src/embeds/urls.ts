/** Embed addresses with the spec's query parameters (elements-lead-capture.md §5). */
import { HOSTED_PLAYER, videoAddress } from './video-address.js';

/** The builder's own video platform (named with the video address recognition, which treats it as first-party). */
export { HOSTED_PLAYER };

export interface YoutubeOptions {
  autoplay: boolean;
  loop: boolean;
  /** checkBoxControl: hide the player's controls. */
  hideControls: boolean;
  start: number;
  end: number;
  /** Loaded by the visitor's click on the facade's Play: it plays at once, with sound (mute=0). */
  byClick?: boolean;
}

/**
 * YouTube: autoplay=1 with mute (browsers only autoplay muted players nobody clicked), loop=1 with
 * playlist, controls=0, start, end. After the visitor's click on Play: autoplay=1 with mute=0, as the
 * spec has it, so one click plays the video.
 */
export function youtubeEmbed(src: string, o: YoutubeOptions): string | null {
  const video = videoAddress(src);
  if (video.provider !== 'youtube' || !video.id) return null;
  const url = new URL(`https://www.youtube-nocookie.com/embed/${video.id}`);
  if (o.autoplay || o.byClick) {
    url.searchParams.set('autoplay', '1');
    url.searchParams.set('mute', o.byClick ? '0' : '1');
  }
  if (o.loop) {
    url.searchParams.set('loop', '1');
    url.searchParams.set('playlist', video.id);
  }
  if (o.hideControls) url.searchParams.set('controls', '0');
  if (o.start > 0) url.searchParams.set('start', String(Math.floor(o.start)));
  if (o.end > 0) url.searchParams.set('end', String(Math.floor(o.end)));
  return url.href;
}

/** Vimeo: autoplay=1 (muted, as browsers require, unless the visitor clicked Play: `byClick`) and loop=1. */
export function vimeoEmbed(src: string, o: { autoplay: boolean; loop: boolean; byClick?: boolean }): string | null {
  const video = videoAddress(src);
  if (video.provider !== 'vimeo' || !video.id) return null;
  const url = new URL(`https://player.vimeo.com/video/${video.id}`);
  if (o.autoplay || o.byClick) {
    url.searchParams.set('autoplay', '1');
    if (!o.byClick) url.searchParams.set('muted', '1');
  }
  if (o.loop) url.searchParams.set('loop', '1');
  return url.href;
}

/** The still image a YouTube facade shows before the player loads. */
export function youtubeThumbnail(src: string): string | null {
  const video = videoAddress(src);
  return video.provider === 'youtube' && video.id ? `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg` : null;
}

/** The webinar host. */
export const WEBINAR_HOST = 'https://webinar.weft.example';
/** The platform's player script, added to the page head once for every hosted video on it (spec §7). */
export const HOSTED_PLAYER_SCRIPT = `${HOSTED_PLAYER}/player.js`;

/** Hosted video: the platform's embed page for the video id, autoplay=true when asked. */
export function hostedEmbed(id: string, player: string, autoplay: boolean): string | null {
  if (!id.trim()) return null;
  const url = new URL(`${HOSTED_PLAYER}/embed/${encodeURIComponent(id.trim())}`);
  if (player.trim()) url.searchParams.set('player', player.trim());
  if (autoplay) url.searchParams.set('autoplay', 'true');
  return url.href;
}

/** Webinar: the webinar host's embed page with the webinar's id and secret. */
export function webinarEmbed(src: string, id: string, secret: string): string | null {
  if (!id.trim()) return null;
  let base: URL;
  try {
    base = new URL(src.trim() || WEBINAR_HOST);
  } catch {
    return null;
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return null;
  const url = new URL('/embed', base);
  url.searchParams.set('id', id.trim());
  url.searchParams.set('secret', secret.trim());
  return url.href;
}
