import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { NAVIGATED_EVENT as NAVIGATED } from '../../src/base/go.js';
import { $, $$, expectAccessible, mount, resetLanguage, setLanguage, until } from '../../test/browser/helpers.js';
import { blogLoadingContract } from '../../test/browser/blog-loading.js';
import { fakeBlog, type FakeBlog } from '../../test/fakes/blog.js';
import './blog-categories.element.js';

async function render(config: Record<string, unknown>, id = ''): Promise<HTMLElement> {
  const el = await mount('weft-blog-categories', config, { id, ready: '[part~="base"]' });
  await until(() => $(el, '[part="list"], [part~="empty"]'), 'the list to load');
  return el;
}
const links = (el: HTMLElement) => $$(el, '[part~="link"]').map((a) => [a.textContent, a.getAttribute('href')]);

const CATEGORIES = [
  { id: 1, name: 'News', slug: 'news' },
  { id: 2, name: 'Travel tips', slug: 'travel-tips' },
  { id: 3, name: '', slug: 'nameless' },
];
const AUTHORS = [
  { id: 1, name: 'Ana Lima', slug: 'ana-lima' },
  { id: 2, name: 'Bruno Costa', slug: 'bruno-costa' },
];

describe('weft-blog-categories', () => {
  let blog: FakeBlog;
  const start = location.pathname + location.search;
  beforeEach(() => {
    blog = fakeBlog();
    blog.answers.set('/get-childs', (call: { query: Record<string, string> }) =>
      call.query['type'] === 'authors' ? AUTHORS : CATEGORIES,
    );
  });
  afterEach(async () => {
    blog.restore();
    history.replaceState(null, '', start);
    location.hash = '';
    await resetMouse();
    await resetLanguage();
  });

  it('is accessible: categories in a column, authors in a row, one of them current, without a heading', async () => {
    await expectAccessible(await render({}));
    history.replaceState(null, '', '/a/ana-lima');
    await expectAccessible(await render({ type: 'authors', orientation: 'horizontal' }));
    await expectAccessible(await render({ showTitle: false }));
  });

  it('lists the categories of GET /get-childs as links to /c/{slug}, under a translated heading', async () => {
    const el = await render({});
    expect(blog.of('/get-childs')[0]!.query).to.include({ type: 'categories' });
    expect(blog.of('/get-childs')[0]!.query).to.have.property('website_id');
    expect(links(el)).to.deep.equal([
      ['News', '/c/news'],
      ['Travel tips', '/c/travel-tips'],
    ]);
    expect($(el, '[part="title"]')!.textContent).to.equal('Categories');
    expect($(el, 'nav')!.getAttribute('aria-labelledby')).to.equal($(el, '[part="title"]')!.id);
    await setLanguage('de_DE');
    expect($(el, '[part="title"]')!.textContent).to.equal('Kategorien');
  });

  it('lists the authors as links to /a/{slug} with type authors', async () => {
    const el = await render({ type: 'authors' });
    expect(blog.of('/get-childs')[0]!.query).to.include({ type: 'authors' });
    expect(links(el)).to.deep.equal([
      ['Ana Lima', '/a/ana-lima'],
      ['Bruno Costa', '/a/bruno-costa'],
    ]);
    expect($(el, '[part="title"]')!.textContent).to.equal('Authors');
  });

  it('takes its own title, or none (the list is then named by the translated one)', async () => {
    expect($(await render({ title: 'Topics' }), '[part="title"]')!.textContent).to.equal('Topics');
    const bare = await render({ showTitle: false });
    expect($(bare, '[part="title"]')).to.equal(null);
    expect($(bare, 'nav')!.getAttribute('aria-label')).to.equal('Categories');
  });

  it('marks the list the visitor reads now, following in-site navigation', async () => {
    history.replaceState(null, '', '/c/travel-tips/page/2');
    const el = await render({});
    expect($(el, '[aria-current="page"]')!.textContent).to.equal('Travel tips');
    history.pushState(null, '', '/c/news');
    dispatchEvent(new Event(NAVIGATED));
    await until(() => $(el, '[aria-current="page"]')?.textContent === 'News', 'the new current category');
    // An author's page marks no category.
    history.pushState(null, '', '/a/news');
    dispatchEvent(new Event(NAVIGATED));
    await until(() => $(el, '[aria-current="page"]') === null, 'no current category');
  });

  blogLoadingContract(() => blog, {
    tag: 'weft-blog-categories',
    config: {},
    loaded: '[part="list"]',
    failing: '/get-childs',
    empty: { selector: '[part~="empty"]', hidden: true },
  });

  it('in the editor, its links point to #', async () => {
    location.hash = '#/editor/5';
    const el = await render({});
    expect(links(el).map(([, href]) => href)).to.deep.equal(['#', '#']);
  });

  it('lays entries out in a column or a row with its spacing, styles and hover colour', async () => {
    const column = await render({ spacing: 14, textStyle: { size: 19, color: '#223344' } });
    const [a, b] = $$(column, '[part="entry"]').map((e) => e.getBoundingClientRect());
    expect(b!.top).to.be.greaterThan(a!.bottom);
    expect(Math.round(b!.top - a!.bottom)).to.equal(14);
    const link = $(column, '[part~="link"]')!;
    expect(getComputedStyle(link).fontSize).to.equal('19px');
    expect(getComputedStyle(link).color).to.equal('rgb(34, 51, 68)');
    const row = await render({ orientation: 'horizontal', hoverColor: '#aa0000' });
    const [c, d] = $$(row, '[part="entry"]').map((e) => e.getBoundingClientRect());
    expect(Math.round(c!.top)).to.equal(Math.round(d!.top));
    const first = $(row, '[part~="link"]')!;
    const box = first.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    await until(() => getComputedStyle(first).color === 'rgb(170, 0, 0)', 'the hover colour');
  });
});
