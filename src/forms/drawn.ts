/**
 * A form the server drew (src/server/render.ts) is on screen, and can be typed into, before its
 * element's scripts arrive. Until its element takes it over it must neither submit nor lose what
 * the visitor typed:
 * - drawn by the server it has `method="dialog"`: outside a `<dialog>`, HTML's form submission
 *   stops there, so Enter or its button does nothing (without it, Enter loaded the page again with
 *   the lead's fields in the address, the history and the server's logs, and lost them);
 * - as the element takes over, its first render reads what was typed into the drawing, which is
 *   still beside it while the form's layout effects run (the host removes it after them,
 *   src/define.ts), puts it in the form's state, and puts the caret back where it was (the host
 *   gives the focus to the same field, src/base/drawing.ts).
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useServerDrawing } from '../ui/server.js';

/**
 * What a form does with the drawing's fields: the values of the names it knows, into its state;
 * true when that changes its state (it renders again).
 */
export type Adopt = (drawn: FormData, has: (name: string) => boolean) => boolean;

interface Caret {
  name: string;
  /** Set on the take-over's commit, applied on the next (the one with the adopted values). */
  ready?: boolean;
  start: number;
  end: number;
}

/** Whether `control` keeps a caret (an e-mail field has none: the selection API throws there). */
function caretOf(control: Element | null): Caret | null {
  const field = control as HTMLInputElement | null;
  if (!field?.name || typeof field.selectionStart !== 'number') return null;
  return { name: field.name, start: field.selectionStart, end: field.selectionEnd ?? field.selectionStart };
}

/**
 * The `<form>`'s `ref` and `method` (see above). `adopt` is called once, as the element takes the
 * drawing over, with what the drawn form holds; not at all when nothing was drawn.
 */
export function useDrawnForm(adopt: Adopt): { ref: RefObject<HTMLFormElement>; method?: 'dialog' } {
  const drawing = useServerDrawing();
  const ref = useRef<HTMLFormElement>(null);
  const caret = useRef<Caret | null>(null);
  useLayoutEffect(() => {
    const own = ref.current;
    const root = own?.getRootNode();
    if (!own || !(root instanceof ShadowRoot)) return;
    // The drawing is beside the first render in the shadow root: the drawn form is the one at the
    // same place among the drawing's forms as this one among the render's.
    const top = (node: Node) => {
      while (node.parentNode !== root) node = node.parentNode!;
      return node;
    };
    const forms = [...root.querySelectorAll('form')];
    const rendered = forms.filter((form) => top(form) === top(own));
    const drawn = forms.filter((form) => top(form) !== top(own))[rendered.indexOf(own)];
    if (!drawn) return;
    const focused = drawn.contains(root.activeElement) ? caretOf(root.activeElement) : null;
    if (adopt(new FormData(drawn), (name) => drawn.elements.namedItem(name) !== null)) caret.current = focused;
    // Once, as the element takes over: the drawing is gone after this commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // After the render that holds the adopted values: React wrote them into the focused field,
  // which put its caret at the end.
  useLayoutEffect(() => {
    const at = caret.current;
    if (!at) return;
    if (!at.ready) {
      at.ready = true;
      return;
    }
    caret.current = null;
    const field = ref.current?.elements.namedItem(at.name) as HTMLInputElement | null;
    if (field && (field.getRootNode() as ShadowRoot).activeElement === field) field.setSelectionRange(at.start, at.end);
  });
  return drawing ? { ref, method: 'dialog' } : { ref };
}

/** `adopt` for a form whose state is text by field name (the members forms: `binder` in src/ui/field.tsx). */
export function adoptText<V extends Record<string, string>>(values: V, setValues: (update: (v: V) => V) => void): Adopt {
  return (drawn, has) => {
    const typed = Object.keys(values).flatMap((name) => {
      const value = String(drawn.get(name) ?? '');
      return has(name) && value !== values[name] ? [[name, value] as const] : [];
    });
    if (typed.length) setValues((v) => ({ ...v, ...Object.fromEntries(typed) }));
    return typed.length > 0;
  };
}
