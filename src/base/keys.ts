/**
 * The members session's storage keys (runtime.md §3, CONTRACT §7) and the one definition of
 * "logged in" that everything reads: the members area, the blog, the HTTP clients' token header.
 * No imports beyond storage, so src/http can read the token without importing the session module.
 */
import { local, readJson } from '../util/storage.js';

export const KEYS = {
  user: 'login-user',
  all: 'login-user-all',
  token: 'login-user-token',
  md5: 'login-user-token-md5',
  hash: 'login-user-token-hash',
} as const;

/** The login the browser holds: the stored user and token. */
export interface StoredLogin {
  user: { name: string; email: string; type?: string };
  token: string;
}

/**
 * The stored login, or null. Logged in means both `login-user` (a JSON object) and
 * `login-user-token` (not empty) are in localStorage; a user without a name or e-mail reads them as ''.
 * Read from storage on every call, so a login or logout in another tab is seen at once.
 */
export function storedLogin(): StoredLogin | null {
  const token = local.get(KEYS.token);
  if (!token) return null;
  const user = readJson<Record<string, unknown>>(local, KEYS.user);
  if (!user || typeof user !== 'object' || Array.isArray(user)) return null;
  return {
    user: {
      name: typeof user['name'] === 'string' ? user['name'] : '',
      email: typeof user['email'] === 'string' ? user['email'] : '',
      ...(typeof user['type'] === 'string' ? { type: user['type'] } : {}),
    },
    token,
  };
}

/** True when the visitor is logged in (both keys stored). */
export function isLoggedIn(): boolean {
  return storedLogin() !== null;
}
