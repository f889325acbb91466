import { useContext, useLayoutEffect, useRef } from 'react';
import { keptAnswers } from '../util/kept.js';
import { sanitizeToFragment } from '../util/sanitize.js';
import { ServerDrawContext } from './server.js';

/** The server's text of owner HTML already drawn: a page's texts are the same on every request. */
const drawnTexts = keptAnswers<string>(500);

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
  return <div className={className} part={part} data-weft-hole={server.holes.push(drawnText(html, prepare)) - 1} />;
}

/**
 * The sanitised nodes as the server's HTML. Without `prepare` the text depends on the HTML alone
 * and is kept: sanitising in the server's DOM was 40% of a page's drawing (/layout 120–230 ms).
 * A `prepare` may read the request (the page's address), so its text is made each time.
 */
function drawnText(html: string, prepare?: (fragment: DocumentFragment) => void): string {
  const draw = () => {
    const holder = document.createElement('div');
    const fragment = sanitizeToFragment(html);
    prepare?.(fragment);
    holder.append(fragment);
    // The server reads the sanitised nodes back as text for its HTML; nothing is written here.
    // eslint-disable-next-line no-restricted-syntax
    return holder.innerHTML;
  };
  return prepare ? draw() : drawnTexts(html, draw);
}
