import { expect } from '@open-wc/testing';
import { captureErrors, expectAccessible, mount, resetLanguage, setLanguage, shadow, until } from '../../test/browser/helpers.js';
import './social-bar.element.js';

const bar = (config: Record<string, unknown>) => mount('weft-social-bar', config, { ready: '[part="base"]' });
const links = (el: HTMLElement) => [...shadow(el).querySelectorAll<HTMLAnchorElement>('a[part~="link"]')];
const names = (el: HTMLElement) => links(el).map((a) => a.getAttribute('aria-label'));
const box = (el: Element) => el.getBoundingClientRect();

const ALL = {
  sbFacebook: 'https://facebook.com/acme',
  sbTwitter: 'https://twitter.com/acme',
  sbInstagram: 'https://instagram.com/acme',
  sbLinkedin: 'https://linkedin.com/company/acme',
  checkLinkedin: true,
};

describe('weft-social-bar', () => {
  afterEach(resetLanguage);

  it('is accessible as a row and as a column, in the same tab and a new one, with the owner’s images', async () => {
    await expectAccessible(await bar({}));
    await expectAccessible(await bar({ ...ALL, orientation: 'vertical', sbNewAba: false }));
    await expectAccessible(await bar({ ...ALL, imageFacebook: '/demo/demo-assets/weft.svg' }));
  });

  it('shows Facebook, Twitter and Instagram by default and not LinkedIn, each icon 50×50', async () => {
    const el = await bar({});
    expect(links(el).map((a) => a.getAttribute('part'))).to.deep.equal(['link facebook', 'link twitter', 'link instagram']);
    for (const link of links(el)) {
      expect(Math.round(box(link).width)).to.equal(50);
      expect(Math.round(box(link).height)).to.equal(50);
    }
  });

  it('links each network to its own address, named by its network', async () => {
    const el = await bar({ ...ALL, sbNewAba: false });
    expect(links(el).map((a) => a.href)).to.deep.equal([
      'https://facebook.com/acme',
      'https://twitter.com/acme',
      'https://instagram.com/acme',
      'https://linkedin.com/company/acme',
    ]);
    expect(names(el)).to.deep.equal(['Facebook', 'Twitter', 'Instagram', 'LinkedIn']);
    expect(shadow(el).querySelector('[part="base"]')!.getAttribute('aria-label')).to.equal('Social media');
  });

  it('turns each network on and off by its check flag', async () => {
    const el = await bar({ ...ALL, checkFacebook: false, checkInstagram: false, sbNewAba: false });
    expect(names(el)).to.deep.equal(['Twitter', 'LinkedIn']);
  });

  it('with sbNewAba opens each link in a new tab with rel="noopener", and says so', async () => {
    const el = await bar({ sbNewAba: true });
    for (const link of links(el)) {
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.equal('noopener');
    }
    expect(names(el)[0]).to.equal('Facebook (opens in a new tab)');
    const same = await bar({ sbNewAba: false });
    for (const link of links(same)) {
      expect(link.hasAttribute('target')).to.equal(false);
      expect(link.hasAttribute('rel')).to.equal(false);
    }
  });

  it('draws the owner’s image for a network instead of the built-in icon', async () => {
    const el = await bar({ imageTwitter: '/demo/demo-assets/weft.svg' });
    const twitter = links(el)[1]!;
    const img = twitter.querySelector('img')!;
    expect(img.src).to.equal(new URL('/demo/demo-assets/weft.svg', location.href).href);
    expect(img.alt, 'the link is named; the picture is not read twice').to.equal('');
    expect(links(el)[0]!.querySelector('svg')).to.not.equal(null);
  });

  it('lays the icons in a row or a column, spaceBetween apart', async () => {
    const row = await bar({ spaceBetween: 24 });
    const [a, b] = links(row).map(box);
    expect(Math.round(b!.left - a!.right)).to.equal(24);
    expect(Math.round(b!.top)).to.equal(Math.round(a!.top));
    const column = await bar({ orientation: 'vertical', spaceBetween: 8 });
    const [c, d] = links(column).map(box);
    expect(Math.round(d!.top - c!.bottom)).to.equal(8);
    expect(Math.round(d!.left)).to.equal(Math.round(c!.left));
  });

  it('sizes its icons by the owner’s height in a row', async () => {
    const el = await bar({ height: 40, paddingTop: 0, paddingBottom: 0 });
    expect(Math.round(box(links(el)[0]!).height)).to.equal(40);
    expect(Math.round(box(links(el)[0]!).width)).to.equal(40);
  });

  it('adds https:// to an address typed without it, and leaves out one that is not a web address, with one error', async () => {
    const errors = captureErrors();
    try {
      const el = await bar({ sbFacebook: 'facebook.com/acme', sbTwitter: 'mailto:someone@example.com' });
      expect(links(el)[0]!.href).to.equal('https://facebook.com/acme');
      expect(names(el)).to.deep.equal(['Facebook (opens in a new tab)', 'Instagram (opens in a new tab)']);
      await until(() => errors.messages.length > 0, 'the error');
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<weft-social-bar>').and.contain('twitter');
    } finally {
      errors.restore();
    }
  });

  it('never links a javascript: address', async () => {
    const errors = captureErrors();
    try {
      const el = await bar({ sbFacebook: 'javascript:alert(1)' });
      // The address is refused as the config is read: the default one stands in.
      expect(links(el)[0]!.href).to.equal('https://www.facebook.com/');
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<weft-social-bar>').and.contain('sbFacebook');
    } finally {
      errors.restore();
    }
  });

  it('names its list and the new-tab hint in the visitor’s language', async () => {
    await setLanguage('fr_FR');
    const el = await bar({});
    await until(() => shadow(el).querySelector('[part="base"]')!.getAttribute('aria-label') === 'Réseaux sociaux', 'French');
    expect(names(el)[0]).to.contain('Facebook');
  });
});
