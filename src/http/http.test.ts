import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { turn, until } from '../../test/browser/helpers.js';
import { configuredLanguage } from '../i18n/language.js';
import { local } from '../util/storage.js';
import {
  ApiError,
  apiBase,
  blog,
  blogBase,
  envelope,
  HTTP_TIMEOUT_MS,
  members,
  provider,
  providerBase,
  readEndpoints,
  setFetchForTests,
  site,
  siteBase,
  unwrap,
} from './index.js';
import { KEYS } from '../base/keys.js';
import { DEVELOPMENT_API, MASTER_API, PRODUCTION_API, PRODUCTION_BLOG, PRODUCTION_PROVIDER, type LocationLike } from './hosts.js';
import { fakeTimersEachTest } from '../../test/browser/clock.js';

const at = (href: string): LocationLike => {
  const url = new URL(href);
  return { hostname: url.hostname, origin: url.origin };
};

/** Every request that reached the (fake) network, in order. */
let wire: Request[] = [];

/** Answers every call with `handler` instead of the network, recording what the wire carried. */
function answer(handler: (request: Request, attempt: number) => Response | Promise<Response>): void {
  wire = [];
  setFetchForTests(async (input, init) => {
    const request = new Request(input, init);
    wire.push(request);
    return handler(request, wire.length);
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The rejection of `promise`, failing the test if it resolves. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

/** Runs the fake clock in small steps until `promise` settles (retry delays and timeouts are timers). */
async function drive<T>(clock: sinon.SinonFakeTimers, promise: Promise<T>, stepMs = 50, maxMs = 60_000): Promise<T> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let elapsed = 0; !settled && elapsed <= maxMs; elapsed += stepMs) {
    await turn();
    clock.tick(stepMs);
  }
  await turn();
  return promise;
}

type WeftWindow = { weft?: { options?: { site?: string; lang?: string | null } } };
const win = window as unknown as WeftWindow;

describe('http: base URLs', () => {
  it('sends members calls to options.endpoints.api when the site sets it', () => {
    const inputs = { location: at('https://mysite.master.weft.example/'), endpoints: { api: 'https://own.test/api/' } };
    expect(apiBase(inputs)).to.equal('https://own.test/api');
  });

  it('sends members calls to <origin>/api on localhost and 127.0.0.1', () => {
    expect(apiBase({ location: at('http://localhost:8080/page') })).to.equal('http://localhost:8080/api');
    expect(apiBase({ location: at('http://127.0.0.1:3000/') })).to.equal('http://127.0.0.1:3000/api');
  });

  it('sends members calls of the master and development hosts to their APIs, others to production', () => {
    expect(apiBase({ location: at('https://master.weft.example/') })).to.equal(MASTER_API);
    expect(apiBase({ location: at('https://shop.master.weft.example/') })).to.equal(MASTER_API);
    expect(apiBase({ location: at('https://dev.weft.example/') })).to.equal(DEVELOPMENT_API);
    expect(apiBase({ location: at('https://shop.dev.weft.example/') })).to.equal(DEVELOPMENT_API);
    expect(apiBase({ location: at('https://www.customer-site.com/') })).to.equal(PRODUCTION_API);
    // Only the environment's own domain counts, not a look-alike.
    expect(apiBase({ location: at('https://evilmaster.weft.example/') })).to.equal(PRODUCTION_API);
    expect(PRODUCTION_API).to.equal('https://api.weft.example/api');
  });

  it('sends site-origin calls to endpoints.site, else the page (site mode), else data-site, else the page', () => {
    const location = at('https://host.test/landing');
    expect(siteBase({ location, endpoints: { site: 'https://builder.test' }, siteMode: true })).to.equal('https://builder.test');
    expect(siteBase({ location, siteMode: true, scriptSite: 'https://cdn.test' })).to.equal('https://host.test');
    expect(siteBase({ location, siteMode: false, scriptSite: 'https://site.test' })).to.equal('https://site.test');
    expect(siteBase({ location, siteMode: false, scriptSite: null })).to.equal('https://host.test');
  });

  it('sends blog calls to endpoints.blog, else <origin>/blog-api on localhost, else the production blog', () => {
    expect(blogBase({ location: at('https://a.test/'), endpoints: { blog: 'https://blog.own.test' } })).to.equal(
      'https://blog.own.test',
    );
    expect(blogBase({ location: at('http://localhost:8080/') })).to.equal('http://localhost:8080/blog-api');
    expect(blogBase({ location: at('https://a.test/') })).to.equal(PRODUCTION_BLOG);
  });

  it('sends provider calls to endpoints.provider, else the production provider', () => {
    expect(providerBase({ location: at('https://a.test/'), endpoints: { provider: 'https://p.test' } })).to.equal(
      'https://p.test',
    );
    expect(providerBase({ location: at('http://localhost/') })).to.equal(PRODUCTION_PROVIDER);
  });

  it('reads only non-empty string endpoints from the site data', () => {
    expect(readEndpoints({ api: 'https://a.test/api', site: '', blog: 42, provider: null, other: 'x' })).to.deep.equal({
      api: 'https://a.test/api',
    });
    expect(readEndpoints('nonsense')).to.deep.equal({});
    expect(readEndpoints(undefined)).to.deep.equal({});
  });
});

describe('http: clients', () => {
  let savedWeft: WeftWindow['weft'];

  beforeEach(() => {
    savedWeft = win.weft;
    delete win.weft;
    local.remove(KEYS.token);
  });

  afterEach(() => {
    setFetchForTests(null);
    local.remove(KEYS.token);
    if (savedWeft === undefined) delete win.weft;
    else win.weft = savedWeft;
  });

  it('sends each client to its base URL (this page is on localhost, in embed mode)', async () => {
    answer(() => json({ success: true, data: null }));
    await members.post('/website/user/login', { json: { email: 'a@b.test' } });
    await site.get('cheetah/version');
    await blog.get('posts');
    await provider.get('plan/7');
    expect(wire.map((r) => r.url)).to.deep.equal([
      `${location.origin}/api/website/user/login`,
      `${location.origin}/cheetah/version`,
      `${location.origin}/blog-api/posts`,
      `${PRODUCTION_PROVIDER}/plan/7`,
    ]);
    expect(wire[0]!.method).to.equal('POST');
    expect(await wire[0]!.json()).to.deep.equal({ email: 'a@b.test' });
  });

  it('sends Accept-Language pt-BR when the site configures no language', async () => {
    answer(() => json({ success: true, data: null }));
    await members.get('website/user/get-info');
    await site.get('cheetah/version');
    expect(wire.map((r) => r.headers.get('Accept-Language'))).to.deep.equal(['pt-BR', 'pt-BR']);
  });

  it("sends the configured language with a dash (the script tag's data-lang here)", async () => {
    win.weft = { options: { site: location.origin, lang: 'fr_FR' } };
    answer(() => json({ success: true, data: null }));
    await members.get('website/user/get-info');
    await blog.get('posts');
    expect(wire.map((r) => r.headers.get('Accept-Language'))).to.deep.equal(['fr-FR', 'fr-FR']);
  });

  it("prefers the site data's language over data-lang, and expands two-letter codes", () => {
    expect(configuredLanguage('en_US', 'fr_FR')).to.equal('en_US');
    expect(configuredLanguage(undefined, 'de_DE')).to.equal('de_DE');
    expect(configuredLanguage('es', null)).to.equal('es_ES');
    expect(configuredLanguage('', '  ')).to.equal('pt_BR');
    expect(configuredLanguage(undefined, undefined)).to.equal('pt_BR');
  });

  it('sends the bearer token only when one is stored, reading it again on every call', async () => {
    answer(() => json({ success: true, data: null }));
    await members.post('website/user/check');
    local.set(KEYS.token, 'tok-1');
    await members.post('website/user/check');
    local.set(KEYS.token, 'tok-2');
    await members.post('website/user/check');
    local.remove(KEYS.token);
    await members.post('website/user/check');
    expect(wire.map((r) => r.headers.get('Authorization'))).to.deep.equal([null, 'Bearer tok-1', 'Bearer tok-2', null]);
  });

  it('never sends the token to the site origin, the blog or the provider', async () => {
    local.set(KEYS.token, 'secret');
    answer(() => json({ success: true, data: null }));
    await site.get('cheetah/version');
    await blog.get('posts');
    await provider.get('plan/1');
    expect(wire.map((r) => r.headers.has('Authorization'))).to.deep.equal([false, false, false]);
  });

  it('gives callers the data of a success envelope', async () => {
    answer(() => json({ success: true, data: { user: { name: 'Ana' }, token: 't' } }));
    const data = await unwrap<{ user: { name: string }; token: string }>(members.post('website/user/login'));
    expect(data).to.deep.equal({ user: { name: 'Ana' }, token: 't' });
  });

  it('keeps the fields beside data when asked for the whole envelope', async () => {
    answer(() => json({ success: true, valid: true, restrict_areas: { permission: true }, data: { id: 1 } }));
    const body = await envelope(members.post('website/user/check'));
    expect(body.valid).to.equal(true);
    expect(body.restrict_areas).to.deep.equal({ permission: true });
  });

  it('turns a 422 envelope into an ApiError with the status, the message and the first error of each field', async () => {
    answer(() =>
      json(
        {
          success: false,
          message: 'The given data was invalid.',
          errors: { email: ['The email has already been taken.', 'The email is too long.'], password: ['Too short.'] },
        },
        422,
      ),
    );
    const error = await rejection(unwrap(members.post('website/user/register', { json: { email: 'a@b.test' } })));
    expect(error.kind).to.equal('http');
    expect(error.status).to.equal(422);
    expect(error.message).to.equal('The given data was invalid.');
    expect(error.firstErrors()).to.deep.equal({ email: 'The email has already been taken.', password: 'Too short.' });
    expect(error.errors['email']).to.have.length(2);
    expect(error.isThrottled).to.equal(false);
  });

  it('marks a 429 as throttled', async () => {
    answer(() => json({ success: false, message: 'Too many login attempts.' }, 429));
    const error = await rejection(unwrap(members.post('website/user/login')));
    expect(error.isThrottled).to.equal(true);
    expect(error.status).to.equal(429);
    expect(error.message).to.equal('Too many login attempts.');
    expect(wire).to.have.length(1);
  });

  it('rejects success:false with status 200 as an envelope error', async () => {
    answer(() => json({ success: false, message: 'Invalid token.' }));
    const error = await rejection(unwrap(members.post('website/user/login/token')));
    expect(error.kind).to.equal('envelope');
    expect(error.status).to.equal(200);
    expect(error.message).to.equal('Invalid token.');
    expect(error.errors).to.deep.equal({});
  });

  it('gives a non-JSON error body kind http with a clear fallback message', async () => {
    answer(
      () => new Response('<html><body>Bad Gateway</body></html>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await rejection(members.post('website/user/logout'));
    expect(error.kind).to.equal('http');
    expect(error.status).to.equal(500);
    expect(error.message).to.equal('The server could not complete the request (HTTP 500).');
    expect(error.firstErrors()).to.deep.equal({});
  });

  it('rejects an unreadable success body with kind parse', async () => {
    answer(() => new Response('not json', { status: 200 }));
    const error = await rejection(site.get('cheetah/link/multiple').json());
    expect(error.kind).to.equal('parse');
    expect(error.status).to.equal(200);
  });

  it('reports a network failure as kind network with status 0', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(members.post('website/user/login'));
    expect(error.kind).to.equal('network');
    expect(error.status).to.equal(0);
    expect(error.message).to.match(/could not be reached/);
    expect(wire).to.have.length(1);
  });

  describe('with a fake clock', () => {
    const clock = fakeTimersEachTest({ toFake: ['setTimeout', 'clearTimeout'] });

    it('times out after HTTP_TIMEOUT_MS with kind timeout', async () => {
      // A server that never answers; the request's signal is what ends it.
      answer(
        (request) =>
          new Promise((_, reject) =>
            request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
      let outcome: unknown = 'pending';
      const call = members.get('website/user/get-info');
      call.then(
        () => (outcome = 'resolved'),
        (error: unknown) => (outcome = error),
      );
      await until(() => wire.length === 1, 'the request to be sent');
      clock.tick(HTTP_TIMEOUT_MS - 1);
      await turn();
      expect(outcome).to.equal('pending');
      clock.tick(1);
      const error = await rejection(call);
      expect(error.kind).to.equal('timeout');
      expect(error.status).to.equal(0);
      expect(wire[0]!.signal.aborted).to.equal(true);
      expect(wire).to.have.length(1);
    });

    it('retries a GET on 503, up to twice', async () => {
      answer(() => json({ success: false, message: 'Down for maintenance.' }, 503));
      const error = await rejection(drive(clock, members.get('website/user/fields/all/3')));
      expect(wire).to.have.length(3);
      expect(error.status).to.equal(503);
      expect(error.message).to.equal('Down for maintenance.');
    });

    it('gives a GET the answer of a retry that succeeds', async () => {
      answer((_, attempt) => (attempt === 1 ? json({}, 503) : json({ success: true, data: ['name'] })));
      const data = await drive(clock, unwrap<string[]>(members.get('website/user/fields/all/3')));
      expect(data).to.deep.equal(['name']);
      expect(wire).to.have.length(2);
    });

    it('never retries a POST, nor a PUT', async () => {
      answer(() => json({ success: false }, 503));
      await rejection(drive(clock, members.post('website/user/login')));
      expect(wire).to.have.length(1);
      answer(() => Promise.reject(new TypeError('Failed to fetch')));
      const error = await rejection(drive(clock, members.put('website/user/update')));
      expect(error.kind).to.equal('network');
      expect(wire).to.have.length(1);
    });
  });

  it('raises no unhandled rejection for a failing call, caught or not awaited at all', async () => {
    const unhandled: PromiseRejectionEvent[] = [];
    const listen = (event: PromiseRejectionEvent) => unhandled.push(event);
    window.addEventListener('unhandledrejection', listen);
    try {
      answer(() => json({ success: false, message: 'No.' }, 422));
      await unwrap(members.post('website/user/login')).catch(() => undefined);
      await members
        .post('website/user/login')
        .json()
        .catch(() => undefined);
      await site
        .get('cheetah/version')
        .text()
        .catch(() => undefined);
      void site.get('cheetah/link/vote', { searchParams: { question_code: 'q', option: '1' } });
      await until(() => wire.length === 4, 'the vote to be sent');
      answer(() => Promise.reject(new TypeError('Failed to fetch')));
      void members.post('website/user/logout');
      await until(() => wire.length === 1, 'the last call to be sent');
      // Rejection tracking reports at the end of a task; give it several.
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (let i = 0; i < 5; i++) await turn();
      expect(unhandled.map((e) => String(e.reason))).to.deep.equal([]);
    } finally {
      window.removeEventListener('unhandledrejection', listen);
    }
  });
});
