/**
 * Browser storage that never throws: storage can be disabled, full, or blocked in a third-party
 * frame. A probe decides once; without storage, values live in memory for this page view.
 */

export interface SafeStorage {
  readonly available: boolean;
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function probe(area: () => Storage): Storage | null {
  try {
    const s = area();
    const key = '__weft_probe__';
    s.setItem(key, key);
    s.removeItem(key);
    return s;
  } catch {
    return null;
  }
}

function wrap(area: () => Storage): SafeStorage {
  const memory = new Map<string, string>();
  let real: Storage | null | undefined;
  const store = () => (real === undefined ? (real = probe(area)) : real);
  return {
    get available() {
      return store() !== null;
    },
    get(key) {
      try {
        return store()?.getItem(key) ?? memory.get(key) ?? null;
      } catch {
        return memory.get(key) ?? null;
      }
    },
    set(key, value) {
      try {
        const s = store();
        if (s) return s.setItem(key, value);
      } catch {
        // Quota or a policy change since the probe: keep the value for this page view.
      }
      memory.set(key, value);
    },
    remove(key) {
      memory.delete(key);
      try {
        store()?.removeItem(key);
      } catch {
        // Nothing to remove from a store we cannot reach.
      }
    },
  };
}

export const local = wrap(() => window.localStorage);
export const session = wrap(() => window.sessionStorage);

/** JSON helpers: a corrupted value reads as missing. */
export function readJson<T>(store: SafeStorage, key: string): T | null {
  const raw = store.get(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(store: SafeStorage, key: string, value: unknown): void {
  store.set(key, JSON.stringify(value));
}

/** The page's cookies as `document.cookie` text; '' where a sandboxed frame may not read them. */
export function readCookies(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

/** Sets one cookie (`document.cookie` assignment text); a frame that may not keeps nothing. */
export function writeCookie(text: string): void {
  try {
    document.cookie = text;
  } catch {
    // A sandboxed frame without allow-same-origin: the choice lasts this page view (the signal).
  }
}
