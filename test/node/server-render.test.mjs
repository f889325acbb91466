// The server renderer (src/server/render.ts, built into dist/server/render.mjs by `npm run build`):
// what each demo page's HTML holds before any script runs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rollup/parseAst';
import { publicSiteData } from '../../demo/backend/site/pages.mjs';
import { readSite } from '../../demo/backend/site/read.mjs';
import { renderShell } from '../../demo/backend/site/shell.mjs';
import { useDemoServer } from './backend.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Whether a module's own code (not a function's) awaits: an `await` or a `for await` at its top. */
function topLevelAwait(code) {
  const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
  const visit = (node) => {
    if (!node || typeof node !== 'object') return false;
    if (Array.isArray(node)) return node.some(visit);
    if (FUNCTIONS.has(node.type)) return false;
    if (node.type === 'AwaitExpression' || (node.type === 'ForOfStatement' && node.await)) return true;
    return Object.values(node).some((value) => value && typeof value === 'object' && visit(value));
  };
  return visit(parseAst(code).body);
}
const renderer = join(root, 'dist/server/render.mjs');
const built = existsSync(renderer);
const { renderPage, deviceFor, EAGER_PICTURES, DEVICE_MEDIA } = built ? await import(renderer) : {};
const site = await readSite(join(root, 'demo/'));

/** Text as the HTML writes it (the renderer's serialiser escapes these). */
const html = (text) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');

/** The words of owner HTML, in order (tags dropped), as they must appear in the drawn page. */
function wordsOf(ownerHtml) {
  return ownerHtml
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]{4,}$/.test(word))
    .slice(0, 6);
}

/** Every node of a layout, children included. */
function* nodes(list) {
  for (const node of Array.isArray(list) ? list : []) {
    yield node;
    yield* nodes(node.children);
  }
}

const open = site.pages.filter((page) => !page.is_member && !(page.restrict_areas ?? []).length);
/** A page the browser draws alone: its member tabs send a visitor without a session to the login page. */
const forMembers = (page) => [...nodes(page.layout?.desktop)].some((node) => node.type === 'user-nav');

/**
 * A page the runtime decides (members-only, an area's, one with the member tabs): the header is
 * drawn and shown (ready="header"); the page's content and the footer come with the runtime, and
 * the mount names no page until then.
 */
function headerOnly(drawn, path, page) {
  assert.equal(drawn.mount.ready, 'header', `${path}: the header shows at once, the rest with the runtime`);
  assert.equal(drawn.mount.page, undefined, `${path}: no page is named before the runtime's checks`);
  const templates = drawn.html.match(/<template shadowrootmode="open">/g) ?? [];
  assert.equal(templates.length, [...nodes(site.header?.initial)].length, `${path}: the header's elements are drawn`);
  assert.match(drawn.html, /<main data-weft="page"><\/main>/, `${path}: the page's place is empty`);
  assert.doesNotMatch(drawn.html, /data-weft="footer"/, `${path}: the footer comes with the page`);
  // After the header (whose menu may name the page), nothing of the page's layout.
  const after = drawn.html.slice(drawn.html.indexOf('<main data-weft="page">'));
  for (const node of nodes(page.layout?.desktop)) {
    assert.ok(!drawn.html.includes(`id="${node.id}"`), `${path}: ${node.type} ${node.id} is not in the HTML`);
    if (node.type === 'text' && node.config?.html)
      for (const word of wordsOf(node.config.html)) assert.ok(!after.includes(word), `${path}: "${word}" is not in the HTML`);
  }
}

describe('the server renderer', { skip: !built && 'run `npm run build` first: dist/server/render.mjs is missing' }, () => {
  test('draws every open demo page: each element in a declarative shadow root, its text and pictures in the HTML', async () => {
    assert.ok(open.length >= 10, 'the demo has its open pages');
    assert.ok(open.some(forMembers), 'the demo has a page with the member tabs');
    for (const page of open) {
      const path = page.initial === '1' ? '/' : `/${page.url}`;
      const drawn = await renderPage(publicSiteData(site), path, { device: 'desktop' });
      assert.equal(drawn.drawn, true, `${path} is drawn`);
      // The member tabs send a visitor without a session to the login page: of their page, the
      // header alone is drawn (headerOnly below).
      if (forMembers(page)) {
        headerOnly(drawn, path, page);
        continue;
      }
      // The header, the page and the footer are drawn: popups are built when they open, the
      // secondary header once the page scrolls.
      const elements = [...nodes(site.header?.initial), ...nodes(page.layout?.desktop), ...nodes(site.footer)];
      const templates = drawn.html.match(/<template shadowrootmode="open">/g) ?? [];
      assert.equal(templates.length, elements.length, `${path}: every element has its shadow root drawn`);
      for (const node of nodes(page.layout?.desktop)) {
        if (node.type === 'text' && node.config?.html) {
          for (const word of wordsOf(node.config.html))
            assert.ok(drawn.html.includes(word), `${path}: the text "${word}" is in the HTML`);
        }
        if (node.type === 'image' && node.config?.src) {
          assert.ok(
            drawn.html.includes(new URL(node.config.src, 'https://localhost').href),
            `${path}: the picture ${node.config.src}`,
          );
        }
      }
      // Under `style-src 'self'` nothing inline: every style is in a linked file.
      assert.doesNotMatch(drawn.html, /\sstyle="|<style/i, `${path}: no inline style`);
      const names = new Set(drawn.assets.map((a) => a.name));
      for (const href of drawn.html.matchAll(/<link rel="stylesheet" href="\/weft\/ssr\/([^"]+)">/g)) {
        assert.ok(names.has(href[1]), `${path}: ${href[1]} is handed back with the page`);
      }
      for (const href of drawn.stylesheets) assert.ok(names.has(href.replace('/weft/ssr/', '')));
    }
  });

  test('draws the user button held invisible: the server cannot know who is signed in', async () => {
    const one = {
      website_id: 'c2l0ZS0x',
      options: { language: 'en_US' },
      pages: [{ id: 1, url: 'home', initial: '1', layout: { desktop: [{ type: 'user-button', id: 'ub', config: {} }] } }],
    };
    const drawn = await renderPage(one, '/', { device: 'desktop' });
    const button = /<weft-user-button[\s\S]*?<\/weft-user-button>/.exec(drawn.html)?.[0] ?? '';
    assert.ok(button, 'the page holds its user button');
    assert.match(button, /part="base" class="user-button awaiting"/, 'its buttons are held');
    const sheet = drawn.assets.map((asset) => asset.text ?? '').join('');
    assert.match(sheet, /\.awaiting\s*\{\s*visibility:\s*hidden/, 'invisible until the runtime takes it over');
  });

  test("draws the header's menu and the home page's timer with its numbers", async () => {
    const drawn = await renderPage(publicSiteData(site), '/', { device: 'desktop' });
    const menu = site.header.initial.find((node) => node.type === 'menu');
    for (const item of menu.config.itemList) assert.ok(drawn.html.includes(`>${html(item.name)}<`), `menu item ${item.name}`);
    const timer = /<weft-timer[\s\S]*?<\/weft-timer>/.exec(drawn.html)?.[0] ?? '';
    assert.match(timer, /class="number[^"]*">\d{2}</, 'the timer shows its numbers');
    assert.equal(drawn.mount.ready, '', 'the mount shows at once');
    assert.equal(drawn.mount.page, '1');
    // As the runtime writes it, so that it is not written again (a new value restyles the page).
    assert.equal(drawn.mount.lang, drawn.lang, 'the mount names its language');
  });

  test("draws a frame's box, not a frame: no window is made before the first paint", async () => {
    const drawn = await renderPage(publicSiteData(site), '/forms', { device: 'desktop' });
    const frame = /<weft-iframe[\s\S]*?<\/weft-iframe>/.exec(drawn.html)?.[0] ?? '';
    assert.match(frame, /<div part="frame" class="frame-embed frame-drawn"/, 'the frame is drawn as its box');
    assert.doesNotMatch(drawn.html, /<iframe/, 'no frame in the HTML');
  });

  test('draws the layout for the device it is asked for, and both where the agent does not tell', async () => {
    const phone = deviceFor('Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Mobile Safari/537.36');
    assert.equal(phone, 'mobile');
    const drawn = await renderPage(publicSiteData(site), '/', { device: phone });
    assert.equal(drawn.mount.device, 'mobile');
    assert.equal((drawn.mounts.match(/<weft-site /g) ?? []).length, 1, 'one drawing for a phone');
    // A desktop browser may be a window narrower than a phone's breakpoint: both are drawn.
    const desktop = deviceFor('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36');
    assert.equal(desktop, 'auto');
    const both = await renderPage(publicSiteData(site), '/', { device: desktop });
    const mounts = [...both.mounts.matchAll(/<weft-site ([^>]*)>/g)].map(([, attributes]) => attributes);
    assert.equal(mounts.length, 2);
    assert.match(mounts[0], /device="desktop"/);
    assert.match(mounts[0], /data-device="desktop"/);
    assert.match(mounts[1], /device="mobile"/);
    assert.match(mounts[1], /data-device="mobile"/);
    // Each shows in the viewport the runtime draws it for (src/device.ts), by the site's sheet.
    const siteSheet = both.assets.find((a) => a.name.startsWith('site-')).text;
    const compact = (text) => text.replace(/\s+/g, '');
    assert.ok(compact(siteSheet).includes(`@media${compact(DEVICE_MEDIA.mobile)}{weft-site[data-device=desktop]{display:none}}`));
    assert.ok(compact(siteSheet).includes(`@media${compact(DEVICE_MEDIA.desktop)}{weft-site[data-device=mobile]{display:none}}`));
  });

  test('draws the header alone of a members-only or area page, nothing of its content, even from the full site data', async () => {
    const restricted = site.pages.filter((page) => page.is_member || (page.restrict_areas ?? []).length);
    assert.ok(restricted.length >= 2);
    for (const page of restricted) {
      const drawn = await renderPage(site, `/${page.url}`, { device: 'desktop' });
      assert.equal(drawn.drawn, true, `/${page.url}: its header is drawn`);
      headerOnly(drawn, `/${page.url}`, page);
    }
  });

  test('a config value cannot end its rule in the page stylesheet', async () => {
    const hostile = structuredClone(publicSiteData(site));
    const home = hostile.pages.find((page) => page.initial === '1');
    home.layout.desktop = [
      {
        type: 'text',
        id: 'evil',
        config: { html: '<p>hi</p>', backgroundColor: 'red}body{display:none', width: '10px;}*{color:red' },
      },
    ];
    const drawn = await renderPage(hostile, '/', { device: 'desktop' });
    const sheet = drawn.assets.find((a) => a.name.startsWith('page-')).text;
    assert.doesNotMatch(sheet, /body\{|\*\{color/);
    // The page's own rules (the elements' boxes and inline styles) follow the elements' shared styles.
    const own = sheet.split('\n').filter((line) => line.startsWith('[data-weft-s') || line.startsWith(':host([data-weft-ssr'));
    assert.ok(own.length >= 2);
    for (const rule of own) assert.match(rule, /^[^{}]+\{[^{}]*\}$/, `one rule per line: ${rule}`);
  });

  test('lays out later the panels further down that nothing in them fixes to the screen', async () => {
    const marked = (drawn) =>
      [...drawn.html.matchAll(/<weft-panel id="([^"]+)"[^>]*>/g)]
        .filter(([tag]) => / data-weft-later[ =>]/.test(tag))
        .map(([, id]) => id);
    // The blog page: its feed's panel comes first, the panels of its widgets wait.
    const blog = await renderPage(publicSiteData(site), '/blog', { device: 'mobile' });
    assert.deepEqual(marked(blog), ['blog-more-tools', 'blog-more-slider', 'blog-more-lists', 'blog-more-post']);

    const page = structuredClone(publicSiteData(site));
    const home = page.pages.find((p) => p.initial === '1');
    const panel = (id, config, children) => ({ type: 'panel', id, config: { height: 200, ...config }, children });
    const text = (id, config = {}) => ({ type: 'text', id, config: { html: '<p>Words</p>', ...config } });
    home.layout.desktop = [
      panel('first', {}, [text('t1')]),
      panel('plain', {}, [text('t2')]),
      panel('floating', {}, [{ type: 'floating-button', id: 'fb', config: {} }]),
      panel('pinned', {}, [text('t3', { pinConfig: { pin: true, type: 'fixed', position: 'top-left' } })]),
      panel('sticky-pin', {}, [text('t4', { pinConfig: { pin: true, type: 'sticky', position: 'top-left' } })]),
      // A yes spelled as text, and a pin placed by hand (fixed by default).
      panel('manual-pin', {}, [text('t7', { pinConfig: { pin: 'true', manual: '1', top: 40 } })]),
      panel('fixed-panel', { fixed: true }, [text('t5')]),
      panel('shadow', { boxShadow: { horizontal: 0, vertical: 4, blur: 12, spread: 0, color: '#000000' } }, [text('t6')]),
      panel('nested', {}, [panel('inner', {}, [{ type: 'floating-button', id: 'fb2', config: {} }])]),
    ];
    const drawn = await renderPage(page, '/', { device: 'desktop' });
    assert.deepEqual(marked(drawn), ['plain', 'sticky-pin']);
  });

  describe('through the demo server', () => {
    const server = useDemoServer('server-render');

    test("the blog page carries its posts: drawn in the HTML, and the answers for the browser's first render", async () => {
      const page = await (await fetch(`${server.address}/blog`)).text();
      const answers = JSON.parse(
        /<script type="application\/json" id="weft-answers">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? 'null',
      );
      assert.ok(answers, 'the page carries the answers');
      const feed = Object.entries(answers).find(([key]) => key.startsWith('weft-blog-feed#'));
      assert.ok(feed, "the feed's call is among them");
      const titles = feed[1].posts.map((post) => post.title);
      assert.ok(titles.length > 0);
      for (const title of titles.slice(0, 3)) assert.ok(page.includes(html(title)), `"${title}" is drawn`);
    });

    test("sends React and core with V8's compile hint, and no chunk with a top-level await", async () => {
      const { imports } = JSON.parse(readFileSync(join(root, 'dist/manifest.json'), 'utf8'));
      const hinted = [];
      for (const file of Object.keys(imports)) {
        const text = await (await fetch(`${server.address}/weft/${file}`)).text();
        if (text.startsWith('//# allFunctionsCalledOnLoad\n')) hinted.push(file.replace(/-\w+\.js$/, ''));
        // WebKit (bug 242740) may resolve the import of a module whose graph holds a top-level await
        // before that module is evaluated: its first reader throws "Cannot access uninitialized variable".
        assert.equal(topLevelAwait(text), false, `${file} has no top-level await`);
      }
      // Each evaluated at once on every page: Chromium compiles it as it streams in, not as it runs.
      assert.deepEqual(hinted.sort(), ['core', 'react']);
      assert.ok(Object.keys(imports).length > 50, 'every chunk was read');
    });

    test('a drawn page hints no scripts in its head; a page the browser draws hints its chunks', async () => {
      const drawn = await (await fetch(`${server.address}/`)).text();
      assert.match(drawn, /<template shadowrootmode="open">/);
      assert.doesNotMatch(drawn, /rel="modulepreload"|as="script"/, 'the first paint waits on the stylesheets alone');
      assert.match(drawn, /<script src="\/weft\/weft\.js" async><\/script>/);
      // Nor one whose header alone is drawn (a members-only page).
      const members = site.pages.find((page) => page.is_member);
      const header = await (await fetch(`${server.address}/${members.url}`)).text();
      assert.match(header, /<weft-site[^>]* ready="header"[^>]*>/);
      assert.doesNotMatch(header, /rel="modulepreload"|as="script"/);
      // Without the renderer (a server that writes the tags), the browser draws the page: its chunks are hinted.
      const left = renderShell(site, `/${members.url}`, 'Members', { distDir: join(root, 'dist'), base: '/weft/' });
      assert.doesNotMatch(left, /shadowrootmode/);
      assert.match(left, /<link rel="modulepreload" href="\/weft\/site-[\w-]+\.js">/);
    });

    test("the page's first pictures load at once, the later ones when they come near", async () => {
      const page = await (await fetch(`${server.address}/blog`)).text();
      const pictures = page.slice(page.indexOf('<weft-site')).match(/<img\b[^>]*>/g) ?? [];
      assert.ok(pictures.length > EAGER_PICTURES + 1, `the blog page draws ${pictures.length} pictures`);
      for (const tag of pictures.slice(0, EAGER_PICTURES)) assert.doesNotMatch(tag, /loading="lazy"/, tag);
      assert.ok(
        pictures.slice(EAGER_PICTURES).some((tag) => /loading="lazy"/.test(tag)),
        'the later ones wait until they come near',
      );
    });

    test('links stylesheets the server answers, cached for good, under the strict policy', async () => {
      const response = await fetch(`${server.address}/`);
      const page = await response.text();
      assert.match(response.headers.get('content-security-policy') ?? '', /style-src 'self'/);
      const hrefs = [...page.matchAll(/href="(\/weft\/ssr\/[^"]+)"/g)].map((m) => m[1]);
      assert.ok(hrefs.length >= 3);
      for (const href of new Set(hrefs)) {
        const css = await fetch(`${server.address}${href}`);
        assert.equal(css.status, 200, href);
        assert.match(css.headers.get('content-type') ?? '', /^text\/css/);
        assert.match(css.headers.get('cache-control') ?? '', /immutable/);
      }
      assert.equal((await fetch(`${server.address}/weft/ssr/page-unknown.css`)).status, 404);
    });
  });
});
