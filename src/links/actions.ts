/**
 * The link action: performs every link type of runtime.md §3 with its spec semantics, plus the
 * extras any link may carry (click count, vote, pixel, secondary link). Elements call
 * `performLink()` on click; links with an address also render as real <a href> (see linkHref).
 */
import { flag } from '../config.js';
import { device as deviceSignal, type Device } from '../device.js';
import { i18n } from '../i18n/index.js';
import { openModal } from '../modals/index.js';
import { siteData } from '../base/data.js';
import { inSite, type Navigate } from '../base/go.js';
import { layOutWholePage } from '../base/later.js';
import { normaliseWebAddress } from '../util/url.js';
import { local } from '../util/storage.js';
import { clearClicks, countClick, loadTags, multipleCounter, recordVote } from './calls.js';
import { followLink, linkHref, type LinkConfig } from './link.js';
import { chooseMultiple, isUrlShaped, NEW_ANCHOR_MOBILE_DELAY_MS } from './rules.js';
import { prefersReducedMotion } from '../util/reduced-motion.js';
import { copyText } from '../util/clipboard.js';

/** Link types with an address of their own (an <a href>); every other type is an action run on click. */
const ADDRESS_TYPES = new Set(['web', 'page', 'email', 'telefone', 'download']);

/** Whether a link goes to an address (web, page, email, telefone, download) rather than running an action. */
export const isAddressLink = (link: LinkConfig | null | undefined): boolean => !!link?.type && ADDRESS_TYPES.has(link.type);

export interface LinkContext {
  /** The element the link belongs to: its id is the button id of click counts. */
  source?: Element | null;
  device?: Device;
  /** Not a visitor's press (a timer reaching zero): the link acts, but counts no click, casts no vote, fires no pixel. */
  automatic?: boolean;
}

/** What a link did, for the element that was clicked (a copy button says "Copied"). */
export type LinkOutcome = 'navigated' | 'opened' | 'copied' | 'handled' | 'none';

/** Runtime parts that answer a link (popups, panels, members) claim its event with preventDefault(). */
export const LINK_EVENT = 'weft-link';

function claim(type: string, detail: Record<string, unknown>): boolean {
  const event = new CustomEvent(LINK_EVENT, { detail: { type, ...detail }, cancelable: true });
  const handled = !dispatchEvent(event);
  if (!handled) console.error(`Weft: nothing on this page handles a "${type}" link (it needs site mode or its runtime part)`);
  return handled;
}

/** The element an anchor name points at: an id, a name, or a panel's anchor name. */
export function findAnchor(name: string): Element | null {
  const clean = name.replace(/^#/, '');
  if (!clean) return null;
  return (
    document.getElementById(clean) ??
    document.querySelector(
      `[name="${CSS.escape(clean)}"], [data-anchor="${CSS.escape(clean)}"], [anchor-name="${CSS.escape(clean)}"]`,
    )
  );
}

function scrollToAnchor(name: string, delay: number): boolean {
  const go = () => {
    const target = findAnchor(name);
    if (!target) return console.error(`Weft: there is no anchor named "${name}" on this page`);
    layOutWholePage();
    const reduced = prefersReducedMotion();
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  };
  if (delay > 0) setTimeout(go, delay);
  else go();
  return true;
}

async function askNotifications(): Promise<void> {
  if (!('Notification' in window)) {
    openModal({ kind: 'notification', state: 'unsupported' });
    return;
  }
  if (Notification.permission === 'granted') {
    openModal({ kind: 'notification', state: 'enabled' });
    return;
  }
  if (Notification.permission === 'denied') {
    openModal({ kind: 'notification', state: 'denied' });
    return;
  }
  const answer = await Notification.requestPermission();
  openModal({ kind: 'notification', state: answer === 'granted' ? 'granted' : 'denied' });
}

/**
 * The checkout page takes a moment to be created: the loading overlay covers the wait and closes
 * the moment the checkout is open, in a new tab (at once) or in this one (when the page goes, so
 * Back from the checkout finds no overlay). A checkout that never opens leaves it closable after
 * 10 s (src/modals/overlay.tsx).
 */
export function openCheckout(address: string, target: string | undefined, follow = followLink): boolean {
  const loading = openModal({ kind: 'loading' });
  const gone = () => loading.close();
  addEventListener('pagehide', gone);
  void loading.closed.then(() => removeEventListener('pagehide', gone));
  let opened = false;
  try {
    opened = follow({ type: 'web', value: address }, target);
  } finally {
    // A new tab, an address the site's own router shows (no unload) or nothing opened: nothing
    // here is left to wait for.
    const inSiteRouter = inSite() && new URL(address).origin === location.origin;
    if (!opened || target === '_blank' || inSiteRouter) loading.close();
  }
  return opened;
}

/**
 * A vote (active, question, option, only_once, url; every yes/no read by flag()): recorded once per
 * question when only_once is on. A vote with a url then takes the voter there (the link's target
 * decides the window); a url that is no web address shows the 'Invalid URL' message instead.
 */
async function vote(link: LinkConfig): Promise<void> {
  const v = link.vote;
  if (!v || !flag(v.active) || !v.question || !v.option) return;
  const question = String(v.question);
  const option = String(v.option);
  const once = flag(v.only_once);
  const key = `weft-vote:${question}`;
  if (once) {
    // Marked before the call, so a quick second click cannot vote twice; undone if the call fails.
    if (local.get(key)) return;
    local.set(key, option);
  }
  try {
    await recordVote(question, option);
  } catch (error) {
    if (once) local.remove(key);
    throw error;
  }
  const url = typeof v.url === 'string' ? v.url.trim() : '';
  if (!url) return;
  const address = normaliseWebAddress(url);
  if (!address) {
    openModal({ kind: 'message', message: i18n.t('ct-invalid-url') });
    console.error(`Weft: the vote's url is not a web address (${JSON.stringify(url.slice(0, 80))})`);
    return;
  }
  followLink({ type: 'web', value: address.href }, link.target);
}

type Integration = { id?: unknown; url_checkout?: unknown };
type Area = { id?: unknown; restrict_area_id?: unknown; integrations?: unknown };
const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * restrictIntegration: the checkout addresses to try, in order: the link's own integrations, then
 * the integrations (runtime.md §3 Restrict area: integrations {id, url_checkout}) of the area the
 * link names (valueID, else value) — in the members area config and on every page's restricted
 * areas — and an integration the link names by id without its address is looked up there.
 */
export function checkoutAddresses(link: LinkConfig): string[] {
  const site = siteData() as (Record<string, unknown> & { pages?: Array<{ restrict_areas?: unknown }> }) | null;
  const areas = [
    ...listOf<Area>((site?.['members_area'] as { areas?: unknown } | undefined)?.areas),
    ...(site?.pages ?? []).flatMap((p) => listOf<Area>(p.restrict_areas)),
  ];
  const named = String(link.valueID ?? link.value ?? '').trim();
  const areaIntegrations = areas
    .filter((a) => named !== '' && (String(a.id) === named || String(a.restrict_area_id) === named))
    .flatMap((a) => listOf<Integration>(a.integrations));
  const everyIntegration = areas.flatMap((a) => listOf<Integration>(a.integrations));
  const own = listOf<Integration>(link.integrations).map(
    (i) =>
      i.url_checkout ?? everyIntegration.find((known) => i.id !== undefined && String(known.id) === String(i.id))?.url_checkout,
  );
  return [...own, ...areaIntegrations.map((i) => i.url_checkout)].filter((u): u is string => typeof u === 'string');
}

/** The extras any link carries; they never stop the link itself. */
export function linkExtras(link: LinkConfig, context: LinkContext): void {
  const id = context.source?.id;
  if (id) countClick(id).catch((error: unknown) => console.error('Weft: the click was not counted', error));
  vote(link).catch((error: unknown) => console.error('Weft: the vote was not recorded', error));
  if (link.pixel) dispatchEvent(new CustomEvent('weft-pixel', { detail: { pixel: link.pixel, source: id ?? null } }));
}

async function perform(link: LinkConfig, context: LinkContext, depth: number): Promise<LinkOutcome> {
  const device = context.device ?? deviceSignal.peek();
  const value = String(link.value ?? '').trim();
  switch (link.type) {
    case 'web':
    case 'page':
    case 'email':
    case 'telefone':
    case 'download':
      return followLink(link, link.type === 'page' && link.target !== '_blank' ? '_self' : link.target, await loadTags())
        ? 'navigated'
        : 'none';
    case 'popup': {
      const weft = (window as { weft?: { openPopup?: (id: string | number) => void } }).weft;
      const id = link.valueID ?? value;
      if (weft?.openPopup) {
        weft.openPopup(id);
        return 'opened';
      }
      return claim('popup', { id }) ? 'opened' : 'none';
    }
    case 'anchor':
      return scrollToAnchor(value, 0) ? 'handled' : 'none';
    case 'newAnchor':
      return scrollToAnchor(value, device === 'mobile' ? NEW_ANCHOR_MOBILE_DELAY_MS : 0) ? 'handled' : 'none';
    case 'multiple': {
      if (depth > 2) return 'none';
      const answer = await multipleCounter(value);
      const actions = answer.actions?.length ? answer.actions : (link.multipleActions ?? []);
      const choice = chooseMultiple(actions, answer.counter, flag(link.multipleActionsRotator));
      // The rotator starts over: the link's counter and the clicks of the element it belongs to.
      if (choice.clear) {
        const id = context.source?.id;
        await Promise.all([
          multipleCounter(value, true).catch((error: unknown) =>
            console.error('Weft: the multiple counter was not cleared', error),
          ),
          id ? clearClicks(id).catch((error: unknown) => console.error('Weft: the clicks were not cleared', error)) : null,
        ]);
      }
      if (!choice.action) {
        console.error('Weft: a multiple link has no action to choose from');
        return 'none';
      }
      return perform(choice.action.link, context, depth + 1);
    }
    case 'showHidePanel':
      return claim('showHidePanel', { name: link.hiddenPanelName ?? value }) ? 'handled' : 'none';
    case 'video':
      openModal({ kind: 'video', address: value });
      return 'opened';
    case 'supercheckout': {
      const address = linkHref({ type: 'web', value });
      if (!address || !isUrlShaped(address)) {
        console.error('Weft: a checkout link needs a web address');
        return 'none';
      }
      return openCheckout(address, link.target) ? 'navigated' : 'none';
    }
    case 'slider':
      dispatchEvent(new CustomEvent('showSlider', { detail: { id: link.valueID ?? value } }));
      return 'handled';
    case 'restrict':
      return claim('restrict', { areaId: link.valueID ?? value }) ? 'opened' : 'none';
    case 'restrictIntegration': {
      const address = [value, ...checkoutAddresses(link)].find(isUrlShaped);
      if (!address) {
        console.error('Weft: this restricted integration has no checkout address to open');
        return 'none';
      }
      return followLink({ type: 'web', value: address }, link.target) ? 'navigated' : 'none';
    }
    case 'browserNotification':
      await askNotifications();
      return 'opened';
    case 'copy':
      return (await copyText(value)) ? 'copied' : 'none';
    default:
      if (link.type) console.error(`Weft: "${link.type}" is not a link type`);
      return 'none';
  }
}

/**
 * A click on a link's real <a href>: the link's extras, then in site mode a page link opens
 * without a reload (unless a new tab was asked for), then the secondary link.
 */
export function followAddressClick(
  link: LinkConfig,
  href: string,
  event: { metaKey: boolean; ctrlKey: boolean; preventDefault(): void },
  context: LinkContext,
): void {
  linkExtras(link, context);
  const navigate = (window as { weft?: { navigate?: Navigate } }).weft?.navigate;
  const url = new URL(href);
  if (
    link.type === 'page' &&
    link.target !== '_blank' &&
    navigate &&
    url.origin === location.origin &&
    !event.metaKey &&
    !event.ctrlKey
  ) {
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  }
  void followSecondary(link, context);
}

/** A link's secondary link opens in the other window: a new tab when the link stayed in this one. */
export async function followSecondary(link: LinkConfig, context: LinkContext = {}): Promise<void> {
  const secondary = link.secondaryLink;
  if (!secondary?.type) return;
  await perform({ ...secondary, target: link.target === '_blank' ? '_self' : '_blank' }, context, 1);
}

/**
 * Performs a link: its extras, the action of its type, then its secondary link in the other window
 * (a new tab when the link stayed in this one). Never throws; failures are logged.
 */
export async function performLink(link: LinkConfig | null | undefined, context: LinkContext = {}): Promise<LinkOutcome> {
  if (!link?.type) return 'none';
  try {
    if (!context.automatic) linkExtras(link, context);
    const outcome = await perform(link, context, 0);
    await followSecondary(link, context);
    return outcome;
  } catch (error) {
    console.error(`Weft: the "${link.type}" link failed`, error);
    return 'none';
  }
}
