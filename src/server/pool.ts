/**
 * The server renderer on every core: pages drawn in a pool of worker threads, each with its own
 * window (./worker.ts), each page on its own (./render.ts). The pool keeps no state between pages,
 * so any number of processes or machines behind a load balancer draw a site the same way.
 *
 * A page that is not drawn in time (its deadline, or a full queue) is answered as not drawn: the
 * page's shell then carries its tags, and the browser draws it. One slow page holds up no other.
 */
import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import type { RenderedPage, RenderOptions } from './render.js';
import { undrawnPage, WARM_MESSAGE, type DrawTask } from './protocol.js';
import type { SiteData } from '../base/data.js';

/** How long past its calls' deadline a page may take to be drawn before it is sent undrawn. */
export const PAGE_MARGIN_MS = 3000;
/** The calls' deadline when a page names none (./render.ts ANSWER_WAIT_MS). */
const CALLS_MS = 2000;

export interface PoolOptions {
  /** Drawing threads (default: one per core). */
  workers?: number;
  /** Pages one thread draws side by side while they wait for their calls (default 4). */
  pagesPerWorker?: number;
  /** Pages waiting for a thread before further ones are sent undrawn (default 64 per thread). */
  maxQueue?: number;
}

export interface RenderPool {
  /** As ./render.ts renderPage, in a thread of the pool; never rejects: an undrawn page says why in `reason`. */
  renderPage(site: SiteData, pathname: string, options?: RenderOptions): Promise<RenderedPage & { reason?: string }>;
  /** Resolves once every thread has warmed (drawn each element type once) and takes pages. */
  ready(): Promise<void>;
  /** Ends the threads. */
  close(): Promise<void>;
}

/** A page the browser draws: what the pool answers when it could not draw in time. */
function undrawn(site: SiteData, reason: string): RenderedPage & { reason: string } {
  return { ...undrawnPage(String(site?.options?.language || 'en_US').replace('_', '-'), 'ltr'), reason };
}

export function createRenderPool({ workers, pagesPerWorker = 4, maxQueue }: PoolOptions = {}): RenderPool {
  const threads = Math.max(1, workers ?? availableParallelism());
  const pool = new Piscina<DrawTask, RenderedPage>({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    concurrentTasksPerWorker: pagesPerWorker,
    maxQueue: maxQueue ?? threads * 64,
    idleTimeout: Infinity,
    // Each page's calls and timers outlive its task by a turn: threads are not paused between tasks.
    atomics: 'disabled',
  });
  // Each thread says when it has warmed (./worker.ts).
  let warm = 0;
  const warmed = new Promise<void>((resolve) => {
    pool.on('message', (message: unknown) => {
      if (message === WARM_MESSAGE && ++warm === threads) resolve();
    });
  });
  return {
    async renderPage(site, pathname, options = {}) {
      const { signal, ...rest } = options;
      const limit = (rest.deadlineMs ?? CALLS_MS) + PAGE_MARGIN_MS;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), limit);
      const stop = () => controller.abort();
      signal?.addEventListener('abort', stop, { once: true });
      try {
        const task = pool.run({ site, pathname, options: rest });
        return await new Promise<RenderedPage>((resolve, reject) => {
          task.then(resolve, reject);
          controller.signal.addEventListener('abort', () =>
            resolve(undrawn(site, signal?.aborted ? 'given up' : `not drawn within ${limit} ms`)),
          );
        });
      } catch (error) {
        return undrawn(site, (error as Error).message);
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', stop);
      }
    },
    ready: () => warmed,
    close: () => pool.destroy(),
  };
}
