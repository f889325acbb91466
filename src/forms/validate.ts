/**
 * The ONE validator of Weft's forms, in place of the browser's own bubbles (every form is
 * `noValidate`): required, minlength, maxlength, min, max (elements-content.md §5), an e-mail
 * address and a full name (elements-lead-capture.md §5), with messages in the visitor's language.
 * A value is checked rule by rule and its first problem is its message. Pure: the caller passes its
 * translate function.
 *
 * Messages: 'The {field} field is required.' (ct-validation-required) and its minlength, maxlength,
 * min, max and email siblings; the lead forms say '{label} is required.' (ct-field-required, the
 * simple form's words in elements-lead-capture.md §5) through `requiredKey`; 'please enter valid
 * fullname.'.
 */
import type { Translate } from '../i18n/index.js';

export interface Rules {
  required?: boolean;
  minlength?: number;
  maxlength?: number;
  min?: number;
  max?: number;
  /** At least two words of two or more letters. */
  fullname?: boolean;
  /** An e-mail address, as the browser's own `type="email"` check reads one. */
  email?: boolean;
  /** The message key for a missing value; 'ct-validation-required' by default. */
  requiredKey?: string;
}

/** A rule broken: its message key and the values the message names. */
export interface Broken {
  key: string;
  values: Record<string, string | number>;
}

export const REQUIRED_KEY = 'ct-validation-required';

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A full name: at least two words of two or more letters (elements-lead-capture.md §5). */
export function isFullName(value: string): boolean {
  const words = value.trim().split(/\s+/);
  return words.filter((word) => (word.match(/\p{L}/gu) ?? []).length >= 2).length >= 2;
}

/** HTML's "valid e-mail address" (what `<input type="email">` accepts), which the forms' noValidate turns off. */
const EMAIL = /^[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*$/i;

/** Whether `value` is an e-mail address (spaces around it aside). */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** The first rule `value` breaks, as a message key and its values naming `field`; null when it passes. */
export function firstBroken(field: string, value: unknown, rules: Rules): Broken | null {
  if (isEmpty(value)) return rules.required ? { key: rules.requiredKey ?? REQUIRED_KEY, values: { field, label: field } } : null;
  const text = Array.isArray(value) ? value : String(value);
  if (rules.minlength !== undefined && text.length < rules.minlength) {
    return { key: 'ct-validation-minlength', values: { field, length: rules.minlength } };
  }
  if (rules.maxlength !== undefined && text.length > rules.maxlength) {
    return { key: 'ct-validation-maxlength', values: { field, length: rules.maxlength } };
  }
  const n = Number(value);
  if (rules.min !== undefined && (!Number.isFinite(n) || n < rules.min)) {
    return { key: 'ct-validation-min', values: { field, value: rules.min } };
  }
  if (rules.max !== undefined && (!Number.isFinite(n) || n > rules.max)) {
    return { key: 'ct-validation-max', values: { field, value: rules.max } };
  }
  if (rules.email && !isEmail(String(value))) return { key: 'ct-validation-email', values: { field } };
  if (rules.fullname && !isFullName(String(value))) return { key: 'ct-invalid-fullname', values: { field } };
  return null;
}

/** The first rule `value` breaks, as a message naming `field`; null when it passes. */
export function validate(field: string, value: unknown, rules: Rules, t: Translate): string | null {
  const broken = firstBroken(field, value, rules);
  return broken && t(broken.key, broken.values);
}

/** Every field's first problem; an empty object when all pass. */
export function validateAll(
  values: Record<string, unknown>,
  rules: Record<string, Rules & { label?: string }>,
  t: Translate,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [name, fieldRules] of Object.entries(rules)) {
    const message = validate(fieldRules.label ?? name, values[name], fieldRules, t);
    if (message) problems[name] = message;
  }
  return problems;
}
