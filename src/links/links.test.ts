import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { consent } from '../consent/state.js';
import { setFetchForTests } from '../http/index.js';
import { queue } from '../modals/index.js';
import { provideSiteData, type SiteData } from '../base/data.js';
import { captureErrors, settle, until } from '../../test/browser/helpers.js';
import { LINK_EVENT, openCheckout, performLink } from './actions.js';
import { clearClicks, countClick } from './calls.js';
import { linkHref, linkTarget } from './link.js';
import { chooseMultiple, isUrlShaped, phoneHref, replaceTags } from './rules.js';

describe('link rules', () => {
  const a = { limit: 3, link: { type: 'page', value: 'a' } };
  const b = { limit: 10, link: { type: 'page', value: 'b' } };

  it('multiple: the first action whose limit is at or above the count, sorted by limit', () => {
    expect(chooseMultiple([b, a], 0, false)).to.deep.equal({ action: a, clear: false });
    expect(chooseMultiple([b, a], 3, false)).to.deep.equal({ action: a, clear: false });
    expect(chooseMultiple([b, a], 4, false)).to.deep.equal({ action: b, clear: false });
  });

  it('multiple: none qualifies → the rotator clears and uses the first, else the last', () => {
    expect(chooseMultiple([b, a], 11, true)).to.deep.equal({ action: a, clear: true });
    expect(chooseMultiple([b, a], 11, false)).to.deep.equal({ action: b, clear: false });
    expect(chooseMultiple([], 1, true)).to.deep.equal({ action: null, clear: false });
  });

  it('replaces [tags] case-insensitively with URI-encoded values', () => {
    const tags = { Email: 'a+b@c.d', lead: { City: 'São Paulo' } };
    expect(replaceTags('https://x.com/?e=[EMAIL]&c=[city]&n=[name]', tags)).to.equal(
      'https://x.com/?e=a%2Bb%40c.d&c=S%C3%A3o%20Paulo&n=[name]',
    );
    expect(replaceTags('https://x.com/?e=[email]', false)).to.equal('https://x.com/?e=[email]');
  });

  it('opens a phone number as a call, a text message or a WhatsApp chat', () => {
    expect(phoneHref('+55 (11) 9999-0000', 'call')).to.equal('tel:+551199990000');
    expect(phoneHref('+55 11 9999-0000', 'sms')).to.equal('sms:+551199990000');
    expect(phoneHref('+55 11 9999-0000', 'whatsapp')).to.equal('https://wa.me/551199990000');
    expect(linkHref({ type: 'telefone', tel: '123', telOpenAs: 'whatsapp' })).to.equal('https://wa.me/123');
  });

  it('gives web links https, page links /{url}, email links mailto:', () => {
    expect(linkHref({ type: 'web', value: 'example.com' })).to.equal('https://example.com/');
    expect(linkHref({ type: 'page', value: 'about' })).to.equal(new URL('/about', location.href).href);
    expect(linkHref({ type: 'email', value: 'hi@example.com' })).to.equal('mailto:hi@example.com');
    expect(linkHref({ type: 'web', value: ' javascript:alert(1)' })).to.equal(null);
    expect(linkHref({ type: 'popup', value: '7' })).to.equal(null);
  });

  it('opens e-mail links in the same window whatever their target; others as asked', () => {
    expect(linkTarget({ type: 'email', value: 'hi@example.com', target: '_blank' })).to.equal(undefined);
    expect(linkTarget({ type: 'email', value: 'hi@example.com', target: '_parent' })).to.equal(undefined);
    expect(linkTarget({ type: 'web', value: 'example.com', target: '_blank' })).to.equal('_blank');
    expect(linkTarget({ type: 'web', value: 'example.com', target: '_parent' })).to.equal('_parent');
    expect(linkTarget({ type: 'web', value: 'example.com', target: '_self' })).to.equal(undefined);
  });

  it('knows a URL-shaped checkout address', () => {
    expect(isUrlShaped('https://pay.example.com/c/1')).to.equal(true);
    expect(isUrlShaped('pay here')).to.equal(false);
    expect(isUrlShaped('javascript:alert(1)')).to.equal(false);
  });
});

describe('performLink()', () => {
  let requests: string[];
  let answers: Record<string, unknown>;
  let navigate: sinon.SinonSpy;
  let open: sinon.SinonStub;

  beforeEach(() => {
    requests = [];
    answers = {};
    setFetchForTests(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requests.push(url.pathname + url.search);
      const body = answers[url.pathname] ?? { success: true };
      const value: unknown = typeof body === 'function' ? body(url) : body;
      // Text answers (the click count) go as they are; anything else as JSON.
      if (typeof value === 'string') return new Response(value, { headers: { 'content-type': 'text/plain' } });
      return new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
    });
    navigate = sinon.spy();
    (window as { weft?: unknown }).weft = { navigate };
    open = sinon.stub(window, 'open').returns(null);
  });
  afterEach(async () => {
    setFetchForTests(null);
    open.restore();
    delete (window as { weft?: unknown }).weft;
    for (const modal of [...queue.value]) modal.close();
    await settle();
  });

  it('page: navigates in the site to /{page url}', async () => {
    expect(await performLink({ type: 'page', value: 'about' })).to.equal('navigated');
    expect(navigate.calledOnceWith('/about')).to.equal(true);
  });

  it('web: opens a normalised https address in a new tab without the opener', async () => {
    await performLink({ type: 'web', value: 'example.com/offer', target: '_blank' });
    expect(open.calledOnceWith('https://example.com/offer', '_blank', 'noopener')).to.equal(true);
  });

  it('web: never opens javascript:, data: or vbscript: addresses', async () => {
    const errors = captureErrors();
    try {
      for (const value of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x']) {
        expect(await performLink({ type: 'web', value, target: '_blank' })).to.equal('none');
      }
      expect(open.called).to.equal(false);
    } finally {
      errors.restore();
    }
  });

  it('popup: opens the popup through window.weft.openPopup', async () => {
    const openPopup = sinon.spy();
    (window as { weft?: unknown }).weft = { navigate, openPopup };
    await performLink({ type: 'popup', valueID: 7 });
    expect(openPopup.calledOnceWith(7)).to.equal(true);
  });

  it('showHidePanel, restrict: handed to the runtime part that claims them, else one clear error', async () => {
    const seen: unknown[] = [];
    const claim = (e: Event) => {
      seen.push((e as CustomEvent).detail);
      e.preventDefault();
    };
    addEventListener(LINK_EVENT, claim);
    expect(await performLink({ type: 'showHidePanel', hiddenPanelName: 'offer' })).to.equal('handled');
    expect(await performLink({ type: 'restrict', valueID: 4 })).to.equal('opened');
    removeEventListener(LINK_EVENT, claim);
    expect(seen).to.deep.equal([
      { type: 'showHidePanel', name: 'offer' },
      { type: 'restrict', areaId: 4 },
    ]);
    const errors = captureErrors();
    try {
      expect(await performLink({ type: 'showHidePanel', hiddenPanelName: 'offer' })).to.equal('none');
      expect(errors.messages[0]).to.contain('nothing on this page handles a "showHidePanel" link');
    } finally {
      errors.restore();
    }
  });

  it('anchor: scrolls to the anchor; newAnchor waits about 800 ms on mobile', async () => {
    const target = document.createElement('section');
    target.id = 'pricing';
    document.body.append(target);
    const scroll = sinon.stub(target, 'scrollIntoView');
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await performLink({ type: 'anchor', value: '#pricing' });
      expect(scroll.callCount).to.equal(1);
      await performLink({ type: 'newAnchor', value: 'pricing' }, { device: 'mobile' });
      clock.tick(799);
      expect(scroll.callCount).to.equal(1);
      clock.tick(1);
      expect(scroll.callCount).to.equal(2);
      await performLink({ type: 'newAnchor', value: 'pricing' }, { device: 'desktop' });
      expect(scroll.callCount).to.equal(3);
    } finally {
      clock.restore();
      target.remove();
    }
  });

  it('multiple: asks the server for the count and follows the chosen action', async () => {
    const actions = [
      { limit: 10, link: { type: 'page', value: 'b' } },
      { limit: 3, link: { type: 'page', value: 'a' } },
    ];
    answers['/cheetah/link/multiple'] = { success: true, counter: 5, actions };
    await performLink({ type: 'multiple', value: 'CODE1' });
    expect(requests).to.deep.equal(['/cheetah/link/multiple?code=CODE1']);
    expect(navigate.lastCall.args[0]).to.equal('/b');
  });

  it('multiple: over every limit, the rotator clears the clicks and starts with the first', async () => {
    answers['/cheetah/link/multiple'] = { success: true, counter: 50 };
    const link = {
      type: 'multiple',
      value: 'R',
      multipleActionsRotator: true,
      multipleActions: [
        { limit: 10, link: { type: 'page', value: 'b' } },
        { limit: 3, link: { type: 'page', value: 'a' } },
      ],
    };
    await performLink(link);
    expect(requests).to.deep.equal(['/cheetah/link/multiple?code=R', '/cheetah/link/multiple?code=R&clear=1']);
    expect(navigate.lastCall.args[0]).to.equal('/a');
    // On an element: its clicks start over too (/cheetah/link/action clear=1).
    requests = [];
    answers['/cheetah/link/action'] = (url: URL) => (url.searchParams.get('clear') === '1' ? '0' : '51');
    const source = document.createElement('weft-button');
    source.id = 'btn-R';
    await performLink(link, { source });
    expect(requests).to.have.members([
      '/cheetah/link/action?btn_id=btn-R',
      '/cheetah/link/multiple?code=R',
      '/cheetah/link/multiple?code=R&clear=1',
      '/cheetah/link/action?btn_id=btn-R&clear=1',
    ]);
    await performLink({ ...link, multipleActionsRotator: false });
    expect(navigate.lastCall.args[0]).to.equal('/b');
  });

  it('multiple: a refusal in any spelling (success 0, "false") uses the link\'s own actions, from the start', async () => {
    const own = [
      { limit: 10, link: { type: 'page', value: 'b' } },
      { limit: 3, link: { type: 'page', value: 'a' } },
    ];
    for (const success of [0, 'false', '0']) {
      answers['/cheetah/link/multiple'] = {
        success,
        counter: 50,
        actions: [{ limit: 1, link: { type: 'page', value: 'server' } }],
      };
      await performLink({ type: 'multiple', value: 'N', multipleActions: own });
      expect(navigate.lastCall.args[0], String(success)).to.equal('/a');
    }
  });

  it('multiple: the rotator is on in every spelling of yes, off in every no', async () => {
    answers['/cheetah/link/multiple'] = { success: true, counter: 50 };
    const actions = [
      { limit: 10, link: { type: 'page', value: 'b' } },
      { limit: 3, link: { type: 'page', value: 'a' } },
    ];
    for (const yes of [1, '1', 'true', 'yes', 'on']) {
      await performLink({ type: 'multiple', value: 'R', multipleActionsRotator: yes, multipleActions: actions });
      expect(navigate.lastCall.args[0], String(yes)).to.equal('/a');
    }
    for (const no of [0, '0', 'false', 'no', 'off']) {
      await performLink({ type: 'multiple', value: 'R', multipleActionsRotator: no, multipleActions: actions });
      expect(navigate.lastCall.args[0], String(no)).to.equal('/b');
    }
  });

  it('video: opens the video modal', async () => {
    // A third-party player waits for marketing consent (src/modals): accepted here.
    consent.value = { chosen: true, accepted: ['marketing'] };
    await performLink({ type: 'video', value: 'https://vimeo.com/76979871' });
    await until(() => document.querySelector('weft-overlay')?.shadowRoot?.querySelector('iframe'), 'the video modal');
    expect(document.querySelector('weft-overlay')!.shadowRoot!.querySelector('iframe')!.src).to.equal(
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
    consent.value = { chosen: false, accepted: [] };
  });

  it('slider: fires showSlider with the slider page id', async () => {
    let detail: unknown;
    const listen = (e: Event) => (detail = (e as CustomEvent).detail);
    addEventListener('showSlider', listen);
    await performLink({ type: 'slider', valueID: 'page-3' });
    removeEventListener('showSlider', listen);
    expect(detail).to.deep.equal({ id: 'page-3' });
  });

  it('restrictIntegration: opens only a URL-shaped checkout address', async () => {
    await performLink({
      type: 'restrictIntegration',
      value: 'not a url',
      integrations: [{ id: 1, url_checkout: 'https://pay.example.com/x' }],
      target: '_blank',
    });
    expect(open.calledOnceWith('https://pay.example.com/x', '_blank', 'noopener')).to.equal(true);
    const errors = captureErrors();
    try {
      expect(
        await performLink({ type: 'restrictIntegration', value: 'nope', integrations: [{ url_checkout: 'checkout' }] }),
      ).to.equal('none');
      expect(errors.messages).to.have.length(1);
    } finally {
      errors.restore();
    }
  });

  it("restrictIntegration: looks up the area's integrations[].url_checkout in the site data", async () => {
    provideSiteData({
      pages: [
        {
          id: 9,
          url: 'vip',
          restrict_areas: [
            { id: 4, restrict_area_id: 12, integrations: [{ id: 2, url_checkout: 'https://pay.example.com/vip' }] },
          ],
        },
      ],
    } as SiteData);
    try {
      expect(await performLink({ type: 'restrictIntegration', valueID: 12, target: '_blank' })).to.equal('navigated');
      expect(open.lastCall.args).to.deep.equal(['https://pay.example.com/vip', '_blank', 'noopener']);
      // An integration named by id only: its address comes from the area.
      open.resetHistory();
      await performLink({ type: 'restrictIntegration', value: '', integrations: [{ id: 2 }], target: '_blank' });
      expect(open.lastCall?.args[0]).to.equal('https://pay.example.com/vip');
    } finally {
      provideSiteData(undefined);
    }
  });

  it('supercheckout: shows the loading overlay while the checkout opens, and closes it once open in a new tab', async () => {
    const kinds: string[] = [];
    open.callsFake(() => {
      kinds.push(...queue.value.map((m) => m.request.kind));
      return null;
    });
    document.documentElement.style.overflow = 'auto';
    try {
      await performLink({ type: 'supercheckout', value: 'https://pay.example.com/c/9', target: '_blank' });
      expect(kinds, 'the overlay covered the wait').to.deep.equal(['loading']);
      expect(open.calledOnceWith('https://pay.example.com/c/9', '_blank', 'noopener')).to.equal(true);
      expect(queue.value, 'closed once the tab opened').to.deep.equal([]);
      await until(() => !document.querySelector('weft-overlay')?.shadowRoot?.querySelector('dialog'), 'no dialog');
      expect(document.documentElement.style.overflow, 'the page is not locked').to.equal('auto');
    } finally {
      document.documentElement.style.overflow = '';
    }
  });

  it('supercheckout: in the same window the overlay stays until the page goes, so Back finds none', async () => {
    // The visitor's page unloads when a same-window checkout opens: here the opener only says it
    // started, and the page's pagehide is dispatched by hand.
    const follow = sinon.stub().returns(true);
    expect(openCheckout('https://pay.example.com/c/9', '_self', follow)).to.equal(true);
    expect(follow.calledOnceWith({ type: 'web', value: 'https://pay.example.com/c/9' }, '_self')).to.equal(true);
    await settle();
    expect(queue.value.map((m) => m.request.kind)).to.deep.equal(['loading']);
    dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    expect(queue.value).to.deep.equal([]);
    // Nothing opened: nothing to wait for.
    const errors = captureErrors();
    try {
      expect(openCheckout('https://pay.example.com/c/9', '_self', () => false)).to.equal(false);
      expect(queue.value).to.deep.equal([]);
    } finally {
      errors.restore();
    }
  });

  it('copy: copies its value to the clipboard', async () => {
    const write = sinon.stub(navigator.clipboard, 'writeText').resolves();
    try {
      expect(await performLink({ type: 'copy', value: 'PROMO10' })).to.equal('copied');
      expect(write.calledOnceWith('PROMO10')).to.equal(true);
    } finally {
      write.restore();
    }
  });

  it('browserNotification: reports a denied permission with how to enable it', async () => {
    const permission = sinon.stub(Notification, 'permission').get(() => 'denied');
    try {
      await performLink({ type: 'browserNotification' });
      expect(queue.value[0]!.request).to.deep.equal({ kind: 'notification', state: 'denied' });
    } finally {
      permission.restore();
    }
  });

  it('counts the click by the element id, votes once when only_once, and sends its pixel', async () => {
    const source = document.createElement('weft-button');
    source.id = 'btn-9';
    const pixels: unknown[] = [];
    const listen = (e: Event) => pixels.push((e as CustomEvent).detail);
    addEventListener('weft-pixel', listen);
    localStorage.removeItem('weft-vote:Q1');
    const link = {
      type: 'anchor',
      value: 'nowhere',
      vote: { active: true, question: 'Q1', option: 'yes', only_once: true },
      pixel: { event: 'Lead' },
    };
    const errors = captureErrors();
    try {
      await performLink(link, { source });
      await until(() => requests.length === 2, 'the count and the vote');
      await performLink(link, { source });
      await until(() => requests.length === 3, 'the second count');
      await settle();
    } finally {
      errors.restore();
      removeEventListener('weft-pixel', listen);
      localStorage.removeItem('weft-vote:Q1');
    }
    expect(requests.filter((r) => r.startsWith('/cheetah/link/action'))).to.deep.equal([
      '/cheetah/link/action?btn_id=btn-9',
      '/cheetah/link/action?btn_id=btn-9',
    ]);
    expect(requests.filter((r) => r.startsWith('/cheetah/link/vote'))).to.deep.equal([
      '/cheetah/link/vote?question_code=Q1&option=yes',
    ]);
    expect(pixels).to.deep.equal([
      { pixel: { event: 'Lead' }, source: 'btn-9' },
      { pixel: { event: 'Lead' }, source: 'btn-9' },
    ]);
  });

  it('votes only when vote.active is on in some spelling of yes, and only_once likewise', async () => {
    for (const no of [false, 0, '0', 'false', 'no', 'off']) {
      await performLink({ type: 'anchor', value: '', vote: { active: no, question: 'Q2', option: 'a' } });
    }
    localStorage.removeItem('weft-vote:Q3');
    try {
      for (const yes of [1, '1', 'yes']) {
        await performLink({ type: 'copy', value: 'x', vote: { active: yes, question: 'Q3', option: 'b', only_once: 'yes' } });
      }
      await until(() => requests.some((r) => r.startsWith('/cheetah/link/vote')), 'the vote');
      await settle();
    } finally {
      localStorage.removeItem('weft-vote:Q3');
    }
    expect(requests.filter((r) => r.startsWith('/cheetah/link/vote'))).to.deep.equal([
      '/cheetah/link/vote?question_code=Q3&option=b',
    ]);
  });

  it("vote.url: after the vote the voter goes there; an address that is none says 'Invalid URL'", async () => {
    const vote = { active: true, question: 'Q4', option: 'c', url: 'results.example.com/q4' };
    await performLink({ type: 'copy', value: 'x', target: '_blank', vote });
    await until(() => open.called, 'the results page');
    expect(open.lastCall.args).to.deep.equal(['https://results.example.com/q4', '_blank', 'noopener']);
    expect(requests.filter((r) => r.startsWith('/cheetah/link/vote'))).to.have.length(1);
    const errors = captureErrors();
    try {
      await performLink({ type: 'copy', value: 'x', vote: { ...vote, url: 'javascript:alert(1)' } });
      await until(() => queue.value.some((m) => m.request.kind === 'message'), 'the message');
    } finally {
      errors.restore();
    }
    const message = queue.value.find((m) => m.request.kind === 'message')!.request as { message: string };
    expect(message.message).to.equal('Invalid URL');
    expect(open.callCount).to.equal(1);
  });

  it("reads /cheetah/link/action's answer: the click count, or 'error' logged as a click not counted", async () => {
    answers['/cheetah/link/action'] = '7';
    expect(await countClick('btn-1')).to.equal(7);
    answers['/cheetah/link/action'] = '0';
    expect(await clearClicks('btn-1')).to.equal(0);
    expect(requests).to.deep.equal(['/cheetah/link/action?btn_id=btn-1', '/cheetah/link/action?btn_id=btn-1&clear=1']);
    answers['/cheetah/link/action'] = 'error';
    let refused: unknown;
    await countClick('btn-1').catch((error: unknown) => (refused = error));
    expect(String(refused)).to.contain('the server answered "error"');
    const source = document.createElement('weft-button');
    source.id = 'btn-1';
    const errors = captureErrors();
    try {
      await performLink({ type: 'anchor', value: 'nowhere' }, { source });
      await until(() => errors.messages.some((m) => m.includes('the click was not counted')), 'the log');
      expect(errors.messages.find((m) => m.includes('the click was not counted'))).to.contain('"error"');
    } finally {
      errors.restore();
    }
  });

  it('follows the secondary link in the other window', async () => {
    await performLink({ type: 'page', value: 'thanks', secondaryLink: { type: 'web', value: 'partner.example.com' } });
    expect(navigate.calledOnceWith('/thanks')).to.equal(true);
    expect(open.calledOnceWith('https://partner.example.com/', '_blank', 'noopener')).to.equal(true);
  });

  it('never throws: a failing call is logged and the page goes on', async () => {
    setFetchForTests(async () => new Response('boom', { status: 500 }));
    const errors = captureErrors();
    try {
      expect(await performLink({ type: 'multiple', value: 'X' })).to.equal('none');
      expect(errors.messages.some((m) => m.includes('"multiple" link failed'))).to.equal(true);
    } finally {
      errors.restore();
    }
  });
});
