/**
 * The members area's shared pieces as the user navigation uses them: the course opened from the
 * areas table (src/members/course.ts) and the server's current-password refusal in the visitor's
 * language (runtime.md §8).
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/user-nav/user-nav.element.js';
import { setFetchForTests } from '../http/index.js';
import { queue } from '../modals/index.js';
import { clearSession, KEYS, setReloadForTests, storeLogin } from '../session/index.js';
import { provideSiteData } from '../base/data.js';
import { armed, mount, resetLanguage, setLanguage, settle, shadow, typeInto, until } from '../../test/browser/helpers.js';
import { PROFILE_RELOAD_MS } from './profile.js';

const LOGIN = {
  user: { name: 'Demo Member', email: 'demo@weft.example' },
  token: 'tok-1',
  token_md5: 'md5-1',
  token_hash: 'hash-1',
};
const COURSE_AREA = {
  restrict_area_id: 2,
  name: 'Premium course',
  description: 'Paid',
  type_id: 3,
  active: true,
  expire: null,
  elearning_course_id: 42,
  redirect_config: { elearning: { type: 'elearning-course', target: 'blank' } },
};

describe('the members area in the user navigation', () => {
  let course: () => Response;
  let update: () => Response;
  let areas: unknown[];
  let updates: unknown[];
  let open: sinon.SinonStub;
  beforeEach(() => {
    clearSession();
    storeLogin(LOGIN);
    (window as { weft?: unknown }).weft = { navigate: sinon.spy() };
    open = sinon.stub(window, 'open').returns(null);
    course = () => Response.json({ success: true });
    update = () => Response.json({ success: true, data: {} });
    areas = [COURSE_AREA];
    updates = [];
    setFetchForTests(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url).pathname;
      if (path.endsWith('/get-info')) return Response.json({ success: true, data: { restrict_permissions: areas } });
      if (path.endsWith('/update')) updates.push(JSON.parse(await request.clone().text()));
      if (path.includes('/elearning/')) return course();
      return update();
    });
  });
  afterEach(async () => {
    setFetchForTests(null);
    open.restore();
    clearSession();
    await resetLanguage();
    delete (window as { weft?: unknown }).weft;
    provideSiteData(undefined);
    setReloadForTests(null);
    for (const m of [...queue.value]) m.close();
  });

  const goToCourse = async () => {
    const el = await mount('weft-user-nav', {}, { ready: '[part="base"]' });
    await until(() => shadow(el).querySelectorAll('[role="tab"]').length === 2, 'the tabs');
    shadow(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click();
    await until(() => shadow(el).querySelector('tbody button'), 'the areas');
    shadow(el).querySelector<HTMLButtonElement>('tbody button')!.click();
  };

  it('opens a course of the hosted service with the member’s e-mail and hashed token, from url_course at the top level', async () => {
    course = () => Response.json({ success: true, url_course: 'https://learn.weft.example/course/42' });
    await goToCourse();
    await until(() => open.called, 'the course');
    expect(open.firstCall.args).to.deep.equal([
      'https://learn.weft.example/course/42?email=demo%40weft.example&token=hash-1',
      '_blank',
      'noopener',
    ]);
  });

  it('shows the no-access modal when the answer has no course address', async () => {
    course = () => Response.json({ success: true, data: { url_course: '' } });
    await goToCourse();
    await until(() => queue.value.some((m) => m.request.kind === 'elearning-no-access'), 'the no-access modal');
    await settle();
    expect(open.called).to.equal(false);
  });

  it('says “Current password does not match” in the visitor’s language', async () => {
    await setLanguage('fr_FR');
    update = () =>
      Response.json(
        {
          success: false,
          message: 'Current password does not match',
          errors: { password_current: ['Current password does not match'] },
        },
        { status: 422 },
      );
    const el = await mount('weft-user-nav', {}, { ready: 'form' });
    const input = (name: string) => shadow(el).querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    typeInto(input('password'), 'new-password-1');
    typeInto(input('password_confirmation'), 'new-password-1');
    typeInto(input('password_current'), 'wrong');
    shadow(el).querySelector('form')!.requestSubmit();
    await until(() => shadow(el).querySelector('[part="error"]'), 'the field error');
    expect(shadow(el).querySelector('[part="error"]')!.textContent).to.equal('Le mot de passe actuel est incorrect.');
    expect(input('password_current').getAttribute('aria-invalid')).to.equal('true');
  });

  const areasTab = async () => {
    const el = await mount('weft-user-nav', {}, { ready: '[part="base"]' });
    await until(() => shadow(el).querySelectorAll('[role="tab"]').length === 2, 'the tabs');
    shadow(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click();
    await until(() => shadow(el).querySelector('tbody tr'), 'the areas');
    return el;
  };

  it('reads each area’s user_permission (active, expire), and counts a type 1 area without a record as enabled', async () => {
    areas = [
      {
        restrict_area_id: 1,
        name: 'Club',
        type_id: 2,
        user_permission: { active: 1, expire: '2027-03-31', restrict_area_code: 'c' },
      },
      { restrict_area_id: 4, name: 'Free', type_id: 1 },
      { restrict_area_id: 5, name: 'Waiting', type_id: 2, user_permission: { active: 'false', expire: null } },
      { restrict_area_id: 6, name: 'No record', type_id: 3, user_permission: null },
    ];
    const el = await areasTab();
    const rows = [...shadow(el).querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent));
    expect(rows.map((r) => [r[0], r[2], r[3]])).to.deep.equal([
      ['Club', '03/31/2027', 'Active'],
      ['Free', '', 'Active'],
      ['Waiting', '', 'Inactive'],
      ['No record', '', 'Inactive'],
    ]);
    expect([...shadow(el).querySelectorAll<HTMLButtonElement>('tbody button')].map((b) => b.disabled)).to.deep.equal([
      false,
      false,
      true,
      true,
    ]);
  });

  it('goes to an area’s home page, else to the first page restricted to it', async () => {
    provideSiteData({
      pages: [
        { id: 1, url: 'home', initial: '1' },
        { id: 6, url: 'club-news', restrict_areas: [{ restrict_area_id: 4 }] },
        { id: 8, url: 'club-home' },
      ],
    });
    areas = [
      { restrict_area_id: 4, name: 'No home page', type_id: 1, home_page_id: null },
      { restrict_area_id: 4, name: 'With a home page', type_id: 1, home_page_id: 8 },
    ];
    const navigate = (window as unknown as { weft: { navigate: sinon.SinonSpy } }).weft.navigate;
    const el = await areasTab();
    shadow(el).querySelectorAll<HTMLButtonElement>('tbody button')[0]!.click();
    await until(() => navigate.called, 'the area');
    expect(navigate.firstCall.args[0]).to.equal('/club-news');
    shadow(el).querySelectorAll<HTMLButtonElement>('tbody button')[1]!.click();
    await until(() => navigate.calledTwice, 'the home page');
    expect(navigate.secondCall.args[0]).to.equal('/club-home');
  });

  it('saves a name alone with the profile’s messages, and reloads 3 s after a save', async () => {
    const reload = sinon.spy();
    setReloadForTests(reload);
    update = () => Response.json({ success: true, data: { user: { name: 'Ana Maria' } } });
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const el = await mount('weft-user-nav', {}, { ready: 'form' });
      typeInto(shadow(el).querySelector<HTMLInputElement>('[name="name"]')!, 'Ana Maria');
      shadow(el).querySelector('form')!.requestSubmit();
      await until(() => shadow(el).querySelector('[part~="alert-success"]'), 'the success message');
      expect(shadow(el).querySelector('[part~="alert-success"]')!.textContent).to.equal('Profile updated successfully!');
      expect(updates).to.deep.equal([{ name: 'Ana Maria' }]);
      expect(JSON.parse(localStorage.getItem(KEYS.user)!).name).to.equal('Ana Maria');
      await armed(clock);
      clock.tick(PROFILE_RELOAD_MS - 1);
      expect(reload.called, 'not before 3 s').to.equal(false);
      clock.tick(1);
      expect(reload.calledOnce).to.equal(true);
    } finally {
      clock.restore();
    }
  });

  it('says “Error updating profile!” when a name alone could not be saved, and does not reload', async () => {
    const reload = sinon.spy();
    setReloadForTests(reload);
    update = () => Response.json({ success: false, message: 'Server error' }, { status: 500 });
    const el = await mount('weft-user-nav', {}, { ready: 'form' });
    typeInto(shadow(el).querySelector<HTMLInputElement>('[name="name"]')!, 'Ana Maria');
    shadow(el).querySelector('form')!.requestSubmit();
    await until(() => shadow(el).querySelector('[part~="alert-danger"]'), 'the error');
    expect(shadow(el).querySelector('[part~="alert-danger"]')!.textContent).to.equal('Error updating profile!');
    expect(reload.called).to.equal(false);
  });
});
