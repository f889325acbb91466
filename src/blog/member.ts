/**
 * The blog's login state (spec §4 "Restricted post", §5 comments): a visitor counts as logged in
 * for the blog only when BOTH `login-user` and `login-user-token` are in localStorage (CONTRACT §7).
 * Read from storage on every call, so a login or logout anywhere (this tab, another tab, the
 * members form) is seen at once; `useBlogMember()` re-renders a component when it changes.
 */
import { useEffect, useState } from 'react';
import { session } from '../session/index.js';
import { isLoggedIn, storedLogin } from '../base/keys.js';

/** The member as the blog sees them. */
export interface BlogMember {
  name: string;
  email: string;
  token: string;
}

/**
 * The logged-in member, or null. Null unless both keys exist and `login-user` is a JSON object;
 * a user record without an email still counts as logged in (email '').
 */
export function blogMember(): BlogMember | null {
  const login = storedLogin();
  return login && { name: login.user.name, email: login.user.email, token: login.token };
}

/** True when the visitor is logged in for the blog (both keys exist). */
export const blogLoggedIn = isLoggedIn;

/**
 * React hook: the logged-in member (or null), re-read whenever the members session changes
 * (login, logout, session check) and when another tab changes storage.
 */
export function useBlogMember(): BlogMember | null {
  const [member, setMember] = useState<BlogMember | null>(blogMember);
  useEffect(() => {
    const update = () =>
      setMember((previous) => {
        const next = blogMember();
        const same = previous?.token === next?.token && previous?.email === next?.email && previous?.name === next?.name;
        return same ? previous : next;
      });
    const stop = session.subscribe(update);
    addEventListener('storage', update);
    return () => {
      stop();
      removeEventListener('storage', update);
    };
  }, []);
  return member;
}
