// The server renderer's types for the package (`weft-runtime/server`, `/server/pool`,
// `/server/rules`): TypeScript's declaration output for src/server/{render,pool,rules}.ts, kept to
// the files those declarations reach (dist/server/types/), so a builder's editor shows the options
// and results documented in the sources themselves. Run by `npm run build`, after the server bundle.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'dist/server');
const entries = ['render', 'pool', 'rules'];

const { config } = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
const files = [...entries.map((name) => join(root, `src/server/${name}.ts`)), join(root, 'types.d.ts')];
// Declarations only, without a type check (npm run typecheck does that): a few seconds, not a minute.
const program = ts.createProgram(files, {
  ...options,
  noEmit: false,
  declaration: true,
  emitDeclarationOnly: true,
  noCheck: true,
  rootDir: root,
  outDir: '/weft-types',
});

const emitted = new Map();
program.emit(undefined, (name, text) => emitted.set(relative('/weft-types', name), text));

// What a package's types may import: Node's own modules and the files written here.
const OWN = /^node:/;
// The device signal is runtime state, not API; its declaration names @preact/signals-core (bundled,
// not a dependency), so its type is written out structurally.
const DOM_NAMES = /\b(?:Document|Window|Element|HTMLElement|MediaQueryList|CustomElementConstructor|Node)\b/;
const signal = /import\("@preact\/signals-core"\)\.Signal<([^>]+)>/g;

const kept = new Map();
const queue = entries.map((name) => `src/server/${name}.d.ts`);
while (queue.length) {
  const file = queue.pop();
  if (kept.has(file)) continue;
  const text = emitted.get(file);
  if (text === undefined) throw new Error(`server-types: no declarations for ${file}`);
  // The renderer runs in a DOM (jsdom's window): a builder's Node project, which has no DOM types,
  // gets them from the files that name them.
  const replaced = text.replace(signal, '{ readonly value: $1 }');
  const fixed = DOM_NAMES.test(replaced) ? `/// <reference lib="dom" />\n${replaced}` : replaced;
  kept.set(file, fixed);
  for (const [, specifier] of fixed.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
    if (specifier.startsWith('.')) queue.push(join(dirname(file), specifier.replace(/\.js$/, '.d.ts')));
    else if (!OWN.test(specifier)) {
      throw new Error(`server-types: ${file} imports "${specifier}", which a builder does not install`);
    }
  }
}

rmSync(join(out, 'types'), { recursive: true, force: true });
for (const [file, text] of kept) {
  const target = join(out, 'types', relative('src', file));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}
for (const name of entries) writeFileSync(join(out, `${name}.d.ts`), `export * from './types/server/${name}.js';\n`);
