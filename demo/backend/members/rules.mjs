// The members API's rules, free of HTTP and of the database: its limits and wording, how a field
// of a body is read and checked (messages per field, Laravel's wording), the custom register
// fields of a layout and where a password-reset link may point.
import { httpError } from '../http.mjs';

/** A session token lives 30 days. */
export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Failed logins allowed per email and IP within the window; the next one answers 429. */
export const LOGIN_MAX_ATTEMPTS = 5;
export const LOGIN_WINDOW_MS = 10 * 60 * 1000;
export const PASSWORD_MIN = 8;

/** The spec's wording (spec/runtime.md §8). */
export const MESSAGES = {
  badCredentials: 'These credentials do not match our records.',
  throttled: 'Too many login attempts. Please try again in minutes.',
  alreadyRegistered: 'This user already has registration through conventional registration',
  emailTaken: 'The email has already been taken.',
  invalidProvider: 'Your account is invalid by the provider',
  recoverySent: 'Recovery email was sent successfully',
  profileUpdated: 'Profile updated successfully!',
  passwordUpdated: 'Password updated successfully!',
  currentPassword: 'Current password does not match',
  invalidToken: 'Invalid Token',
  unauthenticated: 'Unauthenticated.',
  notApproved: 'not approved',
  registered: 'Registration completed successfully',
  loggedOut: 'Logged out successfully',
};

/* ------------------------------------------------------------------ reading a body */

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
export const asObject = (value) => (isObject(value) ? value : {});
export const isBlank = (value) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
/** A string or number as text; anything else (objects, arrays, booleans) as undefined. */
export const text = (value) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);
export const normalizeEmail = (value) => String(value).trim().toLowerCase();
export const truthy = (value) =>
  value === true || value === 1 || ['1', 'true', 'on', 'yes'].includes(String(value).toLowerCase());

/** A positive integer from a number or digit string; NaN for anything else, undefined when blank. */
export function integer(value) {
  if (isBlank(value)) return undefined;
  const str = text(value)?.trim();
  return str !== undefined && /^[0-9]{1,15}$/.test(str) && Number(str) > 0 ? Number(str) : NaN;
}

/** Per-field messages collected in order; `throwIfAny` answers 422 with the first message. */
export class FieldErrors {
  /** @type {Record<string, string[]>} */
  fields = {};
  add(field, message) {
    (this.fields[field] ??= []).push(message);
  }
  has(field) {
    return Boolean(this.fields[field]);
  }
  throwIfAny() {
    const first = Object.values(this.fields)[0]?.[0];
    if (first) throw httpError(422, first, this.fields);
  }
}

/** A required string field of at most `max` characters. */
export function requireText(errors, body, field, label = field.replaceAll('_', ' '), max = 255) {
  const value = text(body[field]);
  if (isBlank(body[field])) errors.add(field, `The ${label} field is required.`);
  else if (value === undefined) errors.add(field, `The ${label} must be a string.`);
  else if (value.length > max) errors.add(field, `The ${label} may not be greater than ${max} characters.`);
  else return value;
  return undefined;
}

/** A required, well-formed email, normalised to lower case. */
export function requireEmail(errors, body, field = 'email') {
  const value = requireText(errors, body, field);
  if (value === undefined) return undefined;
  if (!EMAIL.test(value.trim())) {
    errors.add(field, `The ${field} must be a valid email address.`);
    return undefined;
  }
  return normalizeEmail(value);
}

/** A new password with its confirmation (`password`, `password_confirmation`). */
export function requireNewPassword(errors, body) {
  const password = requireText(errors, body, 'password');
  if (password !== undefined && password.length < PASSWORD_MIN) {
    errors.add('password', `The password must be at least ${PASSWORD_MIN} characters.`);
  }
  if (password !== undefined && text(body.password_confirmation) !== password) {
    errors.add('password_confirmation', 'The password confirmation does not match.');
  }
  return errors.has('password') || errors.has('password_confirmation') ? undefined : password;
}

/** An optional positive integer field; adds an error and answers undefined when malformed. */
export function optionalInteger(errors, body, field) {
  const value = integer(body[field]);
  if (Number.isNaN(value)) errors.add(field, `The ${field.replaceAll('_', ' ')} must be an integer.`);
  return Number.isNaN(value) ? undefined : value;
}

/** `areas_register` as area ids: an array, a comma list, a JSON array string or one id. */
export function areaIds(value) {
  if (isBlank(value)) return [];
  let list = value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    try {
      list = trimmed.startsWith('[') ? JSON.parse(trimmed) : trimmed.split(',');
    } catch {
      return null;
    }
  }
  if (isObject(list)) list = Object.values(list); // url-encoded areas_register[0]=1
  if (!Array.isArray(list)) list = [list];
  const ids = list.map(integer);
  return ids.every((id) => Number.isInteger(id)) ? [...new Set(ids)] : null;
}

/* ------------------------------------------------------------------ custom register fields */

/** A register field row as the API answers it. */
export function fieldOut(row) {
  return {
    id: row.id,
    layout_id: row.layout_id,
    tag: row.tag,
    label: row.label,
    type: row.type,
    required: row.required,
    options: JSON.parse(row.options),
    help_text: row.help_text,
    default_value: row.default_value,
    order: row.sort_order,
  };
}

/**
 * Checks `fields_custom` (keyed by tag) against a layout's fields; answers the values to store.
 * Errors go on `fields_custom.<tag>`.
 * @param {ReturnType<typeof fieldOut>[]} fields
 * @param {Record<string, unknown>} input
 * @param {FieldErrors} errors
 */
export function validateCustomFields(fields, input, errors) {
  /** @type {Record<string, unknown>} */
  const values = {};
  for (const field of fields) {
    const key = `fields_custom.${field.tag}`;
    const label = field.label || field.tag;
    const allowed = Array.isArray(field.options) ? field.options.map((option) => String(option?.value)) : [];
    let value = Object.hasOwn(input, field.tag) ? input[field.tag] : undefined;
    if (field.type === 'checkbox') {
      // With options: the selected option values; without: one on/off box.
      let list =
        isBlank(value) || value === false ? [] : Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [value];
      if (!allowed.length) list = list.filter(truthy);
      if (!list.length) {
        if (field.required) errors.add(key, `The ${label} field is required.`);
        else values[field.tag] = allowed.length ? [] : false;
        continue;
      }
      if (allowed.length && !list.every((item) => allowed.includes(String(text(item))))) {
        errors.add(key, `The selected ${label} is invalid.`);
        continue;
      }
      values[field.tag] = allowed.length ? list.map(String) : true;
      continue;
    }
    if (isBlank(value) || (Array.isArray(value) && !value.length)) {
      if (field.required) errors.add(key, `The ${label} field is required.`);
      else if (!isBlank(field.default_value)) values[field.tag] = field.default_value;
      continue;
    }
    value = text(value);
    if (value === undefined) {
      errors.add(key, `The ${label} must be a string.`);
    } else if (value.length > 5000) {
      errors.add(key, `The ${label} may not be greater than 5000 characters.`);
    } else if ((field.type === 'select' || field.type === 'radio') && allowed.length && !allowed.includes(value)) {
      errors.add(key, `The selected ${label} is invalid.`);
    } else if (field.type === 'email' && !EMAIL.test(value.trim())) {
      errors.add(key, `The ${label} must be a valid email address.`);
    } else if (field.type === 'number' && !Number.isFinite(Number(value.trim() || 'x'))) {
      errors.add(key, `The ${label} must be a number.`);
    } else if ((field.type === 'datetime' || field.type === 'date') && Number.isNaN(Date.parse(value))) {
      errors.add(key, `The ${label} is not a valid date.`);
    } else {
      values[field.tag] = value;
    }
  }
  return values;
}

/* ------------------------------------------------------------------ password reset */

/** Where a password-reset link lands on the site: the members login as a page (runtime.md §2, /blog-login). */
export const RESET_PATH = '/blog-login';

/**
 * The address a password-reset link is built on: one of the site's configured `origins` (the one
 * `url` names, else the first; null when there is none) and RESET_PATH. Nothing else of `url` is
 * kept: its path, query and user part are the sender's, and parsers disagree on some of them
 * (`http://site\@evil.example/` is the site to WHATWG, evil.example to others).
 * @param {string[]} origins the site's own origins, as configured (`https://example.com`)
 * @param {string | null} url
 */
export function resetBase(origins, url) {
  let origin = null;
  try {
    origin = url === null ? null : new URL(url).origin;
  } catch {
    origin = null;
  }
  const own = origins.find((candidate) => candidate === origin) ?? origins[0];
  return own === undefined ? null : `${own}${RESET_PATH}`;
}
