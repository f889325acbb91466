// React ships only CommonJS, which the test runner cannot serve as modules. This plugin bundles
// React, ReactDOM and the JSX runtime once with esbuild into one ES module (one React instance) and
// serves a small re-exporting module for each specifier.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
const SPECIFIERS = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client'];
const PREFIX = '/__react/';
const fileOf = (specifier) => `${PREFIX}${specifier.replace(/\//g, '__')}.js`;

// Read in a child process: React's development build patches console when it is required, which
// would clash with the test runner's own console handling.
const names = new Map();
function exportNames(specifier) {
  if (!names.has(specifier)) {
    const script = `console.log(JSON.stringify(Object.keys(require(${JSON.stringify(specifier)}))))`;
    names.set(specifier, JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: process.cwd(), encoding: 'utf8' })));
  }
  return names.get(specifier);
}

// React 19 (the react19 and react-dom19 dev dependencies) for host apps in tests: one ES module,
// /__react19/index.js, exporting React, ReactDOM and ReactDOM/client as namespaces. Bundled apart
// from the React that Weft ships, with react-dom19's own `react` pointed at react19.
const REACT19 = '/__react19/index.js';
let react19;
const getReact19 = () => {
  react19 ??= build({
    stdin: {
      contents: [
        `import * as React from 'react19';`,
        `import * as dom from 'react-dom19';`,
        `import * as client from 'react-dom19/client';`,
        `export { React, dom, client };`,
      ].join('\n'),
      resolveDir: process.cwd(),
    },
    alias: { react: 'react19' },
    bundle: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0].text);
  return react19;
};

export function reactEsm({ mode = 'development' } = {}) {
  let bundle;
  const getBundle = async () => {
    bundle ??= build({
      stdin: {
        contents: SPECIFIERS.map((s, i) => `import * as m${i} from '${s}'; export { m${i} as ${`m${i}`} };`).join('\n'),
        resolveDir: process.cwd(),
      },
      bundle: true,
      format: 'esm',
      write: false,
      define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
      logLevel: 'silent',
    }).then((result) => result.outputFiles[0].text);
    return bundle;
  };
  return {
    name: 'weft-react-esm',
    resolveImport({ source }) {
      if (SPECIFIERS.includes(source)) return fileOf(source);
    },
    async serve(context) {
      if (context.path === REACT19) return { body: await getReact19(), type: 'js' };
      if (!context.path.startsWith(PREFIX)) return;
      if (context.path === `${PREFIX}bundle.js`) return { body: await getBundle(), type: 'js' };
      const index = SPECIFIERS.findIndex((s) => fileOf(s) === context.path);
      if (index < 0) return;
      const names = exportNames(SPECIFIERS[index]).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default');
      const body = [
        `import { m${index} as mod } from '${PREFIX}bundle.js';`,
        `const real = mod.default ?? mod;`,
        `export default real;`,
        ...names.map((n) => `export const ${n} = real.${n};`),
      ].join('\n');
      return { body, type: 'js' };
    },
  };
}
