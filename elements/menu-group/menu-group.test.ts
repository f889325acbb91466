import { expect, fixture } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import { device } from '../../src/device.js';
import { captureErrors, expectAccessible, settle, shadow, until } from '../../test/browser/helpers.js';
import '../place-menu/place-menu.element.js';
import { openPlaceMenu } from '../../src/ui/open-menu.js';
import '../text/text.element.js';
import { ADD_MENU_AFTER_MS, MENU_TAG } from './config.js';
import './menu-group.element.js';

const item = (menu: Element) => menu.shadowRoot!.querySelector<HTMLElement>('[part="item"]')!;
const mask = (menu: Element) => menu.shadowRoot!.querySelector<HTMLElement>('[part="mask"]');
const panel = (menu: Element) => menu.shadowRoot!.querySelector<HTMLElement>('[part="panel"]')!;
const shown = (el: Element | null) => !!el && el.getClientRects().length > 0;
const isOpen = (menu: Element) => item(menu).getAttribute('aria-expanded') === 'true' && shown(panel(menu));
const box = (el: Element) => el.getBoundingClientRect();

/** A menu group holding place menus (each with a text inside), as the site renderer writes it. */
async function group(
  config: Record<string, unknown>,
  items: Array<Record<string, unknown>> = [{ text: 'Products' }, { text: 'About' }],
  id = '',
) {
  const wrapper = await fixture<HTMLDivElement>('<div style="width: 900px; padding: 20px"></div>');
  const el = document.createElement('weft-menu-group');
  if (id) el.id = id;
  el.setAttribute('config', JSON.stringify(config));
  for (const [i, itemConfig] of items.entries()) {
    const menu = document.createElement(MENU_TAG);
    menu.setAttribute(
      'config',
      JSON.stringify({ paddingTop: 0, paddingRight: 0, paddingBottom: 0, paddingLeft: 0, ...itemConfig }),
    );
    const text = document.createElement('weft-text');
    text.setAttribute('config', JSON.stringify({ html: `<p>Inside ${i + 1}</p>` }));
    menu.append(text);
    el.append(menu);
  }
  wrapper.append(el);
  await until(
    () =>
      el.shadowRoot?.querySelector('[part="base"]') &&
      [...el.children].every((c) => c.shadowRoot?.querySelector('[part="item"]')),
    'the group and its menus',
  );
  return el;
}
const menus = (el: HTMLElement) => [...el.children] as HTMLElement[];

describe('weft-menu-group', () => {
  afterEach(async () => {
    openPlaceMenu.value = null;
    device.value = 'desktop';
    await resetMouse();
  });

  it('is accessible closed, with a place menu open, and without backDrop', async () => {
    const el = await group({});
    await expectAccessible(el);
    item(menus(el)[0]!).click();
    await until(() => isOpen(menus(el)[0]!));
    await expectAccessible(el);
    await expectAccessible(
      await group({ backDrop: false, backgroundColor: '#111827' }, [{ text: 'Dark', textStyle: { color: '#f9fafb' } }]),
    );
  });

  it('lays its child elements in a row, horizontalMargin apart, inside the container paddings', async () => {
    const el = await group({ horizontalMargin: 30, containerPadding: { top: 4, right: 0, bottom: 6, left: 9 } }, [
      { text: 'One' },
      { text: 'Two' },
      { text: 'Three' },
    ]);
    const [a, b, c] = menus(el).map(box);
    const base = box(shadow(el).querySelector('[part="base"]')!);
    expect(Math.round(a!.left - base.left)).to.equal(9);
    expect(Math.round(a!.top - base.top)).to.equal(4);
    expect(Math.round(b!.left - a!.right)).to.equal(30);
    expect(Math.round(c!.left - b!.right)).to.equal(30);
    expect(Math.round(b!.top)).to.equal(Math.round(a!.top));
    expect(Math.round(base.bottom - a!.bottom)).to.equal(6);
  });

  it('is at most 500px wide by default, as group elements are', async () => {
    const el = await group({});
    expect(Math.round(box(el).width)).to.equal(500);
  });

  describe('adding a menu', () => {
    let clock: sinon.SinonFakeTimers | undefined;
    afterEach(() => {
      clock?.restore();
      clock = undefined;
    });

    it(`adds a place menu ${ADD_MENU_AFTER_MS} ms after it is drawn when it has none`, async () => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
      const el = await group({}, [], 'header-group');
      clock.tick(ADD_MENU_AFTER_MS - 1);
      await settle();
      expect(el.children).to.have.length(0);
      clock.tick(1);
      await until(() => el.children.length === 1, 'the added menu');
      const added = el.firstElementChild as HTMLElement;
      expect(added.localName).to.equal(MENU_TAG);
      expect(added.id).to.equal('header-group-menu');
      await until(() => added.shadowRoot?.querySelector('[part="item"]'), 'the added menu drawn');
      expect(item(added).textContent).to.equal('Menu');
      clock.tick(ADD_MENU_AFTER_MS * 2);
      await settle();
      expect(el.children, 'only once').to.have.length(1);
    });

    it('adds none when it has a menu, or when one arrives in time', async () => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
      const full = await group({}, [{ text: 'Mine' }]);
      const later = await group({}, []);
      clock.tick(1000);
      const menu = document.createElement(MENU_TAG);
      menu.setAttribute('config', JSON.stringify({ text: 'Late' }));
      later.append(menu);
      clock.tick(ADD_MENU_AFTER_MS);
      await settle();
      expect(menus(full).map((m) => m.localName)).to.deep.equal([MENU_TAG]);
      expect(later.children).to.have.length(1);
    });
  });

  it('shows the page mask under an open place menu with backDrop, and none without', async () => {
    const withMask = await group({});
    const first = menus(withMask)[0]!;
    item(first).click();
    await until(() => isOpen(first));
    expect(shown(mask(first))).to.equal(true);
    openPlaceMenu.value = null;

    const without = await group({ backDrop: false });
    const menu = menus(without)[0]!;
    item(menu).click();
    await until(() => isOpen(menu));
    expect(shown(mask(menu))).to.equal(false);
    // Nothing covers the page: a press elsewhere closes the panel.
    await sendMouse({ type: 'click', position: [innerWidth - 30, innerHeight - 30] });
    await until(() => !isOpen(menu), 'closed by a press elsewhere');
  });

  it('is the menu its place menus start at (start-menu)', async () => {
    const el = await group({}, [{ text: 'One' }, { text: 'Two', positionContainer: 'start-menu', widthContainer: 300 }]);
    const second = menus(el)[1]!;
    item(second).click();
    await until(() => isOpen(second));
    expect(Math.round(box(panel(second)).left)).to.equal(Math.round(box(el).left));
    expect(Math.round(box(item(second)).left)).to.be.above(Math.round(box(el).left) + 50);
  });

  it('shows its children in their order_mobile order on phones', async () => {
    const el = await group({}, [
      { text: 'One', order_mobile: 2 },
      { text: 'Two', order_mobile: 1 },
    ]);
    const order = () =>
      menus(el)
        .map((m) => ({ text: item(m).textContent, left: box(m).left }))
        .sort((a, b) => a.left - b.left)
        .map((m) => m.text)
        .join();
    expect(order()).to.equal('One,Two');
    device.value = 'mobile';
    await until(() => order() === 'Two,One', 'the mobile order');
  });

  it('logs one error naming the tag for a bad config, and still shows its children', async () => {
    const errors = captureErrors();
    try {
      const el = await group({ horizontalMargin: 'wide' });
      expect(errors.messages.filter((m) => m.includes('weft-menu-group'))).to.have.length(1);
      expect(errors.messages[0]).to.contain('horizontalMargin');
      expect(menus(el)).to.have.length(2);
    } finally {
      errors.restore();
    }
  });
});
