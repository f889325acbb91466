import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { HTTP_TIMEOUT_MS, setFetchForTests } from '../http/index.js';
import { blogMember } from '../blog/member.js';
import { blogLoginTarget } from '../members/rules.js';
import { until } from '../../test/browser/helpers.js';
import {
  checkSession,
  clearSession,
  isLoggedIn,
  KEYS,
  logout,
  readSession,
  session,
  SESSION_KEYS,
  setReloadForTests,
  storeLogin,
  type LoginAnswer,
} from './index.js';

const ANSWER = { user: { name: 'Ana', email: 'ana@example.com' }, token: 'tok-9', token_md5: 'm9', token_hash: 'h9' };

describe('the members session', () => {
  let bodies: unknown[];
  let reply: () => Response;
  beforeEach(() => {
    clearSession();
    bodies = [];
    reply = () => Response.json({ success: true, valid: true, restrict_areas: { permission: 1 }, data: {} });
    setFetchForTests(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      bodies.push({
        path: new URL(request.url).pathname,
        auth: request.headers.get('authorization'),
        body: JSON.parse(await request.clone().text()),
      });
      return reply();
    });
  });
  afterEach(() => {
    setFetchForTests(null);
    clearSession();
  });

  it('restores a stored session, as a token session when the stored user says so', () => {
    storeLogin(ANSWER, 'token');
    expect(readSession()).to.deep.include({ token: 'tok-9', tokenMd5: 'm9', tokenHash: 'h9', type: 'token' });
    localStorage.setItem(KEYS.user, '{corrupted');
    expect(readSession()).to.equal(null);
  });

  it('validates with the stored user, token and restricted page, and grants access only on a truthy permission', async () => {
    storeLogin(ANSWER);
    expect(await checkSession({ id: 6, url: 'members' })).to.deep.include({ valid: true, permission: true });
    expect(bodies[0]).to.deep.equal({
      path: '/api/website/user/check',
      auth: 'Bearer tok-9',
      body: { name: 'Ana', email: 'ana@example.com', type: 'login', token: 'tok-9', page_id: 6, page_url: 'members' },
    });
    reply = () => Response.json({ success: true, valid: true, restrict_areas: { permission: 0 }, data: {} });
    expect(await checkSession({ id: 7, url: 'premium' })).to.deep.include({ valid: true, permission: false });
    expect(session.value).to.not.equal(null);
  });

  it('grants access on any truthy permission (a count, an area id, a word), not only a yes', async () => {
    storeLogin(ANSWER);
    const granted = [1, 2, 17, '3', 'granted', 'yes', true, { area: 1 }];
    const refused = [0, '0', '', 'false', 'no', false, null, undefined];
    for (const permission of [...granted, ...refused]) {
      reply = () => Response.json({ success: true, valid: true, restrict_areas: { permission }, data: {} });
      const answer = await checkSession({ id: 8, url: 'course' });
      expect(answer.permission, JSON.stringify(permission)).to.equal(granted.includes(permission as never));
    }
    reply = () => Response.json({ success: true, valid: true, data: {} });
    expect((await checkSession({ id: 8, url: 'course' })).permission, 'no restrict_areas').to.equal(false);
  });

  it('logs out when the validation fails', async () => {
    storeLogin(ANSWER);
    reply = () => Response.json({ success: true, valid: false, restrict_areas: { permission: 0 } });
    expect((await checkSession()).valid).to.equal(false);
    expect(session.value).to.equal(null);
    for (const key of Object.values(KEYS)) expect(localStorage.getItem(key), key).to.equal(null);
  });

  it('follows a login or logout in another tab', async () => {
    localStorage.setItem(KEYS.user, JSON.stringify({ name: 'Bo', email: 'bo@example.com', type: 'login' }));
    localStorage.setItem(KEYS.token, 'tok-other');
    dispatchEvent(new StorageEvent('storage', { key: KEYS.token, newValue: 'tok-other' }));
    await until(() => session.value?.token === 'tok-other', 'the other tab’s login');
    localStorage.removeItem(KEYS.token);
    dispatchEvent(new StorageEvent('storage', { key: KEYS.token, newValue: null }));
    await until(() => session.value === null, 'the other tab’s logout');
  });

  it('has one definition of logged in: the members area and the blog agree', () => {
    localStorage.setItem(KEYS.user, JSON.stringify({ name: 'Bo' }));
    localStorage.setItem(KEYS.token, 'tok-1');
    // A stored user without an e-mail: the blog counted it as logged in, the members session did not.
    expect(isLoggedIn()).to.equal(true);
    expect(blogMember()).to.deep.equal({ name: 'Bo', email: '', token: 'tok-1' });
    expect(readSession()?.token).to.equal('tok-1');
    localStorage.setItem(KEYS.user, 'not json');
    expect(isLoggedIn()).to.equal(false);
    expect(readSession()).to.equal(null);
    localStorage.removeItem(KEYS.user);
    localStorage.removeItem(KEYS.token);
  });

  it('sends a logged-in visitor of blog-login to the site, or to a same-origin post', () => {
    expect(blogLoginTarget('https://site.example', null)).to.equal('https://site.example/');
    expect(blogLoginTarget('https://site.example', '/blog/my-post')).to.equal('https://site.example/blog/my-post');
    expect(blogLoginTarget('https://site.example', 'https://evil.example/x')).to.equal('https://site.example/');
    expect(blogLoginTarget('https://site.example', '//evil.example/x')).to.equal('https://site.example/');
  });

  it('keeps the website user’s expire, restrict_permissions and members_area from the login and check answers', async () => {
    storeLogin({ ...ANSWER, expire: '2027-03-31', restrict_permissions: [{ id: 1 }] });
    expect(session.value).to.deep.include({ expire: '2027-03-31', restrictPermissions: [{ id: 1 }], membersArea: null });
    reply = () =>
      Response.json({
        success: true,
        valid: true,
        restrict_areas: { permission: 1 },
        data: { expire: '2028-01-01', restrict_permissions: [{ id: 1 }, { id: 2 }], members_area: { open_by: 'popup' } },
      });
    await checkSession();
    expect(session.value).to.deep.include({
      expire: '2028-01-01',
      restrictPermissions: [{ id: 1 }, { id: 2 }],
      membersArea: { open_by: 'popup' },
    });
    expect(session.value!.token, 'the same member').to.equal('tok-9');
  });

  it('reads valid as a yes/no: 1 and "true" are valid, 0 and "false" end the login', async () => {
    for (const valid of [1, '1', 'true', true]) {
      storeLogin(ANSWER);
      reply = () => Response.json({ success: true, valid, restrict_areas: { permission: '1' }, data: {} });
      expect(await checkSession({ id: 6, url: 'members' }), JSON.stringify(valid)).to.deep.include({
        reached: true,
        valid: true,
        permission: true,
      });
      expect(session.value, JSON.stringify(valid)).to.not.equal(null);
    }
    for (const valid of [0, '0', 'false', false]) {
      storeLogin(ANSWER);
      reply = () => Response.json({ success: true, valid, restrict_areas: { permission: 1 }, data: {} });
      expect(await checkSession(), JSON.stringify(valid)).to.deep.include({ reached: true, valid: false });
      expect(session.value, JSON.stringify(valid)).to.equal(null);
    }
    storeLogin(ANSWER);
    reply = () => Response.json({ success: 1, valid: 1, restrict_areas: { permission: 'false' }, data: {} });
    expect(await checkSession({ id: 7, url: 'premium' })).to.deep.include({ valid: true, permission: false });
  });

  it('keeps the member signed in when the check times out, fails on the network or answers 5xx', async () => {
    const failures: Array<[string, () => Promise<Response>]> = [
      ['a 503', async () => Response.json({ success: false, message: 'Down for maintenance' }, { status: 503 })],
      ['a 500 page', async () => new Response('<h1>Internal Server Error</h1>', { status: 500 })],
      ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
      ['throttling', async () => Response.json({ success: false, message: 'Too many requests' }, { status: 429 })],
    ];
    for (const [name, fail] of failures) {
      storeLogin(ANSWER);
      setFetchForTests(fail);
      expect(await checkSession({ id: 6, url: 'members' }), name).to.deep.include({ reached: false, permission: false });
      expect(session.value?.token, name).to.equal('tok-9');
      expect(localStorage.getItem(KEYS.token), name).to.equal('tok-9');
    }
    // No answer within the timeout.
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      setFetchForTests(
        (_input, init) =>
          new Promise((_resolve, reject) =>
            (init?.signal ?? (_input as Request).signal)?.addEventListener('abort', () =>
              reject(new DOMException('timed out', 'AbortError')),
            ),
          ),
      );
      const checked = checkSession({ id: 6, url: 'members' });
      await clock.tickAsync(HTTP_TIMEOUT_MS + 1);
      expect(await checked, 'a timeout').to.deep.include({ reached: false });
      expect(session.value?.token, 'a timeout').to.equal('tok-9');
    } finally {
      clock.restore();
    }
    // A refusal (401) does end it.
    setFetchForTests(async () => Response.json({ success: false, message: 'Unauthenticated.' }, { status: 401 }));
    expect(await checkSession()).to.deep.include({ reached: true, valid: false });
    expect(session.value).to.equal(null);
  });

  it('never stores an answer without a token as a login', () => {
    expect(() => storeLogin({ user: { name: 'Ana', email: 'ana@example.com' } } as unknown as LoginAnswer)).to.throw();
    expect(() => storeLogin({ ...ANSWER, token: '' })).to.throw();
    for (const key of Object.values(KEYS)) expect(localStorage.getItem(key), key).to.equal(null);
    expect(session.value).to.equal(null);
  });

  it('clears every session key of the spec on logout, the lead’s included, then reloads', async () => {
    const reload = sinon.spy();
    setReloadForTests(reload);
    try {
      storeLogin(ANSWER);
      localStorage.setItem('leadEmail', 'ana@example.com');
      localStorage.setItem('leadName', 'Ana');
      localStorage.setItem('mboss-data', '{"tags":["buyer"]}');
      localStorage.setItem('mbsubscriber_uid', 'sub-1');
      await logout();
      expect(bodies[0]).to.deep.include({ path: '/api/website/user/logout', auth: 'Bearer tok-9' });
      expect([...SESSION_KEYS].sort()).to.deep.equal(
        [
          'login-user',
          'login-user-all',
          'login-user-token',
          'login-user-token-md5',
          'login-user-token-hash',
          'leadEmail',
          'leadName',
          'mboss-data',
          'mbsubscriber_uid',
        ].sort(),
      );
      for (const key of SESSION_KEYS) expect(localStorage.getItem(key), key).to.equal(null);
      expect(session.value).to.equal(null);
      expect(reload.calledOnce).to.equal(true);
    } finally {
      setReloadForTests(null);
    }
  });
});
