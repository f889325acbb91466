/**
 * Scripts a host gates on consent: `<script type="text/plain" data-category="analytics|marketing">`
 * (CONTRACT §7). Each runs once its category is accepted.
 *
 * Only the page's own gated scripts run, as the page wrote them: those in the document once it has
 * been parsed and Weft's gating has started (whichever comes later), with the text and source they
 * had then, and those Weft itself makes from the site origin's pixel HTML (src/tracking/). A gated
 * script that another script adds later, or one whose text or source was changed, stays inert,
 * with one console error: otherwise any script able to add an inert element to the page could
 * have Weft run code for it, through Weft's Trusted Types policy.
 */
import { effect } from '@preact/signals-core';
import { allowPageScript, weftPolicy } from '../util/trusted.js';
import { allows, consent, type Category } from './state.js';

const SELECTOR = 'script[type="text/plain"][data-category]';

interface Written {
  text: string;
  /** The resolved address, '' for an inline script. */
  src: string;
}

/** The gated scripts that may run, each as it was written. */
const written = new WeakMap<HTMLScriptElement, Written>();
/** Gated scripts refused once already (reported once). */
const refused = new WeakSet<HTMLScriptElement>();

function asWritten(script: HTMLScriptElement): Written {
  const src = script.getAttribute('src');
  return { text: script.textContent ?? '', src: src ? new URL(src, document.baseURI).href : '' };
}

/** A gated script Weft made itself (a pixel of the site origin): it runs as Weft wrote it. */
export function weftGated(script: HTMLScriptElement): HTMLScriptElement {
  written.set(script, asWritten(script));
  return script;
}

function pending(root: ParentNode): HTMLScriptElement[] {
  return [...root.querySelectorAll<HTMLScriptElement>(SELECTOR)];
}

/** Records the gated scripts the page holds now as its own. */
function recordPageScripts(root: ParentNode): void {
  for (const script of pending(root)) {
    if (written.has(script)) continue;
    const own = asWritten(script);
    written.set(script, own);
    allowPageScript(own);
  }
}

/**
 * Runs a gated script: a new, live copy of it (a script's type cannot be changed to run it). Null,
 * with one console error, for a script that is not the page's own as the page wrote it.
 */
export function activate(gated: HTMLScriptElement): HTMLScriptElement | null {
  const own = written.get(gated);
  const now = asWritten(gated);
  if (!own || own.text !== now.text || own.src !== now.src) {
    if (!refused.has(gated)) {
      refused.add(gated);
      console.error(
        'Weft: a gated script that the page did not write (added or changed after the page loaded) is not run',
        gated,
      );
    }
    return null;
  }
  const live = document.createElement('script');
  for (const { name, value } of Array.from(gated.attributes)) {
    if (name === 'type' || name === 'src') continue;
    live.setAttribute(name, value);
  }
  // The nonce attribute reads empty once parsed; the property keeps it.
  if (gated.nonce) live.nonce = gated.nonce;
  live.dataset['consented'] = gated.dataset['category'] ?? '';
  const p = weftPolicy();
  try {
    if (own.src) (live as unknown as { src: unknown }).src = p ? p.createScriptURL(own.src) : own.src;
    else if (own.text) (live as unknown as { text: unknown }).text = p ? p.createScript(own.text) : own.text;
  } catch {
    // The policy refused it, and said so.
    refused.add(gated);
    return null;
  }
  gated.replaceWith(live);
  return live;
}

/** Activates every gated script whose category is accepted, now and whenever consent or the page changes. */
export function startGating(root: Document = document): () => void {
  let stopped = false;
  let recorded = false;
  const run = () => {
    if (!recorded) return;
    for (const script of pending(root)) {
      const category = script.dataset['category'] as Category | 'necessary';
      if (allows(category)) activate(script);
    }
  };
  const record = () => {
    if (stopped || recorded) return;
    recorded = true;
    recordPageScripts(root);
    run();
  };
  // The page's own scripts are those the parser put in: wait for it to finish.
  if (root.readyState === 'loading') root.addEventListener('DOMContentLoaded', record, { once: true });
  else record();
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
    stopped = true;
    root.removeEventListener('DOMContentLoaded', record);
    stop();
    observer.disconnect();
  };
}
