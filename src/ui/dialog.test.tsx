import { expect, fixture, html } from '@open-wc/testing';
import { focusables } from './dialog.js';

const names = (root: Element) => focusables(root).map((el) => el.textContent);

describe('focusables (the dialog’s focus trap)', () => {
  const content = () =>
    fixture<HTMLDivElement>(
      html`<div>
        <button type="button">Start</button>
        <div inert><a href="#inert">Inert</a></div>
        <div style="visibility: hidden"><a href="#hidden">Hidden</a></div>
        <div style="display: none"><a href="#none">None</a></div>
        <details>
          <summary>More</summary>
          <a href="#closed">Closed</a>
        </details>
        <button type="button" disabled>Disabled</button>
        <button type="button">End</button>
      </div>`,
    );

  it('lists what Tab reaches: not inert, hidden, undisplayed, folded or disabled elements', async () => {
    expect(names(await content())).to.deep.equal(['Start', 'End']);
  });

  it('lists the same without checkVisibility() (Safari before 17.4)', async () => {
    const root = await content();
    const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'checkVisibility');
    // Present in every engine the suite runs in: the test removes it to take the fallback path.
    delete (Element.prototype as Partial<Element>).checkVisibility;
    try {
      expect(names(root)).to.deep.equal(['Start', 'End']);
    } finally {
      if (descriptor) Object.defineProperty(Element.prototype, 'checkVisibility', descriptor);
    }
  });
});
