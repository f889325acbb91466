import { effect } from '@preact/signals-core';
import r2wc from '@r2wc/core';
import {
  Component,
  createElement as h,
  useEffect,
  useLayoutEffect,
  useMemo,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { HostProvider } from './base/host.js';
// The host hooks live on the ground floor (shared hooks below define use them); elements read them here.
export { HostProvider, useEmit, useHost } from './base/host.js';
import { commonChoices, commonDefaults, commonKinds, commonStyles, type CommonConfig, type Declarations } from './common.js';
import { parseConfig, type Choices, type Kinds, type Schema } from './config.js';
import { device, type Device } from './device.js';
import { isRtl, language } from './i18n/language.js';
import { checkoutIntegration } from './integrations/index.js';
import { applyMotion, applyParallax } from './motion.js';
import { holdJoins, sharedRenderer } from './root.js';
import baseCss from './styles/base.css';
import { replaceDrawing } from './base/drawing.js';
import { useSignalValue } from './base/use-signal.js';
import { nameOf } from './util/name.js';
import { afterTask } from './util/task.js';

/** What every element component receives. Components stay pure: props in, UI out. */
export interface ElementProps<C> {
  config: C & CommonConfig;
  /** HTML-style boolean attributes declared by the element (present → true). */
  flags: Readonly<Record<string, boolean>>;
  device: Device;
}

export interface ElementOptions<C> {
  /** The element's config defaults, straight from the spec's tables; common fields are added. */
  defaults: C;
  /** The element's own styles, adopted into its shadow root after the shared ones. */
  css?: string;
  /** Allowed values of choice fields, by path ("theme", "circles.direction"). */
  choices?: Choices;
  /** The kind of every field of `defaults`, by path (src/config.ts): lengths, ids, colours, links… */
  kinds?: Kinds;
  /** Attributes read HTML-style: present → true; absent or "false" → false. */
  booleans?: readonly string[];
  /** The element reads the parallax fields itself (a panel moves its background, not itself). */
  ownParallax?: boolean;
  /**
   * What it draws depends on what only the browser knows (the member's session): the server
   * renderer leaves a page holding it to the browser (src/server/render.ts).
   */
  visitorOnly?: boolean;
}

/** Elements expose this so the loader can tell when the first render is on screen. */
export const RENDERED = Symbol.for('weft.rendered');

/** Where r2wc keeps an element's mounted context, and whether it counts the element as connected. */
const R2WC_ROOT = Symbol.for('r2wc.context');
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

let baseSheet: CSSStyleSheet | undefined;
function sheetOf(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

/** Writes only what changed: every write to a rule invalidates the styles of its shadow root. */
function applyDeclarations(rule: CSSStyleRule, declarations: Declarations): boolean {
  let changed = false;
  for (const [name, value] of Object.entries(declarations)) {
    const current = rule.style.getPropertyValue(name);
    if (value === undefined) {
      if (current !== '') rule.style.removeProperty(name);
      else continue;
    } else if (current !== value) rule.style.setProperty(name, value);
    else continue;
    changed = true;
  }
  return changed;
}

/** What `String(object)` wrote: a framework set an object `config` as an attribute. */
const OBJECT_TEXT = /^\[object \w+\]$/;

interface VueNode {
  type?: unknown;
  el?: unknown;
  props?: Record<string, unknown> | null;
  children?: unknown;
  component?: { subTree?: VueNode } | null;
  suspense?: { activeBranch?: VueNode | null } | null;
}

/** The element's vnode in a Vue 3 tree (its props are what the template gave it). */
function findVueNode(vnode: VueNode | null | undefined, el: Element): VueNode | undefined {
  if (!vnode || typeof vnode !== 'object') return undefined;
  if (vnode.el === el && typeof vnode.type === 'string') return vnode;
  const next = [vnode.component?.subTree, vnode.suspense?.activeBranch, ...(Array.isArray(vnode.children) ? vnode.children : [])];
  for (const child of next) {
    const found = findVueNode(child as VueNode, el);
    if (found) return found;
  }
  return undefined;
}

/**
 * The object config a framework meant, when it wrote "[object Object]" instead: React 19 and
 * Vue 3 set a prop as a property only on an element that is already defined, so an app that
 * rendered before Weft's loader or the element's chunk left only that text. Both keep the props
 * they rendered: React on the node itself (every version since 16), Vue in the tree under its
 * app's container (`_vnode`, marked `data-v-app`). Undefined when neither holds an object config.
 */
export function frameworkConfig(el: Element): object | undefined {
  const isConfig = (value: unknown): value is object => typeof value === 'object' && value !== null;
  const own = el as unknown as Record<string, Record<string, unknown> | undefined>;
  for (const key of Object.keys(el)) {
    const config = key.startsWith('__reactProps$') ? own[key]?.['config'] : undefined;
    if (isConfig(config)) return config;
  }
  // The app's container is an ancestor, or (an element teleported elsewhere) marked data-v-app.
  const containers: Node[] = [];
  for (let node: Node | null = el.parentNode; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null) {
    containers.push(node);
  }
  containers.push(...el.ownerDocument.querySelectorAll('[data-v-app]'));
  for (const container of containers) {
    const root = (container as unknown as { _vnode?: VueNode })._vnode;
    const config = root ? findVueNode(root, el)?.props?.['config'] : undefined;
    if (isConfig(config)) return config;
  }
  return undefined;
}

/**
 * What an element draws: its component inside the frame, under its host and an error boundary.
 * The server renderer (src/server/render.ts) draws the same tree.
 */
export function elementTree<C>(tag: string, host: HTMLElement, Element: ComponentType<ElementProps<C>>, props: ElementProps<C>) {
  const frame = h('div', { part: 'frame', className: 'frame' }, h(Element, props));
  return h(HostProvider, { host }, h(ErrorBoundary, { tag }, frame));
}

/**
 * What the server drew in an element's shadow root (declarative shadow DOM, src/server/render.ts):
 * kept on screen until the element's first render replaces it in the same frame.
 */
const serverDrawn = new WeakMap<Element, ChildNode[]>();
/**
 * Each element's sheets. A drawn shadow root adopts them with its first render: its drawing is
 * styled by the server's sheet, and adopting them earlier would style it all again for nothing.
 */
const sheetsOf = new WeakMap<Element, CSSStyleSheet[]>();

/** Types whose definition waits for its task (see the end of defineElement). */
const defining = new Map<string, CustomElementConstructor>();

/** A timestamp-based id for an element whose id is already taken on the page. */
export function uniqueId(id: string): string {
  return `${id}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

class ErrorBoundary extends Component<{ tag: string; children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    console.error(`${nameOf(this.props.tag)} could not render and shows nothing: ${error.message}`);
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Binds a tag to a React component as a custom element with an open shadow root (through r2wc),
 * shared and element styles, a safely parsed `config`, the common element config and
 * HTML-style booleans. Defining a tag twice is a no-op.
 */
export function defineElement<C extends object>(
  tag: string,
  Element: ComponentType<ElementProps<C>>,
  options: ElementOptions<C>,
): CustomElementConstructor {
  const existing = customElements.get(tag) ?? defining.get(tag);
  if (existing) return existing;

  const defaults = { ...commonDefaults, ...options.defaults } as C & CommonConfig;
  const schema: Schema = {
    choices: { ...commonChoices, ...options.choices },
    kinds: { ...commonKinds, ...options.kinds },
  };
  const booleans = options.booleans ?? [];
  const elementSheet = sheetOf(options.css ?? '');
  type Config = C & CommonConfig;

  function Host(props: Record<string, unknown>) {
    const host = (props['container'] as ShadowRoot).host as WeftElement;
    const currentDevice = useSignalValue(device);
    // A new object only when the config attribute changed, so memoised children stay put.
    const config = host.weftConfig;
    const flagKey = booleans.map((name) => (props[name] === true ? '1' : '0')).join('');
    const flags = useMemo(() => Object.fromEntries(booleans.map((name, i) => [name, flagKey[i] === '1'])), [flagKey]);
    useEffect(() => host[RENDERED].resolve(), [host]);
    useLayoutEffect(() => {
      const drawn = serverDrawn.get(host);
      if (!drawn) return;
      serverDrawn.delete(host);
      host.shadowRoot!.adoptedStyleSheets = sheetsOf.get(host)!;
      replaceDrawing(drawn);
      host.removeAttribute('data-weft-ssr');
    }, [host]);
    return elementTree(tag, host, Element, { config, flags, device: currentDevice });
  }

  // Every property r2wc maps: a host may set any of them before the element upgrades.
  const properties = ['config', ...booleans];
  // r2wc maps the attributes and properties; every element renders from the one shared root.
  const Base = r2wc(
    Host,
    {
      shadow: 'open',
      props: { config: 'string', ...Object.fromEntries(booleans.map((name) => [name, 'boolean'])) },
    },
    sharedRenderer as never,
  ) as unknown as {
    new (): HTMLElement & {
      attributeChangedCallback(name: string, old: string | null, value: string | null): void;
      connectedCallback(): void;
      disconnectedCallback(): void;
    };
  };

  class WeftElement extends Base {
    /** What the element reads from its config: the contract suite fuzzes every field of it. */
    static readonly weftConfig = {
      tag,
      defaults,
      schema,
      Element,
      css: options.css ?? '',
      booleans,
      visitorOnly: options.visitorOnly === true,
    };

    static get observedAttributes(): string[] {
      return ['config', ...booleans];
    }

    /** r2wc asks for the shadow root: one the server drew is kept, its content until the first render. */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      const drawn = this.shadowRoot;
      if (!drawn) return super.attachShadow(init);
      serverDrawn.set(this, [...drawn.childNodes]);
      return drawn;
    }

    // Set by #read in the constructor (parseConfig returns a fresh object each time).
    weftConfig!: Config;
    readonly [RENDERED]: { promise: Promise<void>; resolve: () => void } = (() => {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      return { promise, resolve };
    })();
    #instanceSheet = new CSSStyleSheet();
    /**
     * Until its first render the element keeps the box the loader reserved for it (src/loader.ts):
     * defined, its shadow root is empty for a frame or more (a panel's children show only through
     * the slot it renders), and what follows it moved up and back down.
     */
    #reserving = true;
    /** Whether the host holds the reserve now (only then does the first render restyle it). */
    #held = false;
    #lastRaw: string | null | undefined;
    /** Counts connections, so an unmount queued by a disconnection is skipped if it came back. */
    #connections = 0;
    #stopEffect: (() => void) | undefined;
    #stopMotion: (() => void) | undefined;
    #stopCheckout: (() => void) | undefined;

    constructor() {
      super();
      // r2wc counts a new element as connected, so a config set on an element never put in the
      // document would mount it (and its timers) for good: it renders once connected, not before.
      (this as unknown as Record<symbol, boolean>)[R2WC_CONNECTED] = false;
      baseSheet ??= sheetOf(baseCss);
      this.#instanceSheet.replaceSync(':host {} .frame {}');
      sheetsOf.set(this, [baseSheet, elementSheet, this.#instanceSheet]);
      if (!serverDrawn.has(this)) this.shadowRoot!.adoptedStyleSheets = sheetsOf.get(this)!;
      // A property set before the upgrade (a framework that renders first, a host that sets
      // `el.config` before the chunk arrived) is an own property that hides the accessor: take it
      // over, exactly as if it had been set now. Only an upgrade can have one, and an upgrade may
      // set attributes in its constructor.
      for (const name of properties) {
        if (!Object.hasOwn(this, name)) continue;
        const value = (this as Record<string, unknown>)[name];
        delete (this as Record<string, unknown>)[name];
        (this as Record<string, unknown>)[name] = value;
      }
      // The server's drawing is on screen already: the element counts as rendered (src/root.ts
      // takes it over when it nears the viewport).
      if (serverDrawn.has(this)) this[RENDERED].resolve();
      void this[RENDERED].promise.then(() => {
        this.#reserving = false;
        if (this.#held) this.#style(device.peek());
      });
      const raw = this.getAttribute('config');
      const meant = raw !== null && OBJECT_TEXT.test(raw) ? frameworkConfig(this) : undefined;
      if (meant) this.config = meant;
      this.#read(this.getAttribute('config'));
    }

    /** The config as an object; accepts an object or JSON text. */
    get config(): Config {
      return this.weftConfig;
    }
    set config(value: unknown) {
      this.setAttribute('config', typeof value === 'string' ? value : JSON.stringify(value ?? {}));
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      // A value already replaced (the "[object Object]" an upgrade found and took over): the
      // change to the current value has its own call.
      if (value !== this.getAttribute(name)) return;
      if (name === 'config') {
        this.#read(value);
        // r2wc skips empty values; "null" reaches the component, which then shows the defaults.
        super.attributeChangedCallback(name, old, value ?? 'null');
      } else if (booleans.includes(name)) {
        super.attributeChangedCallback(name, old, value === null || value === 'false' ? 'false' : 'true');
      }
    }

    override connectedCallback(): void {
      this.#connections++;
      // A page drawn for both devices holds each id twice until the runtime keeps one drawing
      // (src/site/index.ts): the twin keeps its id, and with it the answers it was drawn with.
      if (this.id && !this.closest('weft-site[data-device]')) {
        const root = this.getRootNode() as ParentNode;
        const first = root.querySelector?.(`#${CSS.escape(this.id)}`);
        if (first && first !== this) this.id = uniqueId(this.id);
      }
      this.#stopEffect = effect(() => {
        this.#style(device.value);
        if (isRtl(language.value)) this.setAttribute('dir', 'rtl');
        else if (this.getAttribute('dir') === 'rtl') this.removeAttribute('dir');
      });
      this.#motion();
      this.#checkout();
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      this.#stopEffect?.();
      this.#stopEffect = undefined;
      this.#stopMotion?.();
      this.#stopMotion = undefined;
      this.#stopCheckout?.();
      this.#stopCheckout = undefined;
      // Unmount a moment later, outside whatever is running now: an element moved (removed and put
      // back in the same task) keeps its state, and a page left from inside a React commit (a
      // redirect in an effect) never unmounts a root in the middle of that commit.
      const connections = this.#connections;
      queueMicrotask(() => {
        if (this.isConnected || connections !== this.#connections) return;
        try {
          super.disconnectedCallback();
        } catch (error) {
          // Forget the root all the same, so the next connection mounts a new one.
          delete (this as unknown as Record<symbol, unknown>)[R2WC_ROOT];
          console.error(`${nameOf(this)} could not be unmounted cleanly`, error);
        }
      });
    }

    #motion(): void {
      this.#stopMotion?.();
      const config = this.weftConfig;
      const stopAnimation = applyMotion(this, config.animation);
      const stopParallax = options.ownParallax ? () => {} : applyParallax(this, config);
      this.#stopMotion = () => {
        stopAnimation();
        stopParallax();
      };
    }

    /** The checkout integration (hotmart / eduzz) the config turns on, switched again on each new config. */
    #checkout(): void {
      this.#stopCheckout?.();
      this.#stopCheckout = checkoutIntegration(this, this.weftConfig);
    }

    #read(raw: string | null): void {
      if (raw === this.#lastRaw) return;
      this.#lastRaw = raw;
      const { config, problems } = parseConfig(raw, defaults, schema);
      this.weftConfig = config;
      if (problems.length) {
        console.error(`${nameOf(this)} has a bad config; using defaults for: ${problems.join('; ')}`);
      }
      // A connected element restyles now; one not yet connected is styled as it connects.
      if (this.#stopEffect) this.#style(device.peek());
      if (this.#stopMotion) this.#motion();
      if (this.#stopCheckout) this.#checkout();
    }

    #style(currentDevice: Device): void {
      const inPanel = this.parentElement?.localName === 'weft-panel';
      const styles = commonStyles(this.weftConfig, { device: currentDevice, inPanel, owner: this });
      const [hostRule, frameRule] = Array.from(this.#instanceSheet.cssRules) as CSSStyleRule[];
      const { host } = styles;
      // max(): a min-height of its own may be larger than the box reserved ('0' when none is).
      this.#held = this.#reserving && parseFloat(this.style.getPropertyValue('--weft-reserve')) > 0;
      if (this.#held) host['min-height'] = `max(${host['min-height'] ?? '0px'},var(--weft-reserve))`;
      const hostChanged = applyDeclarations(hostRule!, host);
      const frameChanged = applyDeclarations(frameRule!, styles.frame);
      // WebKit restyles the shadow root for the first change to an adopted sheet's rule only: a later
      // one (hidden on mobile, a new size) waited for some other change. New text restyles everywhere.
      if (hostChanged || frameChanged) this.#instanceSheet.replaceSync(`${hostRule!.cssText}\n${frameRule!.cssText}`);
    }
  }

  // A type with elements on the page already is defined (its elements upgraded) in a task of its
  // own: a page's chunks often arrive together and are evaluated in one task, which upgrading every
  // element of twenty types made long (a page the server drew keeps its drawings on screen
  // meanwhile; an embed page its reserved boxes).
  // The elements of every type that waits join the shared root together, after the last one.
  if (document.querySelector(tag)) {
    defining.set(tag, WeftElement);
    holdJoins(1);
    afterTask(() => {
      defining.delete(tag);
      try {
        customElements.define(tag, WeftElement);
      } finally {
        holdJoins(-1);
      }
    });
  } else customElements.define(tag, WeftElement);
  return WeftElement;
}
