import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { chunkFileNames, rollupClean, rollupCompileHints, rollupCss, rollupLoader, rollupManifest } from './scripts/plugins.mjs';
import { rollupSupport } from './scripts/support.mjs';

// One build: the loader is the entry; every element, the site runtime and each dictionary is a
// dynamic import, so each becomes its own chunk. React and r2wc form one shared chunk.
const REACT = /node_modules\/(react|react-dom|scheduler|@r2wc)\//;
// The Lottie player (lottie-web's light build) is its own chunk, fetched only by a page with a Lottie.
const LOTTIE = /node_modules\/lottie-web\//;

/**
 * lottie-web scans the page, once it has loaded, for `.lottie` and `.bodymovin` elements and plays
 * them: a host page's own animations would play twice. Weft's player only plays its elements.
 */
function lottieWithoutPageScan() {
  const scan = 'var readyStateCheckInterval = setInterval(checkReady, 100);';
  return {
    name: 'lottie-without-page-scan',
    transform(code, id) {
      if (!LOTTIE.test(id)) return null;
      if (!code.includes(scan)) this.error('lottie-web no longer starts its page scan as expected: check lottieWithoutPageScan');
      return { code: code.replace(scan, 'var readyStateCheckInterval = 0;'), map: null };
    },
  };
}

/** The modules `from` reaches by static imports, itself included (React's own modules left out). */
const closures = new Map();
function closure(from, getModuleInfo) {
  if (!closures.has(from)) {
    const seen = new Set();
    const stack = [new URL(from, import.meta.url).pathname];
    while (stack.length) {
      const id = stack.pop();
      if (seen.has(id) || REACT.test(id)) continue;
      seen.add(id);
      stack.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
    closures.set(from, seen);
  }
  return closures.get(from);
}
const under = (pattern) => (id) => pattern.test(id);

/**
 * Shared code in a few cohesive chunks instead of one per module. A page over HTTP/1.1 gets six
 * connections per host: the site page's 38 small chunks arrived in seven waves (the last at 196 ms
 * on the bench), and Lighthouse's model pays a round trip per wave. Each group is what pages that
 * use any of it use together:
 * - core: what every element runs (define, config, signals, device, labels), plus the link and
 *   storage helpers most clickable elements use and the text style most configs carry; an embed
 *   page with one countdown fetches the loader, React, core and its element.
 * - sanitize: DOMPurify with Weft's policy around it; http: the API clients, session and consent
 *   state; modals: the overlay queue, dialog and the embeds it can show; actions: link actions.
 */
const GROUPS = [
  [under(/\/node_modules\/dompurify\/|\/src\/util\/(sanitize|trusted|kept)\.ts$/), 'sanitize'],
  [
    (id, info) =>
      [
        './src/define.ts',
        './src/i18n/index.ts',
        './src/links/link.ts',
        './src/util/storage.ts',
        './src/util/editor.ts',
        './src/text-style.ts',
      ].some((from) => closure(from, info).has(id)),
    'core',
  ],
  [under(/\/src\/(http|session)\/|\/src\/consent\/(state|cookies)\.ts$/), 'http'],
  [under(/\/src\/(modals|embeds)\/|\/src\/ui\/(dialog|swipe)\.tsx?$|\/src\/styles\/embeds\.css$/), 'modals'],
  [under(/\/src\/links\/(actions|calls)\.ts$/), 'actions'],
];

export default {
  input: { weft: 'src/loader.ts' },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames,
    hashCharacters: 'base36',
    manualChunks(id, { getModuleInfo }) {
      if (REACT.test(id)) return 'react';
      if (LOTTIE.test(id)) return 'lottie-player';
      return GROUPS.find(([test]) => test(id, getModuleInfo))?.[1];
    },
  },
  preserveEntrySignatures: false,
  plugins: [
    rollupClean('dist'),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    lottieWithoutPageScan(),
    json({ preferConst: true, compact: true }),
    rollupCss(),
    typescript({
      tsconfig: './tsconfig.json',
      noEmit: false,
      declaration: false,
      include: ['src/**/*', 'elements/**/*', 'types.d.ts', 'react-attributes.d.ts'],
    }),
    rollupLoader('weft'),
    rollupManifest(),
    // Syntax as the oldest supported engines read it (scripts/support.mjs).
    rollupSupport(),
    terser({ format: { comments: false }, compress: { passes: 2 } }),
    rollupCompileHints(['react', 'core']),
  ],
  onwarn(warning, warn) {
    // React's CommonJS build uses "this" at the top level and is fine without it.
    if (warning.code === 'THIS_IS_UNDEFINED') return;
    warn(warning);
  },
};
