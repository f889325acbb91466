import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { setFetchForTests } from '../../src/http/index.js';
import { device } from '../../src/device.js';
import { language } from '../../src/i18n/language.js';
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
import { TIMER_THEMES } from './config.js';
import { startKey } from './timer.js';
import './timer.element.js';
import { fakeTimersEachTest, TIMERS } from '../../test/browser/clock.js';

const NOW = new Date(2026, 10, 21, 12, 0, 0).getTime();
let counter = 0;

function timer(config: Record<string, unknown>, attrs = ''): Promise<HTMLElement> {
  const id = `t${++counter}-${Math.random().toString(36).slice(2, 7)}`;
  return mount('weft-timer', config, { id, attrs: attrs ? [attrs] : [], ready: '[part="seconds"]' });
}

/** A per-visitor timer that ends `seconds` after it starts and then follows `link`. */
function endingIn(seconds: number, link: Record<string, unknown>, attrs = ''): Promise<HTMLElement> {
  return timer({ type: 'start_user_every_access', hours: 0, minutes: 0, seconds, link }, attrs);
}

function numbers(el: HTMLElement): string[] {
  return ['days', 'hours', 'minutes', 'seconds'].map((p) => partText(el, p) ?? '');
}

describe('weft-timer accessibility', () => {
  for (const theme of TIMER_THEMES) {
    it(`is accessible in the ${theme} theme`, async () => {
      const el = await timer({ theme, type: 'start_user_every_access' });
      await expectAccessible(el);
    });
  }
});

describe('weft-timer', () => {
  const clock = fakeTimersEachTest({ now: NOW, toFake: [...TIMERS, 'Date'] });
  afterEach(async () => {
    device.value = 'desktop';
    await resetLanguage();
    delete (window as { weft?: unknown }).weft;
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is a role="timer" with the parts days, hours, minutes and seconds holding two-digit numbers', async () => {
    const el = await timer({ type: 'start_user_every_access' });
    expect(shadow(el).querySelector('[part="base"]')!.getAttribute('role')).to.equal('timer');
    expect(numbers(el)).to.deep.equal(['00', '14', '30', '20']);
    expect(partText(el, 'description')).to.equal('Promotion ends in ...');
  });

  it('ticks every second', async () => {
    const el = await timer({ type: 'start_user_every_access', hours: 0, minutes: 1, seconds: 5 });
    expect(numbers(el)).to.deep.equal(['00', '00', '01', '05']);
    clock.tick(1000);
    await until(() => partText(el, 'seconds') === '04', 'one second less');
    clock.tick(5000);
    await until(() => partText(el, 'minutes') === '00' && partText(el, 'seconds') === '59', 'a minute boundary');
  });

  it('counts a decrease_date_end timer to its end date and time', async () => {
    const el = await timer({ type: 'decrease_date_end', date_end: '2026-11-23', hours: 14, minutes: 30 });
    expect(numbers(el)).to.deep.equal(['02', '02', '30', '00']);
  });

  it('counts a decrease_sum_time timer from the saved time', async () => {
    const el = await timer({ type: 'decrease_sum_time', settings: { save_time: NOW - 3600_000 } });
    expect(numbers(el)).to.deep.equal(['05', '03', '30', '20']);
  });

  it('keeps the first visit of a decrease_sum_time_user_start timer in browser storage', async () => {
    const config = { type: 'decrease_sum_time_user_start', hours: 1, minutes: 0, seconds: 0 };
    const first = await timer(config);
    await settle();
    const stored = JSON.parse(localStorage.getItem(startKey(first.id, false))!);
    expect(stored.start).to.equal(NOW);
    clock.tick(10 * 60_000);
    // A later visit: same element id, new page view.
    const again = document.createElement('weft-timer');
    again.id = first.id;
    first.remove();
    again.setAttribute('config', JSON.stringify(config));
    document.body.append(again);
    await until(() => partText(again, 'minutes') === '50', 'the remaining 50 minutes');
    again.remove();
    localStorage.removeItem(startKey(first.id, false));
  });

  it('starts again when the owner changes the duration', async () => {
    const el = await timer({ type: 'decrease_sum_time_user_start', hours: 1, minutes: 0, seconds: 0 });
    clock.tick(10 * 60_000);
    await until(() => partText(el, 'minutes') === '50');
    el.setAttribute('config', JSON.stringify({ type: 'decrease_sum_time_user_start', hours: 2, minutes: 0, seconds: 0 }));
    await until(() => partText(el, 'hours') === '02' && partText(el, 'minutes') === '00', 'a fresh two hours');
    localStorage.removeItem(startKey(el.id, false));
  });

  it('keeps the editor’s start under its own key', async () => {
    const el = await timer({ type: 'decrease_sum_time_user_start' }, 'editor');
    await settle();
    expect(localStorage.getItem(startKey(el.id, true))).to.not.equal(null);
    expect(localStorage.getItem(startKey(el.id, false))).to.equal(null);
    localStorage.removeItem(startKey(el.id, true));
  });

  it('stops at zeros and follows its link once, in the same window', async () => {
    const navigate = sinon.spy();
    (window as { weft?: unknown }).weft = { navigate };
    const ended = sinon.spy();
    document.addEventListener('weft-timer-end', ended);
    const el = await endingIn(2, { type: 'page', value: 'thanks' });
    clock.tick(2000);
    await until(() => navigate.called, 'the link to be followed');
    expect(numbers(el)).to.deep.equal(['00', '00', '00', '00']);
    expect(navigate.firstCall.args[0]).to.equal('/thanks');
    expect(navigate.firstCall.args[1], 'an automatic redirect replaces the entry').to.deep.equal({ replace: true });
    expect(ended.calledOnce, 'weft-timer-end bubbles out of the shadow root').to.equal(true);
    clock.tick(5000);
    await settle();
    expect(numbers(el)).to.deep.equal(['00', '00', '00', '00']);
    expect(navigate.callCount).to.equal(1);
    document.removeEventListener('weft-timer-end', ended);
  });

  it('opens its popup or its video at zero when the end link is one (links without an address)', async () => {
    const openPopup = sinon.spy();
    (window as { weft?: unknown }).weft = { openPopup };
    await endingIn(1, { type: 'popup', valueID: 7 });
    clock.tick(1000);
    await until(() => openPopup.called, 'the popup');
    expect(String(openPopup.firstCall.args[0])).to.equal('7');
    const { queue } = await import('../../src/modals/index.js');
    const video = await endingIn(1, { type: 'video', value: 'https://vimeo.com/76979871' });
    clock.tick(1000);
    await until(() => queue.value.some((m) => m.request.kind === 'video'), 'the video modal');
    for (const m of [...queue.value]) m.close();
    expect(numbers(video)).to.deep.equal(['00', '00', '00', '00']);
    clock.tick(5000);
    await settle();
    expect(openPopup.callCount, 'once').to.equal(1);
  });

  it('counts no click, casts no vote and fires no pixel at zero: nobody pressed anything', async () => {
    const openPopup = sinon.spy();
    (window as { weft?: unknown }).weft = { openPopup };
    const calls: string[] = [];
    setFetchForTests(async (input) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return Response.json({ success: true });
    });
    const pixels = sinon.spy();
    addEventListener('weft-pixel', pixels);
    try {
      await endingIn(1, {
        type: 'popup',
        valueID: 7,
        pixel: 'Lead',
        vote: { active: true, question: 'q', option: 'a' },
      });
      clock.tick(1000);
      await until(() => openPopup.called, 'the popup');
      await settle();
      expect(calls, 'no request').to.deep.equal([]);
      expect(pixels.called, 'no pixel').to.equal(false);
    } finally {
      setFetchForTests(null);
      removeEventListener('weft-pixel', pixels);
    }
  });

  it('does not follow its link in the editor', async () => {
    const navigate = sinon.spy();
    (window as { weft?: unknown }).weft = { navigate };
    const el = await endingIn(1, { type: 'page', value: 'thanks' }, 'editor');
    clock.tick(1500);
    await until(() => partText(el, 'seconds') === '00');
    await settle();
    expect(navigate.called).to.equal(false);
  });

  it('never follows a link with an unsafe address', async () => {
    const errors = captureErrors();
    try {
      const el = await endingIn(1, { type: 'web', value: 'javascript:alert(1)' });
      clock.tick(1500);
      await until(() => partText(el, 'seconds') === '00');
      await settle();
      expect(location.protocol).to.equal('http:');
    } finally {
      errors.restore();
    }
  });

  it('shows zeros for an end date that is not a date, logs it, and never follows its link', async () => {
    const navigate = sinon.spy();
    (window as { weft?: unknown }).weft = { navigate };
    const errors = captureErrors();
    try {
      const el = await timer({ type: 'decrease_date_end', date_end: 'next friday', link: { type: 'page', value: 'thanks' } });
      await settle();
      expect(numbers(el)).to.deep.equal(['00', '00', '00', '00']);
      expect(errors.messages.filter((m) => m.includes('date_end "next friday" is not a date'))).to.have.length(1);
      expect(navigate.called).to.equal(false);
    } finally {
      errors.restore();
    }
  });

  it('announces the time left politely, at most once a minute', async () => {
    const el = await timer({ type: 'start_user_every_access', hours: 0, minutes: 5, seconds: 0 });
    const live = shadow(el).querySelector('[aria-live="polite"]')!;
    expect(live.textContent).to.equal('');
    clock.tick(30_000);
    await settle();
    expect(live.textContent).to.equal('');
    clock.tick(30_000);
    await until(() => live.textContent !== '', 'the first announcement');
    expect(live.textContent).to.equal('0 days, 0 hours and 4 minutes left.');
    clock.tick(59_000);
    await settle();
    expect(live.textContent).to.equal('0 days, 0 hours and 4 minutes left.');
    clock.tick(1000);
    await until(() => live.textContent === '0 days, 0 hours and 3 minutes left.', 'the next minute');
    clock.tick(3 * 60_000);
    await until(() => live.textContent === 'The countdown has ended.', 'the end');
  });

  it('shows custom labels and description, and translated ones otherwise', async () => {
    const el = await timer({
      type: 'start_user_every_access',
      labels: { days: 'D', hours: '', minutes: '', seconds: 'S' },
      textDescription: 'Hurry!',
    });
    const labels = () => [...shadow(el).querySelectorAll('[part="label"]')].map((l) => l.textContent);
    expect(labels()).to.deep.equal(['D', 'Hours', 'Minutes', 'S']);
    expect(partText(el, 'description')).to.equal('Hurry!');
    await setLanguage('fr_FR');
    await until(() => labels()[1] === 'Heures', 'French labels');
    expect(labels()).to.deep.equal(['D', 'Heures', 'Minutes', 'S']);
    expect(shadow(el).querySelector('[part="base"]')!.getAttribute('aria-label')).to.not.equal('Countdown');
  });

  it('marks its host right to left in Hebrew and Arabic', async () => {
    const el = await timer({ type: 'start_user_every_access' });
    language.value = 'he_IL';
    await until(() => el.getAttribute('dir') === 'rtl', 'dir=rtl');
    language.value = 'ja_JP';
    await until(() => !el.hasAttribute('dir'), 'Japanese stays left to right');
  });

  it('falls back to the default theme with one console error for an unknown theme', async () => {
    const errors = captureErrors();
    try {
      const el = await timer({ type: 'start_user_every_access', theme: 'neon' });
      expect(shadow(el).querySelector('.theme-panels')).to.not.equal(null);
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<weft-timer').and.to.contain('"theme" should be one of panels');
    } finally {
      errors.restore();
    }
  });

  it('never counts circles past zero', async () => {
    const el = await timer({
      theme: 'circles',
      type: 'start_user_every_access',
      hours: 0,
      minutes: 0,
      seconds: 1,
      circles: { animation: 'ticks' },
    });
    clock.tick(5000);
    await until(() => partText(el, 'seconds') === '00');
    const values = [...shadow(el).querySelectorAll('.ring-value')].map((c) =>
      Number(c.getAttribute('stroke-dasharray')!.split(' ')[0]),
    );
    expect(values).to.deep.equal([0, 0, 0, 0]);
  });

  it('draws circles in the configured direction', async () => {
    for (const direction of ['Clockwise', 'Counter', 'Both']) {
      const el = await timer({ theme: 'circles', type: 'start_user_every_access', circles: { direction, animation: 'ticks' } });
      const ring = shadow(el).querySelector('.unit-hours .ring')!;
      expect(ring.classList.contains(`ring-${direction.toLowerCase()}`)).to.equal(true);
      const value = shadow(el).querySelector('.unit-hours .ring-value')!;
      // 14 of 24 hours.
      expect(Number(value.getAttribute('stroke-dasharray')!.split(' ')[0])).to.be.closeTo((14 / 24) * 100, 0.01);
      expect(Number(value.getAttribute('stroke-dashoffset'))).to.be.closeTo(direction === 'Both' ? (14 / 24) * 50 : 0, 0.01);
    }
  });

  it('reports an invalid circles total_duration on the console, naming the valid values', async () => {
    const errors = captureErrors();
    try {
      await timer({ theme: 'circles', type: 'start_user_every_access', circles: { total_duration: 'Weeks' } });
      await settle();
      const message = errors.messages.find((m) => m.includes('total_duration'));
      expect(message).to.contain('Years, Months, Days, Hours, Minutes, Auto');
    } finally {
      errors.restore();
    }
  });

  it('sizes circles on mobile: 310px from a 700px window, else the full width', async () => {
    await setViewport({ width: 760, height: 800 });
    device.value = 'mobile';
    const el = await timer({ theme: 'circles', type: 'start_user_every_access', width: '100%', maxWidth: '100%' });
    const units = () => shadow(el).querySelector('.units') as HTMLElement;
    await until(() => units().getBoundingClientRect().width === 310, '310px circles');
    await setViewport({ width: 400, height: 800 });
    el.setAttribute(
      'config',
      JSON.stringify({
        theme: 'circles',
        type: 'start_user_every_access',
        width: '100%',
        maxWidth: '100%',
        paddingLeft: 0,
        paddingRight: 0,
      }),
    );
    await until(
      () => Math.round(units().getBoundingClientRect().width) === Math.round(el.getBoundingClientRect().width),
      'full-width circles',
    );
    await setViewport({ width: 800, height: 600 });
  });

  it('sizes circles on a tablet shown the desktop view as on a phone', async () => {
    const agent =
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    Object.defineProperty(navigator, 'userAgent', { value: agent, configurable: true });
    Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
    try {
      device.value = 'desktop';
      const el = await timer({ theme: 'circles', type: 'start_user_every_access', width: '100%', maxWidth: '100%' });
      const units = () => shadow(el).querySelector('.units') as HTMLElement;
      await until(() => units().getBoundingClientRect().width === 310, '310px circles in an 800px window');
    } finally {
      delete (navigator as unknown as Record<string, unknown>)['userAgent'];
      delete (navigator as unknown as Record<string, unknown>)['maxTouchPoints'];
    }
  });

  it('shrinks flip-clock cards on narrow desktop panels', async () => {
    const size = async (width: number) => {
      const el = await timer({ theme: 'panels', type: 'start_user_every_access', width, maxWidth: 1000 });
      await settle();
      return parseFloat(getComputedStyle(shadow(el).querySelector('.number')!).fontSize);
    };
    const wide = await size(700);
    const narrow = await size(500);
    const narrower = await size(400);
    expect(narrow).to.be.lessThan(wide);
    expect(narrower).to.be.lessThan(narrow);
  });

  it('turns its motion off with prefers-reduced-motion', async () => {
    const el = await timer({ theme: 'panels', type: 'start_user_every_access' });
    expect(shadow(el).querySelector('.number.flip')).to.not.equal(null);
    await emulateMedia({ reducedMotion: 'reduce' });
    await until(() => shadow(el).querySelector('.number.flip') === null, 'no flip animation');
    const circles = await timer({ theme: 'circles', type: 'start_user_every_access', circles: { animation: 'ticks' } });
    const ring = shadow(circles).querySelector('.ring-value') as SVGElement;
    expect(ring.style.transition).to.equal('none');
  });

  it('applies number, label and appearance styles from its config', async () => {
    const el = await timer({
      theme: 'squares',
      type: 'start_user_every_access',
      numberStyle: { color: '#ff0000', size: 40 },
      labelStyle: { color: 'rgb(0, 0, 255)' },
      appearance: { borderColor: '#00ff00' },
    });
    const number = getComputedStyle(shadow(el).querySelector('.number')!);
    expect(number.color).to.equal('rgb(255, 0, 0)');
    expect(number.fontSize).to.equal('40px');
    expect(getComputedStyle(shadow(el).querySelector('.label')!).color).to.equal('rgb(0, 0, 255)');
    expect(getComputedStyle(shadow(el).querySelector('.unit')!).borderTopColor).to.equal('rgb(0, 255, 0)');
  });
});
