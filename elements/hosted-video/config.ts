/** The hosted-video embed (elements-lead-capture.md §3); every field with its default. */
export interface HostedVideoConfig {
  /** The video on the builder's platform, and the player skin it plays in. */
  videoConfigs: { id: string; video_player: string };
  checkBoxAutoPlay: boolean;
}

export const hostedVideoDefaults: HostedVideoConfig & { maxWidth: string } = {
  videoConfigs: { id: '', video_player: '' },
  checkBoxAutoPlay: false,
  maxWidth: '500px',
};
