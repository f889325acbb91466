import { expect } from '@open-wc/testing';
import { startGating } from '../consent/gating.js';
import { consent } from '../consent/state.js';
import { captureErrors, settle, until } from '../../test/browser/helpers.js';
import { trustedHTML, trustedScriptURL, weftPolicy } from './trusted.js';

type Win = Window & { pageScriptRan?: number; injectedRan?: number; changedRan?: number };
const win = window as Win;

/** A gated script the way a page writes one (CONTRACT §7). */
function gated(code: string): HTMLScriptElement {
  const s = document.createElement('script');
  s.type = 'text/plain';
  s.dataset['category'] = 'analytics';
  s.textContent = code;
  document.body.append(s);
  return s;
}

// In the document before gating starts: the page's own.
const own = gated('window.pageScriptRan = (window.pageScriptRan || 0) + 1');
const changedLater = gated('window.pageScriptRan = (window.pageScriptRan || 0) + 10');

describe('the "weft" Trusted Types policy', () => {
  let stop: () => void;
  before(() => {
    consent.value = { chosen: false, accepted: [] };
    stop = startGating();
  });
  after(() => {
    stop();
    consent.value = { chosen: false, accepted: [] };
    document.querySelectorAll('script[data-category], script[data-consented]').forEach((s) => s.remove());
  });

  it('refuses a string it does not exist for, with one console error each', () => {
    const policy = weftPolicy()!;
    expect(policy, 'Chromium has Trusted Types').to.not.equal(null);
    const foreign: Array<[string, () => unknown]> = [
      ['a script', () => policy.createScript('alert(document.cookie)')],
      ['HTML', () => policy.createHTML('<img src=x onerror=alert(1)>')],
      ['an http script address', () => policy.createScriptURL('http://evil.example/x.js')],
      ['an https script address Weft is not loading', () => policy.createScriptURL('https://evil.example/x.js')],
      ['a javascript: address', () => policy.createScriptURL('javascript:alert(1)')],
      ['a data: address', () => policy.createScriptURL('data:text/javascript,alert(1)')],
    ];
    for (const [name, create] of foreign) {
      const errors = captureErrors();
      try {
        expect(create, name).to.throw(TypeError);
      } finally {
        errors.restore();
      }
      expect(errors.messages, name).to.have.length(1);
      expect(errors.messages[0], name).to.contain('refuses');
    }
  });

  it('accepts what it exists for: the scripts Weft loads, Weft’s own frame HTML, the page’s own gated scripts', () => {
    const policy = weftPolicy()!;
    expect(String(trustedScriptURL('https://player.example/p.js'))).to.equal('https://player.example/p.js');
    expect(String(trustedHTML('<p>framed</p>', 'sandboxed frame'))).to.equal('<p>framed</p>');
    expect(String(policy.createScript(own.textContent!))).to.equal(own.textContent);
  });

  it('runs the page’s own gated script, never one injected later or changed since, one error each', async () => {
    const errors = captureErrors();
    try {
      gated('window.injectedRan = 1');
      changedLater.textContent = 'window.changedRan = 1';
      consent.value = { chosen: true, accepted: ['analytics'] };
      await until(() => win.pageScriptRan === 1, 'the page’s own script');
      await settle();
    } finally {
      errors.restore();
    }
    expect(win.injectedRan).to.equal(undefined);
    expect(win.changedRan).to.equal(undefined);
    expect(
      errors.messages.filter((m) => m.includes('not run')),
      errors.messages.join('\n'),
    ).to.have.length(2);
  });
});
