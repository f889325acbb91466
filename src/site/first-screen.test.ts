import { expect, fixture } from '@open-wc/testing';
import { settle } from '../../test/browser/helpers.js';
import { RENDERED } from '../define.js';
import { firstScreenRendered } from './index.js';

let n = 0;
/** A tag whose elements, once defined, have rendered when `render` is called. */
function tagOf() {
  const tag = `weft-first-screen-${++n}`;
  let render!: () => void;
  const rendered = new Promise<void>((resolve) => (render = resolve));
  return {
    tag,
    render,
    define: () =>
      customElements.define(
        tag,
        class extends HTMLElement {
          readonly [RENDERED] = { promise: rendered, resolve: render };
        },
      ),
  };
}

/**
 * A mount holding one element at the top and one two screens further down, and whether
 * firstScreenRendered(mount) has settled.
 */
async function page() {
  const top = tagOf();
  const below = tagOf();
  const mount = await fixture<HTMLElement>(`<div><${top.tag}></${top.tag}><p>text</p><${below.tag}></${below.tag}></div>`);
  (mount.lastElementChild as HTMLElement).style.setProperty('display', 'block');
  (mount.lastElementChild as HTMLElement).style.setProperty('margin-top', '200vh');
  let done = false;
  void firstScreenRendered(mount).then(() => (done = true));
  return { top, below, done: () => done };
}

describe('the first screen of a site page', () => {
  it('counts as rendered without the elements below the fold, whose chunks may still be on their way', async () => {
    const { top, done } = await page();
    top.define();
    await settle();
    expect(done(), 'the element on screen is defined but has not rendered').to.equal(false);
    top.render();
    await settle();
    expect(done(), 'rendered on screen, while the element below is not even defined').to.equal(true);
  });

  it('waits for an element on screen whose chunk has not arrived', async () => {
    const { top, below, done } = await page();
    below.define();
    below.render();
    await settle();
    expect(done()).to.equal(false);
    top.render();
    top.define();
    await settle();
    expect(done()).to.equal(true);
  });
});
