import { expect } from '@open-wc/testing';
import { expectAccessible, mount, shadow } from '../../test/browser/helpers.js';
import './social-bar.element.js';

const render = (config: Record<string, unknown>) => mount('weft-social-bar', config, { ready: '[part="base"]' });

describe('weft-social-bar', () => {
  it('is accessible', async () => {
    await expectAccessible(await render({ text: 'Hello' }));
  });

  it('shows its text', async () => {
    const el = await render({ text: 'Hello' });
    expect(shadow(el).querySelector('[part="base"]')!.textContent).to.equal('Hello');
  });
});
