/**
 * The common config's hotmart and eduzz integration (runtime.md §3 common element config): an
 * element that sells a product of one of these checkout platforms opens the product's checkout when
 * the visitor clicks it. This part is in every element's chunk, so it only decides whether the
 * element has an integration at all; the rest (src/integrations/checkout.ts) is fetched when one does.
 */
import type { CommonConfig } from '../common.js';
import { nameOf } from '../util/name.js';

/** The checkout platforms, in the order they win when an element turns on more than one. */
export const CHECKOUT_PLATFORMS = ['hotmart', 'eduzz'] as const;
export type CheckoutPlatform = (typeof CHECKOUT_PLATFORMS)[number];

/** Arms the element's checkout integration when its config turns one on; returns how to disarm it. */
export function checkoutIntegration(host: HTMLElement, config: CommonConfig): () => void {
  if (!CHECKOUT_PLATFORMS.some((platform) => config[platform]?.active)) return () => {};
  let stopped = false;
  let stop = () => {};
  import('./checkout.js')
    .then((module) => {
      if (!stopped) stop = module.armCheckout(host, config);
    })
    .catch((error: unknown) => console.error(`${nameOf(host)} could not load its checkout integration`, error));
  return () => {
    stopped = true;
    stop();
  };
}
