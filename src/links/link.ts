/**
 * Link config (elements-lead-capture.md §3) and the link types an element can follow by itself.
 * The full link action (popups, multiple, vote, pixels …) builds on these.
 */
import { onSite } from '../http/hosts.js';
import { siteData } from '../base/data.js';
import { go } from '../base/go.js';
import { pageById } from '../base/data.js';
import { navigableUrl, normaliseWebAddress, safeUrl, sitePath } from '../util/url.js';
import { phoneHref, replaceTags, type MultipleAction, type TagValues } from './rules.js';

/** The link config of elements-lead-capture.md §3, every field. */
export interface LinkConfig {
  /** The link type: web, page, popup, anchor, email, telefone, multiple, download, copy … */
  type?: string;
  /** The type's value: an address, a page url, an anchor name, text to copy … */
  value?: string;
  /** The id of the page, popup or area it names. */
  valueID?: string | number;
  /** valueID as some builder data names it (an image's link in galleries and sliders). */
  targetID?: string | number;
  /** `_blank`, `_parent`, or anything else for the same window. */
  target?: string;
  /** Also followed after the link, in the other window. */
  secondaryLink?: LinkConfig | null;
  /** A tracking event sent with the click (consent-gated by the tracking runtime). */
  pixel?: unknown;
  /** active and only_once as builder data spells them (read by flag()). */
  vote?: {
    /** Record a vote on click. */
    active?: unknown;
    /** The question voted on. */
    question?: string;
    /** The option this link votes for. */
    option?: string;
    /** One vote per question on this browser. */
    only_once?: unknown;
    /** Where the voter goes after voting. */
    url?: string;
  } | null;
  /** telefone: the phone number. */
  tel?: string;
  /** telefone: call, sms or whatsapp. */
  telOpenAs?: 'call' | 'sms' | 'whatsapp';
  /** showHidePanel: the tag of the panel shown or hidden. */
  hiddenPanelName?: string;
  /** multiple: the links chosen from, each up to its click limit. */
  multipleActions?: MultipleAction[];
  /** Yes/no as builder data spells it (read by flag()). */
  multipleActionsRotator?: unknown;
  /** restrictIntegration: the checkout addresses of the area's integrations. */
  integrations?: Array<{
    /** The integration's id. */
    id?: number | string;
    /** Its checkout address. */
    url_checkout?: string;
  }>;
}

/** `/{page url}` of the page with the chosen id, else the value read as a page url. */
export function pagePath(link: LinkConfig): string | null {
  const page = pageById(siteData()?.pages, link.valueID ?? '');
  const url = page?.url ?? link.value;
  if (typeof url !== 'string' || url.trim() === '') return null;
  return sitePath(url);
}

/**
 * The address a link points at, after the URL policy; null for link types without one. A page
 * link leads to the site's page: on an embedding page, that page on `data-site` (`onSite`).
 * Bracketed tags in a web address are replaced from the lead's tag values when known.
 */
export function linkHref(link: LinkConfig | null | undefined, tags: TagValues | false | null = null): string | null {
  if (!link?.type) return null;
  switch (link.type) {
    case 'web':
    case 'download':
      return normaliseWebAddress(replaceTags(link.value ?? '', tags))?.href ?? null;
    case 'page': {
      // A page of the site: on the site itself, or on data-site from an embedding page.
      const path = pagePath(link);
      return path ? (navigableUrl(onSite(path))?.href ?? null) : null;
    }
    case 'email':
      return link.value ? (safeUrl(`mailto:${link.value.trim().replace(/^mailto:/i, '')}`)?.href ?? null) : null;
    case 'telefone':
      return phoneHref(link.tel || link.value || '', link.telOpenAs);
    default:
      return null;
  }
}

/**
 * The window a link opens in, for an <a target> and for followLink: `_blank`, `_parent` or this one
 * (undefined). An e-mail link always uses this one (elements-lead-capture.md §2: its target becomes
 * same window): the mail program opens, and a `_blank` would leave an empty tab behind.
 */
export function linkTarget(link: LinkConfig | null | undefined, target = link?.target): '_blank' | '_parent' | undefined {
  return link?.type !== 'email' && (target === '_blank' || target === '_parent') ? target : undefined;
}

/** Opens a link's address by script (a timer reaching zero, say). Returns false when there is nowhere to go. */
export function followLink(
  link: LinkConfig | null | undefined,
  target = link?.target,
  tags: TagValues | false | null = null,
  /** An automatic redirect (not a visitor's click): replaces the current history entry. */
  replace = false,
): boolean {
  const href = linkHref(link, tags);
  if (!href) {
    if (link?.type) console.error(`Weft: a link of type "${link.type}" has no address it may open`);
    return false;
  }
  const url = new URL(href);
  const where = linkTarget(link, target);
  if (where === '_parent' && window.parent !== window) window.parent.location.assign(url.href);
  else go(url, { newTab: where === '_blank', replace });
  return true;
}
