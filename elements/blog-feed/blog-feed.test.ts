import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { resetBlogCacheForTests } from '../../src/blog/settings.js';
import { utcTimeKey } from '../../src/blog/state.js';
import { formatDate, parseServiceDate } from '../../src/blog/dates.js';
import { setFetchForTests } from '../../src/http/index.js';
import { provideSiteData } from '../../src/base/data.js';
import { local } from '../../src/util/storage.js';
import { captureErrors, expectAccessible, mount, resetLanguage, setLanguage, shadow, until } from '../../test/browser/helpers.js';
import { cut } from '../../src/blog/ui.js';
import { fakeBlog as fakeBlogService, listPost, type BlogCall } from '../../test/fakes/blog.js';
import { alternate, perPageOf } from './blog-feed.js';
import './blog-feed.element.js';

/* ------------------------------------------------------------------ a stand-in blog service */

let serial = 0;
/** A post of the feed as the blog service sends it; `over` replaces any field. */
function post(over: Record<string, unknown> = {}): Record<string, unknown> {
  serial++;
  return listPost({ thumbnail: `https://images.example/${serial}.png`, dripping_total_seconds: 0, is_capture: 0, ...over });
}

const VIEW = {
  key: 'feed-key',
  pre_show_dripping: 1,
  pre_block_dripping_url: '',
  pre_show_scheduled: 1,
  pre_block_scheduled_url: '',
  date_format_preview_news: 'DD/MM/YYYY',
};

type Call = BlogCall;

/** The fake blog service with /get-key answering VIEW and /get-news `news` (a function of the call, or a status to fail with). */
function fakeBlog(news: ((call: Call) => unknown) | number) {
  const blog = fakeBlogService();
  blog.answers.set('/get-key', VIEW);
  if (typeof news === 'number') blog.failing.set('/get-news', news);
  else blog.answers.set('/get-news', news);
  return { calls: blog.calls, news: () => blog.of('/get-news') };
}

/** `count` posts on page `page` of `last`. */
const pageOf = (posts: Array<Record<string, unknown>>, page = 1, last = 1) => ({
  data: posts,
  current_page: page,
  last_page: last,
});

const render = (config: Record<string, unknown> = {}) =>
  mount('weft-blog-feed', config, { ready: '[part~="post"], [part="empty"]' });
const root = (el: Element) => shadow(el);
const texts = (el: Element, selector: string) => [...root(el).querySelectorAll(selector)].map((n) => n.textContent?.trim() ?? '');

let start = '';
beforeEach(() => {
  start = location.pathname + location.search;
  resetBlogCacheForTests();
  provideSiteData({ website_id: 'c2l0ZS0x', pages: [{ id: 14, url: 'blog', is_blog: true }] });
});
afterEach(() => {
  history.replaceState(null, '', start);
  setFetchForTests(null);
  provideSiteData(undefined);
  local.remove(utcTimeKey('feed-key'));
});

describe('weft-blog-feed', () => {
  describe('themes', () => {
    const mixed = () => [
      post({ title: 'Open post' }),
      post({ title: 'Drip post', date_cycle: 'Dripping', dripping_total_seconds: 3600 }),
      post({ title: 'Later post', date_cycle: 'Scheduled', scheduled_date: '2099-01-01 10:00:00', thumbnail: '' }),
      post({ title: 'Fourth post' }),
    ];
    for (const theme of [1, 2, 3, 4, 5, 6]) {
      it(`theme ${theme} is accessible with readable, Dripping and Scheduled posts and a pager`, async () => {
        fakeBlog(() => pageOf(mixed(), 2, 6));
        const el = await render({ theme });
        expect(root(el).querySelector('.base')!.classList.contains(`theme-${theme}`)).to.equal(true);
        expect(root(el).querySelectorAll('[part~="post"]').length).to.equal(4);
        await expectAccessible(el);
      });
    }

    it('theme 2 is always the alternate card, theme 3 alternates on even cards', async () => {
      expect([0, 1, 2, 3].map((i) => alternate('2', i))).to.deep.equal([true, true, true, true]);
      expect([0, 1, 2, 3].map((i) => alternate('3', i))).to.deep.equal([false, true, false, true]);
      expect(alternate('1', 1)).to.equal(false);
      fakeBlog(() => pageOf([post(), post(), post()]));
      const el = await render({ theme: 3, width: 900 });
      const cards = [...root(el).querySelectorAll('.card')].map((c) => getComputedStyle(c).flexDirection);
      expect(cards).to.deep.equal(['row', 'row-reverse', 'row']);
    });

    it('an unknown theme logs one error and shows theme 1', async () => {
      fakeBlog(() => pageOf([post()]));
      const errors = captureErrors();
      try {
        const el = await render({ theme: 9 });
        expect(root(el).querySelector('.base')!.classList.contains('theme-1')).to.equal(true);
      } finally {
        errors.restore();
      }
      expect(errors.messages.filter((m) => m.includes('weft-blog-feed')).length).to.equal(1);
    });
  });

  describe('posts', () => {
    it('shows title, details, preview and a read-more link to /{post url}', async () => {
      fakeBlog(() =>
        pageOf([
          post({
            title: 'Hello world',
            url: 'hello-world',
            categories: [
              { id: 1, name: 'Design', slug: 'design' },
              { id: 2, name: 'News', slug: 'news' },
            ],
          }),
        ]),
      );
      const el = await render({ textReadMore: 'Continue' });
      expect(texts(el, '[part="title"]')).to.deep.equal(['Hello world']);
      expect(root(el).querySelector<HTMLAnchorElement>('[part="title"] a')!.getAttribute('href')).to.equal('/hello-world');
      const more = root(el).querySelector<HTMLAnchorElement>('[part="read-more"]')!;
      expect(more.getAttribute('href')).to.equal('/hello-world');
      expect(more.textContent).to.equal('Continue: Hello world');
      expect(root(el).querySelector('[part="author"] a')!.getAttribute('href')).to.equal('/a/ana-lima');
      expect([...root(el).querySelectorAll('[part="categories"] a')].map((a) => a.getAttribute('href'))).to.deep.equal([
        '/c/design',
        '/c/news',
      ]);
    });

    it("'Read More' in the visitor's language when textReadMore is empty", async () => {
      fakeBlog(() => pageOf([post({ title: 'T' })]));
      await setLanguage('fr_FR');
      try {
        const el = await render({});
        await until(() => root(el).querySelector('[part="read-more"]')?.textContent !== 'Read More: T');
        expect(root(el).querySelector('[part="read-more"]')!.textContent).to.equal('Lire la suite: T');
      } finally {
        await resetLanguage();
      }
    });

    it('cuts the preview text to 250 (card themes), 500 (grids) and 300 (hexagon) characters', async () => {
      const long = `<p>${'word '.repeat(400)}</p>`;
      for (const [theme, max] of [
        [1, 250],
        [3, 250],
        [4, 500],
        [5, 500],
        [6, 300],
      ] as const) {
        resetBlogCacheForTests();
        fakeBlog(() => pageOf([post({ content: long })]));
        const el = await render({ theme });
        const text = root(el).querySelector('[part="preview"]')!.textContent!;
        expect(text.length, `theme ${theme}`).to.be.at.most(max);
        expect(text.length, `theme ${theme}`).to.be.above(max - 10);
        expect(text.endsWith('…')).to.equal(true);
        el.remove();
      }
      expect(cut('short', 250)).to.equal('short');
    });

    it('draws the post HTML as text only: no markup, nothing runs', async () => {
      (window as { feedPwned?: boolean }).feedPwned = false;
      fakeBlog(() =>
        pageOf([
          post({
            content: '<p>Safe <b>text</b><img src=x onerror="window.feedPwned=true"><script>window.feedPwned=true</script></p>',
          }),
        ]),
      );
      const el = await render({});
      const preview = root(el).querySelector('[part="preview"]')!;
      expect(preview.textContent).to.equal('Safe text');
      resetBlogCacheForTests();
      fakeBlog(() => pageOf([post({ content: '<p>One.</p><p>Two<br>three <b>f</b>our</p>' })]));
      const blocks = await render({});
      expect(texts(blocks, '[part="preview"]'), 'blocks keep their words apart').to.deep.equal(['One. Two three four']);
      expect(preview.children.length).to.equal(0);
      expect((window as { feedPwned?: boolean }).feedPwned).to.equal(false);
    });

    it('a missing thumbnail shows the placeholder; a javascript: one too', async () => {
      fakeBlog(() => pageOf([post({ thumbnail: '' }), post({ thumbnail: 'javascript:alert(1)' }), post()]));
      const el = await render({});
      const thumbs = [...root(el).querySelectorAll('[part="thumbnail"]')];
      expect(
        thumbs.map((t) => (t.querySelector('img') ? 'img' : t.querySelector('[part="placeholder"]') ? 'placeholder' : '')),
      ).to.deep.equal(['placeholder', 'placeholder', 'img']);
    });
  });

  describe('dates', () => {
    let clock: sinon.SinonFakeTimers | undefined;
    afterEach(() => clock?.restore());

    it('a normal post shows its scheduled date as the service writes it (UTC) in any zone, in dateFormat', async () => {
      // A visitor on Kiritimati (UTC+14): the server drew the 10th, and so does the browser.
      const zone = sinon.stub(Date.prototype, 'getTimezoneOffset').returns(-14 * 60);
      try {
        fakeBlog(() => pageOf([post({ scheduled_date: '2026-03-10 23:30:00' })]));
        const el = await render({ dateFormat: 'YYYY-MM-DD HH:mm' });
        expect(texts(el, '[part="date"]')).to.deep.equal(['2026-03-10 23:30']);
        expect(root(el).querySelector('time')!.getAttribute('datetime')).to.equal('2026-03-10T23:30:00.000Z');
        const plain = await render({});
        expect(texts(plain, '[part="date"]')).to.deep.equal(['2026-03-10']);
      } finally {
        zone.restore();
      }
    });

    it('a Dripping post shows now + its seconds in the preview format and is not readable; greyed in theme 1', async () => {
      clock = sinon.useFakeTimers({ now: Date.UTC(2026, 4, 1, 12, 0, 0), toFake: ['Date'] });
      fakeBlog(() => pageOf([post({ title: 'Drip', date_cycle: 'Dripping', dripping_total_seconds: 2 * 86400 })]));
      const el = await render({ theme: 1 });
      const at = new Date(Date.UTC(2026, 4, 3, 12, 0, 0));
      expect(texts(el, '[part="date"]')).to.deep.equal([formatDate(at, 'DD/MM/YYYY')]);
      expect(root(el).querySelector('[part="read-more"]')).to.equal(null);
      expect(root(el).querySelector('[part="title"] a')).to.equal(null);
      expect(root(el).querySelector('[part="coming-soon"]')!.textContent).to.equal('Coming soon');
      expect(getComputedStyle(root(el).querySelector('[part="thumbnail"] img')!).filter).to.contain('grayscale');
    });

    it('a Scheduled post shows its date in the preview format and is not readable; not greyed in other themes', async () => {
      fakeBlog(() => pageOf([post({ date_cycle: 'Scheduled', scheduled_date: '2099-07-01 10:00:00' })]));
      const el = await render({ theme: 4 });
      const at = parseServiceDate('2099-07-01 10:00:00')!;
      expect(texts(el, '[part="date"]')).to.deep.equal([formatDate(at, 'DD/MM/YYYY')]);
      expect(root(el).querySelector('[part="read-more"]')).to.equal(null);
      expect(getComputedStyle(root(el).querySelector('[part="thumbnail"] img')!).filter).to.equal('none');
    });
  });

  describe('loading', () => {
    it('asks /get-news for 8 posts per page when perPage is unset, with website_id and the stored utc_time', async () => {
      const blog = fakeBlog(() => pageOf([post()]));
      await render({ perPage: 0 });
      const call = blog.news()[0]!;
      expect(call.query['perpage']).to.equal('8');
      expect(call.query['page']).to.equal('1');
      expect(call.query['website_id']).to.equal('c2l0ZS0x');
      expect(call.query['utc_time']).to.equal(local.get(utcTimeKey('feed-key')));
      const other = fakeBlog(() => pageOf([post()]));
      await render({ perPage: 3 });
      expect(other.news()[0]!.query['perpage']).to.equal('3');
      expect(perPageOf(500)).to.equal(50);
    });

    it('reads its filter and page from the path: /c/{slug}, /a/{slug}/page/n, /s?query=', async () => {
      const blog = fakeBlog(() => pageOf([post()]));
      history.replaceState(null, '', '/c/design');
      await render({});
      expect(blog.news().at(-1)!.query).to.deep.include({ category: 'design', page: '1' });
      history.replaceState(null, '', '/a/ana-lima/page/2');
      await render({});
      expect(blog.news().at(-1)!.query).to.deep.include({ author: 'ana-lima', page: '2' });
      history.replaceState(null, '', '/s/page/3?query=red%20shoes');
      await render({});
      expect(blog.news().at(-1)!.query).to.deep.include({ search: 'red shoes', page: '3' });
    });

    it('follows an in-site navigation (weft-navigated) and Back (popstate) without being drawn again', async () => {
      const blog = fakeBlog((call) =>
        pageOf([post({ title: `Page ${call.query['page']} ${call.query['category'] ?? ''}`.trim() })], 1, 1),
      );
      history.replaceState(null, '', '/blog');
      const el = await render({});
      history.pushState(null, '', '/c/design');
      dispatchEvent(new Event('weft-navigated'));
      await until(() => texts(el, '[part="title"]')[0] === 'Page 1 design');
      history.replaceState(null, '', '/blog');
      dispatchEvent(new PopStateEvent('popstate'));
      await until(() => texts(el, '[part="title"]')[0] === 'Page 1');
      expect(blog.news().map((c) => c.query['category'] ?? '')).to.deep.equal(['', 'design', '']);
    });

    it('shows a spinner while loading', async () => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const calls: string[] = [];
      setFetchForTests(async (input) => {
        const url = new URL(new Request(input).url);
        calls.push(url.pathname);
        if (url.pathname.endsWith('/get-news')) await gate;
        const body = url.pathname.endsWith('/get-key') ? VIEW : pageOf([post()]);
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      });
      const el = await mount('weft-blog-feed', {}, { ready: '[part="loading"]' });
      expect(root(el).querySelector('[part="loading"]')!.getAttribute('role')).to.equal('status');
      expect(root(el).querySelector('[part="base"]')!.getAttribute('aria-busy')).to.equal('true');
      release();
      await until(() => root(el).querySelector('[part~="post"]'));
      expect(root(el).querySelector('[part="loading"]')).to.equal(null);
    });

    it('a failed call shows the empty state and logs one error naming the element; the page keeps working', async () => {
      fakeBlog(404);
      const errors = captureErrors();
      let el: HTMLElement;
      try {
        el = await mount('weft-blog-feed', {}, { id: 'news', ready: '[part="empty"]' });
      } finally {
        errors.restore();
      }
      expect(root(el).querySelector('[part="empty"]')!.textContent).to.equal('No articles to show yet.');
      expect(errors.messages.length).to.equal(1);
      expect(errors.messages[0]).to.contain('<weft-blog-feed id="news">');
      expect(root(el).querySelector('[part="pagination"]')).to.equal(null);
      // Another feed on the same page still loads.
      fakeBlog(() => pageOf([post({ title: 'Still here' })]));
      resetBlogCacheForTests();
      const other = await render({});
      expect(texts(other, '[part="title"]')).to.deep.equal(['Still here']);
    });

    it('a search that finds nothing says so', async () => {
      fakeBlog(() => pageOf([]));
      history.replaceState(null, '', '/s?query=zzz');
      const el = await render({});
      expect(root(el).querySelector('[part="empty"]')!.textContent).to.equal('No articles found on this blog');
    });

    it('pre_show_dripping off leaves Dripping posts out', async () => {
      setFetchForTests(async (input) => {
        const url = new URL(new Request(input).url);
        const body = url.pathname.endsWith('/get-key')
          ? { ...VIEW, pre_show_dripping: 0 }
          : pageOf([post({ title: 'Open' }), post({ title: 'Drip', date_cycle: 'Dripping', dripping_total_seconds: 60 })]);
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      });
      const el = await render({});
      expect(texts(el, '[part="title"]')).to.deep.equal(['Open']);
    });

    it('reads the reference backend: 8 posts and a pager', async () => {
      provideSiteData(null);
      const el = await render({ theme: 4 });
      await until(() => root(el).querySelectorAll('[part~="post"]').length === 8);
      expect(root(el).querySelector('[part="pagination"]')).to.not.equal(null);
      expect(texts(el, '[part="page-label"]')).to.deep.equal(['page: 1']);
    });
  });

  describe('pagination', () => {
    const pager = (el: Element) =>
      [...root(el).querySelectorAll('[part="pagination"] a')].map((a) => [a.textContent, a.getAttribute('href')]);

    it('page 1 of 10: numbers 1–5, Next and Last, no First or Previous, and page: 1', async () => {
      fakeBlog(() => pageOf([post()], 1, 10));
      history.replaceState(null, '', '/blog');
      const el = await render({});
      expect(pager(el)).to.deep.equal([
        ['1', '/blog'],
        ['2', '/blog/page/2'],
        ['3', '/blog/page/3'],
        ['4', '/blog/page/4'],
        ['5', '/blog/page/5'],
        ['Next', '/blog/page/2'],
        ['Last', '/blog/page/10'],
      ]);
      expect(root(el).querySelector('[aria-current="page"]')!.textContent).to.equal('1');
      expect(texts(el, '[part="page-label"]')).to.deep.equal(['page: 1']);
    });

    it('page 6 of 10: First, Previous, 4–8, Next, Last; the search query is kept', async () => {
      fakeBlog((call) => pageOf([post()], Number(call.query['page']), 10));
      history.replaceState(null, '', '/s/page/6?query=x');
      const el = await render({});
      expect(pager(el).map(([text]) => text)).to.deep.equal(['First', 'Previous', '4', '5', '6', '7', '8', 'Next', 'Last']);
      expect(pager(el)[0]![1]).to.equal('/s?query=x');
      expect(pager(el)[1]![1]).to.equal('/s/page/5?query=x');
      expect(texts(el, '[part="page-label"]')).to.deep.equal(['page: 6']);
    });

    it('page 3: no First yet; the last page: no Next or Last', async () => {
      fakeBlog((call) => pageOf([post()], Number(call.query['page']), 5));
      history.replaceState(null, '', '/page/3');
      const third = await render({});
      expect(pager(third).map(([text]) => text)).to.deep.equal(['Previous', '1', '2', '3', '4', '5', 'Next', 'Last']);
      history.replaceState(null, '', '/page/5');
      const last = await render({});
      expect(pager(last).map(([text]) => text)).to.deep.equal(['First', 'Previous', '1', '2', '3', '4', '5']);
    });

    it('is hidden with one page', async () => {
      fakeBlog(() => pageOf([post()], 1, 1));
      const el = await render({});
      expect(root(el).querySelector('[part="pagination"]')).to.equal(null);
    });

    it('off a site, page and category links are followed in place', async () => {
      const blog = fakeBlog((call) => pageOf([post({ title: `p${call.query['page']}` })], Number(call.query['page']), 3));
      const el = await render({});
      const before = location.href;
      [...root(el).querySelectorAll<HTMLAnchorElement>('[part="pagination"] a')].find((a) => a.textContent === '2')!.click();
      await until(() => texts(el, '[part="title"]')[0] === 'p2');
      root(el).querySelector<HTMLAnchorElement>('[part="categories"] a')!.click();
      await until(() => blog.news().at(-1)!.query['category'] === 'news');
      expect(location.href).to.equal(before);
    });
  });

  describe('settings', () => {
    it('applies the colours, card background and text styles', async () => {
      fakeBlog(() => pageOf([post()]));
      const el = await render({
        colorTitle: '#112233',
        colorSubTitle: '#223344',
        colorDetails: '#334455',
        colorReadMore: '#0000aa',
        colorReadMoreHover: '#aa0000',
        cardBgColor: '#fafafa',
        titleStyle: { size: 30, family: 'Georgia', weight: '400', style: 'italic', align: 'center' },
        contentStyle: { size: '18px', color: '#010101' },
      });
      const css = (part: string) => getComputedStyle(root(el).querySelector(`[part~="${part}"]`)!);
      expect(css('title').color).to.equal('rgb(17, 34, 51)');
      expect(css('title').fontSize).to.equal('30px');
      expect(css('title').fontStyle).to.equal('italic');
      expect(css('title').textAlign).to.equal('center');
      expect(css('title').fontFamily).to.contain('Georgia');
      expect(css('preview').color, "contentStyle's colour wins over colorSubTitle").to.equal('rgb(1, 1, 1)');
      expect(css('preview').fontSize).to.equal('18px');
      expect(css('details').color).to.equal('rgb(51, 68, 85)');
      expect(css('read-more').color).to.equal('rgb(0, 0, 170)');
      expect(css('card').backgroundColor).to.equal('rgb(250, 250, 250)');
      // The hover colour is the read-more link's colour under the pointer or focused.
      const more = root(el).querySelector<HTMLAnchorElement>('[part="read-more"]')!;
      expect(css('base').getPropertyValue('--feed-more-hover').replace(/\s/g, '')).to.equal('rgba(170,0,0,1)');
      await sendKeys({ press: 'Tab' });
      more.focus();
      expect(more.matches(':focus-visible')).to.equal(true);
      expect(getComputedStyle(more).color).to.equal('rgb(170, 0, 0)');
    });

    it('in the editor, links point to #', async () => {
      fakeBlog(() => pageOf([post()], 1, 3));
      history.replaceState(null, '', `${location.pathname}${location.search}#/editor/page`);
      try {
        const el = await render({});
        const hrefs = [...root(el).querySelectorAll('a')].map((a) => a.getAttribute('href'));
        expect(hrefs.length).to.be.above(3);
        expect(hrefs.every((h) => h === '#')).to.equal(true);
      } finally {
        history.replaceState(null, '', start);
      }
    });
  });
});
