import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { armed } from '../../test/browser/helpers.js';
import { loadRecaptcha, RECAPTCHA_TIMEOUT_MS, setRecaptchaApiForTests } from './captcha.js';

describe('the reCAPTCHA loader', () => {
  afterEach(() => setRecaptchaApiForTests(null));

  it('gives up on a script that never arrives, and a retry adds a fresh one', async () => {
    setRecaptchaApiForTests(`${location.origin}/never-arrives.js`);
    // A script held back by the network: in the head, but never loaded nor failed.
    const append = sinon.stub(HTMLHeadElement.prototype, 'append');
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const loading = loadRecaptcha();
      let failed: Error | null = null;
      loading.catch((error: Error) => (failed = error));
      await armed(clock);
      clock.tick(RECAPTCHA_TIMEOUT_MS - 1);
      await Promise.resolve();
      expect(failed).to.equal(null);
      clock.tick(1);
      await loading.catch(() => undefined);
      expect(failed!.message).to.contain('did not arrive in time');
      // Not the same dead promise: a retry asks again.
      const again = loadRecaptcha();
      expect(again).to.not.equal(loading);
      again.catch(() => undefined);
      expect(append.callCount).to.equal(2);
    } finally {
      clock.restore();
      append.restore();
    }
  });
});
