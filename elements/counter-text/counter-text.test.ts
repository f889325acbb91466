import { expect } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendMouse } from '@web/test-runner-commands';
import { device } from '../../src/device.js';
import {
  armed,
  captureErrors,
  expectAccessible,
  expectStyle,
  inViewEachTest,
  mount,
  resetLanguage,
  setLanguage,
  settle,
  shadow,
  until,
} from '../../test/browser/helpers.js';
import { COUNTER_FINISH, COUNTER_INIT, COUNTER_TIMER_MS } from './config.js';
import { countAt, decimalsOf, formatCount } from '../../src/ui/count-up.js';
import './counter-text.element.js';

const counter = (config: Record<string, unknown>) => mount('weft-counter-text', config, { ready: '[part="number"]' });
/** What the eye sees: the moving digits. */
const shown = (el: HTMLElement) => shadow(el).querySelector('.digits')!.textContent!;
/** What assistive technology reads: the number without the hidden digits. */
const spoken = (el: HTMLElement) => shadow(el).querySelector('.visually-hidden')!.textContent!;
const numberOf = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('[part="number"]')!;
const digits = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
const centre = (el: Element): [number, number] => {
  const r = el.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
};

describe('counter count (count-up.tsx)', () => {
  it('goes in a straight line from init to finish over timer ms, and stays at finish', () => {
    expect(countAt(0, 1000, 2000, 0)).to.equal(0);
    expect(countAt(0, 1000, 2000, 500)).to.equal(250);
    expect(countAt(0, 1000, 2000, 1000)).to.equal(500);
    expect(countAt(0, 1000, 2000, 2000)).to.equal(1000);
    expect(countAt(0, 1000, 2000, 9000)).to.equal(1000);
    expect(countAt(100, 0, 1000, 250)).to.equal(75);
  });

  it('shows finish at once without a time, and rounds to the places of init or finish', () => {
    expect(countAt(0, 1000, 0, 0)).to.equal(1000);
    expect(countAt(0, 1000, -5, 0)).to.equal(1000);
    expect(decimalsOf(0, 1000)).to.equal(0);
    expect(decimalsOf(0, 4.5)).to.equal(1);
    expect(decimalsOf(1.25, 3)).to.equal(2);
    expect(countAt(0, 4.5, 1000, 333)).to.equal(1.5);
  });

  it('writes numbers in the visitor’s language', () => {
    expect(formatCount(12500, 0, 'en-US')).to.equal('12,500');
    expect(formatCount(12500, 0, 'de-DE')).to.equal('12.500');
    expect(formatCount(4.5, 1, 'fr-FR')).to.equal('4,5');
  });
});

describe('weft-counter-text', () => {
  // Animation frames are faked once the counter is mounted: mounting itself waits for real frames.
  const { view, frames } = inViewEachTest();
  afterEach(async () => {
    device.value = 'desktop';
    await emulateMedia({ reducedMotion: 'no-preference' });
    await resetMouse();
    await resetLanguage();
  });

  it('is accessible with its defaults, with a stroke and hover colours, and on a dark background', async () => {
    await expectAccessible(await counter({}));
    await expectAccessible(
      await counter({ textStyle: { color: '#1e3a8a', stroke: { width: 2, color: '#93c5fd' } }, hoverColor: '#1d4ed8' }),
    );
    await expectAccessible(await counter({ backgroundColor: '#111827', textStyle: { color: '#f9fafb' } }));
  });

  it(`counts from ${COUNTER_INIT} to ${COUNTER_FINISH} over ${COUNTER_TIMER_MS} ms by default, once it scrolls into view`, async () => {
    const el = await counter({});
    const clock = frames();
    await settle();
    expect(shown(el), 'nothing counts before the counter is in view').to.equal('0');
    expect(clock.countTimers()).to.equal(0);

    view.enter(el);
    await armed(clock);
    clock.tick(1000);
    await until(() => digits(shown(el)) > 0, 'the count under way');
    const halfway = digits(shown(el));
    expect(halfway).to.be.within(400, 600);
    clock.tick(500);
    await until(() => digits(shown(el)) > halfway, 'the count going on');
    expect(digits(shown(el))).to.be.below(1000);
    clock.tick(600);
    await until(() => shown(el) === '1,000', 'the final number');
    expect(clock.countTimers(), 'no frame is asked for once the count is over').to.equal(0);
  });

  it('counts once: scrolling away and back does not count again', async () => {
    const el = await counter({ init: 10, finish: 20, timer: 500 });
    const clock = frames();
    view.enter(el);
    await armed(clock);
    clock.tick(600);
    await until(() => shown(el) === '20', 'the final number');
    view.leave(el);
    view.enter(el);
    await settle();
    expect(clock.countTimers()).to.equal(0);
    expect(shown(el)).to.equal('20');
  });

  it('counts down too, and keeps the decimals of init or finish', async () => {
    const el = await counter({ init: 5, finish: 0.5, timer: 1000 });
    const clock = frames();
    expect(shown(el)).to.equal('5.0');
    view.enter(el);
    await armed(clock);
    clock.tick(1100);
    await until(() => shown(el) === '0.5', 'the final number');
  });

  it('gives assistive technology the final number only, never each frame', async () => {
    const el = await counter({ finish: 1500 });
    const clock = frames();
    expect(spoken(el), 'before the count').to.equal('1,500');
    expect(shadow(el).querySelector('.digits')!.getAttribute('aria-hidden')).to.equal('true');
    expect(shadow(el).querySelector('[aria-live], [role="status"], [role="timer"]')).to.equal(null);
    view.enter(el);
    await armed(clock);
    clock.tick(700);
    await until(() => shown(el) !== '0', 'the count under way');
    expect(spoken(el), 'while counting').to.equal('1,500');
  });

  it('shows the final number at once under reduced motion, without asking for frames', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await counter({ finish: 300 });
    const clock = frames();
    view.enter(el);
    await settle();
    expect(shown(el)).to.equal('300');
    expect(clock.countTimers()).to.equal(0);
  });

  it('shows the final number at once with a timer of 0', async () => {
    const el = await counter({ finish: 42, timer: 0 });
    expect(shown(el)).to.equal('42');
  });

  it('counts again, from its next time in view, when the owner changes the numbers', async () => {
    const el = await counter({ finish: 10, timer: 200 });
    const clock = frames();
    view.enter(el);
    await armed(clock);
    clock.tick(300);
    await until(() => shown(el) === '10');
    el.setAttribute('config', JSON.stringify({ init: 50, finish: 60, timer: 200 }));
    await until(() => shown(el) === '50', 'the new start');
    // In view again, once the new count watches for it.
    await until(() => (view.enter(el), clock.countTimers() > 0), 'the new count to start');
    clock.tick(300);
    await until(() => shown(el) === '60', 'the new final number');
  });

  it('writes the number in the visitor’s language', async () => {
    await setLanguage('de_DE');
    const el = await counter({ finish: 12500, timer: 0 });
    await until(() => shown(el) === '12.500', 'German digits');
    expect(spoken(el)).to.equal('12.500');
  });

  it('draws the text style: family, size (sizeMobile on phones), colour, align, weight, style and stroke', async () => {
    const textStyle = {
      family: 'Georgia',
      size: 50,
      sizeMobile: 30,
      color: '#ff0000',
      align: 'right',
      weight: '300',
      style: 'italic',
      stroke: { width: 2, color: '#0000ff' },
    };
    const el = await counter({ textStyle });
    expectStyle(numberOf(el), {
      fontFamily: 'Georgia',
      fontSize: '50px',
      color: 'rgb(255, 0, 0)',
      textAlign: 'right',
      fontWeight: '300',
      fontStyle: 'italic',
      '-webkit-text-stroke-width': '2px',
      '-webkit-text-stroke-color': 'rgb(0, 0, 255)',
    });

    device.value = 'mobile';
    await until(() => getComputedStyle(numberOf(el)).fontSize === '30px', 'the mobile size');
  });

  it('takes its hover colours under the pointer: text, background and stroke', async () => {
    const el = await counter({
      textStyle: { color: '#000000', stroke: { width: 1, color: '#000000' } },
      backgroundColor: '#ffffff',
      hoverColor: '#00ff00',
      hoverBackgroundColor: '#ffff00',
      hoverStrokeColor: '#ff00ff',
      timer: 0,
    });
    const frame = shadow(el).querySelector<HTMLElement>('[part="frame"]')!;
    // Transitions end at once under reduced motion.
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(getComputedStyle(frame).backgroundColor).to.equal('rgb(255, 255, 255)');
    await sendMouse({ type: 'move', position: centre(numberOf(el)) });
    await until(() => getComputedStyle(numberOf(el)).color === 'rgb(0, 255, 0)', 'the hover colour');
    expect(getComputedStyle(numberOf(el)).getPropertyValue('-webkit-text-stroke-color')).to.equal('rgb(255, 0, 255)');
    expect(getComputedStyle(frame).backgroundColor).to.equal('rgb(255, 255, 0)');
    await sendMouse({ type: 'move', position: [0, 0] });
    await until(() => getComputedStyle(numberOf(el)).color === 'rgb(0, 0, 0)', 'the normal colour again');
  });

  it('logs one error naming the tag for a bad config, and counts with the defaults', async () => {
    const errors = captureErrors();
    try {
      const el = await counter({ finish: 'lots', timer: 0 });
      expect(shown(el)).to.equal('1,000');
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<weft-counter-text>').and.contain('finish');
    } finally {
      errors.restore();
    }
  });
});
