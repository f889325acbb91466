// The reference backend decides a site's pages as the runtime does (issue 40): the same site data,
// served by the backend, shows at each path the page the runtime's own rules (the built server
// renderer's firstScreen, isRestricted and yes/no reader) show, and carries a page's layout in the
// public site data exactly when the runtime would draw that page for anyone. Needs `npm run build`.
// `node --test test/node/site-rules.test.mjs`.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rulesOf } from '../../demo/backend/site/draw.mjs';
import { useBackend } from './backend.mjs';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Every spelling of a yes/no that builder data writes, and a few that are no yes/no at all. */
const SPELLINGS = [
  true,
  1,
  '1',
  'true',
  'True',
  'TRUE',
  'yes',
  'Yes',
  'on',
  ' 1 ',
  false,
  0,
  '0',
  '',
  'false',
  'False',
  'no',
  'off',
  2,
  'maybe',
  null,
];

/** Paths a visitor may ask for: the home, pages, the blog's paths, 404 and unknown addresses. */
const PATHS = [
  '/',
  '/home',
  '/HOME',
  '/second',
  '/members',
  '/areas',
  '/blog',
  '/blog/',
  '/blog/some-post',
  '/blog/second',
  '/blog/page/2',
  '/blog/some-post/page/2',
  '/s/word',
  '/s/word/page/2',
  '/c/design',
  '/a/ana',
  '/feed',
  '/page/3',
  '/some-post',
  '/404',
  '/nothing-here',
  '/nothing/here/at-all',
  '/blog-login',
  '/%73econd',
  '/caf%C3%A9',
  '/home/deeper',
];

/** A page whose layout names it: `page-<id>` is the id of its first element. */
const page = (id, url, fields = {}, types = []) => ({
  id,
  url,
  is_member: false,
  is_blog: false,
  ...fields,
  layout: {
    desktop: [
      { type: 'text', id: `page-${id}`, config: { html: `<p>page ${id}</p>` } },
      ...types.map((type) => ({ type, id: `${type}-${id}` })),
    ],
  },
});

/** A site whose pages are `pages`, as site-data.json holds it. */
const site = (pages) => ({ website_id: 'c2l0ZS0x', options: { language: 'en_US' }, pages });

/** The demo folder the backend reads: only site-data.json, rewritten by each test. */
const demoDir = mkdtempSync(join(tmpdir(), 'weft-site-rules-demo-'));
after(() => rmSync(demoDir, { recursive: true, force: true }));
let app;
// No bundle in the app's dist folder: the shell writes the tags of the page it decided on.
useBackend(
  'site-rules',
  (started) => {
    app = started;
  },
  { demoDir },
);

/** @type {any} */
let runtime;
before(async () => {
  runtime = await rulesOf(DIST);
  assert.ok(runtime?.resolvePage, `the built site rules in ${DIST} (run \`npm run build\`)`);
});

/** Writes the site data the backend serves. */
function serve(data) {
  writeFileSync(join(demoDir, 'site-data.json'), JSON.stringify(data));
}

/** What the backend's page at `path` carries: the page whose tags it holds, and the public site data. */
async function shellOf(path) {
  const res = await app.inject({ url: path });
  assert.equal(res.statusCode, 200, `${path}: ${res.body.slice(0, 200)}`);
  const mount = /<weft-site[^>]*>([\s\S]*?)<\/weft-site>/.exec(res.body);
  assert.ok(mount, `${path}: the shell has its mount`);
  const shown = [...mount[1].matchAll(/<weft-text id="page-(\w+)"/g)].map((match) => match[1]);
  const data = JSON.parse(/<script type="application\/json" id="weft-site">([\s\S]*?)<\/script>/.exec(res.body)[1]);
  return { shown: shown.length ? shown.join(',') : null, data };
}

/**
 * The page whose tags the runtime's first screen holds at `path` (firstScreen on the path alone):
 * none for a page behind the members area or a post, shown after the runtime's own checks.
 */
function runtimeShows(pages, path) {
  const screen = runtime.firstScreen({ pages }, path);
  return screen.holds === 'page' ? String(screen.page.id) : null;
}

/** Asserts that the backend serves `data` as the runtime decides it, at every path. */
async function assertParity(data, label) {
  serve(data);
  for (const path of PATHS) {
    const { shown, data: served } = await shellOf(path);
    assert.equal(shown, runtimeShows(data.pages, path), `${label}: the page drawn at ${path}`);
    for (const original of data.pages) {
      const carried = served.pages.find((p) => p.id === original.id);
      assert.ok(carried, `${label}: page ${original.id} is in the site data`);
      const hasLayout = JSON.stringify(carried.layout ?? {}).includes(`page-${original.id}`);
      assert.equal(
        hasLayout,
        !runtime.isRestricted(original),
        `${label}: page ${original.id} (is_member ${JSON.stringify(original.is_member)}, restrict_areas ${JSON.stringify(
          original.restrict_areas,
        )}) carries its layout in ${path}'s public site data`,
      );
    }
  }
}

describe('the backend decides pages as the runtime does', () => {
  test('is_member in every spelling: members-only pages are never in the public site data', async () => {
    for (const spelling of SPELLINGS) {
      await assertParity(
        site([page(1, 'home', { initial: '1' }), page(2, 'members', { is_member: spelling }), page(3, '404')]),
        `is_member ${JSON.stringify(spelling)}`,
      );
    }
  });

  test('a members-only page flagged "yes" or "True" ships no layout (the issue’s case)', async () => {
    for (const spelling of ['yes', 'True']) {
      serve(site([page(1, 'home'), page(2, 'members', { is_member: spelling })]));
      const { data } = await shellOf('/');
      assert.deepEqual(data.pages.find((p) => p.id === 2).layout, { desktop: [] }, `is_member ${spelling}`);
      assert.equal((await shellOf('/members')).shown, null, `is_member ${spelling}: nothing of it drawn`);
    }
  });

  test('initial in every spelling chooses the home page as the runtime does', async () => {
    for (const spelling of SPELLINGS) {
      await assertParity(
        site([page(1, 'first', { initial: '0' }), page(2, 'second', { initial: spelling }), page(3, 'third')]),
        `initial ${JSON.stringify(spelling)}`,
      );
    }
  });

  test('restrict_areas: a page restricted to areas is treated as members-only', async () => {
    for (const areas of [[], [1], [3, 4], undefined, null, 'x', {}]) {
      await assertParity(
        site([page(1, 'home', { initial: 1 }), page(2, 'areas', { restrict_areas: areas }), page(3, '404')]),
        `restrict_areas ${JSON.stringify(areas)}`,
      );
    }
  });

  test('the blog’s paths, 404 and unknown addresses, with is_blog in several spellings', async () => {
    for (const isBlog of [true, '1', 'yes', 'True', 'on']) {
      await assertParity(
        site([
          page(1, 'home', { initial: true }),
          page(2, 'second'),
          page(3, 'blog', { is_blog: isBlog }, ['blog-feed']),
          page(4, 'post', { is_blog: isBlog }, ['post-page']),
          page(5, '404'),
          page(6, 'members', { is_member: 'yes' }),
        ]),
        `blog, is_blog ${JSON.stringify(isBlog)}`,
      );
    }
    // No blog, no '404' page; a page named 'page'.
    await assertParity(site([page(1, 'home'), page(2, 'second', { initial: 'on' })]), 'no blog, no 404');
    await assertParity(site([page(1, 'home'), page(2, 'page'), page(3, '404')]), "a page named 'page'");
  });
});
