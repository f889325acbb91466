import { expect, fixture, html } from '@open-wc/testing';
import { focusables, lockScroll } from './dialog.js';

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

describe('the scroll lock of an open dialog', () => {
  it('holds the page; on a touch screen (iOS scrolls past overflow: hidden) it pins the body where it was', async () => {
    const tall = document.createElement('div');
    tall.style.height = '5000px';
    document.body.append(tall);
    Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
    try {
      scrollTo({ top: 700, behavior: 'instant' });
      const before = document.body.getBoundingClientRect().top;
      const unlock = lockScroll();
      const again = lockScroll();
      expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
      expect(document.body.style.position).to.equal('fixed');
      expect(document.body.getBoundingClientRect().top, 'the page stays where it was').to.equal(before);
      again();
      expect(document.body.style.position, 'held while one dialog is still open').to.equal('fixed');
      unlock();
      expect(document.body.style.position).to.equal('');
      expect(document.documentElement.style.overflow).to.equal('');
      expect(Math.round(scrollY), 'back where the visitor was').to.equal(700);
    } finally {
      delete (navigator as unknown as Record<string, unknown>)['maxTouchPoints'];
      tall.remove();
      scrollTo({ top: 0, behavior: 'instant' });
    }
  });
});
