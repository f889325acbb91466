import { expect } from '@open-wc/testing';
import { loadScript } from '../../elements/checkout/widget.js';
import { captureErrors } from '../../test/browser/helpers.js';
import { addScriptOnce } from './script.js';

const added = (address: string) => [...document.head.querySelectorAll('script')].filter((s) => s.src === address);

describe('third-party scripts (addScriptOnce)', () => {
  afterEach(() => document.head.querySelectorAll('script[src*="example"]').forEach((s) => s.remove()));

  it('adds an https script once', () => {
    const address = 'https://player.example/player.js';
    expect(addScriptOnce(address)).to.equal(addScriptOnce(address));
    expect(added(address)).to.have.length(1);
  });

  it('refuses an http address of another origin, with one console error', () => {
    for (const address of [
      'http://player.example/player.js',
      'HTTP://cdn.example/x.js',
      'javascript:alert(1)',
      '//cdn.example/x.js',
    ]) {
      const errors = captureErrors();
      try {
        expect(addScriptOnce(address), address).to.equal(null);
      } finally {
        errors.restore();
      }
      expect(errors.messages, address).to.have.length(1);
      expect(document.head.querySelector('script[src*="example"]'), address).to.equal(null);
    }
  });

  it('keeps a checkout service on http from loading its widget', async () => {
    const errors = captureErrors();
    try {
      const refused = await loadScript('http://checkout.example/widget/app.js?v=1').then(
        () => false,
        () => true,
      );
      expect(refused).to.equal(true);
    } finally {
      errors.restore();
    }
    expect(added('http://checkout.example/widget/app.js?v=1')).to.have.length(0);
  });
});
