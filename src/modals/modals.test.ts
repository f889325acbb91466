import { expect, fixture } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { consent } from '../consent/state.js';
import { createRouter } from '../site/navigate.js';
import { deepActiveElement } from '../ui/dialog.js';
import { armed, expectAccessible, resetLanguage, setLanguage, settle, until } from '../../test/browser/helpers.js';
import { fromWindowEvent, openModal, queue, type OpenModal } from './index.js';
import '../../elements/slider-group/slider-group.element.js';
import '../../elements/text/text.element.js';

const overlayRoot = () => document.querySelector('weft-overlay')?.shadowRoot ?? null;
const dialog = () => overlayRoot()?.querySelector('dialog') ?? null;
const shown = () => until(() => dialog()?.open, 'a modal to show');

describe('modals', () => {
  afterEach(async () => {
    for (const modal of [...queue.value]) modal.close();
    await until(() => !dialog(), 'no modal');
    await resetLanguage();
  });

  it('opens the required-fields modal from errorMessagePopup with its messages', async () => {
    fromWindowEvent(new CustomEvent('errorMessagePopup', { detail: { messages: ['Email is required.', 'Name is required.'] } }));
    await shown();
    expect(dialog()!.getAttribute('aria-modal')).to.equal('true');
    expect(overlayRoot()!.querySelector('h2')!.textContent).to.equal('Please check the required fields');
    expect([...overlayRoot()!.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal([
      'Email is required.',
      'Name is required.',
    ]);
    // Described by its message, so a screen reader reads it with the title.
    const list = overlayRoot()!.querySelector('[part="messages"]')!;
    expect(list.id).to.not.equal('');
    expect(dialog()!.getAttribute('aria-describedby')).to.equal(list.id);
    await expectAccessible(dialog()!);
  });

  it('opens the success modal from successMessagePopup, by default "Message sent successful"', async () => {
    const modal = fromWindowEvent(new CustomEvent('successMessagePopup'))!;
    await shown();
    expect(overlayRoot()!.querySelector('[part="message"]')!.textContent).to.equal('Message sent successful');
    expect(dialog()!.getAttribute('aria-describedby')).to.equal(overlayRoot()!.querySelector('[part="message"]')!.id);
    modal.close();
    fromWindowEvent(new CustomEvent('successMessagePopup', { detail: { message: 'Thanks!' } }));
    await until(() => overlayRoot()!.querySelector('[part="message"]')?.textContent === 'Thanks!', 'the custom message');
  });

  it('moves focus in, traps Tab, closes on Escape and returns focus to the opener', async () => {
    const page = await fixture<HTMLDivElement>('<div><button id="opener">open</button></div>');
    const opener = page.querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    openModal({ kind: 'required', messages: ['x'] });
    await shown();
    const inside = () => dialog()!.contains(deepActiveElement());
    expect(inside(), 'focus moved into the dialog').to.equal(true);
    for (let i = 0; i < 5; i++) {
      await sendKeys({ press: 'Tab' });
      expect(inside(), `Tab ${i + 1} stays inside`).to.equal(true);
    }
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(inside()).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog(), 'closed by Escape');
    expect(document.activeElement).to.equal(opener);
  });

  it('Tab never moves into inert or hidden elements: a popup holding a slider with links', async () => {
    const content = document.createElement('div');
    const link = (words: string) => ({ html: `<p><a href="#${words}">${words}</a></p>` });
    const tag = (name: string, attrs: Record<string, string> = {}, ...children: Array<Node | string>) => {
      const el = document.createElement(name);
      for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, value);
      el.append(...children);
      return el;
    };
    const text = (words: string) => tag('weft-text', { config: JSON.stringify(link(words)) });
    content.append(
      tag('button', { type: 'button' }, 'Start'),
      tag('div', { inert: '' }, tag('a', { href: '#inert' }, 'Inert')),
      tag('div', { style: 'visibility: hidden' }, tag('a', { href: '#hidden' }, 'Hidden')),
      tag('weft-slider-group', { config: JSON.stringify({ autoPlaySlider: false }) }, text('One'), text('Two'), text('Three')),
      tag('button', { type: 'button' }, 'End'),
    );
    const home = await fixture<HTMLDivElement>('<div></div>');
    home.append(content);
    openModal({
      kind: 'popup',
      id: 'slider',
      content,
      settings: { overlay: true, size: 'medium', direction: 'center', maxHeight: '' },
    });
    await shown();
    const texts = [...content.querySelectorAll('weft-text')];
    await until(() => texts.every((t) => t.shadowRoot?.querySelector('a')), 'the slides’ links');
    const name = () => {
      const active = deepActiveElement() as HTMLElement | null;
      return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
    };
    const seen: string[] = [name()];
    for (let i = 0; i < 8; i++) {
      await sendKeys({ press: 'Tab' });
      seen.push(name());
    }
    // Close, Start, previous, next, the current slide's link, End, and round again: never stuck.
    expect(seen.slice(0, 7)).to.deep.equal(['Close', 'Start', 'Previous slide', 'Next slide', 'One', 'End', 'Close']);
    for (let i = 1; i < seen.length; i++) expect(seen[i], `Tab ${i} moved`).to.not.equal(seen[i - 1]);
    // Now on Previous slide: back past Start to Close, then round to the end.
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(name()).to.equal('Close');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(name(), 'Shift+Tab wraps from the first to the last').to.equal('End');
  });

  describe('the image viewer', () => {
    const asset = (name: string) => `${location.origin}/demo/demo-assets/weft.svg?${name}`;
    const images = (tag: string) => ['A', 'B', 'C'].map((alt) => ({ src: asset(`${tag}-${alt}`), alt }));
    const viewerState = () => (history.state as { weftViewer?: string } | null)?.weftViewer;
    // The site router (started before the viewer opens, as on a site page) must draw nothing again.
    let draws: string[];
    /** The router drew the page again after its start. */
    const redrawn = () => draws.length > 1;
    beforeEach(() => {
      draws = [];
      createRouter((visit) => draws.push(visit.url.href)).start();
    });

    it('closes on the browser’s Back, which does not reach the site router', async () => {
      openModal({ kind: 'gallery', images: images('back') });
      await shown();
      await until(() => viewerState(), 'a history entry of its own');
      history.back();
      await until(() => !dialog(), 'closed by Back');
      expect(viewerState()).to.equal(undefined);
      expect(redrawn(), 'the router drew nothing again').to.equal(false);
    });

    it('closed another way, takes its history entry back off without the router seeing it', async () => {
      const page = await fixture<HTMLDivElement>('<div><button id="opener">open</button></div>');
      page.querySelector<HTMLButtonElement>('#opener')!.focus();
      openModal({ kind: 'gallery', images: images('escape') });
      await shown();
      await until(() => viewerState(), 'a history entry of its own');
      await sendKeys({ press: 'Escape' });
      await until(() => !dialog(), 'closed by Escape');
      await until(() => viewerState() === undefined, 'the viewer’s entry gone');
      expect(redrawn(), 'the router drew nothing again').to.equal(false);
    });

    it('preloads the next picture, lets two fingers zoom, and the picture follows a swipe', async () => {
      const list = images('swipe');
      openModal({ kind: 'gallery', images: list });
      await shown();
      await until(() => performance.getEntriesByName(list[1]!.src).length > 0, 'the next picture requested');
      const gallery = overlayRoot()!.querySelector<HTMLElement>('.gallery')!;
      expect(getComputedStyle(gallery).touchAction).to.equal('pan-y pinch-zoom');
      const img = overlayRoot()!.querySelector<HTMLImageElement>('img')!;
      await until(() => img.getBoundingClientRect().width > 0, 'the picture drawn');
      const box = img.getBoundingClientRect();
      // A real finger, through Chromium's touch input.
      const x = Math.round(box.x + box.width / 2);
      const y = Math.round(box.y + box.height / 2);
      await executeServerCommand('touch', { type: 'start', position: [x, y] });
      await executeServerCommand('touch', { type: 'move', position: [x - 20, y] });
      await executeServerCommand('touch', { type: 'move', position: [x - 60, y] });
      await until(() => img.getBoundingClientRect().left < box.left - 20, 'the picture under the finger');
      await executeServerCommand('touch', { type: 'end' });
      await until(() => overlayRoot()!.querySelector('img')!.alt === 'B', 'the next picture');
      expect(overlayRoot()!.querySelector<HTMLImageElement>('img')!.style.translate).to.equal('');
      await until(() => performance.getEntriesByName(list[2]!.src).length > 0, 'the one after requested');
    });
  });

  it('closes with its close button, which is labelled', async () => {
    openModal({ kind: 'message', message: 'Hello' });
    await shown();
    const close = overlayRoot()!.querySelector<HTMLButtonElement>('[part="dialog-close"]')!;
    expect(close.getAttribute('aria-label')).to.equal('Close');
    close.click();
    await until(() => !dialog(), 'closed');
  });

  it('locks page scroll while open and restores it after', async () => {
    document.documentElement.style.overflow = 'auto';
    openModal({ kind: 'success' });
    await shown();
    expect(document.documentElement.style.overflow).to.equal('hidden');
    queue.value[0]!.close();
    await until(() => !dialog());
    expect(document.documentElement.style.overflow).to.equal('auto');
    document.documentElement.style.overflow = '';
  });

  it('shows one modal at a time, in the order asked (a queue, not a stack)', async () => {
    const first = openModal({ kind: 'message', message: 'first' });
    const second = openModal({ kind: 'message', message: 'second' });
    await shown();
    expect(overlayRoot()!.querySelectorAll('dialog')).to.have.length(1);
    expect(overlayRoot()!.querySelector('[part="message"]')!.textContent).to.equal('first');
    first.close();
    await first.closed;
    await until(() => overlayRoot()!.querySelector('[part="message"]')?.textContent === 'second', 'the second modal');
    second.close();
  });

  it('gives the checkout loading overlay a visible close button after 10 s, which closes it and unlocks the page', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      document.documentElement.style.overflow = 'auto';
      const loading = openModal({ kind: 'loading' });
      await shown();
      await armed(clock);
      const close = () => overlayRoot()!.querySelector<HTMLButtonElement>('[part="dialog-close"]');
      clock.tick(9_999);
      await settle();
      expect(close(), 'no close button before 10 s').to.equal(null);
      clock.tick(1);
      await until(() => close(), 'the close button');
      expect(close()!.getBoundingClientRect().width).to.be.greaterThan(0);
      expect(close()!.getAttribute('aria-label')).to.equal('Close');
      close()!.click();
      await until(() => !dialog(), 'closed by the visitor');
      await loading.closed;
      expect(document.documentElement.style.overflow).to.equal('auto');
    } finally {
      clock.restore();
      document.documentElement.style.overflow = '';
    }
  });

  it('closes the loading overlay on Escape once it is closable', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      openModal({ kind: 'loading' });
      await shown();
      await armed(clock);
      clock.tick(10_000);
      await until(() => overlayRoot()!.querySelector('[part="dialog-close"]'), 'the close button');
      await sendKeys({ press: 'Escape' });
      await until(() => !dialog(), 'closed by Escape');
    } finally {
      clock.restore();
    }
  });

  it('keeps the checkout loading overlay open on Escape for its first 10 s, until the program closes it', async () => {
    const loading: OpenModal = openModal({ kind: 'loading' });
    await shown();
    expect(overlayRoot()!.querySelector('[part="dialog-close"]')).to.equal(null);
    expect(dialog()!.getAttribute('aria-busy')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(dialog()?.open).to.equal(true);
    loading.close();
    await until(() => !dialog());
  });

  it('keeps a third-party video behind the consent placeholder until marketing is accepted or the visitor loads it', async () => {
    consent.value = { chosen: true, accepted: [] };
    try {
      openModal({ kind: 'video', address: 'https://vimeo.com/76979871' });
      await shown();
      await until(() => overlayRoot()!.querySelector('[part="consent"]'), 'the consent placeholder');
      expect(overlayRoot()!.querySelector('iframe')).to.equal(null);
      await expectAccessible(dialog()!);
      overlayRoot()!.querySelector<HTMLButtonElement>('[part="consent"] button')!.click();
      await until(() => overlayRoot()!.querySelector('iframe'), 'the player');
      expect(overlayRoot()!.querySelector('iframe')!.src).to.equal('https://player.vimeo.com/video/76979871?autoplay=1');
    } finally {
      consent.value = { chosen: false, accepted: [] };
    }
  });

  it('shows a video in a frame, a gallery with keyboard paging, and the status messages', async () => {
    consent.value = { chosen: true, accepted: ['marketing'] };
    openModal({ kind: 'video', address: 'https://youtu.be/dQw4w9WgXcQ' });
    await shown();
    await until(() => overlayRoot()!.querySelector('iframe'), 'the player');
    expect(overlayRoot()!.querySelector('iframe')!.src).to.equal('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(overlayRoot()!.querySelector('iframe')!.getAttribute('loading')).to.equal('lazy');
    consent.value = { chosen: false, accepted: [] };
    queue.value[0]!.close();

    openModal({
      kind: 'gallery',
      images: [
        { src: '/a.png', alt: 'A' },
        { src: '/b.png', alt: 'B' },
        { src: '/c.png', alt: 'C' },
      ],
      index: 2,
    });
    await until(() => overlayRoot()!.querySelector('img'), 'the gallery');
    expect(overlayRoot()!.querySelector('img')!.alt).to.equal('C');
    await sendKeys({ press: 'ArrowRight' });
    await until(() => overlayRoot()!.querySelector('img')!.alt === 'A', 'wraps to the first image');
    expect(overlayRoot()!.textContent).to.contain('Image 1 of 3');
    queue.value[0]!.close();

    for (const [state, text] of [
      ['denied', 'Notifications are blocked'],
      ['enabled', 'already enabled'],
    ] as const) {
      const modal = openModal({ kind: 'notification', state });
      await until(() => overlayRoot()!.querySelector('[part="message"]')?.textContent?.includes(text), state);
      modal.close();
    }
    const noAccess = openModal({ kind: 'elearning-no-access' });
    await until(() => overlayRoot()!.textContent?.includes('You do not have access to this course yet'));
    noAccess.close();
    const cookies = openModal({ kind: 'third-party-cookies' });
    await until(
      () =>
        overlayRoot()!.querySelector('[part="message"]')?.textContent ===
        'Members Area cannot be loaded. Accept third-party cookies',
    );
    cookies.close();
  });

  it('speaks the visitor’s language', async () => {
    await setLanguage('fr_FR');
    openModal({ kind: 'required', messages: [] });
    await shown();
    await until(() => overlayRoot()!.querySelector('h2')!.textContent !== 'Please check the required fields', 'a French title');
  });
});
