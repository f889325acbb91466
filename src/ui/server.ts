import { createContext } from 'react';

/**
 * Set only by the server renderer (src/server/render.ts) while it draws one element:
 * - `holes`: HTML that the browser inserts as nodes after its render (Html), handed to the server
 *   as text and written where its holder is;
 * - `asked`: the calls the element's first drawing made (useBlogLoad), which the renderer awaits
 *   before drawing it again with their `answers`.
 */
export interface ServerDraw {
  holes: string[];
  asked: Map<string, Promise<unknown>>;
  answers: Map<string, unknown>;
}

export const ServerDrawContext = createContext<ServerDraw | null>(null);

/** The page's element of the answers the server drew with (CONTRACT §2: site mode, server-drawn pages). */
export const SERVER_ANSWERS_ID = 'weft-answers';

let transferred: Record<string, unknown> | undefined;

/**
 * The answer the server drew an element's call with, taken once: the element's first render shows
 * what the server drew, and any later call asks the service again. Undefined when there is none.
 */
export function takeServerAnswer(key: string): { value: unknown } | undefined {
  if (transferred === undefined) {
    transferred = {};
    const text = document.getElementById(SERVER_ANSWERS_ID)?.textContent;
    try {
      if (text) transferred = JSON.parse(text) as Record<string, unknown>;
    } catch {
      console.error(`Weft: #${SERVER_ANSWERS_ID} is not valid JSON; the elements load their data again`);
    }
  }
  if (!Object.hasOwn(transferred, key)) return undefined;
  const value = transferred[key];
  delete transferred[key];
  return { value };
}
