/**
 * Video address recognition (elements-content.md §5): vidello as is; a numeric id under a
 * videos/video/channels path becomes a Vimeo embed; wistia/wi.st media become Wistia embeds; an
 * 11-character YouTube id becomes a YouTube embed; anything else as is. Always through the URL policy.
 */
import { navigableUrl } from './url.js';

const YOUTUBE =
  /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/|v\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;
const VIMEO = /vimeo\.com\/(?:.*\/)?(?:videos?|channels\/[^/]+)?\/?(\d+)(?:$|[/?#])/;
const WISTIA = /(?:wistia\.(?:com|net)|wi\.st)\/(?:medias|embed\/iframe)\/([A-Za-z0-9]+)/;

export type VideoProvider = 'youtube' | 'vimeo' | 'wistia' | 'vidello' | 'other';

export interface VideoAddress {
  provider: VideoProvider;
  /** The address to put in a frame, or null when the policy refuses it. */
  embed: string | null;
  id?: string;
}

export function recogniseVideo(address: unknown): VideoAddress {
  const text = typeof address === 'string' ? address.trim() : '';
  if (/vidello\./i.test(text)) return { provider: 'vidello', embed: navigableUrl(text)?.href ?? null };
  const youtube = YOUTUBE.exec(text);
  if (youtube) return { provider: 'youtube', id: youtube[1], embed: `https://www.youtube.com/embed/${youtube[1]}` };
  const vimeo = VIMEO.exec(text);
  if (vimeo && !/player\.vimeo\.com\/video\/\d+/.test(text)) {
    return { provider: 'vimeo', id: vimeo[1], embed: `https://player.vimeo.com/video/${vimeo[1]}` };
  }
  if (/player\.vimeo\.com\/video\/(\d+)/.test(text)) {
    const id = /player\.vimeo\.com\/video\/(\d+)/.exec(text)![1];
    return { provider: 'vimeo', id, embed: navigableUrl(text)?.href ?? null };
  }
  const wistia = WISTIA.exec(text);
  if (wistia) return { provider: 'wistia', id: wistia[1], embed: `https://fast.wistia.net/embed/iframe/${wistia[1]}` };
  return { provider: 'other', embed: navigableUrl(text)?.href ?? null };
}
