import { expect } from '@open-wc/testing';
import {
  emulateMedia,
  executeServerCommand,
  resetMouse,
  sendKeys,
  sendMouse,
  setUserAgent,
  setViewport,
} from '@web/test-runner-commands';
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
import { expectAutoplayRound, expectFirstMoveAt } from '../../test/browser/carousel.js';
import './slider-gallery.element.js';
import { fakeTimersEachTest, TIMERS } from '../../test/browser/clock.js';

const asset = (name: string) => `${location.origin}/demo/demo-assets/${name}`;
const IMAGES = [
  { src: asset('weft.svg'), alt: 'First' },
  { src: asset('weft.svg'), alt: 'Second' },
  { src: asset('weft.svg'), alt: 'Third' },
];

const render = (config: Record<string, unknown>) =>
  mount('weft-slider-gallery', { images: IMAGES, ...config }, { ready: '[part~="base"]' });

const root = (el: HTMLElement) => shadow(el);
const region = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[part="carousel"]')!;
const current = (el: HTMLElement) => root(el).querySelector('.carousel-slide.current img')?.getAttribute('alt');
const button = (el: HTMLElement, part: string) => root(el).querySelector<HTMLButtonElement>(`[part~="${part}"]`);
const rotation = (el: HTMLElement) => region(el).dataset['rotation'];
/** The timer is armed in the commit that shows the rotation running (test-runner commands leave fake timers of their own). */
const runs = (el: HTMLElement) => until(() => rotation(el) === 'running', 'rotation running');
const announced = (el: HTMLElement) => root(el).querySelector('[part="announcement"]')!.textContent;
const centre = (node: Element): [number, number] => {
  const box = node.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
};

function swipe(el: HTMLElement, dx: number, dy = 0) {
  const target = root(el).querySelector('.carousel-slide.current')!;
  const [x, y] = centre(target);
  const init = { pointerType: 'touch', pointerId: 7, isPrimary: true, bubbles: true, composed: true };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x, clientY: y }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x + dx, clientY: y + dy }));
}

describe('weft-slider-gallery accessibility', () => {
  it('is accessible with arrows and autoplay', async () => {
    await expectAccessible(await render({}));
  });
  it('is accessible without arrows, with one image and with links', async () => {
    await expectAccessible(await render({ arrowOptions: false }));
    await expectAccessible(await render({ images: [IMAGES[0]] }));
    await expectAccessible(
      await render({ images: [{ src: asset('weft.svg'), alt: '', link: { type: 'web', value: 'https://example.com' } }] }),
    );
  });
});

describe('weft-slider-gallery', () => {
  it('on a phone, two fingers on a slide zoom the page (a real pinch through Chromium’s touch input)', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      const el = await render({ autoPlaySlider: false, arrowOptions: false });
      const slide = root(el).querySelector('.carousel-slide.current')!;
      await until(() => slide.getBoundingClientRect().height > 0, 'the slide drawn');
      expect(visualViewport!.scale).to.equal(1);
      await executeServerCommand('pinch', { position: centre(slide), from: 40, to: 300 });
      await until(() => visualViewport!.scale > 1.2, 'the page zoomed in');
      expect(current(el), 'a pinch is no swipe').to.equal('First');
    } finally {
      await executeServerCommand('pinch', { reset: true });
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('loads only the current slide’s picture and its neighbours’; a loaded picture stays', async () => {
    const five = ['A', 'B', 'C', 'D', 'E'].map((alt) => ({ src: asset('weft.svg'), alt }));
    const el = await render({ images: five, autoPlaySlider: false });
    const loaded = () =>
      [...root(el).querySelectorAll('img')].filter((img) => img.getAttribute('src')).map((img) => img.getAttribute('alt'));
    expect(loaded()).to.deep.equal(['A', 'B', 'E']);
    button(el, 'arrow-next')!.click();
    await until(() => current(el) === 'B', 'the next slide');
    expect(loaded()).to.deep.equal(['A', 'B', 'C', 'E']);
  });

  const clock = fakeTimersEachTest({ toFake: [...TIMERS] });
  afterEach(async () => {
    await resetMouse();
    await resetLanguage();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is 200×200 by default', async () => {
    const el = await render({});
    const box = el.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([200, 200]);
  });

  it('is a labelled carousel region whose slides are groups "n of m", only the current one reachable', async () => {
    const el = await render({});
    expect(region(el).localName).to.equal('section');
    expect(region(el).getAttribute('aria-roledescription')).to.equal('carousel');
    expect(region(el).getAttribute('aria-label')).to.equal('Image slider');
    const slides = [...root(el).querySelectorAll('[part="slide"]')];
    expect(slides.map((s) => s.getAttribute('aria-label'))).to.deep.equal(['1 of 3', '2 of 3', '3 of 3']);
    expect(
      slides.every((s) => s.getAttribute('role') === 'group' && s.getAttribute('aria-roledescription') === 'slide'),
    ).to.equal(true);
    expect(slides.map((s) => (s as HTMLElement).inert)).to.deep.equal([false, true, true]);
    expect(current(el)).to.equal('First');
  });

  it('starts at currentIndex', async () => {
    const el = await render({ currentIndex: 2, autoPlaySlider: false });
    expect(current(el)).to.equal('Third');
  });

  it('has named previous and next buttons; next wraps last → first, previous first → last, each move announced', async () => {
    const el = await render({ autoPlaySlider: false });
    expect(button(el, 'arrow-previous')!.getAttribute('aria-label')).to.equal('Previous slide');
    expect(button(el, 'arrow-next')!.getAttribute('aria-label')).to.equal('Next slide');
    expect(announced(el)).to.equal('');
    button(el, 'arrow-previous')!.click();
    await until(() => current(el) === 'Third', 'previous wraps to the last');
    expect(announced(el)).to.equal('Slide 3 of 3');
    button(el, 'arrow-next')!.click();
    await until(() => current(el) === 'First', 'next wraps to the first');
    expect(announced(el)).to.equal('Slide 1 of 3');
    button(el, 'arrow-next')!.click();
    await until(() => current(el) === 'Second');
    expect(region(el).querySelector('[part="announcement"][aria-live="polite"]')!.textContent).to.equal('Slide 2 of 3');
  });

  it('announces in the visitor’s language', async () => {
    await setLanguage('fr_FR');
    const el = await render({ autoPlaySlider: false });
    button(el, 'arrow-next')!.click();
    await until(() => announced(el) === 'Diapositive 2 sur 3', 'the French announcement');
    expect(region(el).getAttribute('aria-roledescription')).to.equal('carrousel');
    expect(button(el, 'arrow-next')!.getAttribute('aria-label')).to.equal('Diapositive suivante');
  });

  it('autoplays every timerSlider ms (3000 by default), wrapping round, without announcing', async () => {
    const el = await render({});
    await expectAutoplayRound(clock, () => current(el));
    expect(announced(el)).to.equal('');
  });

  it('takes its interval from timerSlider', async () => {
    const el = await render({ timerSlider: 5000 });
    await expectFirstMoveAt(clock, () => current(el), 5000);
  });

  it('never moves more often than once a second, whatever timerSlider says', async () => {
    const el = await render({ timerSlider: 50 });
    await runs(el);
    clock.tick(999);
    await settle();
    expect(current(el)).to.equal('First');
    clock.tick(1);
    await until(() => current(el) === 'Second');
  });

  it('re-arms the timer after every move', async () => {
    const el = await render({});
    await armed(clock);
    clock.tick(2000);
    button(el, 'arrow-next')!.click();
    await until(() => current(el) === 'Second');
    await armed(clock);
    clock.tick(2000);
    await settle();
    expect(current(el), 'a full interval after the visitor’s move').to.equal('Second');
    clock.tick(1000);
    await until(() => current(el) === 'Third');
  });

  it('autoplays only with more than one image, and not with autoPlaySlider off', async () => {
    const single = await render({ images: [IMAGES[0]] });
    await settle();
    expect(clock.countTimers()).to.equal(0);
    expect(button(single, 'rotation')).to.equal(null);
    expect(rotation(single)).to.equal('off');
    expect(button(single, 'arrow-next')).to.equal(null);
    single.remove();
    const off = await render({ autoPlaySlider: false });
    await settle();
    expect(clock.countTimers()).to.equal(0);
    expect(button(off, 'rotation')).to.equal(null);
  });

  it('has a visible stop/start control; the slides are a live region only while they do not rotate by themselves', async () => {
    const el = await render({});
    const control = button(el, 'rotation')!;
    const slides = shadow(el).querySelector<HTMLElement>('[part="viewport"]')!;
    expect(control.getBoundingClientRect().width).to.be.greaterThan(20);
    expect(control.getAttribute('aria-label')).to.equal('Stop automatic slide show');
    await runs(el);
    expect(slides.getAttribute('aria-live'), 'rotating: silent').to.equal('off');
    for (const way of ['previous', 'next'])
      expect(button(el, `arrow-${way}`)!.getAttribute('aria-controls'), `${way} names the slides`).to.equal(slides.id);
    expect(slides.id).to.not.equal('');
    control.click();
    await until(() => control.getAttribute('aria-label') === 'Start automatic slide show');
    expect(slides.getAttribute('aria-live'), 'stopped: polite').to.equal('polite');
    await settle();
    expect(clock.countTimers()).to.equal(0);
    clock.tick(10_000);
    await settle();
    expect(current(el)).to.equal('First');
    control.click();
    await runs(el);
    clock.tick(3000);
    await until(() => current(el) === 'Second', 'rotation started again');
  });

  it('pauses while the mouse is over it', async () => {
    const el = await render({});
    await runs(el);
    await sendMouse({ type: 'move', position: centre(region(el)) });
    await until(() => rotation(el) === 'held', 'held on hover');
    clock.tick(10_000);
    await settle();
    expect(current(el)).to.equal('First');
    await sendMouse({ type: 'move', position: [centre(region(el))[0], 700] });
    await runs(el);
    clock.tick(3000);
    await until(() => current(el) === 'Second', 'moves again once the mouse left');
  });

  it('pauses while keyboard focus is inside it', async () => {
    const outside = document.createElement('button');
    outside.textContent = 'outside';
    const el = await render({});
    el.before(outside);
    outside.focus();
    await runs(el);
    await sendKeys({ press: 'Tab' });
    await until(() => rotation(el) === 'held', 'held on focus');
    expect(root(el).activeElement).to.equal(button(el, 'rotation'));
    clock.tick(10_000);
    await settle();
    expect(current(el)).to.equal('First');
    outside.focus();
    await runs(el);
    clock.tick(3000);
    await until(() => current(el) === 'Second');
    outside.remove();
  });

  it('does not move under prefers-reduced-motion, until the visitor starts it', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await render({});
    expect(rotation(el)).to.equal('stopped');
    clock.tick(10_000);
    await settle();
    expect(current(el)).to.equal('First');
    expect(button(el, 'rotation')!.getAttribute('aria-label')).to.equal('Start automatic slide show');
    expect(root(el).querySelector('.carousel-slide.current')!.getAnimations()).to.have.length(0);
    button(el, 'arrow-next')!.click();
    await until(() => current(el) === 'Second');
    expect(root(el).querySelector('.carousel-slide.current')!.getAnimations(), 'no slide animation').to.have.length(0);
  });

  it('moves with the arrow keys, mirrored on right-to-left sites', async () => {
    const el = await render({ autoPlaySlider: false });
    button(el, 'arrow-next')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => current(el) === 'Second');
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => current(el) === 'First');
    await setLanguage('he_IL');
    await until(() => region(el).classList.contains('rtl'), 'right to left');
    await sendKeys({ press: 'ArrowRight' });
    await until(() => current(el) === 'Third', 'ArrowRight goes back right to left');
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => current(el) === 'First');
  });

  it('swipes on touch screens, mirrored right to left; short or vertical moves do nothing', async () => {
    const el = await render({ autoPlaySlider: false });
    swipe(el, -80);
    await until(() => current(el) === 'Second', 'a swipe left shows the next');
    swipe(el, 80);
    await until(() => current(el) === 'First', 'a swipe right shows the previous');
    swipe(el, -20);
    swipe(el, -50, 120);
    await settle();
    expect(current(el)).to.equal('First');
    await setLanguage('he_IL');
    await until(() => region(el).classList.contains('rtl'));
    swipe(el, 80);
    await until(() => current(el) === 'Second', 'right to left, a swipe right shows the next');
  });

  it('draws arrows with arrowSize and arrowColor, and none with arrowOptions off', async () => {
    const el = await render({ arrowSize: 30, arrowColor: '#ff0000', autoPlaySlider: false });
    const chevron = button(el, 'arrow-next')!.querySelector('svg')!;
    expect(chevron.getBoundingClientRect().width).to.equal(30);
    expect(getComputedStyle(button(el, 'arrow-next')!).color).to.equal('rgb(255, 0, 0)');
    const plain = await render({ autoPlaySlider: false });
    expect(plain.shadowRoot!.querySelector('[part~="arrow-next"] svg')!.getBoundingClientRect().width).to.equal(25);
    expect(getComputedStyle(plain.shadowRoot!.querySelector('[part~="arrow-next"]')!).color).to.equal('rgb(209, 209, 209)');
    const none = await render({ arrowOptions: false });
    expect(button(none, 'arrow-next')).to.equal(null);
    expect(button(none, 'rotation')).to.not.equal(null);
  });

  it('slides over 500 ms, and over 1000 ms on iOS', async () => {
    const el = await render({ autoPlaySlider: false });
    button(el, 'arrow-next')!.click();
    await until(() => current(el) === 'Second');
    const duration = (node: Element) => node.getAnimations()[0]?.effect?.getComputedTiming().duration;
    expect(duration(root(el).querySelector('.carousel-slide.current')!)).to.equal(500);
    const original = navigator.userAgent;
    await setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148');
    try {
      const ios = await render({ autoPlaySlider: false });
      button(ios, 'arrow-next')!.click();
      await until(() => current(ios) === 'Second');
      expect(duration(root(ios).querySelector('.carousel-slide.current')!)).to.equal(1000);
    } finally {
      await setUserAgent(original);
    }
  });

  it('links an image through the shared link action; an image’s own link wins over the gallery’s', async () => {
    const el = await render({
      autoPlaySlider: false,
      link: { type: 'web', value: 'https://example.com/all', target: '_blank' },
      images: [
        { src: asset('weft.svg'), alt: 'Own', link: { type: 'web', value: 'example.org/own' } },
        { src: asset('weft.svg'), alt: 'Shared' },
        { src: asset('weft.svg'), alt: 'Popup', link: { type: 'popup', value: '7' } },
      ],
    });
    const links = [...root(el).querySelectorAll<HTMLElement>('[part="link"]')];
    expect(links[0]!.getAttribute('href')).to.equal('https://example.org/own');
    expect(links[1]!.getAttribute('href')).to.equal('https://example.com/all');
    expect(links[1]!.getAttribute('target')).to.equal('_blank');
    expect(links[2]!.localName).to.equal('button');
    const opened: unknown[] = [];
    const weft = { openPopup: (id: unknown) => opened.push(id) };
    (window as { weft?: unknown }).weft = weft;
    try {
      links[2]!.click();
      await until(() => opened.length === 1, 'the popup link');
      expect(opened).to.deep.equal(['7']);
    } finally {
      delete (window as { weft?: unknown }).weft;
    }
  });

  it('opens an e-mail link in this window even when its target is a new tab', async () => {
    const el = await render({
      autoPlaySlider: false,
      images: [{ src: asset('weft.svg'), alt: 'Mail', link: { type: 'email', value: 'hi@example.com', target: '_blank' } }],
    });
    const link = root(el).querySelector<HTMLAnchorElement>('[part="link"]')!;
    expect(link.getAttribute('href')).to.match(/^mailto:hi@example\.com/);
    expect(link.hasAttribute('target'), 'no empty tab is left behind').to.equal(false);
  });

  it('leaves out images without an http(s) address, with one console error naming the tag', async () => {
    const errors = captureErrors();
    try {
      const el = await render({ images: [IMAGES[0], { src: 'javascript:alert(1)' }, { alt: 'none' }, { src: '' }] });
      await settle();
      expect(root(el).querySelectorAll('[part="slide"]').length).to.equal(1);
      const mine = errors.messages.filter((m) => m.includes('<weft-slider-gallery'));
      expect(mine).to.have.length(1);
    } finally {
      errors.restore();
    }
  });
});
