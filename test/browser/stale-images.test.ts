/**
 * Stale image host names (src/util/images.ts) are rewritten for every picture, not some: the
 * common backgroundImage of any element, the video gallery's thumbnails and the members form's
 * background.
 */
import { expect } from '@open-wc/testing';
import '../../elements/members-form/members-form.element.js';
import '../../elements/text/text.element.js';
import '../../elements/video-gallery/video-gallery.element.js';
import { mount, shadow, until } from './helpers.js';

const STALE = 'https://preview.weft.example/uploads/picture.png';
const FRESH = `${location.protocol}//${location.host}/uploads/picture.png`;

describe('stale image hosts', () => {
  it('are rewritten in any element’s backgroundImage, plain or as the owner’s own url()', async () => {
    for (const backgroundImage of [STALE, `url('${STALE}')`, `linear-gradient(red, blue), url(${STALE})`]) {
      const el = await mount('weft-text', { text: 'Hi', backgroundImage });
      const frame = shadow(el).querySelector('[part~="frame"]')!;
      expect(getComputedStyle(frame).backgroundImage, backgroundImage).to.contain(`url("${FRESH}")`);
      expect(getComputedStyle(frame).backgroundImage).to.not.contain('preview.weft.example');
    }
  });

  it('are rewritten in the video gallery’s thumbnails', async () => {
    const el = await mount(
      'weft-video-gallery',
      {
        categories: {
          '1': { name: 'One', childs: { '1': { url: 'https://www.youtube.com/watch?v=abc', label: 'Clip', thumbnail: STALE } } },
        },
      },
      { ready: '[part="base"]' },
    );
    await until(() => shadow(el).querySelector('[part="thumbnail"] img'), 'the thumbnail');
    expect(shadow(el).querySelector('[part="thumbnail"] img')!.getAttribute('src')).to.equal(FRESH);
  });

  it('are rewritten in the members form’s background', async () => {
    const el = await mount(
      'weft-members-form',
      { gate: true, type: 'not-have-permission', website_form: { config: { background: { image: STALE } } } },
      { ready: '[part="base"]' },
    );
    const base = shadow(el).querySelector<HTMLElement>('[part="base"]')!;
    expect(base.style.backgroundImage).to.equal(`url("${FRESH}")`);
  });
});
