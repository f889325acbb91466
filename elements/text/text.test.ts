import { expect } from '@open-wc/testing';
import './text.element.js';
import { captureErrors, expectAccessible, mount, shadow, until } from '../../test/browser/helpers.js';

function text(config: unknown): Promise<HTMLElement> {
  return mount('weft-text', config, { ready: '[part="content"]' });
}

describe('weft-text', () => {
  it('is accessible', async () => {
    const el = await text({ html: '<h2>Offer</h2><p>Read <a href="https://example.com">more</a></p>' });
    await expectAccessible(el);
  });

  it('shows the rich HTML of config.html', async () => {
    const el = await text({ html: '<p>Hello <strong>there</strong></p>' });
    await until(() => shadow(el).querySelector('strong'));
    expect(shadow(el).querySelector('[part="content"] p')!.textContent).to.equal('Hello there');
  });

  it('removes scripts, event handlers and javascript: URLs', async () => {
    const w = window as unknown as { pwned?: boolean };
    const el = await text({
      html: '<p id="p" onclick="window.pwned=true">x</p><script>window.pwned=true</script><a href="javascript:window.pwned=true">a</a><img src="data:," onerror="window.pwned=true">',
    });
    await until(() => shadow(el).querySelector('#p'));
    const content = shadow(el).querySelector('[part="content"]')!;
    expect(content.querySelector('script')).to.equal(null);
    expect(content.querySelector('#p')!.hasAttribute('onclick')).to.equal(false);
    expect(content.querySelector('a')!.hasAttribute('href')).to.equal(false);
    expect(content.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    (content.querySelector('#p') as HTMLElement).click();
    expect(w.pwned).to.equal(undefined);
  });

  it('keeps inline styles through CSSOM, with no style attribute in the markup', async () => {
    const el = await text({ html: '<p style="color: rgb(255, 0, 0); font-weight: 700">red</p>' });
    await until(() => shadow(el).querySelector('p'));
    const p = shadow(el).querySelector('p')!;
    expect(p.style.color).to.equal('rgb(255, 0, 0)');
    expect(p.style.fontWeight).to.equal('700');
  });

  it('re-renders when the config attribute changes', async () => {
    const el = await text({ html: '<p>one</p>' });
    el.setAttribute('config', JSON.stringify({ html: '<p>two</p>' }));
    await until(() => shadow(el).querySelector('p')?.textContent === 'two', 'the new text');
  });

  it('shows nothing and logs one error for invalid JSON', async () => {
    const errors = captureErrors();
    try {
      const el = await text('{not json');
      expect(shadow(el).querySelector('[part="content"]')!.textContent).to.equal('');
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<weft-text>').and.to.contain('not valid JSON');
    } finally {
      errors.restore();
    }
  });
});
