import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { armed, captureErrors, expectAccessible, mount, settle, shadow, until } from '../../test/browser/helpers.js';
import './button.element.js';

const button = (config: Record<string, unknown>) => mount('weft-button', config, { ready: '[part="button"]' });
const part = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('[part="button"]')!;

describe('weft-button', () => {
  afterEach(() => {
    delete (window as { weft?: unknown }).weft;
  });

  it('is accessible as a link and as a button', async () => {
    await expectAccessible(await button({ text: 'Buy now', link: { type: 'web', value: 'example.com', target: '_blank' } }));
    await expectAccessible(await button({ text: 'Open', subtext: 'the offer', link: { type: 'popup', valueID: 3 } }));
  });

  it('is a real <a href> when its link has an address', async () => {
    const web = await button({ text: 'Go', link: { type: 'web', value: 'example.com/x' } });
    expect(part(web).localName).to.equal('a');
    expect((part(web) as HTMLAnchorElement).href).to.equal('https://example.com/x');
    const mail = await button({ link: { type: 'email', value: 'hi@example.com' } });
    expect((part(mail) as HTMLAnchorElement).href).to.equal('mailto:hi@example.com');
    const sms = await button({ link: { type: 'telefone', tel: '+1 555 0100', telOpenAs: 'sms' } });
    expect((part(sms) as HTMLAnchorElement).getAttribute('href')).to.equal('sms:+15550100');
    const file = await button({ link: { type: 'download', value: 'https://example.com/guide.pdf' } });
    expect(part(file).hasAttribute('download')).to.equal(true);
  });

  it('is a <button> for actions without an address, and for refused addresses', async () => {
    const popup = await button({ link: { type: 'popup', valueID: 3 } });
    expect(part(popup).localName).to.equal('button');
    const bad = await button({ link: { type: 'web', value: 'javascript:alert(1)' } });
    expect(part(bad).localName).to.equal('button');
    expect(part(bad).hasAttribute('href')).to.equal(false);
  });

  it('says when it opens a new tab, and keeps the opener out', async () => {
    const el = await button({ text: 'Partner', link: { type: 'web', value: 'example.com', target: '_blank' } });
    const a = part(el) as HTMLAnchorElement;
    expect(a.target).to.equal('_blank');
    expect(a.rel).to.equal('noopener noreferrer');
    expect(a.textContent).to.contain('(opens in a new tab)');
  });

  it('opens an e-mail link in the same window, even with target _blank (no empty tab)', async () => {
    const el = await button({ text: 'Write to us', link: { type: 'email', value: 'hi@example.com', target: '_blank' } });
    const a = part(el) as HTMLAnchorElement;
    expect(a.href).to.equal('mailto:hi@example.com');
    expect(a.hasAttribute('target')).to.equal(false);
    expect(a.textContent).to.not.contain('(opens in a new tab)');
  });

  it('opens a site page without a reload in site mode', async () => {
    const navigate = sinon.spy();
    (window as { weft?: unknown }).weft = { navigate };
    const el = await button({ text: 'About', link: { type: 'page', value: 'about' } });
    part(el).click();
    expect(navigate.calledOnceWith('/about')).to.equal(true);
  });

  it('performs its action on click, e.g. a popup', async () => {
    const openPopup = sinon.spy();
    (window as { weft?: unknown }).weft = { openPopup };
    const el = await button({ link: { type: 'popup', valueID: 12 } });
    part(el).click();
    await until(() => openPopup.called, 'the popup');
    expect(openPopup.firstCall.args[0]).to.equal(12);
  });

  it('renders and opens a popup whose id the builder sent as a number, in value or valueID', async () => {
    const openPopup = sinon.spy();
    (window as { weft?: unknown }).weft = { openPopup };
    const errors = captureErrors();
    try {
      const byValue = await button({ text: 'Offer', link: { type: 'popup', value: 1 } });
      expect(part(byValue).localName).to.equal('button');
      expect(part(byValue).textContent).to.contain('Offer');
      part(byValue).click();
      await until(() => openPopup.calledOnce, 'popup 1');
      expect(String(openPopup.firstCall.args[0])).to.equal('1');
      const byId = await button({ text: 'Details', link: { type: 'popup', valueID: 3 } });
      part(byId).click();
      await until(() => openPopup.calledTwice, 'popup 3');
      expect(String(openPopup.secondCall.args[0])).to.equal('3');
      expect(errors.messages).to.deep.equal([]);
    } finally {
      errors.restore();
    }
  });

  it('says "Copied to clipboard" for two seconds after a copy', async () => {
    const write = sinon.stub(navigator.clipboard, 'writeText').resolves();
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const el = await button({ text: 'Copy code', link: { type: 'copy', value: 'PROMO' } });
      part(el).click();
      await until(() => shadow(el).querySelector('[part="text"]')!.textContent === 'Copied to clipboard', 'the copied state');
      // The two seconds start in an effect of that render.
      await armed(clock);
      clock.tick(1999);
      await settle();
      expect(shadow(el).querySelector('[part="text"]')!.textContent).to.equal('Copied to clipboard');
      clock.tick(1);
      await until(() => shadow(el).querySelector('[part="text"]')!.textContent === 'Copy code', 'the text again');
    } finally {
      clock.restore();
      write.restore();
    }
  });

  it('defaults to 50% wide, 50px high, with a 15px margin', async () => {
    const el = await button({ text: 'Sized' });
    el.parentElement!.style.width = '600px';
    await until(() => el.getBoundingClientRect().width === 300, 'half the width');
    expect(el.getBoundingClientRect().height).to.equal(50);
    expect(getComputedStyle(part(el)).marginTop).to.equal('15px');
  });

  it('shows its text, subtext and icon on the chosen side, with its colours and cursor', async () => {
    const el = await button({
      text: 'Buy',
      subtext: 'today only',
      icon: { selected: 'cart', position: 'right' },
      background: '#ff0000',
      color: '#00ff00',
      cursorType: 'crosshair',
    });
    expect(shadow(el).querySelector('[part="subtext"]')!.textContent).to.equal('today only');
    expect(part(el).classList.contains('icon-right')).to.equal(true);
    expect(getComputedStyle(shadow(el).querySelector('[part="icon"]')!).order).to.equal('2');
    const style = getComputedStyle(part(el));
    expect(style.backgroundColor).to.equal('rgb(255, 0, 0)');
    expect(style.color).to.equal('rgb(0, 255, 0)');
    expect(style.cursor).to.equal('crosshair');
  });

  it('takes its hover colours from config', async () => {
    const el = await button({ hoverBackground: '#000000', hoverColor: '#ffffff' });
    expect(part(el).style.getPropertyValue('--hover-background')).to.equal('rgba(0, 0, 0, 1)');
    expect(part(el).style.getPropertyValue('--hover-color')).to.equal('rgba(255, 255, 255, 1)');
  });

  it('rejects an unknown icon with one clear error', async () => {
    const errors = captureErrors();
    try {
      const el = await button({ icon: { selected: 'rocket-ship', position: 'left' } });
      expect(shadow(el).querySelector('[part="icon"]')).to.equal(null);
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('"icon.selected" should be one of');
    } finally {
      errors.restore();
    }
  });
});
