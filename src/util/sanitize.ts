import DOMPurify from 'dompurify';

/**
 * HTML from config or the server becomes a sanitised DocumentFragment: no scripts, no event
 * handlers, no javascript: URLs. Returning nodes instead of a string means Weft itself never
 * assigns to an HTML sink, so `require-trusted-types-for 'script'` holds (DOMPurify parses
 * through its own Trusted Types policy, "dompurify").
 *
 * Inline `style` attributes would be blocked by a strict `style-src`; their declarations are
 * moved onto the element through CSSOM instead, which CSP allows. No style element, inline style
 * or handler reaches a parser at all (parkInlineAttributes), so a strict CSP reports nothing.
 */

const scratch = typeof CSSStyleSheet === 'undefined' ? null : new CSSStyleSheet();

// The style attribute is parked under this name while DOMPurify still works in its own inert
// document, so that importing the nodes into the page never carries an inline style attribute.
const PARKED = 'data-weft-style';

/**
 * Parked declarations go back one property at a time through CSSOM, which every browser allows
 * under a strict `style-src` (setting `style.cssText` counts as an inline style in some).
 */
function moveInlineStyles(root: DocumentFragment): void {
  for (const el of root.querySelectorAll<HTMLElement>(`[${PARKED}]`)) {
    const text = el.getAttribute(PARKED) ?? '';
    el.removeAttribute(PARKED);
    if (!scratch || !text || !el.style) continue;
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

/*
 * The pre-pass. Chromium reports `style-src-elem` for every style element and `style-src-attr` /
 * `script-src-attr` for every inline style or handler attribute its parser creates, even in the
 * inert document DOMPurify parses in, where nothing applies or runs. Renaming attributes by
 * pattern is not enough: whether `<style` starts an element depends on the tokenizer's state
 * (inside an attribute value, a comment, `<textarea>`, `<xmp>`, CDATA, SVG or MathML…), and hostile
 * HTML plays on exactly that. So the pre-pass tokenises the HTML as the spec's tokenizer does and
 * writes it out again in a form with one reading only:
 * - text and attribute values carry no `<` (written `&lt;`, which reads back as `<`), and nothing
 *   is written as a comment, doctype or CDATA section, so every `<` the parser meets opens a tag
 *   that the pre-pass wrote itself, whatever state the parser is in;
 * - those tags are never `style` (dropped with their content, in HTML or foreign content), never
 *   `script` unless asked for (then written with their text as it was), never raw-text elements
 *   DOMPurify would drop with their content anyway (`xmp`, `iframe`, `noembed`, `noframes`,
 *   `plaintext`), and carry no `on…` attribute; `style` becomes PARKED.
 * Which elements read their text raw depends on the namespace (a `<style>` in `<svg>` holds markup,
 * one in `<svg><p>` does not); the pre-pass follows namespaces as the tree builder does closely
 * enough for real content. Where hostile markup makes it guess wrong, only what is shown differs:
 * no reading of the output holds a style element or a handler.
 */

const WS = /[\t\n\f ]/;
const TAG_END = /[\t\n\f />]/;
// Raw text: content up to the matching end tag is text (RAWTEXT, script data, RCDATA).
const DROPPED = /^(style|script|xmp|iframe|noembed|noframes)$/;
const RCDATA = /^(textarea|title)$/;
const VOID = /^(area|base|basefont|bgsound|br|col|embed|hr|image|img|input|keygen|link|meta|param|source|track|wbr)$/;
// Start tags that end foreign content (the tree builder's "breakout" list).
const BREAKOUT =
  /^(b|big|blockquote|body|br|center|code|dd|div|dl|dt|em|embed|h[1-6]|head|hr|i|img|li|listing|menu|meta|nobr|ol|p|pre|ruby|s|small|span|strong|strike|sub|sup|table|tt|u|ul|var)$/;

type Attr = [name: string, value: string | null];
interface Tag {
  name: string;
  attrs: Attr[];
  selfClosing: boolean;
  next: number;
}
interface Open {
  name: string;
  ns: 'html' | 'svg' | 'math';
  /** Children are read as HTML: an HTML or MathML text integration point. */
  point?: 'html' | 'text';
  dropped?: boolean;
}

const lower = (name: string) => name.replace(/\0/g, '\uFFFD').toLowerCase();

/** The tag whose name starts at `i`, read as the tokenizer reads it; null if the input ends inside it. */
function readTag(s: string, i: number): Tag | null {
  const n = s.length;
  let j = i;
  while (j < n && !TAG_END.test(s[j]!)) j++;
  const tag: Tag = { name: lower(s.slice(i, j)), attrs: [], selfClosing: false, next: n };
  for (;;) {
    while (j < n && WS.test(s[j]!)) j++;
    if (j >= n) return null;
    if (s[j] === '>') {
      tag.next = j + 1;
      return tag;
    }
    if (s[j] === '/') {
      if (s[++j] === '>') tag.selfClosing = true;
      continue;
    }
    const start = j++;
    while (j < n && !/[\t\n\f />=]/.test(s[j]!)) j++;
    const name = lower(s.slice(start, j));
    while (j < n && WS.test(s[j]!)) j++;
    if (s[j] !== '=') {
      tag.attrs.push([name, null]);
      continue;
    }
    j++;
    while (j < n && WS.test(s[j]!)) j++;
    const quote = s[j];
    if (quote === '"' || quote === "'") {
      const close = s.indexOf(quote, j + 1);
      if (close < 0) return null;
      tag.attrs.push([name, s.slice(j + 1, close)]);
      j = close + 1;
    } else {
      const start = j;
      while (j < n && !/[\t\n\f >]/.test(s[j]!)) j++;
      tag.attrs.push([name, s.slice(start, j)]);
    }
  }
}

/** Where the end tag `</name` of raw text starting at `from` begins (or the input's end). */
function rawEnd(s: string, from: number, name: string): number {
  const end = new RegExp(`</${name}[\\t\\n\\f />]`, 'ig');
  if (name !== 'script') {
    end.lastIndex = from;
    return end.exec(s)?.index ?? s.length;
  }
  // Script data: `<!--` escapes it, and inside an escape `<script` starts a double escape that
  // only `</script` or `-->` ends.
  const marks = /<!--|-->|<(\/?)script[\t\n\f />]/gi;
  marks.lastIndex = from;
  let state = 0; // 0 script data, 1 escaped, 2 double escaped
  for (let m; (m = marks.exec(s));) {
    if (m[0] === '<!--') {
      if (state === 0) {
        state = 1;
        marks.lastIndex = m.index + 2; // `<!-->` closes at once
      }
    } else if (m[0] === '-->') {
      state = 0;
    } else if (m[1]) {
      if (state < 2) return m.index;
      state = 1;
    } else if (state === 1) state = 2;
  }
  return s.length;
}

const escapeText = (text: string) => text.replace(/</g, '&lt;');

function writeTag({ name, attrs, selfClosing }: Tag): string {
  let out = `<${name}`;
  for (const [attr, value] of attrs) {
    // Handlers go, and so does any name the tokenizer would have read oddly if written back.
    if (attr.startsWith('on') || attr === PARKED || /["'<=`]/.test(attr)) continue;
    out += ` ${attr === 'style' ? PARKED : attr}`;
    if (value !== null) out += `="${escapeText(value).replace(/"/g, '&quot;')}"`;
  }
  return `${out}${selfClosing ? '/' : ''}>`;
}

/** Children of `top` are read as HTML (not SVG or MathML) when a start tag `name` comes. */
function inHtml(top: Open | undefined, name: string): boolean {
  if (!top || top.ns === 'html' || top.point === 'html') return true;
  return top.point === 'text' && name !== 'mglyph' && name !== 'malignmark';
}

function integration(name: string, ns: Open['ns'], attrs: Attr[]): Open['point'] {
  if (ns === 'svg') return /^(foreignobject|desc|title)$/.test(name) ? 'html' : undefined;
  if (/^(mi|mo|mn|ms|mtext)$/.test(name)) return 'text';
  const encoding = attrs.find(([a]) => a === 'encoding')?.[1]?.toLowerCase();
  return name === 'annotation-xml' && (encoding === 'text/html' || encoding === 'application/xhtml+xml') ? 'html' : undefined;
}

/**
 * `html` written out with one reading only (see above): no style element, no `on…` attribute,
 * `style` attributes as PARKED, and scripts kept as they were only when `scripts` is true (pixel
 * HTML, whose scripts Weft gates) or dropped with their text.
 */
export function parkInlineAttributes(html: string, scripts = true): string {
  const s = html.replace(/\r\n?/g, '\n');
  const n = s.length;
  const open: Open[] = [];
  let dropping = 0;
  let out = '';
  const write = (text: string) => {
    if (!dropping) out += text;
  };
  // How many elements of each name are open: an end tag for none costs nothing (no search).
  const count = new Map<string, number>();
  const push = (el: Open) => {
    open.push(el);
    count.set(el.name, (count.get(el.name) ?? 0) + 1);
    if (el.dropped) dropping++;
  };
  const popTo = (k: number) => {
    for (const el of open.splice(k)) {
      count.set(el.name, count.get(el.name)! - 1);
      if (el.dropped) dropping--;
    }
  };
  // Pops SVG and MathML elements until the current node reads HTML.
  const leaveForeign = () => {
    let k = open.length;
    while (k > 0 && open[k - 1]!.ns !== 'html' && !open[k - 1]!.point) k--;
    popTo(k);
  };
  let i = 0;
  while (i < n) {
    const lt = s.indexOf('<', i);
    write(s.slice(i, lt < 0 ? n : lt));
    if (lt < 0) break;
    i = lt + 1;
    const c = s[i] ?? '';
    const top = open[open.length - 1];
    if (/[a-z]/i.test(c)) {
      const tag = readTag(s, i);
      if (!tag) break;
      i = tag.next;
      const { name, attrs, selfClosing } = tag;
      let here = open[open.length - 1];
      if (
        !inHtml(here, name) &&
        (BREAKOUT.test(name) || (name === 'font' && attrs.some(([a]) => /^(color|face|size)$/.test(a))))
      ) {
        leaveForeign();
        here = open[open.length - 1];
      }
      const foreign = !inHtml(here, name);
      if (foreign || name === 'svg' || name === 'math') {
        // In foreign content every element takes its parent's namespace (but `svg` in annotation-xml).
        const ns = foreign && !(name === 'svg' && here!.name === 'annotation-xml') ? here!.ns : (name as 'svg');
        // A foreign style or script holds markup, not text: it is dropped with everything in it.
        const dropped = /^(style|script)$/.test(name);
        if (!dropped) write(writeTag(tag));
        if (!selfClosing) push({ name, ns, point: integration(name, ns, attrs), dropped });
      } else if (DROPPED.test(name) || RCDATA.test(name)) {
        const end = rawEnd(s, i, name);
        const text = s.slice(i, end);
        if (RCDATA.test(name)) write(`${writeTag(tag)}${escapeText(text)}</${name}>`);
        else if (name === 'script' && scripts) write(`${writeTag(tag)}${text}</script>`);
        i = end < n ? (readTag(s, end + 2)?.next ?? n) : n;
      } else if (name === 'plaintext') {
        break;
      } else if (name !== 'frameset' && name !== 'frame') {
        write(writeTag(tag));
        if (!VOID.test(name)) push({ name, ns: 'html' });
      }
    } else if (c === '/' && /[a-z]/i.test(s[i + 1] ?? '')) {
      const tag = readTag(s, i + 1);
      if (!tag) break;
      i = tag.next;
      const { name } = tag;
      if (top && top.ns !== 'html' && (name === 'p' || name === 'br')) leaveForeign();
      let k = count.get(name) ? open.length - 1 : -1;
      while (k >= 0 && open[k]!.name !== name) k--;
      const dropped = k >= 0 && open[k]!.dropped;
      if (k >= 0) popTo(k);
      if (!dropped && !DROPPED.test(name) && name !== 'frameset' && name !== 'frame') write(`</${name}>`);
    } else if (c === '!' && s.startsWith('[CDATA[', i + 1) && top && top.ns !== 'html') {
      // CDATA (only in foreign content) is text taken as it is.
      const end = s.indexOf(']]>', i + 8);
      write(escapeText(s.slice(i + 8, end < 0 ? n : end).replace(/&/g, '&amp;')));
      i = end < 0 ? n : end + 3;
    } else if (c === '!' && s.startsWith('--', i + 1)) {
      // A comment: `<!-->` and `<!--->` end at once, `--!>` ends it too.
      const a = s.indexOf('-->', i + 1);
      const b = s.indexOf('--!>', i + 3);
      const end = a < 0 ? b : b < 0 ? a : Math.min(a, b);
      i = end < 0 ? n : s.indexOf('>', end) + 1;
    } else if (c === '!' || c === '?' || c === '/') {
      // Doctypes, bogus comments and `</>`: up to the next '>'.
      if (c === '/' && i + 1 >= n) {
        write('&lt;/');
        break;
      }
      const end = s.indexOf('>', i);
      i = end < 0 ? n : end + 1;
    } else write('&lt;');
  }
  return out;
}

let hooked = false;
function hook(): void {
  if (hooked) return;
  hooked = true;
  // Read once: a config handed to each call is read again on each call, which a page of texts
  // and posts pays dozens of times while it is taken over.
  DOMPurify.setConfig({
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    ADD_ATTR: ['target'],
  });
  // Links that open a new tab must not hand the opener to the target page.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!('getAttribute' in node)) return;
    const el = node as Element;
    if (el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener noreferrer');
  });
}

export function sanitizeToFragment(html: unknown): DocumentFragment {
  hook();
  const fragment = DOMPurify.sanitize(
    parkInlineAttributes(typeof html === 'string' ? html : '', false),
  ) as unknown as DocumentFragment | null;
  // DOMPurify answers null for a document without a body (a frameset).
  if (!fragment) return document.createDocumentFragment();
  moveInlineStyles(fragment);
  return fragment;
}
