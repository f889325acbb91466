import { expect } from '@open-wc/testing';
import { captureErrors, expectAccessible, mount, resetLanguage, setLanguage, shadow } from '../../test/browser/helpers.js';
import './line.element.js';

const render = (config: Record<string, unknown>) => mount('weft-line', config, { ready: '[part="base"]' });
const part = (el: HTMLElement, name: string) => shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`);
const box = (node: Element) => node.getBoundingClientRect();

describe('weft-line', () => {
  afterEach(resetLanguage);

  it('is accessible horizontal and vertical, with and without arrows', async () => {
    await expectAccessible(await render({}));
    await expectAccessible(await render({ orientation: 'vertical', arrowTop: { active: true }, arrowBottom: { active: true } }));
    await expectAccessible(await render({ arrowLeft: { active: true }, arrowRight: { active: true } }));
  });

  it('is decoration, hidden from assistive technology', async () => {
    const el = await render({ arrowLeft: { active: true } });
    expect(part(el, 'base')!.getAttribute('aria-hidden')).to.equal('true');
    expect(shadow(el).querySelector('[tabindex], a, button')).to.equal(null);
  });

  it('is a horizontal line 150px long by default, in its colour, thickness and style', async () => {
    const el = await render({});
    expect(box(part(el, 'base')!).width).to.equal(150);
    const line = getComputedStyle(part(el, 'line')!);
    expect(line.borderTopWidth).to.equal('2px');
    expect(line.borderTopColor).to.equal('rgb(0, 0, 0)');
    expect(line.borderTopStyle).to.equal('solid');
    expect(box(part(el, 'line')!).width).to.equal(150);
    const styled = await render({ length: 220, thickness: 5, color: '#ff0000', lineStyle: 'dashed' });
    const s = getComputedStyle(part(styled, 'line')!);
    expect([s.borderTopWidth, s.borderTopColor, s.borderTopStyle]).to.deep.equal(['5px', 'rgb(255, 0, 0)', 'dashed']);
    expect(box(part(styled, 'base')!).width).to.equal(220);
  });

  it('is a vertical line 150px high', async () => {
    const el = await render({ orientation: 'vertical' });
    expect(box(part(el, 'base')!).height).to.equal(150);
    const line = getComputedStyle(part(el, 'line')!);
    expect(line.borderLeftWidth).to.equal('2px');
    expect(box(part(el, 'line')!).height).to.equal(150);
  });

  it('draws arrowLeft and arrowRight on a horizontal line, each with its colour and size', async () => {
    const el = await render({
      arrowLeft: { active: true, color: '#00ff00', size: 20 },
      arrowRight: { active: true, size: '10px' },
      arrowTop: { active: true },
    });
    const [start, end] = [part(el, 'arrow-start')!, part(el, 'arrow-end')!];
    expect(getComputedStyle(start).fill).to.equal('rgb(0, 255, 0)');
    expect(getComputedStyle(end).fill, 'the line’s colour by default').to.equal('rgb(0, 0, 0)');
    expect([box(start).width, box(start).height]).to.deep.equal([20, 20]);
    expect(box(end).width).to.equal(10);
    expect(box(start).left).to.be.lessThan(box(part(el, 'line')!).left);
    expect(box(end).left).to.be.at.least(box(part(el, 'line')!).right);
    expect(shadow(el).querySelectorAll('[part~="arrow"]').length, 'arrowTop is for vertical lines').to.equal(2);
    // Together with the line they fill its length.
    expect(box(part(el, 'line')!).width).to.equal(120);
  });

  it('draws arrowTop and arrowBottom on a vertical line, only those active', async () => {
    const el = await render({
      orientation: 'vertical',
      arrowTop: { active: false },
      arrowBottom: { active: true, color: 'rgb(0, 0, 255)', size: 16 },
      arrowLeft: { active: true },
    });
    expect(part(el, 'arrow-start')).to.equal(null);
    const end = part(el, 'arrow-end')!;
    expect(getComputedStyle(end).fill).to.equal('rgb(0, 0, 255)');
    expect(box(end).top).to.be.at.least(box(part(el, 'line')!).bottom);
    expect(box(end).height).to.equal(16);
  });

  it('keeps arrowLeft on the left on right-to-left sites', async () => {
    await setLanguage('ar_AR');
    const el = await render({ arrowLeft: { active: true, color: '#00ff00' } });
    expect(el.getAttribute('dir')).to.equal('rtl');
    expect(box(part(el, 'arrow-start')!).left).to.be.lessThan(box(part(el, 'line')!).left);
  });

  it('falls back to a horizontal line with one console error for an unknown orientation', async () => {
    const errors = captureErrors();
    try {
      const el = await render({ orientation: 'diagonal' });
      expect(part(el, 'base')!.classList.contains('horizontal')).to.equal(true);
      expect(errors.messages.filter((m) => m.includes('<weft-line'))).to.have.length(1);
    } finally {
      errors.restore();
    }
  });
});
