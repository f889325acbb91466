/**
 * The members area's decisions as plain functions (runtime.md §2–4, §8; elements-lead-capture.md
 * §5): which forms a members form offers, a restricted page's view, the access-denied box, the
 * redirect after a login, e-learning course addresses and the server messages it translates.
 */
import { ApiError } from '../http/errors.js';
import { LOCAL_HOSTS } from '../http/hosts.js';
import { pageById } from '../base/data.js';

/** An id as text: a number or non-empty text; '' for anything else. */
export function idText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

export type FormType = 'login' | 'register' | 'both' | 'login-token' | 'login-ba' | 'not-have-permission';

/** An area as the members-area config lists it (`members_area.areas`): its `auth_type` is what counts here. */
export interface AreaAuth {
  /** The area's way in: password, token or a provider. */
  auth_type?: unknown;
}

/**
 * The forms the areas' auth types offer (runtime.md §4). An area's auth type is `register` (email
 * and password, with registration), `token`, `both` (those two) or `login-ba` (the provider's
 * credentials). The form starts as login; if no area allows both, register or login-ba, it becomes
 * login-token; if every area is login-ba, it is login-ba. Register, token and provider logins join
 * login when some area allows them. Takes the areas, or their auth types as text.
 */
export function offeredForms(areas: ReadonlyArray<AreaAuth | string>): FormType[] {
  const types = areas
    .map((area) => (typeof area === 'string' ? area : area?.auth_type))
    .filter((type): type is string => typeof type === 'string' && type.trim() !== '')
    .map((type) => type.trim().toLowerCase());
  const set = new Set(types);
  const password = set.has('both') || set.has('register');
  const provider = set.has('login-ba');
  if (!password && !provider) return ['login-token'];
  if (provider && types.every((type) => type === 'login-ba')) return ['login-ba'];
  const forms: FormType[] = ['login'];
  if (password) forms.push('register');
  if (set.has('both') || set.has('token') || set.has('login-token')) forms.push('login-token');
  if (provider) forms.push('login-ba');
  return forms;
}

/** What decides the forms a members form offers: its own settings, and the site's members area. */
export interface FormOffer {
  /** The configured type ('' to let the areas decide; 'both' is login and register). */
  type: FormType | '';
  /** The blog variant (/blog-login): e-mail and password, to log in or to register. */
  blog?: boolean;
  areas?: unknown;
  auth_types?: unknown;
  /** `access_denied.hide_register_btn`: no registration. */
  hideRegister?: boolean;
}

/**
 * The forms offered, in order (the first is shown first): the configured type; else the blog
 * variant's login and register; else those the areas' auth types allow (the form's own areas,
 * else its auth types, else the site members area's), never register when it is hidden; at least
 * login. Not-have-permission is a view, not a form (see restrictedView).
 */
export function formsOffered(offer: FormOffer, site: { areas?: unknown; auth_types?: unknown } = {}): FormType[] {
  let forms: FormType[];
  const list = (value: unknown) => (Array.isArray(value) && value.length ? (value as Array<AreaAuth | string>) : null);
  if (offer.type === 'both') forms = ['login', 'register'];
  else if (offer.type && offer.type !== 'not-have-permission') forms = [offer.type];
  else if (offer.blog) forms = ['login', 'register'];
  else forms = offeredForms(list(offer.areas) ?? list(offer.auth_types) ?? list(site.areas) ?? list(site.auth_types) ?? ['both']);
  if (offer.hideRegister) forms = forms.filter((form) => form !== 'register');
  return forms.length ? forms : ['login'];
}

/** The form shown first: `start` when it is offered (/blog-login?form=register), else the first offered. */
export function firstForm(forms: readonly FormType[], start: unknown): FormType {
  return forms.find((form) => form === start) ?? forms[0] ?? 'login';
}

/**
 * The areas whose auth types a restricted page's members form offers (runtime.md §4): the page's
 * own restrict areas, each with its auth type or else that of the members area's area of the same
 * id (`restrict_area_id`); every area of the site when the page names none it can tell.
 */
export function pageAreas(restrictAreas: unknown, siteAreas: unknown): AreaAuth[] {
  const site = (Array.isArray(siteAreas) ? siteAreas : []) as Array<AreaAuth & { id?: unknown }>;
  const own = (Array.isArray(restrictAreas) ? restrictAreas : []) as Array<
    (AreaAuth & { id?: unknown; restrict_area_id?: unknown }) | null
  >;
  const found = own.flatMap((area) => {
    if (!area || typeof area !== 'object') return [];
    if (typeof area.auth_type === 'string' && area.auth_type.trim()) return [area];
    const id = String(area.restrict_area_id ?? area.id ?? '');
    const match = site.find((a) => a && String(a.id) === id);
    return match ? [match] : [];
  });
  return found.length ? found : site;
}

/**
 * The page a restrict link takes a logged-in member to, for its area: the area's own home page
 * (`home_page_id` in members_area.areas), else the first page restricted to that area; null when
 * the site has none. The page's gate then shows its content or the access-denied view.
 */
export function areaPage<P extends { id?: unknown; restrict_areas?: unknown }>(
  areaId: unknown,
  areas: unknown,
  pages: readonly P[] | undefined,
): P | null {
  const id = typeof areaId === 'number' || typeof areaId === 'string' ? String(areaId).trim() : '';
  if (!id || !pages?.length) return null;
  const area = (Array.isArray(areas) ? areas : []).find(
    (a: { id?: unknown; restrict_area_id?: unknown } | null) => a && String(a.id ?? a.restrict_area_id ?? '') === id,
  ) as { home_page_id?: unknown } | undefined;
  const home = area?.home_page_id;
  const homeId = typeof home === 'number' || typeof home === 'string' ? String(home).trim() : '';
  const page = homeId ? pageById(pages, homeId) : undefined;
  return (
    page ??
    pages.find(
      (p) =>
        Array.isArray(p.restrict_areas) &&
        (p.restrict_areas as Array<{ restrict_area_id?: unknown; id?: unknown } | null>).some(
          (r) => r && String(r.restrict_area_id ?? r.id ?? '') === id,
        ),
    ) ??
    null
  );
}

export type RestrictedView = 'form' | 'denied' | 'unreachable' | 'content';

/**
 * A restricted page's view (runtime.md §4): not allowed and not logged in → the members form;
 * logged in but not allowed → access denied; else the content. A member whose session check got
 * no answer (`reached` false: a timeout, a network failure, a 5xx) is neither allowed nor refused:
 * the members area says the server could not be reached, with a retry — never "no access".
 */
export function restrictedView(restricted: boolean, allowed: boolean, authenticated: boolean, reached = true): RestrictedView {
  if (!restricted || allowed) return 'content';
  if (!authenticated) return 'form';
  return reached ? 'denied' : 'unreachable';
}

/** The access-denied box's button (runtime.md §2): each field of `btn` (the spec's name) wins over the older `button`. */
export function deniedButton<P extends string>(config: {
  btn: { enable: boolean | null; text: string | null; position: P | null };
  button: { enable: boolean; text: string; position: P };
}): { enable: boolean; text: string; position: P } {
  return {
    enable: config.btn.enable ?? config.button.enable,
    text: config.btn.text ?? config.button.text,
    position: config.btn.position ?? config.button.position,
  };
}

/** Where the access-denied button leads (runtime.md §2): a site page (by id, else its url), a web address, or home. */
export type DeniedTarget = { kind: 'page'; pageId: string; url: string } | { kind: 'web'; address: string } | { kind: 'home' };

export function deniedTarget(link: { type?: unknown; value?: unknown; page_id?: unknown } | null | undefined): DeniedTarget {
  const value = typeof link?.value === 'string' ? link.value.trim() : '';
  if (link?.type === 'web' && value) return { kind: 'web', address: value };
  if (link?.type === 'page' && (idText(link.page_id) || value)) return { kind: 'page', pageId: idText(link.page_id), url: value };
  return { kind: 'home' };
}

/** The button's place: before the message (top, left) or after it (bottom, right). */
export function deniedButtonFirst(position: string): boolean {
  return position === 'top' || position === 'left';
}

/** A page layout as the site data holds it (CONTRACT §3): desktop nodes, and mobile ones or not. */
export interface ReleasedLayout {
  desktop: unknown[];
  mobile?: unknown[];
}

/**
 * The layout a session check's answer releases for the restricted page it granted (`data.layout`),
 * or null. A server may leave restricted pages' layouts out of the site data, so that nothing of
 * them is in the page's source, and send each only with the grant, to a member it lets in.
 */
export function releasedLayout(data: unknown): ReleasedLayout | null {
  const layout = (data && typeof data === 'object' ? (data as { layout?: unknown }).layout : null) as
    { desktop?: unknown; mobile?: unknown } | null | undefined;
  if (!layout || typeof layout !== 'object' || !Array.isArray(layout.desktop)) return null;
  return Array.isArray(layout.mobile) ? { desktop: layout.desktop, mobile: layout.mobile } : { desktop: layout.desktop };
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

/**
 * The redirect after a login from a members form's settings: none inside a restricted page (its
 * gate shows the content); else postLoginRedirect's order, a course without an area leading nowhere.
 */
export function redirectAfterLogin(
  gate: boolean,
  redirect: { action?: { type?: string } | null; page_id?: string | number | null; course?: RedirectInputs['course'] },
): Redirect | null {
  if (gate) return null;
  const course = redirect.course && idText(redirect.course.areaId) ? redirect.course : null;
  return postLoginRedirect({ action: redirect.action ?? null, pageId: redirect.page_id ?? null, course });
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

/* ------------------------------------------------------------------ e-learning */

/** The hosted e-learning service; its course pages also live on its subdomains. */
export const ELEARNING_HOST = 'learn.weft.example';
/** On a local host the reference backend plays the e-learning service under this path. */
export const LOCAL_ELEARNING_PATH = '/api/elearning/';
/** The login query parameters a course page of the service reads (elements-lead-capture.md §5). */
export const COURSE_LOGIN_PARAMS = { email: 'email', token: 'token' } as const;

/**
 * The course address of a get-course answer: `url_course` at the top level (the spec's shape) or
 * under `data`; null when neither is a non-empty string.
 */
export function courseAddress(answer: unknown): string | null {
  const read = (value: unknown) => {
    const url = (value as { url_course?: unknown } | null)?.url_course;
    return typeof url === 'string' && url.trim() ? url.trim() : null;
  };
  if (typeof answer !== 'object' || answer === null) return null;
  return read(answer) ?? read((answer as { data?: unknown }).data);
}

/** A page of the hosted e-learning service (or its local stand-in); purchase pages are not course pages. */
export function isCoursePage(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  const service =
    host === ELEARNING_HOST ||
    host.endsWith(`.${ELEARNING_HOST}`) ||
    (LOCAL_HOSTS.includes(host) && url.pathname.startsWith(LOCAL_ELEARNING_PATH));
  const purchase = url.pathname.split('/').some((segment) => /^purchase/i.test(segment));
  return service && !purchase;
}

/**
 * A course address with the member's e-mail and hashed token as login parameters, when it is a
 * course page of the hosted e-learning service and a member is logged in; any other address
 * (another site, a purchase page, no member, not a URL) as it was.
 */
export function courseLoginUrl(address: string, member: { email: string; tokenHash: string } | null): string {
  if (!member?.email || !member.tokenHash) return address;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  if (!isCoursePage(url)) return address;
  url.searchParams.set(COURSE_LOGIN_PARAMS.email, member.email);
  url.searchParams.set(COURSE_LOGIN_PARAMS.token, member.tokenHash);
  return url.href;
}

/* ------------------------------------------------------------------ messages */

/** The server's wording of each failure the members area translates (runtime.md §8), by dictionary key. */
export const SERVER_MESSAGES: Readonly<Record<string, string>> = {
  'ct-credentials-do-not-match': 'These credentials do not match our records.',
  'ct-too-many-login-attempts': 'Too many login attempts. Please try again in minutes.',
  'ct-already-registered-conventional': 'This user already has registration through conventional registration',
  'ct-account-invalid-provider': 'Your account is invalid by the provider',
  'ct-current-password-mismatch': 'Current password does not match',
  'ct-invalid-token': 'Invalid Token',
};

const comparable = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[.!\s]+$/, '');
const KEY_BY_MESSAGE = new Map(Object.entries(SERVER_MESSAGES).map(([key, text]) => [comparable(text), key]));

/** The dictionary key of a server message the members area knows (case and final stop aside), else null. */
export function messageKey(text: unknown): string | null {
  return typeof text === 'string' ? (KEY_BY_MESSAGE.get(comparable(text)) ?? null) : null;
}

/**
 * A refused call as the members form shows it: the dictionary key of the message above the form
 * (the server's known message, on the envelope or on a field, else `generalKey`), each field's
 * first message — the server's text, or the key of a known one (a known message shown above the
 * form leaves its field) — and whether it was throttling (HTTP 429).
 */
export interface MembersFailure {
  key: string;
  fields: Record<string, { text: string } | { key: string }>;
  throttled: boolean;
  /** The server's message was one the members area knows (an invalid token, wrong credentials…). */
  known: boolean;
}

export function readFailure(error: unknown, generalKey: string): MembersFailure {
  if (!(error instanceof ApiError)) return { key: generalKey, fields: {}, throttled: false, known: false };
  if (error.isThrottled) return { key: 'ct-too-many-login-attempts', fields: {}, throttled: true, known: true };
  const first = error.firstErrors();
  const key =
    (error.kind === 'http' || error.kind === 'envelope' ? messageKey(error.message) : null) ??
    Object.values(first)
      .map(messageKey)
      .find((k) => k !== null) ??
    null;
  const fields: MembersFailure['fields'] = {};
  for (const [field, text] of Object.entries(first)) {
    const known = messageKey(text);
    if (known === null) fields[field] = { text };
    else if (known !== key) fields[field] = { key: known };
  }
  return { key: key ?? generalKey, fields, throttled: key === 'ct-too-many-login-attempts', known: key !== null };
}

/**
 * The notice the members area shows instead of its form/**
 * The notice the members area shows instead of its form: none with browser storage; without it,
 * inside a third-party frame, the third-party cookies message; otherwise the storage notice.
 */
export function storageNoticeKey(available: boolean, thirdPartyFrame: boolean): string | null {
  if (available) return null;
  return thirdPartyFrame ? 'ct-members-area-cookies' : 'ct-not-allowed-storage';
}
