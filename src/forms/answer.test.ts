import { expect } from '@open-wc/testing';
import { ApiError } from '../http/index.js';
import { readAnswer, refusalOf } from './answer.js';

describe('a form answer', () => {
  it('reads success in every yes/no spelling (answerFlag)', () => {
    for (const yes of [true, 1, '1', 'true', 'yes', 'on', ' TRUE '])
      expect(readAnswer({ success: yes }).ok, String(yes)).to.equal(true);
    for (const no of [false, 0, '0', 'false', 'no', 'off', '']) {
      expect(readAnswer({ success: no }, true).ok, JSON.stringify(no)).to.equal(false);
    }
  });

  it("reads a provider's status instead when there is no success", () => {
    expect(readAnswer({ status: 'success' }).ok).to.equal(true);
    expect(readAnswer({ status: 'OK' }).ok).to.equal(true);
    expect(readAnswer({ status: 'subscribed' }).ok).to.equal(true);
    expect(readAnswer({ status: 200 }).ok).to.equal(true);
    expect(readAnswer({ status: 'error', message: 'No' }, true)).to.deep.include({ ok: false, message: 'No' });
    expect(readAnswer({ status: 'failed' }, true).ok).to.equal(false);
    expect(readAnswer({ status: 422 }, true).ok).to.equal(false);
    expect(readAnswer({ status: false }, true).ok).to.equal(false);
    // success wins over status.
    expect(readAnswer({ success: 0, status: 'success' }, true).ok).to.equal(false);
  });

  it('says what the call decides when the answer says neither', () => {
    expect(readAnswer({}, true).ok).to.equal(true);
    expect(readAnswer({}, false).ok).to.equal(false);
    expect(readAnswer(undefined, true).ok).to.equal(true);
    expect(readAnswer('<html>', false).ok).to.equal(false);
    expect(readAnswer({ success: 'maybe' }, false).ok).to.equal(false);
    expect(readAnswer({ status: 'pending' }, true).ok).to.equal(true);
  });

  it('takes the words from msg, message or error, the details from context, the first error per field', () => {
    expect(readAnswer({ success: false, msg: ' Captcha ' }).message).to.equal('Captcha');
    expect(readAnswer({ success: false, message: 'Nope' }).message).to.equal('Nope');
    expect(readAnswer({ success: false, error: 'Bad' }).message).to.equal('Bad');
    expect(
      readAnswer({ success: false, context: [{ errorDescription: 'email: taken' }, { other: 1 }, 'x'] }).details,
    ).to.deep.equal(['email: taken']);
    expect(
      readAnswer({ success: false, errors: { email: ['', 'First', 'Second'], name: 'One', bad: [3] } }).errors,
    ).to.deep.equal({
      email: 'First',
      name: 'One',
    });
  });

  it('reads a failed call as a refusal when the server explained it, else null', () => {
    const http = new ApiError({ kind: 'http', status: 422, body: { success: true, msg: 'Wrong', errors: { a: ['A'] } } });
    expect(refusalOf(http)).to.deep.equal({ ok: false, message: 'Wrong', details: [], errors: { a: 'A' } });
    expect(refusalOf(new ApiError({ kind: 'envelope', message: 'No' }))).to.include({ ok: false, message: 'No' });
    expect(refusalOf(new ApiError({ kind: 'network' }))).to.equal(null);
    expect(refusalOf(new ApiError({ kind: 'http', status: 500 }))).to.equal(null);
    expect(refusalOf(new Error('x'))).to.equal(null);
  });
});
