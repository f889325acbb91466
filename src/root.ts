/**
 * One React root for every element on the page. r2wc (its core) keeps the custom-element side:
 * attributes and properties mapped to props, the shadow root as the container. This renderer
 * replaces r2wc's one-root-per-element: each mounted element is a portal into its shadow root
 * from a single root, so a page of a hundred elements pays for one root, one scheduler pass and
 * one commit when they upgrade together.
 *
 * Elements that connect in the same task, or while another type's definition is queued
 * (holdJoins), join the root's list in one render, in slices (a transition); a later change of one
 * element's props re-renders only that element (its slot subscribes to its own props).
 */
import {
  createElement as h,
  memo,
  startTransition,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterTask } from './util/task.js';

type Props = Record<string, unknown>;

/** One mounted element: what r2wc's renderer hands back as its context. */
export interface Mounted {
  readonly key: number;
  readonly container: Element | ShadowRoot;
  readonly Component: ComponentType<Props>;
  props: Props;
  listeners: Set<() => void>;
}

let root: Root | undefined;
let nextKey = 0;

// A slot renders again when its own props change, not when another element joins the list.
const Slot = memo(function Slot({ entry }: { entry: Mounted }) {
  const props = useSyncExternalStore(
    (listener) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    () => entry.props,
  );
  return h(entry.Component, props);
});

/**
 * The elements that joined. The root's list is React state set in a transition: React renders it
 * in slices that give the main thread back every few milliseconds, where a store's change (or an
 * update outside a transition) would render a page of elements in one long task.
 */
let joined: Mounted[] = [];
let show: (() => void) | undefined;

/**
 * Elements that left. One that leaves is gone from the next render, which comes at once: a store's
 * change renders synchronously, so nothing (a session change, say) renders it again meanwhile in
 * a shadow root that is no longer in the page.
 */
const gone = new WeakSet<Mounted>();
let departures = 0;
const departureListeners = new Set<() => void>();
function onDeparture(listener: () => void): () => void {
  departureListeners.add(listener);
  return () => departureListeners.delete(listener);
}

function Portals() {
  const [list, setList] = useState<readonly Mounted[]>([]);
  useSyncExternalStore(onDeparture, () => departures);
  useLayoutEffect(() => {
    show = () => setList(joined);
    // Those that joined before the first render.
    startTransition(show);
  }, []);
  return list
    .filter((entry) => !gone.has(entry))
    .map((entry) => createPortal(h(Slot, { entry }), entry.container as Element, String(entry.key)));
}

function ensureRoot(): void {
  if (root) return;
  // The root's own container is never in the document: every element renders through a portal.
  root = createRoot(document.createElement('div'));
  root.render(h(Portals));
}

/**
 * Types whose definition waits for a task of its own (src/define.ts). Their elements upgrade then,
 * each type in its own task: the elements that join meanwhile wait for the last of them, so a page's
 * elements render in one transition and commit once, rather than once per type (on a page of four
 * types, a commit and its style and layout each time another type came).
 */
let definitionsWaiting = 0;

/** Renders the list of who joined, in a transition. */
const showJoined = () => startTransition(() => show?.());

/** One more definition waits (+1), or one is done (-1): the last one done shows who joined. */
export function holdJoins(change: 1 | -1): void {
  if (!(definitionsWaiting += change)) showJoined();
}

/**
 * Elements that join in the same task render together, in one transition. One the server drew
 * renders at once: it joined alone, in a task of its own, on purpose (below).
 */
function join(entry: Mounted, drawn?: boolean): void {
  joined = [...joined, entry];
  if (drawn || !definitionsWaiting) showJoined();
}

/**
 * Elements the server drew (src/server/render.ts) already show their content: each joins the root
 * when it comes into the viewport, so taking a page over costs what the visitor sees of it; the
 * rest looks the same until then (a timer below the fold ticks once it is scrolled to).
 * They join one at a time, each in a task of its own, and each renders in a transition, which React
 * splits into slices of a few milliseconds: the take-over of a first screen is many short tasks
 * rather than a few long ones, so a tap or a scroll meanwhile is answered at once, and nothing
 * visible waits on it (each element shows its drawing until its own render replaces it).
 */
const waiting = new Map<Element, Mounted>();
let near: IntersectionObserver | undefined;

function joinSoon(host: Element): void {
  afterTask(() => {
    // Unless it was unmounted meanwhile.
    const entry = waiting.get(host);
    waiting.delete(host);
    if (entry) join(entry, true);
  });
}

/** r2wc's renderer: mount, update and unmount one element in the shared root. */
export const sharedRenderer = {
  mount(container: Element | ShadowRoot, Component: ComponentType<Props>, props: Props): Mounted {
    ensureRoot();
    // r2wc hands over the same props object on every change: each render gets a copy.
    const entry: Mounted = { key: nextKey++, container, Component, props: { ...props }, listeners: new Set() };
    const host = (container as ShadowRoot).host;
    if (host && container.firstChild) {
      near ??= new IntersectionObserver((records) => {
        for (const { target, isIntersecting } of records) {
          if (isIntersecting && waiting.has(target)) {
            near!.unobserve(target);
            joinSoon(target);
          }
        }
      });
      waiting.set(host, entry);
      near.observe(host);
    } else join(entry);
    return entry;
  },
  update(entry: Mounted, props: Props): void {
    // r2wc renders again on every connection, a move too (a site runtime placing a host's tags in
    // its page): the same props are no change, and a new copy of them would make a render of the
    // root under way start over (its store's snapshot changed meanwhile). r2wc's props keep their
    // keys (the element's attributes and properties).
    if (Object.keys(props).every((key) => entry.props[key] === props[key])) return;
    entry.props = { ...props };
    for (const listener of entry.listeners) listener();
  },
  unmount(entry: Mounted): void {
    const host = (entry.container as ShadowRoot).host;
    if (host && waiting.get(host) === entry) {
      waiting.delete(host);
      near?.unobserve(host);
      return;
    }
    gone.add(entry);
    departures++;
    for (const listener of departureListeners) listener();
    joined = joined.filter((other) => other !== entry);
    // The list itself lets go of it when React has time.
    showJoined();
  },
};
