import { useLayoutEffect, useRef } from 'react';
import type { ElementProps } from '../../src/define.js';
import { sanitizeToFragment } from '../../src/util/sanitize.js';
import type { TextConfig } from './config.js';

/** Rich text from `config.html`, sanitised (no scripts, handlers or javascript: URLs). */
export function Text({ config }: ElementProps<TextConfig>) {
  const content = useRef<HTMLDivElement>(null);
  // Sanitised nodes are inserted directly: no HTML string sink, so Trusted Types hold.
  useLayoutEffect(() => {
    content.current?.replaceChildren(sanitizeToFragment(config.html));
  }, [config.html]);
  return <div part="content" className="content" ref={content} />;
}
