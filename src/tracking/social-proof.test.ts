import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { consent } from '../consent/state.js';
import { setFetchForTests } from '../http/index.js';
import { openModal } from '../modals/index.js';
import { armed, settle, until } from '../../test/browser/helpers.js';
import { startSocialProof, timeAgo, TOAST_VISIBLE_MS, TOASTS_TAG } from './social-proof.js';

const region = () => document.querySelector(TOASTS_TAG)?.shadowRoot?.querySelector('section') ?? null;
const toastText = () => region()?.querySelector('p')?.textContent ?? null;

describe('social-proof notifications', () => {
  let clock: sinon.SinonFakeTimers;
  let requests: string[];
  beforeEach(() => {
    requests = [];
    clock = sinon.useFakeTimers({ now: Date.UTC(2026, 10, 21, 12), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    setFetchForTests(async (input) => {
      requests.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return Response.json({
        success: true,
        data: [
          { name: 'Ana', created_at: new Date(Date.UTC(2026, 10, 21, 11, 57)).toISOString() },
          { name: '<img src=x onerror=alert(1)>' },
          { name: '' },
        ],
      });
    });
  });
  afterEach(() => {
    clock.restore();
    setFetchForTests(null);
    document.querySelectorAll(TOASTS_TAG).forEach((t) => t.remove());
  });

  it('says how long ago in the visitor’s language', () => {
    const now = Date.UTC(2026, 10, 21, 12);
    expect(timeAgo(new Date(now - 180_000).toISOString(), now, 'en-US')).to.equal('3 minutes ago');
    expect(timeAgo(new Date(now - 7_200_000).toISOString(), now, 'fr-FR')).to.equal('il y a 2 heures');
    expect(timeAgo(undefined, now, 'en-US')).to.equal('');
  });

  it('waits for the consent choice, then shows one small toast at a time, politely', async () => {
    consent.value = { chosen: false, accepted: [] };
    const run = startSocialProof({ campaign_id: 5, interval: 8 });
    await settle();
    expect(requests).to.deep.equal([]);
    consent.value = { chosen: true, accepted: [] };
    await until(() => requests.length === 1, 'the sign-ups');
    expect(requests[0]).to.equal('/cheetah/social-proof/5');
    // The first toast is timed once the sign-ups' answer has been read.
    await armed(clock);
    clock.tick(8000);
    await until(() => toastText() !== null, 'the first toast');
    expect(region()!.getAttribute('aria-live')).to.equal('polite');
    expect(toastText()).to.equal('Ana signed up · 3 minutes ago');
    clock.tick(TOAST_VISIBLE_MS);
    await until(() => toastText() === null, 'the toast to go');
    clock.tick(8000 - TOAST_VISIBLE_MS);
    await until(() => toastText() !== null, 'the second toast');
    expect(toastText()).to.equal('<img src=x onerror=alert(1)> signed up');
    expect(region()!.querySelector('img')).to.equal(null);
    void run;
  });

  it('is dismissible, and waits while a modal is open', async () => {
    consent.value = { chosen: true, accepted: [] };
    const modal = openModal({ kind: 'message', message: 'busy' });
    void startSocialProof({ campaign_id: 6, interval: 1 });
    await until(() => requests.length === 1);
    await armed(clock);
    clock.tick(1000);
    await settle();
    expect(toastText()).to.equal(null);
    modal.close();
    await until(() => toastText() !== null, 'the toast after the modal');
    const close = region()!.querySelector<HTMLButtonElement>('button')!;
    expect(close.getAttribute('aria-label')).to.equal('Close');
    close.click();
    expect(toastText()).to.equal(null);
  });
});
