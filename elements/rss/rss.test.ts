import { expect } from '@open-wc/testing';
import { captureErrors, expectAccessible, mount, resetLanguage, setLanguage, shadow, until } from '../../test/browser/helpers.js';
import { RSS_THEMES } from './config.js';
import './rss.element.js';

const render = (config: Record<string, unknown>) => mount('weft-rss', config, { ready: '[part~="base"]' });
const link = (el: HTMLElement) => shadow(el).querySelector<HTMLAnchorElement>('a[part~="link"]')!;

describe('weft-rss', () => {
  afterEach(async () => {
    await resetLanguage();
    delete (window as { weft?: unknown }).weft;
  });

  for (const theme of RSS_THEMES) {
    it(`is accessible in theme ${theme}`, async () => {
      await expectAccessible(await render({ theme }));
    });
  }

  it('is an image linking to /rss in a new tab, named in the visitor’s language', async () => {
    const el = await render({});
    expect(link(el).href).to.equal(`${location.origin}/rss`);
    expect(link(el).target).to.equal('_blank');
    expect(link(el).rel).to.contain('noopener');
    expect(link(el).getAttribute('aria-label')).to.equal('RSS feed (opens in a new tab)');
    expect(shadow(el).querySelector('[part="image"]')).to.not.equal(null);
    await setLanguage('fr_FR');
    await until(() => link(el).getAttribute('aria-label')!.startsWith('Flux RSS'));
  });

  it('links to the site’s /rss from an embedding page (the script tag’s data-site)', async () => {
    (window as { weft?: unknown }).weft = { options: { site: 'https://shop.example.com' } };
    const el = await render({});
    expect(link(el).href).to.equal('https://shop.example.com/rss');
  });

  it('is 100×100 by default', async () => {
    const el = await render({});
    const box = el.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([100, 100]);
  });

  it('draws each theme differently, 01 by default', async () => {
    const looks = new Set<string>();
    for (const theme of RSS_THEMES) {
      const el = await render({ theme });
      const tile = getComputedStyle(shadow(el).querySelector('.tile')!);
      looks.add(`${tile.fill} ${tile.stroke} ${tile.getPropertyValue('rx')}`);
    }
    expect(looks.size).to.equal(RSS_THEMES.length);
    expect(link(await render({})).classList.contains('theme-01')).to.equal(true);
  });

  it('falls back to theme 01 with one console error for an unknown theme', async () => {
    const errors = captureErrors();
    try {
      const el = await render({ theme: '09' });
      expect(link(el).classList.contains('theme-01')).to.equal(true);
      expect(errors.messages.filter((m) => m.includes('<weft-rss'))).to.have.length(1);
    } finally {
      errors.restore();
    }
  });
});
