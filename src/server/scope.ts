/**
 * One stylesheet file for a whole drawn page: every element type's styles, each kept to its own
 * elements' shadow roots. A drawn page used to link one file per element type (and preload them
 * all from the head): on a slow link over HTTP/1.1, twenty-five render-blocking files arrive in
 * five waves of six; one file arrives in one.
 *
 * Each rule is rewritten so that it matches only inside a shadow root whose host is the given tag,
 * and with the same specificity as before, so the cascade inside the element is the one the
 * browser's constructable sheets give it after the take-over:
 * - `.frame .title` → `:where(:host(weft-timer)) .frame .title` (`:where()` counts for nothing);
 * - `:host([open]) .x` → `:host(:where(weft-timer)[open]) .x`, `:host` → `:host(:where(weft-timer))`.
 * In the document's own scope no rule matches (`:host` matches nothing there), so the same file
 * can also carry the page's light-DOM rules and be linked from the head.
 *
 * The input is Weft's own minified CSS: style rules, grouping at-rules (@media, @container,
 * @supports, @layer, @starting-style) whose rules are rewritten in turn, and at-rules kept as they
 * are (@keyframes, @font-face, @property). Nested style rules (`&`) are not used by Weft's CSS.
 */

/** At-rules whose block holds style rules. */
const GROUPING = /^@(media|container|supports|layer|starting-style|document)\b/i;

/** The index just past the string or bracket that opens at `open` (nested ones and strings skipped). */
function closing(text: string, open: number): number {
  const first = text[open]!;
  if (first === '"' || first === "'") {
    const end = text.indexOf(first, open + 1);
    return end === -1 ? text.length : end + 1;
  }
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"' || char === "'") i = closing(text, i) - 1;
    else if (char === '{' || char === '(' || char === '[') depth++;
    else if ((char === '}' || char === ')' || char === ']') && --depth === 0) return i + 1;
  }
  return text.length;
}

const OPENERS = new Set(['(', '[', '"', "'"]);

/** Splits `text` at top-level `separator`s (not inside brackets or strings). */
function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (OPENERS.has(char)) i = closing(text, i) - 1;
    else if (char === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** One complex selector, kept to shadow roots hosted by `tag`, its specificity unchanged. */
export function scopeSelector(selector: string, tag: string): string {
  const s = selector.trim();
  if (s.startsWith(':host(')) {
    const end = closing(s, ':host'.length);
    return `:host(:where(${tag})${s.slice(':host('.length, end - 1)})${s.slice(end)}`;
  }
  if (/^:host(?![\w-])/.test(s)) return `:host(:where(${tag}))${s.slice(':host'.length)}`;
  return `:where(:host(${tag})) ${s}`;
}

/**
 * `css` with every style rule kept to the shadow roots of `tag` elements; `tag` may be a selector
 * list's compound such as `*` (any shadow host) for styles every element shares.
 */
export function scopeCss(css: string, tag: string): string {
  let out = '';
  let start = 0;
  let i = 0;
  while (i < css.length) {
    const char = css[i]!;
    if (OPENERS.has(char)) {
      i = closing(css, i);
      continue;
    }
    if (char === ';') {
      // A statement at-rule (@import, @charset, @layer a, b;): kept.
      out += css.slice(start, i + 1);
      start = i + 1;
    } else if (char === '{') {
      const prelude = css.slice(start, i).trim();
      const end = closing(css, i);
      const block = css.slice(i + 1, end - 1);
      if (prelude.startsWith('@')) {
        out += GROUPING.test(prelude) ? `${prelude}{${scopeCss(block, tag)}}` : `${prelude}{${block}}`;
      } else if (prelude) {
        out += `${splitTop(prelude, ',')
          .map((selector) => scopeSelector(selector, tag))
          .join(',')}{${block}}`;
      }
      start = i = end;
      continue;
    }
    i++;
  }
  return out + css.slice(start).trim();
}
