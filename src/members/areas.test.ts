import { expect } from '@open-wc/testing';
import { areaDestination, areaEnabled, areaExpiry, elearningOf, formatExpiry, permissionOf, type MemberArea } from './areas.js';

describe('the member’s areas', () => {
  it('reads the permission record: user_permission, else the older top-level fields, else none', () => {
    const table: Array<[MemberArea, ReturnType<typeof permissionOf>, boolean]> = [
      [{ type_id: 2, user_permission: { active: true, expire: '2027-03-31' } }, { active: true, expire: '2027-03-31' }, true],
      [{ type_id: 2, user_permission: { active: 1, expire: null } }, { active: true, expire: null }, true],
      [{ type_id: 2, user_permission: { active: '0', expire: '' } }, { active: false, expire: null }, false],
      [{ type_id: 1, user_permission: { active: 'false' } }, { active: false, expire: null }, false],
      // No record: type 1 (released automatically) is enabled, any other type is not.
      [{ type_id: 1 }, null, true],
      [{ type_id: '1', user_permission: null }, null, true],
      [{ type_id: 3 }, null, false],
      [{ type_id: 2, user_permission: null }, null, false],
      // Older answers: active and expire at the top level, read only without user_permission.
      [{ type_id: 2, active: true, expire: '2026-01-01' }, { active: true, expire: '2026-01-01' }, true],
      [{ type_id: 1, active: false }, { active: false, expire: null }, false],
      [{ type_id: 2, active: true, user_permission: { active: false } }, { active: false, expire: null }, false],
    ];
    for (const [area, permission, enabled] of table) {
      expect(permissionOf(area), JSON.stringify(area)).to.deep.equal(permission);
      expect(areaEnabled(area), JSON.stringify(area)).to.equal(enabled);
      expect(areaExpiry(area), JSON.stringify(area)).to.equal(permission?.expire ?? null);
    }
  });

  it('writes expiry dates day first in pt_BR, month first otherwise', () => {
    expect(formatExpiry('2027-03-31 23:59:59', 'pt_BR')).to.equal('31/03/2027');
    expect(formatExpiry('2027-03-31', 'en_US')).to.equal('03/31/2027');
    expect(formatExpiry('soon', 'en_US')).to.equal('soon');
    expect(formatExpiry(null, 'en_US')).to.equal('');
  });

  it('sends Go to area to the course, the blog, the home page or the first restricted page', () => {
    const pages = [
      { id: 1, url: 'home' },
      { id: 6, url: 'club-news', restrict_areas: [{ restrict_area_id: 4 }] },
      { id: 8, url: 'club-home' },
    ];
    const course = { elearning: { type: 'elearning-course', target: 'blank' } };
    const table: Array<[MemberArea, unknown]> = [
      [
        { restrict_area_id: 2, elearning_course_id: 42, redirect_config: course },
        { kind: 'course', areaId: '2', newTab: true },
      ],
      [
        { id: 2, elearning_course_id: '42', redirect_config: JSON.stringify({ elearning: { type: 'elearning-course' } }) },
        { kind: 'course', areaId: '2', newTab: false },
      ],
      // A course id without the elearning-course redirect is an ordinary area.
      [
        { restrict_area_id: 4, elearning_course_id: 42, redirect_config: {} },
        { kind: 'path', path: '/club-news' },
      ],
      [
        { restrict_area_id: 3, is_blog: 1 },
        { kind: 'path', path: '/feed' },
      ],
      [
        { restrict_area_id: 3, is_blog: 'true' },
        { kind: 'path', path: '/feed' },
      ],
      [
        { restrict_area_id: 4, home_page_id: 8 },
        { kind: 'path', path: '/club-home' },
      ],
      [
        { restrict_area_id: 4, home_page_id: null },
        { kind: 'path', path: '/club-news' },
      ],
      [
        { restrict_area_id: 4, home_page_id: 99 },
        { kind: 'path', path: '/club-news' },
      ],
      [{ restrict_area_id: 5 }, { kind: 'path', path: '/' }],
    ];
    for (const [area, destination] of table)
      expect(areaDestination(area, pages), JSON.stringify(area)).to.deep.equal(destination);
    expect(areaDestination({ restrict_area_id: 4 }, undefined)).to.deep.equal({ kind: 'path', path: '/' });
    expect(elearningOf({ redirect_config: '{not json' })).to.equal(null);
  });
});
