import { expect, fixture } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse, setUserAgent } from '@web/test-runner-commands';
import { device } from '../../src/device.js';
import { setFetchForTests } from '../../src/http/index.js';
import { performLink } from '../../src/links/actions.js';
import { TAGS_PATH } from '../../src/links/calls.js';
import { provideSiteData } from '../../src/base/data.js';
import {
  captureErrors,
  expectAccessible,
  resetLanguage,
  setLanguage,
  settle,
  shadow,
  until,
} from '../../test/browser/helpers.js';
import '../button/button.element.js';
import '../text/text.element.js';
import { SLIDE_EFFECTS } from './config.js';
import './slider-group.element.js';
import { fakeTimersEachTest, TIMERS } from '../../test/browser/clock.js';

interface Child {
  type?: string;
  id?: string;
  config?: Record<string, unknown>;
}

const text = (id: string, words: string, extra: Record<string, unknown> = {}): Child => ({
  type: 'text',
  id,
  config: { html: `<p>${words}</p>`, ...extra },
});
const three = (p = 's') => [text(`${p}1`, 'One'), text(`${p}2`, 'Two'), text(`${p}3`, 'Three')];
const THREE = three();

/** A slider group with its children as real child tags, present before it upgrades (as server HTML has them). */
async function render(config: Record<string, unknown>, children: Child[] = THREE): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLDivElement>('<div style="width: 600px"></div>');
  const el = document.createElement('weft-slider-group');
  el.setAttribute('config', JSON.stringify(config));
  for (const child of children) {
    const tag = document.createElement(`weft-${child.type ?? 'text'}`);
    if (child.id) tag.id = child.id;
    tag.setAttribute('config', JSON.stringify(child.config ?? {}));
    el.append(tag);
  }
  wrapper.append(el);
  await until(() => el.shadowRoot?.querySelector('[part~="base"]'), '<weft-slider-group> to render');
  await (el as unknown as Record<symbol, { promise: Promise<void> }>)[Symbol.for('weft.rendered')]!.promise;
  await until(() => [...el.children].every((c) => c.shadowRoot?.querySelector('[part]')), 'the children to render');
  return el;
}

const region = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('[part="carousel"]')!;
const rotation = (el: HTMLElement) => region(el).dataset['rotation'];
const runs = (el: HTMLElement) => until(() => rotation(el) === 'running', 'rotation running');
const currentSlide = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('.carousel-slide.current')!;
/** The id of the child element shown in the current slide. */
const current = (el: HTMLElement) => (currentSlide(el).querySelector('slot') as HTMLSlotElement).assignedElements()[0]?.id;
const button = (el: HTMLElement, part: string) => shadow(el).querySelector<HTMLButtonElement>(`[part~="${part}"]`);
const announced = (el: HTMLElement) => shadow(el).querySelector('[part="announcement"]')!.textContent;

function swipe(el: HTMLElement, dx: number) {
  const target = el.querySelector(`#${current(el)}`)!;
  const box = target.getBoundingClientRect();
  const init = { pointerType: 'touch', pointerId: 9, isPrimary: true, bubbles: true, composed: true };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: box.x + 100, clientY: box.y + 10 }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: box.x + 100 + dx, clientY: box.y + 10 }));
}

describe('weft-slider-group accessibility', () => {
  for (const effectSlide of SLIDE_EFFECTS) {
    it(`is accessible with the ${effectSlide} effect`, async () => {
      const el = await render({ effectSlide }, [
        ...THREE,
        { type: 'button', id: 'b1', config: { text: 'Buy', link: { type: 'web', value: 'https://example.com' } } },
      ]);
      await expectAccessible(el);
    });
  }
});

describe('weft-slider-group', () => {
  const clock = fakeTimersEachTest({ toFake: [...TIMERS] });
  afterEach(async () => {
    device.value = 'desktop';
    provideSiteData(undefined);
    setFetchForTests(null);
    await resetMouse();
    await resetLanguage();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('shows each child element as a slide, left in place with its config, through a slot per slide', async () => {
    const el = await render({ autoPlaySlider: false });
    const children = [...el.children];
    expect(children.map((c) => c.localName)).to.deep.equal(['weft-text', 'weft-text', 'weft-text']);
    expect(children.map((c) => c.getAttribute('slot'))).to.deep.equal(['slide-0', 'slide-1', 'slide-2']);
    expect(JSON.parse(children[1]!.getAttribute('config')!).html).to.equal('<p>Two</p>');
    expect(children[0]!.shadowRoot!.textContent).to.contain('One');
    expect(current(el)).to.equal('s1');
    expect(children[0]!.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(children[1]!.checkVisibility({ visibilityProperty: true })).to.equal(false);
  });

  it('is a labelled carousel whose slides are groups "n of m"; hidden slides are out of the tab order', async () => {
    const el = await render({ autoPlaySlider: false, arrowOptions: false }, [
      { type: 'button', id: 'b1', config: { text: 'First' } },
      { type: 'button', id: 'b2', config: { text: 'Second' } },
    ]);
    expect(region(el).getAttribute('aria-roledescription')).to.equal('carousel');
    // Named once, not 'carousel carousel': the label is not the role description.
    expect(region(el).getAttribute('aria-label')).to.equal('Slides');
    const slides = [...shadow(el).querySelectorAll('[part="slide"]')];
    expect(slides.map((s) => s.getAttribute('aria-label'))).to.deep.equal(['1 of 2', '2 of 2']);
    const before = document.createElement('button');
    before.textContent = 'before';
    el.before(before);
    // Something to land on after it: in Firefox a Tab past the page's last stop moves focus to the
    // browser's toolbar, and the page's later tests would run without focus.
    const after = document.createElement('button');
    after.textContent = 'after';
    el.after(after);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(el.querySelector('#b1'));
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement, 'the hidden slide’s button is skipped').to.equal(after);
    before.remove();
    after.remove();
  });

  it('keeps each child’s events working', async () => {
    const el = await render({ autoPlaySlider: false }, [
      { type: 'button', id: 'b1', config: { text: 'Copy', link: { type: 'copy', value: 'x' } } },
      text('s2', 'Two'),
    ]);
    const clicks: Event[] = [];
    el.querySelector('#b1')!.addEventListener('click', (e) => clicks.push(e));
    (el.querySelector('#b1')!.shadowRoot!.querySelector('[part="button"]') as HTMLElement).click();
    expect(clicks).to.have.length(1);
  });

  it('has named arrows; next wraps last → first, previous first → last, announced', async () => {
    const el = await render({ autoPlaySlider: false });
    button(el, 'arrow-previous')!.click();
    await until(() => current(el) === 's3');
    expect(announced(el)).to.equal('Slide 3 of 3');
    button(el, 'arrow-next')!.click();
    await until(() => current(el) === 's1');
    expect(button(el, 'arrow-next')!.getAttribute('aria-label')).to.equal('Next slide');
  });

  it('autoplays every timerSlider ms only with more than one slide, re-armed after every move', async () => {
    const el = await render({});
    await runs(el);
    clock.tick(3000);
    await until(() => current(el) === 's2');
    clock.tick(2000);
    button(el, 'arrow-next')!.click();
    await until(() => current(el) === 's3');
    clock.tick(2999);
    await settle();
    expect(current(el)).to.equal('s3');
    clock.tick(1);
    await until(() => current(el) === 's1', 'wraps round');
    const slow = await render({ timerSlider: 6000 }, three('x'));
    await runs(slow);
    clock.tick(5999);
    await settle();
    expect(current(slow)).to.equal('x1');
    clock.tick(1);
    await until(() => current(slow) === 'x2');
    const single = await render({}, [text('only', 'Only')]);
    expect(rotation(single)).to.equal('off');
    expect(button(single, 'rotation')).to.equal(null);
    expect(button(single, 'arrow-next')).to.equal(null);
  });

  it('has a visible stop/start control', async () => {
    const el = await render({});
    const control = button(el, 'rotation')!;
    expect(control.getAttribute('aria-label')).to.equal('Stop automatic slide show');
    control.click();
    await until(() => rotation(el) === 'stopped');
    clock.tick(9000);
    await settle();
    expect(current(el)).to.equal('s1');
    control.click();
    await runs(el);
    clock.tick(3000);
    await until(() => current(el) === 's2');
  });

  it('pauses on hover and while keyboard focus is in a child', async () => {
    const el = await render({}, [
      { type: 'button', id: 'b1', config: { text: 'One' } },
      { type: 'button', id: 'b2', config: { text: 'Two' } },
    ]);
    await runs(el);
    const box = region(el).getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    await until(() => rotation(el) === 'held', 'held on hover');
    clock.tick(6000);
    await settle();
    expect(current(el)).to.equal('b1');
    // Off the group, inside the window (WebDriver moves no pointer outside it).
    await sendMouse({ type: 'move', position: [innerWidth - 30, innerHeight - 30] });
    await runs(el);
    const before = document.createElement('button');
    before.textContent = 'before';
    el.before(before);
    before.focus();
    for (let i = 0; i < 6 && document.activeElement !== el.querySelector('#b1'); i++) await sendKeys({ press: 'Tab' });
    expect(document.activeElement, 'focus on the slotted button').to.equal(el.querySelector('#b1'));
    await until(() => rotation(el) === 'held', 'held while focus is in the child');
    clock.tick(6000);
    await settle();
    expect(current(el)).to.equal('b1');
    before.focus();
    await runs(el);
    before.remove();
  });

  it('does not move under prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await render({});
    expect(rotation(el)).to.equal('stopped');
    clock.tick(9000);
    await settle();
    expect(current(el)).to.equal('s1');
    button(el, 'arrow-next')!.click();
    await until(() => current(el) === 's2');
    expect(currentSlide(el).getAnimations()).to.have.length(0);
  });

  it('moves with the arrow keys (mirrored right to left) and swipes', async () => {
    const el = await render({ autoPlaySlider: false });
    button(el, 'arrow-next')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => current(el) === 's2');
    swipe(el, -90);
    await until(() => current(el) === 's3', 'a swipe left');
    swipe(el, 90);
    await until(() => current(el) === 's2', 'a swipe right');
    await setLanguage('ar_AR');
    await until(() => region(el).classList.contains('rtl'));
    button(el, 'arrow-next')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => current(el) === 's1', 'ArrowRight goes back right to left');
    swipe(el, 90);
    await until(() => current(el) === 's2', 'a swipe right is next right to left');
  });

  it('slides, fades, or shows the neighbours with side-padding (marginBetween 80, gapBetween 50)', async () => {
    const slide = await render({ autoPlaySlider: false, effectSlide: 'slide' });
    button(slide, 'arrow-next')!.click();
    await until(() => current(slide) === 's2');
    const moving = currentSlide(slide).getAnimations()[0]!.effect as KeyframeEffect;
    expect(String(moving.getKeyframes()[0]!['transform'])).to.contain('translateX(100%)');

    const fade = await render({ autoPlaySlider: false, effectSlide: 'fade' }, three('f'));
    button(fade, 'arrow-next')!.click();
    await until(() => current(fade) === 'f2');
    const fading = currentSlide(fade).getAnimations()[0]!.effect as KeyframeEffect;
    expect(fading.getKeyframes().map((k) => k['opacity'])).to.deep.equal(['0', '1']);

    const side = await render({ autoPlaySlider: false, effectSlide: 'side-padding' }, three('p'));
    expect(shadow(side).querySelector('[part~="base"]')!.classList.contains('effect-side-padding')).to.equal(true);
    const view = shadow(side).querySelector('[part="viewport"]')!.getBoundingClientRect();
    const slides = [...shadow(side).querySelectorAll<HTMLElement>('[part="slide"]')];
    const [now, next, last] = slides.map((s) => s.getBoundingClientRect());
    expect(Math.round(now!.left - view.left)).to.equal(80);
    expect(Math.round(view.right - now!.right)).to.equal(80);
    expect(Math.round(next!.left - now!.right), 'gapBetween').to.equal(50);
    expect(Math.round(now!.left - last!.right), 'the last slide is the previous neighbour').to.equal(50);
    expect(slides.map((s) => getComputedStyle(s).visibility)).to.deep.equal(['visible', 'visible', 'visible']);
    const custom = await render({ autoPlaySlider: false, effectSlide: 'side-padding', marginBetween: 40, gapBetween: 10 }, [
      ...three('c'),
      text('c4', 'Four'),
    ]);
    const v = shadow(custom).querySelector('[part="viewport"]')!.getBoundingClientRect();
    const [a, b, , d] = [...shadow(custom).querySelectorAll('[part="slide"]')].map((s) => s.getBoundingClientRect());
    expect(Math.round(a!.left - v.left)).to.equal(40);
    expect(Math.round(b!.left - a!.right)).to.equal(10);
    expect(getComputedStyle(shadow(custom).querySelectorAll('[part="slide"]')[2]!).visibility, 'two away: hidden').to.equal(
      'hidden',
    );
    expect(Math.round(a!.left - d!.right)).to.equal(10);
  });

  it('side-padding needs three slides; with two it is a plain slide', async () => {
    const el = await render({ autoPlaySlider: false, effectSlide: 'side-padding' }, [text('s1', 'One'), text('s2', 'Two')]);
    expect(shadow(el).querySelector('[part~="base"]')!.classList.contains('effect-slide')).to.equal(true);
    button(el, 'arrow-next')!.click();
    await until(() => current(el) === 's2');
    expect(currentSlide(el).getAnimations()).to.have.length(1);
  });

  it('jumps to the slide with the id of a showSlider event (and a slider link)', async () => {
    const el = await render({ autoPlaySlider: false });
    dispatchEvent(new CustomEvent('showSlider', { detail: { id: 's3' } }));
    await until(() => current(el) === 's3', 'showSlider s3');
    expect(announced(el)).to.equal('Slide 3 of 3');
    dispatchEvent(new CustomEvent('showSlider', { detail: { id: 'nope' } }));
    await settle();
    expect(current(el)).to.equal('s3');
    await performLink({ type: 'slider', valueID: 's2' });
    await until(() => current(el) === 's2', 'a slider link');
  });

  it('orders its slides by each child’s order_mobile on phones', async () => {
    device.value = 'mobile';
    const el = await render({ autoPlaySlider: false }, [
      text('s1', 'One', { order_mobile: 3 }),
      text('s2', 'Two', { order_mobile: 1 }),
      text('s3', 'Three'),
      text('s4', 'Four', { order_mobile: 2 }),
    ]);
    expect(current(el)).to.equal('s2');
    const order = [...shadow(el).querySelectorAll('[part="slide"] slot')].map(
      (slot) => (slot as HTMLSlotElement).assignedElements()[0]!.id,
    );
    expect(order).to.deep.equal(['s2', 's4', 's1', 's3']);
    device.value = 'desktop';
    await until(() => current(el) === 's1', 'desktop order again');
  });

  it('takes children added later', async () => {
    const el = await render({ autoPlaySlider: false }, [text('s1', 'One')]);
    expect(button(el, 'arrow-next')).to.equal(null);
    const later = document.createElement('weft-text');
    later.id = 's2';
    later.setAttribute('config', JSON.stringify({ html: '<p>Two</p>' }));
    el.append(later);
    await until(() => button(el, 'arrow-next'), 'arrows for two slides');
    button(el, 'arrow-next')!.click();
    await until(() => current(el) === 's2');
  });

  it('starts at currentIndex, and shows the new one when the config changes it', async () => {
    const el = await render({ autoPlaySlider: false, currentIndex: 1 });
    expect(current(el)).to.equal('s2');
    el.setAttribute('config', JSON.stringify({ autoPlaySlider: false, currentIndex: 2 }));
    await until(() => current(el) === 's3', 'the new currentIndex');
  });

  it('draws arrows with arrowSize and arrowColor (25px #d1d1d1 by default), none with arrowOptions off', async () => {
    const plain = await render({ autoPlaySlider: false });
    const chevron = (el: HTMLElement) => button(el, 'arrow-next')!.querySelector('svg')!;
    expect(chevron(plain).getBoundingClientRect().width).to.equal(25);
    expect(getComputedStyle(button(plain, 'arrow-next')!).color).to.equal('rgb(209, 209, 209)');
    const custom = await render({ autoPlaySlider: false, arrowSize: '40px', arrowColor: 'rgb(0, 128, 0)' }, three('a'));
    expect(chevron(custom).getBoundingClientRect().width).to.equal(40);
    expect(getComputedStyle(button(custom, 'arrow-previous')!).color).to.equal('rgb(0, 128, 0)');
    const none = await render({ autoPlaySlider: false, arrowOptions: false }, three('n'));
    expect(button(none, 'arrow-next')).to.equal(null);
  });

  it('slides over 1000 ms on iOS', async () => {
    const original = navigator.userAgent;
    await setUserAgent('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148');
    try {
      const el = await render({ autoPlaySlider: false });
      button(el, 'arrow-next')!.click();
      await until(() => current(el) === 's2');
      expect(currentSlide(el).getAnimations()[0]!.effect!.getComputedTiming().duration).to.equal(1000);
    } finally {
      await setUserAgent(original);
    }
  });

  it('lets two fingers zoom the page, and the slides follow one finger and settle', async () => {
    const el = await render({ autoPlaySlider: false });
    const viewport = shadow(el).querySelector<HTMLElement>('[part="viewport"]')!;
    const track = viewport.firstElementChild as HTMLElement;
    // Vertical moves scroll, two fingers zoom: pinch-zoom is never blocked.
    expect(getComputedStyle(viewport).touchAction).to.equal('pan-y pinch-zoom');
    const target = el.querySelector(`#${current(el)}`)!;
    const box = target.getBoundingClientRect();
    const init = { pointerType: 'touch', pointerId: 11, isPrimary: true, bubbles: true, composed: true };
    const at = (dx: number, dy = 0) => ({ ...init, clientX: box.x + 150 + dx, clientY: box.y + 10 + dy });
    const left = () => track.getBoundingClientRect().left;
    const rest = left();
    target.dispatchEvent(new PointerEvent('pointerdown', at(0)));
    target.dispatchEvent(new PointerEvent('pointermove', at(-30)));
    await until(() => Math.round(left()) === Math.round(rest - 30), 'the slides 30px to the left, under the finger');
    target.dispatchEvent(new PointerEvent('pointermove', at(-25, 5)));
    await until(() => Math.round(left()) === Math.round(rest - 25), 'the slides following the finger back');
    // Too short to move on: the slides settle back where they were, on the same slide.
    target.dispatchEvent(new PointerEvent('pointerup', at(-25, 5)));
    await until(() => Math.round(left()) === Math.round(rest), 'settled back');
    expect(current(el)).to.equal('s1');
    // Long enough: on to the next slide, nothing left dragged.
    target.dispatchEvent(new PointerEvent('pointerdown', at(0)));
    target.dispatchEvent(new PointerEvent('pointermove', at(-80)));
    await until(() => Math.round(left()) === Math.round(rest - 80), 'following');
    target.dispatchEvent(new PointerEvent('pointerup', at(-80)));
    await until(() => current(el) === 's2', 'the next slide');
    expect(viewport.style.getPropertyValue('--carousel-drag')).to.equal('');
  });

  it('is at most 500px wide by default', async () => {
    const el = await render({ autoPlaySlider: false });
    expect(getComputedStyle(el).maxWidth).to.equal('500px');
  });

  it('replaces [tags] in its buttons’ links from the owner’s tag lookup, every 1000 ms while the site has an owner id', async () => {
    const calls: string[] = [];
    let email = 'first@example.com';
    setFetchForTests(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      calls.push(
        `${request.method} ${new URL(request.url).pathname} ${request.credentials} ${request.headers.get('X-Requested-With')}`,
      );
      return new Response(JSON.stringify({ Email: email, lead: { name: 'Ana Maria' } }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    provideSiteData({ options: { id_office_user: 42 } } as never);
    const el = await render({ autoPlaySlider: false }, [
      {
        type: 'button',
        id: 'b1',
        config: { text: 'Go', link: { type: 'web', value: 'https://example.com/?e=[EMAIL]&n=[name]' } },
      },
      text('s2', 'Two'),
    ]);
    const href = () => el.querySelector('#b1')!.shadowRoot!.querySelector('a')?.getAttribute('href');
    await until(() => href() === 'https://example.com/?e=first%40example.com&n=Ana%20Maria', 'tags replaced');
    expect(calls[0]).to.equal(`POST ${TAGS_PATH}/42 include XMLHttpRequest`);
    const before = calls.length;
    email = 'second@example.com';
    clock.tick(1000);
    await until(() => calls.length === before + 1, 'another lookup a second later');
    await until(() => href() === 'https://example.com/?e=second%40example.com&n=Ana%20Maria', 'replaced from the original again');
    clock.tick(1000);
    await until(() => calls.length === before + 2);
  });

  it('never looks tags up without an owner id', async () => {
    const calls: string[] = [];
    setFetchForTests(async (input) => {
      calls.push(String(input));
      return new Response('{}');
    });
    provideSiteData({ options: {} } as never);
    await render({ autoPlaySlider: false });
    clock.tick(5000);
    await settle();
    expect(calls).to.deep.equal([]);
  });

  it('shows a placeholder without children, and one console error for a bad effect', async () => {
    const errors = captureErrors();
    try {
      const empty = await render({}, []);
      expect(shadow(empty).querySelector('[part~="placeholder"]')).to.not.equal(null);
      const bad = await render({ effectSlide: 'cube', autoPlaySlider: false }, three('e'));
      expect(shadow(bad).querySelector('[part~="base"]')!.classList.contains('effect-slide')).to.equal(true);
      expect(errors.messages.filter((m) => m.includes('<weft-slider-group'))).to.have.length(1);
    } finally {
      errors.restore();
    }
  });
});
