// Build plugins shared by rollup and the test runner, so tests see the modules the bundle ships.
import { rmSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { HOST_PROPERTIES, PUBLIC_PROPERTIES, scanSources, withReset } from './custom-properties.mjs';

/** Rollup: empties the output folder first, so no stale chunk is served or measured. */
export function rollupClean(dir) {
  return {
    name: 'weft-clean',
    buildStart() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A stylesheet as a JS module exporting its text, for adoption as a constructable stylesheet.
 * Minified by esbuild's CSS parser: a regular expression cannot tell `a :hover` (any descendant
 * hovered) from `a:hover`, nor a colon in a string from one between a property and its value.
 */
export function cssModule(css, { minify = false } = {}) {
  const text = minify ? transformSync(css, { loader: 'css', minify: true, target: 'esnext' }).code.trim() : css;
  return `export default ${JSON.stringify(text)};`;
}

/**
 * Rollup: `import css from './x.css'` gives the stylesheet's text, which starts with the reset of
 * the internal custom properties it reads (scripts/custom-properties.mjs), so a host page's
 * `--accent` never reaches inside an element.
 */
export function rollupCss() {
  return {
    name: 'weft-css',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      return { code: cssModule(withReset(code), { minify: true }), map: { mappings: '' } };
    },
  };
}

/** Element chunks keep their plain names (`timer.element.js`); every other chunk is content-hashed. */
export const chunkFileNames = (chunk) => (/\.element$/.test(chunk.name) ? '[name].js' : '[name]-[hash].js');

/**
 * The registry's fifty `type: () => import('./type.element.js')` lines, rendered into the loader,
 * become one import template that answers every type: the loader holds no list of elements, so its
 * size does not grow with them. A tag that is no Weft element asks for a chunk that is not there,
 * which fails as a missing chunk (ChunkLoadError) and leaves the tag as it is. The types are checked
 * against the template's file names, so the two cannot drift apart.
 */
export function compactRegistry(code) {
  const ENTRY = /(['"]?)([a-z0-9-]+)\1: \(\) => import\('\.\/([a-z0-9-]+)\.element\.js'\)/g;
  const OBJECT = /\{(\s*(['"]?)[a-z0-9-]+\2: \(\) => import\('\.\/[a-z0-9-]+\.element\.js'\),?)+\s*\}/;
  const object = OBJECT.exec(code);
  if (!object) throw new Error('compactRegistry: the element registry was not found in the loader');
  const odd = [...object[0].matchAll(ENTRY)].filter((match) => match[2] !== match[3]);
  if (odd.length) throw new Error(`compactRegistry: types whose chunk has another name: ${odd.map((m) => m[2])}`);
  const any = `new Proxy({}, { getOwnPropertyDescriptor: () => ({ configurable: true }), get: (_, type) => () => import(\`./\${type}.element.js\`) })`;
  return code.replace(object[0], any);
}

/**
 * Rollup: the loader (dist/weft.js) must run pasted as a classic script. It may hold dynamic
 * imports only: a static import or export would be a syntax error there, and a chunk importing
 * from the loader would run it a second time as a module. It is wrapped so it leaks no globals.
 */
export function rollupLoader(name) {
  return {
    name: 'weft-loader',
    renderChunk(code, chunk) {
      if (chunk.name !== name) return null;
      // Chunks are imported by address from the loader's own: pasted as a classic script into a page
      // of another origin (a sandboxed frame), its import() would resolve against about:blank.
      const code2 = compactRegistry(code).replaceAll('import(', 'weftImport(');
      const weftImport =
        'const weftBase=document.currentScript?.src,weftImport=(path)=>import(weftBase?new URL(path,weftBase).href:path);';
      return { code: `(()=>{${weftImport}${code2}\n})();`, map: null };
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.name !== name) continue;
        if (chunk.imports.length || chunk.exports.length) {
          this.error(
            `${chunk.fileName} must stay a plain script, but it imports [${chunk.imports}] and exports [${chunk.exports}]: ` +
              'a module the loader uses is also used by a chunk. Keep loader-only code in src/loader/.',
          );
        }
      }
    },
  };
}

/** Whether a chunk is one of `names` (a chunk name, or a pattern of names). */
const named = (names, chunk) => names.some((name) => (typeof name === 'string' ? name === chunk.name : name.test(chunk.name)));

/**
 * Rollup, after the minifier: marks the chunks every page evaluates at once (React, core) with V8's
 * compile hint. Chromium then compiles their functions on the thread that streams the file, not
 * lazily on the main thread as they first run: React's evaluation, one task of 5-17 ms on a cold
 * load at this machine's speed, became 3-7 ms.
 */
export function rollupCompileHints(names) {
  return {
    name: 'weft-compile-hints',
    renderChunk(code, chunk) {
      return named(names, chunk) ? { code: `//# allFunctionsCalledOnLoad\n${code}`, map: null } : null;
    },
  };
}

/**
 * Rollup: writes dist/manifest.json, what a server needs to hint the chunks of a page before the
 * loader asks for them: each element type's chunk, the site runtime's, and every chunk's static
 * imports. `preloadsFor` (demo/backend/site/preload.mjs) turns it into modulepreload links.
 */
export function rollupManifest() {
  return {
    name: 'weft-manifest',
    generateBundle(_options, bundle) {
      const manifest = { elements: {}, site: null, imports: {} };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        manifest.imports[chunk.fileName] = chunk.imports;
        const id = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
        const element = /\/elements\/([a-z0-9-]+)\/\1\.element\.ts$/.exec(id);
        if (element) manifest.elements[element[1]] = chunk.fileName;
        if (id.endsWith('/src/site/index.ts')) manifest.site = chunk.fileName;
      }
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify(manifest) });
    },
  };
}

/** Where the test runner answers the custom properties Weft's sources use (test/browser/isolation.test.ts). */
export const CUSTOM_PROPERTIES_PATH = '/__weft/custom-properties';

/**
 * Web Test Runner: serve .css and .json imports as JS modules, and at CUSTOM_PROPERTIES_PATH the
 * scanner's names (scripts/custom-properties.mjs) as JSON: `{ names, public, host }`.
 */
export function wtrTextModules() {
  return {
    name: 'weft-text-modules',
    serve(context) {
      if (context.path !== CUSTOM_PROPERTIES_PATH) return undefined;
      const names = [...scanSources().keys()].sort();
      return { body: JSON.stringify({ names, public: PUBLIC_PROPERTIES, host: HOST_PROPERTIES }), type: 'application/json' };
    },
    resolveMimeType(context) {
      if (context.path.endsWith('.css') || context.path.endsWith('.json')) return 'js';
    },
    transform(context) {
      if (context.path.endsWith('.css')) return { body: cssModule(withReset(context.body)) };
      if (context.path.endsWith('.json')) return { body: `export default ${context.body};` };
    },
  };
}
