/**
 * A restricted page whose layout the server keeps out of the site data (so nothing of it is in the
 * page's source) is drawn from the layout the session check releases with the grant (data.layout),
 * on arrival, on a new device class and after a login; refused or logged out, nothing of it exists.
 */
import { expect } from '@open-wc/testing';
import { device } from '../../src/device.js';
import { setFetchForTests } from '../../src/http/index.js';
import { performLink } from '../../src/links/actions.js';
import { clearSession, storeLogin } from '../../src/session/index.js';
import { bootSite, siteShell, textEverywhere, until, weft } from './helpers.js';
import '../../elements/text/text.element.js';
import '../../elements/members-form/members-form.element.js';

const RELEASED = {
  desktop: [{ type: 'text', id: 'vip-desktop', config: { html: '<p>Released for members</p>' } }],
  mobile: [{ type: 'text', id: 'vip-mobile', config: { html: '<p>Released for members, on a phone</p>' } }],
};
const site = {
  website_id: 'c2l0ZS0x',
  options: { language: 'en_US' },
  pages: [
    { id: 1, url: 'home', initial: '1', layout: { desktop: [{ type: 'text', id: 'home', config: { html: '<p>Home</p>' } }] } },
    { id: 2, url: 'vip', initial: '0', is_member: 1, restrict_areas: [{ id: 4, restrict_area_id: 4 }], layout: { desktop: [] } },
    // Restricted to an area whose members log in with the provider's credentials only.
    { id: 3, url: 'partners', initial: '0', restrict_areas: [{ id: 9, restrict_area_id: 5 }], layout: { desktop: [] } },
  ],
  members_area: {
    open_by: 'page',
    areas: [
      { id: 4, auth_type: 'both' },
      { id: 5, auth_type: 'login-ba' },
      { id: 6, auth_type: 'both', home_page_id: 1 },
    ],
  },
};

let grant = true;
const checks: Array<Record<string, unknown>> = [];
setFetchForTests(async (input, init) => {
  const request = input instanceof Request ? input : new Request(input, init);
  const path = new URL(request.url).pathname;
  if (path.endsWith('/website/user/check')) {
    checks.push((await request.json()) as Record<string, unknown>);
    return Response.json({
      success: true,
      valid: true,
      restrict_areas: { permission: grant },
      data: grant ? { user: { name: 'Vera', email: 'vera@example.com' }, layout: RELEASED } : { user: {} },
    });
  }
  return Response.json({ success: true, data: [] });
});

const mount = siteShell(site);
const start = location.href;

const page = () => mount.querySelector<HTMLElement>(':scope > [data-weft="page"]')!;

describe('a restricted layout released by the session check', () => {
  before(async () => {
    storeLogin({ user: { name: 'Vera', email: 'vera@example.com' }, token: 'vera-token' });
    await bootSite();
  });
  after(() => {
    history.replaceState(null, '', start);
    clearSession();
    device.value = 'desktop';
    setFetchForTests(null);
  });

  it('is not in the page’s source: the site data holds none of it', () => {
    expect(document.getElementById('weft-site')!.textContent).to.not.contain('Released for members');
  });

  it('draws the released layout once the server grants the page, for the device class shown', async () => {
    weft().navigate('/vip');
    await until(() => page().querySelector('#vip-desktop'), 'the released layout');
    expect(checks.at(-1)).to.include({ page_id: 2, page_url: 'vip' });
    device.value = 'mobile';
    await until(() => page().querySelector('#vip-mobile'), 'the released phone layout');
    expect(page().querySelector('#vip-desktop')).to.equal(null);
    device.value = 'desktop';
    await until(() => page().querySelector('#vip-desktop'), 'the desktop layout again');
  });

  it('leaves nothing of it anywhere when the grant is refused, or after logout', async () => {
    grant = false;
    weft().navigate('/');
    weft().navigate('/vip');
    await until(() => page().querySelector('weft-members-form'), 'the access-denied view');
    expect(textEverywhere({ withScripts: true })).to.not.contain('Released for members');
    grant = true;
    weft().navigate('/');
    weft().navigate('/vip');
    await until(() => page().querySelector('#vip-desktop'), 'granted again');
    clearSession();
    await until(() => !page().querySelector('#vip-desktop'), 'gone with the session');
    expect(textEverywhere({ withScripts: true })).to.not.contain('Released for members');
  });

  it('offers the ways into the page’s own areas (runtime §4), not every area of the site', async () => {
    clearSession();
    weft().navigate('/partners');
    const form = () => page().querySelector('weft-members-form')?.shadowRoot ?? null;
    await until(() => form()?.querySelector('form'), 'the members form');
    expect(form()!.querySelector('form')!.getAttribute('part')).to.contain('form-login');
    expect(form()!.querySelector('[part="submit"]')!.textContent).to.equal('Log in with your platform account');
    expect(form()!.querySelectorAll('form, [role="tab"]')).to.have.length(1);
    weft().navigate('/vip');
    await until(() => form()?.querySelector('[role="tab"], .switch'), 'the forms of a "both" area');
    expect(form()!.textContent).to.contain('Register');
  });

  it('takes a logged-in member through a restrict link into the area’s page; a visitor gets the members form', async () => {
    weft().navigate('/');
    await performLink({ type: 'restrict', valueID: 5 });
    await until(() => page().querySelector('weft-members-form'), 'the members form in place of the page');
    expect(location.pathname).to.equal('/');
    storeLogin({ user: { name: 'Vera', email: 'vera@example.com' }, token: 'vera-token' });
    weft().navigate('/');
    await until(() => page().querySelector('#home'), 'home');
    await performLink({ type: 'restrict', valueID: 4 });
    await until(() => location.pathname === '/vip', 'the area’s page');
    await until(() => page().querySelector('#vip-desktop'), 'its content, granted');
    // An area with a home page of its own goes there.
    weft().navigate('/');
    await performLink({ type: 'restrict', valueID: 6 });
    await until(() => location.pathname === '/home', 'the area’s home page');
  });
});
