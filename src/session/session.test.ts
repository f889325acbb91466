import { expect } from '@open-wc/testing';
import { setFetchForTests } from '../http/index.js';
import { blogLoginTarget } from '../members/rules.js';
import { until } from '../../test/browser/helpers.js';
import { checkSession, clearSession, KEYS, readSession, session, storeLogin } from './index.js';

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
});
