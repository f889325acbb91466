/** The members area's decisions as plain functions (runtime.md §4). */

export type FormType = 'login' | 'register' | 'both' | 'login-token' | 'login-ba' | 'not-have-permission';

/**
 * The forms the areas' auth types offer. It starts as login (with register when an area allows
 * it); if no area allows both, register or login-ba, it becomes login-token; only login-ba → login-ba.
 */
export function offeredForms(authTypes: readonly string[]): FormType[] {
  const types = new Set(authTypes.map((t) => String(t).toLowerCase()));
  const register = types.has('both') || types.has('register');
  if (!register && !types.has('login-ba')) return ['login-token'];
  if (types.has('login-ba') && !register && ![...types].some((t) => t !== 'login-ba')) return ['login-ba'];
  const forms: FormType[] = ['login'];
  if (register) forms.push('register');
  if (types.has('token') || types.has('login-token')) forms.push('login-token');
  if (types.has('login-ba')) forms.push('login-ba');
  return forms;
}

export type RestrictedView = 'form' | 'denied' | 'content';

/** Not allowed and not logged in → the members form; logged in but not allowed → denied; else the content. */
export function restrictedView(restricted: boolean, allowed: boolean, authenticated: boolean): RestrictedView {
  if (!restricted || allowed) return 'content';
  return authenticated ? 'denied' : 'form';
}

export interface RedirectInputs {
  /** A link action object; followed when it has a type. */
  action?: { type?: string } | null;
  /** A site page id to go to. */
  pageId?: string | number | null;
  /** An e-learning course the form (or the active page's area) leads to. */
  course?: { areaId: string | number; target?: string } | null;
}

export type Redirect =
  | { kind: 'action'; action: { type?: string } }
  | { kind: 'page'; pageId: string | number }
  | { kind: 'course'; areaId: string | number; newTab: boolean }
  | { kind: 'reload' };

/** Post-login redirect order: an action with a type, else a page id, else the e-learning course, else reload. */
export function postLoginRedirect(inputs: RedirectInputs): Redirect {
  if (inputs.action?.type) return { kind: 'action', action: inputs.action };
  if (inputs.pageId !== undefined && inputs.pageId !== null && inputs.pageId !== '')
    return { kind: 'page', pageId: inputs.pageId };
  if (inputs.course) return { kind: 'course', areaId: inputs.course.areaId, newTab: inputs.course.target === 'blank' };
  return { kind: 'reload' };
}

/** blog-login for a visitor already logged in: the site origin, or origin + post when it is a same-origin path. */
export function blogLoginTarget(origin: string, post: string | null): string {
  if (!post) return `${origin}/`;
  try {
    const url = new URL(post, `${origin}/`);
    return url.origin === origin && post.startsWith('/') && !post.startsWith('//') ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** An area is enabled when its permission is active, or with no permission record when its type is 1. */
export function areaEnabled(area: { type_id?: number | string; active?: unknown; has_permission?: boolean }): boolean {
  if (area.has_permission === false) return Number(area.type_id) === 1;
  return area.active === true || area.active === 1 || area.active === '1';
}

/** Expiry dates: day/month/year for pt_BR, otherwise month/day/year. */
export function formatExpiry(date: string | null | undefined, language: string): string {
  if (!date) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return date;
  const [, y, mo, d] = m;
  return language === 'pt_BR' ? `${d}/${mo}/${y}` : `${mo}/${d}/${y}`;
}
