/**
 * Weft's one Trusted Types policy, "weft". Only these pass through it: the page's own
 * consent-gated scripts, pixel scripts of the site's own origin (both once consent is given),
 * fixed third-party script addresses an element needs (the hosted-video player, added once by
 * src/util/script.ts), and HTML shown inside a sandboxed frame (an opaque origin that cannot
 * reach the page). Everything else goes through DOMPurify.
 */
export const POLICY_NAME = 'weft';

export interface WeftPolicy {
  createHTML(html: string): unknown;
  createScript(text: string): unknown;
  createScriptURL(url: string): unknown;
}

let policy: WeftPolicy | null | undefined;

/** The policy when the page enforces Trusted Types; null when it does not (or forbids it). */
export function weftPolicy(): WeftPolicy | null {
  if (policy !== undefined) return policy;
  const tt = (window as { trustedTypes?: { createPolicy(name: string, rules: object): WeftPolicy } }).trustedTypes;
  try {
    policy = tt
      ? tt.createPolicy(POLICY_NAME, {
          createHTML: (s: string) => s,
          createScript: (s: string) => s,
          createScriptURL: (s: string) => s,
        })
      : null;
  } catch (error) {
    console.error(
      `Weft: Trusted Types policy "${POLICY_NAME}" is not allowed by this page's CSP; consented scripts and framed HTML cannot be shown`,
      error,
    );
    policy = null;
  }
  return policy;
}
