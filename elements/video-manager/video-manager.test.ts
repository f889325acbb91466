import { expect } from '@open-wc/testing';
import { consent } from '../../src/consent/state.js';
import { PLAYER_SANDBOX } from '../../src/embeds/video-address.js';
import {
  expectAccessible,
  inViewEachTest,
  mount,
  resetLanguage,
  setLanguage,
  shadow,
  until,
} from '../../test/browser/helpers.js';
import { expectConsentGate, marketingAcceptedEachTest } from '../../test/browser/consent.js';
import { VIDEO_MANAGER_PLAYER, videoManagerDefaults, videoManagerEmbed } from './config.js';
import './video-manager.element.js';

const SECRET = 'b2c1f0d4-7e3a';
const manager = (config: Record<string, unknown>) =>
  mount('weft-video-manager', config, { ready: '[part="video"], [part="placeholder"]' });
const frame = (el: HTMLElement) => shadow(el).querySelector('iframe');

describe('weft-video-manager', () => {
  const { view } = inViewEachTest();
  marketingAcceptedEachTest();
  afterEach(async () => {
    await resetLanguage();
  });

  it("without a video: 'select Panda video', accessible", async () => {
    const el = await manager({});
    expect(shadow(el).querySelector('[part="placeholder"]')!.textContent).to.equal('select Panda video');
    expect(frame(el)).to.equal(null);
    await expectAccessible(el);
    const blank = await manager({ secret: '   ' });
    expect(shadow(blank).querySelector('[part="placeholder"]')).to.not.equal(null);
  });

  it('embeds the service’s embed/{secret}?allowpause=1 with the autoplay, countdown, loop and controls flags and the theme', () => {
    const base = { ...videoManagerDefaults, secret: SECRET };
    const query = (config: typeof base) => Object.fromEntries(new URL(videoManagerEmbed(config)!).searchParams);
    expect(videoManagerEmbed(base)!.split('?')[0]).to.equal(`${VIDEO_MANAGER_PLAYER}/embed/${SECRET}`);
    expect(query(base)).to.deep.equal({ allowpause: '1', autoplay: '0', countdown: '0', loop: '0', controls: '1' });
    expect(query({ ...base, autoplay: true, countdown: true, loop: true, controls: false, theme: ' dark ' })).to.deep.equal({
      allowpause: '1',
      autoplay: '1',
      countdown: '1',
      loop: '1',
      controls: '0',
      theme: 'dark',
    });
    expect(videoManagerEmbed({ ...base, secret: 'a/../b?x=1' })).to.equal(
      `${VIDEO_MANAGER_PLAYER}/embed/a%2F..%2Fb%3Fx%3D1?allowpause=1&autoplay=0&countdown=0&loop=0&controls=1`,
    );
    expect(videoManagerEmbed({ ...base, secret: '' })).to.equal(null);
  });

  it('loads the player once in view, in a titled, lazy, sandboxed frame, with the configured flags', async () => {
    const el = await manager({ secret: SECRET, autoplay: true, loop: true, controls: false, theme: 'dark' });
    expect(frame(el), 'not before it is in view').to.equal(null);
    view.enter(el);
    await until(() => frame(el), 'the player');
    const iframe = frame(el)!;
    expect(iframe.src).to.equal(
      `${VIDEO_MANAGER_PLAYER}/embed/${SECRET}?allowpause=1&autoplay=1&countdown=0&loop=1&controls=0&theme=dark`,
    );
    expect(iframe.title).to.equal('Video');
    expect(iframe.getAttribute('loading')).to.equal('lazy');
    expect(iframe.getAttribute('sandbox')).to.equal(PLAYER_SANDBOX);
    await expectAccessible(el);
  });

  it('waits for marketing consent behind a placeholder that says what will load, or for the visitor to load it', async () => {
    consent.value = { chosen: true, accepted: [] };
    const el = await manager({ secret: SECRET });
    view.enter(el);
    await expectConsentGate(el, () => frame(el), { says: 'third party' });
  });

  it('is as high as height, never lower than minHeight, and the player fills it', async () => {
    const el = await manager({ secret: SECRET });
    expect(Math.round(el.getBoundingClientRect().height), 'default height').to.equal(360);
    expect(getComputedStyle(el).minHeight).to.equal('200px');
    const tall = await manager({ secret: SECRET, height: 'auto', minHeight: 450, paddingTop: 0, paddingBottom: 0 });
    expect(Math.round(tall.getBoundingClientRect().height)).to.equal(450);
    view.enter(tall);
    await until(() => frame(tall), 'the player');
    expect(Math.round(frame(tall)!.getBoundingClientRect().height)).to.equal(450);
  });

  it('speaks the visitor’s language', async () => {
    await setLanguage('fr_FR');
    const el = await manager({});
    await until(() => shadow(el).querySelector('[part="placeholder"]')!.textContent !== 'select Panda video', 'French');
  });
});
