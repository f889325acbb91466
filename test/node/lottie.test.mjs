// The reference backend's Lottie file call: `node --test test/node/`.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoDir, useBackend } from './backend.mjs';

let app;
useBackend('lottie', (started) => {
  app = started;
});

const get = (url, headers = {}) => app.inject({ method: 'GET', url, headers });

describe('GET /api/get-lottie-files/{code}.json', () => {
  test('answers the animation the demo ships, as JSON anyone may read', async () => {
    const res = await get('/api/get-lottie-files/weft-pulse.json', { accept: 'application/json' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    const animation = res.json();
    // What a Lottie player needs: frame rate, in and out points, size and layers.
    assert.equal(animation.fr, 30);
    assert.equal(animation.ip, 0);
    assert.equal(animation.op, 90);
    assert.deepEqual([animation.w, animation.h], [200, 200]);
    assert.ok(Array.isArray(animation.layers) && animation.layers.length > 0);
    // The same file the demo serves by address, for the element's custom url.
    const file = readFileSync(join(demoDir, 'demo-assets', 'lottie', 'weft-pulse.json'), 'utf8');
    assert.deepEqual(animation, JSON.parse(file));
    assert.equal((await get('/demo-assets/lottie/weft-pulse.json')).statusCode, 200);
  });

  test('an unknown code is a 404 envelope', async () => {
    const res = await get('/api/get-lottie-files/no-such-animation.json');
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().success, false);
  });

  test('a code is never a path, and the file must be asked for as .json', async () => {
    for (const url of [
      '/api/get-lottie-files/..%2F..%2Fsite-data.json',
      '/api/get-lottie-files/..%2Fbackend%2Fapp.json',
      '/api/get-lottie-files/weft-pulse',
      '/api/get-lottie-files/weft-pulse.js',
      '/api/get-lottie-files/.json',
    ]) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.json().success, false, url);
    }
  });
});
