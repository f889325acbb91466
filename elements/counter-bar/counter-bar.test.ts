import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { device } from '../../src/device.js';
import {
  armed,
  expectAccessible,
  expectStyle,
  inViewEachTest,
  mount,
  settle,
  shadow,
  until,
} from '../../test/browser/helpers.js';
import { barFill } from './config.js';
import './counter-bar.element.js';

const counter = (config: Record<string, unknown>) => mount('weft-counter-bar', config, { ready: '[part="bar"]' });
const shown = (el: HTMLElement) => shadow(el).querySelector('.digits')!.textContent!;
const spoken = (el: HTMLElement) => shadow(el).querySelector('.visually-hidden')!.textContent!;
const part = (el: HTMLElement, name: string) => shadow(el).querySelector<HTMLElement>(`[part="${name}"]`)!;
/** How much of the track the bar covers, 0–1. */
const filled = (el: HTMLElement) =>
  part(el, 'bar').getBoundingClientRect().width / part(el, 'track').getBoundingClientRect().width;

describe('weft-counter-bar', () => {
  // Animation frames are faked once the counter is mounted: mounting itself waits for real frames.
  const { view, frames } = inViewEachTest();
  afterEach(async () => {
    device.value = 'desktop';
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is accessible with its defaults, as a percentage bar and on a dark background', async () => {
    await expectAccessible(await counter({}));
    await expectAccessible(await counter({ finish: 75, barMax: 100, barColor: '#16a34a' }));
    await expectAccessible(
      await counter({ backgroundColor: '#0f172a', textStyle: { color: '#f8fafc' }, barBackgroundColor: '#334155' }),
    );
  });

  it('fills the bar as it counts from init to finish over timer ms, once in view', async () => {
    const el = await counter({ init: 0, finish: 200, timer: 1000 });
    const clock = frames();
    await settle();
    expect(shown(el)).to.equal('0');
    expect(filled(el)).to.equal(0);
    view.enter(el);
    await armed(clock);
    clock.tick(500);
    await until(() => filled(el) > 0, 'the bar under way');
    expect(filled(el)).to.be.within(0.35, 0.65);
    expect(Number(shown(el))).to.be.within(70, 130);
    clock.tick(600);
    await until(() => shown(el) === '200', 'the final number');
    expect(filled(el)).to.be.closeTo(1, 0.001);
    expect(clock.countTimers()).to.equal(0);
  });

  it('ends at finish / barMax of the bar when barMax is set (a percentage)', async () => {
    expect(barFill(75, 1, 100)).to.equal(0.75);
    expect(barFill(150, 1, 100)).to.equal(1);
    expect(barFill(500, 0.5, null)).to.equal(0.5);
    const el = await counter({ finish: 75, barMax: 100, timer: 400 });
    const clock = frames();
    view.enter(el);
    await armed(clock);
    clock.tick(500);
    await until(() => shown(el) === '75', 'the final number');
    expect(filled(el)).to.be.closeTo(0.75, 0.005);
  });

  it('gives assistive technology the final number only; the bar is decoration', async () => {
    const el = await counter({ finish: 640 });
    const clock = frames();
    expect(spoken(el)).to.equal('640');
    expect(part(el, 'track').getAttribute('aria-hidden')).to.equal('true');
    expect(shadow(el).querySelector('[aria-live], [role="progressbar"], [role="status"]')).to.equal(null);
    view.enter(el);
    await armed(clock);
    clock.tick(900);
    await until(() => shown(el) !== '0', 'the count under way');
    expect(spoken(el)).to.equal('640');
  });

  it('shows the final number and bar at once under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await counter({ finish: 30 });
    expect(shown(el)).to.equal('30');
    expect(filled(el)).to.be.closeTo(1, 0.001);
  });

  it('draws the bar colours, image, height and radius, and the number in its text style', async () => {
    const el = await counter({
      timer: 0,
      barColor: '#ff0000',
      barBackgroundColor: '#00ff00',
      barImage: '/demo/stripes.png',
      barHeight: 12,
      barRadius: 3,
      textStyle: { size: 18, sizeMobile: 14, color: '#0000ff', align: 'left', stroke: { width: 1, color: '#ff00ff' } },
    });
    const bar = getComputedStyle(part(el, 'bar'));
    const track = getComputedStyle(part(el, 'track'));
    expect(bar.backgroundColor).to.equal('rgb(255, 0, 0)');
    expect(bar.backgroundImage).to.contain('/demo/stripes.png');
    expect(track.backgroundColor).to.equal('rgb(0, 255, 0)');
    expect(track.height).to.equal('12px');
    expect(track.borderTopLeftRadius).to.equal('3px');
    expectStyle(part(el, 'number'), {
      fontSize: '18px',
      color: 'rgb(0, 0, 255)',
      textAlign: 'left',
      '-webkit-text-stroke-color': 'rgb(255, 0, 255)',
    });
    device.value = 'mobile';
    await until(() => getComputedStyle(part(el, 'number')).fontSize === '14px', 'the mobile size');
  });

  it('never paints a javascript: bar image', async () => {
    const el = await counter({ barImage: 'javascript:alert(1)', timer: 0 });
    expect(getComputedStyle(part(el, 'bar')).backgroundImage).to.equal('none');
  });
});
