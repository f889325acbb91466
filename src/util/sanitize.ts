import DOMPurify from 'dompurify';

/**
 * HTML from config or the server becomes a sanitised DocumentFragment: no scripts, no event
 * handlers, no javascript: URLs. Returning nodes instead of a string means Weft itself never
 * assigns to an HTML sink, so `require-trusted-types-for 'script'` holds (DOMPurify parses
 * through its own Trusted Types policy, "dompurify").
 *
 * Inline `style` attributes would be blocked by a strict `style-src`; their declarations are
 * moved onto the element through CSSOM instead, which CSP allows. Neither they nor event handler
 * attributes reach a parser under their own names (parkInlineAttributes), so a strict CSP sees no
 * inline style or handler at all and reports nothing.
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

// An event handler attribute is renamed to this before parsing, and dropped by DOMPurify.
const DROPPED = 'data-weft-drop';

const SPACE = /[\t\n\f\r ]/;

/**
 * Renames every `style` attribute to PARKED and every `on…` attribute to DROPPED inside the tags
 * of `html`, before any HTML parser reads it. Chromium reports `style-src-attr` and
 * `script-src-attr` for each inline style or handler attribute a parser meets, even in an inert
 * document where nothing runs; renamed, they never reach the parser as such (zero reports).
 * Attribute values, comments and text are left as they are.
 */
export function parkInlineAttributes(html: string): string {
  let out = '';
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt === -1) return out + html.slice(i);
    out += html.slice(i, lt);
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      const stop = end === -1 ? n : end + 3;
      out += html.slice(lt, stop);
      i = stop;
      continue;
    }
    if (!/[a-zA-Z]/.test(html[lt + 1] ?? '')) {
      out += '<';
      i = lt + 1;
      continue;
    }
    // The tag name, then its attributes up to the closing '>' (quoted values may hold '>').
    let j = lt + 1;
    while (j < n && !SPACE.test(html[j]!) && html[j] !== '/' && html[j] !== '>') j++;
    out += html.slice(lt, j);
    while (j < n && html[j] !== '>') {
      if (SPACE.test(html[j]!) || html[j] === '/') {
        out += html[j];
        j++;
        continue;
      }
      const nameStart = j;
      j++;
      while (j < n && !SPACE.test(html[j]!) && html[j] !== '/' && html[j] !== '>' && html[j] !== '=') j++;
      const name = html.slice(nameStart, j);
      const lower = name.toLowerCase();
      out += lower === 'style' ? PARKED : lower.startsWith('on') ? DROPPED : name;
      let k = j;
      while (k < n && SPACE.test(html[k]!)) k++;
      if (html[k] !== '=') continue;
      k++;
      while (k < n && SPACE.test(html[k]!)) k++;
      const quote = html[k];
      let end: number;
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, k + 1);
        end = close === -1 ? n : close + 1;
      } else {
        end = k;
        while (end < n && !SPACE.test(html[end]!) && html[end] !== '>') end++;
      }
      out += html.slice(j, end);
      j = end;
    }
    if (j < n) out += '>';
    i = j + 1;
  }
  return out;
}

let hooked = false;
function hook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === DROPPED) data.keepAttr = false;
  });
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
  const fragment = DOMPurify.sanitize(parkInlineAttributes(typeof html === 'string' ? html : ''), {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    ADD_ATTR: ['target'],
  });
  moveInlineStyles(fragment);
  return fragment;
}
