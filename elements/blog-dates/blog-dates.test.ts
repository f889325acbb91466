import { expect } from '@open-wc/testing';
import { formatDate } from '../../src/blog/dates.js';
import { $, $$, expectAccessible, mount, resetLanguage, setLanguage, shadow, until } from '../../test/browser/helpers.js';
import { blogLoadingContract } from '../../test/browser/blog-loading.js';
import { fakeBlog, newsPage, listPost as post, VIEW_CONFIG, type FakeBlog } from '../../test/fakes/blog.js';
import './blog-dates.element.js';
import { fakeTimersEachTest } from '../../test/browser/clock.js';

async function render(config: Record<string, unknown>, id = ''): Promise<HTMLElement> {
  const el = await mount('weft-blog-dates', config, { id, ready: '[part~="base"]' });
  await until(() => $(el, '[part="months"], [part="entries"], [part="empty"]'), 'the list to load');
  return el;
}
const months = (el: HTMLElement) => $$(el, '[part="month-toggle"]').map((b) => b.querySelector('.month-label')!.textContent);
const toggles = (el: HTMLElement) => $$(el, '[part="month-toggle"]');
const visibleTitles = (el: HTMLElement) =>
  $$(el, '[part="entry"] [part="link"]')
    .filter((a) => a.getClientRects().length > 0)
    .map((a) => a.textContent);

const POSTS = () => [
  post({ title: 'Tenth of March', url: 'march-10', scheduled_date: '2026-03-10 12:00:00' }),
  post({ title: 'Second of March', url: 'march-2', scheduled_date: '2026-03-02 12:00:00' }),
  post({ title: 'February', url: 'feb', scheduled_date: '2026-02-20 12:00:00' }),
  post({ title: 'January', url: 'jan', scheduled_date: '2026-01-05 12:00:00' }),
];

describe('weft-blog-dates', () => {
  let blog: FakeBlog;
  beforeEach(() => {
    blog = fakeBlog();
    blog.answers.set('/get-news', newsPage(POSTS()));
  });
  afterEach(async () => {
    blog.restore();
    location.hash = '';
    await resetLanguage();
  });

  it('is accessible: by month, flat, without a heading, and empty', async () => {
    await expectAccessible(await render({}));
    await expectAccessible(await render({ groupByMonth: false, dateColor: '#5c6770' }));
    await expectAccessible(await render({ showTitle: false }));
    blog.answers.set('/get-news', newsPage([]));
    await expectAccessible(await render({}));
  });

  it('asks GET /get-news for the latest amount (10) articles with the stored UTC time', async () => {
    await render({});
    expect(blog.of('/get-news')[0]!.query).to.include({ perpage: '10', page: '1' });
    expect(blog.of('/get-news')[0]!.query['utc_time']).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await render({ amount: 3 });
    expect(blog.of('/get-news')[1]!.query).to.include({ perpage: '3' });
  });

  it('groups the articles by month, the latest open; a month opens and closes with its button', async () => {
    const el = await render({});
    expect(months(el)).to.deep.equal(['March 2026', 'February 2026', 'January 2026']);
    expect(toggles(el).map((b) => b.getAttribute('aria-expanded'))).to.deep.equal(['true', 'false', 'false']);
    expect(visibleTitles(el)).to.deep.equal(['Tenth of March', 'Second of March']);
    const february = toggles(el)[1]!;
    expect(shadow(el).getElementById(february.getAttribute('aria-controls')!)!.hidden).to.equal(true);
    february.click();
    await until(() => february.getAttribute('aria-expanded') === 'true');
    expect(visibleTitles(el)).to.deep.equal(['Tenth of March', 'Second of March', 'February']);
    toggles(el)[0]!.click();
    await until(() => toggles(el)[0]!.getAttribute('aria-expanded') === 'false');
    expect(visibleTitles(el)).to.deep.equal(['February']);
  });

  it('names months in the visitor language', async () => {
    await setLanguage('fr_FR');
    const el = await render({});
    expect(months(el)[0]).to.equal('mars 2026');
    expect($(el, '[part="title"]')!.textContent).to.equal('Archives');
  });

  it('lists them flat without groupByMonth, each dated in dateFormat and linked to its post page', async () => {
    const el = await render({ groupByMonth: false, dateFormat: 'DD/MM/YYYY' });
    expect($(el, '[part="months"]')).to.equal(null);
    expect(visibleTitles(el)).to.deep.equal(['Tenth of March', 'Second of March', 'February', 'January']);
    const first = $(el, '[part="entry"]')!;
    const at = new Date(Date.UTC(2026, 2, 10, 12));
    expect(first.querySelector('[part="date"]')!.textContent).to.equal(formatDate(at, 'DD/MM/YYYY'));
    expect(first.querySelector('[part="date"]')!.getAttribute('datetime')).to.equal(at.toISOString());
    expect(first.querySelector('[part="link"]')!.getAttribute('href')).to.equal('/blog/march-10');
  });

  it('takes its own title, or none (the list then named by the translated one)', async () => {
    expect($(await render({ title: 'Past posts' }), '[part="title"]')!.textContent).to.equal('Past posts');
    const bare = await render({ showTitle: false });
    expect($(bare, '[part="title"]')).to.equal(null);
    expect($(bare, 'nav')!.getAttribute('aria-label')).to.equal('Archive');
  });

  describe('articles not readable yet', () => {
    const NOW = Date.UTC(2026, 2, 20, 12, 0, 0);
    fakeTimersEachTest({ now: NOW, toFake: ['Date'] });

    it('a Dripping one is dated now + its seconds in the preview format, in that month, coming soon and not linked', async () => {
      blog.answers.set(
        '/get-news',
        newsPage([post({ title: 'Drip', date_cycle: 'Dripping', dripping_total_seconds: 20 * 86400 }), ...POSTS()]),
      );
      const el = await render({});
      expect(months(el)).to.deep.equal(['April 2026', 'March 2026', 'February 2026', 'January 2026']);
      const drip = $(el, '[part="entry"]')!;
      const at = new Date(NOW + 20 * 86400_000);
      expect(drip.querySelector('[part="date"]')!.textContent).to.equal(formatDate(at, VIEW_CONFIG.date_format_preview_news));
      expect(drip.querySelector('[part="badge"]')!.textContent).to.equal('Coming soon');
      expect(drip.querySelector('[part="link"]')!.getAttribute('href')).to.equal('#');
      expect(drip.querySelector('[part="link"]')!.getAttribute('aria-disabled')).to.equal('true');
    });

    it('honours pre_show_scheduled and pre_block_dripping_url', async () => {
      blog.answers.set('/get-key', { ...VIEW_CONFIG, pre_show_scheduled: false, pre_block_dripping_url: '/join' });
      blog.answers.set(
        '/get-news',
        newsPage([
          post({ title: 'Later', date_cycle: 'Scheduled', scheduled_date: '2026-05-01 10:00:00' }),
          post({ title: 'Drip', date_cycle: 'Dripping', dripping_total_seconds: 60 }),
        ]),
      );
      const el = await render({ groupByMonth: false });
      expect(visibleTitles(el)).to.deep.equal(['Drip']);
      expect($(el, '[part="link"]')!.getAttribute('href')).to.equal(`${location.origin}/join`);
    });
  });

  blogLoadingContract(() => blog, {
    tag: 'weft-blog-dates',
    config: {},
    loaded: '[part="months"]',
    failing: '/get-news',
    empty: { selector: '[part="empty"]', text: 'No articles to show yet.' },
  });

  it('in the editor, its links point to #', async () => {
    location.hash = '#/editor/1';
    const el = await render({ groupByMonth: false });
    expect($$(el, '[part="link"]').every((a) => a.getAttribute('href') === '#')).to.equal(true);
  });

  it('colours dates with dateColor and applies the text styles', async () => {
    const el = await render({ dateColor: '#aa0000', textStyle: { size: 18, color: '#112233' }, titleStyle: { size: 30 } });
    expect(getComputedStyle($(el, '[part="date"]')!).color).to.equal('rgb(170, 0, 0)');
    expect(getComputedStyle($(el, '[part="link"]')!).fontSize).to.equal('18px');
    expect(getComputedStyle($(el, '[part="link"]')!).color).to.equal('rgb(17, 34, 51)');
    expect(getComputedStyle($(el, '[part="title"]')!).fontSize).to.equal('30px');
  });
});
