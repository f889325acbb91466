import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import sinon from 'sinon';
import { COPY_CHECK_MS, COPY_FADE_MS } from '../../src/constants.js';
import { setFetchForTests } from '../../src/http/index.js';
import {
  captureErrors,
  expectAccessible,
  mount,
  resetLanguage,
  setLanguage,
  settle,
  shadow,
  until,
} from '../../test/browser/helpers.js';
import { launchChoices } from './config.js';
import { readRanking, readReferral, sharePage } from './share.js';
import './launch.element.js';

const launch = (config: Record<string, unknown> = {}) => mount('weft-launch', config, { ready: '[part="root"]' });
const part = <T extends Element = HTMLElement>(el: HTMLElement, name: string) =>
  shadow(el).querySelector<T & Element>(`[part~="${name}"]`);
const linkOf = (el: HTMLElement) => part<HTMLInputElement>(el, 'link')!.value;
const shareHref = (el: HTMLElement, network: string) => part<HTMLAnchorElement>(el, `share-${network}`)!.href;
const text = (el: HTMLElement, name: string) => part(el, name)?.textContent ?? null;

/** Puts the page at `address` (path, query and hash) for one test. */
const visit = (address: string) => history.replaceState(null, '', address);
const setCookie = (value: string) => (document.cookie = `IdPaiOffice=${value}; path=/`);
const clearCookie = () => (document.cookie = 'IdPaiOffice=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');

describe('weft-launch', () => {
  const start = location.href;
  let requests: string[];
  let answer: () => Response | Promise<Response>;
  beforeEach(() => {
    requests = [];
    answer = () => Response.json({ rank_position: 3, rank_total: 120, registered: 5 });
    setFetchForTests(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requests.push(url.pathname + url.search);
      return answer();
    });
    localStorage.removeItem('mbsubscriber_uid');
    clearCookie();
    visit('/launch-page');
  });
  afterEach(async () => {
    setFetchForTests(null);
    localStorage.removeItem('mbsubscriber_uid');
    clearCookie();
    history.replaceState(null, '', start);
    await resetLanguage();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is accessible in every share theme', async () => {
    visit('/launch-page?aid=42&uid=sub-1');
    for (const theme of launchChoices.share_theme) {
      const el = await launch({ share_theme: theme });
      await until(() => part(el, 'position'), 'the ranking');
      await expectAccessible(el);
    }
  });

  describe('the share link', () => {
    it('is {origin}/{page}?aid={id}&origin_uid={subscriber id} from the query', async () => {
      visit('/launch-page?aid=42&uid=sub-1&other=x#top');
      const el = await launch();
      expect(linkOf(el)).to.equal(`${location.origin}/launch-page?aid=42&origin_uid=sub-1`);
    });

    it('prefers mbsubscriber_uid to uid, and keeps the launch it came through', async () => {
      visit('/launch-page?aid=42&uid=old&mbsubscriber_uid=mb-9&launch=spring');
      const el = await launch();
      expect(linkOf(el)).to.equal(`${location.origin}/launch-page?aid=42&origin_uid=mb-9&launch=spring`);
    });

    it('takes the aid from the hash #aid=<number> when the query has none', async () => {
      visit('/launch-page?uid=sub-1#aid=77');
      const el = await launch();
      expect(linkOf(el)).to.equal(`${location.origin}/launch-page?aid=77&origin_uid=sub-1`);
    });

    it('falls back to the IdPaiOffice cookie for the aid', async () => {
      setCookie('314');
      visit('/launch-page?uid=sub-1');
      const el = await launch();
      expect(linkOf(el)).to.equal(`${location.origin}/launch-page?aid=314&origin_uid=sub-1`);
      visit('/launch-page?aid=5&uid=sub-1#aid=6');
      expect(linkOf(await launch()), 'the query wins').to.contain('?aid=5&');
    });

    it('stores a subscriber id from the address, and uses the stored one on a later visit', async () => {
      visit('/launch-page?mbsubscriber_uid=mb-1');
      await launch();
      await until(() => localStorage.getItem('mbsubscriber_uid') === 'mb-1', 'the stored subscriber id');
      visit('/launch-page?aid=8');
      const later = await launch();
      expect(linkOf(later)).to.equal(`${location.origin}/launch-page?aid=8&origin_uid=mb-1`);
    });

    it('leaves out what is unknown', async () => {
      const el = await launch();
      expect(linkOf(el)).to.equal(`${location.origin}/launch-page`);
      visit('/launch-page?aid=1');
      expect(linkOf(await launch())).to.equal(`${location.origin}/launch-page?aid=1`);
    });

    it("points to the owner's page when url is set, through the URL policy", async () => {
      visit('/here?aid=1&uid=u');
      expect(linkOf(await launch({ url: 'launch' }))).to.equal(`${location.origin}/launch?aid=1&origin_uid=u`);
      expect(linkOf(await launch({ url: '/vip?x=1' }))).to.equal(`${location.origin}/vip?aid=1&origin_uid=u`);
      expect(linkOf(await launch({ url: 'https://shop.example/go' }))).to.equal('https://shop.example/go?aid=1&origin_uid=u');
      expect(linkOf(await launch({ url: 'shop.example/go' }))).to.equal('https://shop.example/go?aid=1&origin_uid=u');
      const errors = captureErrors();
      try {
        const el = await launch({ url: 'javascript:alert(1)' });
        expect(linkOf(el)).to.equal(`${location.origin}/here?aid=1&origin_uid=u`);
        expect(errors.messages).to.have.length(1);
      } finally {
        errors.restore();
      }
    });

    it('reads its sources as pure rules', () => {
      const read = (search: string, hash = '', cookies = '', stored: string | null = null) =>
        readReferral({ search, hash, cookies, stored });
      expect(read('', '#/page&aid=12').aid).to.equal('12');
      expect(read('', '#said=12').aid).to.equal(null);
      expect(read('', '#aid=12x').aid).to.equal(null);
      expect(read('', '', 'a=1; IdPaiOffice=9%209; b=2').aid).to.equal('9 9');
      expect(read('?uid=%20%20', '', '', 'kept')).to.deep.include({ subscriber: 'kept', subscriberFromQuery: false });
      expect(sharePage('', 'https://site.example/a/b?uid=secret#x')!.href).to.equal('https://site.example/a/b');
      expect(sharePage('data:text/html,hi', 'https://site.example/')).to.equal(null);
    });
  });

  it('shares on every network with a real link to its share address', async () => {
    visit('/launch-page?aid=42&uid=sub-1');
    const el = await launch();
    const link = encodeURIComponent(`${location.origin}/launch-page?aid=42&origin_uid=sub-1`);
    expect(shareHref(el, 'email')).to.equal(`mailto:?body=${link}`);
    expect(shareHref(el, 'facebook')).to.equal(`https://www.facebook.com/sharer/sharer.php?u=${link}`);
    expect(shareHref(el, 'twitter')).to.equal(`https://twitter.com/intent/tweet?url=${link}`);
    expect(shareHref(el, 'linkedin')).to.equal(`https://www.linkedin.com/sharing/share-offsite/?url=${link}`);
    expect(shareHref(el, 'whatsapp')).to.equal(`https://wa.me/?text=${link}`);
    expect(shareHref(el, 'telegram')).to.equal(`https://t.me/share/url?url=${link}`);
    const facebook = part<HTMLAnchorElement>(el, 'share-facebook')!;
    expect(facebook.localName).to.equal('a');
    expect(facebook.target).to.equal('_blank');
    expect(facebook.relList.contains('noopener')).to.equal(true);
    expect(facebook.getAttribute('aria-label')).to.equal('Share on Facebook (opens in a new tab)');
    const email = part<HTMLAnchorElement>(el, 'share-email')!;
    expect(email.getAttribute('aria-label')).to.equal('Share by email');
    expect(email.hasAttribute('target'), 'the mail app opens by itself').to.equal(false);
  });

  describe('the copy button', () => {
    it('copies the link, shows a check for 1 s, then the message fades over 500 ms', async () => {
      visit('/launch-page?aid=42');
      const write = sinon.stub(navigator.clipboard, 'writeText').resolves();
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const el = await launch();
        const copy = part<HTMLButtonElement>(el, 'copy')!;
        const status = part(el, 'copied')!;
        const check = () => copy.querySelector('path')!.getAttribute('d') === 'M4 12l5 5L20 6';
        expect(copy.localName).to.equal('button');
        expect(copy.textContent).to.equal('Copy link');
        expect(status.getAttribute('role')).to.equal('status');
        expect(status.textContent).to.equal('');
        copy.click();
        await until(() => status.textContent === 'Copied to clipboard', 'the copied message');
        expect(write.calledOnceWith(`${location.origin}/launch-page?aid=42`)).to.equal(true);
        expect(check(), 'the check icon').to.equal(true);
        await settle();
        clock.tick(COPY_CHECK_MS - 1);
        await settle();
        expect(check(), 'still the check').to.equal(true);
        expect(status.classList.contains('fading')).to.equal(false);
        clock.tick(1);
        await until(() => !check(), 'the copy icon again');
        expect(status.classList.contains('fading'), 'fading out').to.equal(true);
        expect(status.textContent).to.equal('Copied to clipboard');
        expect(getComputedStyle(status).transitionDuration).to.equal('0.5s');
        await settle();
        clock.tick(COPY_FADE_MS);
        await until(() => status.textContent === '', 'the message gone');
      } finally {
        clock.restore();
        write.restore();
      }
    });

    it('does not fade with prefers-reduced-motion: the message goes after 1 s', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const write = sinon.stub(navigator.clipboard, 'writeText').resolves();
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const el = await launch();
        const status = part(el, 'copied')!;
        part<HTMLButtonElement>(el, 'copy')!.click();
        await until(() => status.textContent === 'Copied to clipboard', 'the copied message');
        await settle();
        clock.tick(COPY_CHECK_MS);
        await until(() => status.textContent === '', 'the message gone at once');
        expect(status.classList.contains('fading')).to.equal(false);
      } finally {
        clock.restore();
        write.restore();
      }
    });

    it('selects the link in its read-only field when the clipboard is refused', async () => {
      const write = sinon.stub(navigator.clipboard, 'writeText').rejects(new DOMException('denied', 'NotAllowedError'));
      const exec = sinon.stub(document, 'execCommand').returns(false);
      try {
        const el = await launch();
        const field = part<HTMLInputElement>(el, 'link')!;
        expect(field.readOnly).to.equal(true);
        part<HTMLButtonElement>(el, 'copy')!.click();
        await until(() => exec.called, 'the fallback');
        expect(shadow(el).activeElement).to.equal(field);
        expect([field.selectionStart, field.selectionEnd]).to.deep.equal([0, field.value.length]);
        await settle();
        expect(part(el, 'copied')!.textContent, 'nothing was copied').to.equal('');
      } finally {
        exec.restore();
        write.restore();
      }
    });
  });

  describe('the ranking', () => {
    it('asks for the visitor’s ranking and shows it, with the people registered by the link', async () => {
      visit('/launch-page?uid=sub 1');
      const el = await launch();
      await until(() => part(el, 'position'), 'the ranking');
      expect(requests).to.deep.equal(['/cheetah/pixel/ranking?subscriber_id=sub+1']);
      expect(text(el, 'position')).to.equal('You are #3 of 120');
      expect(text(el, 'registered')).to.equal('5 people registered through your link');
    });

    it('hides the registered line when the answer has no count, and says one person', async () => {
      localStorage.setItem('mbsubscriber_uid', 'stored-1');
      answer = () => Response.json({ rank_position: '1', rank_total: '2' });
      const el = await launch();
      await until(() => part(el, 'position'), 'the ranking');
      expect(requests).to.deep.equal(['/cheetah/pixel/ranking?subscriber_id=stored-1']);
      expect(part(el, 'registered')).to.equal(null);
      expect(readRanking({ rank_position: 1, rank_total: 1, registered: 1 }).registered).to.equal(1);
      answer = () => Response.json({ rank_position: 1, rank_total: 9, registered: 1 });
      const one = await launch();
      await until(() => part(one, 'registered'), 'the count');
      expect(text(one, 'registered')).to.equal('1 person registered through your link');
    });

    it('follows the show flags', async () => {
      visit('/launch-page?uid=sub-1');
      const el = await launch({ show_registered: false, show_share: false });
      await until(() => part(el, 'position'), 'the ranking');
      expect(part(el, 'registered')).to.equal(null);
      expect(part(el, 'share')).to.equal(null);
      const bare = await launch({ show_ranking: false, show_registered: false, show_link: false });
      await settle();
      expect(part(bare, 'ranking')).to.equal(null);
      expect(part(bare, 'link')).to.equal(null);
      expect(part(bare, 'copy')).to.equal(null);
      expect(part(bare, 'share-facebook')).to.not.equal(null);
    });

    it('logs one error when the call fails, and still offers the link and the buttons', async () => {
      visit('/launch-page?aid=2&uid=sub-1');
      answer = () => new Response('nope', { status: 404 });
      const errors = captureErrors();
      try {
        const el = await launch();
        await until(() => errors.messages.length > 0, 'the error');
        await settle();
        expect(errors.messages).to.have.length(1);
        expect(part(el, 'ranking')).to.equal(null);
        expect(linkOf(el)).to.equal(`${location.origin}/launch-page?aid=2&origin_uid=sub-1`);
        expect(part(el, 'share-whatsapp')).to.not.equal(null);
      } finally {
        errors.restore();
      }
    });

    it('is not asked for without a subscriber id', async () => {
      visit('/launch-page?aid=2');
      const el = await launch();
      await settle();
      expect(requests).to.deep.equal([]);
      expect(part(el, 'ranking')).to.equal(null);
      expect(linkOf(el)).to.not.contain('origin_uid');
    });

    it("previews the owner's rank_position and rank_total in the editor, without a call", async () => {
      const marker = document.createElement('div');
      marker.setAttribute('data-weft-editor', '');
      document.body.append(marker);
      try {
        visit('/launch-page?uid=sub-1');
        const el = await launch({ rank_position: 4, rank_total: 50 });
        await until(() => part(el, 'position'), 'the preview');
        expect(text(el, 'position')).to.equal('You are #4 of 50');
        await settle();
        expect(requests).to.deep.equal([]);
      } finally {
        marker.remove();
      }
    });
  });

  it('aligns to the reading start, centre or end, and takes its share theme', async () => {
    const rootOf = (el: HTMLElement) => part(el, 'root')!;
    expect(getComputedStyle(rootOf(await launch())).alignItems).to.equal('center');
    expect(getComputedStyle(rootOf(await launch({ align: 'right' }))).alignItems).to.equal('flex-end');
    const outline = await launch({ share_theme: 'outline' });
    expect(getComputedStyle(part(outline, 'share-facebook')!).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(part(outline, 'share-facebook')!).color).to.equal('rgb(24, 119, 242)');
    const round = await launch({ share_theme: 'round' });
    expect(getComputedStyle(part(round, 'share-facebook')!).borderRadius).to.equal('50%');
    const filled = await launch();
    expect(getComputedStyle(part(filled, 'share-facebook')!).backgroundColor).to.equal('rgb(24, 119, 242)');
  });

  it('mirrors in a right-to-left language, with the link still left to right', async () => {
    visit('/launch-page?aid=42&uid=sub-1');
    const el = await launch({ align: 'left' });
    el.parentElement!.style.width = '600px';
    await setLanguage('he_IL');
    await until(() => el.getAttribute('dir') === 'rtl', 'dir=rtl');
    await until(() => part(el, 'copy')!.textContent !== 'Copy link', 'Hebrew labels');
    const root = part(el, 'root')!.getBoundingClientRect();
    const share = part(el, 'share')!.getBoundingClientRect();
    expect(Math.round(root.right - share.right), 'left is the reading start: the right').to.equal(0);
    expect(part(el, 'link')!.getAttribute('dir')).to.equal('ltr');
    await expectAccessible(el);
  });
});
