import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { device } from '../../src/device.js';
import { captureErrors, expectAccessible, shadow, until } from '../../test/browser/helpers.js';
import '../accordion/accordion.element.js';
import '../panel/panel.element.js';
import { childOrders, orderMobileOf } from '../../src/ui/group-children.js';
import './accordion-group.element.js';

const height = (el: Element) => Math.round(el.getBoundingClientRect().height);
const header = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="header"]')!;
const expanded = (el: Element) => header(el).getAttribute('aria-expanded') === 'true';
const focusedText = () => {
  const active = document.activeElement;
  return active?.shadowRoot?.activeElement?.textContent ?? null;
};

/** A group of accordions, as the site renderer writes it: real child tags, each with its config. */
async function group(
  config: Record<string, unknown>,
  items: Array<Record<string, unknown>> = [{ text: 'One' }, { text: 'Two' }, { text: 'Three' }],
  parentStyle = 'width: 600px',
): Promise<HTMLElement> {
  const parent = await fixture<HTMLDivElement>(`<div style="${parentStyle}"></div>`);
  const el = document.createElement('weft-accordion-group');
  el.setAttribute('config', JSON.stringify(config));
  for (const item of items) {
    const child = document.createElement('weft-accordion');
    child.setAttribute('config', JSON.stringify({ containerBorder: { width: 0 }, ...item }));
    el.append(child);
  }
  parent.append(el);
  await until(
    () =>
      el.shadowRoot?.querySelector('[part="base"]') &&
      [...el.children].every((c) => c.shadowRoot?.querySelector('[part="header"]')),
    'the group and its accordions',
  );
  return el;
}
const accordions = (el: HTMLElement) => [...el.children] as HTMLElement[];

describe('weft-accordion-group', () => {
  afterEach(() => {
    device.value = 'desktop';
  });

  it('is accessible with one accordion open, with onlyOneOpen, and on a dark background', async () => {
    await expectAccessible(await group({}, [{ text: 'One', expanded: true }, { text: 'Two' }]));
    await expectAccessible(await group({ onlyOneOpen: true, containerPadding: { top: 10, right: 10, bottom: 10, left: 10 } }));
    await expectAccessible(
      await group({ backgroundColor: '#0f172a' }, [
        { text: 'Dark one', textStyle: { color: '#f8fafc' } },
        { text: 'Dark two', textStyle: { color: '#f8fafc' } },
      ]),
    );
  });

  it('stacks its child elements in order, with the container paddings and verticalMargin between them', async () => {
    const el = await group({ containerPadding: { top: 7, right: 9, bottom: 11, left: 13 }, verticalMargin: 20, paddingTop: 0 });
    const [one, two, three] = accordions(el).map((a) => a.getBoundingClientRect());
    const base = shadow(el).querySelector('[part="base"]')!.getBoundingClientRect();
    expect(Math.round(one!.top - base.top)).to.equal(7);
    expect(Math.round(one!.left - base.left)).to.equal(13);
    expect(Math.round(two!.top - one!.bottom)).to.equal(20);
    expect(Math.round(three!.top - two!.bottom)).to.equal(20);
    expect(Math.round(base.bottom - three!.bottom)).to.equal(11);
    expect(Math.round(base.right - one!.right)).to.equal(9);
  });

  it('is at most 500px wide by default, as group elements are', async () => {
    const el = await group({}, undefined, 'width: 900px');
    expect(Math.round(el.getBoundingClientRect().width)).to.equal(500);
  });

  it('grows its parent by the container height when an accordion opens, and shrinks it back when it closes', async () => {
    const el = await group({}, [
      { text: 'One', heightContainer: 150 },
      { text: 'Two', heightContainer: 90 },
    ]);
    const parent = el.parentElement!;
    const closed = height(parent);
    header(accordions(el)[0]!).click();
    await until(() => height(parent) === closed + 150, 'the parent 150px taller');
    header(accordions(el)[1]!).click();
    await until(() => height(parent) === closed + 240, 'and 90px more');
    header(accordions(el)[0]!).click();
    await until(() => height(parent) === closed + 90, 'less the first container');
  });

  it('placed by left and top in a panel, the panel grows and shrinks with it', async () => {
    const wrapper = await fixture<HTMLDivElement>('<div style="width: 800px"></div>');
    const panel = document.createElement('weft-panel');
    panel.setAttribute('config', JSON.stringify({ height: 400 }));
    const el = document.createElement('weft-accordion-group');
    el.setAttribute('config', JSON.stringify({ left: 10, top: 10, width: 400, height: 'auto' }));
    const child = document.createElement('weft-accordion');
    child.setAttribute('config', JSON.stringify({ text: 'Placed', heightContainer: 130, containerBorder: { width: 0 } }));
    el.append(child);
    panel.append(el);
    wrapper.append(panel);
    await until(() => child.shadowRoot?.querySelector('[part="header"]') && height(panel) === 400, 'the panel and group');
    expect(getComputedStyle(el).position).to.equal('absolute');
    header(child).click();
    await until(() => height(panel) === 530, 'the panel 130px taller');
    header(child).click();
    await until(() => height(panel) === 400, 'the panel back to 400px');
  });

  it('with onlyOneOpen, opening one accordion closes the others', async () => {
    const el = await group({ onlyOneOpen: true }, [{ text: 'One', expanded: true }, { text: 'Two' }, { text: 'Three' }]);
    const [one, two, three] = accordions(el);
    header(two!).click();
    await until(() => expanded(two!) && !expanded(one!), 'only the second open');
    header(three!).click();
    await until(() => expanded(three!) && !expanded(two!), 'only the third open');
    header(three!).click();
    await until(() => !expanded(three!), 'all closed');
    expect(accordions(el).some(expanded)).to.equal(false);
  });

  it('without onlyOneOpen, several accordions stay open', async () => {
    const el = await group({});
    const [one, two] = accordions(el);
    header(one!).click();
    header(two!).click();
    await until(() => expanded(one!) && expanded(two!), 'both open');
  });

  it('moves focus between the headers with Down, Up, Home and End', async () => {
    const el = await group({});
    header(accordions(el)[0]!).focus();
    expect(focusedText()).to.equal('One');
    await sendKeys({ press: 'ArrowDown' });
    await until(() => focusedText() === 'Two', 'Two focused');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await until(() => focusedText() === 'One', 'wrapped round to One');
    await sendKeys({ press: 'ArrowUp' });
    await until(() => focusedText() === 'Three', 'wrapped back to Three');
    await sendKeys({ press: 'Home' });
    await until(() => focusedText() === 'One', 'Home');
    await sendKeys({ press: 'End' });
    await until(() => focusedText() === 'Three', 'End');
    expect(accordions(el).some(expanded), 'moving does not open').to.equal(false);
  });

  it('shows its children in their order_mobile order on phones', async () => {
    expect(orderMobileOf(Object.assign(document.createElement('div'), {}))).to.equal(null);
    const a = document.createElement('div');
    a.setAttribute('config', '{"order_mobile": "2"}');
    const b = document.createElement('div');
    b.setAttribute('config', '{"order_mobile": 1}');
    const c = document.createElement('div');
    expect(childOrders([a, b, c], 'mobile')).to.deep.equal([2, 1, 1e6 + 2]);
    expect(childOrders([a, b, c], 'desktop')).to.deep.equal([null, null, null]);

    const el = await group({}, [
      { text: 'One', order_mobile: 3 },
      { text: 'Two', order_mobile: 1 },
      { text: 'Three', order_mobile: 2 },
    ]);
    const tops = () => accordions(el).map((x) => x.getBoundingClientRect().top);
    const order = () =>
      accordions(el)
        .map((x, i) => ({ text: header(x).textContent, top: tops()[i]! }))
        .sort((p, q) => p.top - q.top)
        .map((x) => x.text);
    expect(order()).to.deep.equal(['One', 'Two', 'Three']);
    device.value = 'mobile';
    await until(() => order().join() === 'Two,Three,One', 'the mobile order');
    // The keys follow the order shown.
    header(accordions(el)[1]!).focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => focusedText() === 'Three', 'Three after Two');
    device.value = 'desktop';
    await until(() => order().join() === 'One,Two,Three', 'the desktop order again');
  });

  it('logs one error naming the tag for a bad config, and still shows its children', async () => {
    const errors = captureErrors();
    try {
      const el = await group({ onlyOneOpen: 'maybe' });
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<weft-accordion-group>').and.contain('onlyOneOpen');
      expect(accordions(el)).to.have.length(3);
    } finally {
      errors.restore();
    }
  });
});
