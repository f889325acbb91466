import { expect } from '@open-wc/testing';
import { createElement as h } from 'react';
import sinon from 'sinon';
import { captureErrors, expectAccessible, mount, shadow, until } from '../../test/browser/helpers.js';
import { defineElement } from '../define.js';
import { queue } from '../modals/index.js';
import { clearSession, storeLogin } from '../session/index.js';
import { local } from '../util/storage.js';
import '../../elements/button/button.element.js';
import '../../elements/image/image.element.js';
import { checkoutAddress, productAddress } from './checkout.js';

/** An element with a field and a button, like a form. */
defineElement(
  'weft-checkout-probe',
  () =>
    h(
      'form',
      { onSubmit: (event: Event) => event.preventDefault() },
      h('label', { htmlFor: 'f' }, 'Name'),
      h('input', { id: 'f', name: 'name' }),
      h('button', { type: 'submit', part: 'submit' }, 'Send'),
    ),
  { defaults: {} },
);

describe('the hotmart and eduzz integration (common config)', () => {
  describe('checkout addresses', () => {
    it('builds a product code’s checkout on the platform, and takes its addresses (http as https)', () => {
      expect(productAddress('hotmart', 'E101943327K')?.href).to.equal('https://pay.hotmart.com/E101943327K');
      expect(productAddress('hotmart', ' https://pay.hotmart.com/X10194332?off=ab12 ')?.href).to.equal(
        'https://pay.hotmart.com/X10194332?off=ab12',
      );
      expect(productAddress('hotmart', 'http://go.hotmart.com/E101943327K')?.href).to.equal('https://go.hotmart.com/E101943327K');
      expect(productAddress('eduzz', '1234567')?.href).to.equal('https://sun.eduzz.com/1234567');
      expect(productAddress('eduzz', 1234567)?.href).to.equal('https://sun.eduzz.com/1234567');
      expect(productAddress('eduzz', 'sun.eduzz.com/797ZD7PA0E')?.href).to.equal('https://sun.eduzz.com/797ZD7PA0E');
    });

    it('refuses anything else: other sites, look-alike hosts, scripts, nothing', () => {
      for (const [platform, product] of [
        ['hotmart', 'https://example.com/E101943327K'],
        ['hotmart', 'https://pay.hotmart.com.evil.example/x'],
        ['hotmart', 'https://evilhotmart.com/x'],
        ['hotmart', 'https://sun.eduzz.com/1234567'],
        ['eduzz', 'javascript:alert(1)'],
        ['eduzz', 'data:text/html,hi'],
        ['eduzz', ''],
        ['eduzz', null],
      ] as const)
        expect(productAddress(platform, product), `${platform} ${String(product)}`).to.equal(null);
    });

    it('fills in the visitor and passes the page’s campaign parameters on, never over what the address says', () => {
      const address = checkoutAddress(
        'hotmart',
        'https://pay.hotmart.com/E101943327K?email=set%40example.com',
        { email: 'ana@example.com', name: 'Ana Lima' },
        '?utm_source=news&sck=aff-1&other=x',
      );
      const url = new URL(address!);
      expect(url.searchParams.get('email')).to.equal('set@example.com');
      expect(url.searchParams.get('name')).to.equal('Ana Lima');
      expect(url.searchParams.get('utm_source')).to.equal('news');
      expect(url.searchParams.get('sck')).to.equal('aff-1');
      expect(url.searchParams.has('other')).to.equal(false);
      const eduzz = new URL(checkoutAddress('eduzz', '1234567', null, '?utm_campaign=spring&sck=x')!);
      expect([...eduzz.searchParams.keys()]).to.deep.equal(['utm_campaign']);
    });
  });

  describe('on an element', () => {
    let open: sinon.SinonStub;
    beforeEach(() => {
      open = sinon.stub(window, 'open').returns(null);
      local.remove('leadEmail');
      local.remove('leadName');
      clearSession();
    });
    afterEach(() => {
      open.restore();
      local.remove('leadEmail');
      local.remove('leadName');
      clearSession();
    });
    const armed = (el: HTMLElement) => until(() => el.hasAttribute('data-weft-checkout'), 'the integration armed');

    it('takes a button’s click over: the checkout opens in a new tab with the lead filled in, not the button’s link', async () => {
      local.set('leadEmail', 'lead@example.com');
      local.set('leadName', 'Lea');
      const el = await mount('weft-button', {
        text: 'Buy',
        link: { type: 'web', value: 'https://example.com/elsewhere' },
        hotmart: { active: true, product: 'E101943327K' },
      });
      await armed(el);
      const kinds: string[] = [];
      open.callsFake(() => {
        kinds.push(...queue.value.map((m) => m.request.kind));
        return null;
      });
      const link = shadow(el).querySelector<HTMLAnchorElement>('[part="button"]')!;
      let navigated = false;
      const spy = (event: Event) => (navigated = !event.defaultPrevented);
      addEventListener('click', spy);
      try {
        link.click();
      } finally {
        removeEventListener('click', spy);
      }
      expect(navigated, 'the button’s own link did not navigate').to.equal(false);
      expect(open.calledOnce).to.equal(true);
      const [address, target] = open.firstCall.args as [string, string];
      expect(target).to.equal('_blank');
      const url = new URL(address);
      expect(url.origin + url.pathname).to.equal('https://pay.hotmart.com/E101943327K');
      expect(url.searchParams.get('email')).to.equal('lead@example.com');
      expect(url.searchParams.get('name')).to.equal('Lea');
      expect(kinds, 'the checkout-loading overlay covered the wait').to.deep.equal(['loading']);
      expect(queue.value, 'and closed once the tab opened').to.deep.equal([]);
    });

    it('fills in the logged-in member before the lead', async () => {
      local.set('leadEmail', 'lead@example.com');
      storeLogin({ user: { name: 'Mia Member', email: 'mia@example.com' }, token: 't-1' });
      const el = await mount('weft-button', { text: 'Buy', eduzz: { active: true, product: '1234567' } });
      await armed(el);
      shadow(el).querySelector<HTMLElement>('[part="button"]')!.click();
      const url = new URL(open.firstCall.args[0] as string);
      expect(url.origin + url.pathname).to.equal('https://sun.eduzz.com/1234567');
      expect(url.searchParams.get('email')).to.equal('mia@example.com');
      expect(url.searchParams.get('name')).to.equal('Mia Member');
    });

    it('makes an element with nothing to click a keyboard-reachable link to the checkout', async () => {
      const el = await mount(
        'weft-image',
        {
          src: '/demo/demo-assets/photo-1.svg',
          alt: 'The course box',
          eduzz: { active: true, product: 'sun.eduzz.com/797ZD7PA0E' },
        },
        { ready: 'img' },
      );
      await until(() => el.getAttribute('role') === 'link', 'a link');
      expect(el.getAttribute('tabindex')).to.equal('0');
      expect(getComputedStyle(el).cursor).to.equal('pointer');
      await expectAccessible(el);
      el.focus();
      el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      expect(open.callCount).to.equal(1);
      shadow(el)
        .querySelector('img')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      expect(open.callCount).to.equal(2);
      expect(new URL(open.firstCall.args[0] as string).href).to.equal('https://sun.eduzz.com/797ZD7PA0E');
      // Turned off: the element is itself again.
      el.setAttribute('config', JSON.stringify({ src: '/demo/demo-assets/photo-1.svg', alt: 'The course box' }));
      await until(() => !el.hasAttribute('data-weft-checkout'), 'disarmed');
      expect([el.getAttribute('role'), el.getAttribute('tabindex')]).to.deep.equal([null, null]);
      shadow(el)
        .querySelector('img')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      expect(open.callCount).to.equal(2);
    });

    it('never takes over the fields a visitor fills in, only the buttons', async () => {
      const el = await mount('weft-checkout-probe', { hotmart: { active: true, product: 'E101943327K' } }, { ready: 'form' });
      await armed(el);
      shadow(el).querySelector<HTMLElement>('input')!.click();
      shadow(el).querySelector<HTMLElement>('label')!.click();
      expect(open.called, 'fields are left alone').to.equal(false);
      expect(el.hasAttribute('role'), 'it has its own controls').to.equal(false);
      shadow(el).querySelector<HTMLElement>('button')!.click();
      expect(open.calledOnce).to.equal(true);
    });

    it('refuses a product that is not the platform’s with one error naming the element, which keeps its own action', async () => {
      const errors = captureErrors();
      try {
        const el = await mount(
          'weft-button',
          { text: 'Buy', link: { type: 'popup', valueID: 3 }, hotmart: { active: true, product: 'https://evil.example/pay' } },
          { id: 'buy-1' },
        );
        await until(() => errors.messages.length > 0, 'the error');
        expect(errors.messages).to.have.length(1);
        expect(errors.messages[0]).to.contain('<weft-button id="buy-1">').and.contain('hotmart');
        expect(el.hasAttribute('data-weft-checkout')).to.equal(false);
      } finally {
        errors.restore();
      }
    });

    it('uses hotmart when both are on, and says so once', async () => {
      const errors = captureErrors();
      try {
        const el = await mount('weft-button', {
          text: 'Buy',
          hotmart: { active: true, product: 'E101943327K' },
          eduzz: { active: 'yes', product: '1234567' },
        });
        await armed(el);
        expect(el.getAttribute('data-weft-checkout')).to.equal('hotmart');
        expect(errors.messages.filter((m) => m.includes('both'))).to.have.length(1);
      } finally {
        errors.restore();
      }
    });
  });
});
