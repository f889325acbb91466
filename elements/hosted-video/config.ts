import type { Kinds } from '../../src/config.js';

/** The hosted-video embed (elements-lead-capture.md §3); every field with its default. */
export interface HostedVideoConfig {
  /** The video on the builder's platform, and the player skin it plays in. */
  videoConfigs: {
    /** The video's id on the hosting service. */
    id: string | number;
    /** The id of the player (its look and settings) that plays it. */
    video_player: string | number;
  };
  /** Start playing as soon as the player loads. */
  checkBoxAutoPlay: boolean;
}

export const hostedVideoDefaults: HostedVideoConfig & { maxWidth: string } = {
  videoConfigs: { id: '', video_player: '' },
  checkBoxAutoPlay: false,
  maxWidth: '500px',
};

/** How each field is read (src/config.ts); maxWidth comes with the common config. */
export const hostedVideoKinds: Kinds = {
  videoConfigs: 'object',
  'videoConfigs.id': 'id',
  // The player skin's id on the platform.
  'videoConfigs.video_player': 'id',
  checkBoxAutoPlay: 'boolean',
};
