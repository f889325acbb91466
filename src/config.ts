/**
 * Reading an element's config safely. Config comes from the site owner's editor or a host page;
 * it may be invalid JSON or hold builder data of other shapes (lengths as "400px", ids as numbers).
 * Each field is read by its kind, declared once per field beside the element's defaults: a value
 * of another shape is coerced where the meaning is plain, and otherwise falls back to the default
 * and is reported, never thrown. Fields the element does not know are kept and ignored.
 */

export type Choices = Readonly<Record<string, readonly string[]>>;

/**
 * What a field holds:
 * - `length`: a number of pixels, a numeric string, or a CSS length ("50%", "20vh", "auto"), kept with its unit;
 * - `number` / `integer`: a number, also written as text;
 * - `id`: a number or a string, kept as given (a page, popup, area or element id);
 * - `boolean`: true/false, also 1/0, "true"/"false", "yes"/"no";
 * - `colour`: a CSS colour or "";  `choice`: one of the field's choices;
 * - `url`: an address (never javascript:, vbscript: or data:);  `html`: owner HTML (sanitised when drawn);
 * - `text`: text (a number becomes text);  `list`: an array;  `object`: an object read field by field;
 * - `link`: a link config (ids and values become text);  `any`: taken as it is.
 */
export type Kind =
  | 'length'
  | 'number'
  | 'integer'
  | 'id'
  | 'boolean'
  | 'colour'
  | 'choice'
  | 'url'
  | 'html'
  | 'text'
  | 'list'
  | 'object'
  | 'link'
  | 'any';

/** The kind of each field, by path ("height", "circles.direction"). */
export type Kinds = Readonly<Record<string, Kind>>;

export interface Schema {
  choices?: Choices;
  kinds?: Kinds;
}

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

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A copy of a default, so no element can change another's. Defaults are JSON-like (objects, lists,
 * text, numbers, booleans, null): a plain copy is several times faster than structuredClone, which
 * a page of a hundred elements paid for on every default object of every config.
 */
function clone<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(clone) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = clone((value as Record<string, unknown>)[key]);
  return out as T;
}

/** JSON text of an object or a list (builder data sometimes nests it as a string), else the value. */
function unpack(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!/^[[{]/.test(text)) return value;
  try {
    return JSON.parse(text);
  } catch {
    return value;
  }
}

const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
const CSS_LENGTH =
  /^(-?(\d+\.?\d*|\.\d+)(px|%|vh|vw|vmin|vmax|svh|lvh|dvh|svw|lvw|dvw|em|rem|ch|ex|lh|pt|pc|cm|mm|in|fr)|auto|fit-content|max-content|min-content|(calc|min|max|clamp)\([^;{}<>]*\))$/i;
const COLOUR_WORD = /^(#[0-9a-f]{3,8}|[a-z]+|(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^;{}<>]*\)|var\(--[\w-]+\))$/i;
/** A scheme that runs or embeds code, written with any spacing or control characters around it. */
const UNSAFE_SCHEME = /^(javascript|vbscript|data):/i;

function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value.trim());
  return NaN;
}

function isColour(text: string): boolean {
  if (typeof CSS !== 'undefined' && typeof CSS.supports === 'function') return CSS.supports('color', text);
  return COLOUR_WORD.test(text);
}

/** A link config with its ids and values as text, however the builder wrote them. */
function readLink(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...value };
  for (const key of ['type', 'value', 'target', 'tel', 'telOpenAs', 'hiddenPanelName']) {
    const v = out[key];
    if (typeof v === 'number' && Number.isFinite(v)) out[key] = String(v);
    else if (v !== undefined && v !== null && typeof v !== 'string') delete out[key];
  }
  const id = out['valueID'];
  if (id !== undefined && id !== null && typeof id !== 'string' && !(typeof id === 'number' && Number.isFinite(id)))
    delete out['valueID'];
  const secondary = unpack(out['secondaryLink']);
  out['secondaryLink'] = isPlainObject(secondary) ? readLink(secondary) : null;
  for (const key of ['multipleActions', 'integrations']) if (out[key] !== undefined && !Array.isArray(out[key])) delete out[key];
  return out;
}

/**
 * THE reading of a yes/no, for element configs, site data, page and popup settings and server
 * answers alike: true, 1, "1", "true", "yes", "on" are yes; false, 0, "0", "false", "no", "off" are
 * no (text in any case, with spaces around). Anything else is no yes/no: undefined. An empty text
 * too: a field left empty says nothing, so a setting reads as its default (flag's fallback, the
 * spec's default for that field: a popup's `active` and a header's `show` are on, a switch that is
 * off unless set stays off) and an answer as its caller reads a missing field.
 */
export function readYesNo(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === '1' || text === 'yes' || text === 'on') return true;
  if (text === 'false' || text === '0' || text === 'no' || text === 'off') return false;
  return undefined;
}

/** A yes/no setting read by readYesNo; missing (undefined, null) or unreadable is `fallback`. */
export function flag(value: unknown, fallback = false): boolean {
  return readYesNo(value) ?? fallback;
}

/**
 * A server answer's yes/no field (`success`, `valid`): read by readYesNo, so `{success: 0}`,
 * `{success: "false"}` and `{success: ""}` are refusals. An answer that is no object, or lacks the
 * field, is `fallback` (callers say what a missing field means for their call).
 */
export function answerFlag(answer: unknown, key = 'success', fallback = false): boolean {
  if (!isPlainObject(answer)) return fallback;
  const value = answer[key];
  // A field the server sent empty says no (a setting left empty reads as its default instead).
  return typeof value === 'string' && !value.trim() ? false : flag(value, fallback);
}

/** The kind a field falls back to when none is declared: from its default. */
export function inferKind(defaults: unknown): Kind {
  if (defaults === null || defaults === undefined) return 'any';
  if (Array.isArray(defaults)) return 'list';
  switch (typeof defaults) {
    case 'number':
      return 'number';
    case 'string':
      return 'text';
    case 'boolean':
      return 'boolean';
    case 'object':
      return 'object';
    default:
      return 'any';
  }
}

/** Merges `value` over `defaults`, reading each field by its kind (see Kind). */
export function normalise(defaults: unknown, value: unknown, path: string, problems: string[], schema: Schema = {}): unknown {
  const choices = schema.choices ?? {};
  const kind: Kind = schema.kinds?.[path] ?? (choices[path] ? 'choice' : inferKind(defaults));
  if (value === undefined || value === null) return clone(defaults);
  const wrong = (expected: string) => {
    problems.push(`"${path}" should be ${expected}, got ${describe(value)}`);
    return clone(defaults);
  };
  switch (kind) {
    case 'length': {
      if (typeof value === 'number') return Number.isFinite(value) ? value : wrong('a length');
      if (typeof value !== 'string') return wrong('a length (a number or a CSS length such as "400px" or "50%")');
      const text = value.trim();
      if (text === '') return clone(defaults);
      if (NUMERIC.test(text)) return Number(text);
      return CSS_LENGTH.test(text) ? text : wrong('a length (a number or a CSS length such as "400px" or "50%")');
    }
    case 'number':
    case 'integer': {
      if (typeof value === 'string' && value.trim() === '') return clone(defaults);
      const n = numberOf(value);
      if (!Number.isFinite(n)) return wrong(kind === 'integer' ? 'a whole number' : 'a number');
      return kind === 'integer' ? Math.round(n) : n;
    }
    case 'id': {
      if (typeof value === 'number') return Number.isFinite(value) ? value : wrong('an id');
      if (typeof value === 'string') return value.trim() === '' ? clone(defaults) : value.trim();
      return wrong('an id (a number or text)');
    }
    case 'boolean': {
      // Left empty: the field's default, as a number's or a length's.
      const yes = readYesNo(value);
      return yes ?? (typeof value === 'string' && !value.trim() ? clone(defaults) : wrong('true or false'));
    }
    case 'colour': {
      if (typeof value !== 'string') return wrong('a colour');
      const text = value.trim();
      if (text === '') return '';
      return isColour(text) ? text : wrong('a colour');
    }
    case 'choice': {
      const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
      const allowed = choices[path];
      if (text === undefined) return wrong(allowed ? `one of ${allowed.join(', ')}` : 'text');
      if (allowed && !allowed.includes(text)) return wrong(`one of ${allowed.join(', ')}`);
      return text;
    }
    case 'url': {
      const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined;
      if (text === undefined) return wrong('a web address');
      // eslint-disable-next-line no-control-regex -- browsers drop these before reading a scheme
      if (UNSAFE_SCHEME.test(text.replace(/[\u0000-\u0020]/g, ''))) return wrong('a web address');
      return text;
    }
    case 'html':
    case 'text': {
      if (typeof value === 'string') return value;
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      return wrong('text');
    }
    case 'list': {
      const list = unpack(value);
      return Array.isArray(list) ? list : wrong('a list');
    }
    case 'link': {
      const link = unpack(value);
      if (typeof link === 'string' && link.trim() === '') return clone(defaults);
      return isPlainObject(link) ? readLink(link) : wrong('a link');
    }
    case 'object': {
      const object = unpack(value);
      if (!isPlainObject(object)) return wrong('an object');
      if (!isPlainObject(defaults)) return object;
      const out: Record<string, unknown> = { ...object };
      for (const [key, def] of Object.entries(defaults)) {
        out[key] = normalise(def, object[key], path ? `${path}.${key}` : key, problems, schema);
      }
      return out;
    }
    default:
      return value;
  }
}

/**
 * Every field path of `defaults` whose kind is not declared in `kinds` (nor a choice): what the
 * contract suite reports, so that every field is read by the kind its element says it has.
 */
export function undeclared(defaults: Record<string, unknown>, schema: Schema, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, def] of Object.entries(defaults)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const kind = schema.kinds?.[path] ?? (schema.choices?.[path] ? 'choice' : undefined);
    if (!kind) out.push(path);
    if ((kind === 'object' || kind === undefined) && isPlainObject(def)) out.push(...undeclared(def, schema, path));
  }
  return out;
}

/** Each schema with its root read as an object: made once per schema, not once per parse. */
const rootedSchemas = new WeakMap<Schema, Schema>();

/** Parses a config attribute (JSON text) or property (object) over the element's defaults. */
export function parseConfig<C extends object>(raw: unknown, defaults: C, schema: Schema = {}): ParsedConfig<C> {
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
  let rooted = rootedSchemas.get(schema);
  if (!rooted) {
    rooted = { ...schema, kinds: { ...schema.kinds, '': 'object' } };
    rootedSchemas.set(schema, rooted);
  }
  const config = normalise(defaults, value, '', problems, rooted) as C;
  return { config, problems };
}
