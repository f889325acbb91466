/**
 * Helpers for browser tests. They wait with MessageChannel turns, not timers, so they keep
 * working while a test has replaced the clock with a fake one.
 */

const channel = new MessageChannel();
const waiting: Array<() => void> = [];
channel.port1.onmessage = () => waiting.shift()?.();

/** One macrotask turn, independent of (fake) timers. */
export function turn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}

/**
 * Waits until `predicate` holds (React commits asynchronously, chunks arrive over the network),
 * failing after `ms` of real time. performance.now() is left alone by the tests' fake clocks.
 */
export async function until(predicate: () => unknown, message = 'condition', ms = 5000): Promise<void> {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    if (predicate()) return;
    await turn();
  }
  if (predicate()) return;
  throw new Error(`Timed out waiting for ${message}`);
}

/** Lets React flush pending renders and effects. */
export async function settle(n = 20): Promise<void> {
  for (let i = 0; i < n; i++) await turn();
}

/** Collects console.error calls while `run` runs, and restores console.error. */
export function captureErrors(): { messages: string[]; restore(): void } {
  const original = console.error;
  const messages: string[] = [];
  console.error = (...args: unknown[]) => messages.push(args.map(String).join(' '));
  return { messages, restore: () => (console.error = original) };
}

/** The element's shadow root, asserted present. */
export function shadow(el: Element): ShadowRoot {
  const root = el.shadowRoot;
  if (!root) throw new Error(`<${el.localName}> has no shadow root`);
  return root;
}

/** Text of the element with the given part inside an element's shadow root. */
export function partText(el: Element, part: string): string | undefined {
  return shadow(el).querySelector(`[part~="${part}"]`)?.textContent ?? undefined;
}

/**
 * Mounts `<tag>` with `config` (and boolean attributes) in a fresh fixture and waits for its first
 * render: the config is set before the element connects, as a server-rendered tag has it.
 */
export async function mount(
  tag: string,
  config: unknown,
  { id = '', attrs = [] as string[], before = null as Node | null, ready = '[part]' } = {},
): Promise<HTMLElement> {
  const { fixture } = await import('@open-wc/testing');
  const wrapper = await fixture<HTMLDivElement>('<div></div>');
  if (before) wrapper.append(before);
  const el = document.createElement(tag);
  if (id) el.id = id;
  for (const name of attrs) el.setAttribute(name, '');
  el.setAttribute('config', typeof config === 'string' ? config : JSON.stringify(config));
  wrapper.append(el);
  await until(() => el.shadowRoot?.querySelector(ready), `<${tag}> to render`);
  return el;
}

/**
 * Types `value` into an input, textarea or select the way React sees a visitor's typing: through
 * the native value setter of the field's own window, then an input (or change) event.
 */
export function typeInto(field: Element, value: string): void {
  const win = field.ownerDocument.defaultView as typeof window;
  const proto =
    field instanceof win.HTMLTextAreaElement
      ? win.HTMLTextAreaElement.prototype
      : field instanceof win.HTMLSelectElement
        ? win.HTMLSelectElement.prototype
        : win.HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event(field instanceof win.HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** What every window event `name` carries (its detail, or the part `pick` takes) from now until `stop()`. */
export function collect<T>(name: string, pick: (detail: never) => T = (detail) => detail): { details: T[]; stop(): void } {
  const details: T[] = [];
  const listener = (event: Event) => details.push(pick((event as CustomEvent).detail as never));
  addEventListener(name, listener);
  return { details, stop: () => removeEventListener(name, listener) };
}
