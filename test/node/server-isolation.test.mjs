// The server renderer as a builder runs it (README "Server rendering"): many sites and visitors in
// one process, each page drawn on its own, calling only its site's services, within its deadline,
// and post-processed as a DOM (hostile text stays text).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createServer, get } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { publicSiteData } from '../../demo/backend/site/pages.mjs';
import { readSite } from '../../demo/backend/site/read.mjs';
import { useDemoServer } from './backend.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const renderer = join(root, 'dist/server/render.mjs');
const built = existsSync(renderer);
const { renderPage, deviceFor, pageLanguage, preferredLanguage } = built ? await import(renderer) : {};
const demo = publicSiteData(await readSite(join(root, 'demo/')));

/**
 * A stand-in service on loopback that records every request and answers as `answer` says
 * (`null`: never answers, as a service that hangs).
 */
function useService(answer = (request, response) => response.end('{}')) {
  const service = { origin: '', requests: [], closed: 0 };
  let server;
  before(async () => {
    server = createServer((request, response) => {
      service.requests.push(request.url);
      request.on('close', () => response.writableEnded || service.closed++);
      if (answer) answer(request, response);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    service.origin = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  return service;
}

/** Resolves once every request `service` got has been closed by the renderer (none left waiting). */
async function closedAll(service) {
  while (service.closed < service.requests.length) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** The demo site with its services at `endpoints` and, when given, the home page's layout. */
function siteWith(endpoints, layout, id = demo.website_id) {
  const site = structuredClone(demo);
  site.website_id = id;
  site.options = { ...site.options, endpoints };
  if (layout) site.pages.find((page) => page.initial === '1').layout = { desktop: layout };
  return site;
}

/**
 * Every element of a drawn page's HTML, shadow roots (template contents) included; with `ids`, of
 * those elements only (themselves included).
 */
function everyElement(html, ids) {
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  const out = [];
  const walk = (node) => {
    for (const el of node.children) {
      out.push(el);
      walk(el.localName === 'template' ? el.content : el);
    }
  };
  if (!ids) walk(document.body);
  for (const id of ids ?? []) {
    const el = document.getElementById(id);
    out.push(el);
    walk(el);
  }
  return out;
}

describe('the server renderer draws each request on its own', { skip: !built && 'run `npm run build` first' }, () => {
  const first = useService((request, response) => response.writeHead(404).end());
  const second = useService((request, response) => response.writeHead(404).end());
  const elsewhere = useService((request, response) => response.end('{"elsewhere":true}'));
  const redirecting = useService((request, response) => response.writeHead(302, { location: `${elsewhere.origin}/posts` }).end());
  const silent = useService(null);

  test("two sites drawn in turn: the second calls only its own services, the first's client is not kept", async () => {
    const [idA, idB] = ['site-a', 'site-b'].map((id) => Buffer.from(id).toString('base64'));
    const a = await renderPage(siteWith({ blog: first.origin }, undefined, idA), '/blog', { url: 'https://a.example/blog' });
    const b = await renderPage(siteWith({ blog: second.origin }, undefined, idB), '/blog', { url: 'https://b.example/blog' });
    assert.equal(a.drawn && b.drawn, true);
    const of = (service, id) => service.requests.filter((url) => url.includes(encodeURIComponent(id)) || url.includes(id));
    assert.ok(of(first, idA).length > 0, `the first site's blog service is asked: ${first.requests.join(' ')}`);
    assert.ok(of(second, idB).length > 0, "the second site's blog service is asked");
    assert.deepEqual(of(first, idB), [], "the second site asks nothing of the first's service");
    assert.deepEqual(of(second, idA), []);
  });

  test("a redirect to anything but the site's services is not followed", async () => {
    const drawn = await renderPage(siteWith({ blog: redirecting.origin }), '/blog', { url: 'https://c.example/blog' });
    assert.equal(drawn.drawn, true, 'the page is drawn without the answer');
    assert.ok(redirecting.requests.length > 0);
    assert.deepEqual(elsewhere.requests, [], 'the address the redirect names is never called');
    assert.doesNotMatch(JSON.stringify(drawn.answers), /elsewhere/);
  });

  test('a service that never answers: another page is drawn meanwhile, and the page is sent when given up', async () => {
    let slowDone = false;
    const controller = new AbortController();
    const asked = silent.requests.length;
    const slow = renderPage(siteWith({ blog: silent.origin }), '/blog', {
      url: 'https://d.example/blog',
      deadlineMs: 60_000,
      signal: controller.signal,
    }).then((page) => ((slowDone = true), page));
    while (silent.requests.length === asked) await new Promise((resolve) => setImmediate(resolve));
    const quick = await renderPage(siteWith({}), '/about', { url: 'https://e.example/about' });
    assert.equal(quick.drawn, true);
    assert.equal(slowDone, false, 'the page without calls did not wait for the silent one');
    controller.abort();
    const page = await slow;
    assert.equal(page.drawn, true, 'the silent page is drawn with what it has');
    await closedAll(silent);
  });

  test('a page is sent at its deadline, and no call outlives it', async () => {
    const page = await renderPage(siteWith({ blog: silent.origin }), '/blog', { url: 'https://g.example/blog', deadlineMs: 200 });
    assert.equal(page.drawn, true);
    assert.ok(page.html.includes('<weft-blog-list'), 'the blog list is drawn without its posts');
    await closedAll(silent);
  });

  test("one visitor's consent is never drawn for the next", async () => {
    const accepted = `cookieControl=true; cookieControlPrefs=${encodeURIComponent('["analytics","marketing"]')}`;
    const frames = (page) => everyElement(page.html).filter((el) => el.localName === 'iframe').length;
    const chose = await renderPage(demo, '/media', { cookie: accepted });
    assert.ok(frames(chose) > 0, 'a visitor who accepted gets the frames');
    assert.equal(chose.overlays.includes('role="dialog"'), false, 'and no banner');
    const fresh = await renderPage(demo, '/media', {});
    assert.equal(frames(fresh), 0, 'a visitor who never chose gets no third-party frame');
    assert.match(fresh.overlays, /weft-consent/, 'and the banner');
  });

  test('hostile text stays text through every post-processing step', async () => {
    const hostile = [
      // A text holding ` style="` before an attribute value holding markup: a regular expression over
      // the serialised HTML would make the value live.
      { type: 'text', id: 'one', config: { html: '<p>a style="</p><a href="/x" title="<img src=x onerror=alert(1)>">y</a>' } },
      // A marker a renderer once spliced its drawings at, inside an attribute value and a text.
      { type: 'text', id: 'two', config: { html: '<p>&lt;!--weft-ssr-1--&gt;</p>' } },
      { type: 'image', id: 'four', config: { src: '/demo-assets/weft.svg', alt: '<!--weft-ssr-0-->' } },
      { type: 'button', id: 'three', config: { text: '" style="x:y" onmouseover="alert(1)' } },
    ];
    const drawn = await renderPage(siteWith({}, hostile), '/', {});
    const els = everyElement(drawn.html, ['one', 'two', 'three', 'four']);
    assert.deepEqual(
      els.filter((el) => [...el.attributes].some((a) => a.name.startsWith('on'))).map((el) => el.outerHTML),
      [],
      'no element has an event handler',
    );
    assert.deepEqual(
      els.filter((el) => el.localName === 'img').map((el) => el.getAttribute('src')),
      ['https://localhost/demo-assets/weft.svg'],
      'no picture was made of a title',
    );
    const named = els.find((el) => el.getAttribute('alt') === '<!--weft-ssr-0-->');
    assert.ok(named, 'a marker-like alternative text is kept as written');
    for (const template of els.filter((el) => el.localName === 'template')) {
      assert.match(template.parentNode.localName, /^weft-/, "a drawing stands only as its element's shadow root");
    }
    assert.ok(drawn.html.includes('&lt;!--weft-ssr-1--&gt;'), 'a marker-like text stays text');
  });

  test('a config value cannot add declarations or swallow the rules after it', async () => {
    const drawn = await renderPage(
      siteWith({}, [
        { type: 'text', id: 'a', config: { html: '<p>a</p>', backgroundColor: 'red;position:fixed' } },
        { type: 'text', id: 'b', config: { html: '<p>b</p>', backgroundColor: "red'" } },
        { type: 'text', id: 'c', config: { html: '<p>c</p>', backgroundColor: 'blue' } },
      ]),
      '/',
      {},
    );
    const own = drawn.assets
      .find((a) => a.name.startsWith('page-'))
      .text.split('\n')
      .filter((line) => line.startsWith(':host([data-weft-ssr') || line.startsWith('[data-weft-s'));
    const sheet = own.join('\n');
    assert.doesNotMatch(sheet, /position:fixed/);
    assert.doesNotMatch(sheet, /red'/);
    assert.match(sheet, /blue/, 'the value after them is in its rule');
    for (const rule of own) {
      assert.match(rule, /^[^{}]+\{[^{}'"]*\}$/, `one whole rule: ${rule}`);
    }
  });

  test("the language is the runtime's: ?lang=, the site's, then the browser's", async () => {
    const open = structuredClone(demo);
    open.options = { ...open.options, language: '' };
    assert.equal((await renderPage(demo, '/', { url: 'https://f.example/?lang=fr_FR' })).lang, 'fr-FR');
    assert.equal((await renderPage(open, '/', { acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' })).lang, 'de-DE');
    assert.equal((await renderPage(demo, '/', { acceptLanguage: 'de-DE' })).lang, 'en-US', "the site's own comes first");
    const french = await renderPage(open, '/', { acceptLanguage: 'en;q=0.5, fr-FR' });
    assert.equal(french.lang, 'fr-FR');
    assert.match(french.overlays, /Tout accepter/, 'the banner is drawn in French');
    assert.equal(pageLanguage(open, 'https://x.example/?lang=pt_PT', { lang: 'de_DE' }), 'pt_PT');
    assert.equal(pageLanguage(open, 'https://x.example/', { lang: 'de_DE', acceptLanguage: 'fr' }), 'de_DE');
    assert.equal(preferredLanguage('*;q=1, it;q=0.2, es'), 'es');
    assert.equal(preferredLanguage(''), '');
  });

  test('tablet_version reads as every yes/no of the site data', () => {
    const ipad =
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    for (const no of [false, 0, '0', 'false', 'no', '', null]) {
      assert.equal(deviceFor(ipad, { options: { tablet_version: no } }), 'desktop', `tablet_version ${JSON.stringify(no)}`);
    }
    for (const yes of [true, 1, '1', 'true', 'yes']) {
      assert.equal(deviceFor(ipad, { options: { tablet_version: yes } }), 'mobile', `tablet_version ${JSON.stringify(yes)}`);
    }
  });
});

describe('the demo server draws a page at its own origin', { skip: !built && 'run `npm run build` first' }, () => {
  const server = useDemoServer('isolation');
  const internal = useService((request, response) =>
    response.setHeader('content-type', 'application/json').end('{"success":true,"data":[{"title":"INTERNAL-SECRET"}]}'),
  );

  test("a foreign Host header chooses no service: the page's calls stay on the site", async () => {
    const { status, html } = await new Promise((resolve, reject) => {
      const request = get(`${server.address}/blog`, { headers: { host: new URL(internal.origin).host } }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, html: text }));
      });
      request.on('error', reject);
    });
    assert.equal(status, 200);
    assert.deepEqual(internal.requests, [], 'the address the Host names is never called');
    assert.doesNotMatch(html, /INTERNAL-SECRET/);
    assert.match(html, /<template shadowrootmode="open">/, 'the page is drawn all the same');
  });
});
