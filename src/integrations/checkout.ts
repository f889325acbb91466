/**
 * The hotmart and eduzz integration of the common element config (runtime.md §3): the element sells
 * one product of that checkout platform. A click on it opens the product's checkout (a new tab by
 * default) behind the checkout-loading overlay, with what the site knows of the visitor filled in
 * (the member's, else the lead's name and e-mail) and the page's campaign parameters passed on.
 *
 * `product` is the product's checkout address on the platform (`https://pay.hotmart.com/…`,
 * `https://sun.eduzz.com/…`, any https address on hotmart.com or eduzz.com) or its product code
 * (`E101943327K` → `https://pay.hotmart.com/E101943327K`, `1234567` → `https://sun.eduzz.com/1234567`).
 * Anything else is refused with one console error naming the element, and the element keeps its own
 * behaviour.
 *
 * What is clicked: the element's own links and buttons (the integration takes them over: a button's
 * link gives way to the checkout); an element without any (an image, a text) becomes a link to the
 * checkout as a whole, reachable by keyboard. Fields (inputs, selects, labels) are never taken over.
 */
import type { CommonConfig } from '../common.js';
import { openCheckout } from '../links/actions.js';
import { readSession } from '../session/index.js';
import { local } from '../util/storage.js';
import { normaliseWebAddress } from '../util/url.js';
import { CHECKOUT_PLATFORMS, type CheckoutPlatform } from './index.js';
import { nameOf } from '../util/name.js';

/** The campaign parameters of the page's address that the checkout receives too. */
const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];

interface Platform {
  /** The platform's domain: the checkout address is on it or on one of its subdomains. */
  domain: string;
  /** Where a product code's checkout is. */
  base: string;
  /** What a product code looks like. */
  code: RegExp;
  /** The checkout's query parameters for the visitor's e-mail and name. */
  prefill: { email: string; name: string };
  /** The page's query parameters passed on to the checkout (the platform's own tracking ones too). */
  tracking: readonly string[];
}

export const PLATFORMS: Readonly<Record<CheckoutPlatform, Platform>> = {
  hotmart: {
    domain: 'hotmart.com',
    base: 'https://pay.hotmart.com/',
    code: /^[A-Za-z][0-9]{6,12}[A-Za-z]?$/,
    prefill: { email: 'email', name: 'name' },
    tracking: [...UTM, 'src', 'sck'],
  },
  eduzz: {
    domain: 'eduzz.com',
    base: 'https://sun.eduzz.com/',
    code: /^[A-Za-z0-9]{4,16}$/,
    prefill: { email: 'email', name: 'name' },
    tracking: UTM,
  },
};

export interface Visitor {
  name: string;
  email: string;
}

/**
 * The checkout address of a product (its code or its address on the platform), or null when it is
 * neither. An http address on the platform is taken as https.
 */
export function productAddress(platform: CheckoutPlatform, product: unknown): URL | null {
  const rules = PLATFORMS[platform];
  const value = typeof product === 'number' ? String(product) : typeof product === 'string' ? product.trim() : '';
  if (!value) return null;
  if (rules.code.test(value)) return new URL(encodeURIComponent(value), rules.base);
  const url = normaliseWebAddress(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  url.protocol = 'https:';
  const host = url.hostname.toLowerCase();
  return host === rules.domain || host.endsWith(`.${rules.domain}`) ? url : null;
}

/**
 * The address the visitor is sent to: the product's checkout with the visitor's e-mail and name
 * (when known) and the page's campaign parameters, never replacing what the address already says.
 */
export function checkoutAddress(
  platform: CheckoutPlatform,
  product: unknown,
  visitor: Visitor | null,
  pageSearch = '',
): string | null {
  const url = productAddress(platform, product);
  if (!url) return null;
  const rules = PLATFORMS[platform];
  const add = (name: string, value: string | null | undefined) => {
    if (value && value.trim() && !url.searchParams.has(name)) url.searchParams.set(name, value.trim());
  };
  add(rules.prefill.email, visitor?.email);
  add(rules.prefill.name, visitor?.name);
  const page = new URLSearchParams(pageSearch);
  for (const name of rules.tracking) add(name, page.get(name));
  return url.href;
}

/** The member who is logged in, else the lead the site's forms stored, else nobody. */
export function knownVisitor(): Visitor | null {
  const member = readSession();
  if (member?.user.email) return { email: member.user.email, name: member.user.name };
  const email = local.get('leadEmail') ?? '';
  const name = local.get('leadName') ?? '';
  return email || name ? { email, name } : null;
}

/** What the visitor clicks to buy: the element's links and buttons. */
const ACTION = 'a[href], button, [role="button"], [role="link"], input[type="submit"], input[type="button"], input[type="image"]';
/** What the visitor fills in: never taken over. */
const FIELD = 'input, select, textarea, label, [contenteditable=""], [contenteditable="true"]';

const RENDERED = Symbol.for('weft.rendered');

/** Turns the integration on for `host`; returns how to turn it off. */
export function armCheckout(host: HTMLElement, config: CommonConfig): () => void {
  const where = nameOf(host);
  const active = CHECKOUT_PLATFORMS.filter((platform) => config[platform]?.active);
  const platform = active[0];
  if (!platform) return () => {};
  if (active.length > 1)
    console.error(`${where} turns on both the hotmart and the eduzz integration; the hotmart checkout is used`);
  const integration = config[platform];
  if (!productAddress(platform, integration.product)) {
    console.error(
      `${where} has a ${platform} product ${JSON.stringify(integration.product)} that is neither a product code nor a checkout address on ${PLATFORMS[platform].domain}; the element keeps its own action`,
    );
    return () => {};
  }

  const actions = () => host.shadowRoot?.querySelector(ACTION) ?? null;
  const buy = () => {
    const address = checkoutAddress(platform, integration.product, knownVisitor(), location.search);
    if (address) openCheckout(address, integration.target === '_self' ? '_self' : '_blank');
  };
  const onClick = (event: MouseEvent) => {
    const path = event.composedPath();
    const inside = path.slice(0, Math.max(0, path.indexOf(host))).filter((node): node is Element => node instanceof Element);
    const action = inside.find((el) => el.matches(ACTION));
    if (!action && (inside.some((el) => el.matches(FIELD)) || actions())) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    buy();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.target !== host) return;
    event.preventDefault();
    buy();
  };
  // An element with nothing to click in it is the link itself (after its first render, when its
  // content is known).
  const made: string[] = [];
  let live = true;
  const rendered = (host as unknown as Record<symbol, { promise?: Promise<void> } | undefined>)[RENDERED]?.promise;
  void (rendered ?? Promise.resolve()).then(() => {
    if (!live || actions()) return;
    for (const [name, value] of [
      ['role', 'link'],
      ['tabindex', '0'],
    ] as const) {
      if (host.hasAttribute(name)) continue;
      host.setAttribute(name, value);
      made.push(name);
    }
  });
  host.setAttribute('data-weft-checkout', platform);
  host.style.setProperty('cursor', 'pointer');
  host.addEventListener('click', onClick, true);
  host.addEventListener('keydown', onKey);
  return () => {
    live = false;
    host.removeEventListener('click', onClick, true);
    host.removeEventListener('keydown', onKey);
    host.removeAttribute('data-weft-checkout');
    host.style.removeProperty('cursor');
    for (const name of made) host.removeAttribute(name);
  };
}
