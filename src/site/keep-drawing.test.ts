import { expect } from '@open-wc/testing';
import css from './site.css';
import { captureErrors } from '../../test/browser/helpers.js';
import { onePageSite } from '../../test/fixtures/one-page-site.js';
import '../../elements/text/text.element.js';

// A page the server drew for both devices (README "Server rendering"): two mounts, each shown in its
// own viewport by the site's sheet, and the runtime keeps the one it shows. This window is wider
// than the phone breakpoint: the desktop drawing shows, and stays.
const text = (id: string, words: string) =>
  `<weft-text id="${id}" config='${JSON.stringify({ html: `<p>${words}</p>` })}'></weft-text>`;
const site = onePageSite({
  desktop: [{ type: 'text', id: 'on-desktop', config: { html: '<p>On a desktop</p>' } }],
  mobile: [{ type: 'text', id: 'on-phone', config: { html: '<p>On a phone</p>' } }],
});
const data = document.createElement('script');
data.type = 'application/json';
data.id = 'weft-site';
data.textContent = JSON.stringify(site);
const drawn = new DOMParser().parseFromString(
  `<weft-site data-device="desktop" device="desktop" ready=""><main data-weft="page">${text('on-desktop', 'On a desktop')}</main></weft-site>` +
    `<weft-site data-device="mobile" device="mobile" ready=""><main data-weft="page">${text('on-phone', 'On a phone')}</main></weft-site>`,
  'text/html',
).body;
const [desktop, mobile] = [...drawn.children] as HTMLElement[];
document.body.append(data, desktop!, mobile!);
const sheet = new CSSStyleSheet();
sheet.replaceSync(css);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

describe('a page drawn for both devices', () => {
  it('shows only the drawing of its viewport before the runtime starts', () => {
    expect(matchMedia('(max-width: 768px)').matches, 'the test window is a desktop one').to.equal(false);
    expect(getComputedStyle(desktop!).display).to.equal('block');
    expect(getComputedStyle(mobile!).display, 'the phone drawing is not laid out').to.equal('none');
  });

  it('keeps the drawing it shows, as the page, and removes the other', async () => {
    const errors = captureErrors();
    try {
      const { boot } = await import('./index.js');
      await boot();
    } finally {
      errors.restore();
    }
    expect(document.querySelectorAll('weft-site')).to.have.length(1);
    expect(desktop!.isConnected).to.equal(true);
    expect(mobile!.isConnected).to.equal(false);
    expect(desktop!.hasAttribute('data-device'), 'the kept drawing is no longer hidden by viewport').to.equal(false);
    expect(desktop!.querySelector('#on-desktop')).to.not.equal(null);
    expect(errors.messages).to.deep.equal([]);
  });
});
