import { expect } from '@open-wc/testing';
import { consent } from '../../src/consent/state.js';
import { PLAYER_SANDBOX } from '../../src/embeds/video-address.js';
import {
  captureErrors,
  expectAccessible,
  fakeIntersection,
  mount,
  resetLanguage,
  setLanguage,
  shadow,
  until,
} from '../../test/browser/helpers.js';
import { expectConsentGate, marketingAcceptedEachTest } from '../../test/browser/consent.js';
import { stickyWidth } from './sticky.js';
import './video.element.js';

const WISTIA = 'https://home.wistia.com/medias/e4a27b971d';
const video = (config: Record<string, unknown>, attrs: string[] = []) =>
  mount('weft-video', config, { ready: '[part="video"], [part="placeholder"]', attrs });
const frame = (el: HTMLElement) => shadow(el).querySelector('iframe');
const play = async (el: HTMLElement) => {
  shadow(el).querySelector<HTMLButtonElement>('[part="play"]')!.click();
  await until(() => frame(el) ?? shadow(el).querySelector('video'), 'the player');
};

describe('weft-video', () => {
  marketingAcceptedEachTest();
  afterEach(async () => {
    await resetLanguage();
  });

  it('is 300×300 by default, accessible, and loads the player on the visitor’s click', async () => {
    const el = await video({ src: WISTIA });
    const box = el.getBoundingClientRect();
    expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal([300, 300]);
    await expectAccessible(el);
    expect(frame(el), 'nothing third-party before the click').to.equal(null);
    expect(shadow(el).querySelector('[part="play"]')!.getAttribute('aria-label')).to.equal('Play video: Video');
    await play(el);
    await expectAccessible(el);
  });

  it('plays every address through the shared recognition, in a titled, lazy, sandboxed frame that starts at once', async () => {
    for (const [src, embed] of [
      [WISTIA, 'https://fast.wistia.net/embed/iframe/e4a27b971d?autoPlay=true'],
      ['https://app.vidello.com/embed/AbC123', 'https://app.vidello.com/embed/AbC123'],
      ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1'],
      ['youtu.be/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1'],
      ['https://player.example.net/embed/42', 'https://player.example.net/embed/42'],
    ]) {
      const el = await video({ src });
      await play(el);
      const iframe = frame(el)!;
      expect(iframe.src, src).to.equal(embed);
      expect(iframe.title).to.equal('Video');
      expect(iframe.getAttribute('loading')).to.equal('lazy');
      expect(iframe.getAttribute('sandbox')).to.equal(PLAYER_SANDBOX);
      expect(iframe.getAttribute('allow')).to.contain('fullscreen');
      expect(iframe.getAttribute('allow')).to.contain('autoplay');
      el.remove();
    }
  });

  it('plays a media file in the page’s own player, without waiting for consent', async () => {
    consent.value = { chosen: true, accepted: [] };
    const clip = new URL('./test-clip.webm', import.meta.url).href;
    const el = await video({ src: clip });
    expect(shadow(el).querySelector('[part="consent"]')).to.equal(null);
    await play(el);
    const player = shadow(el).querySelector('video')!;
    expect(player.src).to.equal(clip);
    expect(player.controls).to.equal(true);
    expect(player.autoplay).to.equal(true);
    expect(player.getAttribute('aria-label')).to.equal('Video');
    expect(frame(el)).to.equal(null);
  });

  it('waits for marketing consent behind a placeholder that says what will load, or for the visitor to load this one', async () => {
    consent.value = { chosen: true, accepted: [] };
    const el = await video({ src: WISTIA });
    await expectConsentGate(el, () => frame(el), { says: 'third party' });
  });

  it('loads once marketing consent is given', async () => {
    consent.value = { chosen: false, accepted: [] };
    const el = await video({ src: WISTIA });
    await until(() => shadow(el).querySelector('[part="consent"]'), 'the consent placeholder');
    consent.value = { chosen: true, accepted: ['marketing'] };
    await until(() => shadow(el).querySelector('[part="play"]'), 'the play button');
    await play(el);
  });

  it("prompts to 'select a video' without an address, with one error naming the tag for one it cannot play", async () => {
    expect(shadow(await video({})).querySelector('[part="placeholder"]')!.textContent).to.equal('select a video');
    const errors = captureErrors();
    try {
      const el = await video({ src: 'ftp://example.com/film.mp4' });
      expect(shadow(el).querySelector('[part="placeholder"]')).to.not.equal(null);
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<weft-video>');
    } finally {
      errors.restore();
    }
  });

  it('with the autoplay attribute, loads and starts once in view', async () => {
    const view = fakeIntersection();
    try {
      const el = await video({ src: WISTIA }, ['autoplay']);
      expect(frame(el), 'not before it is in view').to.equal(null);
      view.enter(el);
      await until(() => frame(el), 'the autoplaying player');
      expect(frame(el)!.src).to.equal('https://fast.wistia.net/embed/iframe/e4a27b971d?autoPlay=true');
    } finally {
      view.restore();
    }
  });

  it('sizes the sticky player from a number or a CSS length, never below 160px', () => {
    expect(stickyWidth(280)).to.equal('280px');
    expect(stickyWidth(100)).to.equal('160px');
    expect(stickyWidth('360px')).to.equal('max(160px, 360px)');
    expect(stickyWidth('auto')).to.equal('320px');
  });

  it('sticky: keeps playing in its corner when scrolled out of view, with a labelled close button (btnClick)', async () => {
    const view = fakeIntersection();
    try {
      const el = await video({ src: WISTIA, StickyVideo: true, positionSticky: 'top-left', sizeSticky: 280 });
      view.leave(el);
      expect(el.dataset['sticky'], 'not before it plays').to.equal(undefined);
      await play(el);
      view.leave(el);
      await until(() => el.dataset['sticky'] === 'top-left', 'the corner');
      expect(el.style.getPropertyValue('--sticky-width')).to.equal('280px');
      const box = shadow(el).querySelector('.video')!.getBoundingClientRect();
      expect([Math.round(box.left), Math.round(box.top), Math.round(box.width)]).to.deep.equal([16, 16, 280]);
      await until(() => shadow(el).querySelector('[part="sticky-close"]'), 'the close button');
      await expectAccessible(el);
      view.enter(el);
      await until(() => el.dataset['sticky'] === undefined, 'back in its place');
      expect(shadow(el).querySelector('[part="sticky-close"]')).to.equal(null);

      view.leave(el);
      await until(() => el.dataset['sticky'] === 'top-left', 'the corner again');
      const close = shadow(el).querySelector<HTMLButtonElement>('[part="sticky-close"]')!;
      expect(close.getAttribute('aria-label')).to.equal('Close the floating video');
      close.click();
      await until(() => el.dataset['sticky'] === undefined, 'closed');
      view.enter(el);
      view.leave(el);
      await until(() => !shadow(el).querySelector('[part="sticky-close"]'), 'no close button');
      expect(el.dataset['sticky'], 'stays in its place once closed').to.equal(undefined);
      expect(frame(el), 'and keeps playing').to.not.equal(null);
    } finally {
      view.restore();
    }
  });

  it('sticky without btnClick: no close button; without StickyVideo: never sticks', async () => {
    const view = fakeIntersection();
    try {
      const el = await video({ src: WISTIA, StickyVideo: true, btnClick: false });
      await play(el);
      view.leave(el);
      await until(() => el.dataset['sticky'] === 'bottom-right', 'the default corner');
      expect(shadow(el).querySelector('[part="sticky-close"]')).to.equal(null);
      const still = await video({ src: WISTIA });
      await play(still);
      view.leave(still);
      expect(still.dataset['sticky']).to.equal(undefined);
    } finally {
      view.restore();
    }
  });

  it('labels its controls in the visitor’s language', async () => {
    await setLanguage('fr_FR');
    const el = await video({ src: WISTIA });
    await until(() => shadow(el).querySelector('[part="play"]')!.getAttribute('aria-label')!.startsWith('Lire'), 'French');
  });
});
