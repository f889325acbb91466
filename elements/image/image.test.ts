import { expect } from '@open-wc/testing';
import { device } from '../../src/device.js';
import { captureErrors, expectAccessible, mount, shadow } from '../../test/browser/helpers.js';
import { EAGER_WITHIN_PX, loadingFor } from './image.js';
import './image.element.js';

const PIXEL = '/demo/demo-assets/weft.svg';

async function image(config: Record<string, unknown>, offsetTop = 0): Promise<HTMLElement> {
  const spacer = document.createElement('div');
  spacer.style.height = `${offsetTop}px`;
  return mount('weft-image', config, { before: spacer, ready: 'img, [part="placeholder"]' });
}

describe('weft-image', () => {
  afterEach(() => {
    device.value = 'desktop';
  });

  it('is accessible, plain and linked', async () => {
    await expectAccessible(await image({ src: PIXEL, alt: 'Logo' }));
    await expectAccessible(await image({ src: PIXEL, alt: '', link: { type: 'web', value: 'example.com', target: '_blank' } }));
  });

  it('shows src with its alt and title', async () => {
    const el = await image({ src: PIXEL, alt: 'Logo', title: 'Our logo' });
    const img = shadow(el).querySelector('img')!;
    expect(img.getAttribute('src')).to.equal(new URL(PIXEL, location.href).href);
    expect(img.alt).to.equal('Logo');
    expect(img.title).to.equal('Our logo');
    expect(img.getAttribute('part')).to.equal('image');
  });

  it('links to its link: a real <a href>, new tabs without the opener', async () => {
    const el = await image({ src: PIXEL, alt: 'Logo', link: { type: 'web', value: 'example.com/offer', target: '_blank' } });
    const a = shadow(el).querySelector('a')!;
    expect(a.href).to.equal('https://example.com/offer');
    expect(a.target).to.equal('_blank');
    expect(a.rel).to.equal('noopener noreferrer');
    const page = await image({ src: PIXEL, alt: 'Logo', link: { type: 'page', value: 'about' } });
    expect(shadow(page).querySelector('a')!.getAttribute('href')).to.equal(new URL('/about', location.href).href);
  });

  it('names a linked image without alt text', async () => {
    const el = await image({ src: PIXEL, alt: '', link: { type: 'web', value: 'example.com', target: '_blank' } });
    expect(shadow(el).querySelector('a')!.getAttribute('aria-label')).to.equal('Open link (opens in a new tab)');
  });

  it('loads normally near the top and on mobile, lazily far below the fold', async () => {
    expect(loadingFor(EAGER_WITHIN_PX - 1, 'desktop')).to.equal('eager');
    expect(loadingFor(EAGER_WITHIN_PX + 1, 'desktop')).to.equal('lazy');
    expect(loadingFor(EAGER_WITHIN_PX + 1, 'mobile')).to.equal('eager');
    const near = await image({ src: PIXEL, alt: 'near' });
    expect(shadow(near).querySelector('img')!.loading).to.equal('eager');
    const far = await image({ src: PIXEL, alt: 'far' }, 3000);
    expect(shadow(far).querySelector('img')!.loading).to.equal('lazy');
    device.value = 'mobile';
    const phone = await image({ src: PIXEL, alt: 'phone' }, 3000);
    expect(shadow(phone).querySelector('img')!.loading).to.equal('eager');
  });

  it('rewrites a stale builder host in its address to the current host', async () => {
    const el = await image({ src: 'https://preview.weft.example/uploads/logo.svg', alt: 'Logo' });
    expect(shadow(el).querySelector('img')!.src).to.equal(`${location.protocol}//${location.host}/uploads/logo.svg`);
    const other = await image({ src: 'https://cdn.example.com/logo.svg', alt: 'Logo' });
    expect(shadow(other).querySelector('img')!.src).to.equal('https://cdn.example.com/logo.svg');
  });

  it('refuses a javascript: src, showing its empty state and one error', async () => {
    const errors = captureErrors();
    try {
      const el = await image({ src: 'javascript:alert(1)', alt: 'x' });
      expect(shadow(el).querySelector('img')).to.equal(null);
      expect(shadow(el).querySelector('[part="placeholder"]')).to.not.equal(null);
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<weft-image>');
    } finally {
      errors.restore();
    }
  });

  it('holds its configured size before the picture arrives', async () => {
    const el = await image({ src: '/never-arrives.png', alt: 'slow', width: 200, height: 150 });
    expect(el.getBoundingClientRect().height).to.equal(150);
    expect(el.getBoundingClientRect().width).to.equal(200);
  });
});
