/**
 * The checkout service's widget (elements-content.md §7): its translations script, then its app
 * script, each added once per page through the shared script loader, then the widget drawn into
 * a container. Pure of React, so it is tested apart from the element.
 */
import { RTL_LANGUAGES } from '../../src/constants.js';
import { checkoutBase, hostInputs, HTTP_TIMEOUT_MS } from '../../src/http/index.js';
import { addScriptOnce } from '../../src/util/script.js';
import type { CheckoutConfig } from './config.js';

/** The global the widget's app script defines. */
export const CHECKOUT_WIDGET = 'CheckoutWidget';
/** The translations the widget reads, loaded before its app script. */
export const CHECKOUT_TRANSLATIONS_SCOPE = 'checkoutTranslations';

/** What the element hands the widget: the config's fields (but the script's version), under their own names. */
export interface CheckoutOptions extends Omit<CheckoutConfig, 'version'> {
  /** Laid out right to left (he, ar). */
  rtl: boolean;
}

/** `window.CheckoutWidget`: draws the widget into `container`; may return a way to take it down. */
export interface CheckoutWidgetApi {
  render(container: HTMLElement, options: CheckoutOptions): { destroy?(): void } | void | undefined;
}

/** he and ar (also as he_IL, ar-AR …) are laid out right to left; ja stays left to right (CONTRACT §8). */
export function checkoutRtl(language: string): boolean {
  return RTL_LANGUAGES.includes(language.trim().slice(0, 2).toLowerCase());
}

export function translationsAddress(base: string, language: string): string {
  return `${base}/lang/${encodeURIComponent(language)}?scope=${CHECKOUT_TRANSLATIONS_SCOPE}`;
}

export function appAddress(base: string, version: string): string {
  return `${base}/widget/app.js?v=${encodeURIComponent(version)}`;
}

function widgetApi(): CheckoutWidgetApi | null {
  const api = (window as unknown as Record<string, unknown>)[CHECKOUT_WIDGET] as CheckoutWidgetApi | undefined;
  return api && typeof api.render === 'function' ? api : null;
}

const loads = new Map<string, Promise<void>>();

/**
 * Settles once the script at `address` has run, adding it once per page (src/util/script.ts). A
 * script that fails is taken out again, so a later element may try anew; one that never answers
 * fails after HTTP_TIMEOUT_MS. `ready` says the script has run already (a host page loaded it).
 */
export function loadScript(address: string, ready: () => boolean = () => false): Promise<void> {
  const known = loads.get(address);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    if (ready()) return resolve();
    const script = addScriptOnce(address);
    if (!script) return reject(new Error(`${address} may not be loaded on this page`));
    const done = (error?: Error) => {
      clearTimeout(timer);
      script.removeEventListener('load', loaded);
      script.removeEventListener('error', failed);
      if (!error) return resolve();
      script.remove();
      reject(error);
    };
    const loaded = () => done();
    const failed = () => done(new Error(`${address} did not load`));
    const timer = setTimeout(() => done(new Error(`${address} did not answer in time`)), HTTP_TIMEOUT_MS);
    script.addEventListener('load', loaded);
    script.addEventListener('error', failed);
  });
  loads.set(address, load);
  load.catch(() => loads.delete(address));
  return load;
}

/** Loads the translations, then the app (each once per page), and draws the widget into `container`. */
export async function startWidget(
  container: HTMLElement,
  options: CheckoutOptions,
  version: string,
  base: string = checkoutBase(hostInputs()),
): Promise<{ destroy?(): void } | null> {
  await loadScript(translationsAddress(base, options.language));
  const app = appAddress(base, version);
  await loadScript(app, () => widgetApi() !== null);
  const api = widgetApi();
  if (!api) throw new Error(`${app} did not define window.${CHECKOUT_WIDGET}`);
  return api.render(container, options) ?? null;
}
