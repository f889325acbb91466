import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { siteShell } from '../../test/browser/helpers.js';
import { onePageSite } from '../../test/fixtures/one-page-site.js';
import { SITE_REVEAL_TIMEOUT_MS } from './index.js';
import '../../elements/text/text.element.js';

const site = onePageSite();

const mount = siteShell(site);

describe('site mode whose start-up fails', () => {
  it('still shows the page when the safety timer runs out', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Start-up fails right after the mount is found: the site's stylesheet cannot be made.
    const made = sinon.stub(CSSStyleSheet.prototype, 'replaceSync').throws(new Error('no sheet today'));
    try {
      const { boot } = await import('./index.js');
      const failure = await boot().then(
        () => null,
        (error: Error) => error,
      );
      made.restore();
      expect(failure?.message).to.equal('no sheet today');
      expect(mount.hasAttribute('ready'), 'hidden until the timer').to.equal(false);
      await clock.tickAsync(SITE_REVEAL_TIMEOUT_MS);
      expect(mount.getAttribute('ready'), 'shown').to.equal('');
    } finally {
      made.restore();
      clock.restore();
    }
  });
});
