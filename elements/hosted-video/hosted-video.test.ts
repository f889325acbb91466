import { expect } from '@open-wc/testing';
import { hostedEmbed } from '../../src/embeds/urls.js';
import { mount, shadow, until } from '../../test/browser/helpers.js';
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
    await expect(el).to.be.accessible();
    shadow(el).querySelector<HTMLButtonElement>('[part="play"]')!.click();
    await until(() => shadow(el).querySelector('iframe'), 'the player');
    expect(shadow(el).querySelector('iframe')!.src).to.equal('https://player.weft.example/embed/v1');
  });
});
