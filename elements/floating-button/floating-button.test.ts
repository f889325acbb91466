import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { captureErrors, expectAccessible, mount, resetLanguage, setLanguage, shadow, until } from '../../test/browser/helpers.js';
import { FLOATING_TYPES } from './config.js';
import { floatingHref, floatingOpacity } from './rules.js';
import './floating-button.element.js';

const render = (config: Record<string, unknown>) => mount('weft-floating-button', config, { ready: '[part~="base"]' });
const button = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('[part="button"]')!;
const bubble = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('[part="call-to-action"]');

describe('weft-floating-button', () => {
  afterEach(async () => {
    await resetMouse();
    await resetLanguage();
  });

  for (const type of FLOATING_TYPES) {
    it(`is accessible as ${type}, with its call to action`, async () => {
      await expectAccessible(
        await render({
          type,
          href: type === 'email' ? 'hello@example.com' : '+15551234567',
          callToAction: { enable: true, text: 'Talk to us' },
        }),
      );
    });
  }

  it('floats 20px from the bottom right, above the page (z-index 9999), 100px and round by default', async () => {
    const el = await render({ href: '+15551234567' });
    const style = getComputedStyle(el);
    expect(style.position).to.equal('fixed');
    expect(style.zIndex).to.equal('9999');
    const box = el.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([100, 100]);
    expect(Math.round(innerHeight - box.bottom)).to.equal(20);
    expect(Math.round(innerWidth - box.right)).to.equal(20);
    expect(getComputedStyle(shadow(el).querySelector('[part="image"]')!).borderRadius).to.equal('50%');
  });

  it('sits at the bottom left with marginLeft, or right with marginRight; takes its width, height and opacity', async () => {
    const left = await render({ right: false, marginLeft: 40, width: 60, height: 60, opacity: 0.5 });
    const box = left.getBoundingClientRect();
    expect([box.left, box.width, box.height]).to.deep.equal([40, 60, 60]);
    expect(getComputedStyle(left).opacity).to.equal('0.5');
    const right = await render({ right: true, marginRight: '35px', opacity: 80 });
    expect(Math.round(innerWidth - right.getBoundingClientRect().right)).to.equal(35);
    expect(getComputedStyle(right).opacity).to.equal('0.8');
  });

  it('draws a round image by type, each its own', async () => {
    const fills = new Set<string>();
    for (const type of FLOATING_TYPES) {
      const el = await render({ type });
      fills.add(
        `${getComputedStyle(shadow(el).querySelector('.disc')!).fill} ${shadow(el).querySelector('.glyph path')!.getAttribute('d')}`,
      );
    }
    expect(fills.size).to.equal(FLOATING_TYPES.length);
    const other = await render({ type: 'skype' });
    expect(shadow(other).querySelector('.base')!.classList.contains('type-custom')).to.equal(true);
  });

  it('is a named link: whatsapp to a chat in a new tab, email with mailto:, phone with tel:', async () => {
    const whatsapp = await render({ type: 'whatsapp', href: '+55 (11) 99999-0000' });
    expect(button(whatsapp).getAttribute('href')).to.equal('https://wa.me/5511999990000');
    expect(button(whatsapp).getAttribute('target')).to.equal('_blank');
    expect(button(whatsapp).getAttribute('aria-label')).to.equal('Chat on WhatsApp (opens in a new tab)');
    const email = await render({ type: 'email', href: 'hello@example.com' });
    expect(button(email).getAttribute('href')).to.equal('mailto:hello@example.com');
    expect(button(email).hasAttribute('target')).to.equal(false);
    expect(button(email).getAttribute('aria-label')).to.equal('Send an email');
    const phone = await render({ type: 'phone', href: '+1 555 123 4567' });
    expect(button(phone).getAttribute('href')).to.equal('tel:+15551234567');
    const web = await render({ type: 'instagram', href: 'instagram.com/weft' });
    expect(button(web).getAttribute('href')).to.equal('https://instagram.com/weft');
    await setLanguage('de_DE');
    await until(() => button(email).getAttribute('aria-label') === 'E-Mail senden', 'the German name');
  });

  it('decides addresses by the URL policy', () => {
    expect(floatingHref('email', 'mailto:a@b.co')).to.equal('mailto:a@b.co');
    expect(floatingHref('whatsapp', 'https://wa.me/123456789?text=Hi')).to.equal('https://wa.me/123456789?text=Hi');
    expect(floatingHref('custom', 'javascript:alert(1)')).to.equal(null);
    expect(floatingHref('custom', '')).to.equal(null);
    expect(floatingOpacity(0.4)).to.equal(0.4);
    expect(floatingOpacity(40)).to.equal(0.4);
    expect(floatingOpacity(Number.NaN)).to.equal(1);
  });

  it('refuses a javascript: href with one console error naming the tag, and still shows its image', async () => {
    const errors = captureErrors();
    try {
      const el = await render({ type: 'custom', href: 'javascript:alert(1)' });
      expect(shadow(el).querySelector('a')).to.equal(null);
      expect(button(el).getAttribute('role')).to.equal('img');
      await until(() => errors.messages.some((m) => m.includes('<weft-floating-button')));
      expect(errors.messages.filter((m) => m.includes('<weft-floating-button'))).to.have.length(1);
    } finally {
      errors.restore();
    }
  });

  it('shows its call to action beside the button, hidden while the pointer is on the button', async () => {
    const none = await render({ href: '+15551234567' });
    expect(bubble(none)).to.equal(null);
    const el = await render({ href: '+15551234567', callToAction: { enable: true, text: 'Questions? Ask us' } });
    expect(bubble(el)!.textContent).to.equal('Questions? Ask us');
    const cta = bubble(el)!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    expect(cta.right).to.be.at.most(box.left);
    expect(getComputedStyle(bubble(el)!).visibility).to.equal('visible');
    await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    await until(() => getComputedStyle(bubble(el)!).visibility === 'hidden', 'hidden on hover');
    await sendMouse({ type: 'move', position: [5, 5] });
    await until(() => getComputedStyle(bubble(el)!).visibility === 'visible', 'back after hover');
    const disabled = await render({ href: '+15551234567', callToAction: { enable: false, text: 'Hidden' } });
    expect(bubble(disabled)).to.equal(null);
  });
});
