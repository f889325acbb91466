// The server renderer draws many sites for many visitors in one process (issue 40, STYLE 17): what
// one drawing of a blog learns (the blog's view settings, the first visit Dripping posts count
// from, its posts) never serves the next visitor or another site, and a post's date is the same
// text whatever the server's time zone. Each blog service here is a small local HTTP server that
// answers as the contract's wire format has it and records what the wire carried.
import { after, before, describe, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../../', import.meta.url));
const renderer = join(root, 'dist/server/render.mjs');
const built = existsSync(renderer);
const { renderPage } = built ? await import(renderer) : {};

/** A post as the blog service sends it. */
function post(id, fields = {}) {
  return {
    id,
    title: `Post ${id}`,
    url: `post-${id}`,
    content: `<p>Summary ${id}</p>`,
    thumbnail: '',
    scheduled_date: '2026-03-14 23:30:00',
    created_at: '2026-03-14 23:30:00',
    date_cycle: 'Instantaneous',
    dripping_total_seconds: 0,
    is_capture: 0,
    message_capture: '',
    categories: [],
    author: { name: 'Ana', slug: 'ana' },
    ...fields,
  };
}

/**
 * A blog service on 127.0.0.1: `sites` maps a website_id to what the service answers for it
 * ({ view, posts }); `service.sites` may change between drawings. Every call is recorded.
 */
async function blogService(sites) {
  const service = { sites, calls: [], address: '' };
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    const query = Object.fromEntries(url.searchParams);
    service.calls.push({ path: url.pathname, query });
    const site = service.sites[query.website_id];
    const send = (status, body) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (!site) return send(404, { success: false, message: 'This site has no blog' });
    if (url.pathname === '/get-key') return send(200, site.view);
    if (url.pathname === '/get-news') {
      return send(200, { data: site.posts, current_page: 1, last_page: 1, per_page: 10, total: site.posts.length });
    }
    send(404, { success: false, message: 'Not found' });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.address = `http://127.0.0.1:${server.address().port}`;
  service.close = () => new Promise((resolve) => server.close(resolve));
  return service;
}

/** A view config as /get-key sends it; Dripping posts link to `blocked` while they are closed. */
const view = (key, blocked) => ({
  key,
  pre_show_dripping: 1,
  pre_block_dripping_url: blocked,
  pre_show_scheduled: 1,
  pre_block_scheduled_url: '',
  date_format_preview_news: 'DD/MM/YYYY',
});

/** A Dripping post: while closed, its card links where the view config sends it. */
const dripping = (id) => post(id, { date_cycle: 'Dripping', dripping_total_seconds: 86_400 });

/** Site data with one page, /blog, holding a blog list of the feed type, whose blog service is `blog`. */
function siteData(websiteId, blog) {
  return {
    website_id: websiteId,
    options: { language: 'en_US', endpoints: { blog, site: blog, api: `${blog}/api` } },
    pages: [
      {
        id: 1,
        url: 'blog',
        initial: '1',
        is_blog: true,
        layout: {
          desktop: [
            { type: 'blog-list', id: 'list', config: { type: 'feed', card: { config: { dateFormat: 'YYYY-MM-DD HH:mm' } } } },
          ],
        },
      },
    ],
  };
}

/** The list's answer a drawn page carries for the browser (its view config and posts). */
const feedAnswer = (page) => Object.entries(page.answers).find(([key]) => key.startsWith('weft-blog-list#'))?.[1];

describe(
  'the server renderer draws each blog for its own site and visitor',
  { skip: !built && 'run `npm run build` first' },
  () => {
    let one;
    let two;
    before(async () => {
      one = await blogService({});
      two = await blogService({});
    });
    after(async () => {
      await one?.close();
      await two?.close();
    });

    test("a later visitor gets the service's answer of now, not the view settings of the first drawing", async () => {
      one.sites = { c2l0ZS0x: { view: view('k-one', 'https://phishing.example/login'), posts: [dripping(1)] } };
      const first = await renderPage(siteData('c2l0ZS0x', one.address), '/blog');
      assert.match(first.html, /href="https:\/\/phishing\.example\/login"/, 'the first drawing links where the service said');
      // The service is put right: the next visitor's page links where it says now.
      one.sites = { c2l0ZS0x: { view: view('k-one', 'https://site-one.example/soon'), posts: [dripping(1)] } };
      const asked = one.calls.length;
      const second = await renderPage(siteData('c2l0ZS0x', one.address), '/blog');
      assert.ok(
        one.calls.slice(asked).some((call) => call.path === '/get-key'),
        'the second drawing asks /get-key',
      );
      assert.doesNotMatch(second.html, /phishing\.example/);
      assert.match(second.html, /href="https:\/\/site-one\.example\/soon"/);
      assert.equal(feedAnswer(second).view.pre_block_dripping_url, 'https://site-one.example/soon');
    });

    test('two sites on one blog service: the second page carries only its own settings and posts', async () => {
      one.sites = {
        c2l0ZS0x: { view: view('k-one', 'https://site-one.example/soon'), posts: [dripping(11), post(12)] },
        c2l0ZS0y: { view: view('k-two', 'https://site-two.example/soon'), posts: [dripping(21), post(22)] },
      };
      const first = await renderPage(siteData('c2l0ZS0x', one.address), '/blog');
      assert.match(first.html, /Post 11/);
      const second = await renderPage(siteData('c2l0ZS0y', one.address), '/blog');
      assert.match(second.html, /Post 21/);
      assert.match(second.html, /href="https:\/\/site-two\.example\/soon"/);
      for (const text of ['site-one.example', 'Post 11', 'Post 12', 'k-one'])
        assert.ok(
          !second.html.includes(text) && !JSON.stringify(second.answers).includes(text),
          `"${text}" is not on site two's page`,
        );
      assert.equal(feedAnswer(second).view.key, 'k-two');
    });

    test('two sites, each with its own blog service: the second asks only its own service', async () => {
      one.sites = { c2l0ZS0x: { view: view('k-one', 'https://site-one.example/soon'), posts: [dripping(31)] } };
      two.sites = { c2l0ZS0y: { view: view('k-two', 'https://site-two.example/soon'), posts: [dripping(41)] } };
      await renderPage(siteData('c2l0ZS0x', one.address), '/blog');
      const asked = one.calls.length;
      const second = await renderPage(siteData('c2l0ZS0y', two.address), '/blog');
      assert.equal(one.calls.length, asked, "site one's service is not asked for site two");
      assert.match(second.html, /Post 41/);
      assert.match(second.html, /href="https:\/\/site-two\.example\/soon"/);
      assert.doesNotMatch(second.html, /site-one\.example|Post 31/);
    });

    test("each drawing sends its own now as the visitor's first visit, and keeps none for the next", async (t) => {
      t.after(() => mock.timers.reset());
      mock.timers.enable({ apis: ['Date'], now: Date.UTC(2026, 0, 1, 8, 0, 0) });
      one.sites = { c2l0ZS0x: { view: view('k-one', ''), posts: [dripping(51)] } };
      const sent = () => one.calls.filter((call) => call.path === '/get-news').at(-1)?.query.utc_time;
      await renderPage(siteData('c2l0ZS0x', one.address), '/blog');
      assert.equal(sent(), '2026-01-01 08:00:00');
      // Two days later, another visitor: a first visit too, now.
      mock.timers.setTime(Date.UTC(2026, 0, 3, 9, 30, 0));
      await renderPage(siteData('c2l0ZS0x', one.address), '/blog');
      assert.equal(sent(), '2026-01-03 09:30:00');
    });

    test("a post's date is the same text whatever the server's time zone", async () => {
      one.sites = { c2l0ZS0x: { view: view('k-one', ''), posts: [post(61, { scheduled_date: '2026-03-14 23:30:00' })] } };
      // The same drawing in a process on Kiritimati (UTC+14) and one in Los Angeles (UTC-8 in March: -7).
      const script = `
      const { renderPage } = await import(${JSON.stringify(renderer)});
      const page = await renderPage(JSON.parse(process.env.SITE), '/blog');
      const dates = [...page.html.matchAll(/<time[^>]*>([^<]*)<\\/time>/g)].map((m) => m[1]);
      process.stdout.write(JSON.stringify(dates));
      process.exit(0);`;
      const drawIn = async (zone) => {
        const env = { ...process.env, TZ: zone, SITE: JSON.stringify(siteData('c2l0ZS0x', one.address)) };
        const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { env });
        return JSON.parse(stdout);
      };
      const [east, west] = await Promise.all([drawIn('Pacific/Kiritimati'), drawIn('America/Los_Angeles')]);
      assert.deepEqual(east, ['2026-03-14 23:30'], 'the date as the service writes it (UTC)');
      assert.deepEqual(west, east);
    });
  },
);
