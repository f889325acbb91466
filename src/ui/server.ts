import { createContext } from 'react';

/**
 * Set only by the server renderer (src/server/render.ts): HTML that the browser inserts as nodes
 * after its render (Html) is handed to the server as text here, and written where its holder is.
 */
export interface ServerDraw {
  holes: string[];
}

export const ServerDrawContext = createContext<ServerDraw | null>(null);
