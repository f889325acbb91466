/** What can hold the keyboard focus in a drawing. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

function focusables(nodes: readonly Node[]): Element[] {
  return nodes.flatMap((node) =>
    node instanceof Element ? [...(node.matches(FOCUSABLE) ? [node] : []), ...node.querySelectorAll(FOCUSABLE)] : [],
  );
}

/**
 * Removes what the server drew in a shadow root (src/server/render.ts), once the first render is in
 * place beside it. A visitor who tabbed into the drawing before the scripts arrived keeps the focus:
 * it moves to the rendered control at the same place among the focusable ones, as the render draws
 * the same tree.
 */
export function replaceDrawing(drawn: readonly ChildNode[]): void {
  const root = drawn[0]?.getRootNode() as ShadowRoot | undefined;
  const focused = root?.activeElement;
  const at = focused ? focusables(drawn).indexOf(focused) : -1;
  for (const node of drawn) node.remove();
  if (at >= 0) (focusables([...root!.childNodes])[at] as HTMLElement | undefined)?.focus({ preventScroll: true });
}
