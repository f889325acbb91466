import { expect } from '@open-wc/testing';
import { captureErrors, siteShell, until } from '../../test/browser/helpers.js';
import { onePageSite } from '../../test/fixtures/one-page-site.js';
import '../../elements/text/text.element.js';

/** A site of one page, booted at an address whose hash is not valid percent-encoding. */
const site = onePageSite();

const start = location.href;
const mount = siteShell(site);

describe('site mode at an address with a malformed hash', () => {
  after(() => history.replaceState(null, '', start));

  it('boots and reveals the page, ignoring the hash with one console message', async () => {
    history.replaceState(null, '', '/#%E0%A4%A');
    const errors = captureErrors();
    try {
      const { boot } = await import('./index.js');
      await boot();
      await until(() => mount.hasAttribute('ready'), 'the page revealed');
    } finally {
      errors.restore();
    }
    expect(mount.querySelector('weft-text')?.shadowRoot?.textContent).to.contain('Home');
    const hash = errors.messages.filter((m) => m.includes('#%E0%A4%A'));
    expect(hash, errors.messages.join('\n')).to.have.length(1);
    expect(hash[0]).to.contain('ignored');
  });

  it('follows another malformed hash without throwing, with one message', async () => {
    const errors = captureErrors();
    try {
      (window as unknown as { weft: { navigate(path: string): void } }).weft.navigate('/#%');
      await until(() => errors.messages.some((m) => m.includes('"#%"')), 'the message');
      dispatchEvent(new PopStateEvent('popstate'));
    } finally {
      errors.restore();
    }
    expect(errors.messages.filter((m) => m.includes('"#%"'))).to.have.length(1);
  });
});
