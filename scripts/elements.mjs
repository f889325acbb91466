// What every element folder holds, and where the registry lives: shared by new-element and the check.
import { readFileSync } from 'node:fs';

export const root = new URL('..', import.meta.url).pathname;
export const REGISTRY = `${root}src/registry.ts`;

/** The files of elements/NAME/, all required. */
export const filesOf = (name) => [
  `${name}.tsx`,
  `${name}.element.ts`,
  `${name}.css`,
  `${name}.test.ts`,
  'config.ts',
  // A rich builder config: the contract suite (test/browser/contract.test.ts) renders it and fuzzes from it.
  'sample.json',
];

/** Registry lines look like `  name: () => import('../elements/name/name.element.js'),`. */
export const REGISTRY_LINE =
  /^ {2}'?([a-z][a-z0-9-]*)'?: \(\) => import\('\.\.\/elements\/([a-z][a-z0-9-]*)\/([a-z][a-z0-9-]*)\.element\.js'\),$/;

export function registryEntries() {
  return readFileSync(REGISTRY, 'utf8')
    .split('\n')
    .map((line) => REGISTRY_LINE.exec(line))
    .filter(Boolean)
    .map(([, type, folder, file]) => ({ type, folder, file }));
}
