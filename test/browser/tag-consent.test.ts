/**
 * tagPage (runtime §3): a known lead who opens a tagging page is tagged in the owner's list with
 * POST /cheetah/tag. Tagging a person by the pages they visit is marketing: it waits for marketing
 * consent, and goes as soon as that is given while the visitor is still on the page.
 */
import { expect } from '@open-wc/testing';
import { choose, consent } from '../../src/consent/state.js';
import { setFetchForTests } from '../../src/http/index.js';
import { tagVisit } from '../../src/tracking/index.js';
import { forgetConsent } from './consent.js';
import { settle, until } from './helpers.js';

describe('tagging a lead who opens a page', () => {
  let tags: Array<Record<string, unknown>>;
  const start = location.pathname;
  beforeEach(() => {
    tags = [];
    consent.value = { chosen: false, accepted: [] };
    setFetchForTests(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (new URL(request.url).pathname === '/cheetah/tag') tags.push((await request.json()) as Record<string, unknown>);
      return Response.json({ success: true });
    });
  });
  afterEach(() => {
    setFetchForTests(null);
    history.replaceState(null, '', start);
    forgetConsent();
    consent.value = { chosen: false, accepted: [] };
  });

  it('waits for marketing consent, then tags once', async () => {
    tagVisit('lead@example.com', 'list-1', 'visited-offer', 'site-1');
    await settle(30);
    expect(tags, 'nothing before a choice').to.deep.equal([]);
    choose(['analytics'], 30);
    await settle(30);
    expect(tags, 'nor with analytics only').to.deep.equal([]);
    choose(['analytics', 'marketing'], 30);
    await until(() => tags.length === 1, 'the tag');
    expect(tags[0]).to.deep.equal({ email: 'lead@example.com', list: 'list-1', tag_value: 'visited-offer', websiteID: 'site-1' });
    choose(['marketing'], 30);
    await settle(30);
    expect(tags).to.have.length(1);
  });

  it('tags at once with marketing consent, and never for a page the visitor already left', async () => {
    choose(['marketing'], 30);
    tagVisit('lead@example.com', 'list-1', 'now', 'site-1');
    await until(() => tags.length === 1, 'the tag at once');
    consent.value = { chosen: false, accepted: [] };
    history.replaceState(null, '', '/offer');
    tagVisit('lead@example.com', 'list-1', 'left-before-consent', 'site-1');
    history.replaceState(null, '', '/elsewhere');
    choose(['marketing'], 30);
    await settle(30);
    expect(tags.map((t) => t['tag_value'])).to.deep.equal(['now']);
  });
});
