/**
 * A fake members API speaking the contract's wire format (CONTRACT §6), installed by a call in
 * place of the network (src/http setFetchForTests). Each call is recorded as the wire carried it;
 * a test answers a path its own way with `on(path, reply)`. The defaults are the contract's
 * answers: a login answers `data: { user, token, token_md5, token_hash }`; a register answers
 * `data: { user }` (plus `socialproof_campaign_id` when set) and never a token.
 */
import { setFetchForTests } from '../../src/http/index.js';

export interface WireCall {
  method: string;
  /** The path on its origin, e.g. `/api/website/user/login`. */
  path: string;
  /** The JSON body, or the url-encoded form as an object; null without a body. */
  body: Record<string, unknown> | null;
  auth: string | null;
}

export type Reply = (call: WireCall) => Response | Promise<Response>;

export const MEMBER = { name: 'Demo Member', email: 'demo@weft.example' };

/** The contract's login answer for `user` (a token login's user has type 'token'). */
export function loginAnswer(user: { name: string; email: string } = MEMBER, token = 'tok-1') {
  return {
    success: true,
    data: { user: { ...user, type: 'login' }, token, token_md5: `md5-${token}`, token_hash: `hash-${token}` },
  };
}

export interface FakeMembersOptions {
  /** The custom register fields `GET /website/user/fields/all/{id}` lists. */
  fields?: unknown[];
  /** The social-proof campaign a register answer names. */
  socialproofCampaignId?: number | string;
}

export interface FakeMembers {
  calls: WireCall[];
  /** The calls to a path (its end: `/login`, `/website/user/register`, `/social-proof/register/9`). */
  to(pathEnd: string): WireCall[];
  /** Answers calls whose path ends with `pathEnd` with `reply` from now on. */
  on(pathEnd: string, reply: Reply): void;
  restore(): void;
}

async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const text = await request.clone().text();
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

export function installFakeMembers(options: FakeMembersOptions = {}): FakeMembers {
  const calls: WireCall[] = [];
  const replies: Array<[string, Reply]> = [];
  /** Who registered: a login with their e-mail answers their name. */
  const names = new Map<string, string>();
  const member = (email: unknown) => ({ name: names.get(String(email)) ?? MEMBER.name, email: String(email ?? MEMBER.email) });
  const defaults: Array<[string, Reply]> = [
    ['/website/user/login/token', () => Response.json(loginAnswer(MEMBER, 'tok-token'))],
    ['/website/user/login/builderall', () => Response.json(loginAnswer())],
    ['/website/user/login', (call) => Response.json(loginAnswer(member(call.body?.['email'])))],
    [
      '/website/user/register',
      (call) => {
        names.set(String(call.body?.['email']), String(call.body?.['name']));
        return Response.json(
          {
            success: true,
            message: 'Registration completed successfully',
            data: {
              user: { name: call.body?.['name'], email: call.body?.['email'] },
              ...(options.socialproofCampaignId !== undefined ? { socialproof_campaign_id: options.socialproofCampaignId } : {}),
            },
          },
          { status: 201 },
        );
      },
    ],
    ['/website/user/check', () => Response.json({ success: true, valid: true, restrict_areas: { permission: 1 }, data: {} })],
    ['/website/user/logout', () => Response.json({ success: true })],
    [
      '/website/user/update',
      (call) => Response.json({ success: true, data: { user: { ...MEMBER, name: call.body?.['name'] } } }),
    ],
    ['/website/user/get-info', () => Response.json({ success: true, data: { user: MEMBER, restrict_permissions: [] } })],
    ['/website/user/password/forgot', () => Response.json({ success: true, message: 'Recovery email was sent successfully' })],
    ['/social-proof/register/', () => Response.json({ success: true })],
  ];
  setFetchForTests(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const call: WireCall = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: await readBody(request),
      auth: request.headers.get('authorization'),
    };
    calls.push(call);
    if (call.path.includes('/website/user/fields/all/')) {
      const own = replies.find(([end]) => call.path.includes(end));
      return own ? own[1](call) : Response.json({ success: true, data: options.fields ?? [] });
    }
    const match =
      replies.find(([end]) => call.path.endsWith(end)) ??
      defaults.find(([end]) => call.path.endsWith(end) || (end.endsWith('/') && call.path.includes(end)));
    if (match) return match[1](call);
    // The site's other calls (pixels, split test) are not the members API's: nothing to say.
    return call.path.includes('/website/user/')
      ? Response.json({ success: false, message: 'Not found' }, { status: 404 })
      : Response.json({ success: true, data: null });
  });
  return {
    calls,
    to: (end) => calls.filter((c) => c.path.endsWith(end) || (end.endsWith('/') && c.path.includes(end))),
    on: (end, reply) => replies.unshift([end, reply]),
    restore: () => setFetchForTests(null),
  };
}
