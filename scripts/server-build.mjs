// The server renderer's bundle (src/server/render.ts → dist/server/render.mjs), for Node: the same
// element sources and stylesheets the browser bundle is built from, bundled by esbuild; jsdom,
// React and the other packages are imported from node_modules. Run by `npm run build`.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { withReset } from './custom-properties.mjs';
import { cssModule } from './plugins.mjs';

const root = new URL('..', import.meta.url).pathname;

/** `import css from './x.css'`: the stylesheet's text, reset and minified as in the browser bundle. */
const css = {
  name: 'weft-css',
  setup(b) {
    b.onLoad({ filter: /\.css$/ }, ({ path }) => ({
      contents: cssModule(withReset(readFileSync(path, 'utf8')), { minify: true }),
      loader: 'js',
    }));
  },
};

/** The pool's thread loads the renderer's own file, not a second copy of it. */
const renderer = {
  name: 'weft-renderer',
  setup(b) {
    b.onResolve({ filter: /^\.\/render\.js$/ }, () => ({ path: './render.mjs', external: true }));
  },
};

/**
 * The server draws no animation (a Lottie plays in an effect, which a server render never runs):
 * its player is left out, so a builder installs no lottie-web. Imported anyway, it says why.
 */
const noLottie = {
  name: 'weft-no-lottie',
  setup(b) {
    b.onResolve({ filter: /^lottie-web(\/|$)/ }, ({ path }) => ({ path, namespace: 'no-lottie' }));
    b.onLoad({ filter: /.*/, namespace: 'no-lottie' }, () => ({
      contents: "throw new Error('Weft draws Lottie animations in the browser only');",
      loader: 'js',
    }));
  },
};

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  legalComments: 'none',
};

// The pool (for a server: every core), its thread, and the site rules with no window; piscina
// comes from node_modules.
await build({
  ...common,
  entryPoints: { pool: 'src/server/pool.ts', worker: 'src/server/worker.ts', rules: 'src/server/rules.ts' },
  outdir: 'dist/server',
  outExtension: { '.js': '.mjs' },
  external: ['piscina'],
  plugins: [renderer],
});

await build({
  absWorkingDir: root,
  entryPoints: ['src/server/render.ts'],
  outfile: 'dist/server/render.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // jsdom comes from node_modules (a dependency of the package); the other packages are bundled, so
  // that they load after src/server/environment.ts has given them the server's window (DOMPurify)
  // and in React's production build (its own files choose by process.env.NODE_ENV, defined below).
  external: ['jsdom'],
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  plugins: [css, noLottie],
  logLevel: 'warning',
  // React's server renderer requires Node's own modules (stream, util) as CommonJS does.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  legalComments: 'none',
});
