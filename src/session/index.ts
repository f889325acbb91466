/**
 * The members session (runtime.md §3–4, CONTRACT §6–7): stored under exactly the spec's keys,
 * restored at start, validated with the server, mirrored across tabs, cleared on logout.
 */
import { signal } from '@preact/signals-core';
import { answerFlag } from '../config.js';
import { ApiError, envelope, members, unwrap } from '../http/index.js';
import { redirect as goRedirect } from '../base/go.js';
import { local, readJson } from '../util/storage.js';
import { readTruthy } from '../util/truthy.js';
import { KEYS, storedLogin } from '../base/keys.js';

export { isLoggedIn, KEYS, storedLogin } from '../base/keys.js';

/**
 * Every session key of runtime.md §3 (CONTRACT §7): the login's, and the lead's — the e-mail and
 * name a form stored, their marketing data and the mailing platform's subscriber id. Logout clears
 * them all, so the next person on a shared computer is neither logged in nor taken for the lead.
 */
export const SESSION_KEYS = [...Object.values(KEYS), 'leadEmail', 'leadName', 'mboss-data', 'mbsubscriber_uid'] as const;

export interface MemberUser {
  name: string;
  email: string;
  /** 'token' for a token login, else 'login'. */
  type?: string;
}

export interface Session {
  user: MemberUser;
  token: string;
  tokenMd5: string;
  tokenHash: string;
  type: 'token' | 'login';
  /** The website user as runtime.md §3 holds it, from the login and check answers (login-user-all). */
  expire: string | null;
  restrictPermissions: unknown[];
  membersArea: unknown;
}

/** What a login, token login or register answers in `data`. */
export interface LoginAnswer {
  user: MemberUser & Record<string, unknown>;
  token: string;
  token_md5?: string;
  token_hash?: string;
  [field: string]: unknown;
}

/** The session the browser holds, or null; type 'token' when the stored user says so. */
export function readSession(): Session | null {
  const login = storedLogin();
  if (!login) return null;
  const { user, token } = login;
  const all = readJson<Record<string, unknown>>(local, KEYS.all);
  const held = all && typeof all === 'object' && !Array.isArray(all) ? all : {};
  const inner = (held['user'] && typeof held['user'] === 'object' ? held['user'] : {}) as Record<string, unknown>;
  const expire = held['expire'] ?? inner['expire'];
  const permissions = held['restrict_permissions'] ?? inner['restrict_permissions'];
  return {
    user,
    token,
    tokenMd5: local.get(KEYS.md5) ?? '',
    tokenHash: local.get(KEYS.hash) ?? '',
    type: user.type === 'token' ? 'token' : 'login',
    expire: typeof expire === 'string' || typeof expire === 'number' ? String(expire) : null,
    restrictPermissions: Array.isArray(permissions) ? permissions : [],
    membersArea: held['members_area'] ?? inner['members_area'] ?? null,
  };
}

export const session = signal<Session | null>(readSession());

/** Browser storage works here; without it the members area shows its notice. */
export function storageAvailable(): boolean {
  return local.available;
}

/** The member's new name (a profile save) in the stored user and the stored login answer. */
export function renameMember(name: string): void {
  const current = session.peek();
  if (!current) return;
  local.set(KEYS.user, JSON.stringify({ ...current.user, name }));
  const all = readJson<Record<string, unknown>>(local, KEYS.all);
  if (all && typeof all === 'object' && !Array.isArray(all)) {
    const user = all['user'] && typeof all['user'] === 'object' ? (all['user'] as Record<string, unknown>) : {};
    local.set(KEYS.all, JSON.stringify({ ...all, user: { ...user, name } }));
  }
  session.value = readSession();
}

/** A login answer carries a session: a token as non-empty text and a user with an e-mail. */
export function hasToken(answer: unknown): answer is LoginAnswer {
  const { token, user } = (answer ?? {}) as { token?: unknown; user?: { email?: unknown } | null };
  return typeof token === 'string' && token.trim() !== '' && typeof user?.email === 'string';
}

/**
 * Stores a login answer under the spec's keys and starts the session. An answer without a token
 * (a register answer, CONTRACT §6) is no login: nothing is stored and it throws, so the token key
 * never holds "undefined".
 */
export function storeLogin(answer: LoginAnswer, type: 'token' | 'login' = 'login'): Session {
  if (!hasToken(answer)) throw new Error('Weft: a login answer without a token or user was not stored');
  const user: MemberUser = { name: String(answer.user?.name ?? ''), email: String(answer.user?.email ?? ''), type };
  local.set(KEYS.user, JSON.stringify(user));
  local.set(KEYS.all, JSON.stringify(answer));
  local.set(KEYS.token, answer.token);
  if (answer.token_md5) local.set(KEYS.md5, answer.token_md5);
  if (answer.token_hash) local.set(KEYS.hash, answer.token_hash);
  const next = readSession();
  session.value = next;
  return next!;
}

/** Ends the login: clears its keys (a failed validation, runtime.md §4); the lead's stay. */
export function clearLogin(): void {
  for (const key of Object.values(KEYS)) local.remove(key);
  session.value = null;
}

/** Clears every session key of runtime.md §3, the lead's included (logout). */
export function clearSession(): void {
  for (const key of SESSION_KEYS) local.remove(key);
  session.value = null;
}

export interface CheckAnswer {
  /**
   * The server answered. False after a timeout, a network failure or a 5xx (or 429): nothing was
   * decided, the member stays signed in, and a restricted page says the server could not be reached.
   */
  reached: boolean;
  valid: boolean;
  permission: boolean;
  /** The answer's `data` (the user's fields; for a restricted page, possibly its released layout). */
  data: unknown;
}

/**
 * POST /website/user/check: the stored user, token, and the page when it is restricted. A login
 * is valid only when the server says success and valid; a failed validation logs out.
 */
export async function checkSession(page?: { id: string | number; url: string }): Promise<CheckAnswer> {
  const current = session.peek();
  if (!current) return { reached: true, valid: false, permission: false, data: null };
  try {
    const answer = await envelope<unknown>(
      members.post('/website/user/check', {
        json: { ...current.user, token: current.token, ...(page ? { page_id: page.id, page_url: page.url } : {}) },
      }),
    );
    const valid = answerFlag(answer, 'valid');
    const areas = answer['restrict_areas'];
    const permission = readTruthy(
      areas && typeof areas === 'object' ? (areas as Record<string, unknown>)['permission'] : undefined,
    );
    if (!valid) clearLogin();
    else keepUserFields(answer['data']);
    return { reached: true, valid, permission: valid && permission, data: valid ? (answer['data'] ?? null) : null };
  } catch (error) {
    if (checkRefused(error)) {
      clearLogin();
      return { reached: true, valid: false, permission: false, data: null };
    }
    // No verdict (timeout, network, 5xx, throttled): the member stays signed in for a retry.
    console.error('Weft: the session could not be checked; the member stays signed in', error);
    return { reached: false, valid: false, permission: false, data: null };
  }
}

/**
 * The server refused the session: an answer that says so (`success` off) or a 4xx other than
 * throttling. A timeout, a network failure, a 5xx or a 429 decides nothing.
 */
function checkRefused(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'envelope') return true;
  return error.kind === 'http' && error.status >= 400 && error.status < 500 && !error.isThrottled;
}

/** The check answer's word on the user (expire, restrict_permissions, members_area) joins login-user-all. */
function keepUserFields(data: unknown): void {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return;
  const source = data as Record<string, unknown>;
  const user = (source['user'] && typeof source['user'] === 'object' ? source['user'] : source) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const key of ['expire', 'restrict_permissions', 'members_area']) {
    const value = source[key] ?? user[key];
    if (value !== undefined) fields[key] = value;
  }
  const all = readJson<Record<string, unknown>>(local, KEYS.all) ?? {};
  if (Object.entries(fields).every(([key, value]) => JSON.stringify(all[key]) === JSON.stringify(value))) return;
  local.set(KEYS.all, JSON.stringify({ ...all, ...fields }));
  session.value = readSession();
}

/** POST /website/user/logout, clears every key, then goes to `redirect` or reloads (unless told not to: a link takes over). */
export async function logout(redirect?: string | null, { reload = true } = {}): Promise<void> {
  const current = session.peek();
  if (current) {
    await unwrap(members.post('/website/user/logout', { json: { ...current.user, token: current.token } })).catch(
      (error: unknown) =>
        console.error('Weft: the server did not confirm the logout; the session is cleared here all the same', error),
    );
  }
  clearSession();
  if (redirect) goRedirect(redirect);
  else if (reload) reloadPage();
}

const RELOAD = () => location.reload();
let reloader: () => void = RELOAD;

/** Reloads the page (after a logout, a login without a redirect, a profile update). */
export function reloadPage(): void {
  reloader();
}

/** Test seam: `fn` instead of a reload (a test page cannot reload itself); null restores it. */
export function setReloadForTests(fn: (() => void) | null): void {
  reloader = fn ?? RELOAD;
}

// Logging in or out in another tab is reflected here.
addEventListener('storage', (event) => {
  if (event.key === null || (Object.values(KEYS) as string[]).includes(event.key)) session.value = readSession();
});

/**
 * Embed pages have no site runtime to validate a stored session at start: the first members
 * element on such a page does it once (site mode checks with its pages itself).
 */
let validated: Promise<unknown> | null = null;
export function validateOnEmbedPage(): void {
  // Only on a page that pasted the script tag (the loader sets weft.options), never in site mode.
  const loaded = Boolean((window as { weft?: { options?: unknown } }).weft?.options);
  if (validated || !loaded || document.querySelector('weft-site') || !session.peek()) return;
  validated = checkSession();
}

const weft = ((window as { weft?: Record<string, unknown> }).weft ??= {});
weft['session'] = {
  user: () => session.peek()?.user ?? null,
  logout: (redirect?: string) => logout(redirect),
};
