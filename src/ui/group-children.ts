/**
 * A group element's children (elements-content.md §3 Group elements) are real tags in its light
 * DOM, as the site renderer writes them, each with its own config. On phones they show in the order
 * of each child's `order_mobile` (children without one keep their place after those with one).
 */
import { useEffect } from 'react';
import type { Device } from '../device.js';

/** A child's order_mobile as its config attribute holds it, or null. */
export function orderMobileOf(el: Element): number | null {
  try {
    const config: unknown = JSON.parse(el.getAttribute('config') ?? '{}');
    const raw = config && typeof config === 'object' ? (config as Record<string, unknown>)['order_mobile'] : null;
    if (raw === null || raw === undefined || raw === '' || typeof raw === 'boolean') return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** The CSS order of each child on `device`: by order_mobile on phones, the document's order otherwise. */
export function childOrders(children: readonly Element[], device: Device): Array<number | null> {
  if (device !== 'mobile') return children.map(() => null);
  return children.map((child, index) => orderMobileOf(child) ?? 1e6 + index);
}

/**
 * Keeps the flex order of `host`'s children (the group draws them through one slot in a flex box)
 * to the device's order, as children come and go.
 */
export function useChildOrder(host: HTMLElement, device: Device): void {
  useEffect(() => {
    const ordered = new Set<HTMLElement>();
    const apply = () => {
      const children = [...host.children].filter((c): c is HTMLElement => c instanceof HTMLElement);
      childOrders(children, device).forEach((order, i) => {
        const child = children[i]!;
        if (order === null) {
          if (ordered.delete(child)) child.style.removeProperty('order');
        } else {
          child.style.setProperty('order', String(order));
          ordered.add(child);
        }
      });
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(host, { childList: true, attributes: true, subtree: true, attributeFilter: ['config'] });
    return () => {
      observer.disconnect();
      for (const child of ordered) child.style.removeProperty('order');
    };
  }, [host, device]);
}
