import { expect } from '@open-wc/testing';
import { formatDate } from '../../src/blog/dates.js';
import { clearSession, storeLogin } from '../../src/session/index.js';
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
import { blogLoadingContract } from '../../test/browser/blog-loading.js';
import { fakeBlog, listPost as post, VIEW_CONFIG, type FakeBlog } from '../../test/fakes/blog.js';
import './blog-post.element.js';
import { fakeTimersEachTest } from '../../test/browser/clock.js';

async function render(config: Record<string, unknown>): Promise<HTMLElement> {
  const el = await mount('weft-blog-post', config, { ready: '[part="base"]' });
  await until(() => $(el, '[part="article"], [part="empty"]'), 'the article to load');
  return el;
}

const ARTICLE = {
  id: 7,
  url: 'tea-time',
  title: 'Tea time',
  content:
    '<h3>Brewing</h3><p>Steep for <em>four</em> minutes.</p><script>window.blogPostPwned=1</script><img src="data:," onerror="window.blogPostPwned=1">',
  thumbnail: 'https://picsum.photos/id/30/800/500',
  scheduled_date: '2026-03-10 12:00:00',
  categories: [
    { id: 1, name: 'Recipes', slug: 'recipes' },
    { id: 2, name: 'Guides', slug: 'guides' },
  ],
  author: { name: 'Ana Lima', slug: 'ana-lima' },
};

describe('weft-blog-post', () => {
  let blog: FakeBlog;
  beforeEach(() => {
    clearSession();
    blog = fakeBlog();
    blog.answers.set('/get-new/7', post(ARTICLE));
  });
  afterEach(async () => {
    blog.restore();
    clearSession();
    location.hash = '';
    await resetLanguage();
  });

  it('is accessible: an article, a members-only wall, a coming-soon article and the empty state', async () => {
    blog.answers.set('/get-new/7', post({ ...ARTICLE, content: '<h3>Brewing</h3><p>Steep for <em>four</em> minutes.</p>' }));
    await expectAccessible(await render({ selectedArticle: 7, colors: { color_1: '#f4f1ea', color_5: '#1d3557' } }));
    blog.answers.set('/get-new/8', post({ id: 8, is_capture: 1, content: '', message_capture: '<p>For <b>members</b>.</p>' }));
    await expectAccessible(await render({ selectedArticle: 8 }));
    blog.answers.set('/get-new/9', post({ id: 9, date_cycle: 'Dripping', dripping_total_seconds: 600 }));
    await expectAccessible(await render({ selectedArticle: 9 }));
    await expectAccessible(await render({}));
  });

  it('shows the empty state without a selected article, asking nothing', async () => {
    const el = await render({});
    expect($(el, '[part="empty"]')!.textContent).to.equal('No articles to show yet.');
    expect(blog.calls.filter((c) => c.path.startsWith('/get-new'))).to.have.length(0);
  });

  it('asks nothing for a selectedArticle that is no id, and says so once', async () => {
    const errors = captureErrors();
    try {
      const el = await render({ selectedArticle: '<img src=x onerror=alert(1)>' });
      expect($(el, '[part="empty"]')).to.not.equal(null);
      await settle();
      expect(blog.calls.filter((c) => c.path.startsWith('/get-new'))).to.have.length(0);
      expect(errors.messages.filter((m) => m.includes('is not an article id'))).to.have.length(1);
    } finally {
      errors.restore();
    }
    expect($(await render({ selectedArticle: '7' }), '[part="title"]')!.textContent).to.equal('Tea time');
  });

  blogLoadingContract(() => blog, {
    tag: 'weft-blog-post',
    config: { selectedArticle: 7 },
    loaded: '[part="article"]',
    failing: '/get-new/7',
    empty: { selector: '[part="empty"]', text: 'No articles to show yet.' },
  });

  it('shows picture, title linked to its post page, date, author, category links and the whole sanitised text', async () => {
    const el = await render({ selectedArticle: 7, dateFormat: 'DD MMM YYYY' });
    await settle();
    expect($(el, '[part="thumbnail"] img')!.getAttribute('src')).to.equal(ARTICLE.thumbnail);
    expect($(el, '[part="title-link"]')!.getAttribute('href')).to.equal('/blog/tea-time');
    const at = new Date(Date.UTC(2026, 2, 10, 12));
    expect($(el, '[part="date"]')!.textContent).to.equal(formatDate(at, 'DD MMM YYYY'));
    expect($(el, '[part="author"]')!.textContent).to.equal('By Ana Lima');
    expect($$(el, '[part="categories"] a').map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Recipes', '/c/recipes'],
      ['Guides', '/c/guides'],
    ]);
    const content = $(el, '[part="content"]')!;
    expect(content.querySelector('h3')!.textContent).to.equal('Brewing');
    expect(content.querySelector('em')!.textContent).to.equal('four');
    expect(content.querySelector('script')).to.equal(null);
    expect(content.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    expect((window as { blogPostPwned?: number }).blogPostPwned).to.equal(undefined);
    const more = $(el, '[part="button"]')!;
    expect(more.getAttribute('href')).to.equal('/blog/tea-time');
    expect(more.textContent).to.equal('Read More: Tea time');
  });

  it('shows each piece only with its show flag, and readMoreText on the button', async () => {
    const none = await render({
      selectedArticle: 7,
      show: { thumbnail: false, title: false, author: false, categories: false, date: false, content: false, button: false },
    });
    for (const part of ['thumbnail', 'title', 'author', 'categories', 'date', 'content', 'button']) {
      expect($(none, `[part="${part}"]`), part).to.equal(null);
    }
    const custom = await render({ selectedArticle: 7, readMoreText: 'Open the recipe' });
    expect($(custom, '[part="button"]')!.textContent).to.equal('Open the recipe: Tea time');
  });

  it('a restricted article shows its capture message and the login and register ways to visitors, its text to members', async () => {
    blog.answers.set('/get-new/8', () =>
      post({
        id: 8,
        url: 'deep-dive',
        is_capture: 1,
        content: localStorage.getItem('login-user-token') ? '<p>The members text.</p>' : '',
        message_capture: '<p>For <b>members</b>.</p>',
      }),
    );
    const el = await render({ selectedArticle: 8 });
    expect($(el, '[part="content"]')).to.equal(null);
    expect($(el, '[part="wall"] b')!.textContent).to.equal('members');
    expect($(el, '[part~="login"]')!.getAttribute('href')).to.equal('/blog-login?post=%2Fblog%2Fdeep-dive');
    expect($(el, '[part~="register"]')!.getAttribute('href')).to.equal('/blog-login?post=%2Fblog%2Fdeep-dive&form=register');
    expect($(el, '[part~="login"]')!.textContent).to.equal('Login');
    // Login and register are the ways on; the read-more would only lead to the same wall.
    expect($(el, '[part="button"]')).to.equal(null);
    storeLogin({ user: { name: 'Demo', email: 'demo@weft.example' }, token: 'tok-1', token_md5: 'm', token_hash: 'h' });
    await until(() => $(el, '[part="content"]')?.textContent === 'The members text.', 'the members text');
    expect($(el, '[part="wall"]')).to.equal(null);
    expect($(el, '[part="button"]')).to.not.equal(null);
    expect(blog.of('/get-new/8')).to.have.length(2);
  });

  it('a restricted article without its own message says so in the visitor language', async () => {
    blog.answers.set('/get-new/8', post({ id: 8, is_capture: 1, content: '', message_capture: '' }));
    await setLanguage('fr_FR');
    const el = await render({ selectedArticle: 8 });
    expect($(el, '[part="wall"]')!.textContent).to.contain('réservé aux membres');
    expect($(el, '[part~="register"]')!.textContent).to.not.equal('Register');
  });

  describe('not readable yet', () => {
    const NOW = Date.UTC(2026, 4, 1, 8, 0, 0);
    fakeTimersEachTest({ now: NOW, toFake: ['Date'] });

    it('a Dripping article shows its projected date in the preview format, greyed, without text or read-more', async () => {
      blog.answers.set('/get-new/9', post({ id: 9, date_cycle: 'Dripping', dripping_total_seconds: 86400, content: '' }));
      const el = await render({ selectedArticle: 9 });
      const at = new Date(NOW + 86400_000);
      expect($(el, '[part="date"]')!.textContent).to.equal(formatDate(at, VIEW_CONFIG.date_format_preview_news));
      expect($(el, '[part="badge"]')!.textContent).to.equal('Coming soon');
      expect($(el, '[part="content"]')).to.equal(null);
      expect($(el, '[part="button"]')).to.equal(null);
      expect($(el, '[part="title-link"]')!.getAttribute('href')).to.equal('#');
      expect($(el, '[part="title-link"]')!.getAttribute('aria-disabled')).to.equal('true');
    });

    it('honours pre_block_scheduled_url and pre_show_dripping of the view config', async () => {
      blog.answers.set('/get-key', {
        ...VIEW_CONFIG,
        pre_show_dripping: 0,
        pre_block_scheduled_url: 'https://shop.example/wait',
      });
      blog.answers.set('/get-new/10', post({ id: 10, date_cycle: 'Scheduled', scheduled_date: '2027-01-01 00:00:00' }));
      const scheduled = await render({ selectedArticle: 10 });
      expect($(scheduled, '[part="title-link"]')!.getAttribute('href')).to.equal('https://shop.example/wait');
      blog.answers.set('/get-new/9', post({ id: 9, date_cycle: 'Dripping', dripping_total_seconds: 60 }));
      const dripping = await render({ selectedArticle: 9 });
      expect($(dripping, '[part="empty"]')).to.not.equal(null);
    });
  });

  it('in the editor, its links point to #', async () => {
    location.hash = '#/editor/3';
    const el = await render({ selectedArticle: 7 });
    expect($(el, '[part="title-link"]')!.getAttribute('href')).to.equal('#');
    expect($$(el, '[part="categories"] a').every((a) => a.getAttribute('href') === '#')).to.equal(true);
  });

  it('colours: color_1 background, color_2 title, color_3 text, color_4 details, color_5 button', async () => {
    const el = await render({
      selectedArticle: 7,
      colors: FIVE_COLOURS,
      styles: { title: { size: 40 } },
    });
    expectFiveColours(el);
    expect(getComputedStyle($(el, '[part="title"]')!).fontSize).to.equal('40px');
  });
});
