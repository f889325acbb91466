// The browsers Weft supports (README "Browser support", CONTRACT §10): the oldest version of each
// engine a visitor may run. The build lowers its syntax to them (rollupSupport below, the test
// runner's esbuild), and anything newer they lack is feature-tested in the code with a fallback.
// Below the floor the loader leaves a server-drawn page as drawn, with one console message.
import { transform } from 'esbuild';

/** Engine → the oldest supported version (Safari's is iOS's too: every browser on iOS is WebKit). */
export const SUPPORT = { safari: '16.4', ios: '16.4', firefox: '115', chrome: '111', edge: '111' };

/** The same floor as esbuild names targets. */
export const ESBUILD_TARGET = Object.entries(SUPPORT).map(([engine, version]) => `${engine}${version}`);

/**
 * What every engine of the floor reads though esbuild would lower it for any browser: `\p{…}` in a
 * regular expression (Safari 11.1, Firefox 78, Chrome 64; esbuild lowers it because the properties
 * grow with each Unicode version).
 */
export const ESBUILD_SUPPORTED = { 'regexp-unicode-property-escapes': true };

/**
 * A Rollup plugin: every chunk's syntax within the floor. esbuild reads each chunk for the floor's
 * engines and for the newest: where the two differ, the chunk uses syntax the floor lacks (a regular
 * expression's `v` flag, say), and the build fails, naming it. Chunks ship as Rollup wrote them.
 */
export function rollupSupport() {
  const read = (code, fileName, target) =>
    transform(code, { target, supported: ESBUILD_SUPPORTED, format: 'esm', sourcefile: fileName, legalComments: 'inline' });
  return {
    name: 'weft-support',
    async renderChunk(code, chunk) {
      const [floor, newest] = await Promise.all([
        read(code, chunk.fileName, ESBUILD_TARGET),
        read(code, chunk.fileName, 'esnext'),
      ]);
      for (const warning of floor.warnings) this.warn(`${chunk.fileName}: ${warning.text}`);
      if (floor.code !== newest.code) {
        const at = [...floor.code].findIndex((c, i) => c !== newest.code[i]);
        this.error(
          `${chunk.fileName}: syntax newer than the supported browsers (scripts/support.mjs): …${newest.code.slice(at - 60, at + 60)}…`,
        );
      }
      return null;
    },
  };
}
