import { expect } from '@open-wc/testing';
import { consent } from '../../src/consent/state.js';
import { vimeoEmbed } from '../../src/embeds/urls.js';
import { expectAccessible, mount, shadow, until } from '../../test/browser/helpers.js';
import { marketingAcceptedEachTest } from '../../test/browser/consent.js';
import './vimeo.element.js';

const player = (config: Record<string, unknown>) =>
  mount('weft-vimeo', config, { ready: '[part="video"], [part="placeholder"]' });

describe('weft-vimeo', () => {
  marketingAcceptedEachTest();

  it('builds the embed address with autoplay and loop', () => {
    expect(vimeoEmbed('https://vimeo.com/76979871', { autoplay: true, loop: true })).to.equal(
      'https://player.vimeo.com/video/76979871?autoplay=1&muted=1&loop=1',
    );
    expect(vimeoEmbed('https://vimeo.com/channels/staffpicks/76979871', { autoplay: false, loop: false })).to.equal(
      'https://player.vimeo.com/video/76979871',
    );
    expect(vimeoEmbed('https://youtu.be/aqz-KE-bpKQ', { autoplay: false, loop: false })).to.equal(null);
  });

  it('is accessible and plays on click', async () => {
    const el = await player({ src: 'https://vimeo.com/76979871', checkBoxLoop: true });
    await expectAccessible(el);
    shadow(el).querySelector<HTMLButtonElement>('[part="play"]')!.click();
    await until(() => shadow(el).querySelector('iframe'), 'the player');
    // One click plays: the player loads with autoplay (and sound, after a click).
    expect(shadow(el).querySelector('iframe')!.src).to.equal('https://player.vimeo.com/video/76979871?autoplay=1&loop=1');
  });

  it('waits for marketing consent', async () => {
    consent.value = { chosen: true, accepted: ['analytics'] };
    const el = await player({ src: 'https://vimeo.com/76979871', checkBoxAutoPlay: true });
    await until(() => shadow(el).querySelector('[part="consent"]'), 'the consent placeholder');
    consent.value = { chosen: true, accepted: ['analytics', 'marketing'] };
    await until(() => shadow(el).querySelector('iframe'), 'the player once consented');
  });
});
