import { expect } from '@open-wc/testing';
import { postAccess, type PostAccess } from './access.js';

const MEMBER = { name: 'Mia', email: 'mia@example.com', token: 't' };

describe('postAccess: the one restricted-post rule', () => {
  const table: Array<[restricted: boolean, member: boolean, expected: PostAccess]> = [
    [false, false, 'open'],
    [false, true, 'open'],
    [true, false, 'members-only'],
    [true, true, 'open'],
  ];
  for (const [restricted, member, expected] of table) {
    it(`restricted ${restricted}, ${member ? 'a member' : 'a visitor'}: ${expected}`, () => {
      expect(postAccess({ is_capture: restricted }, member ? MEMBER : null)).to.equal(expected);
    });
  }
});
