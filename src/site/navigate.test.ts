import { expect, fixture } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import sinon from 'sinon';
import { ANCHOR_DELAY_MANY_IMAGES_MS, ANCHOR_DELAY_MS, ANCHOR_SCROLL_MS, isSitePath, scrollToHash } from './navigate.js';

describe('anchors and site paths', () => {
  let clock: sinon.SinonFakeTimers;
  let page: HTMLElement;
  beforeEach(async () => {
    page = await fixture(
      '<div><div style="height: 3000px"></div><section id="target">Target</section><div style="height: 2000px"></div></div>',
    );
    window.scrollTo(0, 0);
    clock = sinon.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
  });
  afterEach(async () => {
    clock.restore();
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  const target = () => page.querySelector('#target')!.getBoundingClientRect().top + window.scrollY;

  it('scrolls to the anchor after 200 ms, animated over 1000 ms', () => {
    expect(scrollToHash('#target')).to.equal(true);
    clock.tick(ANCHOR_DELAY_MS - 1);
    expect(window.scrollY).to.equal(0);
    clock.tick(1 + ANCHOR_SCROLL_MS / 2);
    expect(window.scrollY).to.be.greaterThan(0).and.lessThan(target());
    clock.tick(ANCHOR_SCROLL_MS);
    expect(Math.round(window.scrollY)).to.equal(Math.round(target()));
  });

  it('waits 800 ms on a page with more than 40 images', () => {
    for (let i = 0; i < 41; i++) page.append(document.createElement('img'));
    scrollToHash('#target');
    clock.tick(ANCHOR_DELAY_MS + 100);
    expect(window.scrollY).to.equal(0);
    clock.tick(ANCHOR_DELAY_MANY_IMAGES_MS - ANCHOR_DELAY_MS + ANCHOR_SCROLL_MS);
    expect(Math.round(window.scrollY)).to.equal(Math.round(target()));
  });

  it('jumps without animation with prefers-reduced-motion', async () => {
    clock.restore();
    await emulateMedia({ reducedMotion: 'reduce' });
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'performance'] });
    scrollToHash('#target');
    clock.tick(ANCHOR_DELAY_MS);
    expect(Math.round(window.scrollY)).to.equal(Math.round(target()));
  });

  it('tells site pages from files and services', () => {
    expect(isSitePath('/about')).to.equal(true);
    expect(isSitePath('/blog/my-post')).to.equal(true);
    expect(isSitePath('/guide.pdf')).to.equal(false);
    expect(isSitePath('/weft/weft.js')).to.equal(false);
    expect(isSitePath('/api/health')).to.equal(false);
  });
});
