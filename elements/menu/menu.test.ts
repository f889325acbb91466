import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import { device } from '../../src/device.js';
import { local } from '../../src/util/storage.js';
import { armed, expectAccessible, mount, settle, shadow, until } from '../../test/browser/helpers.js';
import { availableFrom, currentPage, firstAccessKey, isActiveLink, isAvailable, nextReveal } from './rules.js';
import './menu.element.js';

const PAGES = [
  { id: 1, url: 'home', initial: '1' },
  { id: 2, url: 'About' },
  { id: 3, url: 'pricing' },
];
// The page's site data, read (once) when a page link is first drawn.
const data = document.createElement('script');
data.type = 'application/json';
data.id = 'weft-site';
data.textContent = JSON.stringify({ pages: PAGES });
document.head.append(data);

const ITEMS = [
  { name: 'Home', link: { type: 'page', valueID: 1 } },
  { name: 'About', link: { type: 'page', valueID: 2 } },
  {
    name: 'Products',
    children: [
      { name: 'Shoes', link: { type: 'web', value: 'example.com/shoes' } },
      { name: 'Hats', link: { type: 'web', value: 'example.com/hats' } },
    ],
  },
  {
    name: 'Help',
    children: [
      { name: 'FAQ', link: { type: 'web', value: 'example.com/faq' } },
      { name: 'Contact', link: { type: 'popup', valueID: 4 } },
    ],
  },
  { name: 'Blog', link: { type: 'web', value: 'example.com/blog' } },
];

const menu = (config: Record<string, unknown>, id = '') => mount('weft-menu', config, { id, ready: '[part="menu"]' });
const items = (el: HTMLElement) => [...shadow(el).querySelectorAll<HTMLElement>('[part="item"]')];
const item = (el: HTMLElement, name: string) => items(el).find((i) => i.textContent?.includes(name))!;
const subitems = (el: HTMLElement) => [...shadow(el).querySelectorAll<HTMLElement>('[part="subitem"]')];
const names = (el: HTMLElement) => items(el).map((i) => i.textContent);
const focused = (el: HTMLElement) => shadow(el).activeElement?.textContent;
const dropdownOf = (parent: HTMLElement) => parent.nextElementSibling as HTMLElement;
const shown = (el: HTMLElement) => getComputedStyle(el).display !== 'none' && getComputedStyle(el).visibility === 'visible';
const centre = (el: HTMLElement): [number, number] => {
  const r = el.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
};

describe('weft-menu', () => {
  afterEach(async () => {
    device.value = 'desktop';
    delete (window as { weft?: unknown }).weft;
    await resetMouse();
  });

  it('is accessible on desktop and open on mobile', async () => {
    const desktop = await menu({ itemList: ITEMS, brand: { image: '/demo/demo-assets/weft.svg', alt: 'Weft' } });
    await expectAccessible(desktop);
    item(desktop, 'Products').click();
    await until(() => shown(dropdownOf(item(desktop, 'Products'))), 'the dropdown');
    await expectAccessible(desktop);

    device.value = 'mobile';
    const mobile = await menu({ itemList: ITEMS });
    shadow(mobile).querySelector<HTMLElement>('[part="burger"]')!.click();
    const list = shadow(mobile).querySelector<HTMLElement>('[part="list"]')!;
    await until(() => getComputedStyle(list).opacity === '1', 'the open menu');
    await expectAccessible(mobile);
  });

  it('is a real <a href> for links with an address, and a <button> for actions', async () => {
    const el = await menu({ itemList: ITEMS });
    const blog = item(el, 'Blog') as HTMLAnchorElement;
    expect(blog.localName).to.equal('a');
    expect(blog.href).to.equal('https://example.com/blog');
    expect((item(el, 'About') as HTMLAnchorElement).href).to.equal(new URL('/About', location.href).href);
    expect((subitems(el)[0] as HTMLAnchorElement).href).to.equal('https://example.com/shoes');
    const contact = subitems(el).find((s) => s.textContent === 'Contact')!;
    expect(contact.localName).to.equal('button');
    expect(item(el, 'Products').localName).to.equal('button');
  });

  it('reads item links whose ids and values the builder sent as numbers', async () => {
    const el = await menu({
      itemList: [
        { name: 'Call us', link: { type: 'telefone', value: 5550100 } },
        { name: 'About', link: { type: 'page', valueID: '2' } },
        { name: 'Broken', link: 'not a link', icon: 'star' },
      ],
    });
    expect((item(el, 'Call us') as HTMLAnchorElement).getAttribute('href')).to.equal('tel:5550100');
    expect((item(el, 'About') as HTMLAnchorElement).href).to.equal(new URL('/About', location.href).href);
    expect(item(el, 'Broken').localName).to.equal('button');
  });

  it('opens a site page without a reload in site mode', async () => {
    const navigate = sinon.spy();
    (window as { weft?: unknown }).weft = { navigate };
    const el = await menu({ itemList: ITEMS });
    item(el, 'About').click();
    expect(navigate.calledOnceWith('/About')).to.equal(true);
  });

  it('marks the initial page active at the root path', async () => {
    expect(location.pathname).to.equal('/');
    const el = await menu({ itemList: ITEMS });
    expect(item(el, 'Home').getAttribute('aria-current')).to.equal('page');
    expect(item(el, 'About').hasAttribute('aria-current')).to.equal(false);
  });

  it('marks the page of the path active, matched case-insensitively', async () => {
    const before = location.href;
    history.replaceState(null, '', `/about/team${location.search}`);
    try {
      const el = await menu({ itemList: ITEMS });
      expect(item(el, 'About').getAttribute('aria-current')).to.equal('page');
      expect(item(el, 'Home').hasAttribute('aria-current')).to.equal(false);
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('decides the active page as a pure function', () => {
    expect(currentPage('/', PAGES)?.id).to.equal(1);
    expect(currentPage('/PRICING', PAGES)?.id).to.equal(3);
    expect(currentPage('/nowhere', PAGES)).to.equal(undefined);
    expect(isActiveLink({ type: 'page', valueID: 2 }, '/about', PAGES)).to.equal(true);
    expect(isActiveLink({ type: 'page', valueID: '2' }, '/pricing', PAGES)).to.equal(false);
    expect(isActiveLink({ type: 'web', value: 'about' }, '/about', PAGES)).to.equal(false);
    expect(isActiveLink({ type: 'page', valueID: 1 }, '/', undefined)).to.equal(false);
  });

  it('opens a dropdown on hover and closes it on leaving', async () => {
    const el = await menu({ itemList: ITEMS });
    const products = item(el, 'Products');
    // A list of links is a disclosure: aria-expanded only, no menu popup.
    expect(products.hasAttribute('aria-haspopup')).to.equal(false);
    expect(products.getAttribute('aria-expanded')).to.equal('false');
    expect(shown(dropdownOf(products))).to.equal(false);
    await sendMouse({ type: 'move', position: centre(products) });
    await until(() => products.getAttribute('aria-expanded') === 'true', 'the dropdown to open');
    expect(shown(dropdownOf(products))).to.equal(true);
    await sendMouse({ type: 'move', position: [5, window.innerHeight - 5] });
    await until(() => products.getAttribute('aria-expanded') === 'false', 'the dropdown to close');
    expect(shown(dropdownOf(products))).to.equal(false);
  });

  it('keeps a dropdown open after a real click, though hover opened it first; a second click closes it', async () => {
    const el = await menu({ itemList: ITEMS });
    const products = item(el, 'Products');
    await sendMouse({ type: 'move', position: centre(products) });
    await until(() => products.getAttribute('aria-expanded') === 'true', 'open on hover');
    await sendMouse({ type: 'click', position: centre(products) });
    await until(() => shown(dropdownOf(products)), 'the dropdown');
    expect(products.getAttribute('aria-expanded')).to.equal('true');
    // Leaving no longer closes what a click opened, nor does hovering another item.
    await sendMouse({ type: 'move', position: centre(item(el, 'Help')) });
    await sendMouse({ type: 'move', position: [5, window.innerHeight - 5] });
    await sendMouse({ type: 'move', position: centre(products) });
    expect(products.getAttribute('aria-expanded')).to.equal('true');
    expect(item(el, 'Help').getAttribute('aria-expanded')).to.equal('false');
    await sendMouse({ type: 'click', position: centre(products) });
    await until(() => products.getAttribute('aria-expanded') === 'false', 'closed by the second click');
    expect(shown(dropdownOf(products))).to.equal(false);
  });

  it('opens a dropdown on click, one at a time', async () => {
    const el = await menu({ itemList: ITEMS });
    const products = item(el, 'Products');
    const help = item(el, 'Help');
    products.click();
    await until(() => shown(dropdownOf(products)), 'the products dropdown');
    help.click();
    await until(() => shown(dropdownOf(help)), 'the help dropdown');
    expect(products.getAttribute('aria-expanded')).to.equal('false');
    expect(shown(dropdownOf(products))).to.equal(false);
    help.click();
    await until(() => !shown(dropdownOf(help)), 'the help dropdown to close');
  });

  it('opens a dropdown from the keyboard, moves within it, and Escape closes it back to its button', async () => {
    const el = await menu({ itemList: ITEMS });
    const products = item(el, 'Products');
    products.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => products.getAttribute('aria-expanded') === 'true', 'Enter to open');
    await sendKeys({ press: 'Escape' });
    await until(() => products.getAttribute('aria-expanded') === 'false', 'Escape to close');
    await sendKeys({ press: 'Space' });
    await until(() => products.getAttribute('aria-expanded') === 'true', 'Space to open');
    await sendKeys({ press: 'Escape' });
    await until(() => products.getAttribute('aria-expanded') === 'false', 'Escape to close');

    await sendKeys({ press: 'ArrowDown' });
    await until(() => focused(el) === 'Shoes', 'the first entry');
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)).to.equal('Hats');
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)).to.equal('Shoes');
    await sendKeys({ press: 'ArrowUp' });
    expect(focused(el)).to.equal('Hats');
    await sendKeys({ press: 'Home' });
    expect(focused(el)).to.equal('Shoes');
    await sendKeys({ press: 'Escape' });
    await until(() => products.getAttribute('aria-expanded') === 'false', 'Escape to close');
    expect(shadow(el).activeElement).to.equal(products);
    expect(shown(dropdownOf(products))).to.equal(false);
  });

  it('moves between top items with the arrow keys, Home and End, reversed right to left', async () => {
    const el = await menu({ itemList: ITEMS });
    item(el, 'Home').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)).to.equal('About');
    await sendKeys({ press: 'ArrowLeft' });
    expect(focused(el)).to.equal('Home');
    await sendKeys({ press: 'ArrowLeft' });
    expect(focused(el)).to.equal('Blog');
    await sendKeys({ press: 'Home' });
    expect(focused(el)).to.equal('Home');
    await sendKeys({ press: 'End' });
    expect(focused(el)).to.equal('Blog');

    el.setAttribute('dir', 'rtl');
    item(el, 'Home').focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(focused(el)).to.equal('About');
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)).to.equal('Home');
    // Right to left, the first item sits on the right.
    expect(item(el, 'Home').getBoundingClientRect().left).to.be.greaterThan(item(el, 'About').getBoundingClientRect().left);
  });

  it('toggles the mobile menu with a labelled burger', async () => {
    const el = await menu({ itemList: ITEMS });
    expect(shadow(el).querySelector('[part="burger"]')).to.equal(null);
    device.value = 'mobile';
    await until(() => shadow(el).querySelector('[part="burger"]'), 'the burger');
    const burger = shadow(el).querySelector<HTMLElement>('[part="burger"]')!;
    const list = shadow(el).querySelector<HTMLElement>('[part="list"]')!;
    expect(burger.getAttribute('aria-label')).to.equal('Open menu');
    expect(burger.getAttribute('aria-expanded')).to.equal('false');
    expect(burger.getAttribute('aria-controls')).to.equal(list.id);
    // Leaving the desktop layout, the items fade out over the same 500 ms before they are hidden.
    await until(() => getComputedStyle(list).visibility === 'hidden', 'the closed menu');
    expect(getComputedStyle(list).transitionDuration).to.contain('0.5s');

    burger.click();
    await until(() => burger.getAttribute('aria-expanded') === 'true', 'the menu to open');
    expect(burger.getAttribute('aria-label')).to.equal('Close menu');
    await until(() => getComputedStyle(list).visibility === 'visible', 'the items');
    expect(item(el, 'Home').getBoundingClientRect().width).to.be.greaterThan(0);

    burger.click();
    await until(() => burger.getAttribute('aria-expanded') === 'false', 'the menu to close');
    expect(burger.getAttribute('aria-label')).to.equal('Open menu');
    await until(() => getComputedStyle(list).visibility === 'hidden', 'the items to hide');

    burger.click();
    await until(() => getComputedStyle(list).visibility === 'visible', 'the items again');
    item(el, 'Home').focus();
    await sendKeys({ press: 'Escape' });
    await until(() => burger.getAttribute('aria-expanded') === 'false', 'Escape to close the menu');
    expect(shadow(el).activeElement).to.equal(burger);
  });

  it('drips an item by date: shown only once the date has passed', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const el = await menu({
      isDrip: true,
      itemList: [
        { name: 'Week 1', typeOfPredefined: 'date', datePredefined: past },
        { name: 'Week 2', typeOfPredefined: 'date', datePredefined: future },
        { name: 'Always', typeOfPredefined: 'none' },
      ],
    });
    expect(names(el)).to.deep.equal(['Week 1', 'Always']);
    expect(isAvailable({ name: 'x', typeOfPredefined: 'date', datePredefined: past }, Date.now(), 0)).to.equal(true);
    expect(isAvailable({ name: 'x', typeOfPredefined: 'date', datePredefined: future }, Date.now(), 0)).to.equal(false);
  });

  it('drips an item by the time elapsed since the first access, kept per menu', async () => {
    const start = new Date('2026-03-01T10:00:00Z').getTime();
    const key = firstAccessKey('course-menu');
    local.remove(key);
    const clock = sinon.useFakeTimers({ now: start, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      const config = {
        isDrip: true,
        itemList: [
          { name: 'Lesson 1' },
          { name: 'Lesson 2', typeOfPredefined: 'other', timePredefinedHours: 1, timePredefinedMinutes: '30' },
        ],
      };
      const el = await menu(config, 'course-menu');
      expect(names(el)).to.deep.equal(['Lesson 1']);
      expect(local.get(key)).to.equal(String(start));

      await armed(clock);
      clock.tick(90 * 60_000 - 1);
      await settle();
      expect(names(el)).to.deep.equal(['Lesson 1']);
      clock.tick(1);
      await until(() => names(el).length === 2, 'the second lesson');
      expect(names(el)).to.deep.equal(['Lesson 1', 'Lesson 2']);

      // A later visit keeps the first access.
      el.remove();
      const again = await menu(config, 'course-menu');
      expect(names(again)).to.deep.equal(['Lesson 1', 'Lesson 2']);
      expect(local.get(key)).to.equal(String(start));
    } finally {
      clock.restore();
      local.remove(key);
    }
    const item2 = { name: 'x', typeOfPredefined: 'other' as const, timePredefinedDays: 1, timePredefinedSeconds: 5 };
    expect(availableFrom(item2, 1000)).to.equal(1000 + 86_405_000);
    expect(nextReveal([{ name: 'a', children: [item2] }], 0, 1000)).to.equal(1000 + 86_405_000);
  });

  it('keeps a brand image at most 50px high, on the chosen side', async () => {
    const el = await menu({
      itemList: ITEMS.slice(0, 2),
      brand: { image: '/demo/demo-assets/weft.svg', alt: 'Weft', position: 'right' },
    });
    const brand = shadow(el).querySelector<HTMLImageElement>('[part="brand"]')!;
    await until(() => brand.complete && brand.naturalHeight > 0, 'the brand image');
    expect(brand.naturalHeight).to.equal(120);
    expect(brand.getBoundingClientRect().height).to.equal(50);
    expect(brand.getBoundingClientRect().left).to.be.greaterThan(item(el, 'About').getBoundingClientRect().right);
  });

  it('keeps the box of a brand with a width before its image arrives, so nothing below moves', async () => {
    // An image that never arrives stands for one still loading: its box is already the square it keeps.
    const el = await menu({
      itemList: ITEMS.slice(0, 2),
      brand: { image: '/demo/demo-assets/no-such-brand.svg', alt: 'Weft', position: 'left', width: 40 },
    });
    const brand = shadow(el).querySelector<HTMLImageElement>('[part="brand"]')!;
    const box = brand.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([40, 40]);
  });

  it('takes item colours for normal and active from btnStyle, and dropdown colours from subStyle', async () => {
    const el = await menu({
      itemList: ITEMS,
      btnStyle: { color: '#00ff00', background: '#000000', activeColor: '#ff0000', hoverColor: '#0000ff' },
      subStyle: { color: '#112233' },
    });
    const about = getComputedStyle(item(el, 'About'));
    expect(about.color).to.equal('rgb(0, 255, 0)');
    expect(about.backgroundColor).to.equal('rgb(0, 0, 0)');
    expect(getComputedStyle(item(el, 'Home')).color).to.equal('rgb(255, 0, 0)');
    await sendMouse({ type: 'move', position: centre(item(el, 'Blog')) });
    await until(() => getComputedStyle(item(el, 'Blog')).color === 'rgb(0, 0, 255)', 'the hover colour');
    item(el, 'Products').click();
    await until(() => shown(subitems(el)[0]!), 'the dropdown');
    expect(getComputedStyle(subitems(el)[0]!).color).to.equal('rgb(17, 34, 51)');
  });
});
