// The reference backend's link calls: `node --test test/node/`.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ROOMY_LIMITS, useBackend } from './backend.mjs';

let app;
useBackend(
  'links',
  (started) => {
    app = started;
  },
  { limits: ROOMY_LIMITS },
);

const get = (url) => app.inject({ method: 'GET', url });
/** A GET as the site's owner (their key in the Authorization header): only they reset counters. */
const asOwner = (url) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${app.ownerKey}` } });

describe('link calls', () => {
  test('GET /cheetah/link/action counts clicks per button and clears them with clear=1 from the owner', async () => {
    assert.equal((await get('/cheetah/link/action?btn_id=b1')).body, '1');
    assert.equal((await get('/cheetah/link/action?btn_id=b1')).body, '2');
    assert.equal((await get('/cheetah/link/action?btn_id=b2')).body, '1');
    assert.equal((await asOwner('/cheetah/link/action?btn_id=b1&clear=1')).body, '0');
    assert.equal((await get('/cheetah/link/action?btn_id=b1')).body, '1');
  });

  test("GET /cheetah/link/action without a button id answers 'error'", async () => {
    const res = await get('/cheetah/link/action');
    assert.equal(res.statusCode, 422);
    assert.equal(res.body, 'error');
  });

  test('GET /cheetah/link/multiple counts each click, and clear=1 from the owner starts over', async () => {
    assert.deepEqual((await get('/cheetah/link/multiple?code=M')).json(), { success: true, actions: [], counter: 1 });
    assert.equal((await get('/cheetah/link/multiple?code=M')).json().counter, 2);
    assert.equal((await asOwner('/cheetah/link/multiple?code=M&clear=1')).json().counter, 0);
    assert.equal((await get('/cheetah/link/multiple?code=M')).json().counter, 1);
    assert.equal((await get('/cheetah/link/multiple')).statusCode, 422);
  });

  test("a rotating multi-action link starts over on the server: a visitor's browser never needs clear=1", async () => {
    // The demo's 'demo-rotator' (site-data.json): limits 2 and 4, rotator on.
    const counters = [];
    for (let i = 0; i < 10; i += 1) counters.push((await get('/cheetah/link/multiple?code=demo-rotator')).json().counter);
    assert.deepEqual(counters, [1, 2, 3, 4, 1, 2, 3, 4, 1, 2]);
    // A code of no rotating link of the site counts on.
    for (let i = 1; i <= 6; i += 1) assert.equal((await get('/cheetah/link/multiple?code=not-a-rotator')).json().counter, i);
  });

  test('GET /cheetah/link/vote records each vote per question and option', async () => {
    const first = (await get('/cheetah/link/vote?question_code=Q&option=yes')).json();
    assert.deepEqual(first, { success: true, data: { question_code: 'Q', option: 'yes', votes: 1 } });
    assert.equal((await get('/cheetah/link/vote?question_code=Q&option=yes')).json().data.votes, 2);
    assert.equal((await get('/cheetah/link/vote?question_code=Q&option=no')).json().data.votes, 1);
    assert.equal((await get('/cheetah/link/vote?option=no')).statusCode, 422);
  });
});
