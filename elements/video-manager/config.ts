import type { Kinds } from '../../src/config.js';

/** The video management service's player (elements-content.md §7): embed/{secret}?allowpause=1 and the flags. */
export const VIDEO_MANAGER_PLAYER = 'https://player.panda.weft.example';

/** The video management service element (elements-content.md §3): one video by its secret. */
export interface VideoManagerConfig {
  /** The video's secret on the service; none: the prompt 'select Panda video'. */
  secret: string;
  /** Ask the service to start the video at once (its autoplay flag). */
  autoplay: boolean;
  /** The service's countdown before the video starts. */
  countdown: boolean;
  /** Ask the service to play the video again when it ends (its loop flag). */
  loop: boolean;
  /** The player's own controls. */
  controls: boolean;
  /** The player's theme on the service (its name, e.g. "dark"), passed as it is. */
  theme: string;
  /** The player's height, pixels or a CSS length (360 by default). */
  height: number | string | null;
  /** The player's least height, pixels or a CSS length (200 by default). */
  minHeight: number | string | null;
}

export const videoManagerDefaults: VideoManagerConfig = {
  secret: '',
  autoplay: false,
  countdown: false,
  loop: false,
  controls: true,
  theme: '',
  height: 360,
  minHeight: 200,
};

/** How each field is read (src/config.ts); height and minHeight come with the common config. */
export const videoManagerKinds: Kinds = {
  secret: 'text',
  autoplay: 'boolean',
  countdown: 'boolean',
  loop: 'boolean',
  controls: 'boolean',
  theme: 'text',
};

/** The player's address: the secret, allowpause=1, each flag as 1 or 0, and the theme when there is one. */
export function videoManagerEmbed(
  config: Pick<VideoManagerConfig, Exclude<keyof VideoManagerConfig, 'height' | 'minHeight'>>,
): string | null {
  const secret = config.secret.trim();
  if (!secret) return null;
  const url = new URL(`${VIDEO_MANAGER_PLAYER}/embed/${encodeURIComponent(secret)}`);
  url.searchParams.set('allowpause', '1');
  for (const flag of ['autoplay', 'countdown', 'loop', 'controls'] as const) url.searchParams.set(flag, config[flag] ? '1' : '0');
  if (config.theme.trim()) url.searchParams.set('theme', config.theme.trim());
  return url.href;
}
