import { expect } from '@open-wc/testing';
import { postAccess, type PostAccess } from './access.js';

const MEMBER = { name: 'Mia', email: 'mia@example.com', token: 't' };

describe('postAccess: the one restricted-post rule', () => {
  const table: Array<[restricted: boolean, member: boolean, released: boolean | undefined, expected: PostAccess]> = [
    [false, false, true, 'open'],
    [false, true, true, 'open'],
    [true, false, true, 'members-only'],
    [true, true, true, 'open'],
    [true, false, undefined, 'members-only'],
    [false, false, false, 'not-yet'],
    [true, false, false, 'not-yet'],
    [true, true, false, 'not-yet'],
  ];
  for (const [restricted, member, released, expected] of table) {
    it(`restricted ${restricted}, ${member ? 'a member' : 'a visitor'}, released ${String(released)}: ${expected}`, () => {
      expect(postAccess({ is_capture: restricted }, member ? MEMBER : null, released)).to.equal(expected);
    });
  }
});
