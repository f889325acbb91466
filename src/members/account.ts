/**
 * The members form's calls and effects (elements-content.md §3, §7; CONTRACT §6): log in by
 * password, by token or with the provider's credentials, register, ask for a password reminder,
 * list the custom register fields, follow the redirect after a login. Each stores what the
 * contract says it answers; the payloads are built by the pure functions in payloads.ts.
 */
import { siteOrigin, websiteCode } from '../http/hosts.js';
import { envelope, members, unwrap } from '../http/index.js';
import { registerSocialProof } from '../forms/effects.js';
import { performLink } from '../links/actions.js';
import { pagePath } from '../links/link.js';
import { hasToken, reloadPage, storeLogin, type LoginAnswer, type Session } from '../session/index.js';
import { siteData } from '../base/data.js';
import { go } from '../base/go.js';
import { openCourse } from './course.js';
import { loginPayload, pagePlace, registerPayload, type Credentials, type RegisterInput } from './payloads.js';
import { idText, type Redirect } from './rules.js';

/** Where the form is shown: the page `<weft-site>` draws (site mode), else the address. */
export function currentPlace() {
  return pagePlace(document.querySelector('weft-site')?.getAttribute('page') ?? null, siteData()?.pages, location.href);
}

/** The site data's site code, or an embedded form's `data-website` (CONTRACT §1). */
function websiteId(): string | undefined {
  return websiteCode(siteData()?.website_id) || undefined;
}

export type LoginKind = 'login' | 'login-ba' | 'login-token';

const LOGIN_PATHS: Record<LoginKind, string> = {
  login: '/website/user/login',
  'login-ba': '/website/user/login/builderall',
  'login-token': '/website/user/login/token',
};

/** Logs in (runtime.md §4): the answer's session is stored; a token login is a 'token' session. */
export async function logIn(kind: LoginKind, credentials: Credentials, layoutId: number | string): Promise<Session> {
  const answer = await unwrap<LoginAnswer>(
    members.post(LOGIN_PATHS[kind], {
      json: loginPayload(credentials, { layoutId, place: currentPlace(), websiteId: websiteId() }),
    }),
  );
  if (!hasToken(answer)) throw new Error('Weft: the login answer carries no token');
  return storeLogin(answer, kind === 'login-token' ? 'token' : 'login');
}

/** What a registration ended in: a logged-in member, or (no password to log in with) only registered. */
export type Registered = { kind: 'logged-in'; session: Session } | { kind: 'registered'; message: string };

/** A registration that went through, followed by a login that did not. */
export class LoginAfterRegisterError extends Error {
  override readonly name = 'LoginAfterRegisterError';
  constructor(cause: unknown) {
    super('Weft: registered, but the login that follows failed', { cause });
  }
}

/**
 * Registers (CONTRACT §6: the answer is `data: { user, socialproof_campaign_id? }`), then logs the
 * new member in: with the answer's session when a server sends one, else by password with the
 * credentials just given. A `socialproof_campaign_id` in the answer signs the member up in that
 * social-proof campaign (`POST /cheetah/social-proof/register/{id}`, form data `user_name`,
 * failures only logged).
 */
export async function register(input: RegisterInput): Promise<Registered> {
  const answer = await envelope<{ user?: unknown; socialproof_campaign_id?: unknown } & Partial<LoginAnswer>>(
    members.post('/website/user/register', {
      json: registerPayload(input, { place: currentPlace(), websiteId: websiteId() }),
    }),
  );
  const data = answer.data ?? {};
  const campaign = idText(data.socialproof_campaign_id);
  if (campaign)
    registerSocialProof({ socialproof_campaign_id: campaign, socialproof_user_name_tag: 'name' }, { name: input.name });
  if (hasToken(data)) return { kind: 'logged-in', session: storeLogin(data, 'login') };
  if (!input.password) return { kind: 'registered', message: typeof answer.message === 'string' ? answer.message : '' };
  try {
    const session = await logIn('login', { email: input.email, password: input.password }, input.layoutId);
    return { kind: 'logged-in', session };
  } catch (error) {
    throw new LoginAfterRegisterError(error);
  }
}

/** POST /website/user/password/forgot: the e-mail, the layout id and the site origin (runtime.md §7; `data-site` embedded). */
export async function remindPassword(email: string, layoutId: number | string): Promise<void> {
  await unwrap(
    members.post('/website/user/password/forgot', {
      json: { email, layout_id: layoutId, url: siteOrigin(), website_id: websiteId() },
    }),
  );
}

/** GET /website/user/fields/all/{layout id}: the layout's custom register fields, as the server lists them. */
export async function customFields(layoutId: number | string): Promise<unknown[]> {
  const list = await unwrap<unknown>(members.get(`/website/user/fields/all/${encodeURIComponent(String(layoutId))}`));
  return Array.isArray(list) ? list : [];
}

/** Follows a post-login redirect (runtime.md §4): the link action, the page, the e-learning course, or a reload. */
export async function followRedirect(redirect: Redirect): Promise<void> {
  switch (redirect.kind) {
    case 'action':
      await performLink(redirect.action);
      return;
    case 'page': {
      const path = pagePath({ type: 'page', valueID: redirect.pageId });
      if (path) go(path, { replace: true });
      return;
    }
    case 'course':
      // The member just logged in: the course call carries the session stored a moment ago.
      await openCourse(redirect.areaId, { newTab: redirect.newTab, replace: true });
      return;
    case 'reload':
      reloadPage();
  }
}
