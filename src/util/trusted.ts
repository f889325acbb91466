/**
 * Weft's one Trusted Types policy, "weft". It accepts only what it exists for, and refuses
 * anything else with one console error (and a TypeError to its caller):
 *
 * - scripts: the text of a consent-gated script the page itself wrote (src/consent/gating.ts
 *   records them as the page wrote them, see `allowPageScript`);
 * - script addresses: https, or the page's own origin (src/util/url.ts `scriptAddress`), or the
 *   address of a gated script the page itself wrote: the gated scripts' and pixels' sources and
 *   the fixed third-party scripts an element needs (src/util/script.ts);
 * - HTML: only what Weft's own code hands over through `trustedHTML` for its two uses, HTML shown
 *   inside a sandboxed frame (an opaque origin that cannot reach the page) and pixel HTML parsed
 *   for its https script sources (no script is made from its inline code).
 *
 * Everything else Weft shows goes through DOMPurify.
 */
import { scriptAddress } from './url.js';

export const POLICY_NAME = 'weft';

export interface WeftPolicy {
  createHTML(html: string): unknown;
  createScript(text: string): unknown;
  createScriptURL(url: string): unknown;
}

/** Texts and addresses of the gated scripts the page itself wrote. */
const pageTexts = new Set<string>();
const pageSources = new Set<string>();
/** The HTML Weft's own code is handing to the policy right now, and what it is for. */
let handing: { html: string; use: HtmlUse } | null = null;
/** The script address Weft's own code is loading right now (a captcha, a player, a checkout widget). */
let loading: string | null = null;

/** What Weft passes HTML through its policy for. */
export type HtmlUse = 'sandboxed frame' | 'pixel sources';

/** Records a gated script as the page wrote it: its text, or its resolved address. */
export function allowPageScript(script: { text: string; src: string }): void {
  if (script.src) pageSources.add(script.src);
  else pageTexts.add(script.text);
}

function refuse(kind: string, value: string): never {
  const shown = value.length > 80 ? `${value.slice(0, 80)}…` : value;
  const message = `Weft: the "${POLICY_NAME}" Trusted Types policy refuses this ${kind}: it is none of the page's own gated scripts and pixels, the scripts Weft loads or Weft's sandboxed HTML`;
  console.error(message, JSON.stringify(shown));
  throw new TypeError(message);
}

const rules = {
  createHTML(html: string): string {
    if (handing === null || handing.html !== html) return refuse('HTML', html);
    return html;
  },
  createScript(text: string): string {
    return pageTexts.has(text) ? text : refuse('script', text);
  },
  createScriptURL(url: string): string {
    return pageSources.has(url) || (url === loading && scriptAddress(url) === url) ? url : refuse('script address', url);
  },
};

let policy: WeftPolicy | null | undefined;

/** The policy where the browser has Trusted Types; null where it has not (or the page forbids it). */
export function weftPolicy(): WeftPolicy | null {
  if (policy !== undefined) return policy;
  const tt = (window as { trustedTypes?: { createPolicy(name: string, rules: object): WeftPolicy } }).trustedTypes;
  try {
    policy = tt ? tt.createPolicy(POLICY_NAME, rules) : null;
  } catch (error) {
    console.error(
      `Weft: Trusted Types policy "${POLICY_NAME}" is not allowed by this page's CSP; consented scripts and framed HTML cannot be shown`,
      error,
    );
    policy = null;
  }
  return policy;
}

/** HTML from Weft's own code for one of the policy's two HTML uses, as TrustedHTML where there is a policy. */
export function trustedHTML(html: string, use: HtmlUse): string {
  const p = weftPolicy();
  if (!p) return html;
  handing = { html, use };
  try {
    return p.createHTML(html) as string;
  } finally {
    handing = null;
  }
}

/**
 * A script address Weft's own code loads (src/util/script.ts: the captcha's, the hosted player's,
 * the checkout widget's, each from Weft's constants or the site's configured services), as a
 * TrustedScriptURL where there is a policy. Any other address a caller hands the policy is refused.
 */
export function trustedScriptURL(url: string): string {
  const p = weftPolicy();
  if (!p) return url;
  loading = url;
  try {
    return p.createScriptURL(url) as string;
  } finally {
    loading = null;
  }
}
