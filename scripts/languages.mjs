// The product's 25 language codes, for the build scripts (src/constants.ts holds them for the runtime).
import { readFileSync } from 'node:fs';

const source = readFileSync(new URL('../src/constants.ts', import.meta.url), 'utf8');
const list = /export const LANGUAGES = \[([\s\S]*?)\] as const/.exec(source);
export const LANGUAGES = list ? [...list[1].matchAll(/'([a-z]{2}_[A-Z]{2})'/g)].map((m) => m[1]) : [];
if (LANGUAGES.length !== 25) throw new Error('scripts/languages.mjs could not read the 25 languages from src/constants.ts');
