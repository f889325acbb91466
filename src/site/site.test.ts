import { expect } from '@open-wc/testing';
import { device } from '../device.js';
import { setFetchForTests } from '../http/index.js';
import { skipHere } from '../../test/browser/engine.js';
import { captureErrors, settle, until, weft } from '../../test/browser/helpers.js';
import '../../elements/text/text.element.js';

const site = {
  website_id: 'c2l0ZS0x',
  options: { language: 'en_US' },
  pages: [
    {
      id: 1,
      url: 'home',
      initial: '1',
      configs: [],
      layout: {
        desktop: [
          {
            type: 'panel',
            id: 'p-home',
            config: { anchorName: 'contact', anchorActive: true },
            children: [
              { type: 'text', id: 'home-text', config: { html: '<p>Home</p><a href="/about" id="to-about">About us</a>' } },
            ],
          },
        ],
        mobile: [{ type: 'text', id: 'home-mobile', config: { html: '<p>Home on a phone</p>' } }],
      },
    },
    {
      id: 2,
      url: 'about',
      initial: '0',
      title: 'About — Weft demo',
      configs: [{ key: 'headerSettings', value: { show: false } }],
      layout: { desktop: [{ type: 'text', id: 'about-text', config: { html: '<p>About</p>' } }, { type: 'Not A Type!' }] },
    },
    { id: 3, url: '404', initial: '0', layout: { desktop: [{ type: 'text', id: 'nf', config: { html: '<p>Not found</p>' } }] } },
    {
      id: 4,
      url: 'styled',
      initial: '0',
      mboss_reference: 'list-9',
      configs: [
        { key: 'bgPropsPage', value: { backgroundColor: 'rgb(10, 20, 30)', repeat: 'no-repeat' } },
        { key: 'tagPage', value: { tag: 'visited-styled' } },
        { key: 'anchors', value: [{ name: 'deep', top: 900 }] },
      ],
      layout: { desktop: [{ type: 'text', id: 'styled-text', config: { html: '<p>Styled</p>' } }] },
    },
    {
      id: 5,
      url: 'members-only',
      initial: '0',
      is_member: '1',
      layout: { desktop: [{ type: 'text', id: 'secret', config: { html: '<p>Secret</p>' } }] },
    },
  ],
  header: { initial: [{ type: 'text', id: 'header-text', config: { html: '<p>Header</p>' } }], scroll: [] },
  footer: [{ type: 'text', id: 'footer-text', config: { html: '<p>Footer</p>' } }],
  popups: [{ id: 7, active: true, content: [{ type: 'text', id: 'popup-text', config: { html: '<p>Popup</p>' } }] }],
};

const homeText = { html: '<p>Home</p><a href="/about" id="to-about">About us</a>' };
const start = location.href;
const script = document.createElement('script');
script.type = 'application/json';
script.id = 'weft-site';
script.textContent = JSON.stringify(site);
const mount = document.createElement('weft-site');
// The server rendered the home page's tags already (as markup, like the demo server's shell).
mount.append(
  new DOMParser().parseFromString(
    `<weft-panel id="p-home"><weft-text id="home-text" config='${JSON.stringify(homeText)}'></weft-text></weft-panel>`,
    'text/html',
  ).body.firstElementChild!,
);
document.body.append(script, mount);

const region = (name: string) => mount.querySelector<HTMLElement>(`:scope > [data-weft="${name}"]`)!;

describe('site mode', () => {
  let errors: ReturnType<typeof captureErrors>;
  before(async () => {
    history.replaceState(null, '', '/');
    errors = captureErrors();
    const { boot } = await import('./index.js');
    await boot();
    errors.restore();
  });
  after(() => history.replaceState(null, '', start));

  it('renders the initial page with header, footer and popup contents, upgrading the server’s tags', async () => {
    expect(mount.getAttribute('page')).to.equal('1');
    expect(mount.getAttribute('device')).to.equal('desktop');
    expect(region('page').querySelector('#home-text')).to.not.equal(null);
    expect(region('page').querySelectorAll('#home-text')).to.have.length(1);
    expect(region('header').querySelector('#header-text')).to.not.equal(null);
    expect(region('footer').querySelector('#footer-text')).to.not.equal(null);
    expect(region('popups').hidden).to.equal(true);
    expect(region('popups').querySelector('[data-popup="7"]')).to.not.equal(null);
    expect(region('popups').querySelector('#popup-text'), 'popup content renders when it opens').to.equal(null);
    expect(mount.getAttribute('lang')).to.equal('en-US');
  });

  it('navigates with window.weft.navigate without a reload, following title and page', async () => {
    // The test reads the history's entries: skipped where the Navigation API is missing (WebKitGTK 2.50).
    if (!('navigation' in window)) skipHere('the test reads the history through the Navigation API, which this engine lacks');
    const marker = ((window as unknown as { marker: number }).marker = Math.random());
    // A new entry, the page before it behind: the Navigation API, as history.length counts the
    // whole tab (every test file before this one) and stops at 50.
    const entries = () =>
      (window as unknown as { navigation: { entries(): Array<{ url: string | null }> } }).navigation.entries();
    const before = location.href;
    weft().navigate('/about');
    expect(location.pathname).to.equal('/about');
    expect(entries().at(-1)?.url).to.equal(location.href);
    expect(entries().at(-2)?.url, 'pushed, not replaced').to.equal(before);
    expect(mount.getAttribute('page')).to.equal('2');
    expect(document.title).to.equal('About — Weft demo');
    expect(region('page').querySelector('#about-text')).to.not.equal(null);
    expect(region('header').hidden, 'headerSettings hides the header').to.equal(true);
    expect((window as unknown as { marker: number }).marker).to.equal(marker);
  });

  it('announces each in-site navigation on window', async () => {
    let heard = 0;
    const listen = () => heard++;
    addEventListener('weft-navigated', listen);
    weft().navigate('/');
    weft().navigate('/about');
    removeEventListener('weft-navigated', listen);
    expect(heard).to.equal(2);
  });

  it('leaves out a node that is not valid, with one clear error', async () => {
    // The about page holds { type: 'Not A Type!' }, reported when it was drawn.
    const errs = captureErrors();
    try {
      weft().navigate('/');
      weft().navigate('/about');
      expect(errs.messages.filter((m) => m.includes('a layout node is not valid'))).to.have.length(1);
    } finally {
      errs.restore();
    }
  });

  it('goes Back and Forward', async () => {
    weft().navigate('/');
    weft().navigate('/about');
    history.back();
    await until(() => mount.getAttribute('page') === '1', 'back to home');
    history.forward();
    await until(() => mount.getAttribute('page') === '2', 'forward to about');
  });

  it('follows an in-site link inside a shadow root without a reload', async () => {
    weft().navigate('/');
    const text = region('page').querySelector('#home-text')!;
    await until(() => text.shadowRoot?.querySelector('#to-about'), 'the rendered link');
    (text.shadowRoot!.querySelector('#to-about') as HTMLAnchorElement).click();
    expect(location.pathname).to.equal('/about');
    expect(mount.getAttribute('page')).to.equal('2');
  });

  it('shows the 404 page for an unknown path', async () => {
    weft().navigate('/no-such-page');
    expect(mount.getAttribute('page')).to.equal('3');
  });

  it('shows the mobile layout on a phone, falling back to desktop when a page has none', async () => {
    weft().navigate('/');
    device.value = 'mobile';
    await until(() => mount.getAttribute('device') === 'mobile');
    expect(region('page').querySelector('#home-mobile')).to.not.equal(null);
    weft().navigate('/about');
    expect(region('page').querySelector('#about-text')).to.not.equal(null);
    device.value = 'desktop';
    await settle();
  });

  it('marks a panel’s anchor name so a hash can scroll to it', async () => {
    weft().navigate('/');
    expect(region('page').querySelector('[data-anchor="contact"]')).to.not.equal(null);
  });

  it('draws the page’s own background and anchors, and tags a known lead who opens it', async () => {
    const calls: Array<{ path: string; body: unknown }> = [];
    setFetchForTests(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      calls.push({
        path: new URL(request.url).pathname,
        body: await request
          .clone()
          .json()
          .catch(() => null),
      });
      return Response.json(true);
    });
    localStorage.setItem('leadEmail', 'lead@example.com');
    try {
      weft().navigate('/styled');
      expect(getComputedStyle(region('page')).backgroundColor).to.equal('rgb(10, 20, 30)');
      const anchor = region('page').querySelector<HTMLElement>('[data-anchor="deep"]')!;
      expect(anchor.offsetTop).to.equal(900);
      await until(() => calls.some((c) => c.path === '/cheetah/tag'), 'the tag call');
      expect(calls.find((c) => c.path === '/cheetah/tag')!.body).to.deep.equal({
        email: 'lead@example.com',
        list: 'list-9',
        tag_value: 'visited-styled',
        websiteID: 'c2l0ZS0x',
      });
      weft().navigate('/about');
      expect(region('page').querySelector('[data-anchor="deep"]')).to.equal(null);
      expect(getComputedStyle(region('page')).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    } finally {
      setFetchForTests(null);
      localStorage.removeItem('leadEmail');
    }
  });

  it('keeps a page whose is_member is "1" behind the members form, on every device class', async () => {
    weft().navigate('/members-only');
    await until(() => region('page').querySelector('weft-members-form'), 'the members form');
    expect(region('page').querySelector('#secret')).to.equal(null);
    device.value = 'mobile';
    await until(() => mount.getAttribute('device') === 'mobile', 'the phone layout');
    expect(region('page').querySelector('#secret'), 'a new device class draws the gate again, not the layout').to.equal(null);
    expect(region('page').querySelector('weft-members-form')).to.not.equal(null);
    device.value = 'desktop';
    await until(() => mount.getAttribute('device') === 'desktop', 'the desktop layout');
    expect(region('page').querySelector('#secret')).to.equal(null);
  });
});
