// Fails when a static import circle exists in src/, elements/ or demo/: a module that, through its
// `import … from` / `export … from` chain, imports itself. Such a circle works only as long as the
// entry point happens to load the right file first. `import type` and `export type` are erased by
// the compiler and dynamic `import()` loads later, so neither counts. (Under verbatimModuleSyntax,
// `import { type A } from` stays an `import {} from`: it loads the module, so it counts.)
//
// It also reads src/ as floors (STYLE.md 19, docs/layout.md): each folder of src/ (and each file at
// its top, by name) stands on one floor of FLOORS, and imports only what stands on a floor below
// its own. A unit on no floor, and a back-edge (an import of the same floor or one above), fail.
// Tests are not production code and are not read for floors.
//   node scripts/check-cycles.mjs [folder…]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../', import.meta.url));
const FOLDERS = process.argv.length > 2 ? process.argv.slice(2) : ['src', 'elements', 'demo'];
const CODE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
/** A specifier's `.js` may name a TypeScript file (moduleResolution Bundler). */
const CANDIDATES = {
  '.js': ['.ts', '.tsx', '.js', '.jsx'],
  '.mjs': ['.mts', '.mjs'],
  '.jsx': ['.tsx', '.jsx'],
};
/** Not modules of the tree: built output, dependencies, the demo's database. */
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'coverage']);

/** Every code file under `dir` (declaration files have no runtime imports). */
export function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(path);
    return CODE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, or undefined (a package, CSS, JSON, a missing file). */
function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = resolve(dirname(from), specifier.split('?')[0]);
  const ext = extname(base);
  const stem = base.slice(0, base.length - ext.length);
  const tries = [
    ...(CANDIDATES[ext] ?? []).map((candidate) => stem + candidate),
    base,
    ...['.ts', '.tsx', '.mjs', '.js'].map((candidate) => base + candidate),
    ...['index.ts', 'index.tsx', 'index.mjs', 'index.js'].map((index) => join(base, index)),
  ];
  return tries.find((path) => CODE.test(path) && existsSync(path) && statSync(path).isFile());
}

/**
 * The specifiers of a file's static imports and re-exports that load a module at run time, with
 * their lines.
 * @param {string} file
 * @returns {{ specifier: string, line: number }[]}
 */
export function staticImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found = [];
  for (const statement of source.statements) {
    let specifier;
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      specifier = statement.moduleSpecifier;
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly || !statement.moduleSpecifier) continue;
      specifier = statement.moduleSpecifier;
    }
    if (specifier && ts.isStringLiteral(specifier)) {
      const line = source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1;
      found.push({ specifier: specifier.text, line });
    }
  }
  return found;
}

/** The import graph of the files: file → [{ to, line }]. */
export function importGraph(files) {
  /** @type {Map<string, { to: string, line: number }[]>} */
  const graph = new Map();
  for (const file of files) {
    const edges = [];
    for (const { specifier, line } of staticImports(file)) {
      const to = resolveSpecifier(file, specifier);
      if (to) edges.push({ to, line });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The strongly connected components (Tarjan) with a circle: more than one file, or a self-import. */
export function circles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const { to } of graph.get(node) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfImport = (graph.get(node) ?? []).some(({ to }) => to === node);
    if (component.length > 1 || selfImport) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * Every elementary circle inside one component (each once, starting at its first file), at most
 * `max` of them: what a reader must break.
 */
export function circlesIn(graph, component, max = 50) {
  const members = new Set(component);
  const order = new Map(component.map((file, i) => [file, i]));
  const result = [];
  for (const start of component) {
    const path = [start];
    const onPath = new Set(path);
    const walk = (node) => {
      for (const { to } of graph.get(node) ?? []) {
        if (result.length >= max) return;
        if (!members.has(to) || order.get(to) < order.get(start)) continue;
        if (to === start) result.push([...path, start]);
        else if (!onPath.has(to)) {
          path.push(to);
          onPath.add(to);
          walk(to);
          onPath.delete(to);
          path.pop();
        }
      }
    };
    walk(start);
  }
  return result;
}

/**
 * The floors of src/, from the ground up: a folder (or a top-level file, by name without its ending)
 * imports only folders on floors below its own. The one list of them; docs/layout.md explains them.
 */
export const FLOORS = [
  ['agent', 'config', 'constants', 'text-style'],
  ['device', 'util'],
  ['base', 'common', 'motion', 'root'],
  ['i18n'],
  ['http', 'ui'],
  ['consent', 'session'],
  ['embeds'],
  ['modals'],
  ['links', 'popups', 'tracking'],
  ['integrations'],
  ['define'],
  ['blog', 'forms'],
  ['members'],
  ['registry', 'site'],
  ['loader', 'server'],
];

/** The unit of src/ a file stands in: its folder, or a top-level file's name without its ending. */
function unitOf(srcDir, file) {
  const [first, ...rest] = relative(srcDir, file).split(/[\\/]/);
  return rest.length ? first : first.replace(/\.[^.]+$/, '');
}

/**
 * The imports of `srcDir`'s production files that break the floors: to a unit on the same floor or
 * above, or from or to a unit that stands on no floor.
 * @returns {{ file: string, line: number, to: string, from: string, into: string, why: string }[]}
 */
export function floorBreaks(srcDir, floors = FLOORS) {
  const floorOf = new Map(floors.flatMap((units, i) => units.map((unit) => [unit, i])));
  const files = filesUnder(srcDir).filter((file) => !/\.test\.[^.]+$/.test(file));
  const breaks = [];
  for (const [file, edges] of importGraph(files)) {
    const from = unitOf(srcDir, file);
    for (const { to, line } of edges) {
      if (relative(srcDir, to).startsWith('..')) continue;
      const into = unitOf(srcDir, to);
      if (into === from) continue;
      const why = !floorOf.has(from)
        ? `${from} stands on no floor`
        : !floorOf.has(into)
          ? `${into} stands on no floor`
          : floorOf.get(into) >= floorOf.get(from)
            ? `${into} (floor ${floorOf.get(into)}) is not below ${from} (floor ${floorOf.get(from)})`
            : null;
      if (why) breaks.push({ file, line, to, from, into, why });
    }
  }
  return breaks;
}

function checkFloors() {
  const srcDir = resolve(root, 'src');
  if (!FOLDERS.includes('src') || !existsSync(srcDir)) return;
  const breaks = floorBreaks(srcDir);
  const name = (file) => relative(root, file).split('\\').join('/');
  if (breaks.length === 0) {
    console.log(`Floors: every folder of src/ imports only folders below it (${FLOORS.length} floors).`);
    return;
  }
  const lines = breaks.map((b) => `  ${name(b.file)}:${b.line} → ${name(b.to)}: ${b.why}`);
  console.error(
    `Floors: ${breaks.length} import(s) of src/ reach up or sideways (FLOORS in scripts/check-cycles.mjs):\n${lines.join('\n')}`,
  );
  process.exit(1);
}

function main() {
  const files = FOLDERS.flatMap((folder) => filesUnder(resolve(root, folder)));
  const graph = importGraph(files);
  const components = circles(graph);
  const name = (file) => relative(root, file).split('\\').join('/');
  if (components.length === 0) {
    console.log(`Import circles: none among ${files.length} files in ${FOLDERS.join('/, ')}/.`);
    checkFloors();
    return;
  }
  const lines = [];
  for (const component of components) {
    lines.push(`${component.length} file(s): ${component.map(name).join(', ')}`);
    const found = circlesIn(graph, component);
    for (const circle of found) {
      const steps = circle.slice(0, -1).map((file, i) => {
        const line = graph.get(file).find(({ to }) => to === circle[i + 1]).line;
        return `${name(file)}:${line}`;
      });
      lines.push(`  ${steps.join(' → ')} → ${name(circle[0])}`);
    }
    if (found.length >= 50) lines.push('  … (more circles through these files)');
  }
  console.error(`Import circles: ${components.length} group(s) of files that import themselves:\n${lines.join('\n')}`);
  process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
