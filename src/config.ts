/**
 * Reading an element's config safely. Config comes from the site owner's editor or a host page;
 * it may be invalid JSON or hold the wrong types. Each field is checked against the type of its
 * default: a wrong value falls back to the default and is reported, never thrown.
 */

export type Choices = Readonly<Record<string, readonly string[]>>;

export interface ParsedConfig<C> {
  config: C;
  /** One line per problem, in the owner's words: empty when the config is fine. */
  problems: string[];
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return String(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function clone<T>(value: T): T {
  return typeof value === 'object' && value !== null ? (structuredClone(value) as T) : value;
}

/**
 * Merges `value` over `defaults`. A default of null accepts anything (an optional object such as a
 * link); numbers accept numeric strings, strings accept numbers, booleans accept 'true'/'false'/1/0.
 */
export function normalise(defaults: unknown, value: unknown, path: string, problems: string[], choices: Choices = {}): unknown {
  if (value === undefined) return clone(defaults);
  if (defaults === null || defaults === undefined) return value;
  if (value === null) return clone(defaults);
  const wrong = (expected: string) => {
    problems.push(`"${path}" should be ${expected}, got ${describe(value)}`);
    return clone(defaults);
  };
  if (Array.isArray(defaults)) return Array.isArray(value) ? value : wrong('a list');
  switch (typeof defaults) {
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      return Number.isFinite(n) ? n : wrong('a number');
    }
    case 'string': {
      const s = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
      if (s === undefined) return wrong('text');
      const allowed = choices[path];
      if (allowed && !allowed.includes(s)) return wrong(`one of ${allowed.join(', ')}`);
      return s;
    }
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 1 || value === '1') return true;
      if (value === 'false' || value === 0 || value === '0' || value === '') return false;
      return wrong('true or false');
    }
    case 'object': {
      if (!isPlainObject(value)) return wrong('an object');
      const out: Record<string, unknown> = { ...value };
      for (const [key, def] of Object.entries(defaults as Record<string, unknown>)) {
        out[key] = normalise(def, value[key], path ? `${path}.${key}` : key, problems, choices);
      }
      return out;
    }
    default:
      return value;
  }
}

/** Parses a config attribute (JSON text) or property (object) over the element's defaults. */
export function parseConfig<C extends object>(raw: unknown, defaults: C, choices: Choices = {}): ParsedConfig<C> {
  const problems: string[] = [];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '' || text === 'null') value = {};
    else {
      try {
        value = JSON.parse(text);
      } catch (error) {
        problems.push(`config is not valid JSON (${(error as Error).message})`);
        value = {};
      }
    }
  } else if (raw === undefined || raw === null) value = {};
  if (!isPlainObject(value)) {
    problems.push(`config should be an object, got ${describe(value)}`);
    value = {};
  }
  const config = normalise(defaults, value, '', problems, choices) as C;
  return { config, problems };
}
