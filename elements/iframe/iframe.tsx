import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cssLength } from '../../src/common.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { site } from '../../src/http/index.js';
import { useT } from '../../src/i18n/index.js';
import { local, readJson, writeJson } from '../../src/util/storage.js';
import { trustedHTML } from '../../src/util/trusted.js';
import { navigableUrl } from '../../src/util/url.js';
import type { IframeConfig } from './config.js';
import { nameOf } from '../../src/util/name.js';
import { useServerDrawing } from '../../src/ui/server.js';

/** Server or owner HTML runs here: scripts and forms, but in an opaque origin that cannot reach the page. */
export const SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/** The frame's min height: the configured length, 20px less on mobile (elements-lead-capture.md §9). */
export function frameMinHeight(value: number | string | null, mobile: boolean): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? `${Math.max(0, value - (mobile ? 20 : 0))}px` : undefined;
  const length = cssLength(value);
  if (!length) return undefined;
  const height = mobile ? `max(0px, calc(${length} - 20px))` : length;
  return CSS.supports('min-height', height) ? height : undefined;
}

/**
 * Frame content from the server is kept in local storage under the element's id (elements-lead-capture.md
 * §7, §8), namespaced so it meets neither the session keys nor the host page's own, and for an hour:
 * an owner's edit reaches returning visitors, and an empty answer is never kept.
 */
export const FRAME_CACHE_PREFIX = 'weft-iframe-';
export const FRAME_CACHE_MS = 3_600_000;

interface CachedFrame {
  html: string;
  /** When it was stored (ms since the epoch). */
  at: number;
}

function cachedContent(id: string): CachedFrame | null {
  const cached = readJson<Partial<CachedFrame>>(local, FRAME_CACHE_PREFIX + id);
  if (!cached || typeof cached.html !== 'string' || !cached.html || typeof cached.at !== 'number') return null;
  return { html: cached.html, at: cached.at };
}

/** The frame content by the element's id: from the cache while fresh, else asked (the stale copy if that fails). */
async function serverContent(id: string): Promise<string> {
  const cached = cachedContent(id);
  const age = cached ? Date.now() - cached.at : Infinity;
  if (cached && age >= 0 && age < FRAME_CACHE_MS) return cached.html;
  try {
    const answer = await site
      .get('/get_iframe_content', { searchParams: { iframe_id: id } })
      .json<{ data?: { content?: unknown }; content?: unknown }>();
    const content = answer?.data?.content ?? answer?.content;
    const html = typeof content === 'string' ? content : '';
    if (html.trim()) writeJson(local, FRAME_CACHE_PREFIX + id, { html, at: Date.now() } satisfies CachedFrame);
    else local.remove(FRAME_CACHE_PREFIX + id);
    return html;
  } catch (error) {
    if (cached) return cached.html;
    throw error;
  }
}

export function Iframe({ config, device }: ElementProps<IframeConfig>) {
  const t = useT();
  const host = useHost();
  const frame = useRef<HTMLIFrameElement>(null);
  const drawing = useServerDrawing();
  const [html, setHtml] = useState<string | null>(config.contentLoaded ? null : config.content || null);
  useEffect(() => {
    if (!config.contentLoaded) return setHtml(config.content || null);
    if (!host.id) {
      console.error(`${nameOf(host)} needs an id to load its content from the server`);
      return setHtml('');
    }
    let live = true;
    serverContent(host.id)
      .then((content) => live && setHtml(content))
      .catch((error: unknown) => {
        console.error(`${nameOf(host)} could not load its content from the server`, error);
        if (live) setHtml('');
      });
    return () => {
      live = false;
    };
  }, [config.contentLoaded, config.content, host, host.id]);
  // srcdoc is an HTML sink: set through the policy, never as markup. The doctype (a srcdoc document
  // is in standards mode anyway) keeps owner text such as "javascript:…" from leading the attribute.
  useLayoutEffect(() => {
    if (frame.current && html !== null) {
      (frame.current as unknown as { srcdoc: unknown }).srcdoc = trustedHTML(`<!doctype html>${html}`, 'sandboxed frame');
    }
  }, [html]);
  const style = {
    minHeight: frameMinHeight(config.minHeight, device === 'mobile'),
    width: config.fullWidth ? '100%' : undefined,
  };
  const title = host.getAttribute('title') || t('ct-embedded-content');
  // The server draws the frame's box, not the frame: a frame in the HTML is a window the parser makes
  // before the first paint (16 ms of /forms' parse task on this machine, a quarter of its blocking
  // time in Lighthouse's simulation), and the drawn frame would be empty anyway. The box is sized as
  // the frame is (iframe.css), so the take-over changes nothing.
  const box = <div part="frame" className="frame-embed frame-drawn" style={style} />;
  // HTML and an address are different frame elements (keys): a frame that held owner or server HTML
  // keeps its sandbox until it is gone. React would otherwise reuse it for the address, dropping
  // `sandbox` while the srcdoc stays and wins, so the HTML would run in the page's origin.
  if (html !== null || config.contentLoaded) {
    if (drawing) return box;
    return <iframe key="html" ref={frame} part="frame" className="frame-embed" sandbox={SANDBOX} title={title} style={style} />;
  }
  const src = navigableUrl(config.src)?.href;
  if (!src) {
    if (config.src) console.error(`${nameOf(host)} src "${config.src}" is not an http(s) address`);
    return <div part="placeholder" className="placeholder" aria-hidden="true" />;
  }
  if (drawing) return box;
  return (
    <iframe
      key="address"
      part="frame"
      className="frame-embed"
      src={src}
      title={title}
      style={style}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
