import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import lottie from 'lottie-web/build/player/esm/lottie_light.min.js';
import { setFetchForTests } from '../../src/http/index.js';
import {
  captureErrors,
  expectAccessible,
  mount,
  partText,
  resetLanguage,
  setLanguage,
  settle,
  shadow,
  until,
} from '../../test/browser/helpers.js';
import { LOTTIE_RELOAD_EVENT, LOTTIE_RELOAD_GUARD_MS } from './lottie.js';
import { isLottie, lottieFilePath, lottieSource, playbackSpeed } from './player.js';
import './lottie.element.js';
import { fakeTimersEachTest } from '../../test/browser/clock.js';

/** The animation the reference backend ships (demo/demo-assets/lottie/weft-pulse.json). */
const CODE = 'weft-pulse';
const FILE = `${location.origin}/demo-assets/lottie/weft-pulse.json`;

/** Every request that reached the network, in order (the calls still go to the reference backend). */
let wire: Request[] = [];
let counter = 0;

const player = (config: Record<string, unknown>, ready = '[data-status="ready"], [part="placeholder"], [part="error"]') =>
  mount('weft-lottie', config, { id: `lottie-${++counter}`, ready });
const stageOf = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('[part="animation"]')!;
/** The player lottie-web keeps for the element (the same module the element imports). */
const animationOf = (el: HTMLElement) => lottie.getRegisteredAnimations().find((a) => a.wrapper === stageOf(el));
const drawing = (el: HTMLElement) => {
  const svg = stageOf(el).querySelector('svg');
  return svg ? new XMLSerializer().serializeToString(svg) : '';
};
const fileCalls = () => wire.filter((r) => r.url.endsWith(`/api/${lottieFilePath(CODE)}`));

describe('weft-lottie', () => {
  beforeEach(() => {
    wire = [];
    setFetchForTests((input, init) => {
      const request = new Request(input, init);
      wire.push(request.clone());
      // eslint-disable-next-line no-restricted-globals -- recorded, the calls still reach the reference backend
      return fetch(request);
    });
  });
  afterEach(async () => {
    setFetchForTests(null);
    await emulateMedia({ reducedMotion: 'no-preference' });
    await resetLanguage();
  });

  it('prompts to select an animation without a code or an address, accessibly', async () => {
    const el = await player({});
    expect(partText(el, 'placeholder')).to.equal('Select an animation');
    await expectAccessible(el);
    await setLanguage('fr_FR');
    expect(partText(el, 'placeholder')).to.equal('Sélectionnez une animation');
  });

  it('plays the animation of a code: GET get-lottie-files/{code}.json on the builder’s API (local: /api), as JSON', async () => {
    const el = await player({ code: CODE });
    expect(fileCalls()).to.have.length(1);
    expect(fileCalls()[0]!.method).to.equal('GET');
    expect(fileCalls()[0]!.url).to.equal(`${location.origin}/api/get-lottie-files/weft-pulse.json`);
    expect(fileCalls()[0]!.headers.get('accept')).to.contain('application/json');
    const stage = stageOf(el);
    expect(stage.getAttribute('role')).to.equal('img');
    expect(stage.getAttribute('aria-label'), 'named after the animation').to.equal('Weft pulse');
    const first = drawing(el);
    await until(() => drawing(el) !== first, 'the animation to move');
    expect(animationOf(el)!.isPaused).to.equal(false);
    await expectAccessible(el);
  });

  it('plays a custom address when there is no code, and prefers the code when there are both', async () => {
    const el = await player({ url: FILE });
    expect(wire.map((r) => r.url)).to.deep.equal([FILE]);
    expect(animationOf(el)!.totalFrames).to.equal(90);
    wire = [];
    await player({ code: CODE, url: FILE });
    expect(wire.map((r) => new URL(r.url).pathname)).to.deep.equal(['/api/get-lottie-files/weft-pulse.json']);
    expect(lottieSource({ code: ' ', url: 'javascript:alert(1)' })).to.equal(null);
    expect(lottieSource({ code: '', url: '/x.json' })).to.deep.equal({ kind: 'url', url: `${location.origin}/x.json` });
  });

  it('gives the player the speed (1 by default) and the loop', async () => {
    expect(animationOf(await player({ code: CODE }))!.playSpeed).to.equal(1);
    const fast = animationOf(await player({ code: CODE, speed: 2.5, loop: false }))!;
    expect(fast.playSpeed).to.equal(2.5);
    expect(fast.loop).to.equal(false);
    expect(animationOf(await player({ code: CODE }))!.loop).to.equal(true);
    expect([0, -1, NaN, 3].map(playbackSpeed)).to.deep.equal([1, 1, 1, 3]);
  });

  it('is 300×300 by default and never wider than 500', async () => {
    const el = await player({ code: CODE });
    expect(Math.round(el.getBoundingClientRect().width)).to.equal(300);
    expect(Math.round(el.getBoundingClientRect().height)).to.equal(300);
    el.setAttribute('config', JSON.stringify({ code: CODE, width: 800 }));
    await until(() => Math.round(el.getBoundingClientRect().width) === 500, 'the max width of 500');
  });

  it('without autoplay it waits on its first frame', async () => {
    const el = await player({ code: CODE, autoplay: false });
    const animation = animationOf(el)!;
    const first = drawing(el);
    await settle(30);
    expect(animation.isPaused).to.equal(true);
    expect(animation.currentFrame).to.equal(0);
    expect(drawing(el)).to.equal(first);
    expect(shadow(el).querySelector('[part="controls"]'), 'no controls unless asked for').to.equal(null);
  });

  it('controls: a labelled play/pause button and progress slider that seeks', async () => {
    const el = await player({ code: CODE, controls: true, autoplay: false }, '[part="progress"]');
    const play = shadow(el).querySelector<HTMLButtonElement>('[part="play"]')!;
    const slider = shadow(el).querySelector<HTMLInputElement>('[part="progress"]')!;
    expect(play.getAttribute('aria-label')).to.equal('Play');
    expect(slider.getAttribute('aria-label')).to.equal('Animation progress');
    expect(slider.max).to.equal('89');
    await expectAccessible(el);
    play.click();
    await until(() => play.getAttribute('aria-label') === 'Pause', 'the pause label');
    const animation = animationOf(el)!;
    await until(() => animation.currentFrame > 0 && Number(slider.value) > 0, 'the slider to follow');
    play.click();
    await until(() => animation.isPaused, 'paused');
    slider.value = '45';
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    expect(Math.round(animation.currentFrame)).to.equal(45);
    expect(animation.isPaused).to.equal(true);
  });

  it('stops under reduced motion, with a play control even without controls', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await player({ code: CODE, autoplay: true, controls: false });
    const animation = animationOf(el)!;
    expect(animation.isPaused).to.equal(true);
    const play = await (async () => {
      await until(() => shadow(el).querySelector('[part="play"]'), 'the play control');
      return shadow(el).querySelector<HTMLButtonElement>('[part="play"]')!;
    })();
    expect(play.getAttribute('aria-label')).to.equal('Play');
    expect(shadow(el).querySelector('[part="progress"]')).to.equal(null);
    await expectAccessible(el);
    play.click();
    await until(() => !animation.isPaused && animation.currentFrame > 0, 'playing at the visitor’s request');
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('reduced motion turned on while it plays stops it', async () => {
    const el = await player({ code: CODE });
    const animation = animationOf(el)!;
    expect(animation.isPaused).to.equal(false);
    await emulateMedia({ reducedMotion: 'reduce' });
    await until(() => animation.isPaused, 'stopped');
    await until(() => shadow(el).querySelector('[part="play"]'), 'the play control');
  });

  describe('reloading when its id is signalled', () => {
    const clock = fakeTimersEachTest({ toFake: ['setTimeout', 'clearTimeout'] });

    it('reloads on reloadLottie with its id, and ignores further signals for 200 ms', async () => {
      const el = await player({ code: CODE });
      const signal = (id: string) => dispatchEvent(new CustomEvent(LOTTIE_RELOAD_EVENT, { detail: { id } }));
      expect(fileCalls()).to.have.length(1);
      const before = animationOf(el);
      signal('someone-else');
      await settle();
      expect(fileCalls(), 'another element’s signal').to.have.length(1);
      signal(el.id);
      await until(() => fileCalls().length === 2, 'the reload');
      await until(() => animationOf(el) && animationOf(el) !== before, 'a new player');
      signal(el.id);
      clock.tick(LOTTIE_RELOAD_GUARD_MS - 1);
      signal(el.id);
      await settle();
      expect(fileCalls(), 'within 200 ms').to.have.length(2);
      clock.tick(1);
      dispatchEvent(new CustomEvent(LOTTIE_RELOAD_EVENT, { detail: el.id }));
      await until(() => fileCalls().length === 3, 'the reload after 200 ms (an id alone as the detail)');
      expect(
        before!.isLoaded === false || !lottie.getRegisteredAnimations().includes(before!),
        'the old player is gone',
      ).to.equal(true);
    });
  });

  it('plays under a strict CSP with Trusted Types, with no violation', async () => {
    // The demo's policy (demo/backend/app.mjs); only `weft` and DOMPurify may create trusted values.
    // (A srcdoc page has no host name to find the builder's API by: the file is given by address.)
    const csp = [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "require-trusted-types-for 'script'",
      'trusted-types dompurify weft',
    ]
      .join('; ')
      // Firefox matches no 'self' in a srcdoc page's policy: the test server's origin is named too.
      .replaceAll("'self'", `'self' ${location.origin}`);
    const frame = document.createElement('iframe');
    frame.style.width = '400px';
    frame.style.height = '400px';
    frame.srcdoc = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${csp}">
      <script src="/test/browser/fixtures/violations.js"></script></head><body>
      <weft-lottie id="csp" config='{"url":"${FILE}","controls":true}'></weft-lottie>
      <script type="module" src="/elements/lottie/fixtures/csp-page.ts"></script></body></html>`;
    document.body.append(frame);
    try {
      const win = () => frame.contentWindow as (Window & { violations?: string[] }) | null;
      const svg = () => win()?.document.querySelector('#csp')?.shadowRoot?.querySelector('[part="animation"] svg');
      await until(svg, 'the animation under the policy');
      const first = new XMLSerializer().serializeToString(svg()!);
      await until(() => new XMLSerializer().serializeToString(svg()!) !== first, 'the animation to move');
      expect(win()!.violations).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });

  it('says the animation could not be loaded, with one error naming the tag', async () => {
    for (const config of [{ code: 'no-such-animation' }, { url: `${location.origin}/demo-assets/weft.svg` }]) {
      const errors = captureErrors();
      try {
        const el = await player(config, '[part="error"]');
        expect(partText(el, 'error')).to.equal('The animation could not be loaded.');
        expect(errors.messages.filter((m) => m.startsWith(`<weft-lottie id="${el.id}">`))).to.have.length(1);
        await expectAccessible(el);
      } finally {
        errors.restore();
      }
    }
    const errors = captureErrors();
    try {
      const el = await player({ url: 'ftp://files.example.com/a.json' });
      expect(partText(el, 'placeholder')).to.equal('Select an animation');
      expect(errors.messages).to.deep.equal([
        `<weft-lottie id="${el.id}"> url "ftp://files.example.com/a.json" is not an http(s) address`,
      ]);
    } finally {
      errors.restore();
    }
    expect(isLottie({ w: 1, h: 1, fr: 30, ip: 0, op: 10, layers: [] })).to.equal(true);
    expect(isLottie({ w: 1, h: 1, fr: 30, layers: [] })).to.equal(false);
  });
});
