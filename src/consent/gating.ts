/**
 * Scripts a host gates on consent: `<script type="text/plain" data-category="analytics|marketing">`
 * (CONTRACT §7). Each runs once its category is accepted — also those added later. Weft's own
 * tracking scripts are written the same way, so one mechanism gates everything.
 */
import { effect } from '@preact/signals-core';
import { weftPolicy } from '../util/trusted.js';
import { allows, consent, type Category } from './state.js';

const SELECTOR = 'script[type="text/plain"][data-category]';

/** Runs a gated script: a new, live copy of it (a script's type cannot be changed to run it). */
export function activate(gated: HTMLScriptElement): HTMLScriptElement {
  const live = document.createElement('script');
  for (const { name, value } of Array.from(gated.attributes)) {
    if (name === 'type' || name === 'src') continue;
    live.setAttribute(name, value);
  }
  live.dataset['consented'] = gated.dataset['category'] ?? '';
  const p = weftPolicy();
  const src = gated.getAttribute('src');
  if (src) (live as unknown as { src: unknown }).src = p ? p.createScriptURL(new URL(src, location.href).href) : src;
  else if (gated.textContent)
    (live as unknown as { text: unknown }).text = p ? p.createScript(gated.textContent) : gated.textContent;
  gated.replaceWith(live);
  return live;
}

function pending(root: ParentNode): HTMLScriptElement[] {
  return [...root.querySelectorAll<HTMLScriptElement>(SELECTOR)];
}

/** Activates every gated script whose category is accepted, now and whenever consent or the page changes. */
export function startGating(root: Document = document): () => void {
  const run = () => {
    for (const script of pending(root)) {
      const category = script.dataset['category'] as Category | 'necessary';
      if (allows(category)) activate(script);
    }
  };
  const stop = effect(() => {
    void consent.value;
    run();
  });
  const observer = new MutationObserver((records) => {
    if (
      records.some((r) =>
        [...r.addedNodes].some((n) => n instanceof Element && (n.matches(SELECTOR) || n.querySelector(SELECTOR))),
      )
    )
      run();
  });
  observer.observe(root.documentElement, { childList: true, subtree: true });
  return () => {
    stop();
    observer.disconnect();
  };
}
