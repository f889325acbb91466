import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import { expectAccessible, mount, resetLanguage, setLanguage, settle, shadow, until } from '../../test/browser/helpers.js';
import { expectAutoplayRound, expectFirstMoveAt } from '../../test/browser/carousel.js';
import { blogLoadingContract } from '../../test/browser/blog-loading.js';
import { fakeBlog, listPost as post, VIEW_CONFIG, type FakeBlog } from '../../test/fakes/blog.js';
import { slideHref } from './news-slider.js';
import './news-slider.element.js';

const root = (el: HTMLElement) => shadow(el);
const $ = (el: HTMLElement, selector: string) => root(el).querySelector<HTMLElement>(selector);
const $$ = (el: HTMLElement, selector: string) => Array.from(root(el).querySelectorAll<HTMLElement>(selector));
/** Rendered and loaded: the carousel, or the empty state. */
async function render(config: Record<string, unknown>): Promise<HTMLElement> {
  const el = await mount('weft-news-slider', config, { ready: '[part~="base"]' });
  await until(() => $(el, '[part="carousel"], [part="empty"]'), 'the slider to load');
  return el;
}
const current = (el: HTMLElement) => $(el, '.carousel-slide.current [part="title"]')?.textContent;
const button = (el: HTMLElement, part: string) => $(el, `[part~="${part}"]`) as HTMLButtonElement | null;
const rotation = (el: HTMLElement) => $(el, '[part="carousel"]')!.dataset['rotation'];
const centre = (node: Element): [number, number] => {
  const box = node.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
};
const NEWS = () => [
  post({
    title: 'First',
    url: 'first',
    content: '<p>The <b>first</b> news.</p>',
    thumbnail: 'https://picsum.photos/id/11/800/500',
  }),
  post({ title: 'Second', url: 'second' }),
  post({ title: 'Third', url: 'third' }),
];

describe('weft-news-slider accessibility', () => {
  let blog: FakeBlog;
  beforeEach(() => {
    blog = fakeBlog();
    blog.answers.set('/news/get-filtered-news', { data: NEWS() });
  });
  afterEach(() => blog.restore());

  it('is accessible: arrows, autoplay with its control, no arrows, and the empty state', async () => {
    await expectAccessible(await render({}));
    await expectAccessible(await render({ autoPlaySlider: true, infoBox: { color: '#f4f1ea' } }));
    await expectAccessible(await render({ arrowOptions: false, optionNews: { showTitle: false, showDescription: false } }));
    blog.answers.set('/news/get-filtered-news', { data: [] });
    await expectAccessible(await render({}));
  });
});

describe('weft-news-slider', () => {
  let blog: FakeBlog;
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    blog = fakeBlog();
    blog.answers.set('/news/get-filtered-news', { data: NEWS() });
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(async () => {
    clock.restore();
    blog.restore();
    location.hash = '';
    await resetMouse();
    await resetLanguage();
  });

  it('asks the group call for totalNews (4) articles, featured only with featuredNews, and shows at most that many', async () => {
    blog.answers.set('/news/get-filtered-news', { data: [...NEWS(), ...NEWS()] });
    const el = await render({});
    expect(blog.of('/news/get-filtered-news')[0]!.query).to.include({ amount: '4', featured: '0', type: 'group' });
    expect($$(el, '[part="slide"]')).to.have.length(4);
    await render({ optionNews: { totalNews: 2, featuredNews: true } });
    expect(blog.of('/news/get-filtered-news')[1]!.query).to.include({ amount: '2', featured: '1' });
  });

  blogLoadingContract(() => blog, {
    tag: 'weft-news-slider',
    config: {},
    loaded: '[part="carousel"]',
    failing: '/news/get-filtered-news',
    empty: { selector: '[part="empty"]', text: 'No articles to show yet.' },
  });

  it('is a carousel region named in the visitor language, each slide a group "n of m"', async () => {
    const el = await render({});
    expect($(el, '[part="carousel"]')!.getAttribute('aria-label')).to.equal('Latest news');
    expect($$(el, '[part="slide"]').map((s) => s.getAttribute('aria-label'))).to.deep.equal(['1 of 3', '2 of 3', '3 of 3']);
    await setLanguage('fr_FR');
    expect($(el, '[part="carousel"]')!.getAttribute('aria-label')).to.equal('Dernières actualités');
  });

  it('shows title and description (text of the summary) unless showTitle or showDescription is off', async () => {
    const el = await render({});
    expect($(el, '.carousel-slide.current [part="title"]')!.textContent).to.equal('First');
    expect($(el, '.carousel-slide.current [part="description"]')!.textContent).to.equal('The first news.');
    expect($(el, '.carousel-slide.current img')!.getAttribute('src')).to.equal('https://picsum.photos/id/11/800/500');
    const bare = await render({ optionNews: { showTitle: false, showDescription: false } });
    expect($(bare, '[part="title"]')).to.equal(null);
    expect($(bare, '[part="description"]')).to.equal(null);
    // The link keeps its name.
    expect($(bare, '.carousel-slide.current [part="link"]')!.textContent).to.equal('First');
  });

  it('links each slide to its post page, or to {redirectUrl}/{url}', async () => {
    const el = await render({});
    expect($(el, '.carousel-slide.current [part="link"]')!.getAttribute('href')).to.equal('/blog/first');
    const redirected = await render({ optionNews: { redirectUrl: 'https://news.example/articles/' } });
    expect($(redirected, '.carousel-slide.current [part="link"]')!.getAttribute('href')).to.equal(
      'https://news.example/articles/first',
    );
    expect(slideHref('a b', '/noticias', false)).to.equal(`${location.origin}/noticias/a%20b`);
    expect(slideHref('first', '', true)).to.equal('#');
  });

  it('next wraps last → first and previous first → last', async () => {
    const el = await render({});
    button(el, 'arrow-previous')!.click();
    await until(() => current(el) === 'Third', 'previous from the first is the last');
    button(el, 'arrow-next')!.click();
    await until(() => current(el) === 'First', 'next from the last is the first');
    button(el, 'arrow-next')!.click();
    await until(() => current(el) === 'Second');
    expect($(el, '[part="announcement"]')!.textContent).to.equal('Slide 2 of 3');
  });

  it('starts at currentIndex', async () => {
    expect(current(await render({ currentIndex: 2 }))).to.equal('Third');
  });

  it('draws arrows with arrowSize and arrowColor (25px, #d1d1d1 by default), none with arrowOptions off', async () => {
    const plain = await render({});
    const chevron = (el: HTMLElement) => button(el, 'arrow-next')!.querySelector('svg')!.getBoundingClientRect().width;
    expect(chevron(plain)).to.equal(25);
    expect(getComputedStyle(button(plain, 'arrow-next')!).color).to.equal('rgb(209, 209, 209)');
    const big = await render({ arrowSize: 34, arrowColor: '#ff0000' });
    expect(chevron(big)).to.equal(34);
    expect(getComputedStyle(button(big, 'arrow-next')!).color).to.equal('rgb(255, 0, 0)');
    expect(button(await render({ arrowOptions: false }), 'arrow-next')).to.equal(null);
  });

  it('does not autoplay by default', async () => {
    const el = await render({});
    await settle();
    expect(clock.countTimers()).to.equal(0);
    expect(button(el, 'rotation')).to.equal(null);
    clock.tick(10_000);
    await settle();
    expect(current(el)).to.equal('First');
  });

  it('with autoPlaySlider, moves on every timerSlider ms (3000 by default), wrapping round', async () => {
    const el = await render({ autoPlaySlider: true });
    await expectAutoplayRound(clock, () => current(el));
    const slow = await render({ autoPlaySlider: true, timerSlider: 5000 });
    await expectFirstMoveAt(clock, () => current(slow), 5000, 2);
  });

  it('has a pause control, and pauses on hover and keyboard focus', async () => {
    const el = await render({ autoPlaySlider: true });
    const control = button(el, 'rotation')!;
    expect(control.getAttribute('aria-label')).to.equal('Stop automatic slide show');
    control.click();
    await until(() => rotation(el) === 'stopped');
    clock.tick(10_000);
    await settle();
    expect(current(el)).to.equal('First');
    control.click();
    await until(() => rotation(el) === 'running');
    await sendMouse({ type: 'move', position: centre($(el, '[part="carousel"]')!) });
    await until(() => rotation(el) === 'held', 'held on hover');
    clock.tick(10_000);
    await settle();
    expect(current(el)).to.equal('First');
    await resetMouse();
    await until(() => rotation(el) === 'running', 'running once the mouse left');
    control.focus();
    await until(() => rotation(el) === 'held', 'held on focus');
  });

  it('uses the config’s own news instead of the blog’s, asking nothing', async () => {
    const el = await render({
      news: [
        { title: 'Own one', content: '<p>Hello</p>', url: 'own-one' },
        { title: 'Own two', thumbnail: 'https://picsum.photos/id/12/800/500' },
        { content: 'no title: left out' },
      ],
    });
    expect($$(el, '[part="slide"]')).to.have.length(2);
    expect(current(el)).to.equal('Own one');
    expect($(el, '.carousel-slide.current [part="link"]')!.getAttribute('href')).to.equal('/blog/own-one');
    expect(blog.of('/news/get-filtered-news')).to.have.length(0);
  });

  it('an article not readable yet leads to its pre_block address, or nowhere; hidden when pre_show is off', async () => {
    blog.answers.set('/get-key', { ...VIEW_CONFIG, pre_block_dripping_url: 'https://shop.example/drip', pre_show_scheduled: 0 });
    blog.answers.set('/news/get-filtered-news', {
      data: [
        post({ title: 'Drip', date_cycle: 'Dripping', dripping_total_seconds: 600 }),
        post({ title: 'Later', date_cycle: 'Scheduled', scheduled_date: '2099-01-01 00:00:00' }),
        post({ title: 'Now' }),
      ],
    });
    const el = await render({});
    expect($$(el, '[part="slide"] [part="title"]').map((t) => t.textContent)).to.deep.equal(['Drip', 'Now']);
    expect($(el, '.carousel-slide.current [part="link"]')!.getAttribute('href')).to.equal('https://shop.example/drip');
  });

  it('in the editor, slides lead nowhere', async () => {
    location.hash = '#/editor/2';
    const el = await render({});
    expect($(el, '.carousel-slide.current [part="link"]')!.getAttribute('href')).to.equal('#');
  });

  it('colours the info box and sizes the picture', async () => {
    const el = await render({ infoBox: { color: '#ffd400', padding: 22, height: 150 }, imageHeight: 180 });
    const info = getComputedStyle($(el, '.carousel-slide.current [part="info"]')!);
    expect(info.backgroundColor).to.equal('rgb(255, 212, 0)');
    expect(info.color).to.equal('rgb(0, 0, 0)');
    expect(info.paddingTop).to.equal('22px');
    expect(Math.round($(el, '.carousel-slide.current [part="info"]')!.getBoundingClientRect().height)).to.be.at.least(150);
    expect(Math.round($(el, '.carousel-slide.current [part="picture"]')!.getBoundingClientRect().height)).to.equal(180);
  });

  it("covers the picture's box with it, and shows the outlined placeholder where a post has none", async () => {
    const el = await render({ imageHeight: 180 });
    const [withPicture, without] = $$(el, '[part="picture"]');
    const picture = getComputedStyle(withPicture!.querySelector('img')!);
    // Safari knows only -webkit-user-select (its computed style has no userSelect).
    const userSelect = picture.userSelect ?? picture.getPropertyValue('-webkit-user-select');
    expect([picture.objectFit, picture.height, userSelect]).to.deep.equal(['cover', '180px', 'none']);
    expect(without!.querySelector('img')).to.equal(null);
    const placeholder = getComputedStyle(without!);
    expect(placeholder.backgroundImage).to.match(/^url\("data:image\/svg\+xml.*linear-gradient/);
    expect(placeholder.backgroundSize).to.equal('56px 56px, auto');
  });
});
