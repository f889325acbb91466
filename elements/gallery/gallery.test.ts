import { expect } from '@open-wc/testing';
import { executeServerCommand, resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { queue } from '../../src/modals/index.js';
import {
  captureErrors,
  expectAccessible,
  mount,
  resetLanguage,
  setLanguage,
  settle,
  shadow,
  until,
} from '../../test/browser/helpers.js';
import { GALLERY_THEMES } from './config.js';
import { clampPage, heightClass, lastPage, pageItems, readableText } from './rules.js';
import './gallery.element.js';

const asset = (n: number) => `${location.origin}/demo/demo-assets/photo-${((n - 1) % 6) + 1}.svg`;
const images = (count: number) => Array.from({ length: count }, (_, i) => ({ src: asset(i + 1), alt: `Photo ${i + 1}` }));

const render = (config: Record<string, unknown>) =>
  mount('weft-gallery', { allImages: images(8), ...config }, { ready: '[part~="base"]' });
const all = (el: HTMLElement, selector: string) => [...shadow(el).querySelectorAll<HTMLElement>(selector)];
const alts = (el: HTMLElement) => all(el, '[part="image"]').map((img) => img.getAttribute('alt'));
const pages = (el: HTMLElement) => all(el, '[part~="page"]');
const active = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('[part~="page"][aria-current="page"]');
const overlay = () => document.querySelector('weft-overlay')?.shadowRoot ?? null;
const viewerImage = () => overlay()?.querySelector<HTMLImageElement>('dialog[open] img') ?? null;

describe('weft-gallery accessibility', () => {
  for (const theme of GALLERY_THEMES) {
    it(`is accessible in theme ${theme}`, async () => {
      await expectAccessible(await render({ theme }));
    });
  }
  it('is accessible with dots instead of numbers and on the last page', async () => {
    await expectAccessible(await render({ navigationWithNumber: false, currentPage: 2 }));
  });
});

describe('weft-gallery', () => {
  afterEach(async () => {
    for (const modal of queue.value) modal.close();
    await resetMouse();
    await resetLanguage();
  });

  it('counts pages: lastPage = ceil(total / imagesPerPage), the page clamped between 1 and it', () => {
    expect(lastPage(8, 6)).to.equal(2);
    expect(lastPage(12, 6)).to.equal(2);
    expect(lastPage(13, 6)).to.equal(3);
    expect(lastPage(0, 6)).to.equal(1);
    expect(lastPage(5, 0)).to.equal(5);
    expect(clampPage(9, 3)).to.equal(3);
    expect(clampPage(-2, 3)).to.equal(1);
    expect(pageItems([1, 2, 3, 4, 5, 6, 7, 8], 2, 6)).to.deep.equal([7, 8]);
    expect(heightClass(300, true)).to.equal('height-300');
    expect(heightClass('250px', false)).to.equal('height-300');
    expect(heightClass(501, true)).to.equal('height-500');
    expect(heightClass(501, false)).to.equal(null);
    expect(heightClass(400, true)).to.equal(null);
    expect(heightClass('50%', true)).to.equal(null);
    expect(readableText('#41A9FF')).to.equal('#111111');
    expect(readableText('#1a237e')).to.equal('#ffffff');
  });

  it('shows 6 images a page in 3 columns by default, 5px apart', async () => {
    const el = await render({});
    expect(alts(el)).to.deep.equal(['Photo 1', 'Photo 2', 'Photo 3', 'Photo 4', 'Photo 5', 'Photo 6']);
    const boxes = all(el, '[part="item"]').map((item) => item.getBoundingClientRect());
    expect(new Set(boxes.map((b) => Math.round(b.left))).size).to.equal(3);
    expect(new Set(boxes.map((b) => Math.round(b.top))).size).to.equal(2);
    expect(Math.round(boxes[1]!.left - boxes[0]!.right)).to.equal(5);
    expect(Math.round(boxes[3]!.top - boxes[0]!.bottom)).to.equal(5);
    const grid = getComputedStyle(shadow(el).querySelector('[part="grid"]')!);
    expect([grid.columnGap, grid.rowGap]).to.deep.equal(['5px', '5px']);
  });

  it('takes columns, imagesPerPage and the margins from its config', async () => {
    const el = await render({ allImages: images(13), columns: 4, imagesPerPage: 5, horizontalMargin: 12, verticalMargin: 20 });
    expect(alts(el)).to.have.length(5);
    expect(pages(el)).to.have.length(3);
    const boxes = all(el, '[part="item"]').map((item) => item.getBoundingClientRect());
    expect(new Set(boxes.map((b) => Math.round(b.left))).size).to.equal(4);
    expect(Math.round(boxes[1]!.left - boxes[0]!.right)).to.equal(12);
    expect(Math.round(boxes[4]!.top - boxes[0]!.bottom)).to.equal(20);
  });

  it('pages with numbers, the active page highlighted in the navigation colours', async () => {
    const el = await render({});
    expect(pages(el).map((p) => p.textContent)).to.deep.equal(['1', '2']);
    expect(active(el)!.textContent).to.equal('1');
    expect(getComputedStyle(active(el)!).backgroundColor).to.equal('rgb(65, 169, 255)');
    expect(getComputedStyle(pages(el)[1]!).backgroundColor).to.equal('rgb(255, 255, 255)');
    expect(shadow(el).querySelector('[part~="page-previous"]')!.hasAttribute('disabled')).to.equal(true);
    pages(el)[1]!.click();
    await until(() => active(el)?.textContent === '2', 'page 2');
    expect(alts(el)).to.deep.equal(['Photo 7', 'Photo 8']);
    expect(pages(el)[1]!.getAttribute('aria-label')).to.equal('Page 2');
    expect(shadow(el).querySelector('[part~="page-next"]')!.hasAttribute('disabled')).to.equal(true);
    shadow(el).querySelector<HTMLElement>('[part~="page-previous"]')!.click();
    await until(() => active(el)?.textContent === '1');
    shadow(el).querySelector<HTMLElement>('[part~="page-next"]')!.click();
    await until(() => active(el)?.textContent === '2');
  });

  it('shows the hover colour under the pointer, and custom navigation colours', async () => {
    const el = await render({ navigation: { background: '#000000', hover: '#00ff00', active: '#ff0000' } });
    expect(getComputedStyle(active(el)!).backgroundColor).to.equal('rgb(255, 0, 0)');
    const other = pages(el)[1]!;
    other.scrollIntoView({ block: 'center' });
    expect(getComputedStyle(other).backgroundColor).to.equal('rgb(0, 0, 0)');
    expect(getComputedStyle(other).color, 'readable on black').to.equal('rgb(255, 255, 255)');
    const box = other.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    await until(() => getComputedStyle(other).backgroundColor === 'rgb(0, 255, 0)', 'the hover colour');
    const plain = await render({});
    const second = pages(plain)[1]!;
    second.scrollIntoView({ block: 'center' });
    const b = second.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(b.x + b.width / 2), Math.round(b.y + b.height / 2)] });
    await until(() => getComputedStyle(second).backgroundColor === 'rgb(192, 193, 194)', '#C0C1C2 by default');
  });

  it('shows a dot per page without numbers, and no pagination with one page', async () => {
    const dots = await render({ navigationWithNumber: false });
    expect(pages(dots).map((p) => p.textContent)).to.deep.equal(['', '']);
    expect(pages(dots).map((p) => p.getAttribute('aria-label'))).to.deep.equal(['Page 1', 'Page 2']);
    const one = await render({ allImages: images(6) });
    expect(shadow(one).querySelector('[part="pagination"]')).to.equal(null);
  });

  it('starts at currentPage (clamped), and reads images when allImages is empty', async () => {
    expect(alts(await render({ currentPage: 2 }))).to.deep.equal(['Photo 7', 'Photo 8']);
    expect(alts(await render({ currentPage: 9 }))).to.deep.equal(['Photo 7', 'Photo 8']);
    expect(alts(await render({ allImages: [], images: images(2) }))).to.deep.equal(['Photo 1', 'Photo 2']);
  });

  it('draws five different themes', async () => {
    const looks = new Set<string>();
    for (const theme of GALLERY_THEMES) {
      const el = await render({ theme, allImages: images(3).map((img, i) => (i === 1 ? { ...img, src: asset(3) } : img)) });
      const photo = getComputedStyle(shadow(el).querySelector('[part="photo"]')!);
      const grid = getComputedStyle(shadow(el).querySelector('[part="grid"]')!);
      const caption = shadow(el).querySelector('[part="caption"]') !== null;
      looks.add(`${photo.borderRadius}|${photo.boxShadow}|${grid.display}|${caption}`);
    }
    expect(looks.size).to.equal(5);
  });

  it('fits a given height: rows share it; the height classes size the pagination', async () => {
    const tall = await render({ height: 600 });
    expect(shadow(tall).querySelector('[part~="base"]')!.classList.contains('height-500')).to.equal(true);
    expect(pages(tall)[0]!.getBoundingClientRect().height).to.equal(40);
    const base = shadow(tall).querySelector('[part~="base"]')!.getBoundingClientRect();
    const nav = shadow(tall).querySelector('[part="pagination"]')!.getBoundingClientRect();
    expect(Math.round(nav.bottom)).to.equal(Math.round(base.bottom));
    const short = await render({ height: 280 });
    expect(shadow(short).querySelector('[part~="base"]')!.classList.contains('height-300')).to.equal(true);
    expect(pages(short)[0]!.getBoundingClientRect().height).to.equal(24);
    const plain = await render({});
    expect(pages(plain)[0]!.getBoundingClientRect().height).to.equal(32);
  });

  it('opens a photo in the full-size viewer with its alt text; previous/next by button, arrow keys and swipe; Escape closes and focus returns to the photo', async () => {
    const el = await render({ currentPage: 2 });
    const photo = shadow(el).querySelector<HTMLButtonElement>('[part="photo"]')!;
    photo.focus();
    photo.click();
    await until(() => viewerImage(), 'the viewer');
    expect(viewerImage()!.alt).to.equal('Photo 7');
    expect(viewerImage()!.src).to.equal(asset(7));
    expect(overlay()!.textContent).to.contain('Image 7 of 8');
    const next = overlay()!.querySelector<HTMLButtonElement>('button[aria-label="Next image"]')!;
    next.click();
    await until(() => viewerImage()!.alt === 'Photo 8', 'next');
    next.click();
    await until(() => viewerImage()!.alt === 'Photo 1', 'wraps to the first');
    overlay()!.querySelector<HTMLButtonElement>('button[aria-label="Previous image"]')!.click();
    await until(() => viewerImage()!.alt === 'Photo 8', 'previous wraps to the last');
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => viewerImage()!.alt === 'Photo 7', 'ArrowLeft');
    await sendKeys({ press: 'ArrowRight' });
    await until(() => viewerImage()!.alt === 'Photo 8', 'ArrowRight');
    const img = viewerImage()!;
    const box = img.getBoundingClientRect();
    const init = { pointerType: 'touch', pointerId: 3, isPrimary: true, bubbles: true, composed: true };
    img.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: box.x + 200, clientY: box.y + 50 }));
    img.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: box.x + 100, clientY: box.y + 60 }));
    await until(() => viewerImage()!.alt === 'Photo 1', 'a swipe left shows the next');
    await sendKeys({ press: 'Escape' });
    await until(() => !viewerImage(), 'closed');
    await until(() => shadow(el).activeElement === photo, 'focus back on the photo');
  });

  it('on a phone, two fingers zoom the viewer’s picture (a real pinch through Chromium’s touch input)', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      const el = await render({});
      shadow(el).querySelector<HTMLButtonElement>('[part="photo"]')!.click();
      await until(() => viewerImage()?.getBoundingClientRect().width, 'the viewer’s picture');
      const box = viewerImage()!.getBoundingClientRect();
      expect(visualViewport!.scale).to.equal(1);
      const moves: string[] = [];
      const onMove = () => moves.push('touchmove');
      addEventListener('touchmove', onMove, { capture: true, passive: true });
      try {
        await executeServerCommand('pinch', {
          position: [box.x + box.width / 2, box.y + box.height / 2],
          from: 60,
          to: 300,
        });
        // Nothing prevents it: the page zooms in, and the picture is still the one shown.
        await until(() => visualViewport!.scale > 1.2, 'the page zoomed in');
      } finally {
        removeEventListener('touchmove', onMove, { capture: true });
      }
      expect(moves.length, 'the fingers reached the page').to.be.greaterThan(0);
      expect(viewerImage()!.alt).to.equal('Photo 1');
    } finally {
      await executeServerCommand('pinch', { reset: true });
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('mirrors the viewer’s arrow keys and swipes on right-to-left sites', async () => {
    await setLanguage('he_IL');
    const el = await render({});
    shadow(el).querySelectorAll<HTMLButtonElement>('[part="photo"]')[1]!.click();
    await until(() => viewerImage()?.alt === 'Photo 2', 'the viewer');
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => viewerImage()!.alt === 'Photo 3', 'ArrowLeft is next right to left');
    const img = viewerImage()!;
    const box = img.getBoundingClientRect();
    const init = { pointerType: 'touch', pointerId: 4, isPrimary: true, bubbles: true, composed: true };
    img.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: box.x + 100, clientY: box.y + 50 }));
    img.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: box.x + 200, clientY: box.y + 50 }));
    await until(() => viewerImage()!.alt === 'Photo 4', 'a swipe right is next right to left');
  });

  it('names a photo without alt text by its number, in the visitor’s language', async () => {
    await setLanguage('es_ES');
    const el = await render({ allImages: [asset(1), { src: asset(2), alt: '' }] });
    await until(() => shadow(el).querySelector('[part="photo"]')!.getAttribute('aria-label') === 'Abrir imagen 1');
    expect(shadow(el).querySelector('[part="grid"]')!.getAttribute('aria-label')).to.equal('Galería de imágenes');
  });

  it('leaves out images without an http(s) address with one console error naming the tag; none shows a placeholder', async () => {
    const errors = captureErrors();
    try {
      const el = await render({ allImages: [...images(2), { src: 'javascript:alert(1)' }, {}] });
      await settle();
      expect(alts(el)).to.have.length(2);
      expect(errors.messages.filter((m) => m.includes('<weft-gallery'))).to.have.length(1);
    } finally {
      errors.restore();
    }
    const empty = await render({ allImages: [] });
    expect(shadow(empty).querySelector('[part~="placeholder"]')).to.not.equal(null);
  });
});
