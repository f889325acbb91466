/**
 * Page paths built from config or server data go through the one URL policy (sitePath in
 * src/util/url.ts) at every call site: spellings of another host stay on the site (issue 24).
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { calendarAddress } from '../../elements/booking-calendar/rules.js';
import '../../elements/members-form/members-form.element.js';
import '../../elements/user-nav/user-nav.element.js';
import { performLink } from '../../src/links/actions.js';
import { linkHref } from '../../src/links/link.js';
import { areaDestination } from '../../src/members/areas.js';
import { provideSiteData, siteData } from '../../src/base/data.js';
import { homePath } from '../../src/site/resolve.js';
import { splitAction } from '../../src/tracking/split-test.js';
import { mount, shadow, until } from './helpers.js';

/** Page urls a site's data (or a hostile server) may carry: each names another host to a browser. */
const HOSTILE = [
  '\\evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '//evil.example',
  '\\\\evil.example',
];

/** True when the address, followed from this page, stays on this site's origin. */
const staysHere = (address: string | null | undefined) =>
  address === null || address === undefined || new URL(address, location.href).origin === location.origin;

describe('page paths from config and server data', () => {
  afterEach(() => {
    provideSiteData(undefined);
    delete (window as { weft?: unknown }).weft;
  });

  it('link actions: a page link’s href and its navigation stay on the site', async () => {
    for (const url of HOSTILE) {
      provideSiteData({ pages: [{ id: 5, url }] });
      expect(staysHere(linkHref({ type: 'page', valueID: 5 })), JSON.stringify(url)).to.equal(true);
      expect(staysHere(linkHref({ type: 'page', value: url })), JSON.stringify(url)).to.equal(true);
      const navigate = sinon.spy();
      (window as { weft?: unknown }).weft = { navigate };
      await performLink({ type: 'page', value: url });
      for (const call of navigate.getCalls()) expect(staysHere(call.args[0] as string), JSON.stringify(url)).to.equal(true);
    }
  });

  it('the home path stays on the site', () => {
    for (const url of HOSTILE) {
      provideSiteData({ pages: [{ id: 1, url, initial: '1' }] });
      expect(homePath(siteData()?.pages), JSON.stringify(url)).to.match(/^\/(?![/\\])/);
      expect(staysHere(homePath(siteData()?.pages)), JSON.stringify(url)).to.equal(true);
    }
  });

  it('the user navigation’s way home (no member logged in) stays on the site', async () => {
    for (const url of HOSTILE.slice(0, 3)) {
      provideSiteData({ pages: [{ id: 1, url, initial: '1' }] });
      const navigate = sinon.spy();
      (window as { weft?: unknown }).weft = { navigate };
      await mount('weft-user-nav', {}, { ready: '[part="base"]' });
      await until(() => navigate.called, 'the way home');
      expect(staysHere(navigate.firstCall.args[0] as string), JSON.stringify(url)).to.equal(true);
    }
  });

  it('the access-denied button stays on the site', async () => {
    for (const url of HOSTILE.slice(0, 3)) {
      provideSiteData({ pages: [{ id: 9, url }] });
      const el = await mount(
        'weft-members-form',
        { type: 'not-have-permission', access_denied: { button: { enable: true }, link: { type: 'page', page_id: 9 } } },
        { ready: '[part="denied-button"]' },
      );
      const button = shadow(el).querySelector<HTMLAnchorElement>('[part="denied-button"]')!;
      expect(button.origin, JSON.stringify(url)).to.equal(location.origin);
    }
  });

  it('a member’s way into an area stays on the site', () => {
    for (const url of HOSTILE) {
      const destination = areaDestination({ restrict_area_id: 4, home_page_id: 8 }, [{ id: 8, url }]);
      expect(destination.kind).to.equal('path');
      expect(staysHere((destination as { path: string }).path), JSON.stringify(url)).to.equal(true);
    }
  });

  it('the split test’s variant page stays on the site', () => {
    const here = { pageId: 1, url: new URL(location.href) };
    for (const url of HOSTILE) {
      const action = splitAction({ success: true, data: { page_id: 11 } }, here, [
        { id: 1, url: 'home' },
        { id: 11, url },
      ]);
      expect(action.goTo, JSON.stringify(url)).to.not.equal(null);
      expect(staysHere(action.goTo), JSON.stringify(url)).to.equal(true);
    }
  });

  it('the booking calendar’s redirect to a page stays on the site', () => {
    const origin = 'https://site.example';
    for (const url of HOSTILE) {
      const result = calendarAddress(
        { src: 'https://calendar.example/c/1', showInfo: true, showGroup: false, group: '', forceRedir: 7, typeRedir: 'page' },
        { origin, pages: [{ id: 7, url }] },
      );
      const redirect = new URL(result.address!).searchParams.get('force_redir');
      if (redirect !== null) expect(new URL(redirect).origin, JSON.stringify(url)).to.equal(origin);
    }
  });
});
