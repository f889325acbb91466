import type { ChunkImport } from '../registry.js';

// The loader is its own script; anything it shares with element chunks would be hoisted into it,
// so its few constants live here rather than in src/constants.ts.

/** A runtime chunk that has not arrived by then raises a ChunkLoadError (runtime.md §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A chunk that failed to arrive: missing (network, 404, syntax) or too slow (timeout). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    chunk: string,
    readonly reason: 'missing' | 'timeout',
    cause?: unknown,
  ) {
    super(`Weft could not load the "${chunk}" chunk${reason === 'timeout' ? ' in time' : ''}; its elements stay empty`, {
      cause,
    });
  }
}

let painted: Promise<unknown> | undefined;

/**
 * Settles once the page's first frame is on screen: the browser's first paint says when; a page
 * with nothing to paint yet waits a frame and a little more. A hidden tab (in the background, or
 * prerendered) paints no frame: its chunks wait until it is shown.
 */
const afterPaint = () =>
  (painted ??= new Promise((resolve) => {
    new PerformanceObserver(resolve).observe({ type: 'paint', buffered: true });
    requestAnimationFrame(() => setTimeout(resolve, 50));
  }));

/**
 * Imports a chunk once the page is on screen, each in a task of its own: the page the server drew
 * is shown before any of its script is fetched, compiled or run, and twenty imports are not one
 * long task. Fails with a ChunkLoadError if the chunk has not arrived `timeoutMs` after it was
 * asked for.
 */
export function loadChunk(name: string, load: ChunkImport, timeoutMs = CHUNK_TIMEOUT_MS): Promise<unknown> {
  return afterPaint().then(
    () =>
      new Promise((resolve, reject) =>
        setTimeout(() => {
          const timer = setTimeout(() => reject(new ChunkLoadError(name, 'timeout')), timeoutMs);
          load().then(
            (module) => {
              clearTimeout(timer);
              resolve(module);
            },
            (error: unknown) => {
              clearTimeout(timer);
              reject(new ChunkLoadError(name, 'missing', error));
            },
          );
        }),
      ),
  );
}

export interface Upgrader {
  /** Finds weft-* tags in and under `root` and imports each needed chunk once. */
  scan(root: ParentNode): void;
  /** Keeps scanning what is added under `root` later. */
  observe(root: Node): void;
  /** Settles when every chunk requested so far has loaded or failed. */
  settled(): Promise<void>;
}

export function createUpgrader(
  registry: Readonly<Record<string, ChunkImport>>,
  { prefix, ignore, onFound }: { prefix: string; ignore: readonly string[]; onFound?: (el: Element) => void },
): Upgrader {
  // Each tag asked for once; an unknown one is kept with nothing to wait for.
  const requested = new Map<string, Promise<unknown> | undefined>();

  function request(el: Element): void {
    const tag = el.localName;
    if (!tag.startsWith(prefix) || ignore.includes(tag) || customElements.get(tag)) return;
    onFound?.(el);
    if (requested.has(tag)) return;
    const type = tag.slice(prefix.length);
    const load = Object.hasOwn(registry, type) ? registry[type] : undefined;
    if (!load) {
      requested.set(tag, undefined);
      // nameOf(tag)'s form, written out: src/util/name.ts is shared with the chunks, so importing it
      // would hoist it into weft.js (the build refuses that).
      console.error(`<${tag}> is not a Weft element; it is left as it is`);
      return;
    }
    requested.set(
      tag,
      // A chunk may define its tag a task later (src/define.ts): settled means defined.
      loadChunk(type, load).then(
        () => customElements.whenDefined(tag),
        (error: ChunkLoadError) => console.error(error),
      ),
    );
  }

  function scan(root: ParentNode): void {
    if (root instanceof Element) request(root);
    for (const el of root.querySelectorAll('*')) request(el);
  }

  return {
    scan,
    observe(root) {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) if (node instanceof Element) scan(node);
        }
      }).observe(root, { childList: true, subtree: true });
    },
    async settled() {
      let size: number;
      do {
        size = requested.size;
        await Promise.all(requested.values());
      } while (requested.size !== size);
    },
  };
}
