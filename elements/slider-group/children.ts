/**
 * The slider group's slides are its child elements, as the site renderer and a server's HTML give
 * them (real tags in light DOM). They stay where they are, each with its own config and events,
 * and are shown through a named slot per slide. Also: the owner's [tag] values in the links of
 * the buttons inside.
 */
import { replaceTags, type TagValues } from '../../src/links/rules.js';

/** Light-DOM children that are slides (not scripts, styles or templates). */
export function slideElements(host: Element): Element[] {
  return [...host.children].filter((child) => !/^(script|style|template|slot)$/i.test(child.localName));
}

/** A child's config as its attribute holds it (JSON), or {}. */
function configOf(el: Element): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(el.getAttribute('config') ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The slides in the order of the device: on phones by each child's order_mobile (those without keep their place after). */
export function orderSlides(children: Element[], mobile: boolean): Element[] {
  if (!mobile) return children;
  const key = (el: Element, index: number) => {
    const raw = configOf(el)['order_mobile'];
    const value = raw === null || raw === '' || raw === undefined ? NaN : Number(raw);
    return Number.isFinite(value) ? value : 1e6 + index;
  };
  return children
    .map((el, index) => ({ el, key: key(el, index) }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.el);
}

// What each button's config said before any tag was replaced, and what was last written over it.
const templates = new WeakMap<Element, { template: string; written: string }>();

function replaceLink(link: unknown, tags: TagValues): unknown {
  if (!link || typeof link !== 'object') return link;
  const out = { ...(link as Record<string, unknown>) };
  if (typeof out['value'] === 'string') out['value'] = replaceTags(out['value'], tags);
  if (out['secondaryLink']) out['secondaryLink'] = replaceLink(out['secondaryLink'], tags);
  return out;
}

/**
 * Replaces bracketed [tags] in the link addresses of the buttons inside `root` with the lead's
 * tag values (the shared link rule: matched in lowercase, URI-encoded). Each button keeps its
 * original config, so a later answer replaces from the original again. Returns how many changed.
 */
export function applyTags(root: Element, tags: TagValues): number {
  let changed = 0;
  for (const button of root.querySelectorAll('weft-button')) {
    const current = button.getAttribute('config') ?? '';
    const known = templates.get(button);
    // A config set since (by the page or the builder) is the new original.
    const template = known && known.written === current ? known.template : current;
    if (!template.includes('[')) continue;
    let config: Record<string, unknown>;
    try {
      config = JSON.parse(template) as Record<string, unknown>;
    } catch {
      continue;
    }
    if (!config || typeof config !== 'object' || !JSON.stringify(config['link'] ?? null).includes('[')) continue;
    const next = JSON.stringify({ ...config, link: replaceLink(config['link'], tags) });
    templates.set(button, { template, written: next });
    if (next !== current) {
      button.setAttribute('config', next);
      changed++;
    }
  }
  return changed;
}
