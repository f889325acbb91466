import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { consent } from '../../src/consent/state.js';
import { device } from '../../src/device.js';
import {
  armed,
  captureErrors,
  expectAccessible,
  mount,
  resetLanguage,
  setLanguage,
  settle,
  shadow,
  until,
} from '../../test/browser/helpers.js';
import { marketingAcceptedEachTest } from '../../test/browser/consent.js';
import { deepActiveElement } from '../../src/ui/dialog.js';
import { VIDEO_GALLERY_BUILD_DELAY_MS, VIDEO_GALLERY_ROTATE_MS } from './config.js';
import { pages, readTree } from './tree.js';
import './video-gallery.element.js';
import { fakeTimersEachTest, TIMERS } from '../../test/browser/clock.js';

const YT = (n: number) => `https://www.youtube.com/watch?v=video${String(n).padStart(6, '0')}`;
/** `count` childs numbered from 1, without ids (the gallery makes their players). */
const childs = (count: number, prefix = 'Clip') =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      String(i + 1),
      { url: YT(i + 1), thumbnail: '', id: '', label: `${prefix} ${i + 1}` },
    ]),
  );

const gallery = async (config: Record<string, unknown>, players: HTMLElement[] = []) => {
  const el = await mount('weft-video-gallery', config, { ready: '[part="base"]' });
  return { el, players };
};
/** Mounts with light-DOM player elements already inside, as the site renderer writes them. */
async function galleryWith(config: Record<string, unknown>, ids: string[]): Promise<HTMLElement> {
  const { fixture } = await import('@open-wc/testing');
  const wrapper = await fixture<HTMLDivElement>('<div></div>');
  const el = document.createElement('weft-video-gallery');
  el.setAttribute('config', JSON.stringify(config));
  for (const id of ids) {
    const player = document.createElement('weft-video');
    player.id = id;
    player.setAttribute('config', JSON.stringify({ src: 'https://home.wistia.com/medias/abc123' }));
    el.append(player);
  }
  wrapper.append(el);
  await until(() => el.shadowRoot?.querySelector('[part="base"]'), 'the gallery');
  return el;
}

const root = (el: HTMLElement) => shadow(el);
const carousels = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLElement>('[part="carousel"]')];
const shownLabels = (carousel: HTMLElement) =>
  [...carousel.querySelectorAll('.carousel-slide.current [part="label"]')].map((l) => l.textContent);
const thumbnail = (el: HTMLElement, label: string) =>
  [...root(el).querySelectorAll<HTMLButtonElement>('[part="thumbnail"]')].find((b) => b.textContent === label)!;
const panel = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[part="player"]')!;
const slotted = (el: HTMLElement) => [...el.children].filter((c) => c.getAttribute('slot') === 'player');
const frameOf = (player: Element) => player.shadowRoot?.querySelector('iframe') ?? null;

describe('video gallery tree', () => {
  it('reads numbered categories and childs in number order, from objects, lists or JSON text', () => {
    const tree = readTree({
      '10': { name: 'Ten', childs: [{ url: 'u', label: 'a' }] },
      '2': { name: 'Two', childs: { '11': { url: 'b', id: 7 }, '3': { url: 'a', label: 'first', thumbnail: 't' } } },
      x: 'not a category',
    });
    expect(tree.map((c) => c.name)).to.deep.equal(['Two', 'Ten']);
    expect(tree[0]!.childs).to.deep.equal([
      { key: '2-3', url: 'a', thumbnail: 't', id: '', label: 'first' },
      { key: '2-11', url: 'b', thumbnail: '', id: '7', label: '' },
    ]);
    expect(readTree(JSON.stringify([{ name: 'A', childs: '[{"url":"x"}]' }]))[0]!.childs[0]!.url).to.equal('x');
    for (const bad of [null, 7, 'text', [1, 'two'], { 1: { childs: 5 } }]) expect(() => readTree(bad)).to.not.throw();
  });

  it('cuts a list into pages of the visible amount', () => {
    expect(pages([1, 2, 3, 4, 5, 6, 7], 3)).to.deep.equal([[1, 2, 3], [4, 5, 6], [7]]);
    expect(pages([1, 2], 5)).to.deep.equal([[1, 2]]);
    expect(pages([1], 0)).to.deep.equal([[1]]);
  });
});

// axe runs on real timers: these tests keep the browser's clock.
describe('weft-video-gallery accessibility', () => {
  marketingAcceptedEachTest();

  it('is accessible with its categories, moving and still', async () => {
    const { el } = await gallery({
      categories: { '1': { name: 'Many', childs: childs(7, 'A') }, '2': { name: '', childs: childs(2, 'B') } },
    });
    await expectAccessible(el);
  });

  it('is accessible with a player open, and while its player waits for consent', async () => {
    const { el } = await gallery({ categories: { '1': { name: 'Open', childs: childs(3) } } });
    thumbnail(el, 'Clip 2').click();
    await until(() => frameOf(slotted(el)[0]!), 'the player');
    await expectAccessible(el);
    consent.value = { chosen: true, accepted: [] };
    thumbnail(el, 'Clip 3').click();
    await until(() => slotted(el)[0]?.shadowRoot?.querySelector('[part="consent"]'), 'the consent placeholder');
    await expectAccessible(el);
  });
});

describe('weft-video-gallery', () => {
  marketingAcceptedEachTest();
  const clock = fakeTimersEachTest({ toFake: [...TIMERS] });
  afterEach(async () => {
    device.value = 'desktop';
    await emulateMedia({ reducedMotion: 'no-preference' });
    await resetLanguage();
  });

  it('shows each numbered category as a titled, labelled carousel of its thumbnails, accessible', async () => {
    const { el } = await gallery({
      categories: { '2': { name: 'Second', childs: childs(2, 'B') }, '1': { name: 'First', childs: childs(7, 'A') } },
    });
    expect([...root(el).querySelectorAll('[part="category-title"]')].map((h) => h.textContent)).to.deep.equal([
      'First',
      'Second',
    ]);
    expect(carousels(el).map((c) => c.getAttribute('aria-label'))).to.deep.equal(['First', 'Second']);
    expect(thumbnail(el, 'A 1').getAttribute('aria-label')).to.equal('Play video: A 1');
    expect(thumbnail(el, 'A 1').querySelector('img')!.getAttribute('src')).to.equal(
      'https://i.ytimg.com/vi/video000001/hqdefault.jpg',
    );
  });

  it('shows the thumbnail of a child, and the play tile when it has none or it does not load', async () => {
    const { el } = await gallery({
      categories: {
        '1': {
          name: 'Pictures',
          childs: {
            '1': { url: 'https://vimeo.com/1', thumbnail: `${location.origin}/demo/demo-assets/weft.svg`, label: 'Own' },
            '2': { url: 'https://vimeo.com/2', thumbnail: '', label: 'None' },
            '3': { url: 'https://vimeo.com/3', thumbnail: `${location.origin}/no-such-image.png`, label: 'Broken' },
          },
        },
      },
    });
    expect(thumbnail(el, 'Own').querySelector('img')!.getAttribute('src')).to.contain('weft.svg');
    expect(thumbnail(el, 'None').querySelector('img')).to.equal(null);
    expect(thumbnail(el, 'None').querySelector('svg')).to.not.equal(null);
    await until(() => !thumbnail(el, 'Broken').querySelector('img'), 'the play tile instead of a broken image');
  });

  it('shows amountOfNews items at a time; the arrows page through them and wrap around both ways', async () => {
    const { el } = await gallery({ amountOfNews: 3, categories: { '1': { name: 'All', childs: childs(7) } } });
    const [carousel] = carousels(el);
    expect(shownLabels(carousel!)).to.deep.equal(['Clip 1', 'Clip 2', 'Clip 3']);
    const next = carousel!.querySelector<HTMLButtonElement>('[part~="arrow-next"]')!;
    const previous = carousel!.querySelector<HTMLButtonElement>('[part~="arrow-previous"]')!;
    expect(next.getAttribute('aria-label')).to.equal('Next slide');
    next.click();
    await until(() => shownLabels(carousel!)[0] === 'Clip 4', 'the second page');
    expect(shownLabels(carousel!)).to.deep.equal(['Clip 4', 'Clip 5', 'Clip 6']);
    next.click();
    await until(() => shownLabels(carousel!)[0] === 'Clip 7', 'the last page');
    next.click();
    await until(() => shownLabels(carousel!)[0] === 'Clip 1', 'wrapped to the first page');
    previous.click();
    await until(() => shownLabels(carousel!)[0] === 'Clip 7', 'wrapped back to the last page');
  });

  it('loads only the current page’s thumbnails and its neighbours’; a loaded thumbnail stays', async () => {
    // Five pages of one: the current page (Clip 1), the next (Clip 2) and, wrapping, the last (Clip 5).
    // Pictures of this origin: a video's own picture from YouTube fails here (no network), and a failed
    // picture gives way to the play tile, which would race the checks.
    const clips = Object.fromEntries(
      Object.entries(childs(5)).map(([key, child]) => [
        key,
        { ...child, thumbnail: `${location.origin}/demo/demo-assets/weft.svg` },
      ]),
    );
    const { el } = await gallery({ amountOfNews: 1, categories: { '1': { name: 'All', childs: clips } } });
    const loaded = () =>
      [...root(el).querySelectorAll<HTMLButtonElement>('[part="thumbnail"]')]
        .filter((b) => b.querySelector('img')?.getAttribute('src'))
        .map((b) => b.textContent);
    expect(loaded()).to.deep.equal(['Clip 1', 'Clip 2', 'Clip 5']);
    const [carousel] = carousels(el);
    carousel!.querySelector<HTMLButtonElement>('[part~="arrow-next"]')!.click();
    await until(() => shownLabels(carousel!)[0] === 'Clip 2', 'the second page');
    expect(loaded()).to.deep.equal(['Clip 1', 'Clip 2', 'Clip 3', 'Clip 5']);
  });

  it('rotates every 10000 ms when the items exceed the visible amount, with a pause control', async () => {
    const { el } = await gallery({
      categories: { '1': { name: 'Many', childs: childs(6) }, '2': { name: 'Few', childs: childs(5) } },
    });
    const [many, few] = carousels(el);
    expect(few!.querySelector('[part="rotation"]'), 'no rotation when everything fits').to.equal(null);
    expect(few!.querySelector('[part~="arrow"]'), 'no arrows when everything fits').to.equal(null);
    expect(few!.dataset['rotation']).to.equal('off');
    await until(() => many!.dataset['rotation'] === 'running', 'rotation running');
    await armed(clock);
    clock.tick(VIDEO_GALLERY_ROTATE_MS - 1);
    await settle();
    expect(shownLabels(many!)[0]).to.equal('Clip 1');
    clock.tick(1);
    await until(() => shownLabels(many!)[0] === 'Clip 6', 'the next page after 10000 ms');
    await armed(clock);
    clock.tick(VIDEO_GALLERY_ROTATE_MS);
    await until(() => shownLabels(many!)[0] === 'Clip 1', 'wrapped round');

    const pause = many!.querySelector<HTMLButtonElement>('[part="rotation"]')!;
    expect(pause.getAttribute('aria-label')).to.equal('Stop automatic slide show');
    pause.click();
    await until(() => many!.dataset['rotation'] === 'stopped', 'stopped');
    clock.tick(VIDEO_GALLERY_ROTATE_MS * 3);
    await settle();
    expect(shownLabels(many!)[0]).to.equal('Clip 1');
  });

  it('does not rotate under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el } = await gallery({ categories: { '1': { name: 'Many', childs: childs(8) } } });
    await until(() => carousels(el)[0]!.dataset['rotation'] === 'stopped', 'stopped under reduced motion');
  });

  it('a thumbnail opens its player panel and hides the other player; close stops the video and hides the panel', async () => {
    const { el } = await gallery({ amountOfNews: 4, categories: { '1': { name: 'All', childs: childs(3) } } });
    expect(panel(el).hidden).to.equal(true);
    const first = thumbnail(el, 'Clip 1');
    first.click();
    await until(() => !panel(el).hidden, 'the panel');
    // A child without an element gets a video element made for it, slotted into the panel.
    const made = slotted(el);
    expect(made).to.have.length(1);
    expect(made[0]!.localName).to.equal('weft-video');
    expect(made[0]!.hasAttribute('autoplay')).to.equal(true);
    expect(JSON.parse(made[0]!.getAttribute('config')!).src).to.equal(YT(1));
    expect(panel(el).getAttribute('aria-label')).to.equal('Clip 1');
    expect(first.getAttribute('aria-expanded')).to.equal('true');
    expect(deepActiveElement()).to.equal(panel(el));
    await until(() => frameOf(made[0]!), 'the player');
    expect(frameOf(made[0]!)!.src).to.equal('https://www.youtube-nocookie.com/embed/video000001?autoplay=1');

    thumbnail(el, 'Clip 2').click();
    await until(() => panel(el).getAttribute('aria-label') === 'Clip 2', 'the second player');
    expect(slotted(el)).to.have.length(1);
    expect(made[0]!.hasAttribute('slot'), 'the first player is hidden').to.equal(false);
    expect(frameOf(made[0]!)!.getAttribute('src'), 'and stopped').to.equal('about:blank');
    const second = slotted(el)[0]!;
    await until(() => frameOf(second), 'the second frame');

    root(el).querySelector<HTMLButtonElement>('[part="player-close"]')!.click();
    await until(() => panel(el).hidden, 'the panel hidden');
    expect(slotted(el)).to.have.length(0);
    expect(frameOf(second)!.getAttribute('src'), 'the video stopped').to.equal('about:blank');
    expect(deepActiveElement(), 'focus back on the thumbnail').to.equal(thumbnail(el, 'Clip 2'));

    thumbnail(el, 'Clip 1').click();
    await until(() => !panel(el).hidden, 'the panel again');
    expect(slotted(el)[0]).to.equal(made[0]);
    expect(frameOf(made[0]!)!.src, 'the source loaded again').to.equal(
      'https://www.youtube-nocookie.com/embed/video000001?autoplay=1',
    );
    await sendKeys({ press: 'Escape' });
    await until(() => panel(el).hidden, 'Escape closes the panel');

    // Also from inside the player (a slotted element): here its consent placeholder's button.
    consent.value = { chosen: true, accepted: [] };
    thumbnail(el, 'Clip 3').click();
    await until(() => slotted(el)[0]?.shadowRoot?.querySelector('[part="consent"] button'), 'the consent placeholder');
    slotted(el)[0]!.shadowRoot!.querySelector<HTMLButtonElement>('[part="consent"] button')!.focus();
    await sendKeys({ press: 'Escape' });
    await until(() => panel(el).hidden, 'Escape from inside the player closes the panel');
  });

  it('plays a child in its own element when the gallery holds one with its id', async () => {
    const el = await galleryWith(
      { categories: { '1': { name: 'Own', childs: { '1': { url: '', id: 'vg-own', label: 'Mine', thumbnail: '' } } } } },
      ['vg-own', 'unrelated'],
    );
    thumbnail(el, 'Mine').click();
    await until(() => !panel(el).hidden, 'the panel');
    expect(slotted(el).map((c) => c.id)).to.deep.equal(['vg-own']);
    expect(el.querySelectorAll('weft-video')).to.have.length(2);
  });

  it('a child whose element is missing removes itself, and is reported after the build delay', async () => {
    const errors = captureErrors();
    try {
      const el = await galleryWith(
        {
          categories: {
            '1': {
              name: 'Some',
              childs: {
                '1': { url: '', id: 'vg-here', label: 'Here' },
                '2': { url: YT(2), id: 'vg-gone', label: 'Gone' },
                '3': { url: YT(3), id: '', label: 'Made' },
              },
            },
          },
        },
        ['vg-here'],
      );
      expect([...root(el).querySelectorAll('[part="label"]')].map((l) => l.textContent)).to.deep.equal(['Here', 'Made']);
      await armed(clock);
      clock.tick(VIDEO_GALLERY_BUILD_DELAY_MS - 1);
      expect(errors.messages).to.have.length(0);
      clock.tick(1);
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<weft-video-gallery>').and.contain('vg-gone');
      // Its element arriving later brings it back.
      const late = document.createElement('weft-video');
      late.id = 'vg-gone';
      el.append(late);
      await until(() => thumbnail(el, 'Gone'), 'the late child');
    } finally {
      errors.restore();
    }
  });

  it('leaves out a child with neither an element nor an address it can play, with one error', async () => {
    const errors = captureErrors();
    try {
      const { el } = await gallery({
        categories: {
          '1': { name: 'C', childs: { '1': { url: 'javascript:alert(1)', label: 'Bad' }, '2': { url: YT(1), label: 'Good' } } },
        },
      });
      expect([...root(el).querySelectorAll('[part="label"]')].map((l) => l.textContent)).to.deep.equal(['Good']);
      expect(errors.messages.filter((m) => m.includes('weft-video-gallery'))).to.have.length(1);
    } finally {
      errors.restore();
    }
  });

  it('applies every setting: heightTop, amountOfNews, arrow size and colour, category title style, borders, background', async () => {
    const { el } = await gallery({
      heightTop: 300,
      amountOfNews: 4,
      arrowSize: 30,
      arrowColor: '#ff0000',
      width: 700,
      height: 420,
      maxWidth: '100%',
      textStyle: { family: 'serif', size: 26, color: '#00aa00', align: 'center', weight: '400', style: 'italic' },
      border: { width: 4, style: 'solid', color: '#0000ff' },
      borderRadius: 14,
      boxShadow: '0 0 6px rgb(0, 0, 0)',
      backgroundColor: '#fafafa',
      backgroundImage: `${location.origin}/demo/demo-assets/weft.svg`,
      backgroundRepeat: 'no-repeat',
      backgroundSize: 'cover',
      backgroundPosition: 'center',
      backgroundOrigin: 'content-box',
      categories: { '1': { name: 'Styled', childs: childs(9) } },
    });
    const box = el.getBoundingClientRect();
    expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal([700, 420]);
    expect(root(el).querySelectorAll('.carousel-slide.current [part="thumbnail"]')).to.have.length(4);
    const chevron = root(el).querySelector('[part~="arrow-next"] svg')!;
    expect(chevron.getBoundingClientRect().width).to.equal(30);
    expect(getComputedStyle(chevron).color).to.equal('rgb(255, 0, 0)');
    const title = getComputedStyle(root(el).querySelector('[part="category-title"]')!);
    expect([title.fontFamily, title.fontSize, title.color, title.textAlign, title.fontWeight, title.fontStyle]).to.deep.equal([
      'serif',
      '26px',
      'rgb(0, 170, 0)',
      'center',
      '400',
      'italic',
    ]);
    const frame = getComputedStyle(root(el).querySelector('[part="frame"]')!);
    expect([frame.borderTopWidth, frame.borderTopColor, frame.borderTopLeftRadius]).to.deep.equal([
      '4px',
      'rgb(0, 0, 255)',
      '14px',
    ]);
    expect(frame.boxShadow).to.contain('6px');
    expect(frame.backgroundColor).to.equal('rgb(250, 250, 250)');
    expect(frame.backgroundImage).to.contain('weft.svg');
    expect([frame.backgroundRepeat, frame.backgroundSize, frame.backgroundOrigin]).to.deep.equal([
      'no-repeat',
      'cover',
      'content-box',
    ]);

    thumbnail(el, 'Clip 1').click();
    await until(() => !panel(el).hidden, 'the panel');
    expect(Math.round(panel(el).getBoundingClientRect().height)).to.equal(300);
    expect(el.getBoundingClientRect().height, 'grows to hold the player').to.be.greaterThan(420);
    root(el).querySelector<HTMLButtonElement>('[part="player-close"]')!.click();
    await until(() => Math.round(el.getBoundingClientRect().height) === 420, 'its height again');
  });

  it('shows two items at a time on a phone', async () => {
    device.value = 'mobile';
    const { el } = await gallery({
      textStyle: { size: 30, sizeMobile: 16 },
      categories: { '1': { name: 'M', childs: childs(5) } },
    });
    expect(root(el).querySelectorAll('.carousel-slide.current [part="thumbnail"]')).to.have.length(2);
    expect(getComputedStyle(root(el).querySelector('[part="category-title"]')!).fontSize).to.equal('16px');
  });

  it('labels its controls in the visitor’s language', async () => {
    await setLanguage('nl_NL');
    const { el } = await gallery({ categories: { '1': { name: 'NL', childs: childs(6) } } });
    await until(() => !thumbnail(el, 'Clip 1').getAttribute('aria-label')!.startsWith('Play'), 'Dutch');
    expect(root(el).querySelector('[part="player-close"]')!.getAttribute('aria-label')).to.equal('Video sluiten');
  });
});
