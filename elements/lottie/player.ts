/**
 * Where the animation comes from and the player that draws it, apart from React. The player
 * (lottie-web's light build, its own chunk) is imported only when a Lottie element draws one.
 */
import type { AnimationItem, LottiePlayer } from 'lottie-web';
import { external, members } from '../../src/http/index.js';
import { navigableUrl } from '../../src/util/url.js';
import type { LottieConfig } from './config.js';

export type LottieSource = { kind: 'code'; code: string } | { kind: 'url'; url: string };

/** The library's code, else the custom address; null when there is neither (or it is no address). */
export function lottieSource(config: Pick<LottieConfig, 'code' | 'url'>): LottieSource | null {
  const code = config.code.trim();
  if (code) return { kind: 'code', code };
  const url = navigableUrl(config.url.trim())?.href;
  return url ? { kind: 'url', url } : null;
}

/** The path of a library animation on the builder's API (elements-content.md §7). */
export function lottieFilePath(code: string): string {
  return `get-lottie-files/${encodeURIComponent(code)}.json`;
}

export interface LottieData {
  nm?: string;
  w: number;
  h: number;
  fr: number;
  ip: number;
  op: number;
  layers: unknown[];
}

/** A Lottie animation's JSON: size, frame rate, in and out points and layers. */
export function isLottie(value: unknown): value is LottieData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['w', 'h', 'fr', 'ip', 'op'].every((key) => typeof v[key] === 'number') && Array.isArray(v['layers']);
}

/** The animation's JSON: the library answers the file itself, or wrapped as `{ data }`. */
export async function fetchAnimation(source: LottieSource): Promise<LottieData> {
  const body =
    source.kind === 'code' ? await members.get(lottieFilePath(source.code)).json() : await external.get(source.url).json();
  const data = isLottie(body) ? body : (body as { data?: unknown } | null)?.data;
  if (!isLottie(data)) throw new Error('the file is not a Lottie animation');
  return data;
}

type Player = LottiePlayer;
let player: Promise<Player> | undefined;

/** lottie-web's light build, imported once per page and only by a page that shows an animation. */
export function loadPlayer(): Promise<Player> {
  player ??= import('lottie-web/build/player/esm/lottie_light.min.js').then((module) => module.default);
  player.catch(() => (player = undefined));
  return player;
}

/** The speed the player is given: the config's, or 1 when it is not a positive number. */
export function playbackSpeed(speed: number): number {
  return Number.isFinite(speed) && speed > 0 ? speed : 1;
}

export type { AnimationItem };
