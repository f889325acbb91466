/**
 * The script tag's file (dist/weft.js). It stays tiny and imports no framework code: it reads its
 * own attributes, finds weft-* tags, imports the chunks the page needs and, when the page holds
 * site data, starts site mode. It runs pasted as a classic or a module script.
 */
import { createUpgrader, loadChunk } from './loader/chunks.js';
import { elements, MODAL_EVENTS, modalsRuntime, MOUNT_TAGS, siteRuntime, TAG_PREFIX } from './registry.js';

interface WeftGlobal {
  ready?: Promise<void>;
  /** From the script tag: the site origin (calls and links), the forced language, the site code. */
  options?: { site: string; lang?: string; website?: string };
}

// Same key as RENDERED in src/define.ts (not imported: the loader shares no module with chunks).
const RENDERED = Symbol.for('weft.rendered');

function ownScript(): HTMLScriptElement | undefined {
  // A module script has no currentScript: find the tag by its file name, the last one wins.
  return (
    (document.currentScript as HTMLScriptElement | null) ??
    [...document.querySelectorAll<HTMLScriptElement>('script[src*="/weft.js"]')].pop()
  );
}

let reserved: CSSStyleSheet | undefined;

/**
 * Until its chunk arrives, a tag is a block holding the height its config asks for, so nothing
 * shifts when it renders. The sheet that reads the property is added with the first such tag: on a
 * page the server drew, none is (a document-wide sheet means a style pass over the whole page).
 */
function reserve(el: Element): void {
  // One the server drew holds its box already (its declarative shadow root).
  if (el.shadowRoot) return;
  if (!reserved) {
    // Matches the tags reserved, whatever their type: the loader holds no list of them.
    reserved = new CSSStyleSheet();
    reserved.replaceSync('[style*="--weft-reserve"]:not(:defined){display:block;min-height:var(--weft-reserve)}');
    document.adoptedStyleSheets.push(reserved);
  }
  let height: unknown;
  try {
    height = JSON.parse(el.getAttribute('config') || '{}').height;
  } catch {
    // A bad config is reported by the element itself once it is defined.
  }
  (el as HTMLElement).style.setProperty(
    '--weft-reserve',
    typeof height === 'number' ? `${height}px` : typeof height === 'string' && height ? height : '0',
  );
}

function boot(): void {
  const global = window as unknown as { weft?: WeftGlobal };
  const weft = (global.weft ??= {});
  if (weft.ready) return; // pasted twice: the first one runs
  // Every element adopts constructed stylesheets (Safari 16.4+). Below that the page stays as it is.
  if (!('replaceSync' in CSSStyleSheet.prototype)) {
    console.warn('Weft needs a newer browser (Safari 16.4+): the page is shown as it is.');
    weft.ready = Promise.resolve();
    return;
  }

  // data-site (by default the loader's own origin), data-lang, data-website, as given.
  const script = ownScript();
  const data = { ...script?.dataset };
  weft.options = { ...data, site: data['site'] || new URL(script?.src || location.href).origin };

  // A host page (or an element) may ask for the required-fields or success modal at any time.
  for (const name of MODAL_EVENTS) {
    addEventListener(name, (event) => {
      loadChunk('modals', modalsRuntime).then(
        (modals) => (modals as Awaited<ReturnType<typeof modalsRuntime>>).fromWindowEvent(event),
        (error: unknown) => console.error(error),
      );
    });
  }

  const upgrader = createUpgrader(elements, {
    prefix: TAG_PREFIX,
    ignore: MOUNT_TAGS,
    onFound: reserve,
  });
  upgrader.observe(document.documentElement);
  // What is parsed already: reserved and requested now, not at DOMContentLoaded.
  upgrader.scan(document);

  weft.ready = new Promise<void>((resolve) => {
    const start = async () => {
      upgrader.scan(document);
      // Site mode: site data, or the mount alone (its missing data makes the runtime ask for the
      // published version and reload once, runtime.md §2).
      if (document.querySelector('#weft-site, weft-site')) {
        try {
          const site = (await loadChunk('site', siteRuntime)) as Awaited<ReturnType<typeof siteRuntime>>;
          await site.boot();
          // The page the site runtime just drew: its tags count as present at boot.
          upgrader.scan(document);
        } catch (error) {
          console.error(error);
        }
      }
      await upgrader.settled();
      // Elements of other libraries have no such promise: Promise.all takes their undefined as settled.
      await Promise.all(
        [...document.querySelectorAll('*')].map(
          (el) => (el as unknown as Record<symbol, { promise: Promise<void> } | undefined>)[RENDERED]?.promise,
        ),
      );
      resolve();
    };
    // DOMContentLoaded comes once.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void start());
    else void start();
  });
}

boot();
