import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { formatDate } from '../../src/blog/dates.js';
import { NAVIGATED_EVENT as NAVIGATED } from '../../src/base/go.js';
import { device } from '../../src/device.js';
import {
  $,
  $$,
  captureErrors,
  expectAccessible,
  mount,
  resetLanguage,
  setLanguage,
  settle,
  until,
} from '../../test/browser/helpers.js';
import { expectFiveColours, FIVE_COLOURS } from '../../test/browser/blog-colours.js';
import { fakeBlog, newsPage, listPost as post, VIEW_CONFIG, type FakeBlog } from '../../test/fakes/blog.js';
import { flowOrder, perRow } from './blog-list.js';
import { ARTICLE_THEMES, LIST_THEME_CONTENT_CHARS } from './config.js';
import './blog-list.element.js';
import { fakeTimersEachTest } from '../../test/browser/clock.js';

const titles = (el: HTMLElement) => $$(el, '[part="title"]').map((h) => h.textContent);
/** Rendered, and done loading (articles, the empty state or the not-found message). */
async function render(config: Record<string, unknown>): Promise<HTMLElement> {
  const el = await mount('weft-blog-list', config, { ready: '[part="base"]' });
  await until(() => $(el, '[part="articles"], [part="empty"]'), 'the list to load');
  return el;
}
const pagerLinks = (el: HTMLElement) =>
  $$(el, '[part~="page-link"]').map((a) => [
    a.textContent,
    new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).search,
  ]);

describe('weft-blog-list', () => {
  let blog: FakeBlog;
  const start = location.pathname + location.search;
  beforeEach(() => {
    blog = fakeBlog();
    blog.answers.set('/get-news', newsPage([post(), post(), post()]));
    blog.answers.set('/news/get-filtered-news', { data: [post(), post()] });
  });
  afterEach(async () => {
    blog.restore();
    history.replaceState(null, '', start);
    location.hash = '';
    device.value = 'desktop';
    await resetLanguage();
  });

  describe('themes', () => {
    for (const theme of ARTICLE_THEMES) {
      it(`is accessible in the ${theme} theme, with a pager, a coming-soon post and a placeholder picture`, async () => {
        blog.answers.set(
          '/get-news',
          newsPage(
            [
              post({ thumbnail: 'https://picsum.photos/id/10/600/400' }),
              post({ date_cycle: 'Scheduled', scheduled_date: '2099-01-01 10:00:00' }),
              post(),
            ],
            { current_page: 1, last_page: 4 },
          ),
        );
        const el = await render({ theme });
        expect($(el, '[part="base"]')!.className).to.contain(`theme-${theme}`);
        await expectAccessible(el);
      });
    }

    it('is accessible while loading and when empty', async () => {
      blog.hold();
      const el = await mount('weft-blog-list', {}, { ready: '[part="spinner"]' });
      await expectAccessible(el);
      blog.answers.set('/get-news', newsPage([]));
      blog.release();
      await until(() => $(el, '[part="empty"]'));
      await expectAccessible(el);
    });
  });

  describe('loading', () => {
    it('shows a spinner, announced as loading, until the articles arrive', async () => {
      blog.hold();
      const el = await mount('weft-blog-list', {}, { ready: '[part="base"]' });
      const spinner = $(el, '[part="spinner"]')!;
      expect(spinner.getAttribute('role')).to.equal('status');
      expect(spinner.textContent).to.equal('Loading…');
      expect($(el, '[part="base"]')!.getAttribute('aria-busy')).to.equal('true');
      blog.release();
      await until(() => $(el, '[part="articles"]'));
      expect($(el, '[part="spinner"]')).to.equal(null);
      expect(titles(el)).to.have.length(3);
    });

    it('shows the empty state for a feed or group without articles, and for featured without a selected article', async () => {
      blog.answers.set('/get-news', newsPage([]));
      const feed = await render({ type: 'feed' });
      expect($(feed, '[part="empty"]')!.textContent).to.equal('No articles to show yet.');
      blog.answers.set('/news/get-filtered-news', { data: [] });
      const group = await render({ type: 'group' });
      expect($(group, '[part="empty"]')!.textContent).to.equal('No articles to show yet.');
      const featured = await render({ type: 'featured' });
      expect($(featured, '[part="empty"]')!.textContent).to.equal('No articles to show yet.');
      expect(blog.of('/news/get-by-id/')).to.have.length(0);
    });

    it('says ct-no-articles-on-your-blog when a search finds nothing, in the visitor language', async () => {
      blog.answers.set('/get-news', newsPage([]));
      history.replaceState(null, '', '/s?query=nothing');
      const el = await render({ type: 'feed' });
      expect($(el, '[part="empty"]')!.textContent).to.equal('No articles found on this blog');
      await setLanguage('fr_FR');
      expect($(el, '[part="empty"]')!.textContent).to.not.equal('No articles found on this blog');
      history.replaceState(null, '', '/blog');
      const filtered = await render({ type: 'feed', filters: { search: 'zzz' } });
      expect(blog.of('/get-news').at(-1)!.query['search']).to.equal('zzz');
      expect($(filtered, '[part="empty"]')!.textContent).to.equal('Aucun article trouvé sur ce blog');
    });

    it('keeps the page working when the blog call fails: the empty state and one error naming the tag', async () => {
      blog.failing.set('/get-news', 422);
      const errors = captureErrors();
      try {
        const el = await mount('weft-blog-list', {}, { id: 'broken-list', ready: '[part="empty"]' });
        expect($(el, '[part="empty"]')!.textContent).to.equal('No articles to show yet.');
        await settle();
        const mine = errors.messages.filter((m) => m.includes('weft-blog-list'));
        expect(mine).to.have.length(1);
        expect(mine[0]).to.contain('<weft-blog-list id="broken-list">');
      } finally {
        errors.restore();
      }
    });
  });

  describe('types and filters', () => {
    it('feed: asks /get-news for per_page 10 of the page in the address, with website_id and the stored UTC time', async () => {
      history.replaceState(null, '', '/blog/page/3');
      await render({ type: 'feed' });
      const call = blog.of('/get-news')[0]!;
      expect(call.query).to.include({
        amount: '10',
        page: '3',
        category: 'all',
        author: 'all',
        featured: '0',
        most_accessed: '0',
      });
      expect(call.query).to.have.property('website_id');
      expect(call.query['utc_time']).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(localStorage.getItem(`utc-time-${VIEW_CONFIG.key}`)).to.equal(call.query['utc_time']);
    });

    it('feed: follows /c/{slug}, /a/{slug} and /s?query=…, and a per_page of its own', async () => {
      history.replaceState(null, '', '/c/travel');
      await render({ type: 'feed', pagination: { per_page: 4 } });
      expect(blog.of('/get-news').at(-1)!.query).to.include({ category: 'travel', amount: '4', page: '1' });
      history.replaceState(null, '', '/a/ana-lima/page/2');
      await render({ type: 'feed' });
      expect(blog.of('/get-news').at(-1)!.query).to.include({ author: 'ana-lima', page: '2' });
      history.replaceState(null, '', '/s?query=web%20design');
      await render({ type: 'feed' });
      expect(blog.of('/get-news').at(-1)!.query).to.include({ search: 'web design', page: '1' });
    });

    it('group: asks /news/get-filtered-news with the filters, a filter with a slash keeping the part before it', async () => {
      await render({
        type: 'group',
        filters: { category: 'travel/12', author: 'ana-lima/3', featured: true, mostAccessed: true, amount: 2 },
      });
      const call = blog.of('/news/get-filtered-news')[0]!;
      expect(call.query).to.include({
        category: 'travel',
        author: 'ana-lima',
        featured: '1',
        most_accessed: '1',
        amount: '2',
        type: 'group',
      });
    });

    it('group: shows at most amount (6 by default) articles, without a pager', async () => {
      blog.answers.set('/news/get-filtered-news', { data: Array.from({ length: 9 }, () => post()) });
      const el = await render({ type: 'group' });
      expect(blog.of('/news/get-filtered-news')[0]!.query['amount']).to.equal('6');
      expect(titles(el)).to.have.length(6);
      expect($(el, '[part="pagination"]')).to.equal(null);
    });

    it('featured: shows the selected article from /news/get-by-id/{id}', async () => {
      blog.answers.set('/news/get-by-id/42', { data: post({ id: 42, title: 'The chosen one', url: 'chosen' }) });
      const el = await render({ type: 'featured', selectedArticle: 42 });
      expect(titles(el)).to.deep.equal(['The chosen one']);
      expect(blog.of('/news/get-by-id/42')[0]!.query).to.have.property('website_id');
      expect(($(el, '[part="title-link"]') as HTMLAnchorElement).getAttribute('href')).to.equal('/blog/chosen');
    });

    it('featured: asks nothing for a selectedArticle that is no id, showing the empty state', async () => {
      const errors = captureErrors();
      try {
        const el = await render({ type: 'featured', selectedArticle: 'javascript:alert(1)' });
        expect($(el, '[part="empty"]')).to.not.equal(null);
        expect(blog.calls.filter((c) => c.path.startsWith('/news/get-by-id'))).to.have.length(0);
        expect(errors.messages.filter((m) => m.includes('<weft-blog-list> selectedArticle'))).to.have.length(1);
      } finally {
        errors.restore();
      }
    });
  });

  describe('pagination', () => {
    const feedOf = (page: number, last: number) =>
      blog.answers.set('/get-news', (call: { query: Record<string, string> }) =>
        newsPage([post(), post()], { current_page: Number(call.query['page'] ?? page), last_page: last }),
      );

    it('on page 1 shows 1, 2, 3, next and last; never first or previous', async () => {
      feedOf(1, 10);
      history.replaceState(null, '', '/blog');
      const el = await render({});
      expect(pagerLinks(el)).to.deep.equal([
        ['1', '/blog'],
        ['2', '/blog/page/2'],
        ['3', '/blog/page/3'],
        ['Next', '/blog/page/2'],
        ['Last', '/blog/page/10'],
      ]);
      expect($(el, '[aria-current="page"]')!.textContent).to.equal('1');
      expect($(el, '[part="pagination"]')!.getAttribute('aria-label')).to.equal('Pagination');
    });

    it('in the middle shows first, previous, the page and its neighbours, next and last', async () => {
      feedOf(5, 10);
      history.replaceState(null, '', '/blog/page/5');
      const el = await render({});
      expect(pagerLinks(el).map(([text]) => text)).to.deep.equal(['First', 'Previous', '4', '5', '6', 'Next', 'Last']);
      expect($(el, '[aria-current="page"]')!.textContent).to.equal('5');
    });

    it('on the last page shows the last three numbers, first and previous; keeps the search query', async () => {
      feedOf(10, 10);
      history.replaceState(null, '', '/s/page/10?query=tea');
      const el = await render({});
      expect(pagerLinks(el)).to.deep.equal([
        ['First', '/s?query=tea'],
        ['Previous', '/s/page/9?query=tea'],
        ['8', '/s/page/8?query=tea'],
        ['9', '/s/page/9?query=tea'],
        ['10', '/s/page/10?query=tea'],
      ]);
    });

    it('is hidden with one page, or with pagination.show off', async () => {
      feedOf(1, 1);
      expect($(await render({}), '[part="pagination"]')).to.equal(null);
      feedOf(1, 3);
      expect($(await render({ pagination: { show: false } }), '[part="pagination"]')).to.equal(null);
    });

    it('labels its links in the visitor language', async () => {
      feedOf(2, 5);
      history.replaceState(null, '', '/page/2');
      await setLanguage('fr_FR');
      const el = await render({});
      expect(pagerLinks(el).map(([text]) => text)).to.deep.equal(['Première', 'Précédent', '1', '2', '3', 'Suivant', 'Dernière']);
    });

    it('on an embed page (no router) turns the pages in place; on a site leaves the click to the router', async () => {
      feedOf(1, 4);
      history.replaceState(null, '', '/blog');
      const el = await render({});
      const pageLink = (n: string) => $$(el, '[part~="page-link"]').find((a) => a.textContent === n)!;
      const seen: boolean[] = [];
      // Runs after the element's own handler: records whether it kept the link, and never lets the test page leave.
      const guard = (event: Event) => {
        seen.push(event.defaultPrevented);
        event.preventDefault();
      };
      addEventListener('click', guard);
      try {
        pageLink('2').click();
        await until(() => $(el, '[aria-current="page"]')?.textContent === '2', 'page 2 in place');
        expect(location.pathname).to.equal('/blog');
        expect(blog.of('/get-news').at(-1)!.query['page']).to.equal('2');
        expect(seen).to.deep.equal([true]);
        (window as { weft?: unknown }).weft = { navigate: () => undefined };
        pageLink('3').click();
        expect(seen).to.deep.equal([true, false]);
      } finally {
        removeEventListener('click', guard);
        delete (window as { weft?: unknown }).weft;
      }
    });

    it('loads the page the site router navigates to, without a reload', async () => {
      feedOf(1, 4);
      history.replaceState(null, '', '/blog');
      const el = await render({});
      history.pushState(null, '', '/blog/page/2');
      dispatchEvent(new Event(NAVIGATED));
      await until(() => blog.of('/get-news').some((c) => c.query['page'] === '2'), 'page 2 asked for');
      await until(() => $(el, '[aria-current="page"]')?.textContent === '2', 'page 2 shown');
    });
  });

  describe('cards', () => {
    it('links each article to its post page, with a read-more that names it', async () => {
      blog.answers.set('/get-news', newsPage([post({ title: 'Tea time', url: 'tea-time' })]));
      const el = await render({});
      expect($(el, '[part="title-link"]')!.getAttribute('href')).to.equal('/blog/tea-time');
      const more = $(el, '[part="button"]') as HTMLAnchorElement;
      expect(more.getAttribute('href')).to.equal('/blog/tea-time');
      expect(more.textContent).to.equal('Read More: Tea time');
      expect($(await render({ card: { config: { readMoreText: 'Continue' } } }), '[part="button"]')!.textContent).to.equal(
        'Continue: Tea time',
      );
    });

    it('shows date, author, categories, picture, text and button, each only when its show flag is on', async () => {
      blog.answers.set('/get-news', newsPage([post({ thumbnail: 'https://picsum.photos/id/1/400/300' })]));
      const full = await render({});
      for (const part of ['date', 'author', 'categories', 'thumbnail', 'content', 'button']) {
        expect($(full, `[part="${part}"]`), part).to.not.equal(null);
      }
      expect($(full, '[part="author"]')!.textContent).to.equal('By Ana Lima');
      expect($(full, '[part="thumbnail"] img')!.getAttribute('src')).to.equal('https://picsum.photos/id/1/400/300');
      const bare = await render({
        card: { show: { author: false, categories: false, thumbnail: false, date: false, content: false, button: false } },
      });
      for (const part of ['date', 'author', 'categories', 'thumbnail', 'content', 'button']) {
        expect($(bare, `[part="${part}"]`), part).to.equal(null);
      }
      expect(titles(bare)).to.have.length(1);
    });

    it('writes dates in dateFormat, as the service writes them (UTC) whatever the zone', async () => {
      // A visitor in Los Angeles (UTC-8): the server drew the 10th at 23:30, and so does the browser.
      const zone = sinon.stub(Date.prototype, 'getTimezoneOffset').returns(8 * 60);
      try {
        blog.answers.set('/get-news', newsPage([post({ scheduled_date: '2026-03-10 23:30:00' })]));
        const el = await render({ card: { config: { dateFormat: 'DD.MM.YYYY HH:mm' } } });
        expect($(el, '[part="date"]')!.textContent).to.equal('10.03.2026 23:30');
        expect($(el, '[part="date"]')!.getAttribute('datetime')).to.equal('2026-03-10T23:30:00.000Z');
      } finally {
        zone.restore();
      }
    });

    it('replaces a missing picture by a placeholder', async () => {
      blog.answers.set('/get-news', newsPage([post({ thumbnail: '' })]));
      const el = await render({});
      expect($(el, '[part="thumbnail"]')!.classList.contains('placeholder')).to.equal(true);
      expect($(el, '[part="thumbnail"] img')).to.equal(null);
    });

    it('sanitises the HTML summary', async () => {
      const w = window as unknown as { blogListPwned?: number };
      blog.answers.set(
        '/get-news',
        newsPage([
          post({
            content: '<p>Safe <b>bold</b></p><img src=x onerror="window.blogListPwned=1"><script>window.blogListPwned=1</script>',
          }),
        ]),
      );
      const el = await render({});
      await settle();
      const content = $(el, '[part="content"]')!;
      expect(content.querySelector('b')!.textContent).to.equal('bold');
      expect(content.querySelector('script')).to.equal(null);
      expect(content.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
      expect(w.blogListPwned).to.equal(undefined);
    });

    it('the list theme cuts the text to 300 characters', async () => {
      const long = `<p>${'word '.repeat(200)}</p>`;
      blog.answers.set('/get-news', newsPage([post({ content: long })]));
      const el = await render({ theme: 'list' });
      const text = $(el, '[part="content"]')!.textContent!;
      expect(text.length).to.be.at.most(LIST_THEME_CONTENT_CHARS);
      expect(text.length).to.be.greaterThan(250);
      expect(text.endsWith('…')).to.equal(true);
      expect($(el, '[part="content"]')!.querySelector('p')).to.equal(null);
    });

    it('colours: color_1 card, color_2 title, color_3 text, color_4 details, color_5 button with readable text', async () => {
      blog.answers.set('/get-news', newsPage([post()]));
      const el = await render({ card: { colors: FIVE_COLOURS } });
      expectFiveColours(el);
    });

    it('applies the text styles and the button position', async () => {
      blog.answers.set('/get-news', newsPage([post()]));
      const el = await render({
        card: {
          config: { buttonPosition: 'right' },
          styles: { title: { size: 31, weight: '300', color: '#aa0000' }, button: { size: '18px' } },
        },
      });
      const title = getComputedStyle($(el, '[part="title"]')!);
      expect(title.fontSize).to.equal('31px');
      expect(title.fontWeight).to.equal('300');
      expect(title.color).to.equal('rgb(170, 0, 0)');
      expect(getComputedStyle($(el, '[part="button"]')!).fontSize).to.equal('18px');
      expect(getComputedStyle($(el, '.more')!).justifyContent).to.equal('flex-end');
    });

    it('in the editor, article links point to #', async () => {
      location.hash = '#/editor/7';
      blog.answers.set('/get-news', newsPage([post()]));
      const el = await render({});
      expect($(el, '[part="title-link"]')!.getAttribute('href')).to.equal('#');
      expect($(el, '[part="button"]')!.getAttribute('href')).to.equal('#');
    });
  });

  describe('posts not readable yet', () => {
    const NOW = Date.UTC(2026, 4, 1, 8, 0, 0);
    fakeTimersEachTest({ now: NOW, toFake: ['Date'] });

    it('a Dripping post shows now + its seconds in the preview format, greyed, without read-more, its link disabled', async () => {
      blog.answers.set(
        '/get-news',
        newsPage([post({ date_cycle: 'Dripping', dripping_total_seconds: 3 * 86400, title: 'Drip' })]),
      );
      const el = await render({});
      const projected = new Date(NOW + 3 * 86400 * 1000);
      expect($(el, '[part="date"]')!.textContent).to.equal(formatDate(projected, 'DD/MM/YYYY'));
      expect($(el, '[part="article"]')!.classList.contains('locked')).to.equal(true);
      expect(getComputedStyle($(el, '[part="thumbnail"]')!).filter).to.contain('grayscale');
      expect($(el, '[part="button"]')).to.equal(null);
      expect($(el, '[part="badge"]')!.textContent).to.equal('Coming soon');
      const link = $(el, '[part="title-link"]')!;
      expect(link.getAttribute('href')).to.equal('#');
      expect(link.getAttribute('aria-disabled')).to.equal('true');
    });

    it('a Scheduled post shows its date in the preview format and its link is disabled; once the date passed it is a normal post', async () => {
      blog.answers.set(
        '/get-news',
        newsPage([
          post({ date_cycle: 'Scheduled', scheduled_date: '2026-06-01 10:00:00', url: 'later' }),
          post({ date_cycle: 'Scheduled', scheduled_date: '2026-04-01 10:00:00', url: 'earlier' }),
        ]),
      );
      const el = await render({});
      const [later, earlier] = $$(el, '[part="article"]');
      const at = new Date(Date.UTC(2026, 5, 1, 10));
      expect(later!.querySelector('[part="date"]')!.textContent).to.equal(formatDate(at, 'DD/MM/YYYY'));
      expect(later!.querySelector('[part="title-link"]')!.getAttribute('href')).to.equal('#');
      expect(earlier!.querySelector('[part="title-link"]')!.getAttribute('href')).to.equal('/blog/earlier');
      expect(earlier!.querySelector('[part="date"]')!.textContent).to.match(/^2026-04-0[12]$/);
    });

    it('honours pre_show_* (hidden from the list) and pre_block_*_url (where its link leads)', async () => {
      blog.answers.set('/get-key', {
        ...VIEW_CONFIG,
        pre_show_dripping: false,
        pre_block_scheduled_url: 'https://shop.example/unlock',
      });
      blog.answers.set(
        '/get-news',
        newsPage([
          post({ date_cycle: 'Dripping', dripping_total_seconds: 60, title: 'Hidden drip' }),
          post({ date_cycle: 'Scheduled', scheduled_date: '2027-01-01 00:00:00', title: 'Blocked' }),
          post({ title: 'Normal' }),
        ]),
      );
      const el = await render({});
      expect(titles(el)).to.deep.equal(['Blocked', 'Normal']);
      expect($(el, '[part="title-link"]')!.getAttribute('href')).to.equal('https://shop.example/unlock');
      expect($(el, '[part="title-link"]')!.hasAttribute('aria-disabled')).to.equal(false);
    });
  });

  describe('layout', () => {
    const boxes = (el: HTMLElement) => $$(el, '[part="article"]').map((a) => a.getBoundingClientRect());
    const six = () => blog.answers.set('/get-news', newsPage(Array.from({ length: 6 }, () => post())));

    it('puts columns (3 by default) articles in a row, one on mobile', async () => {
      six();
      const el = await render({ maxWidth: '900px' });
      const [a, b, c, d] = boxes(el);
      expect(Math.round(a!.top)).to.equal(Math.round(b!.top));
      expect(Math.round(a!.top)).to.equal(Math.round(c!.top));
      expect(d!.top).to.be.greaterThan(a!.top);
      const two = boxes(await render({ columns: 2, maxWidth: '900px' }));
      expect(Math.round(two[0]!.top)).to.equal(Math.round(two[1]!.top));
      expect(two[2]!.top).to.be.greaterThan(two[0]!.top);
      device.value = 'mobile';
      const mobile = boxes(await render({ columns: 3, headline: 'last-column', maxWidth: '900px' }));
      expect(mobile[1]!.top).to.be.greaterThan(mobile[0]!.top);
      expect(Math.round(mobile[0]!.width)).to.equal(Math.round(mobile[1]!.width));
    });

    it('headline layouts give the first 1, 2, 3 or 4 articles the full, half, third or quarter width', async () => {
      six();
      for (const [headline, count] of [
        ['1-100', 1],
        ['2-50', 2],
        ['3-33', 3],
        ['4-25', 4],
      ] as const) {
        const el = await render({ headline, columns: 3, maxWidth: '960px', card: { sizes: { gap: 20 } } });
        const list = $(el, '[part="articles"]')!.getBoundingClientRect().width;
        const width = (perRowCount: number) => (list - 20 * (perRowCount - 1)) / perRowCount;
        const all = boxes(el);
        for (let i = 0; i < count; i++) expect(Math.abs(all[i]!.width - width(count)), `${headline} #${i}`).to.be.below(1.5);
        expect(Math.round(all[count - 1]!.top), `${headline}: one row`).to.equal(Math.round(all[0]!.top));
        expect(Math.abs(all[count]!.width - width(3)), `${headline}: then columns`).to.be.below(1.5);
        expect(all[count]!.top, `${headline}: then a new row`).to.be.greaterThan(all[0]!.top);
      }
      expect(perRow(0, 3, 'none')).to.equal(3);
      expect(perRow(1, 3, '2-50')).to.equal(2);
      expect(perRow(2, 3, '2-50')).to.equal(3);
    });

    it('last-column moves the first article to the last column', async () => {
      six();
      const el = await render({ headline: 'last-column', columns: 3, maxWidth: '960px' });
      const [first, second, third] = boxes(el);
      expect(Math.round(first!.top)).to.equal(Math.round(second!.top));
      expect(first!.left).to.be.greaterThan(third!.left);
      expect(second!.left).to.be.below(third!.left);
      expect(Math.round(third!.top)).to.equal(Math.round(first!.top));
      expect(flowOrder(0, 3, 'last-column')).to.equal(1);
      expect(flowOrder(3, 3, 'last-column')).to.equal(2);
      expect(flowOrder(0, 3, 'none')).to.equal(0);
    });
  });
});
