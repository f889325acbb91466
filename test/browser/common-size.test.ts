/**
 * The common config's default size (elements-lead-capture.md §1 and §9: "Default element size is
 * 300x300px") for every element without a size of its own: no width or height in its config or in
 * its element's defaults, and none from where it stands. Out of the flow (placed by left/top in a
 * panel, or pinned) that is exactly 300×300 (src/define.test.tsx). In a context that sizes an element
 * by its content (a host's flex row or grid, an element the host positions or floats) an element
 * whose content has no width of its own (a video, a frame) no longer collapses: it is never narrower
 * than 300px, unless its container or its maxWidth is. In a block flow (a panel's stack of elements)
 * nothing changes: the container gives the width, the content the height.
 */
import { expect, fixture } from '@open-wc/testing';
import { createElement as h } from 'react';
import { defineElement } from '../../src/define.js';
import { elements } from '../../src/registry.js';
import { until } from './helpers.js';

/** An element whose content has no size of its own: a 16:9 box as wide as it is given. */
defineElement('weft-size-probe', () => h('div', { className: 'box', part: 'box' }), {
  defaults: {},
  css: '.box { aspect-ratio: 16 / 9; width: 100%; background: #123; }',
});

const rendered = (el: Element) =>
  (el as unknown as Record<symbol, { promise: Promise<void> }>)[Symbol.for('weft.rendered')]!.promise;

async function place(html: string, tag: string, config: Record<string, unknown> = {}): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLDivElement>(html);
  const slot = wrapper.querySelector<HTMLElement>('[data-slot]') ?? wrapper;
  const el = document.createElement(tag);
  el.setAttribute('config', JSON.stringify(config));
  slot.append(el);
  await rendered(el);
  await until(() => el.shadowRoot?.querySelector('.frame'), `<${tag}> drawn`);
  return el;
}
const width = (el: Element) => Math.round(el.getBoundingClientRect().width);

describe('the default element size (300×300) for an element without a size of its own', () => {
  const FLEX = '<div style="display: flex; width: 900px"></div>';

  it('gives a content-sized element in a host’s flex row the default width instead of collapsing', async () => {
    const el = await place(FLEX, 'weft-size-probe');
    expect(width(el)).to.equal(300);
    // 16:9 of the 270px inside the paddings, plus the paddings: it has a height now too.
    expect(Math.round(el.getBoundingClientRect().height)).to.equal(Math.round((270 * 9) / 16) + 30);
  });

  it('does the same for an element the host positions or floats itself', async () => {
    for (const style of ['position: absolute', 'float: left']) {
      const wrapper = await fixture<HTMLDivElement>('<div style="position: relative; width: 900px; height: 400px"></div>');
      const el = document.createElement('weft-size-probe');
      el.setAttribute('style', style);
      wrapper.append(el);
      await rendered(el);
      expect(width(el), style).to.equal(300);
    }
  });

  it('gives a real element without a size (a YouTube video) the default width in a flex row', async () => {
    await elements.youtube();
    const el = await place(FLEX, 'weft-youtube', { src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(width(el)).to.equal(300);
    const video = el.shadowRoot!.querySelector('.video')!;
    expect(Math.round(video.getBoundingClientRect().width)).to.equal(270);
  });

  it('never beats the container, the element’s maxWidth or a size of its own', async () => {
    const narrow = await place('<div style="display: flex; width: 220px"></div>', 'weft-size-probe');
    expect(width(narrow), 'a narrower container').to.equal(220);
    const capped = await place(FLEX, 'weft-size-probe', { maxWidth: 180 });
    expect(width(capped), 'a smaller maxWidth').to.equal(180);
    const own = await place(FLEX, 'weft-size-probe', { width: 120 });
    expect(width(own), 'its own width').to.equal(120);
    const wide = await place(FLEX, 'weft-size-probe', { maxWidth: 'calc(100% - 10px)' });
    expect(width(wide), 'a maxWidth in calc()').to.equal(300);
  });

  it('keeps an element’s own default size (the button is 50% × 50px)', async () => {
    await elements.button();
    const el = await place(FLEX, 'weft-button', { text: 'Buy' });
    expect(width(el)).to.equal(450);
    expect(Math.round(el.getBoundingClientRect().height)).to.equal(50);
  });

  it('leaves the block flow as it was: the container’s width (up to maxWidth), the content’s height', async () => {
    await elements.text();
    const el = await place('<div style="width: 900px"></div>', 'weft-text', { html: '<p>One short line.</p>' });
    expect(width(el)).to.equal(768);
    expect(el.getBoundingClientRect().height).to.be.lessThan(100);
    const probe = await place('<div style="width: 900px"></div>', 'weft-size-probe', { maxWidth: '100%' });
    expect(width(probe)).to.equal(900);
  });

  it('keeps a panel’s stack of elements in the flow: one under the other, none wider than the panel', async () => {
    await Promise.all([elements.panel(), elements.text(), elements.youtube()]);
    const wrapper = await fixture<HTMLDivElement>('<div style="width: 600px"></div>');
    const panel = document.createElement('weft-panel');
    panel.setAttribute('config', JSON.stringify({ height: 'auto', minHeight: 50 }));
    const text = document.createElement('weft-text');
    text.setAttribute('config', JSON.stringify({ html: '<p>Above the video.</p>' }));
    const video = document.createElement('weft-youtube');
    video.setAttribute('config', JSON.stringify({ src: 'https://youtu.be/dQw4w9WgXcQ' }));
    panel.append(text, video);
    wrapper.append(panel);
    await Promise.all([rendered(panel), rendered(text), rendered(video)]);
    const [a, b, p] = [text, video, panel].map((el) => el.getBoundingClientRect()) as [DOMRect, DOMRect, DOMRect];
    expect(Math.round(b.top)).to.be.at.least(Math.round(a.bottom));
    expect(Math.round(b.width)).to.be.at.most(Math.round(p.width));
    expect(Math.round(b.width)).to.be.greaterThan(300);
  });
});
