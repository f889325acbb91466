/**
 * The element a component is drawn in, for the components and the shared hooks below defineElement
 * (src/define.ts provides it to every element and re-exports these).
 */
import { createContext, createElement as h, useContext, useMemo, type ReactNode } from 'react';

const HostContext = createContext<HTMLElement | null>(null);

/** Renders element components outside a custom element (a benchmark, a test) with `host` as their host. */
export function HostProvider({ host, children }: { host: HTMLElement; children?: ReactNode }) {
  return h(HostContext.Provider, { value: host }, children);
}

/** The custom element that hosts the component. */
export function useHost(): HTMLElement {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() is only available inside a Weft element');
  return host;
}

/**
 * Fires `weft-<name>` events from the element: they bubble and cross the shadow boundary, which
 * r2wc's own events do not.
 */
export function useEmit(): (name: string, detail?: unknown) => boolean {
  const host = useHost();
  return useMemo(
    () => (name: string, detail?: unknown) =>
      host.dispatchEvent(new CustomEvent(`weft-${name}`, { detail, bubbles: true, composed: true })),
    [host],
  );
}
