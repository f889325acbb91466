import { expect } from '@open-wc/testing';
import { ApiError } from '../http/index.js';
import {
  areaPage,
  courseAddress,
  courseLoginUrl,
  deniedButton,
  deniedButtonFirst,
  deniedTarget,
  firstForm,
  formsOffered,
  messageKey,
  offeredForms,
  pageAreas,
  postLoginRedirect,
  readFailure,
  redirectAfterLogin,
  releasedLayout,
  restrictedView,
  storageNoticeKey,
  type FormOffer,
  type FormType,
} from './rules.js';

describe('members rules', () => {
  it('takes a restricted page’s own areas for its form: their auth type, else the members area’s of the same id', () => {
    const site = [
      { id: 1, auth_type: 'both' },
      { id: 2, auth_type: 'login-ba' },
    ];
    expect(pageAreas([{ id: 7, restrict_area_id: 2 }], site)).to.deep.equal([{ id: 2, auth_type: 'login-ba' }]);
    expect(pageAreas([{ id: 7, restrict_area_id: 2, auth_type: 'token' }], site)).to.deep.equal([
      { id: 7, restrict_area_id: 2, auth_type: 'token' },
    ]);
    // Nothing it can tell (no areas, unknown ids, junk): every area of the site.
    expect(pageAreas([], site)).to.deep.equal(site);
    expect(pageAreas([{ restrict_area_id: 99 }, null, 'x'], site)).to.deep.equal(site);
    expect(pageAreas(undefined, undefined)).to.deep.equal([]);
  });

  it('finds the page a restrict link takes a member to: the area’s home page, else its first restricted page', () => {
    const pages = [
      { id: 1, url: 'home' },
      { id: 6, url: 'members', restrict_areas: [{ id: 9, restrict_area_id: 1 }] },
      { id: 7, url: 'premium', restrict_areas: [{ restrict_area_id: 2 }] },
    ];
    expect(areaPage(1, [{ id: 1 }], pages)?.url).to.equal('members');
    expect(areaPage('2', [], pages)?.url).to.equal('premium');
    expect(areaPage(2, [{ id: 2, home_page_id: '1' }], pages)?.url).to.equal('home');
    expect(areaPage(2, [{ id: 2, home_page_id: 99 }], pages)?.url, 'a home page not in the site').to.equal('premium');
    expect(areaPage(3, [], pages)).to.equal(null);
    expect(areaPage('', [], pages)).to.equal(null);
    expect(areaPage(1, [], undefined)).to.equal(null);
  });

  it('reads the layout a session check releases (data.layout), and nothing else', () => {
    const desktop = [{ type: 'text' }];
    expect(releasedLayout({ layout: { desktop } })).to.deep.equal({ desktop });
    expect(releasedLayout({ layout: { desktop, mobile: [] } })).to.deep.equal({ desktop, mobile: [] });
    for (const data of [null, 'x', {}, { layout: null }, { layout: { desktop: 'x' } }, { layout: [] }])
      expect(releasedLayout(data), JSON.stringify(data)).to.equal(null);
  });

  it('offers the forms the areas’ auth types allow (runtime §4)', () => {
    const table: Array<[Array<{ auth_type?: unknown } | string>, FormType[]]> = [
      // Starts as login; register joins it, and a token login when an area allows both.
      [[{ auth_type: 'both' }], ['login', 'register', 'login-token']],
      [[{ auth_type: 'register' }], ['login', 'register']],
      [
        [{ auth_type: 'register' }, { auth_type: 'token' }],
        ['login', 'register', 'login-token'],
      ],
      [
        [{ auth_type: 'Both' }, { auth_type: 'login-ba' }],
        ['login', 'register', 'login-token', 'login-ba'],
      ],
      // No area allows both, register or login-ba: login-token.
      [[{ auth_type: 'token' }], ['login-token']],
      [[{ auth_type: 'token' }, { auth_type: 'token' }], ['login-token']],
      [[{ auth_type: 'login' }], ['login-token']],
      [[], ['login-token']],
      // Only login-ba: login-ba.
      [[{ auth_type: 'login-ba' }], ['login-ba']],
      [[{ auth_type: 'login-ba' }, { auth_type: 'login-ba' }], ['login-ba']],
      // login-ba beside another type: login first.
      [
        [{ auth_type: 'login-ba' }, { auth_type: 'token' }],
        ['login', 'login-token', 'login-ba'],
      ],
      // Areas without an auth type do not count; auth types given as text are read the same.
      [[{ auth_type: 'login-ba' }, {}, { auth_type: 7 }], ['login-ba']],
      [
        ['both', 'token'],
        ['login', 'register', 'login-token'],
      ],
    ];
    for (const [areas, forms] of table) expect(offeredForms(areas), JSON.stringify(areas)).to.deep.equal(forms);
  });

  it('decides the restricted page’s view and the redirect after login', () => {
    expect(restrictedView(true, false, false)).to.equal('form');
    expect(restrictedView(true, false, true)).to.equal('denied');
    expect(restrictedView(true, true, true)).to.equal('content');
    expect(restrictedView(false, false, false)).to.equal('content');
    expect(postLoginRedirect({ action: { type: 'web' }, pageId: 3 }).kind).to.equal('action');
    expect(postLoginRedirect({ pageId: 3, course: { areaId: 2 } }).kind).to.equal('page');
    expect(postLoginRedirect({ course: { areaId: 2, target: 'blank' } })).to.deep.equal({
      kind: 'course',
      areaId: 2,
      newTab: true,
    });
    expect(postLoginRedirect({}).kind).to.equal('reload');
  });

  it('reads url_course at the top level of the answer, or under data', () => {
    const table: Array<[unknown, string | null]> = [
      [{ success: true, url_course: 'https://learn.weft.example/course/1' }, 'https://learn.weft.example/course/1'],
      [{ success: true, data: { url_course: 'https://learn.weft.example/course/2' } }, 'https://learn.weft.example/course/2'],
      [
        { success: true, url_course: ' https://a.example/x ', data: { url_course: 'https://b.example/y' } },
        'https://a.example/x',
      ],
      [{ success: true, url_course: '', data: { url_course: 'https://b.example/y' } }, 'https://b.example/y'],
      [{ success: true }, null],
      [{ success: true, data: null }, null],
      [{ success: true, url_course: 42 }, null],
      [null, null],
      ['https://learn.weft.example/course/1', null],
    ];
    for (const [answer, address] of table) expect(courseAddress(answer), JSON.stringify(answer)).to.equal(address);
  });

  it('gives the hosted e-learning service’s course pages the member’s e-mail and hashed token, except purchase pages', () => {
    const member = { email: 'ana+1@example.com', tokenHash: 'h4sh' };
    const login = 'email=ana%2B1%40example.com&token=h4sh';
    const table: Array<[string, typeof member | null, string]> = [
      ['https://learn.weft.example/course/42', member, `https://learn.weft.example/course/42?${login}`],
      ['https://school.learn.weft.example/c/7?lesson=2', member, `https://school.learn.weft.example/c/7?lesson=2&${login}`],
      // Parameters already there are replaced, not repeated.
      ['https://learn.weft.example/course/42?email=old&token=old', member, `https://learn.weft.example/course/42?${login}`],
      // The reference backend plays the service on a local host.
      ['http://localhost:8080/api/elearning/course/42', member, `http://localhost:8080/api/elearning/course/42?${login}`],
      // Purchase pages, other sites, other local paths: as they were.
      ['https://learn.weft.example/purchase/42', member, 'https://learn.weft.example/purchase/42'],
      ['https://learn.weft.example/course/42/purchase', member, 'https://learn.weft.example/course/42/purchase'],
      ['https://learn.weft.example/purchased/42', member, 'https://learn.weft.example/purchased/42'],
      ['https://courses.example.com/42', member, 'https://courses.example.com/42'],
      ['https://learn.weft.example.evil.example/course/42', member, 'https://learn.weft.example.evil.example/course/42'],
      ['http://localhost:8080/course/42', member, 'http://localhost:8080/course/42'],
      // No member, or no token: as it was.
      ['https://learn.weft.example/course/42', null, 'https://learn.weft.example/course/42'],
      ['https://learn.weft.example/course/42', { email: 'a@b.c', tokenHash: '' }, 'https://learn.weft.example/course/42'],
      ['not a url', member, 'not a url'],
    ];
    for (const [address, who, expected] of table) expect(courseLoginUrl(address, who), address).to.equal(expected);
  });

  it('knows the server’s messages it translates, case and final stop aside', () => {
    const table: Array<[unknown, string | null]> = [
      ['These credentials do not match our records.', 'ct-credentials-do-not-match'],
      ['these credentials do not match our records', 'ct-credentials-do-not-match'],
      ['Too many login attempts. Please try again in minutes.', 'ct-too-many-login-attempts'],
      ['This user already has registration through conventional registration', 'ct-already-registered-conventional'],
      ['Your account is invalid by the provider', 'ct-account-invalid-provider'],
      ['Current password does not match', 'ct-current-password-mismatch'],
      ['Invalid Token', 'ct-invalid-token'],
      ['The email has already been taken.', null],
      ['', null],
      [undefined, null],
    ];
    for (const [text, key] of table) expect(messageKey(text), String(text)).to.equal(key);
  });

  it('asks for third-party cookies only when storage is blocked inside a third-party frame', () => {
    expect(storageNoticeKey(true, true)).to.equal(null);
    expect(storageNoticeKey(true, false)).to.equal(null);
    expect(storageNoticeKey(false, true)).to.equal('ct-members-area-cookies');
    expect(storageNoticeKey(false, false)).to.equal('ct-not-allowed-storage');
  });

  it('offers the forms of the form’s type, the blog variant, or the areas’ auth types, never a hidden registration', () => {
    const site = { areas: [{ auth_type: 'token' }], auth_types: ['both'] };
    const table: Array<[FormOffer, typeof site | undefined, FormType[]]> = [
      [{ type: 'both' }, undefined, ['login', 'register']],
      [{ type: 'login' }, undefined, ['login']],
      [{ type: 'register' }, undefined, ['register']],
      [{ type: 'login-token' }, undefined, ['login-token']],
      // The blog login (/blog-login): e-mail and password, to log in or to register.
      [{ type: '', blog: true }, undefined, ['login', 'register']],
      [{ type: '', blog: true, hideRegister: true }, undefined, ['login']],
      // The form's own areas, else its auth types, else the site's areas, else the site's auth types.
      [{ type: '', areas: [{ auth_type: 'register' }] }, site, ['login', 'register']],
      [{ type: '', auth_types: ['login-ba'] }, site, ['login-ba']],
      [{ type: '', areas: [] }, site, ['login-token']],
      [{ type: '' }, { areas: [], auth_types: ['both'] }, ['login', 'register', 'login-token']],
      [{ type: '' }, undefined, ['login', 'register', 'login-token']],
      [{ type: '', areas: [{ auth_type: 'both' }], hideRegister: true }, undefined, ['login', 'login-token']],
      // A view is not a form: the areas decide.
      [{ type: 'not-have-permission', areas: [{ auth_type: 'register' }] }, undefined, ['login', 'register']],
      // Registration alone, hidden: at least the login.
      [{ type: 'register', hideRegister: true }, undefined, ['login']],
    ];
    for (const [offer, siteArea, forms] of table)
      expect(formsOffered(offer, siteArea), JSON.stringify(offer)).to.deep.equal(forms);
  });

  it('shows the asked form first when it is offered, else the first offered', () => {
    const table: Array<[FormType[], unknown, FormType]> = [
      [['login', 'register'], 'register', 'register'],
      [['login', 'register'], '', 'login'],
      [['login', 'register'], 'login-ba', 'login'],
      [['login-token'], 'register', 'login-token'],
      [[], 'register', 'login'],
    ];
    for (const [forms, start, first] of table) expect(firstForm(forms, start), `${forms} ${start}`).to.equal(first);
  });

  it('decides a restricted page’s view: form, denied, unreachable or content', () => {
    const table: Array<[[boolean, boolean, boolean, boolean], string]> = [
      [[false, false, false, true], 'content'],
      [[true, true, true, true], 'content'],
      [[true, false, false, true], 'form'],
      [[true, false, false, false], 'form'],
      [[true, false, true, true], 'denied'],
      // A member whose check got no answer is not refused.
      [[true, false, true, false], 'unreachable'],
    ];
    for (const [[restricted, allowed, authenticated, reached], view] of table)
      expect(restrictedView(restricted, allowed, authenticated, reached), view).to.equal(view);
  });

  it('places and aims the access-denied button: btn wins field by field, home by default', () => {
    const button = { enable: true, text: 'Old', position: 'bottom' as const };
    expect(deniedButton({ btn: { enable: null, text: null, position: null }, button })).to.deep.equal(button);
    expect(deniedButton({ btn: { enable: false, text: 'New', position: 'left' }, button })).to.deep.equal({
      enable: false,
      text: 'New',
      position: 'left',
    });
    expect(deniedButton({ btn: { enable: null, text: '', position: 'top' }, button })).to.deep.equal({
      enable: true,
      text: '',
      position: 'top',
    });
    const targets: Array<[unknown, unknown]> = [
      [
        { type: 'web', value: ' example.com/join ' },
        { kind: 'web', address: 'example.com/join' },
      ],
      [{ type: 'web', value: '' }, { kind: 'home' }],
      [
        { type: 'page', page_id: 6, value: '' },
        { kind: 'page', pageId: '6', url: '' },
      ],
      [
        { type: 'page', page_id: null, value: 'plans' },
        { kind: 'page', pageId: '', url: 'plans' },
      ],
      [{ type: 'page' }, { kind: 'home' }],
      [{ type: 'home', value: 'x' }, { kind: 'home' }],
      [null, { kind: 'home' }],
    ];
    for (const [link, target] of targets)
      expect(deniedTarget(link as Parameters<typeof deniedTarget>[0]), JSON.stringify(link)).to.deep.equal(target);
    expect(['top', 'left', 'bottom', 'right'].map(deniedButtonFirst)).to.deep.equal([true, true, false, false]);
  });

  it('redirects after a login only outside a restricted page, a course needing its area', () => {
    const table: Array<[boolean, Parameters<typeof redirectAfterLogin>[1], unknown]> = [
      [true, { action: { type: 'web' }, page_id: 3 }, null],
      [false, { action: { type: 'web' }, page_id: 3 }, { kind: 'action', action: { type: 'web' } }],
      [false, { action: { type: '' }, page_id: '3' }, { kind: 'page', pageId: '3' }],
      [false, { page_id: null, course: { areaId: 2, target: 'blank' } }, { kind: 'course', areaId: 2, newTab: true }],
      [false, { page_id: '', course: { areaId: '' } }, { kind: 'reload' }],
      [false, {}, { kind: 'reload' }],
    ];
    for (const [gate, redirect, expected] of table)
      expect(redirectAfterLogin(gate, redirect), JSON.stringify([gate, redirect])).to.deep.equal(expected);
  });

  it('reads a refusal: the known message above the form, the first message under each field, throttling', () => {
    const refused = (status: number, message: string, errors: Record<string, string[]> = {}) =>
      new ApiError({ kind: 'http', status, message, errors });
    const table: Array<[unknown, unknown]> = [
      [new Error('boom'), { key: 'ct-login-error', fields: {}, throttled: false, known: false }],
      [
        refused(422, 'The given data was invalid.', { email: ['The email must be a valid email address.', 'second'] }),
        {
          key: 'ct-login-error',
          fields: { email: { text: 'The email must be a valid email address.' } },
          throttled: false,
          known: false,
        },
      ],
      [
        refused(422, 'These credentials do not match our records.'),
        { key: 'ct-credentials-do-not-match', fields: {}, throttled: false, known: true },
      ],
      [
        // A known message on a field goes above the form and leaves the field.
        refused(422, 'x', { token: ['Invalid Token'] }),
        { key: 'ct-invalid-token', fields: {}, throttled: false, known: true },
      ],
      [
        refused(422, 'Current password does not match', { email: ['Invalid Token'] }),
        { key: 'ct-current-password-mismatch', fields: { email: { key: 'ct-invalid-token' } }, throttled: false, known: true },
      ],
      [refused(429, 'Slow down'), { key: 'ct-too-many-login-attempts', fields: {}, throttled: true, known: true }],
      [new ApiError({ kind: 'timeout' }), { key: 'ct-login-error', fields: {}, throttled: false, known: false }],
    ];
    for (const [error, expected] of table) expect(readFailure(error, 'ct-login-error'), String(error)).to.deep.equal(expected);
  });
});
