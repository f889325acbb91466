import { expect } from '@open-wc/testing';
import { consent } from '../../src/consent/state.js';
import { device } from '../../src/device.js';
import { provideSiteData } from '../../src/base/data.js';
import {
  captureErrors,
  expectAccessible,
  mount,
  partText,
  resetLanguage,
  setLanguage,
  shadow,
  until,
} from '../../test/browser/helpers.js';
import { expectConsentGate, marketingAcceptedEachTest } from '../../test/browser/consent.js';
import { CALENDAR_SANDBOX } from './booking-calendar.js';
import { calendarAddress, type CalendarSite } from './rules.js';
import type { CalendarSettings } from './config.js';
import './booking-calendar.element.js';

const SRC = 'https://calendar.example.com/c/studio';
const calendar = (config: Record<string, unknown>) =>
  mount('weft-booking-calendar', config, { ready: '[part="placeholder"], [part="consent"], [part="calendar"]' });
const frame = (el: HTMLElement) => shadow(el).querySelector<HTMLIFrameElement>('iframe[part="calendar"]');
const settings = (over: Partial<CalendarSettings>): CalendarSettings => ({
  src: SRC,
  showInfo: true,
  showGroup: false,
  group: '',
  forceRedir: '',
  typeRedir: 'page',
  ...over,
});
const SITE: CalendarSite = {
  origin: 'https://www.my-site.example',
  pages: [
    { id: 1, url: 'home', initial: '1' },
    { id: 7, url: 'thank-you' },
    { id: 'p-9', url: '/welcome/' },
  ],
};

describe('weft-booking-calendar', () => {
  marketingAcceptedEachTest();
  afterEach(async () => {
    provideSiteData(undefined);
    device.value = 'desktop';
    await resetLanguage();
  });

  it("prompts to 'select booking calendar' when the calendar has no address, accessibly", async () => {
    const el = await calendar({});
    expect(partText(el, 'placeholder')).to.equal('select booking calendar');
    expect(frame(el)).to.equal(null);
    await expectAccessible(el);
    await setLanguage('fr_FR');
    expect(partText(el, 'placeholder')).to.equal('Sélectionnez un calendrier de réservation');
  });

  it('builds the frame address: the calendar, show_info, show_group, group and the redirect after booking (table)', () => {
    const rows: Array<[string, Partial<CalendarSettings>, Record<string, string> | null, string | null]> = [
      ['no address', { src: '' }, null, null],
      ['an address not http(s)', { src: 'ftp://calendar.example.com/c' }, null, 'not an http(s) address'],
      ['defaults', {}, { show_info: '1', show_group: '0' }, null],
      [
        'info off, groups on, one group',
        { showInfo: false, showGroup: true, group: 3 },
        { show_info: '0', show_group: '1', group: '3' },
        null,
      ],
      [
        'page redirect by id: the page’s public URL',
        { forceRedir: 7 },
        { show_info: '1', show_group: '0', force_redir: 'https://www.my-site.example/thank-you' },
        null,
      ],
      [
        'page redirect written into the address by the editor: rewritten',
        { src: `${SRC}?force_redir=7&lang=pt` },
        { lang: 'pt', show_info: '1', show_group: '0', force_redir: 'https://www.my-site.example/thank-you' },
        null,
      ],
      [
        'page redirect by a text id, the page url trimmed of slashes',
        { forceRedir: 'p-9' },
        { show_info: '1', show_group: '0', force_redir: 'https://www.my-site.example/welcome' },
        null,
      ],
      [
        'page redirect that already is an address: kept',
        { forceRedir: 'https://other.example/done' },
        { show_info: '1', show_group: '0', force_redir: 'https://other.example/done' },
        null,
      ],
      [
        'page redirect to a page that does not exist: left out',
        { forceRedir: 404 },
        { show_info: '1', show_group: '0' },
        'not a page of this site',
      ],
      [
        'web redirect: the address, https added',
        { typeRedir: 'url', forceRedir: 'example.org/thanks' },
        { show_info: '1', show_group: '0', force_redir: 'https://example.org/thanks' },
        null,
      ],
      [
        'web redirect that is not an address: left out',
        { typeRedir: 'url', forceRedir: 'javascript:alert(1)' },
        { show_info: '1', show_group: '0' },
        'not a web address',
      ],
    ];
    for (const [name, over, params, problem] of rows) {
      const result = calendarAddress(settings(over), SITE);
      if (params === null) expect(result.address, name).to.equal(null);
      else {
        const url = new URL(result.address!);
        expect(url.origin + url.pathname, name).to.equal(SRC);
        expect(Object.fromEntries(url.searchParams), name).to.deep.equal(params);
        expect(result.redirects, name).to.equal('force_redir' in params);
      }
      if (problem) expect(result.problem, name).to.contain(problem);
      else expect(result.problem, name).to.equal(null);
    }
  });

  it('frames the calendar with a title, lazily, in a narrow sandbox', async () => {
    const el = await calendar({ calendar: { src: SRC, showGroup: true, group: 'g1' } });
    const iframe = frame(el)!;
    const url = new URL(iframe.src);
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({ show_info: '1', show_group: '1', group: 'g1' });
    expect(iframe.title).to.equal('Booking calendar');
    expect(iframe.getAttribute('loading')).to.equal('lazy');
    expect(iframe.getAttribute('sandbox')).to.equal(CALENDAR_SANDBOX);
    expect(iframe.getAttribute('sandbox')).not.to.contain('allow-top-navigation');
    await expectAccessible(el);
  });

  it('sends the visitor to the chosen page of the site after booking (the frame may then navigate the page)', async () => {
    provideSiteData({ pages: [{ id: 12, url: 'obrigado' }], options: { endpoints: { site: 'https://www.studio.example' } } });
    const el = await calendar({ calendar: { src: SRC, forceRedir: 12, typeRedir: 'page' } });
    const iframe = frame(el)!;
    expect(new URL(iframe.src).searchParams.get('force_redir')).to.equal('https://www.studio.example/obrigado');
    expect(iframe.getAttribute('sandbox')).to.equal(`${CALENDAR_SANDBOX} allow-top-navigation`);
  });

  it('waits for marketing consent, saying what will load, or for the visitor to load this calendar', async () => {
    consent.value = { chosen: true, accepted: [] };
    const el = await calendar({ calendar: { src: SRC } });
    await expectConsentGate(el, () => frame(el), { says: 'booking calendar', action: 'Load booking calendar' });
  });

  it('loads once the visitor accepts marketing cookies', async () => {
    consent.value = { chosen: false, accepted: [] };
    const el = await calendar({ calendar: { src: SRC } });
    expect(frame(el)).to.equal(null);
    consent.value = { chosen: true, accepted: ['marketing'] };
    await until(() => frame(el), 'the calendar after consent');
  });

  it('logs one error naming the tag for an address it cannot frame, and prompts for a calendar', async () => {
    const errors = captureErrors();
    try {
      const el = await calendar({ calendar: { src: 'ftp://calendar.example.com/c' } });
      expect(partText(el, 'placeholder')).to.equal('select booking calendar');
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<weft-booking-calendar>');
    } finally {
      errors.restore();
    }
  });

  it('fullWidth takes the whole width (no max width), fullHeight the screen’s height', async () => {
    const el = await calendar({ calendar: { src: SRC }, fullWidth: true, fullHeight: true, width: 300, maxWidth: 400 });
    await until(() => el.hasAttribute('data-full-width'), 'fullWidth applied');
    const box = el.getBoundingClientRect();
    expect(Math.round(box.width)).to.equal(Math.round(el.parentElement!.getBoundingClientRect().width));
    expect(Math.round(box.height)).to.equal(innerHeight);
    const plain = await calendar({ calendar: { src: SRC }, width: 300, height: 420 });
    expect(Math.round(plain.getBoundingClientRect().width)).to.equal(300);
    expect(Math.round(plain.getBoundingClientRect().height)).to.equal(420);
  });

  it('is rotated on desktop only', async () => {
    const el = await calendar({ calendar: { src: SRC }, rotation: 90 });
    expect(getComputedStyle(el).transform).not.to.equal('none');
    device.value = 'mobile';
    await until(() => getComputedStyle(el).transform === 'none', 'no rotation on mobile');
  });
});
