import { expect } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendMouse } from '@web/test-runner-commands';
import { LINK_EVENT } from '../../src/links/actions.js';
import { captureErrors, expectAccessible, mount, shadow, until } from '../../test/browser/helpers.js';
import { HOVER_SCALE, MAX_TILT_DEG, PRESS_SCALE, tiltAt } from './config.js';
import './image-3d.element.js';

const SRC = '/demo/demo-assets/photo-1.svg';
const image = (config: Record<string, unknown>) =>
  mount(
    'weft-image-3d',
    { width: 200, height: 100, paddingTop: 0, paddingRight: 0, paddingBottom: 0, paddingLeft: 0, ...config },
    {
      ready: '[part="card"]',
    },
  );
const part = (el: HTMLElement, name: string) => shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`)!;
const card = (el: HTMLElement) => part(el, 'card');
/** How large the card shows now, against its size at rest. */
const shownScale = (el: HTMLElement) => card(el).getBoundingClientRect().width / card(el).offsetWidth;
const matrix = (el: HTMLElement) => new DOMMatrix(getComputedStyle(card(el)).transform);
const at = (el: HTMLElement, fx: number, fy: number): [number, number] => {
  const r = part(el, 'base').getBoundingClientRect();
  return [Math.round(r.left + r.width * fx), Math.round(r.top + r.height * fy)];
};
/** A point well away from the image, even scaled up. */
const AWAY: [number, number] = [700, 500];
const near = (value: number, expected: number) => Math.abs(value - expected) < 0.01;

describe('weft-image-3d', () => {
  afterEach(async () => {
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is accessible as an image, a link, an action button, a link without alt, and without a picture', async () => {
    await expectAccessible(await image({ src: SRC, alt: 'A hill at dawn' }));
    await expectAccessible(await image({ src: SRC, alt: 'A hill', link: { type: 'web', value: 'https://example.com' } }));
    await expectAccessible(await image({ src: SRC, alt: 'Open the offer', link: { type: 'popup', valueID: 4 } }));
    await expectAccessible(
      await image({ src: SRC, title: 'Offer', link: { type: 'web', value: 'example.com', target: '_blank' } }),
    );
    await expectAccessible(await image({}));
  });

  it('tilts towards the pointer: the side under it comes forward', () => {
    const box = { left: 0, top: 0, width: 200, height: 100 };
    expect(tiltAt(100, 50, box)).to.deep.equal({ rx: 0, ry: 0 });
    expect(tiltAt(200, 50, box)).to.deep.equal({ rx: 0, ry: MAX_TILT_DEG });
    expect(tiltAt(0, 0, box)).to.deep.equal({ rx: MAX_TILT_DEG, ry: -MAX_TILT_DEG });
    expect(tiltAt(500, 500, box), 'never past the edges').to.deep.equal({ rx: -MAX_TILT_DEG, ry: MAX_TILT_DEG });
  });

  it('tilts with the pointer over it, and lies flat again when it leaves', async () => {
    const el = await image({ src: SRC, alt: 'Tilt' });
    await sendMouse({ type: 'move', position: at(el, 0.9, 0.5) });
    await until(() => parseFloat(card(el).style.getPropertyValue('--ry')) > 5, 'a turn to the right');
    await until(() => !matrix(el).is2D, 'a turn in 3D on screen');
    await sendMouse({ type: 'move', position: at(el, 0.1, 0.1) });
    await until(
      () => parseFloat(card(el).style.getPropertyValue('--ry')) < -5 && parseFloat(card(el).style.getPropertyValue('--rx')) > 5,
      'a turn to the top left',
    );
    await sendMouse({ type: 'move', position: AWAY });
    await until(() => matrix(el).isIdentity, 'flat at rest');
  });

  it('scales to 1.1 under the pointer, 0.9 while pressed, and 1 when the pointer leaves', async () => {
    const el = await image({ src: SRC, alt: 'Scale' });
    expect(shownScale(el)).to.equal(1);
    await sendMouse({ type: 'move', position: at(el, 0.5, 0.5) });
    await until(() => near(shownScale(el), HOVER_SCALE), '1.1 on hover');
    await sendMouse({ type: 'down' });
    await until(() => near(shownScale(el), PRESS_SCALE), '0.9 on press');
    await sendMouse({ type: 'up' });
    await until(() => near(shownScale(el), HOVER_SCALE), '1.1 again on release');
    await sendMouse({ type: 'move', position: AWAY });
    await until(() => near(shownScale(el), 1), '1 on leave');
  });

  it('does not tilt under reduced motion (and scales at once)', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await image({ src: SRC, alt: 'Still' });
    await sendMouse({ type: 'move', position: at(el, 0.95, 0.05) });
    await until(() => near(shownScale(el), HOVER_SCALE), 'the hover scale');
    expect(getComputedStyle(card(el)).transitionDuration).to.equal('0s');
    expect(card(el).style.getPropertyValue('--rx')).to.equal('0deg');
    expect(card(el).style.getPropertyValue('--ry')).to.equal('0deg');
    expect(matrix(el).is2D).to.equal(true);
  });

  it('draws its src with alt, title and opacity (0–1 or a percentage)', async () => {
    const el = await image({ src: SRC, alt: 'A hill', title: 'Hill', opacity: 0.4 });
    const img = part(el, 'image') as HTMLImageElement;
    expect(img.src).to.equal(new URL(SRC, location.href).href);
    expect(img.alt).to.equal('A hill');
    expect(img.title).to.equal('Hill');
    expect(getComputedStyle(img).opacity).to.equal('0.4');
    const percent = await image({ src: SRC, alt: 'x', opacity: 70 });
    expect(getComputedStyle(part(percent, 'image')).opacity).to.equal('0.7');
  });

  it('is a real link for an address (new tab with noopener), named by its title when it has no alt', async () => {
    const el = await image({ src: SRC, title: 'Our shop', link: { type: 'web', value: 'example.com/shop', target: '_blank' } });
    const a = part(el, 'link') as HTMLAnchorElement;
    expect(a.localName).to.equal('a');
    expect(a.href).to.equal('https://example.com/shop');
    expect(a.target).to.equal('_blank');
    expect(a.rel).to.contain('noopener');
    expect(a.getAttribute('aria-label')).to.equal('Our shop (opens in a new tab)');
  });

  it('is a button for a link action, and performs it on click', async () => {
    const el = await image({ src: SRC, alt: 'Open the offer', link: { type: 'popup', valueID: 9 } });
    const seen: unknown[] = [];
    const claim = (event: Event) => {
      event.preventDefault();
      seen.push((event as CustomEvent).detail);
    };
    addEventListener(LINK_EVENT, claim);
    try {
      const button = part(el, 'link');
      expect(button.localName).to.equal('button');
      button.click();
      await until(() => seen.length === 1, 'the popup link');
      expect(seen[0]).to.include({ type: 'popup' });
    } finally {
      removeEventListener(LINK_EVENT, claim);
    }
  });

  it('shows nothing and logs one error for a src that is not a web address', async () => {
    const errors = captureErrors();
    try {
      const el = await image({ src: 'ftp://example.com/a.png', alt: 'x' });
      expect(shadow(el).querySelector('img')).to.equal(null);
      await until(() => errors.messages.length > 0);
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<weft-image-3d>');
    } finally {
      errors.restore();
    }
  });
});
