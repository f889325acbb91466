// npm run new-element NAME — writes elements/NAME/ in the shape every element shares and adds its
// line to src/registry.ts. NAME is the type name of CONTRACT §4 (the tag is weft-NAME).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { filesOf, REGISTRY, REGISTRY_LINE, root } from './elements.mjs';

const name = process.argv[2];
if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error('Usage: npm run new-element NAME   (lowercase letters, digits and dashes, e.g. counter-bar)');
  process.exit(1);
}
const dir = `${root}elements/${name}`;
if (existsSync(dir)) {
  console.error(`elements/${name} exists already.`);
  process.exit(1);
}
const Name = name.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());
const tag = `weft-${name}`;

const files = {
  'config.ts': `import type { Kinds } from '../../src/config.js';

/** The ${name} element's config: every field of the spec's table, with its default. */
export interface ${Name}Config {
  /** Replace with the spec's fields. */
  text: string;
}

export const ${name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())}Defaults: ${Name}Config = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const ${name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())}Kinds: Kinds = {
  text: 'text',
};
`,
  [`${name}.tsx`]: `import type { ElementProps } from '../../src/define.js';
import type { ${Name}Config } from './config.js';

export function ${Name}({ config }: ElementProps<${Name}Config>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
`,
  [`${name}.element.ts`]: `import { defineElement } from '../../src/define.js';
import { ${name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())}Defaults, ${name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())}Kinds } from './config.js';
import { ${Name} } from './${name}.js';
import css from './${name}.css';

export default defineElement('${tag}', ${Name}, {
  defaults: ${name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())}Defaults,
  kinds: ${name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())}Kinds,
  css,
});
`,
  [`${name}.css`]: `.base {
  display: block;
}
`,
  'sample.json': `${JSON.stringify({ text: 'A rich sample of ' + name }, null, 2)}\n`,
  [`${name}.test.ts`]: `import { expect } from '@open-wc/testing';
import { expectAccessible, mount, shadow } from '../../test/browser/helpers.js';
import './${name}.element.js';

const render = (config: Record<string, unknown>) => mount('${tag}', config, { ready: '[part="base"]' });

describe('${tag}', () => {
  it('is accessible', async () => {
    await expectAccessible(await render({ text: 'Hello' }));
  });

  it('shows its text', async () => {
    const el = await render({ text: 'Hello' });
    expect(shadow(el).querySelector('[part="base"]')!.textContent).to.equal('Hello');
  });
});
`,
};

mkdirSync(dir, { recursive: true });
for (const file of filesOf(name)) writeFileSync(`${dir}/${file}`, files[file]);

// The registry line, kept in alphabetical order.
const source = readFileSync(REGISTRY, 'utf8').split('\n');
const key = /^[a-z][a-z0-9]*$/.test(name) ? name : `'${name}'`;
const line = `  ${key}: () => import('../elements/${name}/${name}.element.js'),`;
const lines = source.map((l, i) => [l, i]).filter(([l]) => REGISTRY_LINE.test(l));
if (!lines.length) throw new Error('src/registry.ts has no element lines to add to');
const after = lines.filter(([l]) => REGISTRY_LINE.exec(l)[1] < name).pop();
const at = after ? after[1] + 1 : lines[0][1];
source.splice(at, 0, line);
writeFileSync(REGISTRY, source.join('\n'));
console.log(`Wrote elements/${name}/ (${filesOf(name).join(', ')}) and registered <${tag}> in src/registry.ts.`);
