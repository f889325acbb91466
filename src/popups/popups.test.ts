import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { consent } from '../consent/state.js';
import { queue } from '../modals/index.js';
import type { PageData } from '../base/data.js';
import { fillPopup, renderSite } from '../site/render.js';
import { deepActiveElement } from '../ui/dialog.js';
import { captureErrors, expectAccessible, settle, until } from '../../test/browser/helpers.js';
import '../../elements/text/text.element.js';
import { isExitIntent, popupDelayMs, popupSettingsOf, scrolledTo, startPopups, type Popups } from './index.js';

const page = (settings: unknown): PageData => ({
  id: 1,
  url: 'home',
  initial: '1',
  configs: [{ key: 'popupSettings', value: settings }],
  layout: { desktop: [] },
});
const site = {
  popups: [
    {
      id: 7,
      active: true,
      content: [
        {
          type: 'text',
          id: 'popup-text',
          config: { html: '<h2>Join us</h2><p><a href="/terms">Terms</a> · <a href="/privacy">Privacy</a></p>' },
        },
      ],
    },
    { id: 8, active: true, content: [{ type: 'text', id: 'popup-8', config: { html: '<p>Second</p>' } }] },
    { id: 9, active: false, content: [{ type: 'text', config: { html: '<p>Off</p>' } }] },
    // Switched off and on as builder data spells it: read by readYesNo (src/config.ts).
    ...[0, '0', 'false', 'no', 'off', 'FALSE'].map((active, i) => ({ id: `off-${i}`, active, content: [] })),
    ...[1, '1', 'true', 'yes', 'on'].map((active, i) => ({ id: `on-${i}`, active, content: [] })),
    // Left empty: the spec's default, on.
    { id: 'empty', active: '', content: [] },
  ],
};
const dialog = () => document.querySelector('weft-overlay')?.shadowRoot?.querySelector('dialog[open]') ?? null;
const slotted = () => document.querySelector<HTMLElement>('weft-overlay > [data-popup]');

describe('popup rules', () => {
  it('opens time popups after min × 60 + sec seconds', () => {
    expect(popupDelayMs(1, 30)).to.equal(90_000);
    expect(popupDelayMs('0', '5')).to.equal(5000);
    expect(popupDelayMs(undefined, -3)).to.equal(0);
  });

  it('knows when the scroll percentage is reached', () => {
    expect(scrolledTo(50, 499, 2000, 1000)).to.equal(false);
    expect(scrolledTo(50, 500, 2000, 1000)).to.equal(true);
    expect(scrolledTo(50, 0, 900, 1000), 'a page that cannot scroll').to.equal(true);
  });

  it('takes leaving through the top edge as exit intent', () => {
    expect(isExitIntent(new MouseEvent('mouseout', { clientY: 0 }))).to.equal(true);
    expect(isExitIntent(new MouseEvent('mouseout', { clientY: 200 }))).to.equal(false);
    expect(isExitIntent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: document.body }))).to.equal(false);
  });

  it('reads one popupSettings value or a list', () => {
    expect(popupSettingsOf(page({ popup_id: 7, type: 'scroll', percent: 50 }))[0]).to.include({
      popup_id: 7,
      type: 'scroll',
      percent: 50,
      overlay: true,
    });
    expect(
      popupSettingsOf(
        page([
          { popup_id: 7, type: 'time', min: 1 },
          { popup_id: 8, type: 'exit', overlay: false },
        ]),
      ).map((s) => s.overlay),
    ).to.deep.equal([true, false]);
    expect(popupSettingsOf(page(null))).to.deep.equal([]);
  });

  it('reads overlay in every yes/no spelling', () => {
    const overlays = [false, 0, '0', 'false', 'no', 'off', true, 1, '1', 'true', 'yes', 'on', undefined];
    expect(
      popupSettingsOf(page(overlays.map((overlay) => ({ popup_id: 7, type: 'exit', overlay })))).map((s) => s.overlay),
    ).to.deep.equal([false, false, false, false, false, false, true, true, true, true, true, true, true]);
  });
});

describe('popups', () => {
  let mount: HTMLElement;
  let popups: Popups;
  before(() => {
    mount = document.createElement('weft-site');
    document.body.append(mount);
    renderSite(mount, site, page(null), 'desktop');
    popups = startPopups(mount, fillPopup);
  });
  afterEach(async () => {
    for (const m of [...queue.value]) m.close();
    await until(() => !dialog(), 'no dialog');
    consent.value = { chosen: true, accepted: [] };
    popups.showPage(page(null));
  });

  it('renders only active popups, hidden until opened', () => {
    const ids = [...mount.querySelectorAll<HTMLElement>('[data-weft="popups"] > [data-popup]')].map((b) => b.dataset['popup']);
    expect(ids).to.deep.equal(['7', '8', 'on-0', 'on-1', 'on-2', 'on-3', 'on-4', 'empty']);
    expect(mount.querySelector<HTMLElement>('[data-weft="popups"]')!.hidden).to.equal(true);
  });

  it('opens with window.weft.openPopup as an accessible dialog, closes on Escape and puts its content back', async () => {
    (window as unknown as { weft: { openPopup(id: number): void } }).weft.openPopup(7);
    await until(() => dialog(), 'the popup');
    expect(slotted()!.dataset['popup']).to.equal('7');
    await until(() => slotted()!.querySelector('weft-text')!.shadowRoot?.querySelector('h2'), 'its content');
    expect(slotted()!.getBoundingClientRect().height).to.be.greaterThan(0);
    await expectAccessible(dialog()!);
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog(), 'closed');
    expect(mount.querySelector('[data-weft="popups"] > [data-popup="7"]')).to.not.equal(null);
  });

  it('keeps Tab inside, through the popup’s slotted content', async () => {
    popups.open(7);
    await until(() => slotted()?.querySelector('weft-text')!.shadowRoot?.querySelector('a'), 'the links');
    const inside = () => {
      const active = deepActiveElement();
      return !!active && (dialog()!.contains(active) || slotted()!.contains((active.getRootNode() as ShadowRoot).host ?? active));
    };
    for (let i = 0; i < 4; i++) {
      await sendKeys({ press: 'Tab' });
      expect(inside(), `Tab ${i + 1}`).to.equal(true);
    }
  });

  it('unloads the frames inside on close and reloads them on open', async () => {
    const frame = document.createElement('iframe');
    frame.src = '/demo/demo-assets/weft.svg';
    frame.title = 'frame';
    mount.querySelector('[data-popup="8"]')!.append(frame);
    const modal = popups.open(8)!;
    await until(() => dialog());
    expect(frame.getAttribute('src')).to.equal('/demo/demo-assets/weft.svg');
    modal.close();
    await until(() => !dialog());
    expect(frame.getAttribute('src')).to.equal('about:blank');
    popups.open(8);
    await until(() => dialog());
    expect(frame.getAttribute('src')).to.equal('/demo/demo-assets/weft.svg');
  });

  it('never stacks on another modal: one dialog at a time', async () => {
    popups.open(7);
    dispatchEvent(new CustomEvent('errorMessagePopup', { detail: { messages: ['x'] } }));
    const { fromWindowEvent } = await import('../modals/index.js');
    fromWindowEvent(new CustomEvent('errorMessagePopup', { detail: { messages: ['x'] } }));
    await until(() => dialog());
    expect(document.querySelector('weft-overlay')!.shadowRoot!.querySelectorAll('dialog')).to.have.length(1);
    expect(queue.value).to.have.length(2);
  });

  it('opens a time popup after its delay, but only once consent has been answered', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      consent.value = { chosen: false, accepted: [] };
      popups.showPage(page({ popup_id: 7, type: 'time', min: 0, sec: 5 }));
      clock.tick(4999);
      await settle();
      expect(dialog()).to.equal(null);
      clock.tick(1);
      await settle();
      expect(dialog(), 'the consent banner comes first').to.equal(null);
      consent.value = { chosen: true, accepted: [] };
      await until(() => dialog(), 'the popup after the choice');
    } finally {
      clock.restore();
    }
  });

  it('never triggers a popup switched off with 0, "0" or "false"', async () => {
    consent.value = { chosen: true, accepted: [] };
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const errors = captureErrors();
    let opened: string[] = [];
    try {
      popups.showPage(page(['off-0', 'off-1', 'off-2'].map((id) => ({ popup_id: id, type: 'time', sec: 1 }))));
      clock.tick(1000);
      await settle();
      opened = queue.peek().map((m) => (m.request.kind === 'popup' ? m.request.id : m.request.kind));
    } finally {
      errors.restore();
      clock.restore();
    }
    expect(opened, 'no popup opened').to.deep.equal([]);
    expect(errors.messages).to.deep.equal([]);
    popups.showPage(page({ popup_id: 'on-3', type: 'time', sec: 0 }));
    await until(() => dialog(), 'the popup switched on with "yes"');
  });

  it('opens a scroll popup on a page too short to scroll, without a scroll', async () => {
    consent.value = { chosen: true, accepted: [] };
    expect(document.documentElement.scrollHeight, 'the test page is short').to.be.at.most(innerHeight);
    popups.showPage(page({ popup_id: 8, type: 'scroll', percent: 50 }));
    await until(() => dialog(), 'the scroll popup');
  });

  it('opens a scroll popup at its percentage, once', async () => {
    const spacer = document.createElement('div');
    spacer.style.height = '4000px';
    document.body.append(spacer);
    try {
      popups.showPage(page({ popup_id: 8, type: 'scroll', percent: 50 }));
      scrollTo(0, 100);
      await settle();
      expect(dialog()).to.equal(null);
      scrollTo(0, document.documentElement.scrollHeight);
      await until(() => dialog(), 'the scroll popup');
      queue.value[0]!.close();
      await until(() => !dialog());
      scrollTo(0, 0);
      scrollTo(0, document.documentElement.scrollHeight);
      await settle(40);
      expect(dialog()).to.equal(null);
    } finally {
      spacer.remove();
      scrollTo(0, 0);
    }
  });

  it('opens an exit popup when the pointer leaves through the top, once', async () => {
    popups.showPage(page({ popup_id: 7, type: 'exit' }));
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 300 }));
    await settle();
    expect(dialog()).to.equal(null);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0 }));
    await until(() => dialog(), 'the exit popup');
    queue.value[0]!.close();
    await until(() => !dialog());
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0 }));
    await settle(40);
    expect(dialog()).to.equal(null);
  });

  it('takes its size, overlay and maximum height from the settings', async () => {
    popups.open(7, { size: 'small', overlay: false, maxHeight: 300, direction: 'bottom' });
    await until(() => dialog());
    const box = dialog() as HTMLElement;
    expect(box.style.width).to.equal('min(94vw, 400px)');
    expect(box.style.maxHeight).to.equal('300px');
    expect(box.classList.contains('no-overlay')).to.equal(true);
    expect(box.classList.contains('from-bottom')).to.equal(true);
  });
});
