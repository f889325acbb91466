// What every route module of the reference backend shares about HTTP: the failure its error
// handlers turn into the CONTRACT §6 envelope, url-encoded bodies, HTML escaping, the bearer token
// cookies and the owner's key. A leaf: it imports nothing of the backend.
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * An error that the JSON error handler turns into the CONTRACT §6 failure envelope.
 * @param {number} statusCode
 * @param {string} message
 * @param {Record<string, string[]>} [errors] messages per field
 */
export function httpError(statusCode, message, errors = {}) {
  return Object.assign(new Error(message), { statusCode, errors });
}

/** Object keys a body may not set (prototype pollution). */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Parses an url-encoded body, with PHP-style brackets: `a[b]=1` → `{ a: { b: '1' } }`,
 * `a[]=1&a[]=2` → `{ a: ['1', '2'] }`.
 * @param {string} body
 */
export function parseForm(body) {
  /** @type {Record<string, any>} */
  const result = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    const path = match ? [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])] : [key];
    if (path.some((part) => FORBIDDEN_KEYS.has(part))) continue;
    let target = result;
    for (let i = 0; i < path.length; i += 1) {
      const part = path[i];
      const last = i === path.length - 1;
      if (Array.isArray(target)) {
        if (last) target.push(value);
        else if (part === '') target.push((target = {}));
        else target = target[Number(part)] ??= {};
        continue;
      }
      if (last) {
        target[part] = value;
      } else {
        const nextIsPush = path[i + 1] === '';
        if (nextIsPush && !Array.isArray(target[part])) target[part] = [];
        else if (!nextIsPush && !isObject(target[part])) target[part] = {};
        target = target[part];
      }
    }
  }
  return result;
}

/** Escapes text for an HTML attribute value or text content. */
export function escapeHtml(value) {
  return String(value).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );
}

/** The `Authorization: Bearer <token>` value, or null. */
export function bearerToken(request) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(String(request.headers.authorization ?? ''));
  return match ? match[1] : null;
}

/**
 * Whether a request carries `ownerKey`, the owner's key of the site it asks about, in its
 * `Authorization: Bearer <key>` header (compared in constant time). Never from the query string:
 * an address lands in the history, in logs and in Referer headers. No key for the site: nobody.
 * @param {import('fastify').FastifyRequest} request
 * @param {string | undefined} ownerKey
 */
export function isOwner(request, ownerKey) {
  const given = bearerToken(request);
  if (!given || !ownerKey) return false;
  const digest = (value) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(ownerKey));
}

/** One cookie's raw value from a Cookie header. */
export function cookieOf(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Hex digests: the forms a member token is stored and sent in (CONTRACT §6 token_md5, token_hash). */
export const md5 = (text) => createHash('md5').update(text).digest('hex');
export const sha256 = (text) => createHash('sha256').update(text).digest('hex');
