import { expect } from '@open-wc/testing';
import { hostedEmbed, HOSTED_PLAYER_SCRIPT } from '../../src/embeds/urls.js';
import { expectAccessible, mount, settle, shadow, until } from '../../test/browser/helpers.js';
import './hosted-video.element.js';

const player = (config: Record<string, unknown>) =>
  mount('weft-hosted-video', config, { ready: '[part="video"], [part="placeholder"]' });

describe('weft-hosted-video', () => {
  it('builds the platform address with the player and autoplay=true', () => {
    expect(hostedEmbed('abc 1', 'dark', true)).to.equal('https://player.weft.example/embed/abc%201?player=dark&autoplay=true');
    expect(hostedEmbed('', 'dark', true)).to.equal(null);
  });

  it("prompts to 'select a video' without a source", async () => {
    const el = await player({});
    expect(shadow(el).querySelector('[part="placeholder"]')!.textContent).to.equal('select a video');
  });

  it('is 500px wide at most, accessible, and plays without waiting for consent', async () => {
    const el = await player({ videoConfigs: { id: 'v1', video_player: '' } });
    expect(getComputedStyle(el).maxWidth).to.equal('500px');
    await expectAccessible(el);
    shadow(el).querySelector<HTMLButtonElement>('[part="play"]')!.click();
    await until(() => shadow(el).querySelector('iframe'), 'the player');
    // One click plays: the player loads with autoplay=true.
    expect(shadow(el).querySelector('iframe')!.src).to.equal('https://player.weft.example/embed/v1?autoplay=true');
  });

  it('adds the player script to the page head once, however many videos play', async () => {
    const scripts = () => [...document.head.querySelectorAll('script')].filter((s) => s.src === HOSTED_PLAYER_SCRIPT);
    scripts().forEach((s) => s.remove()); // from an earlier test's player
    const first = await player({ videoConfigs: { id: 'v1', video_player: '' } });
    const second = await player({ videoConfigs: { id: 'v2', video_player: '' } });
    expect(scripts(), 'not before a video plays').to.have.length(0);
    for (const el of [first, second]) shadow(el).querySelector<HTMLButtonElement>('[part="play"]')!.click();
    await until(() => shadow(first).querySelector('iframe') && shadow(second).querySelector('iframe'), 'both players');
    await settle();
    expect(scripts()).to.have.length(1);
    expect(scripts()[0]!.async).to.equal(true);
  });
});
