/**
 * What the members area needs from the page it runs in: browser storage (runtime.md §5), and
 * whether it runs inside a third-party frame, where a blocked storage means blocked third-party
 * cookies (runtime.md §8).
 */
import { storageAvailable } from '../session/index.js';
import { storageNoticeKey } from './rules.js';

/** Inside a frame whose top page has another origin (or one this page may not read). */
export function inThirdPartyFrame(): boolean {
  if (window.top === window.self) return false;
  try {
    return window.top?.location.origin !== location.origin;
  } catch {
    return true;
  }
}

let override: { available: boolean; thirdPartyFrame: boolean } | null = null;

/** Tests stand in for a page without storage, in a frame or not; null goes back to the real page. */
export function setStorageForTests(value: { available: boolean; thirdPartyFrame: boolean } | null): void {
  override = value;
}

/** The dictionary key of the notice the members area shows instead of its forms, or null. */
export function storageNotice(): string | null {
  const { available, thirdPartyFrame } = override ?? { available: storageAvailable(), thirdPartyFrame: inThirdPartyFrame() };
  return storageNoticeKey(available, thirdPartyFrame);
}
