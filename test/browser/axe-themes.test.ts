/**
 * Issue 28: axe stays clean in every theme. The table of themes is generated from the element
 * registry: every element whose config has a choice named like `theme` (`theme`, `share_theme`,
 * `show.shareBar.theme`, `website_form.theme`…) is drawn with its sample config in each of its
 * choices, through the built bundle on a demo site page against the reference backend (so blog
 * widgets show the demo blog's posts), on a desktop and on a phone, and checked by axe with the
 * WCAG 2.0–2.2 A and AA rules, target size included. Run `npm run build` first.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { Schema } from '../../src/config.js';
import { elements } from '../../src/registry.js';
import { violations } from './axe.js';
import { chooseNecessaryOnly, forgetConsent } from './consent.js';
import { deepElements, openSite, type SiteWindow, until, withField } from './helpers.js';

interface Contract {
  tag: string;
  schema: Schema;
}
interface Themed {
  type: string;
  tag: string;
  path: string;
  value: string;
  sample: Record<string, unknown>;
}

/** Where a sample asks for what the demo blog does not hold: these fields show its posts instead. */
const SHOW_POSTS: Record<string, Record<string, unknown>> = {
  'blog-list': { 'filters.category': 'all' },
};

/** Every (element, theme field, theme) the registry declares. */
async function themeTable(): Promise<Themed[]> {
  const table: Themed[] = [];
  for (const type of Object.keys(elements) as Array<keyof typeof elements>) {
    const module = (await elements[type]()) as unknown as { default: { weftConfig: Contract } };
    const { tag, schema } = module.default.weftConfig;
    let sample = ((await import(`../../elements/${type}/sample.json`)) as { default: Record<string, unknown> }).default;
    for (const [path, value] of Object.entries(SHOW_POSTS[type] ?? {})) sample = withField(sample, path, value);
    for (const [path, values] of Object.entries(schema.choices ?? {})) {
      if (!/theme$/i.test(path.split('.').at(-1)!)) continue;
      for (const value of values) table.push({ type, tag, path, value: String(value), sample });
    }
  }
  return table;
}

/** What a widget shows while its data is on the way. */
const LOADING = '.loading, [part~="loading"], [part~="spinner"], [aria-busy="true"]';

const rendered = (el: Element) =>
  (el as unknown as Record<symbol, { promise: Promise<void> } | undefined>)[Symbol.for('weft.rendered')]?.promise;

/** Draws one themed element on the page, waits until it has loaded and rests, and returns axe's violations. */
async function checkOne(win: SiteWindow, { tag, path, value, sample }: Themed): Promise<string[]> {
  const el = win.document.createElement(tag);
  el.setAttribute('config', JSON.stringify(withField(sample, path, value)));
  const stage = win.document.createElement('main');
  stage.append(el);
  win.document.body.append(stage);
  try {
    await until(() => rendered(el), `<${tag}> defined`);
    await rendered(el);
    el.scrollIntoView({ block: 'center' });
    await until(() => !el.shadowRoot?.querySelector(LOADING), `<${tag}> loaded`);
    await until(
      () =>
        deepElements(el.shadowRoot!).every((node) => {
          const img = node as HTMLImageElement;
          return node.localName !== 'img' || img.complete || img.loading === 'lazy';
        }),
      `<${tag}> pictures`,
    );
    for (let i = 0; i < 2; i++) await new Promise((resolve) => win.requestAnimationFrame(resolve));
    return await violations(win, el);
  } finally {
    stage.remove();
  }
}

describe('axe in every theme', function () {
  this.timeout(600_000);
  let table: Themed[] = [];
  before(async () => {
    table = await themeTable();
    await emulateMedia({ reducedMotion: 'reduce' });
    chooseNecessaryOnly();
  });
  after(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    forgetConsent();
  });

  it('finds the themed elements in the registry', () => {
    const types = new Set(table.map((row) => row.type));
    for (const type of ['timer', 'gallery', 'members-form', 'blog-feed', 'blog-list', 'comments', 'rss', 'launch', 'post-page'])
      expect(types, type).to.include(type);
    expect(table.length).to.be.greaterThan(35);
  });

  for (const [device, width] of [
    ['desktop', 1100],
    ['phone', 390],
  ] as const) {
    it(`every element in each of its themes on a ${device}`, async () => {
      // A post's address: the post page and its comments have a post to show; the other blog widgets list the blog.
      const win = await openSite('/blog/welcome-to-the-weft-blog', { width });
      await win.weft!.ready;
      const found: string[] = [];
      for (const row of table) {
        const where = `${row.tag} ${row.path}=${JSON.stringify(row.value)}`;
        found.push(...(await checkOne(win, row)).map((line) => `${where}: ${line}`));
      }
      expect(found).to.deep.equal([]);
    });
  }
});
