import { trustedScriptURL } from './trusted.js';
import { scriptAddress } from './url.js';

/**
 * Adds `<script src async>` to the page head unless a script with that address is there already
 * (from another element, or from the host page), so any number of callers load it once. The
 * address must be https (or on the page's own origin, which the page serves itself): a
 * third-party script over http could be rewritten by anyone on the way. It then passes, under
 * Trusted Types, the "weft" policy. Null when refused, with one console error.
 */
export function addScriptOnce(address: string): HTMLScriptElement | null {
  const url = scriptAddress(address);
  if (!url) {
    console.error(`Weft: "${address}" is not an https address; the script is not loaded`);
    return null;
  }
  const present = [...document.head.querySelectorAll('script[src]')].find((s) => (s as HTMLScriptElement).src === url);
  if (present) return present as HTMLScriptElement;
  const script = document.createElement('script');
  try {
    script.src = trustedScriptURL(url);
  } catch (error) {
    // Trusted Types enforced without the "weft" policy allowed: the page refuses script addresses.
    console.error(`Weft: this page's Trusted Types policy refuses the script ${url}`, error);
    return null;
  }
  script.async = true;
  document.head.append(script);
  return script;
}
