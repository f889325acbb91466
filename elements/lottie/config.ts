import type { Kinds } from '../../src/config.js';

/** The Lottie animation player (elements-content.md §3 Lottie); every field with its default. */
export interface LottieConfig {
  /** An animation of the provider's library: GET get-lottie-files/{code}.json on the builder's API. */
  code: string;
  /** A custom animation file (Lottie JSON), used when there is no code. */
  url: string;
  /** Playback speed: 1 is normal, 2 twice as fast. */
  speed: number;
  /** Plays once drawn (not under reduced motion: a play control shows instead). */
  autoplay: boolean;
  /** Start again from the beginning each time the animation ends. */
  loop: boolean;
  /** Play/pause and a progress slider over the animation. */
  controls: boolean;
}

/** The spec's Lottie box (§9): 300×300, at most 500px wide. */
export const LOTTIE_SIZE = { width: 300, height: 300, maxWidth: 500 } as const;

export const lottieDefaults: LottieConfig & { width: number; height: number; maxWidth: number } = {
  code: '',
  url: '',
  speed: 1,
  autoplay: true,
  loop: true,
  controls: false,
  ...LOTTIE_SIZE,
};

/** How each field is read (src/config.ts); the sizes come with the common config. */
export const lottieKinds: Kinds = {
  code: 'text',
  url: 'url',
  speed: 'number',
  autoplay: 'boolean',
  loop: 'boolean',
  controls: 'boolean',
};
