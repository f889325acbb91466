import { expect, fixture } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import { device } from '../../src/device.js';
import { captureErrors, expectAccessible, settle, shadow, until } from '../../test/browser/helpers.js';
import '../text/text.element.js';
import '../button/button.element.js';
import { HOVER_CLOSE_DELAY_MS, panelPlace } from './config.js';
import { openPlaceMenu } from '../../src/ui/open-menu.js';
import './place-menu.element.js';

const part = (el: HTMLElement, name: string) => shadow(el).querySelector<HTMLElement>(`[part="${name}"]`);
const item = (el: HTMLElement) => part(el, 'item')!;
const panel = (el: HTMLElement) => part(el, 'panel')!;
const mask = (el: HTMLElement) => part(el, 'mask');
const shown = (el: Element | null) => !!el && el.getClientRects().length > 0;
const isOpen = (el: HTMLElement) => item(el).getAttribute('aria-expanded') === 'true' && shown(panel(el));
const box = (el: Element) => el.getBoundingClientRect();
const centre = (el: Element): [number, number] => {
  const r = box(el);
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
};

/** Place menus in a row (a menu as the site renderer writes it), each holding a text element and a button. */
async function menus(
  configs: Array<Record<string, unknown>>,
  rowStyle = 'display: flex; padding: 20px 40px; width: 900px',
): Promise<HTMLElement[]> {
  const row = await fixture<HTMLDivElement>(`<div style="${rowStyle}"></div>`);
  const els = configs.map((config, i) => {
    const el = document.createElement('weft-place-menu');
    el.setAttribute('config', JSON.stringify(config));
    const text = document.createElement('weft-text');
    text.setAttribute('config', JSON.stringify({ html: `<p>Panel ${i + 1}</p>` }));
    const button = document.createElement('weft-button');
    button.setAttribute('config', JSON.stringify({ text: `Go ${i + 1}`, link: { type: 'web', value: 'https://example.com' } }));
    el.append(text, button);
    row.append(el);
    return el;
  });
  await until(
    () =>
      els.every(
        (el) => el.shadowRoot?.querySelector('[part="item"]') && el.querySelector('weft-text')?.shadowRoot?.querySelector('p'),
      ),
    'the place menus',
  );
  return els;
}
const menu = async (config: Record<string, unknown>) => (await menus([config]))[0]!;

describe('weft-place-menu', () => {
  afterEach(async () => {
    openPlaceMenu.value = null;
    device.value = 'desktop';
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is accessible closed, open over its mask, across the width, by hover and as a link', async () => {
    const el = await menu({ text: 'Products' });
    await expectAccessible(el);
    item(el).click();
    await until(() => isOpen(el), 'the open panel');
    await expectAccessible(el);
    const full = await menu({ text: 'Full', positionContainer: 'width-full', containerBackground: '#0f172a' });
    item(full).click();
    await until(() => isOpen(full));
    await expectAccessible(full);
    await expectAccessible(await menu({ text: 'Hover', typeOpenContainer: 'by-hover' }));
    await expectAccessible(await menu({ text: 'Link', enableOnlyLink: true, link: { type: 'web', value: 'example.com' } }));
  });

  it('is a real button with aria-expanded and aria-controls; a click toggles its panel and the page mask', async () => {
    const el = await menu({ text: 'Products' });
    const button = item(el);
    expect(button.localName).to.equal('button');
    expect(shadow(el).getElementById(button.getAttribute('aria-controls')!)).to.equal(panel(el));
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(shown(panel(el))).to.equal(false);
    expect(mask(el)).to.equal(null);
    const child = el.querySelector('weft-text')!;
    expect(shown(child), 'the child elements are in the closed panel').to.equal(false);

    button.click();
    await until(() => isOpen(el), 'the open panel');
    expect(shown(child)).to.equal(true);
    expect(shown(mask(el))).to.equal(true);
    const m = box(mask(el)!);
    // The whole window the visitor sees: its scroll bars (the row is wider than the window) stay
    // outside, which takes room in Firefox and WebKit and none in headless Chromium.
    const { clientWidth, clientHeight } = document.documentElement;
    expect([m.left, m.top, m.width, m.height]).to.deep.equal([0, 0, clientWidth, clientHeight]);

    button.click();
    await until(() => !isOpen(el) && mask(el) === null, 'closed again');
  });

  it('opening one place menu hides the other’s panel; one mask shows', async () => {
    const [a, b] = await menus([{ text: 'One' }, { text: 'Two' }]);
    item(a!).click();
    await until(() => isOpen(a!));
    // The mask covers the page: the visitor reaches the other item by keyboard.
    item(b!).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => isOpen(b!) && !isOpen(a!), 'only the second open');
    expect(mask(a!)).to.equal(null);
    expect(shown(mask(b!))).to.equal(true);
  });

  it('with one open, a click on another place menu’s item opens it at once (the mask does not swallow it)', async () => {
    const [a, b] = await menus([{ text: 'One' }, { text: 'Two' }]);
    const centre = (el: HTMLElement): [number, number] => {
      const r = el.getBoundingClientRect();
      return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
    };
    await sendMouse({ type: 'click', position: centre(item(a!)) });
    await until(() => isOpen(a!) && shown(mask(a!)), 'the first open over its mask');
    await sendMouse({ type: 'click', position: centre(item(b!)) });
    await until(() => isOpen(b!), 'the second open after one click');
    expect(isOpen(a!)).to.equal(false);
    expect(b!.shadowRoot!.activeElement === item(b!), 'focus on the second item').to.equal(true);
  });

  it('closes on a click on the mask', async () => {
    const el = await menu({ text: 'Products' });
    item(el).click();
    await until(() => isOpen(el));
    await sendMouse({ type: 'click', position: [innerWidth - 30, innerHeight - 30] });
    await until(() => !isOpen(el) && mask(el) === null, 'closed by the mask');
  });

  it('closes on Escape, with focus back on the item, and when focus leaves it', async () => {
    const el = await menu({ text: 'Products' });
    item(el).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => isOpen(el));
    // Into the panel's child button, then Escape.
    await sendKeys({ press: 'Tab' });
    await until(() => document.activeElement === el.querySelector('weft-button'), 'focus in the panel');
    await sendKeys({ press: 'Escape' });
    await until(() => !isOpen(el), 'closed by Escape');
    expect(shadow(el).activeElement).to.equal(item(el));

    await sendKeys({ press: 'Enter' });
    await until(() => isOpen(el));
    const after = document.createElement('button');
    after.textContent = 'After';
    el.parentElement!.append(after);
    after.focus();
    await until(() => !isOpen(el), 'closed when focus left');
  });

  it('with enableOnlyLink follows its link instead: a real link, no panel', async () => {
    const el = await menu({
      text: 'Blog',
      enableOnlyLink: true,
      link: { type: 'web', value: 'example.com/blog', target: '_blank' },
    });
    const a = item(el) as HTMLAnchorElement;
    expect(a.localName).to.equal('a');
    expect(a.href).to.equal('https://example.com/blog');
    expect(a.target).to.equal('_blank');
    expect(a.hasAttribute('aria-expanded')).to.equal(false);
    expect(part(el, 'panel')).to.equal(null);
    expect(shown(el.querySelector('weft-text')), 'its children are not shown').to.equal(false);
    a.addEventListener('click', (event) => event.preventDefault(), { once: true });
    a.click();
    await until(() => true);
    expect(openPlaceMenu.value).to.equal(null);
    expect(mask(el)).to.equal(null);
  });

  it('with enableOnlyLink opens an e-mail link in this window even when its target is a new tab', async () => {
    const el = await menu({
      text: 'Write',
      enableOnlyLink: true,
      link: { type: 'email', value: 'hi@example.com', target: '_blank' },
    });
    const a = item(el) as HTMLAnchorElement;
    expect(a.getAttribute('href')).to.match(/^mailto:hi@example\.com/);
    expect(a.hasAttribute('target'), 'no empty tab is left behind').to.equal(false);
  });

  describe('by hover', () => {
    let clock: sinon.SinonFakeTimers | undefined;
    afterEach(() => {
      clock?.restore();
      clock = undefined;
    });

    it('opens while the pointer is over it, stays open across the gap to the panel, and closes after it leaves', async () => {
      const el = await menu({ text: 'Hover', typeOpenContainer: 'by-hover', bottomMargin: 40 });
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await sendMouse({ type: 'move', position: centre(item(el)) });
      await until(() => isOpen(el), 'open on hover');
      expect(shown(mask(el))).to.equal(true);
      // Across the 40px gap (below the element's 15px padding, outside it for a moment) into the panel.
      const [x] = centre(item(el));
      await sendMouse({ type: 'move', position: [x, Math.round(box(item(el)).bottom + 30)] });
      clock.tick(HOVER_CLOSE_DELAY_MS - 50);
      await sendMouse({ type: 'move', position: centre(panel(el)) });
      clock.tick(HOVER_CLOSE_DELAY_MS);
      await settle();
      expect(isOpen(el), 'still open over the panel').to.equal(true);
      // A click on the item keeps it open.
      await sendMouse({ type: 'click', position: centre(item(el)) });
      expect(isOpen(el)).to.equal(true);
      await sendMouse({ type: 'move', position: [innerWidth - 30, innerHeight - 30] });
      clock.tick(HOVER_CLOSE_DELAY_MS - 10);
      await settle();
      expect(isOpen(el), 'not before the delay').to.equal(true);
      clock.tick(20);
      await until(() => !isOpen(el), 'closed after the pointer left');
    });

    it('still opens and closes from the keyboard', async () => {
      const el = await menu({ text: 'Hover', typeOpenContainer: 'by-hover' });
      item(el).focus();
      await sendKeys({ press: 'Enter' });
      await until(() => isOpen(el), 'open by Enter');
      await sendKeys({ press: 'Enter' });
      await until(() => !isOpen(el), 'closed by Enter');
      // Opened from the keyboard, a press anywhere else on the page closes it.
      await sendKeys({ press: 'Enter' });
      await until(() => isOpen(el), 'open again');
      await sendMouse({ type: 'click', position: [innerWidth - 30, innerHeight - 30] });
      await until(() => !isOpen(el), 'closed by a press elsewhere');
    });
  });

  it('places its panel under the item (start-menu-item), moved by leftContainer, bottomMargin below, widthContainer × heightContainer', async () => {
    const [, el] = await menus([
      { text: 'First' },
      { text: 'Second', leftContainer: 30, bottomMargin: 12, widthContainer: 320, heightContainer: 150 },
    ]);
    item(el!).click();
    await until(() => isOpen(el!));
    const p = box(panel(el!));
    const i = box(item(el!));
    expect(Math.round(p.left)).to.equal(Math.round(i.left + 30));
    expect(Math.round(p.top)).to.equal(Math.round(i.bottom + 12));
    expect(Math.round(p.width)).to.equal(320);
    expect(Math.round(p.height)).to.equal(150);
  });

  it('places its panel at the start of its menu (start-menu), or across the window (width-full)', async () => {
    // A row inside the window: the panel is kept inside it (the next test), so a row scrolled
    // sideways would move the panel off its menu's start.
    const [, el] = await menus(
      [{ text: 'First' }, { text: 'Second', positionContainer: 'start-menu', widthContainer: 300 }],
      'display: flex; padding: 20px 40px; width: 600px',
    );
    item(el!).click();
    await until(() => isOpen(el!));
    expect(Math.round(box(panel(el!)).left)).to.equal(Math.round(box(el!.parentElement!).left));

    const [, full] = await menus([{ text: 'First' }, { text: 'Second', positionContainer: 'width-full' }]);
    item(full!).click();
    await until(() => isOpen(full!));
    expect(box(panel(full!)).left).to.equal(0);
    expect(Math.round(box(panel(full!)).width)).to.equal(document.documentElement.clientWidth);
  });

  it('keeps the panel inside the window, and opens towards the start right to left', () => {
    const item = { left: 700, right: 760, bottom: 40 };
    const menu = { left: 100, right: 900, bottom: 40 };
    const options = { offset: 0, gap: 0, width: 400, windowWidth: 1000, rtl: false };
    expect(panelPlace('start-menu-item', item, menu, options)).to.deep.equal({ top: 40, left: 600, width: 400 });
    expect(panelPlace('start-menu', item, menu, options).left).to.equal(100);
    expect(panelPlace('start-menu', item, menu, { ...options, rtl: true }).left).to.equal(500);
    expect(panelPlace('width-full', item, menu, { ...options, gap: 5 })).to.deep.equal({ top: 45, left: 0, width: null });
  });

  it('takes its hover colours under the pointer and its selected colours while open', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await menu({
      text: 'Colours',
      textStyle: { color: '#000000' },
      hoverColor: '#ff0000',
      hoverBackgroundColor: '#ffff00',
      selectedColor: '#ffffff',
      selectedBackgroundColor: '#0000ff',
    });
    const css = () => getComputedStyle(item(el));
    expect(css().color).to.equal('rgb(0, 0, 0)');
    await sendMouse({ type: 'move', position: centre(item(el)) });
    await until(() => css().color === 'rgb(255, 0, 0)', 'the hover colour');
    expect(css().backgroundColor).to.equal('rgb(255, 255, 0)');
    await sendMouse({ type: 'click', position: centre(item(el)) });
    await until(() => isOpen(el));
    await until(() => css().color === 'rgb(255, 255, 255)', 'the selected colour');
    expect(css().backgroundColor).to.equal('rgb(0, 0, 255)');
  });

  it('draws leftMargin before the item, its text style (sizeMobile on phones), and wraps its text only with enableLineBreak', async () => {
    const el = await menu({ text: 'A long item name', leftMargin: 25, textStyle: { size: 20, sizeMobile: 13, weight: '700' } });
    expect(Math.round(box(item(el)).left - box(el).left)).to.equal(25 + 15);
    expect(getComputedStyle(item(el)).fontSize).to.equal('20px');
    expect(getComputedStyle(item(el)).fontWeight).to.equal('700');
    expect(getComputedStyle(item(el)).whiteSpace).to.equal('nowrap');
    const wrapping = await menu({ text: 'A long item name', enableLineBreak: true });
    expect(getComputedStyle(item(wrapping)).whiteSpace).to.equal('normal');
    device.value = 'mobile';
    await until(() => getComputedStyle(item(el)).fontSize === '13px', 'the mobile size');
  });

  it('does not move under reduced motion: the mask and panel appear at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await menu({ text: 'Still' });
    item(el).click();
    await until(() => isOpen(el));
    expect(getComputedStyle(panel(el)).animationDuration).to.equal('0s');
    expect(getComputedStyle(mask(el)!).animationDuration).to.equal('0s');
  });

  it('says Menu in the visitor’s language without a text, and logs one error naming the tag for a bad config', async () => {
    const errors = captureErrors();
    try {
      const el = await menu({ positionContainer: 'middle' });
      expect(item(el).textContent).to.equal('Menu');
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<weft-place-menu>').and.contain('positionContainer');
    } finally {
      errors.restore();
    }
  });
});
