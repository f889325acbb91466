import { expect } from '@open-wc/testing';
import { consent } from '../../src/consent/state.js';
import { youtubeEmbed } from '../../src/embeds/urls.js';
import { captureErrors, expectAccessible, fakeIntersection, mount, shadow, until } from '../../test/browser/helpers.js';
import { expectConsentGate, marketingAcceptedEachTest } from '../../test/browser/consent.js';
import { stickyWidth } from './youtube.js';
import './youtube.element.js';

const SRC = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const player = (config: Record<string, unknown>) =>
  mount('weft-youtube', config, { ready: '[part="video"], [part="placeholder"]' });

describe('weft-youtube', () => {
  marketingAcceptedEachTest();

  it('builds the embed address: autoplay with mute, loop with playlist, controls, start and end', () => {
    const url = new URL(youtubeEmbed(SRC, { autoplay: true, loop: true, hideControls: true, start: 30, end: 90 })!);
    expect(url.pathname).to.equal('/embed/aqz-KE-bpKQ');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: 'aqz-KE-bpKQ',
      controls: '0',
      start: '30',
      end: '90',
    });
    expect(
      youtubeEmbed('https://youtu.be/aqz-KE-bpKQ', { autoplay: false, loop: false, hideControls: false, start: 0, end: 0 }),
    ).to.equal('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(
      youtubeEmbed('https://example.com/video.mp4', { autoplay: false, loop: false, hideControls: false, start: 0, end: 0 }),
    ).to.equal(null);
  });

  it('shows a labelled play button and thumbnail until the visitor plays', async () => {
    const el = await player({ src: SRC });
    await expectAccessible(el);
    expect(shadow(el).querySelector('iframe')).to.equal(null);
    const play = shadow(el).querySelector<HTMLButtonElement>('[part="play"]')!;
    expect(play.getAttribute('aria-label')).to.equal('Play video: Video');
    expect(play.querySelector('img')!.getAttribute('src')).to.equal('https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
    play.click();
    await until(() => shadow(el).querySelector('iframe'), 'the player');
    expect(shadow(el).querySelector('iframe')!.title).to.equal('Video');
    // One click plays: the player loads with autoplay, and with sound after a click (mute=0).
    const src = new URL(shadow(el).querySelector('iframe')!.src);
    expect([src.searchParams.get('autoplay'), src.searchParams.get('mute')]).to.deep.equal(['1', '0']);
  });

  it('loads an autoplaying video once it is in view', async () => {
    const view = fakeIntersection();
    try {
      const el = await player({ src: SRC, checkBoxAutoPlay: true });
      expect(shadow(el).querySelector('iframe'), 'not before it is in view').to.equal(null);
      view.enter(el);
      await until(() => shadow(el).querySelector('iframe'), 'the autoplaying player');
      expect(shadow(el).querySelector('iframe')!.src).to.contain('autoplay=1').and.contain('mute=1');
    } finally {
      view.restore();
    }
  });

  it('loads an autoplaying video in view with the browser’s own observer', async () => {
    const el = await player({ src: SRC, checkBoxAutoPlay: true });
    await until(() => shadow(el).querySelector('iframe'), 'the autoplaying player');
    expect(shadow(el).querySelector('iframe')!.src).to.contain('autoplay=1').and.contain('mute=1');
  });

  it('waits for marketing consent, or for the visitor to load this one video', async () => {
    consent.value = { chosen: true, accepted: [] };
    const el = await player({ src: SRC, checkBoxAutoPlay: true });
    await expectConsentGate(el, () => shadow(el).querySelector('iframe'), { says: 'third party' });
  });

  it("prompts to 'select a video' without a YouTube address, with one error for a wrong one", async () => {
    expect(shadow(await player({})).querySelector('[part="placeholder"]')!.textContent).to.equal('select a video');
    const errors = captureErrors();
    try {
      await player({ src: 'https://example.com/x' });
      expect(errors.messages).to.have.length(1);
    } finally {
      errors.restore();
    }
  });

  it('sizes the sticky player from a number or a CSS length, never below 160px', () => {
    expect(stickyWidth(280)).to.equal('280px');
    expect(stickyWidth(100)).to.equal('160px');
    expect(stickyWidth('360px')).to.equal('max(160px, 360px)');
    expect(stickyWidth('40vw')).to.equal('max(160px, 40vw)');
    expect(stickyWidth('auto')).to.equal('320px');
  });

  it('keeps playing in its corner when scrolled out of view (sticky)', async () => {
    // The observer's reports are driven by the test: layout and frames on a loaded machine are not.
    const view = fakeIntersection();
    try {
      const el = await player({ src: SRC, StickyVideo: true, positionSticky: 'bottom-left', sizeSticky: 280 });
      view.leave(el);
      expect(el.dataset['sticky'], 'not before it plays').to.equal(undefined);
      shadow(el).querySelector<HTMLButtonElement>('[part="play"]')!.click();
      await until(() => shadow(el).querySelector('iframe'), 'the player');
      view.leave(el);
      expect(el.dataset['sticky']).to.equal('bottom-left');
      expect(el.style.getPropertyValue('--sticky-width')).to.equal('280px');
      view.enter(el);
      expect(el.dataset['sticky']).to.equal(undefined);
    } finally {
      view.restore();
    }
  });
});
