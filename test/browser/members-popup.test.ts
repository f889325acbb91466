/**
 * A site whose members area opens by popup (members_area.open_by 'popup'): a restricted page shows
 * nothing of itself and the members form in a popup; logging in there closes the popup and draws
 * the page; a restrict link opens the form in the popup over the page the visitor is on.
 */
import { expect } from '@open-wc/testing';
import { setFetchForTests } from '../../src/http/index.js';
import { performLink } from '../../src/links/actions.js';
import { queue } from '../../src/modals/index.js';
import { clearSession, session } from '../../src/session/index.js';
import { siteShell, textEverywhere, typeInto, until, weft } from './helpers.js';
import { clubSite } from '../fixtures/club-site.js';
import { siteModeSuite } from './site-mode.js';
import '../../elements/text/text.element.js';
import '../../elements/members-form/members-form.element.js';

const site = clubSite('popup');

setFetchForTests(async (input, init) => {
  const request = input instanceof Request ? input : new Request(input, init);
  const path = new URL(request.url).pathname;
  if (path.endsWith('/website/user/login'))
    return Response.json({ success: true, data: { user: { name: 'Pia', email: 'pia@example.com' }, token: 'pia-token' } });
  if (path.endsWith('/website/user/check'))
    return Response.json({ success: true, valid: true, restrict_areas: { permission: true }, data: {} });
  return Response.json({ success: true, data: [] });
});

const mount = siteShell(site);

const page = () => mount.querySelector<HTMLElement>(':scope > [data-weft="page"]')!;
const popupForm = () => document.querySelector('[data-popup="members-gate"] weft-members-form')?.shadowRoot ?? null;
const gateOpen = () => queue.value.some((m) => m.request.kind === 'popup' && m.request.id === 'members-gate');

describe('the members area opened by popup', () => {
  siteModeSuite();
  after(() => setFetchForTests(null));

  it('shows a restricted page’s visitor the members form in a popup and nothing of the page', async () => {
    weft().navigate('/club');
    await until(() => popupForm()?.querySelector('form'), 'the members form in the popup');
    expect(gateOpen()).to.equal(true);
    expect(page().querySelector('#club-text')).to.equal(null);
    expect(textEverywhere()).to.not.contain('Club news');
  });

  it('closes the popup and draws the page once the visitor logs in there', async () => {
    const form = popupForm()!;
    typeInto(form.querySelector('[name="email"]')!, 'pia@example.com');
    typeInto(form.querySelector('[name="password"]')!, 'secret-pass');
    form.querySelector('form')!.requestSubmit();
    await until(() => page().querySelector('#club-text'), 'the page, granted');
    expect(session.value?.user.email).to.equal('pia@example.com');
    await until(() => !gateOpen(), 'the popup closed');
    expect(location.pathname).to.equal('/club');
  });

  it('opens a restrict link’s form in the popup, over the page the visitor is on', async () => {
    clearSession();
    await until(() => !page().querySelector('#club-text'), 'the page gone with the session');
    weft().navigate('/');
    await until(() => page().querySelector('#home'), 'home');
    await performLink({ type: 'restrict', valueID: 4 });
    await until(() => popupForm()?.querySelector('form'), 'the members form in the popup');
    expect(page().querySelector('#home'), 'the page stays').to.not.equal(null);
    expect(location.pathname).to.equal('/');
  });
});
