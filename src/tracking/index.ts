/**
 * Tracking (runtime.md §7), every call gated by consent: pixels from options.pixels, page-view
 * events (every page the visitor arrives at, in-site navigations included), link/form pixel events,
 * the franchise and affiliate pixels, split tests (applied: src/tracking/split-test.ts) and the
 * lead's marketing data. A tracking endpoint that fails, hangs or answers garbage changes nothing the
 * visitor sees.
 */
import { effect } from '@preact/signals-core';
import { readYesNo } from '../config.js';
import { weftGated } from '../consent/gating.js';
import { allows, consent } from '../consent/state.js';
import { provider, site } from '../http/index.js';
import type { SiteData } from '../base/data.js';
import { parkInlineAttributes } from '../util/sanitize.js';
import { local } from '../util/storage.js';
import { allowPageScript, trustedHTML, weftPolicy } from '../util/trusted.js';
import { navigableUrl, scriptAddress } from '../util/url.js';
import { redirect } from '../base/go.js';
import { NAVIGATED_EVENT } from '../base/go.js';
import { storeMarketingData } from './marketing-data.js';
import { startSocialProof, type SocialProofOptions } from './social-proof.js';
import { splitAction } from './split-test.js';

type Category = 'analytics' | 'marketing';

/** Which consent each pixel needs, and its endpoint on the site origin. */
export const PIXELS: Record<string, { path: string; category: Category }> = {
  facebook: { path: '/cheetah/pixel/facebook', category: 'marketing' },
  analytics: { path: '/cheetah/pixel/analytics', category: 'analytics' },
  tag_manager: { path: '/cheetah/pixel/tag-manager', category: 'analytics' },
};
/** Where the affiliate pixel image is loaded from, with the sc-aid query value. */
export const CHECKOUT_BRIDGE = 'https://checkout.weft.example/bridge/pixel.gif';
export const FRANCHISE_PIXEL_PATH = '/franchise/pixel';

/**
 * Pixel HTML from the site origin becomes gated scripts (type text/plain, data-category): the
 * consent gating runs them. A script with a source keeps it when it is https (or the page's own
 * origin). An inline script (the provider's snippet: its init and first event) keeps its text, and
 * Weft's Trusted Types policy is told to run exactly that text: only what this page view fetched
 * from the site's pixel endpoints, after consent, and nothing else.
 */
export function gatedScripts(html: string, category: Category): HTMLScriptElement[] {
  // Parsed through Weft's policy for its scripts only; style and on… attributes never reach the parser.
  const markup = parkInlineAttributes(`<body>${html}</body>`);
  const doc = new DOMParser().parseFromString(trustedHTML(markup, 'pixel sources'), 'text/html');
  const out: HTMLScriptElement[] = [];
  for (const script of doc.querySelectorAll('script')) {
    const src = script.getAttribute('src');
    const address = src ? scriptAddress(src) : null;
    const text = script.textContent ?? '';
    if (src ? !address : !text.trim()) {
      if (src) console.error(`Weft: pixel HTML may only hold scripts with an https source; "${src}" is left out`);
      continue;
    }
    const gated = document.createElement('script');
    gated.type = 'text/plain';
    gated.dataset['category'] = category;
    gated.dataset['weftPixel'] = '';
    if (address) {
      allowPageScript({ text: '', src: address });
      const trusted = weftPolicy();
      gated.src = (trusted ? trusted.createScriptURL(address) : address) as string;
    } else {
      allowPageScript({ text, src: '' });
      gated.textContent = text;
    }
    out.push(weftGated(gated));
  }
  return out;
}

async function loadPixel(kind: string, id: string): Promise<void> {
  const pixel = PIXELS[kind];
  if (!pixel || !id) return;
  const html = await site.get(pixel.path, { searchParams: { 'pixel-id': id } }).text();
  document.head.append(...gatedScripts(html, pixel.category));
}

function quietly(what: string, run: () => Promise<unknown>): void {
  run().catch((error: unknown) => console.error(`Weft: ${what} failed; the page goes on`, error));
}

/** The base64 website id as the marketing-data call wants it, decoded. */
export function decodedWebsiteId(id: string | undefined): string | null {
  if (!id) return null;
  try {
    return atob(id);
  } catch {
    return null;
  }
}

/** POST /cheetah/tag: tags a lead in a mailing list; a failed lookup answers false. */
export async function tagLead(email: string, list: string, tagValue: string, websiteId: string): Promise<unknown> {
  try {
    return await site.post('/cheetah/tag', { json: { email, list, tag_value: tagValue, websiteID: websiteId } }).json<unknown>();
  } catch {
    return false;
  }
}

export interface PageEvent {
  url_origin?: unknown;
  event?: unknown;
  standard_event: string;
  purchase_event_info?: unknown;
}

/** The address a pixel event is set for, as a page: origin and path without a trailing slash. */
function pageKey(address: string, base: string): string | null {
  const url = navigableUrl(new URL(address, base).href);
  return url ? `${url.origin}${url.pathname.replace(/\/+$/, '')}` : null;
}

/**
 * The answer of GET /cheetah/pixel/get (runtime.md §7: it reads url_origin, event, standard_event,
 * purchase_event_info): one event or a list (also under `data`). An event is sent on the page its
 * url_origin names (any page when it names none), when it is on (event, by flag(); an event name
 * counts as on) and has a standard event to send.
 */
export function pageEvents(answer: unknown, here: string): PageEvent[] {
  const body = answer && typeof answer === 'object' && 'data' in answer ? (answer as { data: unknown }).data : answer;
  const list = Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : [];
  const page = pageKey(here, here);
  return list.filter((e): e is PageEvent => {
    if (!e || typeof e !== 'object') return false;
    const { url_origin: origin, event, standard_event: name } = e as PageEvent;
    if (typeof name !== 'string' || name.trim() === '') return false;
    if (!(readYesNo(event) ?? (typeof event === 'string' && event.trim() !== ''))) return false;
    if (typeof origin !== 'string' || origin.trim() === '') return true;
    try {
      return pageKey(origin.trim(), here) === page;
    } catch {
      return false;
    }
  });
}

let waitingTag: (() => void) | null = null;

/**
 * tagPage (runtime.md §3): a known lead who opens the page is tagged in the owner's list
 * (POST /cheetah/tag). Tagging a person by the pages they open is marketing: it waits for marketing
 * consent, and goes as soon as that is given, unless the visitor has left the page by then.
 */
export function tagVisit(email: string, list: string, tagValue: string, websiteId: string): void {
  waitingTag?.();
  waitingTag = null;
  if (allows('marketing')) {
    void tagLead(email, list, tagValue, websiteId);
    return;
  }
  const page = location.pathname + location.search;
  let stop: () => void = () => {};
  const end = () => {
    stop();
    if (waitingTag === end) waitingTag = null;
  };
  waitingTag = end;
  let sent = false;
  stop = effect(() => {
    if (sent || !allows('marketing')) return;
    sent = true;
    queueMicrotask(end);
    if (location.pathname + location.search === page) void tagLead(email, list, tagValue, websiteId);
  });
}

/** Ids the current page's split-test variant hides: one document sheet, emptied on every arrival. */
let splitSheet: CSSStyleSheet | null = null;

function hideElements(ids: readonly string[]): void {
  if (!splitSheet) {
    if (!ids.length) return;
    splitSheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, splitSheet];
  }
  splitSheet.replaceSync(ids.map((id) => `#${CSS.escape(id)} { display: none !important; }`).join('\n'));
}

export function startTracking(data: SiteData & Record<string, unknown>, pageId: () => string | number | undefined): void {
  const options = (data.options ?? {}) as { pixels?: Record<string, unknown>; aid?: unknown; social_proof?: SocialProofOptions };
  void startSocialProof(options.social_proof).catch((error: unknown) =>
    console.error('Weft: social-proof notifications failed; the page goes on', error),
  );
  const pixels = options.pixels && typeof options.pixels === 'object' ? options.pixels : {};
  const done = new Set<string>();
  const once = (key: string, category: Category, what: string, run: () => Promise<unknown>) => {
    if (done.has(key) || !allows(category)) return;
    done.add(key);
    quietly(what, run);
  };

  /**
   * Every page the visitor arrives at (the first, then each in-site navigation) is a page view and
   * asks for its split test, once its consent is given: when it already is, at once; otherwise as
   * soon as it is, for the page the visitor is on then.
   */
  let arrival = 0;
  const sent = { view: 0, split: 0 };
  /** The arrival a split-test redirect leads to: its own answer is not followed again (no loops). */
  let splitLanding = 0;
  const pageView = async () => {
    const answer = await site.get('/cheetah/pixel/get').json<unknown>();
    const fbq = (window as { fbq?: (...args: unknown[]) => void }).fbq;
    if (typeof fbq !== 'function') return;
    for (const pixel of pageEvents(answer, location.href)) fbq('track', pixel.standard_event, pixel.purchase_event_info ?? {});
  };
  const splitTest = async (at: number, id: string | number) => {
    const answer = await site.get('/cheetah/split-test', { searchParams: { page_id: String(id) } }).json<unknown>();
    // A newer navigation drew another page: this answer is about a page no longer shown.
    if (at !== arrival) return;
    const action = splitAction(answer, { pageId: id, url: new URL(location.href) }, data.pages ?? []);
    hideElements(action.hide);
    if (action.goTo && at !== splitLanding) {
      splitLanding = at + 1;
      redirect(action.goTo);
    }
  };
  const flush = () => {
    if (arrival === 0) return;
    const at = arrival;
    if (sent.view !== at && allows('marketing')) {
      sent.view = at;
      quietly('the page-view pixel event', pageView);
    }
    const id = pageId();
    if (sent.split !== at && id !== undefined && allows('analytics')) {
      sent.split = at;
      quietly('the split test', () => splitTest(at, id));
    }
  };
  let lastPath = '';
  const arrive = () => {
    arrival++;
    lastPath = location.pathname + location.search;
    hideElements([]);
    flush();
  };
  // The first page: once the router has drawn it (site mode starts the router right after this).
  queueMicrotask(arrive);
  // Every in-site navigation, and Back and Forward to another page (the router redraws on popstate
  // without the event; the timer lets its listener draw the page first, and is dropped if the
  // event follows for the same navigation).
  let popped: ReturnType<typeof setTimeout> | undefined;
  addEventListener(NAVIGATED_EVENT, () => {
    clearTimeout(popped);
    arrive();
  });
  addEventListener('popstate', () => {
    clearTimeout(popped);
    popped = setTimeout(() => {
      if (location.pathname + location.search !== lastPath) arrive();
    });
  });

  effect(() => {
    void consent.value;
    for (const [kind, id] of Object.entries(pixels)) {
      if (typeof id !== 'string' && typeof id !== 'number') continue;
      const pixel = PIXELS[kind];
      if (pixel) once(`pixel:${kind}`, pixel.category, `the ${kind} pixel`, () => loadPixel(kind, String(id)));
    }
    flush();
    if (options.aid) {
      once('franchise', 'marketing', 'the franchise pixel', async () => {
        const answer = await provider
          .get(FRANCHISE_PIXEL_PATH, { searchParams: { aid: String(options.aid) } })
          .json<{ pixel_id?: unknown }>();
        if (typeof answer?.pixel_id === 'string' || typeof answer?.pixel_id === 'number')
          await loadPixel('facebook', String(answer.pixel_id));
      });
    }
    const scAid = new URLSearchParams(location.search).get('sc-aid');
    if (scAid) {
      once('affiliate', 'marketing', 'the affiliate pixel', async () => {
        const image = new Image(1, 1);
        image.alt = '';
        image.src = `${CHECKOUT_BRIDGE}?sc-aid=${encodeURIComponent(scAid)}`;
      });
    }
    const email = local.get('leadEmail');
    const websiteId = decodedWebsiteId(data.website_id);
    if (email && websiteId) {
      once('mboss', 'marketing', 'the marketing data lookup', async () => {
        const answer = await site
          .get('/cheetah/search-mboss', { searchParams: { website_id: websiteId, email } })
          .json<unknown>();
        if (answer && typeof answer === 'object') storeMarketingData((answer as { data?: unknown }).data ?? answer);
      });
    }
  });

  // Link and form events (a link's `pixel`), sent only with marketing consent.
  addEventListener('weft-pixel', (event) => {
    if (!allows('marketing')) return;
    const pixel = (event as CustomEvent<{ pixel?: Record<string, unknown> }>).detail?.pixel;
    if (!pixel || typeof pixel !== 'object') return;
    const params: Record<string, string> = {};
    for (const key of ['event_name', 'token', 'id', 'test_event_code', 'currency', 'value']) {
      const value = pixel[key] ?? (key === 'event_name' ? pixel['event'] : undefined);
      if (value !== undefined && value !== null && value !== '') params[key] = String(value);
    }
    if (!params['event_name']) return;
    quietly('the pixel event', () => site.get('/cheetah/pixel/track', { searchParams: params }).text());
  });
}
