import { useContext, useLayoutEffect, useRef } from 'react';
import { sanitizeToFragment } from '../util/sanitize.js';
import { ServerDrawContext } from './server.js';

/**
 * Owner or server HTML, sanitised into nodes: the browser inserts them after its render (no HTML
 * string sink, so Trusted Types hold); the server renderer writes the same nodes into its HTML.
 * `prepare` may change the nodes first (the same way on both sides).
 */
export function Html({
  html,
  className,
  part,
  prepare,
}: {
  html: string;
  className?: string;
  part?: string;
  prepare?: (fragment: DocumentFragment) => void;
}) {
  const server = useContext(ServerDrawContext);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const fragment = sanitizeToFragment(html);
    prepare?.(fragment);
    ref.current?.replaceChildren(fragment);
  }, [html, prepare]);
  if (!server) return <div ref={ref} className={className} part={part} />;
  const holder = document.createElement('div');
  const fragment = sanitizeToFragment(html);
  prepare?.(fragment);
  holder.append(fragment);
  // The server reads the sanitised nodes back as text for its HTML; nothing is written here.
  // eslint-disable-next-line no-restricted-syntax
  const text = holder.innerHTML;
  return <div className={className} part={part} data-weft-hole={server.holes.push(text) - 1} />;
}
