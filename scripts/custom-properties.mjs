// Weft's custom properties, found in its sources, and the reset that keeps a host page's out.
//
// Custom properties inherit into a shadow tree through its host, so a page that defines `--accent`
// or `--radius` on `:root` (shadcn/ui, Tailwind, Open Props themes) would restyle every element
// that reads `var(--accent, …)`. Each stylesheet gets a reset of the names it reads, set to
// `initial` (the guaranteed-invalid value: `var()` takes its fallback) on the element's own host.
// It is `!important` because an outer rule matching the host (`* { --accent: red }`) beats a normal
// `:host` declaration, while for important declarations the shadow tree's own wins. The CSS plugin
// (scripts/plugins.mjs) puts it at the start of every stylesheet, in the build and in the tests: an
// element's shadow root adopts the sheets that read a name, so the resets of those sheets cover it
// there, and only there (one reset of every name in the shared base sheet would cost the core
// chunk a kilobyte). Weft's own stylesheets never set an internal name on `:host` (the reset would
// beat it; test/node/custom-properties.test.mjs checks), and TS reads no internal name by `var()`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The only custom properties a host page sets (README "Theming"); never reset. */
export const PUBLIC_PROPERTIES = [
  '--weft-accent',
  '--weft-text',
  '--weft-background',
  '--weft-font',
  '--weft-radius',
  // A host page's own fixed bar at the top: pinned elements and fixed panels start below it.
  '--weft-fixed-top',
];

/**
 * Names Weft itself sets on an element's host, which an important reset would beat: each is set
 * inline on the host (which an outer `*` rule cannot beat either) before anything reads it.
 */
export const HOST_PROPERTIES = [
  // src/motion.ts, read by base.css only while the host has the weft-animating class.
  '--weft-anim-name',
  '--weft-anim-duration',
  '--weft-anim-count',
  // elements/video/sticky.ts and elements/youtube, read only while the host is [data-sticky].
  '--sticky-width',
  // elements/counter-text, read only while its hover background is configured.
  '--weft-counter-hover-background',
  // elements/video-gallery, always set.
  '--video-gallery-background-origin',
  // Set by a menu group on its slot, read by the place menus slotted into it (place-menu.css).
  '--weft-menu-backdrop',
];

const SOURCE = /\.(css|ts|tsx)$/;
const TEST = /\.test\.|\.d\.ts$/;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) yield path;
  }
}

/**
 * The custom properties one source file reads (`var(--x`) and sets (a CSS declaration `--x:`, or a
 * quoted `'--x'` in TS: a style prop's key, a setProperty argument, a constant naming one).
 */
export function scanText(text, { css = false } = {}) {
  const code = css ? text.replace(/\/\*[\s\S]*?\*\//g, '') : text;
  const read = [...code.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);
  const set = css
    ? [...code.matchAll(/(?<![\w-])(--[\w-]+)\s*:/g)].map((m) => m[1])
    : [...code.matchAll(/(['"`])(--[a-zA-Z][\w-]*)\1/g)].map((m) => m[2]);
  return { read: new Set(read), set: new Set(set) };
}

/** Every custom property Weft's sources (src/ and elements/, not tests) read or set, by name → files. */
export function scanSources(root = new URL('..', import.meta.url).pathname) {
  const names = new Map();
  for (const dir of ['src', 'elements']) {
    for (const path of sourceFiles(join(root, dir))) {
      const { read, set } = scanText(readFileSync(path, 'utf8'), { css: path.endsWith('.css') });
      for (const name of new Set([...read, ...set])) {
        if (!names.has(name)) names.set(name, new Set());
        names.get(name).add(relative(root, path));
      }
    }
  }
  return names;
}

/** The names a reset covers: every name given but the public and host-set ones, sorted. */
export function internalNames(names) {
  const kept = new Set([...PUBLIC_PROPERTIES, ...HOST_PROPERTIES]);
  return [...names].filter((name) => !kept.has(name)).sort();
}

/** The reset rule for these names. */
export function resetCss(names) {
  return names.length ? `:host{${names.map((name) => `${name}:initial!important`).join(';')}}` : '';
}

/** A stylesheet with the reset of the internal names it reads at its start. */
export function withReset(css) {
  const reset = resetCss(internalNames(scanText(css, { css: true }).read));
  return reset ? `${reset}\n${css}` : css;
}
