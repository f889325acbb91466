/**
 * The parent grows and shrinks with its content (elements-content.md §2 Accordion; the post page's
 * height watch and the list's layout adjustment, §8). In the flow a
 * panel grows by itself. An element placed by left/top is out of the flow (builder layouts place
 * every element so on desktop), and the panel clips what spills out of it: so while such an
 * element is taller or shorter than when it was first drawn, the panel's height grows or shrinks
 * by the difference, through its config as any change of a Weft element goes.
 */

interface Growth {
  /** The parent's config attribute before any growth, restored when no growth is left. */
  original: string | null;
  /** The parent's height before any growth, in pixels. */
  base: number;
  /** Each tracked element's growth, in pixels (negative: it shrank). */
  by: Map<Element, number>;
}

const growths = new WeakMap<Element, Growth>();

function isWeftElement(el: Element | null): el is HTMLElement & { weftConfig: Record<string, unknown> } {
  return !!el && 'weftConfig' in el;
}

function setGrowth(parent: HTMLElement, child: Element, by: number): void {
  let growth = growths.get(parent);
  if (!growth) {
    if (by === 0) return;
    growth = { original: parent.getAttribute('config'), base: parent.getBoundingClientRect().height, by: new Map() };
    growths.set(parent, growth);
  }
  if (by === 0) growth.by.delete(child);
  else growth.by.set(child, by);
  const total = [...growth.by.values()].reduce((a, b) => a + b, 0);
  if (Math.round(total) === 0) {
    growths.delete(parent);
    if (growth.original === null) parent.removeAttribute('config');
    else parent.setAttribute('config', growth.original);
    return;
  }
  let config: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(growth.original ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) config = parsed as Record<string, unknown>;
  } catch {
    // The parent reported its own bad config; its defaults grow.
  }
  parent.setAttribute('config', JSON.stringify({ ...config, height: Math.max(0, Math.round(growth.base + total)) }));
}

/** The height of `host` when first drawn, then how much it grew: its parent follows. Returns the cleanup. */
export function followHeight(host: HTMLElement): () => void {
  // Measured now, not at the observer's first call: that may come after a first change (a visitor
  // who opened the accordion as it rendered), which would then count as its height when drawn.
  let initial: number | null = host.getBoundingClientRect().height || null;
  let parent: HTMLElement | null = null;
  const observer = new ResizeObserver(() => {
    const height = host.getBoundingClientRect().height;
    const current = host.parentElement;
    if (parent && parent !== current) setGrowth(parent, host, 0);
    parent = isWeftElement(current) ? current : null;
    if (!parent) return;
    // Not drawn (hidden on this device class): no growth, and the next drawing starts afresh.
    if (height === 0) {
      initial = null;
      setGrowth(parent, host, 0);
      return;
    }
    initial ??= height;
    const placed = getComputedStyle(host).position === 'absolute';
    setGrowth(parent, host, placed ? height - initial : 0);
  });
  observer.observe(host);
  return () => {
    observer.disconnect();
    if (parent) setGrowth(parent, host, 0);
  };
}

/**
 * For an element whose height depends on its content (post page, comments, blog list and feed):
 * placed by left/top, its configured height is a floor, not a box that cuts the content off; it
 * grows with what it shows, and its panel with it (followHeight). In the flow it keeps its size.
 * Returns the cleanup.
 */
export function growWithContent(host: HTMLElement): () => void {
  const placed = () => getComputedStyle(host).position === 'absolute';
  let floor: string | null = null;
  const release = () => {
    if (floor === null) return;
    host.style.removeProperty('height');
    host.style.removeProperty('min-height');
    floor = null;
  };
  const fit = () => {
    if (!placed()) return release();
    if (floor !== null) return;
    // The box the builder gave it, measured before it lets go of it.
    const box = host.getBoundingClientRect().height;
    if (box === 0) return;
    floor = `${Math.round(box)}px`;
    host.style.setProperty('min-height', floor);
    host.style.setProperty('height', 'auto');
  };
  fit();
  const stop = followHeight(host);
  // A new config (another place, another device class) may put it in or out of the flow.
  const watch = new MutationObserver(() => {
    release();
    fit();
  });
  watch.observe(host, { attributes: true, attributeFilter: ['config', 'data-device'] });
  return () => {
    watch.disconnect();
    stop();
    release();
  };
}
