import { createContext, useContext, useLayoutEffect, useState } from 'react';

/**
 * Set only by the server renderer (src/server/render.ts) while it draws one element:
 * - `holes`: HTML that the browser inserts as nodes after its render (Html), handed to the server
 *   as text and written where its holder is;
 * - `hostStyle`: what the element sets on its host (useHostStyle);
 * - `asked`: the calls the element's first drawing made (useBlogLoad), which the renderer awaits
 *   before drawing it again with their `answers`.
 */
export interface ServerDraw {
  holes: string[];
  /** Declarations the element puts on its own host (useHostStyle), for the host's rule. */
  hostStyle: Record<string, string>;
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

/**
 * What a call's first render may show at once: on the server, the answer the renderer awaited
 * (the call is handed to it on the first pass); in the browser, the answer the page carries for it,
 * taken once. `key` names the call across the two (null: no call). Undefined: load as usual.
 */
export function useFirstAnswer<T>(key: string | null, load: () => Promise<T>): { value: T } | undefined {
  const server = useContext(ServerDrawContext);
  const [first] = useState(() => {
    if (key === null) return undefined;
    if (!server) return takeServerAnswer(key) as { value: T } | undefined;
    if (server.answers.has(key)) return { value: server.answers.get(key) as T };
    if (!server.asked.has(key)) server.asked.set(key, load());
    return undefined;
  });
  return first;
}

/**
 * Declarations the element puts on its own host (a floating button's side): set as the browser
 * renders, and written into the host's rule when the server draws it, so both look the same.
 */
export function useHostStyle(host: HTMLElement, declarations: Record<string, string>): void {
  const server = useContext(ServerDrawContext);
  if (server) Object.assign(server.hostStyle, declarations);
  const key = JSON.stringify(declarations);
  useLayoutEffect(() => {
    const names = Object.keys(declarations);
    for (const name of names) host.style.setProperty(name, declarations[name]!);
    return () => {
      for (const name of names) host.style.removeProperty(name);
    };
    // `key` stands for the declarations' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, key]);
}

/**
 * Puts each of the host's light-DOM children in its named slot: in a layout effect as the browser
 * renders, and at once while the server draws (it runs no effects), so the drawing shows each child
 * where the render will: a slider group drawn without its slides was 580px shorter than rendered.
 */
export function useChildSlots(children: readonly Element[], name: (index: number) => string): void {
  const drawing = useServerDrawing();
  const assign = () =>
    children.forEach((el, i) => {
      if (el.getAttribute('slot') !== name(i)) el.setAttribute('slot', name(i));
    });
  if (drawing) assign();
  // Again when the list is a new one; it writes only the names that differ.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(assign, [children]);
}

/**
 * Whether the server is drawing the element (src/server/render.ts): what an element sets on its own
 * host in an effect as it first renders, it sets at once then, since the server runs no effects.
 */
export function useServerDrawing(): boolean {
  return useContext(ServerDrawContext) !== null;
}
