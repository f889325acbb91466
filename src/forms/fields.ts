/**
 * The lead-capture forms' field model and rules (elements-lead-capture.md §3, §5), shared by the
 * mailing, campaign, contact and multi-step forms. Pure: no DOM, no React, so every rule is
 * tested on its own.
 */
import { flag, readYesNo } from '../config.js';
import { navigableUrl } from '../util/url.js';
import { firstBroken, isFullName } from './validate.js';

export { isFullName };

/** The field kinds a form can show; anything unknown is text. */
export const FIELD_KINDS = [
  'text',
  'textarea',
  'password',
  'multiselect',
  'select',
  'dropdown',
  'datetime',
  'date',
  'checkbox',
  'radio',
] as const;
/** Plain input types a members custom field may have (elements-content.md §3), drawn as such inputs. */
export const INPUT_KINDS = ['email', 'number', 'tel', 'url', 'time'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number] | (typeof INPUT_KINDS)[number];

/** Campaign forms name two kinds differently. */
const KIND_ALIASES: Record<string, FieldKind> = { single_select: 'select', multi_select: 'multiselect' };

export interface FieldOption {
  name: string;
  value: string;
}

/** A field as the forms use it, whatever shape the editor saved it in. */
export interface FormField {
  /** The input's name: the mailing list's tag (EMAIL, FNAME…) or the campaign's field id. */
  tag: string;
  label: string;
  required: boolean;
  help: string;
  hidden: boolean;
  defaultValue: string;
  kind: FieldKind;
  options: FieldOption[];
  icon: { selected: string; position: 'left' | 'right' };
  /** 'fullname' needs two words of two letters or more. */
  validation: string;
  /** Where it is drawn among the fields (the members custom fields' `order`); definitions without one keep their place. */
  order: number;
}

export type Value = string | string[];
export type Values = Record<string, Value>;

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function kindOf(type: unknown): FieldKind {
  const raw = typeof type === 'string' ? type : text(record(type)['identifier']) || text(record(type)['name']);
  const id = raw.trim().toLowerCase();
  if (id in KIND_ALIASES) return KIND_ALIASES[id]!;
  return [...FIELD_KINDS, ...INPUT_KINDS].includes(id as FieldKind) ? (id as FieldKind) : 'text';
}

function options(value: unknown): FieldOption[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((o): FieldOption[] => {
    if (typeof o === 'string') return [{ name: o, value: o }];
    const r = record(o);
    const v = text(r['value'] ?? r['name']);
    return v === '' && text(r['name']) === '' ? [] : [{ name: text(r['name']) || v, value: v }];
  });
}

/** A switched-off field (status inactive, disabled or any no of readYesNo but '') is not shown at all. */
function switchedOff(status: unknown): boolean {
  if (status === '' || status === undefined || status === null) return false;
  if (readYesNo(status) === false) return true;
  return typeof status === 'string' && ['inactive', 'disabled'].includes(status.trim().toLowerCase());
}

function orderOf(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? n : Number.NaN;
}

/**
 * The form's fields from config: unusable entries (no tag) are dropped, and reported through
 * `problems`. Campaign fields take `target_field_id` as the tag, and the email and name fields are
 * always required and visible. `required` is any yes spelling ('yes', 1, true…); fields with an
 * `order` are drawn by it (a stable sort: those without keep their place among equals).
 */
export function readFields(raw: unknown, { campaign = false } = {}, problems: string[] = []): FormField[] {
  if (!Array.isArray(raw)) return [];
  const fields: FormField[] = [];
  raw.forEach((entry, i) => {
    const r = record(entry);
    if (switchedOff(r['status'])) return;
    const tag = text(campaign ? (r['target_field_id'] ?? r['tag']) : r['tag']).trim();
    if (!tag) {
      problems.push(`field ${i + 1} has no tag`);
      return;
    }
    const icon = record(r['icon']);
    const forced = campaign && ['email', 'name'].includes(tag.toLowerCase());
    fields.push({
      tag,
      label: text(r['label']) || tag,
      required: forced || flag(r['required']),
      help: text(r['help_text']),
      hidden: !forced && r['visibility'] === 'hidden',
      defaultValue: text(r['default_value']),
      kind: kindOf(r['type']),
      options: options(r['options']),
      icon: { selected: text(icon['selected']), position: icon['position'] === 'right' ? 'right' : 'left' },
      validation: text(
        r['validation'] && typeof r['validation'] === 'object' ? record(r['validation'])['value'] : r['validation'],
      ),
      order: orderOf(r['order']),
    });
  });
  if (!fields.some((f) => Number.isFinite(f.order))) return fields;
  // Fields without an order keep the place of the field before them.
  let last = -Infinity;
  const keyed = fields.map((f, i) => {
    if (Number.isFinite(f.order)) last = f.order;
    return { f, i, key: Number.isFinite(f.order) ? f.order : last };
  });
  return keyed.sort((a, b) => a.key - b.key || a.i - b.i).map((k) => k.f);
}

/** Kinds whose value is a list of choices. */
export function isMulti(kind: FieldKind): boolean {
  return kind === 'multiselect' || kind === 'checkbox';
}

/** Each field's starting value: its default, a list for multi-choice kinds. */
export function initialValues(fields: readonly FormField[]): Values {
  const values: Values = {};
  for (const f of fields) {
    values[f.tag] = isMulti(f.kind) ? (f.defaultValue ? f.defaultValue.split(',').map((v) => v.trim()) : []) : f.defaultValue;
  }
  return values;
}

export interface Problem {
  /** The field's tag, or '' for a form-wide problem (the captcha). */
  tag: string;
  /** The message key and its values, translated by the caller. */
  key: string;
  values?: Record<string, string | number>;
  /** The owner's own words, shown instead of the key's (the contact form's isRequiredMessage). */
  message?: string;
}

export interface CheckOptions {
  /** Tags of fields not on screen (another step, a device-hidden field); they are skipped. */
  skip?: ReadonlySet<string>;
  /** The form has a captcha and it was not answered. */
  captchaMissing?: boolean;
  /**
   * The message of a missing value: '{label} is required.' (ct-field-required, the lead forms' words)
   * by default; the members forms say 'The {field} field is required.' (REQUIRED_KEY).
   */
  requiredKey?: string;
}

/**
 * The §5 rules, through the one validator (validate.ts): a required field needs a value (a
 * checkbox or radio group needs one checked; '{label} is required.'), a 'fullname' field needs two
 * words, and a configured captcha needs an answer. Hidden fields are skipped. One problem per
 * field, in the fields' order.
 */
export function checkFields(
  fields: readonly FormField[],
  values: Values,
  { skip, captchaMissing, requiredKey = 'ct-field-required' }: CheckOptions = {},
): Problem[] {
  const problems: Problem[] = [];
  for (const f of fields) {
    if (f.hidden || skip?.has(f.tag)) continue;
    const broken = firstBroken(f.label, values[f.tag], {
      required: f.required,
      requiredKey,
      fullname: f.validation === 'fullname',
    });
    if (broken) problems.push({ tag: f.tag, key: broken.key, values: broken.values });
  }
  if (captchaMissing) problems.push({ tag: '', key: 'ct-unverified-captcha' });
  return problems;
}

/** The required-field problems in the owner's words when they set one message for them (isRequiredMessage). */
export function inOwnWords(problems: Problem[], isRequiredMessage: string): Problem[] {
  const own = isRequiredMessage.trim();
  return own ? problems.map((p) => (p.key === 'ct-field-required' ? { ...p, message: own } : p)) : problems;
}

/** The field names that hold a lead's e-mail and name (elements-lead-capture.md §3). */
export const LEAD_EMAIL_FIELDS = ['email'];
export const LEAD_NAME_FIELDS = ['fname', 'name', 'fnome', 'nome', 'cadastro_nome'];

/** The lead's e-mail and name as typed, from the fields named as §3 says (any letter case). */
export function leadOf(values: Values): { email?: string; name?: string } {
  const find = (names: readonly string[]) => {
    for (const [tag, value] of Object.entries(values)) {
      if (names.includes(tag.toLowerCase()) && typeof value === 'string' && value.trim()) return value.trim();
    }
    return undefined;
  };
  const lead: { email?: string; name?: string } = {};
  const email = find(LEAD_EMAIL_FIELDS);
  const name = find(LEAD_NAME_FIELDS);
  if (email) lead.email = email;
  if (name) lead.name = name;
  return lead;
}

/**
 * A redirect address as owners type it: trimmed, spaces removed, decoded, given http:// when it
 * has no scheme; then the URL policy decides (null when it refuses or nothing is left).
 */
export function cleanRedirect(raw: unknown): URL | null {
  let value = text(raw).trim().replace(/\s+/g, '');
  if (!value) return null;
  try {
    value = decodeURIComponent(value);
  } catch {
    // Not percent-encoded text: keep it as typed.
  }
  const isPath = value.startsWith('/') && !value.startsWith('//');
  if (!isPath && !/^[a-z][a-z0-9+.-]*:/i.test(value)) value = `http://${value.replace(/^\/\//, '')}`;
  // A space that decoding brought back belongs to the address (the policy would drop it): keep it encoded.
  return navigableUrl(value.replaceAll(' ', '%20'));
}

/** The fields and extras as an url-encoded body: a list value repeats its name. */
export function formBody(values: Values, extras: Record<string, string> = {}): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const v of value) body.append(name, v);
    else body.append(name, value);
  }
  for (const [name, value] of Object.entries(extras)) body.set(name, value);
  return body;
}
