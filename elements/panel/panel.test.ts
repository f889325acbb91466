import { expect, fixture } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import sinon from 'sinon';
import { device } from '../../src/device.js';
import { findAnchor, performLink } from '../../src/links/actions.js';
import { storeMarketingData } from '../../src/tracking/marketing-data.js';
import { armed, captureErrors, expectAccessible, expectStyle, mount, settle, shadow, until } from '../../test/browser/helpers.js';
import { hideDelayMs, parallaxFactor, parallaxOffset, tagsAllow } from './rules.js';
import { PANEL_FADE_MS } from './panel.js';
import siteCss from '../../src/site/site.css';
import './panel.element.js';
import '../text/text.element.js';

const panel = async (config: Record<string, unknown>, id = '') => {
  const child = document.createElement('p');
  child.textContent = 'Panel content';
  const el = await mount('weft-panel', config, { id, ready: '[part="panel"]' });
  el.append(child);
  return el;
};
const part = (el: HTMLElement, name: string) => shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`);

describe('panel rules', () => {
  it('multiplies hide time by 1000 for seconds and 60000 for minutes', () => {
    expect(hideDelayMs(3, 'seconds')).to.equal(3000);
    expect(hideDelayMs(2, 'minutes')).to.equal(120_000);
    expect(hideDelayMs(-1, 'seconds')).to.equal(0);
  });

  it('shows an enable_tags panel only when the marketing data meets equal, bigger or smaller', () => {
    const data = { score: '42', city: 'Lisbon' };
    expect(tagsAllow([{ column: 'score', operator: 'equal', value: 42 }], data)).to.equal(true);
    expect(tagsAllow([{ column: 'score', operator: 'bigger', value: 40 }], data)).to.equal(true);
    expect(tagsAllow([{ column: 'score', operator: 'smaller', value: 40 }], data)).to.equal(false);
    expect(tagsAllow([{ column: 'city', operator: 'equal', value: 'lisbon' }], data)).to.equal(true);
    expect(tagsAllow([{ column: 'missing', operator: 'equal', value: 1 }], data)).to.equal(false);
    expect(tagsAllow([{ column: 'score', operator: 'equal', value: 42 }], null)).to.equal(false);
    expect(tagsAllow([], null)).to.equal(true);
    // Entries that are not conditions (builder junk) are left out.
    expect(tagsAllow([null, 1, 'two', { column: 'score', operator: 'bigger', value: 40 }], data)).to.equal(true);
    expect(tagsAllow([null, 'two'], null)).to.equal(true);
  });

  it('divides the parallax speed by 10 (default 20) and drifts the background slower than the page', () => {
    expect(parallaxFactor(20)).to.equal(2);
    expect(parallaxFactor(0)).to.equal(2);
    expect(parallaxOffset(-300, 2)).to.equal(150);
    expect(parallaxOffset(-300, 1)).to.equal(0);
  });
});

describe('weft-panel', () => {
  afterEach(async () => {
    device.value = 'desktop';
    localStorage.removeItem('mboss-data');
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is accessible and shows its children', async () => {
    const el = await panel({});
    await expectAccessible(el);
    expect(el.querySelector('p')!.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(el.classList.contains('weft-fade-in'), 'a panel visible from the start does not fade').to.equal(false);
  });

  it('grows with content taller than its height', async () => {
    const el = await panel({ height: 100 });
    const tall = document.createElement('div');
    tall.style.height = '600px';
    el.append(tall);
    await until(() => el.getBoundingClientRect().height >= 600, 'the panel to grow');
  });

  it('is 400px high by default, and never below its min height', async () => {
    expect((await panel({})).getBoundingClientRect().height).to.equal(400);
    expect((await panel({ height: 120, minHeight: 200 })).getBoundingClientRect().height).to.equal(200);
    // Without its 15px paddings, so the paragraph inside, with its margins, is all it holds (one
    // line: 50px in Chromium, 51px in Firefox and WebKit, whose default fonts have taller lines).
    const low = await panel({ height: 10, paddingTop: 0, paddingBottom: 0 });
    const p = low.querySelector('p')!;
    const { marginTop, marginBottom } = getComputedStyle(p);
    const held = p.getBoundingClientRect().height + parseFloat(marginTop) + parseFloat(marginBottom);
    expect(held).to.be.within(40, 60);
    expect(low.getBoundingClientRect().height).to.be.closeTo(held, 0.01);
  });

  it('takes a height the builder sent as a CSS length: "1500px", "50vh"', async () => {
    const errors = captureErrors();
    try {
      const px = await panel({ height: '1500px' });
      expect(px.getBoundingClientRect().height).to.equal(1500);
      const vh = await panel({ height: '50vh' });
      expect(Math.round(vh.getBoundingClientRect().height)).to.equal(Math.round(innerHeight / 2));
      expect(errors.messages).to.deep.equal([]);
    } finally {
      errors.restore();
    }
  });

  it('reads its other sizes as CSS lengths too, and keeps its min height under an "auto" height', async () => {
    const el = await panel({
      height: 'auto',
      minHeight: '120px',
      contentWidth: '80%',
      arrowActive: true,
      arrowWidth: '200px',
      arrowHeight: '30px',
      separatorActive: true,
      separatorColors: { first: '#111111', custom: true, value1: '40px' },
    });
    expect(el.getBoundingClientRect().height).to.equal(120);
    expect(part(el, 'internal')!.style.maxWidth).to.equal('80%');
    expect(part(el, 'arrow')!.style.width).to.equal('200px');
    expect(part(el, 'arrow')!.style.height).to.equal('30px');
    expect(shadow(el).querySelector<SVGElement>('.separator-layer')!.style.height).to.equal('40px');
  });

  it('draws its background colour, image, position, repeat and size, and the inner background', async () => {
    const el = await panel({
      backgroundColor: '#102a43',
      backgroundImage: '/demo/demo-assets/weft.svg',
      position: 'left top',
      repeat: 'no-repeat',
      size: 'contain',
      attachment: 'fixed',
      internalBackgroundColor: '#ffffff',
      contentWidth: 600,
    });
    expect(getComputedStyle(part(el, 'panel')!).backgroundImage).to.contain('weft.svg');
    expectStyle(part(el, 'panel')!, {
      backgroundColor: 'rgb(16, 42, 67)',
      backgroundPosition: '0% 0%',
      backgroundRepeat: 'no-repeat',
      backgroundSize: 'contain',
      backgroundAttachment: 'fixed',
    });
    expectStyle(part(el, 'internal')!, { backgroundColor: 'rgb(255, 255, 255)', maxWidth: '600px' });
    expect(getComputedStyle(shadow(el).querySelector('.frame')!).backgroundImage).to.equal('none');
  });

  it('keeps its content 15px off its edges by default (runtime.md §9), inside its background', async () => {
    const el = await panel({ backgroundColor: '#123456' });
    const internal = getComputedStyle(shadow(el).querySelector('.internal')!);
    expect([internal.paddingTop, internal.paddingRight, internal.paddingBottom, internal.paddingLeft]).to.deep.equal([
      '15px',
      '15px',
      '15px',
      '15px',
    ]);
    expect(getComputedStyle(shadow(el).querySelector('.frame')!).paddingTop, 'no gap around the background').to.equal('0px');
    const custom = await panel({ paddingTop: 40, paddingLeft: '0px' });
    const set = getComputedStyle(shadow(custom).querySelector('.internal')!);
    expect([set.paddingTop, set.paddingLeft]).to.deep.equal(['40px', '0px']);
  });

  it("hides a panel tagged 'painelhide'", async () => {
    expect((await panel({ tag: 'painelhide' })).hidden).to.equal(true);
  });

  it('shows an enable_tags panel only for a lead whose data meets the condition', async () => {
    const conditions = { enable_tags: [{ column: 'score', operator: 'bigger', value: 10 }] };
    expect((await panel(conditions)).hidden).to.equal(true);
    localStorage.setItem('mboss-data', JSON.stringify({ score: 11 }));
    expect((await panel(conditions)).hidden).to.equal(false);
  });

  it('shows an enable_tags panel when the marketing data arrives after its first render', async () => {
    localStorage.removeItem('mboss-data');
    const el = await panel({ enable_tags: [{ column: 'score', operator: 'bigger', value: 10 }] });
    expect(el.hidden).to.equal(true);
    storeMarketingData({ score: 42 });
    await until(() => !el.hidden, 'the panel to appear');
    storeMarketingData({ score: 3 });
    await until(() => el.hidden, 'the panel to hide again');
    localStorage.removeItem('mboss-data');
  });

  it('appears after timeHidePanel, in seconds or minutes, with a fade-in', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const el = await panel({ hidePanel: true, timeHidePanel: 3, unitsHidePanel: 'seconds' });
      await armed(clock);
      expect(el.hidden).to.equal(true);
      clock.tick(2999);
      await settle();
      expect(el.hidden).to.equal(true);
      clock.tick(1);
      await until(() => !el.hidden, 'the panel to appear');
      expect(el.classList.contains('weft-fade-in')).to.equal(true);
      const minutes = await panel({ hidePanel: true, timeHidePanel: 1, unitsHidePanel: 'minutes' });
      await armed(clock);
      clock.tick(59_999);
      await settle();
      expect(minutes.hidden).to.equal(true);
      clock.tick(1);
      await until(() => !minutes.hidden);
    } finally {
      clock.restore();
    }
  });

  it("disappears after the time instead with typeHidePanel 'hide', with a fade-out", async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const el = await panel({ hidePanel: true, timeHidePanel: 2, typeHidePanel: 'hide' });
      await armed(clock);
      expect(el.hidden).to.equal(false);
      clock.tick(2000);
      await until(() => el.classList.contains('weft-fade-out'), 'the fade-out');
      expect(el.hidden, 'still there while it fades').to.equal(false);
      expect(getComputedStyle(part(el, 'panel')!).animationName).to.equal('fade-out');
      await armed(clock);
      clock.tick(PANEL_FADE_MS - 1);
      await settle();
      expect(el.hidden).to.equal(false);
      clock.tick(1);
      await until(() => el.hidden, 'the panel to go once faded');
      expect(el.classList.contains('weft-fade-out')).to.equal(false);
    } finally {
      clock.restore();
    }
  });

  it('fades out when a showHidePanel link hides it, and fades back in when shown', async () => {
    const el = await panel({ tag: 'offer' });
    expect(el.hidden).to.equal(false);
    await performLink({ type: 'showHidePanel', hiddenPanelName: 'offer' });
    await until(() => el.classList.contains('weft-fade-out'), 'the fade-out');
    expect(el.hidden).to.equal(false);
    await until(() => el.hidden, 'hidden after the fade');
    await performLink({ type: 'showHidePanel', hiddenPanelName: 'offer' });
    await until(() => !el.hidden && el.classList.contains('weft-fade-in'), 'shown with a fade-in');
  });

  it('hides at once with prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await panel({ tag: 'offer' });
    await performLink({ type: 'showHidePanel', hiddenPanelName: 'offer' });
    await until(() => el.hidden, 'hidden');
    expect(el.classList.contains('weft-fade-out')).to.equal(false);
  });

  it('is shown and hidden by a showHidePanel link naming it', async () => {
    const el = await panel({ tag: 'offer', hidePanel: true, timeHidePanel: 3600 });
    expect(el.hidden).to.equal(true);
    expect(await performLink({ type: 'showHidePanel', hiddenPanelName: 'offer' })).to.equal('handled');
    await until(() => !el.hidden, 'shown');
    await performLink({ type: 'showHidePanel', hiddenPanelName: 'offer' });
    await until(() => el.hidden, 'hidden again');
  });

  it('carries its anchor name for hashes and anchor links', async () => {
    const el = await panel({ anchorActive: true, anchorName: 'pricing' });
    await until(() => el.dataset['anchor'] === 'pricing');
  });

  it('is no anchor without anchorActive, even with a name (or one the site renderer marked)', async () => {
    expect((await panel({ anchorActive: false, anchorName: 'pricing' })).hasAttribute('data-anchor')).to.equal(false);
    // As the site renderer draws it: the tag carries data-anchor before it upgrades.
    const wrapper = await fixture<HTMLDivElement>('<div></div>');
    const el = document.createElement('weft-panel');
    el.dataset['anchor'] = 'pricing';
    el.setAttribute('config', JSON.stringify({ anchorName: 'pricing' }));
    wrapper.append(el);
    await until(() => el.shadowRoot?.querySelector('[part="panel"]'), 'the panel');
    expect(el.hasAttribute('data-anchor')).to.equal(false);
    expect(findAnchor('pricing')).to.equal(null);
    el.setAttribute('config', JSON.stringify({ anchorName: 'pricing', anchorActive: true }));
    await until(() => findAnchor('pricing') === el, 'an anchor once active');
  });

  it('draws the bottom arrow: 33% wide (100% on mobile), 50px high, in its colour', async () => {
    const el = await panel({ arrowActive: true, arrowColor: '#ff0000' });
    const arrow = () => part(el, 'arrow')!;
    expect(arrow().style.width).to.equal('33%');
    expect(arrow().style.height).to.equal('50px');
    expect(arrow().querySelector('path')!.getAttribute('fill')).to.equal('rgba(255, 0, 0, 1)');
    device.value = 'mobile';
    await until(() => arrow().style.width === '100%', 'the mobile width');
  });

  it('draws a separator with a layer per colour, custom heights when asked', async () => {
    const el = await panel({
      separatorActive: true,
      separatorEffect: 'triangle',
      separatorColors: { first: '#111111', second: '#222222', custom: true, value1: 30, value2: 60 },
    });
    const layers = [...shadow(el).querySelectorAll<SVGElement>('.separator-layer')];
    expect(layers).to.have.length(2);
    expect(layers.map((l) => l.style.height)).to.deep.equal(['30px', '60px']);
    expect(layers[0]!.querySelector('path')!.getAttribute('d')).to.contain('L500 0');
  });

  it('plays a background video muted and looping, with a labelled pause button', async () => {
    // The address does not exist: play() must not fail by itself and turn the button to Play.
    const play = sinon.stub(HTMLMediaElement.prototype, 'play').resolves();
    try {
      const el = await panel({ video: '/no-such-video.mp4' });
      const video = part(el, 'video') as HTMLVideoElement;
      expect(video.muted).to.equal(true);
      expect(video.loop).to.equal(true);
      const toggle = part(el, 'video-toggle')!;
      expect(toggle.getAttribute('aria-label')).to.equal('Pause');
      toggle.click();
      await until(() => toggle.getAttribute('aria-label') === 'Play', 'paused');
    } finally {
      play.restore();
    }
  });

  it('does not autoplay its video with prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await panel({ video: '/no-such-video.mp4' });
    expect(part(el, 'video-toggle')!.getAttribute('aria-label')).to.equal('Play');
  });

  it('lets an element pinned inside it stay on screen above the panels after it, fixed or sticky', async () => {
    const wrapper = await fixture<HTMLDivElement>('<div></div>');
    const panels = [0, 1, 2].map(() => {
      const p = document.createElement('weft-panel');
      p.setAttribute('config', JSON.stringify({ height: 900, internalBackgroundColor: '#eeeeee' }));
      const words = document.createElement('weft-text');
      words.setAttribute('config', JSON.stringify({ html: '<p>Panel words</p>'.repeat(40), maxWidth: '100%' }));
      p.append(words);
      wrapper.append(p);
      return p;
    });
    const pinned = document.createElement('weft-text');
    pinned.id = 'pinned-text';
    pinned.setAttribute(
      'config',
      JSON.stringify({ html: '<p>Pinned</p>', backgroundColor: '#ffcc00', pinConfig: { pin: true, position: 'top-left' } }),
    );
    panels[0]!.prepend(pinned);
    const sticky = document.createElement('weft-text');
    sticky.setAttribute(
      'config',
      JSON.stringify({
        html: '<p>Sticky</p>',
        height: 60,
        width: 200,
        pinConfig: { pin: true, type: 'sticky', position: 'top-right' },
      }),
    );
    panels[1]!.prepend(sticky);
    await until(() => pinned.shadowRoot?.querySelector('p') && sticky.shadowRoot?.querySelector('p'), 'the texts');
    try {
      window.scrollTo(0, panels[1]!.offsetTop + 300);
      await until(() => Math.round(sticky.getBoundingClientRect().top) === 0, 'the sticky text stuck to the top');
      expect(Math.round(pinned.getBoundingClientRect().top)).to.equal(0);
      const hit = document.elementFromPoint(150, 150);
      expect(hit?.id || hit?.localName, 'the pinned text is on top of the panel under it').to.equal('pinned-text');
    } finally {
      window.scrollTo(0, 0);
    }
  });

  it('stays at the top of the screen when fixed (fixedMobile on phones), and scrolls sideways with infiniteSliderAnimation', async () => {
    const el = await panel({ fixed: true, fixedMobile: false, infiniteSliderAnimation: true });
    const rest = document.createElement('div');
    rest.style.height = '3000px';
    el.after(rest);
    try {
      expect(part(el, 'panel')!.classList.contains('infinite')).to.equal(true);
      window.scrollTo(0, el.getBoundingClientRect().top + scrollY + 600);
      await until(() => Math.abs(el.getBoundingClientRect().top) < 1, 'the panel at the top of the screen');
      device.value = 'mobile';
      await until(() => el.getBoundingClientRect().top < -500, 'not fixed on a phone: scrolled away with the page');
    } finally {
      window.scrollTo(0, 0);
      rest.remove();
    }
  });

  it('in the site’s header, stays at the top; in its footer, at the bottom of the screen when fixed', async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(siteCss);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const site = document.createElement('weft-site');
    site.setAttribute('ready', '');
    const page = document.createElement('main');
    page.dataset['weft'] = 'page';
    page.style.height = '3000px';
    const footer = document.createElement('footer');
    footer.dataset['weft'] = 'footer';
    const el = document.createElement('weft-panel');
    el.setAttribute('config', JSON.stringify({ fixed: true, height: 80 }));
    footer.append(el);
    const header = document.createElement('header');
    header.dataset['weft'] = 'header';
    const top = document.createElement('weft-panel');
    top.setAttribute('config', JSON.stringify({ fixed: true, height: 60 }));
    header.append(top);
    site.append(header, page, footer);
    document.body.append(site);
    try {
      await until(() => top.getAttribute('data-fixed') === 'top', 'fixed to the top');
      window.scrollTo(0, top.getBoundingClientRect().top + scrollY + 1000);
      await until(() => Math.abs(top.getBoundingClientRect().top) < 1, 'the header at the top of the screen');
      await until(() => el.getAttribute('data-fixed') === 'bottom', 'fixed to the bottom');
      window.scrollTo(0, 0);
      await until(() => Math.abs(el.getBoundingClientRect().bottom - innerHeight) < 1, 'the footer at the bottom of the screen');
      window.scrollTo(0, document.documentElement.scrollHeight);
      await until(
        () => Math.abs(el.getBoundingClientRect().top - page.getBoundingClientRect().bottom) < 1,
        'in its place at the end',
      );
    } finally {
      window.scrollTo(0, 0);
      site.remove();
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    }
  });
});
