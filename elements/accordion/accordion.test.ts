import { expect, fixture } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { device } from '../../src/device.js';
import { captureErrors, expectAccessible, expectStyle, mount, shadow, until } from '../../test/browser/helpers.js';
import '../panel/panel.element.js';
import '../text/text.element.js';
import { ACCORDION_ICONS, ACCORDION_SET_EVENT, ACCORDION_TOGGLE_EVENT } from './config.js';
import './accordion.element.js';

const accordion = (config: Record<string, unknown>) => mount('weft-accordion', config, { ready: '[part="header"]' });
const header = (el: HTMLElement) => shadow(el).querySelector<HTMLButtonElement>('[part="header"]')!;
const container = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('[part="container"]')!;
const height = (el: Element) => Math.round(el.getBoundingClientRect().height);
const visible = (el: Element) => el.getClientRects().length > 0;

/** An accordion holding a text element, as the site renderer writes it. */
function withChild(config: Record<string, unknown>): HTMLElement {
  const el = document.createElement('weft-accordion');
  el.setAttribute('config', JSON.stringify(config));
  const text = document.createElement('weft-text');
  text.setAttribute('config', JSON.stringify({ html: '<p>Inside the accordion</p>', paddingTop: 0, paddingBottom: 0 }));
  el.append(text);
  return el;
}

describe('weft-accordion', () => {
  afterEach(async () => {
    device.value = 'desktop';
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is accessible closed and open, with each icon on either side, and on a dark background', async () => {
    const el = await accordion({ text: 'Shipping' });
    await expectAccessible(el);
    header(el).click();
    await until(() => header(el).getAttribute('aria-expanded') === 'true');
    await expectAccessible(el);
    for (const icon of ACCORDION_ICONS) {
      await expectAccessible(await accordion({ text: `Icon ${icon}`, icon, iconPosition: 'left', expanded: true }));
    }
    await expectAccessible(
      await accordion({
        text: 'Dark',
        backgroundColor: '#111827',
        textStyle: { color: '#f9fafb' },
        containerBackground: '#1f2937',
        expanded: true,
      }),
    );
  });

  it('is the APG accordion: a heading holding a real button with aria-expanded and aria-controls, the container a region it names', async () => {
    const el = await accordion({ text: 'Returns' });
    const button = header(el);
    expect(button.localName).to.equal('button');
    expect(button.type).to.equal('button');
    expect(button.parentElement!.getAttribute('role')).to.equal('heading');
    expect(button.parentElement!.getAttribute('aria-level')).to.equal('3');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    const controlled = shadow(el).getElementById(button.getAttribute('aria-controls')!);
    expect(controlled).to.equal(container(el));
    expect(controlled!.getAttribute('role')).to.equal('region');
    expect(controlled!.getAttribute('aria-labelledby')).to.equal(button.id);
    expect(button.textContent).to.equal('Returns');
  });

  it('opens and closes its child elements by a click on the header', async () => {
    const el = withChild({ text: 'Details' });
    (await fixture<HTMLDivElement>('<div></div>')).append(el);
    await until(() => el.shadowRoot?.querySelector('[part="header"]'), 'the accordion');
    const child = el.querySelector('weft-text')!;
    await until(() => child.shadowRoot?.querySelector('p'), 'the child element');
    expect(container(el).hidden).to.equal(true);
    expect(visible(child), 'closed, the child is not shown').to.equal(false);
    header(el).click();
    await until(() => visible(child), 'the child shown');
    expect(header(el).getAttribute('aria-expanded')).to.equal('true');
    header(el).click();
    await until(() => !visible(child), 'the child hidden again');
    expect(header(el).getAttribute('aria-expanded')).to.equal('false');
  });

  it('opens and closes with Enter and Space on the focused header', async () => {
    const el = await accordion({ text: 'Keys' });
    header(el).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => header(el).getAttribute('aria-expanded') === 'true', 'open by Enter');
    await sendKeys({ press: 'Space' });
    await until(() => header(el).getAttribute('aria-expanded') === 'false', 'closed by Space');
  });

  it('starts open when its config says expanded', async () => {
    const el = await accordion({ expanded: true });
    expect(header(el).getAttribute('aria-expanded')).to.equal('true');
    expect(container(el).hidden).to.equal(false);
  });

  it('puts its icon left or right of the text, and none with icon none', async () => {
    const right = await accordion({ text: 'R' });
    expect([...header(right).children].map((c) => c.getAttribute('part'))).to.deep.equal(['text', 'icon']);
    const left = await accordion({ text: 'L', iconPosition: 'left', icon: 'plus' });
    expect([...header(left).children].map((c) => c.getAttribute('part'))).to.deep.equal(['icon', 'text']);
    const none = await accordion({ text: 'N', icon: 'none' });
    expect([...header(none).children].map((c) => c.getAttribute('part'))).to.deep.equal(['text']);
  });

  it('grows its parent by the container height when it opens, and shrinks it back when it closes', async () => {
    const parent = await fixture<HTMLDivElement>('<div style="width: 500px"></div>');
    const el = withChild({ text: 'Grow', heightContainer: 160, containerBorder: { width: 0 } });
    parent.append(el);
    await until(() => el.shadowRoot?.querySelector('[part="header"]'), 'the accordion');
    const closed = height(parent);
    header(el).click();
    await until(() => height(parent) === closed + 160, 'the parent 160px taller');
    header(el).click();
    await until(() => height(parent) === closed, 'the parent back to its height');
  });

  it('keeps its configured height closed and adds the container open', async () => {
    const el = await accordion({ text: 'Sized', height: 80, heightContainer: 100, containerBorder: { width: 0 } });
    expect(height(el)).to.equal(80);
    header(el).click();
    await until(() => height(el) === 180, 'the closed height plus the container');
    header(el).click();
    await until(() => height(el) === 80, 'closed again');
  });

  it('placed by left and top in a panel, on desktop the panel grows and shrinks by the container height', async () => {
    const wrapper = await fixture<HTMLDivElement>('<div style="width: 800px"></div>');
    const panel = document.createElement('weft-panel');
    panel.setAttribute('config', JSON.stringify({ height: 300 }));
    const el = document.createElement('weft-accordion');
    el.setAttribute(
      'config',
      JSON.stringify({
        text: 'Placed',
        left: 20,
        top: 20,
        width: 300,
        height: 80,
        heightContainer: 120,
        containerBorder: { width: 0 },
      }),
    );
    panel.append(el);
    wrapper.append(panel);
    await until(() => el.shadowRoot?.querySelector('[part="header"]') && height(panel) === 300, 'the panel and accordion');
    expect(getComputedStyle(el).position).to.equal('absolute');
    header(el).click();
    await until(() => height(panel) === 420, 'the panel 120px taller');
    // The content stays inside the panel, which clips what spills out.
    expect(container(el).getBoundingClientRect().bottom).to.be.at.most(panel.getBoundingClientRect().bottom);
    header(el).click();
    await until(() => height(panel) === 300, 'the panel back to 300px');
    expect(JSON.parse(panel.getAttribute('config')!)).to.deep.equal({ height: 300 });
  });

  it('tells its page when the visitor opens or closes it, and opens or closes when asked', async () => {
    const el = await accordion({ text: 'Events' });
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    document.addEventListener(ACCORDION_TOGGLE_EVENT, listener);
    try {
      header(el).click();
      await until(() => seen.length === 1);
      expect(seen).to.deep.equal([{ expanded: true }]);
      el.dispatchEvent(new CustomEvent(ACCORDION_SET_EVENT, { detail: { expanded: false } }));
      await until(() => header(el).getAttribute('aria-expanded') === 'false', 'closed when asked');
      expect(seen, 'only the visitor’s clicks are told').to.have.length(1);
    } finally {
      document.removeEventListener(ACCORDION_TOGGLE_EVENT, listener);
    }
  });

  it('draws the header text style (sizeMobile on phones) and the container border, radius, background and height', async () => {
    const el = await accordion({
      text: 'Styled',
      expanded: true,
      heightContainer: 90,
      containerBorder: { width: 3, style: 'dashed', color: '#ff0000' },
      containerRadius: 6,
      containerBackground: '#00ff00',
      textStyle: {
        family: 'Georgia',
        size: 22,
        sizeMobile: 15,
        color: '#0000ff',
        align: 'center',
        weight: '300',
        style: 'italic',
      },
    });
    expectStyle(header(el), {
      fontFamily: 'Georgia',
      fontSize: '22px',
      color: 'rgb(0, 0, 255)',
      textAlign: 'center',
      fontWeight: '300',
      fontStyle: 'italic',
    });
    expectStyle(container(el), {
      borderTopWidth: '3px',
      borderTopStyle: 'dashed',
      borderTopColor: 'rgb(255, 0, 0)',
      borderTopLeftRadius: '6px',
      backgroundColor: 'rgb(0, 255, 0)',
    });
    expect(height(container(el))).to.equal(90);
    device.value = 'mobile';
    await until(() => getComputedStyle(header(el)).fontSize === '15px', 'the mobile size');
  });

  it('does not move under reduced motion: the container and icon change at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await accordion({ text: 'Still' });
    header(el).click();
    await until(() => !container(el).hidden);
    const icon = shadow(el).querySelector('[part="icon"]')!;
    expect(getComputedStyle(container(el)).transitionDuration).to.equal('0s');
    expect(getComputedStyle(icon).transitionDuration).to.equal('0s');
    expect(
      shadow(el)
        .getAnimations()
        .filter((a) => a.playState === 'running'),
    ).to.deep.equal([]);
  });

  it('logs one error naming the tag for a bad config and still works', async () => {
    const errors = captureErrors();
    try {
      const el = await accordion({ text: 'Bad', iconPosition: 'middle' });
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<weft-accordion>').and.contain('iconPosition');
      header(el).click();
      await until(() => header(el).getAttribute('aria-expanded') === 'true');
    } finally {
      errors.restore();
    }
  });
});
