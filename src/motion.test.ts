import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import sinon from 'sinon';
import { mount, settle, until } from '../test/browser/helpers.js';
import { speedMs } from './motion.js';
import '../elements/text/text.element.js';

const text = (config: Record<string, unknown>) =>
  mount('weft-text', { html: '<p>Moving</p>', ...config }, { ready: '[part="content"]' });
const animName = (el: HTMLElement) => el.style.getPropertyValue('--weft-anim-name');

describe('element motion', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('names the speeds: slow 1950, slower 2950, fast 750, faster 450 ms', () => {
    expect([speedMs('slow'), speedMs('slower'), speedMs('fast'), speedMs('faster'), speedMs('')]).to.deep.equal([
      1950, 2950, 750, 450, 1000,
    ]);
  });

  it('animates in after its time, hidden until then', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const el = await text({ animation: { in: { action: 'time', time: 2, effect: 'fadeInUp', speed: 'fast' } } });
    expect(getComputedStyle(el).visibility).to.equal('hidden');
    clock.tick(1999);
    expect(el.dataset['anim']).to.equal('pending');
    clock.tick(1);
    expect(el.dataset['anim']).to.equal('in');
    expect(el.classList.contains('weft-animating')).to.equal(true);
    expect(animName(el)).to.equal('weft-fadeInUp');
    expect(el.style.getPropertyValue('--weft-anim-duration')).to.equal('750ms');
    expect(getComputedStyle(el).animationName).to.equal('weft-fadeInUp');
    expect(getComputedStyle(el).visibility).to.equal('visible');
  });

  it('animates in when scrolled into view', async () => {
    const el = await text({ animation: { in: { action: 'scroll', effect: 'zoomIn' } } });
    await until(() => el.dataset['anim'] === 'in', 'the element in view to animate');
    expect(animName(el)).to.equal('weft-zoomIn');
  });

  it('animates out on scroll: at its percent of the page, or, at 0, once it has left the view', async () => {
    // Elements between two stretches of page, to scroll through.
    const above = document.createElement('div');
    above.style.height = '3000px';
    document.body.append(above);
    window.scrollTo(0, 0);
    const at = await text({ animation: { out: { action: 'scroll', effect: 'fadeOutUp', scroll: 80 } } });
    const leaving = await text({ animation: { out: { action: 'scroll', effect: 'zoomOut' } } });
    const below = document.createElement('div');
    below.style.height = '3000px';
    document.body.append(below);
    try {
      await settle();
      expect(at.dataset['anim'], 'not yet at 80%').to.equal(undefined);
      // Our own observer reports after the element's (made earlier): then it has seen it too.
      const seen = new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(leaving);
      });
      leaving.scrollIntoView();
      await seen;
      expect(leaving.dataset['anim'], 'in view: stays').to.equal(undefined);
      expect(at.dataset['anim'], 'still not at 80%').to.equal(undefined);
      window.scrollTo(0, document.documentElement.scrollHeight);
      await until(() => leaving.dataset['anim'] === 'out', 'out once it left the view');
      expect(animName(leaving)).to.equal('weft-zoomOut');
      await until(() => at.dataset['anim'] === 'out', 'out at 80% of the page');
      expect(animName(at)).to.equal('weft-fadeOutUp');
    } finally {
      window.scrollTo(0, 0);
      above.remove();
      below.remove();
    }
  });

  it('animates on click and on hover, visible meanwhile; infinite repeats', async () => {
    const el = await text({ animation: { in: { action: 'click', effect: 'pulse', infinite: true } } });
    expect(el.dataset['anim']).to.equal('idle');
    expect(getComputedStyle(el).visibility).to.equal('visible');
    el.click();
    expect(el.dataset['anim']).to.equal('in');
    expect(el.style.getPropertyValue('--weft-anim-count')).to.equal('infinite');
    const hover = await text({ animation: { in: { action: 'hover', effect: 'shake' } } });
    hover.dispatchEvent(new MouseEvent('mouseenter'));
    expect(animName(hover)).to.equal('weft-shake');
  });

  it('repeats only when infinite is on, in every spelling: "false", 0 and "no" play once', async () => {
    for (const [infinite, count] of [
      ['false', '1'],
      [0, '1'],
      ['0', '1'],
      ['no', '1'],
      ['true', 'infinite'],
      [1, 'infinite'],
      ['yes', 'infinite'],
    ] as const) {
      const el = await text({ animation: { in: { action: 'click', effect: 'pulse', infinite } } });
      el.click();
      expect(el.style.getPropertyValue('--weft-anim-count'), String(infinite)).to.equal(count);
      el.remove();
    }
  });

  it('animates out after its delay and is gone after', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const el = await text({
      animation: {
        in: { action: 'time', time: 0, effect: 'fadeIn', speed: 'faster' },
        out: { action: 'time', delay: 3, effect: 'fadeOutDown' },
      },
    });
    clock.tick(0);
    expect(el.dataset['anim']).to.equal('in');
    clock.tick(500);
    await settle();
    clock.tick(2999);
    expect(el.dataset['anim']).to.equal('in');
    clock.tick(1);
    expect(animName(el)).to.equal('weft-fadeOutDown');
    clock.tick(1100);
    await until(() => el.dataset['anim'] === 'gone', 'the element gone');
    expect(getComputedStyle(el).visibility).to.equal('hidden');
  });

  it('turns motion off with prefers-reduced-motion: the element just appears on time', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const el = await text({ animation: { in: { action: 'time', time: 1, effect: 'bounceIn' } } });
    clock.tick(1000);
    expect(el.dataset['anim']).to.equal('in');
    expect(el.classList.contains('weft-animating')).to.equal(false);
    expect(getComputedStyle(el).visibility).to.equal('visible');
  });

  it('drifts with parallax while the page scrolls, not with reduced motion', async () => {
    const el = await text({ parallaxActive: true, parallaxSpeed: 40 });
    await until(() => el.style.getPropertyValue('translate') !== '', 'a parallax offset');
    await emulateMedia({ reducedMotion: 'reduce' });
    el.setAttribute('config', JSON.stringify({ html: '<p>x</p>', parallaxActive: true, parallaxSpeed: 41 }));
    await until(() => el.style.getPropertyValue('translate') === '', 'no parallax');
  });
});
