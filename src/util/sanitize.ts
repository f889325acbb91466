import DOMPurify from 'dompurify';

/**
 * HTML from config or the server becomes a sanitised DocumentFragment: no scripts, no event
 * handlers, no javascript: URLs. Returning nodes instead of a string means Weft itself never
 * assigns to an HTML sink, so `require-trusted-types-for 'script'` holds (DOMPurify parses
 * through its own Trusted Types policy, "dompurify").
 *
 * Inline `style` attributes would be blocked by a strict `style-src`; their declarations are
 * moved onto the element through CSSOM instead, which CSP allows.
 */

const scratch = typeof CSSStyleSheet === 'undefined' ? null : new CSSStyleSheet();

// The style attribute is parked under this name while DOMPurify still works in its own inert
// document, so that importing the nodes into the page never carries an inline style attribute.
const PARKED = 'data-weft-style';

function moveInlineStyles(root: DocumentFragment): void {
  for (const el of root.querySelectorAll<HTMLElement>(`[${PARKED}]`)) {
    const text = el.getAttribute(PARKED) ?? '';
    el.removeAttribute(PARKED);
    if (!scratch || !text) continue;
    try {
      scratch.replaceSync(`x{${text}}`);
    } catch {
      continue;
    }
    const rule = scratch.cssRules[0];
    if (!(rule instanceof CSSStyleRule)) continue;
    for (const name of Array.from(rule.style)) {
      el.style.setProperty(name, rule.style.getPropertyValue(name), rule.style.getPropertyPriority(name));
    }
  }
}

let hooked = false;
function hook(): void {
  if (hooked) return;
  hooked = true;
  // Links that open a new tab must not hand the opener to the target page.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!('getAttribute' in node)) return;
    const el = node as Element;
    if (el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener noreferrer');
    const style = el.getAttribute('style');
    if (style !== null) {
      el.removeAttribute('style');
      el.setAttribute(PARKED, style);
    }
  });
}

export function sanitizeToFragment(html: unknown): DocumentFragment {
  hook();
  const fragment = DOMPurify.sanitize(typeof html === 'string' ? html : '', {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    ADD_ATTR: ['target'],
  });
  moveInlineStyles(fragment);
  return fragment;
}
