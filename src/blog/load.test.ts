import { expect } from '@open-wc/testing';
import { ApiError } from '../http/errors.js';
import { cancelled } from './load.js';

describe('cancelled: the one reading of a cancelled blog request', () => {
  const abort = new DOMException('The operation was aborted.', 'AbortError');
  const table: Array<[string, unknown, boolean]> = [
    ['an AbortError', abort, true],
    ['an error caused by one (ky)', new Error('fetch failed', { cause: abort }), true],
    ['an ApiError around one (toApiError says network)', new ApiError({ kind: 'network', cause: abort }), true],
    ['a network failure', new TypeError('Failed to fetch'), false],
    ['an HTTP error', new ApiError({ kind: 'http', status: 500 }), false],
    ['nothing', undefined, false],
  ];
  for (const [name, error, expected] of table) {
    it(`${name}: ${expected}`, () => expect(cancelled(error)).to.equal(expected));
  }
});
