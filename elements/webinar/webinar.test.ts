import { expect } from '@open-wc/testing';
import { consent } from '../../src/consent/state.js';
import { webinarEmbed } from '../../src/embeds/urls.js';
import { expectAccessible, mount, shadow, until } from '../../test/browser/helpers.js';
import './webinar.element.js';

const webinar = (config: Record<string, unknown>) =>
  mount('weft-webinar', config, { ready: '[part="video"], [part="placeholder"]' });

describe('weft-webinar', () => {
  afterEach(() => (consent.value = { chosen: false, accepted: [] }));

  it('waits for marketing consent before loading the webinar frame, like every embed', async () => {
    consent.value = { chosen: true, accepted: ['analytics'] };
    const el = await webinar({ webinarId: 'w1', webinarSecret: 's3cret' });
    expect(shadow(el).querySelector('iframe'), 'no frame before consent').to.equal(null);
    expect(shadow(el).querySelector('[part="consent"]')!.textContent).to.contain('may set marketing cookies');
    await expectAccessible(el);
    shadow(el).querySelector<HTMLButtonElement>('[part="consent"] button')!.click();
    await until(() => shadow(el).querySelector('iframe'), 'the frame the visitor asked for');
    const later = await webinar({ webinarId: 'w2', webinarSecret: 's' });
    consent.value = { chosen: true, accepted: ['analytics', 'marketing'] };
    await until(() => shadow(later).querySelector('iframe'), 'the frame once marketing is accepted');
  });

  it('loads the webinar host’s embed page with the id and secret', async () => {
    consent.value = { chosen: true, accepted: ['marketing'] };
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
