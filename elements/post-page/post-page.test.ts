import { expect, fixtureCleanup } from '@open-wc/testing';
import sinon from 'sinon';
import { BLOG_AREA_ID, fakeBlog, MEMBER, post, WEBSITE_ID, type FakeBlog, installSiteData } from '../../test/fakes/blog.js';
import { resetBlogCacheForTests } from '../../src/blog/settings.js';
import { formatDate } from '../../src/blog/dates.js';
import { resetPostsForTests } from '../../src/blog/post.js';
import { NAVIGATED_EVENT as NAVIGATED } from '../../src/base/go.js';
import { knownMissing, NOT_FOUND_EVENT, resetNotFoundForTests } from '../../src/site/not-found.js';
import { COPY_CHECK_MS } from '../../src/constants.js';
import { device } from '../../src/device.js';
import { clearSession, storeLogin } from '../../src/session/index.js';
import {
  $,
  $$,
  armed,
  captureErrors,
  expectAccessible,
  mount,
  resetLanguage,
  setLanguage,
  settle,
  shadow,
  until,
} from '../../test/browser/helpers.js';
import { SHARE_TARGETS, shareTargets } from './share.js';
import '../panel/panel.element.js';
import './post-page.element.js';

const href = (el: HTMLElement | null) => (el as HTMLAnchorElement | null)?.getAttribute('href') ?? null;
const shareIds = (el: HTMLElement) =>
  $$(el, '[part~="share-button"]').map((b) => b.getAttribute('part')!.split(' ')[1]!.replace('share-', ''));

/** Mounts the post page at `path` and waits until it has loaded (the post or its empty state). */
async function open(path: string, config: Record<string, unknown> = {}): Promise<HTMLElement> {
  history.replaceState(null, '', path);
  const el = await mount('weft-post-page', config, { ready: '[part~="base"]' });
  await until(() => !$(el, '[part~="loading"]'), 'the post to load');
  return el;
}

const ALL_OFF = Object.fromEntries(
  ['email', 'copy', 'facebook', 'instagram', 'twitter', 'linkedin', 'youtube', 'medium', 'pinterest', 'whatsapp', 'telegram'].map(
    (k) => [k, false],
  ),
);

describe('weft-post-page', () => {
  let blog: FakeBlog;
  const start = location.pathname + location.search;
  let removeSiteData = () => {};
  beforeEach(() => {
    removeSiteData = installSiteData({ pages: [] });
    blog = fakeBlog();
    blog.answers.set('/cheetah/blog/get-capture-config', {});
    blog.answers.set('/register-view', {});
    resetPostsForTests();
    resetBlogCacheForTests();
    for (const key of Object.keys(localStorage)) if (key.startsWith('viewed-post-')) localStorage.removeItem(key);
    clearSession();
  });
  afterEach(async () => {
    // The elements go first: nothing they do on the way out reaches the real network.
    fixtureCleanup();
    blog.restore();
    removeSiteData();
    history.replaceState(null, '', start);
    device.value = 'desktop';
    clearSession();
    document.querySelectorAll('[data-weft-editor]').forEach((e) => e.remove());
    await resetLanguage();
  });

  it('placed by left and top in a panel, grows with a long post and the panel with it (nothing cut off)', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `<p>Paragraph ${i + 1} of a long post.</p>`).join('');
    blog.answers.set('/cheetah/blog/get-new', post({ url: 'long', content: long }));
    history.replaceState(null, '', '/blog/long');
    const panel = document.createElement('weft-panel');
    panel.setAttribute('config', JSON.stringify({ height: 400 }));
    const el = document.createElement('weft-post-page');
    el.setAttribute('config', JSON.stringify({ left: 20, top: 20, width: 500, height: 300 }));
    panel.append(el);
    document.body.append(panel);
    try {
      await until(() => $(el, '[part="content"] p:last-child'), 'the long post');
      expect(getComputedStyle(el).position).to.equal('absolute');
      const last = () => $(el, '[part="content"] p:last-child')!.getBoundingClientRect().bottom;
      await until(() => last() <= panel.getBoundingClientRect().bottom, 'the panel to hold the whole post');
      expect(el.getBoundingClientRect().height).to.be.above(300);
      expect(panel.getBoundingClientRect().height).to.be.above(400);
    } finally {
      panel.remove();
    }
  });

  describe('accessibility', () => {
    it('is accessible with a whole post: details, content, share bar and author box, in both share themes', async () => {
      blog.answers.set('/cheetah/blog/get-new', post({ url: 'a11y' }));
      for (const theme of ['default', 'circle']) {
        const el = await open('/blog/a11y', { show: { shareBar: { theme, align: 'center' } } });
        expect($(el, '[part="share-bar"]')!.className).to.contain(`theme-${theme}`);
        await expectAccessible(el);
      }
    });

    it('is accessible while loading, with the wall, and empty', async () => {
      blog.hold();
      blog.answers.set('/cheetah/blog/get-new', post({ url: 'walled', is_capture: 1, message_capture: '<p>Members only</p>' }));
      history.replaceState(null, '', '/blog/walled');
      const el = await mount('weft-post-page', {}, { ready: '[part~="base"]' });
      expect($(el, '[part~="loading"]')!.getAttribute('role')).to.equal('status');
      await expectAccessible(el);
      blog.release();
      await until(() => $(el, '[part="wall"]'));
      await until(() => blog.of('/cheetah/blog/get-capture-config').length === 1);
      await expectAccessible(el);
      blog.answers.delete('/cheetah/blog/get-new');
      const empty = await open('/blog/missing');
      expect($(empty, '[part~="empty"]')!.textContent).to.equal('This post is not available.');
      await expectAccessible(empty);
    });
  });

  describe('the post', () => {
    it('reads the post of /blog/{post url} from the site, with its title, content, date and categories', async () => {
      blog.answers.set('/cheetah/blog/get-new', post({ url: 'first-trip', title: 'First trip' }));
      const el = await open('/blog/first-trip', { show: { formatDate: 'DD/MM/YYYY' } });
      const [call] = blog.of('/cheetah/blog/get-new');
      expect(call!.url.searchParams.get('post')).to.equal('first-trip');
      expect($(el, '[part="title"]')!.textContent).to.equal('First trip');
      expect($(el, '[part="title"]')!.localName).to.equal('h1');
      expect($(el, '[part="content"]')!.textContent).to.match(/^The text of post \d+\.$/);
      const at = new Date(Date.UTC(2026, 2, 14, 9, 30));
      expect($(el, '[part="date"]')!.textContent).to.equal(formatDate(at, 'DD/MM/YYYY'));
      expect($(el, '[part="date"]')!.getAttribute('datetime')).to.equal(at.toISOString());
      const categories = $$(el, '[part="categories"] a').map((a) => [a.textContent, href(a)]);
      expect(categories).to.deep.equal([
        ['Travel', '/c/travel'],
        ['Food', '/c/food'],
      ]);
    });

    it('reads the post of an id query parameter from the blog service', async () => {
      blog.answers.set('/news/get-by-id', { data: post({ title: 'By id' }) });
      const el = await open('/post?id=42');
      const [call] = blog.of('/news/get-by-id');
      expect(call!.path).to.equal('/news/get-by-id/42');
      expect(call!.url.searchParams.get('website_id')).to.equal(WEBSITE_ID);
      expect($(el, '[part="title"]')!.textContent).to.equal('By id');
    });

    it('follows an in-site navigation to another post', async () => {
      blog.answers.set('/cheetah/blog/get-new', (call: { url: URL }) =>
        post({ url: call.url.searchParams.get('post'), title: `Title of ${call.url.searchParams.get('post')}` }),
      );
      const el = await open('/blog/one');
      expect($(el, '[part="title"]')!.textContent).to.equal('Title of one');
      history.pushState(null, '', '/blog/two');
      dispatchEvent(new Event(NAVIGATED));
      await until(() => $(el, '[part="title"]')?.textContent === 'Title of two', 'the second post');
    });

    it('sanitises the post HTML: no script runs, no handler, styles kept through CSSOM', async () => {
      const pwned = '__postPagePwned';
      blog.answers.set(
        '/cheetah/blog/get-new',
        post({
          url: 'html',
          content: `<p style="color: rgb(1, 2, 3)">Safe</p><img src="x" onerror="window.${pwned}=1"><script>window.${pwned}=1</script><a href="javascript:window.${pwned}=1">x</a>`,
        }),
      );
      const el = await open('/blog/html');
      const content = $(el, '[part="content"]')!;
      await settle();
      expect((window as unknown as Record<string, unknown>)[pwned]).to.equal(undefined);
      expect(content.querySelector('script')).to.equal(null);
      expect(content.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
      expect(content.querySelector('a')!.getAttribute('href')).to.equal(null);
      expect(content.querySelector('p')!.style.color).to.equal('rgb(1, 2, 3)');
      expect(content.querySelector('p')!.hasAttribute('style')).to.equal(true);
    });

    it('registers a view with first=true only on the first view of a post in this browser', async () => {
      blog.answers.set('/cheetah/blog/get-new', post({ url: 'counted' }));
      blog.answers.set('/register-view', {});
      await open('/blog/counted');
      await until(() => blog.of('/register-view').length === 1, 'the first view');
      const [first] = blog.of('/register-view');
      expect(first!.path).to.equal('/register-view/counted');
      expect(first!.url.searchParams.get('first')).to.equal('true');
      expect(first!.url.searchParams.get('website_id')).to.equal(WEBSITE_ID);
      await until(() => localStorage.getItem('viewed-post-counted') !== null, 'the viewed flag');
      await open('/blog/counted');
      await until(() => blog.of('/register-view').length === 2, 'the second view');
      expect(blog.of('/register-view')[1]!.url.searchParams.has('first')).to.equal(false);
    });

    it('shows its empty state and logs one error naming the tag when the post cannot be loaded', async () => {
      blog.answers.set('/cheetah/blog/get-new', new Response('{"message":"down"}', { status: 400 }));
      const errors = captureErrors();
      try {
        const el = await open('/blog/broken');
        expect($(el, '[part~="empty"]')!.textContent).to.equal('This post is not available.');
        expect(errors.messages).to.have.length(1);
        expect(errors.messages[0]).to.contain('<weft-post-page>');
      } finally {
        errors.restore();
      }
    });

    describe('a post the site does not have', () => {
      let heard: Array<{ path: unknown; composed: boolean; bubbles: boolean }>;
      const listen = (event: Event) =>
        heard.push({
          path: (event as CustomEvent<{ path?: unknown }>).detail?.path,
          composed: event.composed,
          bubbles: event.bubbles,
        });
      beforeEach(() => {
        heard = [];
        resetNotFoundForTests();
        document.addEventListener(NOT_FOUND_EVENT, listen);
      });
      afterEach(() => document.removeEventListener(NOT_FOUND_EVENT, listen));

      it('reached through the fallback /{post url}, tells the site runtime with a bubbling, composed event', async () => {
        // No answer set: the site answers 404, 'Post not found', as demo/backend/blog.mjs does.
        const errors = captureErrors();
        try {
          const el = await open('/nothing-here');
          await until(() => heard.length === 1, 'the not-found event');
          expect(heard[0]).to.deep.equal({ path: '/nothing-here', composed: true, bubbles: true });
          expect(knownMissing('/nothing-here')).to.equal(true);
          expect(blog.of('/cheetah/blog/get-new')[0]!.url.searchParams.get('post')).to.equal('nothing-here');
          // Without a site runtime to draw the 404 page, its own message stays; no error: nothing failed.
          expect($(el, '[part~="empty"]')!.textContent).to.equal('This post is not available.');
          expect(errors.messages).to.deep.equal([]);
        } finally {
          errors.restore();
        }
      });

      it('says so with an empty answer too', async () => {
        blog.answers.set('/cheetah/blog/get-new', {});
        await open('/empty-answer');
        await until(() => heard.length === 1, 'the not-found event');
        expect(heard[0]!.path).to.equal('/empty-answer');
      });

      it('sends no event for /blog/{post url}, for ?id= or for a real post', async () => {
        await open('/blog/nothing-here');
        await open('/nothing-here?id=404404');
        await until(() => blog.of('/news/get-by-id/404404').length === 1, 'the id lookup');
        blog.answers.set('/cheetah/blog/get-new', post({ url: 'real' }));
        const real = await open('/real');
        expect($(real, '[part="title"]')).to.not.equal(null);
        await settle();
        expect(heard).to.deep.equal([]);
        expect(knownMissing('/blog/nothing-here')).to.equal(false);
      });

      it('keeps its own error state, with no event, when the call fails (server error or no answer)', async () => {
        const errors = captureErrors();
        try {
          blog.answers.set('/cheetah/blog/get-new', new Response('{"message":"down"}', { status: 503 }));
          const down = await open('/server-down');
          expect($(down, '[part~="empty"]')!.textContent).to.equal('This post is not available.');
          blog.answers.set('/cheetah/blog/get-new', () => {
            throw new TypeError('Failed to fetch');
          });
          const offline = await open('/offline');
          expect($(offline, '[part~="empty"]')!.textContent).to.equal('This post is not available.');
          await settle();
          expect(heard).to.deep.equal([]);
          expect(errors.messages).to.have.length(2);
          expect(knownMissing('/server-down')).to.equal(false);
        } finally {
          errors.restore();
        }
      });
    });

    it('shows a post not released yet without its content, and sends the visitor to the blocked-post address', async () => {
      const navigate = sinon.spy();
      (window as unknown as { weft: Record<string, unknown> }).weft.navigate = navigate;
      blog.answers.set(
        '/cheetah/blog/get-new',
        post({ url: 'soon', date_cycle: 'Scheduled', scheduled_date: '2099-01-01 10:00:00', content: '<p>Secret</p>' }),
      );
      blog.answers.set('/get-key', { key: 'k1', pre_block_scheduled_url: '/coming-soon' });
      try {
        const el = await open('/blog/soon');
        expect($(el, '[part="not-yet"]')!.textContent).to.contain('This post will be available on 2099-01-01');
        expect(shadow(el).textContent).to.not.contain('Secret');
        await until(() => navigate.called, 'the redirect');
        expect(navigate.firstCall.args).to.deep.equal(['/coming-soon', { replace: true }]);
      } finally {
        delete (window as unknown as { weft: Record<string, unknown> }).weft.navigate;
      }
    });

    it('draws the title, author and categories in their styles and the post colours', async () => {
      blog.answers.set('/cheetah/blog/get-new', post({ url: 'styled' }));
      const el = await open('/blog/styled', {
        colors: { color_1: '#ff0000', color_2: '#00ff00', color_3: '#0000ff', color_4: '#123456', color_5: '#abcdef' },
        styles: {
          title: { family: 'Georgia', size: 40, sizeMobile: 24, weight: '300', style: 'italic', align: 'center' },
          author: { color: '#112233', size: '18px' },
          categories: { size: 12 },
        },
      });
      const title = getComputedStyle($(el, '[part="title"]')!);
      expect([title.fontFamily, title.fontSize, title.color, title.fontWeight, title.fontStyle, title.textAlign]).to.deep.equal([
        'Georgia',
        '40px',
        'rgb(255, 0, 0)',
        '300',
        'italic',
        'center',
      ]);
      expect(getComputedStyle($(el, '[part="author-name"]')!).color).to.equal('rgb(17, 34, 51)');
      expect(getComputedStyle($(el, '[part="author-name"]')!).fontSize).to.equal('18px');
      expect(getComputedStyle($(el, '[part="categories"] a')!).fontSize).to.equal('12px');
      expect(getComputedStyle($(el, '[part="details"]')!).color).to.equal('rgb(0, 0, 255)');
      expect(getComputedStyle($(el, '[part="content"]')!).color).to.equal('rgb(0, 255, 0)');
      expect(getComputedStyle($(el, '[part~="share-button"]')!).backgroundColor).to.equal('rgb(18, 52, 86)');
      expect(getComputedStyle($(el, '[part="author"]')!).backgroundColor).to.equal('rgb(171, 205, 239)');
      device.value = 'mobile';
      await until(() => getComputedStyle($(el, '[part="title"]')!).fontSize === '24px', 'the mobile size');
    });

    it('hides the details, the date, the categories and the author box when told to', async () => {
      blog.answers.set('/cheetah/blog/get-new', post({ url: 'bare' }));
      const noDetails = await open('/blog/bare', { show: { display: false } });
      expect($(noDetails, '[part="details"]')).to.equal(null);
      const noDate = await open('/blog/bare', { show: { date: false } });
      expect($(noDate, '[part="date"]')).to.equal(null);
      expect($(noDate, '[part="categories"]')).to.not.equal(null);
      const noCategories = await open('/blog/bare', { show: { categories: false, author: false } });
      expect($(noCategories, '[part="categories"]')).to.equal(null);
      expect($(noCategories, '[part="date"]')).to.not.equal(null);
      expect($(noCategories, '[part="author"]')).to.equal(null);
    });
  });

  describe('the author box', () => {
    it('shows the author name linked to /a/{slug}, the picture and the profiles of the switched-on networks', async () => {
      blog.answers.set('/cheetah/blog/get-new', post({ url: 'by-ana' }));
      const el = await open('/blog/by-ana', { show: { shareBar: { linkedin: false } } });
      expect($(el, '[part="author-name"]')!.textContent).to.equal('Ana Lima');
      expect(href($(el, '[part="author-name"]'))).to.equal('/a/ana-lima');
      expect($(el, '[part="avatar"]')!.getAttribute('src')).to.equal('https://picsum.photos/id/64/120/120');
      // LinkedIn is off; Twitter and Medium have no address; the YouTube one is refused by the URL policy.
      const links = $$(el, '[part="author-links"] a').map((a) => [a.getAttribute('aria-label'), href(a)]);
      expect(links).to.deep.equal([
        ['Ana Lima on Facebook (opens in a new tab)', 'https://facebook.com/ana'],
        ['Ana Lima on Instagram (opens in a new tab)', 'https://instagram.com/ana'],
      ]);
    });
  });

  describe('the share bar', () => {
    const link = `${location.origin}/blog/shared%20post`;

    it('offers copy link, email, facebook, twitter, pinterest, linkedin and whatsapp in that order; telegram on mobile only', async () => {
      blog.answers.set('/cheetah/blog/get-new', post({ url: 'shared post', title: 'Shared & loved' }));
      const el = await open('/blog/shared%20post');
      expect(shareIds(el)).to.deep.equal(['copy', 'email', 'facebook', 'twitter', 'pinterest', 'linkedin', 'whatsapp']);
      const share = (id: string) => href($(el, `[part~="share-${id}"]`));
      expect(share('email')).to.equal(`mailto:?subject=Shared%20%26%20loved&body=${encodeURIComponent(link)}`);
      expect(share('facebook')).to.equal(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);
      expect(share('twitter')).to.equal(
        `https://twitter.com/intent/tweet?url=${encodeURIComponent(link)}&text=Shared%20%26%20loved`,
      );
      expect(share('pinterest')).to.contain(`url=${encodeURIComponent(link)}`);
      expect(share('pinterest')).to.contain(`media=${encodeURIComponent('https://picsum.photos/id/20/600/400')}`);
      expect(share('whatsapp')).to.equal(`https://wa.me/?text=${encodeURIComponent(`Shared & loved ${link}`)}`);
      expect($(el, '[part~="share-facebook"]')!.getAttribute('target')).to.equal('_blank');
      expect($(el, '[part~="share-facebook"]')!.getAttribute('aria-label')).to.equal('Share on Facebook (opens in a new tab)');
      device.value = 'mobile';
      await until(() => $(el, '[part~="share-telegram"]'), 'telegram on mobile');
      expect(shareIds(el).at(-1)).to.equal('telegram');
      expect(href($(el, '[part~="share-telegram"]'))).to.contain(`https://t.me/share/url?url=${encodeURIComponent(link)}`);
    });

    it('copies the post link and says so, then the message goes', async () => {
      blog.answers.set('/cheetah/blog/get-new', post({ url: 'shared post' }));
      const el = await open('/blog/shared%20post');
      const write = sinon.stub(navigator.clipboard, 'writeText').resolves();
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        $(el, '[part~="share-copy"]')!.click();
        await until(() => $(el, '[part="copied"]')!.textContent === 'Copied to clipboard', 'the copied message');
        expect(write.calledOnceWithExactly(link)).to.equal(true);
        expect($(el, '[part="copied"]')!.getAttribute('role')).to.equal('status');
        await armed(clock);
        clock.tick(COPY_CHECK_MS);
        await until(() => $(el, '[part="copied"]')!.textContent === '', 'the message to go');
      } finally {
        clock.restore();
        write.restore();
      }
    });

    it('leaves out the targets switched off, hides when display is off, and aligns', async () => {
      blog.answers.set('/cheetah/blog/get-new', post({ url: 'some' }));
      const some = await open('/blog/some', { show: { shareBar: { ...ALL_OFF, email: true, whatsapp: true, align: 'right' } } });
      expect(shareIds(some)).to.deep.equal(['email', 'whatsapp']);
      expect($(some, '[part="share-bar"]')!.className).to.contain('align-right');
      const none = await open('/blog/some', { show: { shareBar: { display: false } } });
      expect($(none, '[part="share-bar"]')).to.equal(null);
      const empty = await open('/blog/some', { show: { shareBar: ALL_OFF } });
      expect($(empty, '[part="share-bar"]')).to.equal(null);
    });

    it('is disabled in the editor: share links go nowhere, copy is off, article links point to #', async () => {
      const marker = document.createElement('div');
      marker.dataset['weftEditor'] = '';
      document.body.append(marker);
      blog.answers.set('/cheetah/blog/get-new', post({ url: 'edited' }));
      blog.answers.set('/register-view', {});
      const el = await open('/blog/edited');
      for (const a of $$(el, 'a[part~="share-button"]')) {
        expect(href(a)).to.equal('#');
        expect(a.getAttribute('aria-disabled')).to.equal('true');
      }
      expect(($(el, '[part~="share-copy"]') as HTMLButtonElement).disabled).to.equal(true);
      expect($$(el, '[part="categories"] a').map(href)).to.deep.equal(['#', '#']);
      expect(href($(el, '[part="author-name"]'))).to.equal('#');
      await settle();
      expect(blog.of('/register-view')).to.have.length(0);
    });

    it('offers the targets of the spec in its order', () => {
      expect(SHARE_TARGETS.map((t) => t.id)).to.deep.equal([
        'copy',
        'email',
        'facebook',
        'twitter',
        'pinterest',
        'linkedin',
        'whatsapp',
        'telegram',
      ]);
      const all = { ...ALL_OFF, copy: true, telegram: true } as Parameters<typeof shareTargets>[0];
      expect(shareTargets(all, false).map((t) => t.id)).to.deep.equal(['copy']);
      expect(shareTargets(all, true).map((t) => t.id)).to.deep.equal(['copy', 'telegram']);
    });
  });

  describe('the registration wall', () => {
    const restricted = () =>
      post({
        url: 'members-only',
        is_capture: 1,
        content: '<p>The secret recipe</p>',
        message_capture: '<p>Join to read <strong>the recipe</strong></p><img src=x alt="" onerror="window.__wallPwned=1">',
      });

    it('shows a visitor the capture message and the register and login buttons instead of the content', async () => {
      blog.answers.set('/cheetah/blog/get-new', restricted());
      blog.answers.set('/cheetah/blog/get-capture-config', {
        theme: 'column',
        register_button_settings: JSON.stringify({ text: 'Join now', background: '#ff0000', color: '#ffffff', radius: 20 }),
        login_button_settings: JSON.stringify({ text: 'I have an account', size: '18', padding: '10 30', margin: '4px' }),
      });
      const el = await open('/blog/members-only');
      expect(shadow(el).textContent).to.not.contain('The secret recipe');
      expect($(el, '[part="content"]')).to.equal(null);
      expect($(el, '[part="capture-message"]')!.textContent).to.equal('Join to read the recipe');
      expect($(el, '[part="capture-message"] img')!.hasAttribute('onerror')).to.equal(false);
      await until(() => $(el, '[part~="register-button"]')!.textContent === 'Join now', 'the capture settings');
      const register = $(el, '[part~="register-button"]')!;
      const login = $(el, '[part~="login-button"]')!;
      expect(href(register)).to.equal('/blog-login?post=%2Fblog%2Fmembers-only&form=register');
      expect(href(login)).to.equal('/blog-login?post=%2Fblog%2Fmembers-only');
      expect(login.textContent).to.equal('I have an account');
      expect(getComputedStyle(register).backgroundColor).to.equal('rgb(255, 0, 0)');
      expect(getComputedStyle(register).borderTopLeftRadius).to.equal('20px');
      expect(getComputedStyle(login).fontSize).to.equal('18px');
      expect(getComputedStyle(login).paddingLeft).to.equal('30px');
      expect(getComputedStyle(login).marginTop).to.equal('4px');
      expect(getComputedStyle($(el, '[part="wall-buttons"]')!).flexDirection).to.equal('column');
      // The share bar and the author box stay: they reveal nothing of the post.
      expect($(el, '[part="share-bar"]')).to.not.equal(null);
      expect(blog.of('/api/set-blog-area')).to.have.length(0);
    });

    it('brings the visitor back to the address they came from, an id query included', async () => {
      blog.answers.set('/news/get-by-id', restricted());
      const el = await open('/post?id=42');
      expect(href($(el, '[part~="login-button"]'))).to.equal('/blog-login?post=%2Fpost%3Fid%3D42');
    });

    it('keeps the default buttons when the capture settings are broken or cannot be loaded', async () => {
      blog.answers.set('/cheetah/blog/get-new', restricted());
      blog.answers.set('/cheetah/blog/get-capture-config', {
        theme: 7,
        register_button_settings: '{oops',
        login_button_settings: null,
      });
      const el = await open('/blog/members-only');
      await until(() => blog.of('/cheetah/blog/get-capture-config').length === 1);
      await settle();
      expect($(el, '[part~="register-button"]')!.textContent).to.equal('Register');
      expect($(el, '[part~="login-button"]')!.textContent).to.equal('Login');
      blog.answers.set('/cheetah/blog/get-capture-config', new Response('', { status: 404 }));
      resetPostsForTests();
      const errors = captureErrors();
      try {
        const failed = await open('/blog/members-only');
        await until(() => errors.messages.length === 1, 'one error');
        expect(errors.messages[0]).to.contain('<weft-post-page>');
        expect($(failed, '[part~="register-button"]')!.textContent).to.equal('Register');
      } finally {
        errors.restore();
      }
    });

    it('lets a logged-in member read the post and links them to the blog area', async () => {
      storeLogin({ user: { ...MEMBER }, token: 'token-1' });
      blog.answers.set('/cheetah/blog/get-new', restricted());
      blog.answers.set('/api/set-blog-area', { success: true });
      const el = await open('/blog/members-only');
      expect($(el, '[part="content"]')!.textContent).to.equal('The secret recipe');
      expect($(el, '[part="wall"]')).to.equal(null);
      await until(() => blog.of('/api/set-blog-area').length === 1, 'set-blog-area');
      const [call] = blog.of('/api/set-blog-area');
      expect(call!.url.searchParams.get('user_email')).to.equal(MEMBER.email);
      expect(call!.url.searchParams.get('restrict_id')).to.equal(String(BLOG_AREA_ID));
      expect(blog.of('/cheetah/blog/get-capture-config')).to.have.length(0);
    });

    it('asks for the post again with the token once the visitor logs in, shows it, and hides it again after logout', async () => {
      // As the service does: a restricted post's content goes only to a member's token.
      const full = restricted();
      blog.answers.set('/cheetah/blog/get-new', (call: { headers: Headers }) =>
        call.headers.get('Authorization') ? full : { ...full, content: '' },
      );
      blog.answers.set('/api/set-blog-area', { success: true });
      const el = await open('/blog/members-only');
      expect($(el, '[part="wall"]')).to.not.equal(null);
      // Only one of the two keys is not a login.
      localStorage.setItem('login-user', JSON.stringify({ ...MEMBER, type: 'login' }));
      dispatchEvent(new StorageEvent('storage', { key: 'login-user' }));
      await settle();
      expect($(el, '[part="content"]')).to.equal(null);
      storeLogin({ user: { ...MEMBER }, token: 'token-2' });
      await until(() => $(el, '[part="content"]')?.textContent === 'The secret recipe', 'the content');
      expect(blog.of('/cheetah/blog/get-new').map((c) => c.headers.get('Authorization'))).to.deep.equal([null, 'Bearer token-2']);
      clearSession();
      await until(() => $(el, '[part="wall"]'), 'the wall again');
      expect(shadow(el).textContent).to.not.contain('The secret recipe');
    });

    it('speaks the visitor language', async () => {
      await setLanguage('fr_FR');
      blog.answers.set('/cheetah/blog/get-new', restricted());
      const el = await open('/blog/members-only');
      expect($(el, '.wall-title')!.textContent).to.equal(
        'Cet article est réservé aux membres. Inscrivez-vous ou connectez-vous pour le lire.',
      );
      expect($(el, '[part~="register-button"]')!.textContent).to.not.equal('Register');
      expect($(el, '[part="share-bar"]')!.getAttribute('aria-label')).to.equal('Partager');
      await expectAccessible(el);
    });
  });
});
