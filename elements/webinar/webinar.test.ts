import { expect } from '@open-wc/testing';
import { webinarEmbed } from '../../src/embeds/urls.js';
import { expectAccessible, mount, shadow } from '../../test/browser/helpers.js';
import './webinar.element.js';

const webinar = (config: Record<string, unknown>) =>
  mount('weft-webinar', config, { ready: '[part="video"], [part="placeholder"]' });

describe('weft-webinar', () => {
  it('loads the webinar host’s embed page with the id and secret', async () => {
    expect(webinarEmbed('', 'w1', 's3cret')).to.equal('https://webinar.weft.example/embed?id=w1&secret=s3cret');
    expect(webinarEmbed('https://live.example.com/room', 'w1', 's')).to.equal('https://live.example.com/embed?id=w1&secret=s');
    expect(webinarEmbed('javascript:alert(1)', 'w1', 's')).to.equal(null);
    const el = await webinar({ webinarId: 'w1', webinarSecret: 's3cret' });
    await expectAccessible(el);
    expect(shadow(el).querySelector('iframe')!.src).to.equal('https://webinar.weft.example/embed?id=w1&secret=s3cret');
  });

  it("prompts to 'select a video' without a webinar", async () => {
    expect(shadow(await webinar({})).querySelector('[part="placeholder"]')!.textContent).to.equal('select a video');
  });
});
