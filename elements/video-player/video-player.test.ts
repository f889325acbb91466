import { expect } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { consent } from '../../src/consent/state.js';
import { queue } from '../../src/modals/index.js';
import { deepActiveElement } from '../../src/ui/dialog.js';
import { ICONS } from '../../src/ui/icons.js';
import { captureErrors, expectAccessible, mount, resetLanguage, setLanguage, shadow, until } from '../../test/browser/helpers.js';
import { marketingAcceptedEachTest } from '../../test/browser/consent.js';
import './video-player.element.js';

const VIMEO = 'https://vimeo.com/76979871';
const player = (config: Record<string, unknown>) =>
  mount('weft-video-player', config, { ready: '[part="button"], [part="placeholder"]' });
const button = (el: HTMLElement) => shadow(el).querySelector<HTMLButtonElement>('[part="button"]')!;
const overlay = () => document.querySelector('weft-overlay')?.shadowRoot ?? null;
const modalOpen = () => !!overlay()?.querySelector('dialog[open]');

describe('weft-video-player', () => {
  afterEach(async () => {
    for (const modal of [...queue.value]) modal.close();
    await until(() => !modalOpen(), 'no modal');
    await resetMouse();
    await resetLanguage();
  });
  marketingAcceptedEachTest();

  it('is a labelled play button, accessible', async () => {
    const el = await player({ videoData: { url: VIMEO } });
    expect(button(el).getAttribute('aria-label')).to.equal('Play video');
    expect(button(el).getAttribute('aria-haspopup')).to.equal('dialog');
    await expectAccessible(el);
  });

  it('opens the video modal with the recognised player; closing returns focus to the button', async () => {
    const el = await player({ videoData: { url: VIMEO } });
    button(el).focus();
    button(el).click();
    await until(() => overlay()?.querySelector('iframe'), 'the video modal');
    const frame = overlay()!.querySelector('iframe')!;
    expect(frame.src).to.equal('https://player.vimeo.com/video/76979871?autoplay=1');
    expect(frame.title).to.equal('Video');
    expect(frame.getAttribute('loading')).to.equal('lazy');
    expect(frame.getAttribute('sandbox')).to.contain('allow-scripts');
    await sendKeys({ press: 'Escape' });
    await until(() => !modalOpen(), 'the modal to close');
    expect(deepActiveElement()).to.equal(button(el));
  });

  it('the modal waits for marketing consent behind the placeholder', async () => {
    consent.value = { chosen: true, accepted: [] };
    const el = await player({ videoData: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' } });
    button(el).click();
    await until(() => overlay()?.querySelector('[part="consent"]'), 'the consent placeholder');
    expect(overlay()!.querySelector('iframe')).to.equal(null);
  });

  it('draws its icon by name at fontSize in its colour, the play icon for an unknown name', async () => {
    const el = await player({ videoData: { url: VIMEO }, icon: 'star', fontSize: 30, color: '#ff0000' });
    const svg = shadow(el).querySelector('svg')!;
    expect(svg.querySelector('path')!.getAttribute('d')).to.equal(ICONS['star']);
    expect(svg.getBoundingClientRect().width).to.equal(30);
    expect(getComputedStyle(svg).color).to.equal('rgb(255, 0, 0)');
    const unknown = await player({ videoData: { url: VIMEO }, icon: 'fa fa-rocket' });
    expect(shadow(unknown).querySelector('path')!.getAttribute('d')).to.equal(ICONS['play']);
  });

  it('takes its backgrounds, borders and hover colours from the config', async () => {
    const el = await player({
      videoData: { url: VIMEO },
      color: '#ffffff',
      colorHover: '#00ff00',
      backgroundColor: '#111111',
      backgroundColorHover: '#0000ff',
      border: { width: 3, style: 'dashed', color: '#ff0000' },
      borderRadius: 12,
    });
    const frame = shadow(el).querySelector<HTMLElement>('[part="frame"]')!;
    const look = getComputedStyle(frame);
    expect(look.backgroundColor).to.equal('rgb(17, 17, 17)');
    expect([look.borderTopWidth, look.borderTopStyle, look.borderTopColor]).to.deep.equal(['3px', 'dashed', 'rgb(255, 0, 0)']);
    expect(look.borderTopLeftRadius).to.equal('12px');
    expect(getComputedStyle(button(el)).color).to.equal('rgb(255, 255, 255)');
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const box = button(el).getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
      await until(() => getComputedStyle(button(el)).backgroundColor === 'rgb(0, 0, 255)', 'the hover background');
      expect(getComputedStyle(button(el)).color).to.equal('rgb(0, 255, 0)');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it("prompts to 'select a video' without an address, with one error naming the tag for one it cannot play", async () => {
    const empty = await player({});
    expect(shadow(empty).querySelector('[part="placeholder"]')!.textContent).to.equal('select a video');
    await expectAccessible(empty);
    const errors = captureErrors();
    try {
      await player({ videoData: { url: 'ftp://example.com/a.mp4' } });
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<weft-video-player>');
    } finally {
      errors.restore();
    }
  });

  it('labels its button in the visitor’s language', async () => {
    await setLanguage('de_DE');
    const el = await player({ videoData: { url: VIMEO } });
    await until(() => button(el).getAttribute('aria-label') !== 'Play video', 'German');
  });
});
