// The reference backend's tracking and social-proof calls: `node --test test/node/`.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useBackend } from './backend.mjs';

let app;
useBackend('tracking', (started) => {
  app = started;
});

describe('tracking calls', () => {
  test('pixel endpoints answer script HTML for a pixel id, and refuse without one', async () => {
    const res = await app.inject('/cheetah/pixel/facebook?pixel-id=123');
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'], /^text\/html/);
    assert.match(res.body, /^<script src="\/demo-assets\/demo-pixel\.js" data-pixel="facebook" data-id="123"><\/script>$/);
    assert.equal((await app.inject('/cheetah/pixel/analytics')).statusCode, 422);
  });

  test('page-view, event, split-test and marketing-data calls answer JSON', async () => {
    assert.equal((await app.inject('/cheetah/pixel/get?url_origin=x')).json().standard_event, 'PageView');
    assert.equal((await app.inject('/cheetah/pixel/track?event_name=Lead')).json().event_name, 'Lead');
    assert.deepEqual((await app.inject('/cheetah/split-test')).json(), { success: true, data: null });
    assert.equal((await app.inject('/cheetah/search-mboss?website_id=site-1&email=a@b.c')).json().data.email, 'a@b.c');
  });

  test('split test: no test on a page answers data null; a tested page gives each visitor a variant, kept in a cookie', async () => {
    assert.deepEqual((await app.inject('/cheetah/split-test?page_id=1')).json(), { success: true, data: null });
    const first = await app.inject('/cheetah/split-test?page_id=3');
    assert.deepEqual(first.json(), { success: true, data: { test: 'about-image', variant: 'a' } });
    assert.match(first.headers['set-cookie'], /^weft_split_about-image=a; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const second = await app.inject('/cheetah/split-test?page_id=3');
    assert.deepEqual(second.json(), { success: true, data: { test: 'about-image', variant: 'b', hide: ['about-image'] } });
    // The same visitor again: the same variant, no new cookie.
    const again = await app.inject({
      url: '/cheetah/split-test?page_id=3',
      headers: { cookie: 'x=1; weft_split_about-image=b' },
    });
    assert.equal(again.json().data.variant, 'b');
    assert.equal(again.headers['set-cookie'], undefined);
    assert.deepEqual((await app.inject('/cheetah/split-test?page_id=__proto__')).json(), { success: true, data: null });
  });

  test('social proof lists recent sign-ups by first name, and records new ones', async () => {
    const seeded = (await app.inject('/cheetah/social-proof/1')).json().data;
    assert.deepEqual(
      seeded.map((s) => s.name),
      ['Ana', 'Bruno'],
    );
    const res = await app.inject({
      method: 'POST',
      url: '/cheetah/social-proof/register/1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'user_name=Carla+Souza',
    });
    assert.deepEqual(res.json(), { success: true });
    assert.equal((await app.inject('/cheetah/social-proof/1')).json().data[0].name, 'Carla');
    const empty = await app.inject({ method: 'POST', url: '/cheetah/social-proof/register/1', payload: { user_name: ' ' } });
    assert.equal(empty.statusCode, 422);
  });

  test('POST /cheetah/tag acknowledges a lead and list, and answers false otherwise', async () => {
    assert.deepEqual(
      (
        await app.inject({
          method: 'POST',
          url: '/cheetah/tag',
          payload: { email: 'a@b.c', list: 'L1', tag_value: 'x', websiteID: 's' },
        })
      ).json(),
      { success: true },
    );
    assert.equal((await app.inject({ method: 'POST', url: '/cheetah/tag', payload: {} })).body, 'false');
  });
});
