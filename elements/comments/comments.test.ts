import { expect, fixtureCleanup } from '@open-wc/testing';
import {
  comment,
  fakeBlog,
  MEMBER,
  post,
  WEBSITE_ID,
  type BlogCall as Call,
  type FakeBlog,
  installSiteData,
} from '../../test/fakes/blog.js';
import { resetBlogCacheForTests } from '../../src/blog/settings.js';
import { resetPostsForTests } from '../../src/blog/post.js';
import { clearSession, storeLogin } from '../../src/session/index.js';
import { deepActiveElement } from '../../src/ui/dialog.js';
import {
  $,
  $$,
  captureErrors,
  expectAccessible,
  mount,
  resetLanguage,
  setLanguage,
  settle,
  shadow,
  typeInto,
  until,
} from '../../test/browser/helpers.js';
import { canDelete, canLike, deletedBy, toggleLike } from './rules.js';
import './comments.element.js';

const texts = (el: HTMLElement) => $$(el, '[part="list"] > li > [part~="comment-text"]').map((p) => p.textContent);
const item = (el: HTMLElement, id: unknown) => $(el, `[data-comment-id="${String(id)}"]`)!;
const login = (token = 'token-1') => storeLogin({ user: { ...MEMBER }, token });

/** Mounts the comments of /blog/{url} and waits until they have loaded (or the prompt shows). */
async function open(url: string, config: Record<string, unknown> = {}): Promise<HTMLElement> {
  history.replaceState(null, '', `/blog/${url}`);
  const el = await mount('weft-comments', config, { ready: '[part~="base"]' });
  await until(() => !shadow(el).querySelector('.loading'), 'the comments to load');
  return el;
}

/** Answers /comments/get with `count` of `all`, and `more` when some are left. */
function serve(blog: FakeBlog, all: Array<Record<string, unknown>>, theme = 1) {
  blog.answers.set('/comments/get', (call: Call) => {
    const count = Number(call.url.searchParams.get('count'));
    return { comments: all.slice(0, count), more: all.length > count, theme };
  });
}

function submit(el: HTMLElement, text: string) {
  const form = $(el, 'form[part="form"]') as HTMLFormElement;
  typeInto(form.querySelector('textarea')!, text);
  form.requestSubmit();
}

describe('weft-comments', () => {
  let blog: FakeBlog;
  const start = location.pathname + location.search;
  let removeSiteData = () => {};
  beforeEach(() => {
    removeSiteData = installSiteData({ pages: [] });
    blog = fakeBlog();
    resetPostsForTests();
    resetBlogCacheForTests();
    clearSession();
    blog.answers.set('/cheetah/blog/get-new', (call: Call) => post({ url: call.url.searchParams.get('post') }));
    blog.answers.set('/comments/store', { allowed: true });
    blog.answers.set('/comments/update', { success: true });
  });
  afterEach(async () => {
    // The elements go first: nothing they do on the way out reaches the real network.
    fixtureCleanup();
    blog.restore();
    removeSiteData();
    clearSession();
    history.replaceState(null, '', start);
    await resetLanguage();
  });

  describe('accessibility', () => {
    it('is accessible for a member: comments, replies, the author, deleted comments, reply mode and the confirmation', async () => {
      login();
      serve(blog, [
        comment({
          is_author: true,
          likes: [{ name: 'A', email: 'a@x.com' }],
          replys: [comment(), comment({ email: MEMBER.email })],
        }),
        comment({ deleted_by_owner: true }),
        comment({ email: MEMBER.email }),
      ]);
      const el = await open('a11y');
      await expectAccessible(el);
      $$(el, '[part="reply"]')[0]!.click();
      await until(() => $(el, '[part="replying"]'));
      await expectAccessible(el);
      $$(el, '[part="delete"]')[0]!.click();
      await until(() => $(el, 'dialog[open]'));
      await expectAccessible(el);
    });

    for (const theme of [1, 2, 3]) {
      it(`is accessible for a visitor with the sign-up prompt of theme ${theme}`, async () => {
        serve(blog, [comment({ likes: [{ name: 'A', email: 'a@x.com' }] })], theme);
        const el = await open('a11y');
        expect($(el, '[part="prompt"]')!.className).to.contain(`theme-${theme}`);
        await expectAccessible(el);
      });
    }
  });

  describe('reading', () => {
    it('asks for 10 comments of the post, with the member e-mail, and 10 more on "more"', async () => {
      login();
      const all = Array.from({ length: 23 }, () => comment());
      serve(blog, all);
      const el = await open('page-size');
      const [first] = blog.of('/comments/get');
      expect(Object.fromEntries(first!.url.searchParams)).to.deep.equal({
        website_id: WEBSITE_ID,
        url: 'page-size',
        email: MEMBER.email,
        count: '10',
      });
      expect(texts(el)).to.have.length(10);
      $(el, '[part="more"]')!.click();
      await until(() => texts(el).length === 20, '20 comments');
      expect(blog.of('/comments/get')[1]!.url.searchParams.get('count')).to.equal('20');
      // The first comment that arrived has the focus.
      await until(() => deepActiveElement() === $$(el, '[part="list"] > li')[10], 'the focus on the 11th comment');
      $(el, '[part="more"]')!.click();
      await until(() => texts(el).length === 23, 'every comment');
      expect($(el, '[part="more"]')).to.equal(null);
    });

    it('shows comment text as text, never as HTML', async () => {
      const pwned = '__commentsPwned';
      serve(blog, [comment({ comment: `<img src=x onerror="window.${pwned}=1"><b>bold</b>` })]);
      const el = await open('text');
      await settle();
      expect(texts(el)).to.deep.equal([`<img src=x onerror="window.${pwned}=1"><b>bold</b>`]);
      expect($(el, '[part="list"] img, [part="list"] b')).to.equal(null);
      expect((window as unknown as Record<string, unknown>)[pwned]).to.equal(undefined);
    });

    it('shows "deleted by author" and "deleted by owner" in place of the text, and highlights the author', async () => {
      serve(blog, [
        comment({ comment: 'gone', deleted_by_author: true }),
        comment({ comment: 'removed', deleted_by_owner: true }),
        comment({ comment: 'From the author', is_author: true }),
      ]);
      const el = await open('deleted');
      expect(texts(el)).to.deep.equal(['deleted by author', 'deleted by owner', 'From the author']);
      const author = $$(el, '[part="list"] > li')[2]!;
      expect(author.getAttribute('part')).to.equal('comment author-comment');
      expect(author.querySelector('[part="author-badge"]')!.textContent).to.equal('Author');
      expect(getComputedStyle(author).backgroundColor).to.equal('rgb(238, 244, 255)');
    });

    it('shows replies under their comment', async () => {
      serve(blog, [comment({ comment: 'Question', replys: [comment({ comment: 'Answer' })] })]);
      const el = await open('replies');
      expect($(el, '[part="replies"] [part~="comment-text"]')!.textContent).to.equal('Answer');
    });

    it('shows nothing when the post has comments turned off', async () => {
      blog.answers.set('/cheetah/blog/get-new', post({ url: 'off', enabled_comments: 0 }));
      const off = await open('off');
      await until(() => $(off, '[part="base"]')!.hidden, 'the element to hide');
      expect(blog.of('/comments/get')).to.have.length(0);
    });

    it('reads the comments of the post named in its config', async () => {
      serve(blog, [comment()]);
      history.replaceState(null, '', '/about');
      const el = await mount('weft-comments', { url: 'named-post' }, { ready: '[part~="list"]' });
      expect(blog.of('/cheetah/blog/get-new')[0]!.url.searchParams.get('post')).to.equal('named-post');
      expect(blog.of('/comments/get')[0]!.url.searchParams.get('url')).to.equal('named-post');
      expect(texts(el)).to.have.length(1);
    });

    it('shows its empty state and logs one error when the comments cannot be loaded, and a member can still comment', async () => {
      login();
      blog.answers.set('/comments/get', new Response('{}', { status: 400 }));
      const errors = captureErrors();
      try {
        const el = await open('failing');
        expect($(el, '[part="empty"]')!.textContent).to.equal('No comments yet.');
        expect(errors.messages).to.have.length(1);
        expect(errors.messages[0]).to.contain('<weft-comments>');
        expect($(el, 'textarea[name="comment"]')).to.not.equal(null);
      } finally {
        errors.restore();
      }
    });
  });

  describe('a visitor', () => {
    it('sees the sign-up and sign-in prompt instead of the comment box, in the blog theme or the configured one', async () => {
      serve(blog, [comment({ likes: [{ name: 'A', email: 'a@x.com' }] })], 2);
      const el = await open('visiting');
      expect($(el, 'textarea')).to.equal(null);
      expect($(el, '[part="prompt"]')!.className).to.contain('theme-2');
      expect($(el, '[part="sign-up"]')!.getAttribute('href')).to.equal('/blog-login?post=%2Fblog%2Fvisiting&form=register');
      expect($(el, '[part="sign-in"]')!.getAttribute('href')).to.equal('/blog-login?post=%2Fblog%2Fvisiting');
      expect($(el, '[part="prompt"]')!.textContent).to.contain('Sign in to join the conversation');
      // No like, reply or delete for a visitor: the likes are only counted.
      expect($$(el, '[part="like"], [part="reply"], [part="delete"]')).to.have.length(0);
      expect($(el, '[part="like-count"]')!.textContent).to.equal('Likes: 1');
      expect(blog.of('/comments/get')[0]!.url.searchParams.has('email')).to.equal(false);
      const themed = await open('visiting', { theme: 3 });
      expect($(themed, '[part="prompt"]')!.className).to.contain('theme-3');
      expect(blog.of('/comments/store')).to.have.length(0);
      expect(blog.of('/comments/update')).to.have.length(0);
    });

    it('sees only the prompt on a restricted post, and the comments once logged in', async () => {
      blog.answers.set('/cheetah/blog/get-new', post({ url: 'walled', is_capture: 1 }));
      // A service that sends the comments anyway: only the theme is read.
      serve(blog, [comment({ comment: 'Inside talk' })], 2);
      const el = await open('walled');
      await until(() => $(el, '[part="prompt"]')?.classList.contains('theme-2'), 'the blog theme');
      expect(blog.of('/comments/get')[0]!.url.searchParams.get('count')).to.equal('1');
      await settle();
      expect(shadow(el).textContent).to.not.contain('Inside talk');
      login();
      await until(() => texts(el)[0] === 'Inside talk', 'the comments');
      expect($(el, '[part="prompt"]')).to.equal(null);
      expect($(el, 'textarea')).to.not.equal(null);
    });

    it("gets the prompt in the blog's theme on a restricted post: the service's refusal carries it", async () => {
      blog.answers.set('/cheetah/blog/get-new', post({ url: 'walled-theme', is_capture: 1 }));
      // The reference backend's answer to a visitor: no comments, the blog's theme.
      const refusal = { success: false, message: 'This post is for members', errors: {}, theme: 3 };
      blog.answers.set('/comments/get', Response.json(refusal, { status: 403 }));
      const errors = captureErrors();
      try {
        const el = await open('walled-theme');
        await until(() => $(el, '[part="prompt"]')?.classList.contains('theme-3'), 'the blog theme');
        expect($(el, '[part="prompt"] [part="sign-up"]')).to.not.equal(null);
        expect($(el, '[part="list"], [part="empty"]')).to.equal(null);
        await settle();
        expect(errors.messages).to.deep.equal([]);
      } finally {
        errors.restore();
      }
    });

    it('asks nothing on a restricted post when its config names the theme', async () => {
      blog.answers.set('/cheetah/blog/get-new', post({ url: 'walled-own', is_capture: 1 }));
      serve(blog, [], 3);
      const el = await open('walled-own', { theme: 2 });
      expect($(el, '[part="prompt"]')!.className).to.contain('theme-2');
      await settle();
      expect(blog.of('/comments/get')).to.have.length(0);
    });
  });

  describe('a member', () => {
    it('posts a comment: the wire carries the member, the text, the post and the site; the list is read again', async () => {
      login('token-post');
      const all = [comment()];
      serve(blog, all);
      blog.answers.set('/comments/store', (call: Call) => {
        all.unshift(comment({ comment: (call.body as { comment: string }).comment, email: MEMBER.email, name: MEMBER.name }));
        return { allowed: true };
      });
      const el = await open('posting');
      submit(el, '  Lovely post!  ');
      await until(() => texts(el)[0] === 'Lovely post!', 'the new comment');
      const [call] = blog.of('/comments/store');
      expect(call!.method).to.equal('POST');
      expect(call!.body).to.deep.equal({
        user: { email: MEMBER.email, name: MEMBER.name },
        comment: 'Lovely post!',
        like: [],
        replys: [],
        url: 'posting',
        website_id: WEBSITE_ID,
      });
      expect(call!.headers.get('Authorization')).to.equal('Bearer token-post');
      expect(($(el, 'textarea') as HTMLTextAreaElement).value).to.equal('');
      expect($(el, '[part="notice"]')!.textContent).to.equal('');
    });

    it('says the comment awaits approval when the server does not allow it at once', async () => {
      login();
      serve(blog, []);
      blog.answers.set('/comments/store', { allowed: false });
      const el = await open('approval');
      submit(el, 'First words');
      await until(() => $(el, '[part="notice"]')!.textContent !== '', 'the notice');
      expect($(el, '[part="notice"]')!.textContent).to.equal('Your comment will be approved by the author');
      expect($(el, '[part="notice"]')!.getAttribute('role')).to.equal('status');
      expect(($(el, 'textarea') as HTMLTextAreaElement).value).to.equal('');
    });

    it('keeps what the member typed when the post fails, says so and logs one error', async () => {
      login();
      serve(blog, []);
      blog.answers.set('/comments/store', new Response('{"message":"down"}', { status: 500 }));
      const el = await open('failing-post');
      const errors = captureErrors();
      try {
        submit(el, 'Do not lose me');
        await until(() => $(el, '[part="error"]'), 'the error');
        expect($(el, '[part="error"]')!.textContent).to.equal('Your comment could not be posted. Please try again.');
        expect($(el, '[part="error"]')!.getAttribute('role')).to.equal('alert');
        expect(($(el, 'textarea') as HTMLTextAreaElement).value).to.equal('Do not lose me');
        expect(errors.messages).to.have.length(1);
        expect(errors.messages[0]).to.contain('<weft-comments>');
      } finally {
        errors.restore();
      }
    });

    it('sends nothing for an empty comment', async () => {
      login();
      serve(blog, []);
      const el = await open('empty');
      submit(el, '   ');
      await settle();
      expect(blog.of('/comments/store')).to.have.length(0);
    });

    it('replies: reply mode until cancel or post, with reply_id on the wire', async () => {
      login();
      const first = comment({ comment: 'Question' });
      serve(blog, [first, comment()]);
      const el = await open('replying');
      const replyButton = item(el, first['id']).querySelector<HTMLElement>('[part="reply"]')!;
      expect(replyButton.getAttribute('aria-label')).to.equal(`Reply to ${String(first['name'])}`);
      replyButton.click();
      await until(() => item(el, first['id']).querySelector('[part="replying"]'), 'reply mode');
      expect(item(el, first['id']).querySelector('[part="replying"]')!.textContent).to.equal(
        `Replying to a comment: ${String(first['name'])}`,
      );
      expect(deepActiveElement()).to.equal(item(el, first['id']).querySelector('textarea'));
      // One comment box at a time: the top one waits while replying.
      expect($$(el, 'form[part="form"]')).to.have.length(1);
      $(el, '[part="cancel"]')!.click();
      await until(() => !$(el, '[part="replying"]'), 'reply mode to end');
      await until(() => deepActiveElement() === item(el, first['id']).querySelector('[part="reply"]'), 'focus back on reply');
      item(el, first['id']).querySelector<HTMLElement>('[part="reply"]')!.click();
      await until(() => $(el, '[part="replying"]'));
      submit(el, 'An answer');
      await until(() => blog.of('/comments/store').length === 1 && !$(el, '[part="replying"]'), 'the reply posted');
      expect((blog.of('/comments/store')[0]!.body as { reply_id: unknown }).reply_id).to.equal(first['id']);
      expect((blog.of('/comments/store')[0]!.body as { comment: unknown }).comment).to.equal('An answer');
      expect($(el, '[part="replying"]')).to.equal(null);
    });

    it('likes and unlikes a comment; likes on deleted comments are not offered', async () => {
      login();
      const liked = comment({ likes: [{ name: 'Other', email: 'other@x.com' }] });
      serve(blog, [liked, comment({ deleted_by_author: true, likes: [{ name: 'Old', email: 'old@x.com' }] })]);
      const el = await open('liking');
      const like = () => item(el, liked['id']).querySelector<HTMLElement>('[part="like"]')!;
      expect(like().getAttribute('aria-pressed')).to.equal('false');
      expect(like().querySelector('[part="like-count"]')!.textContent).to.equal('1');
      like().click();
      await until(() => like().getAttribute('aria-pressed') === 'true', 'liked');
      expect(like().querySelector('[part="like-count"]')!.textContent).to.equal('2');
      expect(blog.of('/comments/update')[0]!.body).to.deep.equal({
        id: liked['id'],
        type: 'like',
        email: MEMBER.email,
        name: MEMBER.name,
        website_id: WEBSITE_ID,
      });
      like().click();
      await until(() => like().getAttribute('aria-pressed') === 'false', 'unliked');
      expect(like().querySelector('[part="like-count"]')!.textContent).to.equal('1');
      expect($$(el, '[part="like"]')).to.have.length(1);
    });

    it('deletes only their own comment, after confirming', async () => {
      login();
      const own = comment({ email: MEMBER.email.toUpperCase(), comment: 'Mine' });
      const all = [comment({ comment: 'Theirs' }), own];
      serve(blog, all);
      blog.answers.set('/comments/update', (call: Call) => {
        all[1] = { ...own, deleted_by_author: true };
        return { success: true, id: (call.body as { id: unknown }).id };
      });
      const el = await open('deleting');
      expect($$(el, '[part="delete"]')).to.have.length(1);
      expect(item(el, own['id']).querySelector('[part="delete"]')).to.not.equal(null);
      item(el, own['id']).querySelector<HTMLElement>('[part="delete"]')!.click();
      await until(() => $(el, 'dialog[open]'), 'the confirmation');
      expect($(el, 'dialog')!.textContent).to.contain('Delete this comment?');
      $(el, '[part="confirm-cancel"]')!.click();
      await until(() => !$(el, 'dialog'), 'the dialog to close');
      expect(blog.of('/comments/update')).to.have.length(0);
      item(el, own['id']).querySelector<HTMLElement>('[part="delete"]')!.click();
      await until(() => $(el, 'dialog[open]'));
      $(el, '[part="confirm-delete"]')!.click();
      await until(() => texts(el)[1] === 'deleted by author', 'the deleted comment');
      expect(blog.of('/comments/update')[0]!.body).to.deep.include({ id: own['id'], type: 'delete', email: MEMBER.email });
      expect($$(el, '[part="delete"]')).to.have.length(0);
    });

    it("knows the member's own comment and like from the service's `mine` when it sends no e-mails", async () => {
      login();
      // The reference backend's shape: nobody's address, `mine` from the bearer token.
      const noEmail = (fields: Record<string, unknown>): Record<string, unknown> => ({ ...comment(fields), email: '' });
      const own = noEmail({ mine: true, comment: 'Mine', liked: true, likes: [{ name: MEMBER.name, mine: true }] });
      serve(blog, [noEmail({ comment: 'Theirs', likes: [{ name: 'Other' }] }), own]);
      blog.answers.set('/comments/update', { success: true });
      const el = await open('mine');
      expect($$(el, '[part="delete"]')).to.have.length(1);
      expect(item(el, own['id']).querySelector('[part="delete"]')).to.not.equal(null);
      const like = () => item(el, own['id']).querySelector<HTMLElement>(':scope > .comment-actions [part="like"]')!;
      expect(like().getAttribute('aria-pressed')).to.equal('true');
      like().click();
      await until(() => like().getAttribute('aria-pressed') === 'false', 'unliked');
      // Their own like left the count (it carried no e-mail to match).
      expect(like().querySelector('[part="like-count"]')?.textContent ?? '0').to.equal('0');
    });

    it('speaks the visitor language', async () => {
      login();
      await setLanguage('fr_FR');
      serve(blog, [comment({ deleted_by_owner: true })]);
      const el = await open('french');
      expect($(el, '[part="heading"]')!.textContent).to.equal('Commentaires');
      expect(texts(el)).to.deep.equal(['Supprimé par le propriétaire']);
      expect($(el, 'label')!.textContent).to.equal('Ajouter un commentaire');
    });
  });

  describe('rules', () => {
    const member = { name: 'M', email: 'm@x.com', token: 't' };
    it('likes and deletes only what the spec allows', () => {
      const base = comment({ email: 'M@x.com' }) as never;
      const deleted = comment({ deleted_by_author: true, email: 'm@x.com' }) as never;
      expect(canLike(base, null)).to.equal(false);
      expect(canLike(base, member)).to.equal(true);
      expect(canLike(deleted, member)).to.equal(false);
      expect(canDelete(base, member)).to.equal(true);
      expect(canDelete(comment({ email: 'other@x.com' }) as never, member)).to.equal(false);
      expect(canDelete(deleted, member)).to.equal(false);
      expect(deletedBy({ deleted_by_author: true, deleted_by_owner: true })).to.equal('owner');
    });

    it("reads the service's `mine` when comments and likes carry no e-mail", () => {
      expect(canDelete(comment({ email: '', mine: true }) as never, member)).to.equal(true);
      expect(canDelete(comment({ email: '', mine: false }) as never, member)).to.equal(false);
      const tree = [
        comment({
          email: '',
          liked: true,
          likes: [
            { name: 'M', email: '', mine: true },
            { name: 'O', email: '' },
          ],
        }),
      ];
      const unliked = toggleLike(tree as never[], tree[0]!['id'] as number, member);
      expect(unliked[0]!.liked).to.equal(false);
      expect(unliked[0]!.likes).to.deep.equal([{ name: 'O', email: '' }]);
    });

    it('toggles a like inside replies', () => {
      const reply = comment() as never as { id: number };
      const tree = [comment({ replys: [reply] })] as never[];
      const liked = toggleLike(tree, reply.id, member) as unknown as Array<{
        replys: Array<{ liked: boolean; likes: unknown[] }>;
      }>;
      expect(liked[0]!.replys[0]!.liked).to.equal(true);
      expect(liked[0]!.replys[0]!.likes).to.deep.equal([{ name: 'M', email: 'm@x.com' }]);
    });
  });
});
