// Fails when an element lacks a file, a registry line, its tag binding or a real test.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { filesOf, registryEntries, root } from './elements.mjs';

const problems = [];
const entries = registryEntries();
const folders = readdirSync(`${root}elements`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

for (const { type, folder, file } of entries) {
  if (type !== folder || folder !== file)
    problems.push(`registry: "${type}" should import ../elements/${type}/${type}.element.js`);
}
for (const name of folders) {
  if (!entries.some((e) => e.type === name)) problems.push(`elements/${name} has no line in src/registry.ts`);
  for (const file of filesOf(name)) {
    if (!existsSync(`${root}elements/${name}/${file}`)) problems.push(`elements/${name}/${file} is missing`);
  }
  const binding = `${root}elements/${name}/${name}.element.ts`;
  if (existsSync(binding) && !readFileSync(binding, 'utf8').includes(`defineElement('weft-${name}'`)) {
    problems.push(`elements/${name}/${name}.element.ts must bind the tag with defineElement('weft-${name}', …)`);
  }
  const test = `${root}elements/${name}/${name}.test.ts`;
  if (existsSync(test)) {
    const text = readFileSync(test, 'utf8');
    if (!/\bit\(/.test(text)) problems.push(`elements/${name}/${name}.test.ts has no test`);
    if (!text.includes('expectAccessible(')) problems.push(`elements/${name}/${name}.test.ts does not check accessibility`);
  }
}
for (const { type } of entries) {
  if (!folders.includes(type)) problems.push(`src/registry.ts names "${type}" but elements/${type} does not exist`);
}

if (problems.length) {
  console.error(`Element check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Element check: ${folders.length} elements, each with its files, registry line, binding and tests.`);
