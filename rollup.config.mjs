import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { chunkFileNames, rollupClean, rollupCss, rollupLoader, rollupManifest } from './scripts/plugins.mjs';

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

export default {
  input: { weft: 'src/loader.ts' },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames,
    hashCharacters: 'base36',
    manualChunks(id) {
      if (REACT.test(id)) return 'react';
      if (id.includes('/node_modules/dompurify/')) return 'sanitize';
      if (LOTTIE.test(id)) return 'lottie-player';
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
    terser({ format: { comments: false }, compress: { passes: 2 } }),
  ],
  onwarn(warning, warn) {
    // React's CommonJS build uses "this" at the top level and is fine without it.
    if (warning.code === 'THIS_IS_UNDEFINED') return;
    warn(warning);
  },
};
