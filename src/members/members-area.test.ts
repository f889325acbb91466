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
import { clearSession, storeLogin } from '../session/index.js';
import { mount, resetLanguage, setLanguage, settle, shadow, typeInto, until } from '../../test/browser/helpers.js';

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
  let open: sinon.SinonStub;
  beforeEach(() => {
    clearSession();
    storeLogin(LOGIN);
    (window as { weft?: unknown }).weft = { navigate: sinon.spy() };
    open = sinon.stub(window, 'open').returns(null);
    course = () => Response.json({ success: true });
    update = () => Response.json({ success: true, data: {} });
    setFetchForTests(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url).pathname;
      if (path.endsWith('/get-info')) return Response.json({ success: true, data: { restrict_permissions: [COURSE_AREA] } });
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
});
