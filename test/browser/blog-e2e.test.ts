/**
 * The blog end to end on the demo site, through dist/weft.js, against the reference backend
 * (SQLite): a visitor pages through the feed, filters it by category and by author, searches,
 * reads a post and copies its link, hits the wall of the restricted post, registers, comments,
 * replies, likes and deletes their own comment. One page across the steps, as a visitor would;
 * each step is checked as the visitor sees it and as the wire carries it.
 */
import { expect } from '@open-wc/testing';
import { chooseNecessaryOnly, forgetConsent } from './consent.js';
import { addSiteFrame, siteLoaded, until } from './helpers.js';

interface SiteWindow extends Window {
  weft?: { ready: Promise<void>; navigate(path: string): void };
  errors?: string[];
  HTMLInputElement: typeof HTMLInputElement;
  HTMLTextAreaElement: typeof HTMLTextAreaElement;
  Request: typeof Request;
  Event: typeof Event;
}

/** One call as the page sent it, and what it was answered. */
interface Sent {
  method: string;
  url: URL;
  body: unknown;
  authorization: string | null;
  status: number;
  answer: unknown;
}

const email = `reader-${Date.now()}@example.com`;
const RESTRICTED = 'members-only-deep-dive';
const WELCOME = 'welcome-to-the-weft-blog';
let frame: HTMLIFrameElement;
let win: SiteWindow;
const sent: Sent[] = [];

const page = () => win.document.querySelector('weft-site [data-weft="page"]')!;
const root = (tag: string) => page().querySelector(tag)?.shadowRoot ?? null;
const feed = () => root('weft-blog-feed');
const postPage = () => root('weft-post-page');
const comments = () => root('weft-comments');
const titles = () => [...(feed()?.querySelectorAll('[part~="post"] [part="title"]') ?? [])].map((t) => t.textContent!.trim());
/** The calls to a path of the blog service or the site sent since `from`. */
const calls = (path: string, from = 0) => sent.slice(from).filter((c) => c.url.pathname === path);
const here = () => win.location.pathname + win.location.search;
/** What the feed (8 posts a page) asked /get-news for since `from`; the page's other blog widgets ask it too. */
const feedAsked = (from: number) =>
  calls('/blog-api/get-news', from)
    .map((c) => Object.fromEntries(c.url.searchParams))
    .filter((q) => q['perpage'] === '8');

/** Records every call the page makes (address, body, bearer, answer): the page's fetch, wrapped. */
function listen(): void {
  const target = win as unknown as { fetch: typeof fetch; __weftWire?: boolean };
  if (target.__weftWire) return;
  target.__weftWire = true;
  const real = target.fetch.bind(win);
  target.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof win.Request ? input : new win.Request(input, init);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const response = await real(request);
    let answer: unknown = undefined;
    try {
      answer = JSON.parse(await response.clone().text());
    } catch {
      // Not JSON (a picture, a chunk): the address is what counts.
    }
    sent.push({
      method: request.method,
      url: new URL(request.url),
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('Authorization'),
      status: response.status,
      answer,
    });
    return response;
  };
}

function type(field: Element, value: string): void {
  const proto = field instanceof win.HTMLTextAreaElement ? win.HTMLTextAreaElement.prototype : win.HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
  field.dispatchEvent(new win.Event('input', { bubbles: true }));
}

/** Clicks a link the way a visitor does (the site router takes in-site links without a reload). */
function follow(link: Element | null | undefined, what: string): void {
  if (!link) throw new Error(`no link: ${what}`);
  (link as HTMLElement).click();
}

describe('the blog, end to end', () => {
  before(async () => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('login-user') || key.startsWith('viewed-post-')) localStorage.removeItem(key);
    }
    chooseNecessaryOnly();
    frame = addSiteFrame('/blog', { width: 1000, height: 900 });
    win = (await siteLoaded(frame)) as typeof win;
    listen();
    await win.weft!.ready;
  });
  after(() => {
    frame.remove();
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('login-user') || key.startsWith('viewed-post-')) localStorage.removeItem(key);
    }
    forgetConsent();
  });

  it('pages through the feed', async () => {
    await until(() => titles().length === 8, 'the first page of the feed');
    // The feed's first page (8 a page) may have been asked for at boot, before the test listened: the
    // browser's resource list has every call. (The page's other blog widgets ask /get-news too.)
    const booted = [
      ...win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name)),
      ...sent.map((c) => c.url),
    ]
      .filter((url) => url.pathname === '/blog-api/get-news')
      .map((url) => Object.fromEntries(url.searchParams));
    expect(booted, JSON.stringify(booted)).to.deep.include.members([
      { website_id: 'c2l0ZS0x', perpage: '8', page: '1', utc_time: booted.find((q) => q['perpage'] === '8')?.['utc_time'] ?? '' },
    ]);
    const first = titles();
    const from = sent.length;
    follow(
      [...feed()!.querySelectorAll('[part~="pagination"] a')].find((a) => a.textContent === '2'),
      'page 2 of the feed',
    );
    await until(() => titles().length > 0 && titles()[0] !== first[0], 'the second page');
    expect(win.location.pathname).to.equal('/blog/page/2');
    expect(feed()!.querySelector('[aria-current="page"]')!.textContent).to.equal('2');
    expect(feed()!.querySelector('[part="page-label"]')!.textContent).to.equal('page: 2');
    expect(titles().filter((t) => first.includes(t))).to.deep.equal([]);
    const asked = feedAsked(from);
    expect(asked.at(-1), JSON.stringify(asked)).to.deep.include({ page: '2', website_id: 'c2l0ZS0x' });
  });

  it('filters by category', async () => {
    const from = sent.length;
    const list = root('weft-blog-categories');
    const link =
      [...(list?.querySelectorAll('a') ?? [])].find((a) => a.textContent!.trim() === 'Design') ??
      [...feed()!.querySelectorAll('[part="categories"] a')].find((a) => a.textContent === 'Design');
    follow(link, 'the Design category');
    await until(() => here() === '/c/design' && feedAsked(from).length > 0, 'the Design feed');
    await until(
      () =>
        titles().length > 0 &&
        [...feed()!.querySelectorAll('[part~="post"]')].every((p) =>
          [...p.querySelectorAll('[part="categories"] a')].some((a) => a.textContent === 'Design'),
        ),
      'only Design posts',
    );
    expect(titles()).to.include('Five layouts that convert');
    expect(feedAsked(from).at(-1)).to.deep.include({ category: 'design', page: '1' });
  });

  it('filters by author', async () => {
    const from = sent.length;
    follow(
      [...feed()!.querySelectorAll('[part="author"] a')].find((a) => a.textContent === 'By Ana Souza'),
      'an article by Ana Souza',
    );
    await until(() => here() === '/a/ana-souza' && feedAsked(from).length > 0, 'the author feed');
    await until(
      () =>
        titles().length > 0 &&
        [...feed()!.querySelectorAll('[part~="post"] [part="author"]')].every((a) => a.textContent === 'By Ana Souza'),
      "only Ana Souza's posts",
    );
    const asked = feedAsked(from).at(-1)!;
    expect(asked['author']).to.equal('ana-souza');
    expect(asked['category']).to.equal(undefined);
  });

  it('searches', async () => {
    const from = sent.length;
    const box = root('weft-blog-search');
    if (box) {
      type(box.querySelector('input[name="query"]')!, 'headlines');
      box.querySelector('form')!.requestSubmit();
    } else {
      // The demo blog page has no search box: the visitor opens the search address.
      win.weft!.navigate('/s?query=headlines');
    }
    await until(() => here() === '/s?query=headlines', 'the search address');
    await until(() => titles().length === 1, 'the search results');
    expect(titles()).to.deep.equal(['Writing headlines people read']);
    expect(feedAsked(from).at(-1)).to.deep.include({ search: 'headlines', page: '1' });
  });

  it('reads a post', async () => {
    const from = sent.length;
    follow(feed()!.querySelector('[part~="post"] [part="read-more"]'), 'read more');
    await until(() => postPage()?.querySelector('[part="title"]'), 'the post');
    expect(here()).to.equal('/writing-headlines-people-read');
    expect(win.document.querySelector('weft-site')!.getAttribute('page')).to.equal('15');
    expect(postPage()!.querySelector('[part="title"]')!.textContent).to.equal('Writing headlines people read');
    expect(postPage()!.querySelector('[part="content"]')!.textContent).to.contain('The headline is the only line');
    expect(postPage()!.querySelector('[part="author-name"]')!.textContent).to.equal('Bruno Lima');
    expect(calls('/cheetah/blog/get-new', from)[0]!.url.searchParams.get('post')).to.equal('writing-headlines-people-read');
    await until(() => calls('/blog-api/register-view/writing-headlines-people-read', from).length === 1, 'the view');
    expect(calls('/blog-api/register-view/writing-headlines-people-read', from)[0]!.url.searchParams.get('first')).to.equal(
      'true',
    );
    // A visitor is asked to sign up or in instead of a comment box.
    await until(() => comments()?.querySelector('[part="prompt"]'), 'the comment prompt');
    expect(comments()!.querySelector('textarea')).to.equal(null);
  });

  it('shares it: copy link', async () => {
    const copied: string[] = [];
    const clipboard = win.navigator.clipboard;
    const original = clipboard.writeText;
    clipboard.writeText = async (text: string) => void copied.push(text);
    try {
      postPage()!.querySelector<HTMLElement>('[part~="share-copy"]')!.click();
      await until(() => postPage()!.querySelector('[part="copied"]')!.textContent === 'Copied to clipboard', 'copied');
      expect(copied).to.deep.equal([`${location.origin}/blog/writing-headlines-people-read`]);
    } finally {
      clipboard.writeText = original;
    }
    const facebook = postPage()!.querySelector('[part~="share-facebook"]')!.getAttribute('href');
    expect(facebook).to.equal(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${location.origin}/blog/writing-headlines-people-read`)}`,
    );
  });

  it('hits the wall on the restricted post', async () => {
    const from = sent.length;
    win.weft!.navigate(`/blog/${RESTRICTED}`);
    await until(() => postPage()?.querySelector('[part="wall"]'), 'the wall');
    expect(postPage()!.querySelector('[part="title"]')!.textContent).to.equal('Members only: a deep dive into areas');
    expect(postPage()!.querySelector('[part="capture-message"]')!.textContent).to.equal(
      'This post is for members. Sign up free or sign in to read it.',
    );
    expect(postPage()!.querySelector('[part="content"]')).to.equal(null);
    expect(postPage()!.textContent).to.not.contain('Everything about access types');
    // The wire carried no content to a visitor.
    const [post] = calls('/cheetah/blog/get-new', from);
    expect(post!.authorization).to.equal(null);
    expect((post!.answer as { content: string }).content).to.equal('');
    await until(() => calls('/cheetah/blog/get-capture-config', from).length === 1, 'the capture settings');
    // The comments of a restricted post are part of it: a visitor gets the prompt only, in the
    // blog's theme, which the service's refusal carries without a comment.
    await until(() => comments()?.querySelector('[part="prompt"]'), 'the comment prompt');
    const asked = () => calls('/blog-api/comments/get', from).filter((c) => c.url.searchParams.get('url') === RESTRICTED);
    await until(() => asked().length === 1, 'the blog theme asked');
    expect(asked().map((c) => [c.status, c.answer])).to.deep.equal([
      [403, { success: false, message: 'This post is for members', errors: {}, theme: 1 }],
    ]);
    expect(comments()!.querySelector('[part="prompt"]')!.classList.contains('theme-1')).to.equal(true);
  });

  it('registers from the wall, and comes back to read the post', async () => {
    const from = sent.length;
    follow(postPage()!.querySelector('[part~="register-button"]'), 'the register button');
    await until(() => win.location.pathname === '/blog-login', '/blog-login');
    expect(new URLSearchParams(win.location.search).get('post')).to.equal(`/blog/${RESTRICTED}`);
    expect(new URLSearchParams(win.location.search).get('form')).to.equal('register');
    const form = () => page().querySelector('weft-members-form')?.shadowRoot ?? null;
    await until(() => form()?.querySelector('[name="password_confirmation"]'), 'the register form');
    const fields = form()!;
    type(fields.querySelector('[name="name"]')!, 'Blog Reader');
    type(fields.querySelector('[name="email"]')!, email);
    type(fields.querySelector('[name="password"]')!, 'a-long-password');
    type(fields.querySelector('[name="password_confirmation"]')!, 'a-long-password');
    // The demo's register layout asks for a phone and the terms.
    await until(() => fields.querySelector('[name="fields_custom[phone]"]'), 'the custom fields');
    type(fields.querySelector('[name="fields_custom[phone]"]')!, '+1 555 0199');
    fields.querySelector<HTMLInputElement>('[name="fields_custom[terms]"]')?.click();
    fields.querySelector('form')!.requestSubmit();
    await until(() => here() === `/blog/${RESTRICTED}`, 'back on the post');
    await until(
      () => postPage()?.querySelector('[part="content"]')?.textContent?.includes('Everything about access types'),
      'the content',
    );
    expect(postPage()!.querySelector('[part="wall"]')).to.equal(null);
    expect(JSON.parse(localStorage.getItem('login-user')!)).to.deep.include({ name: 'Blog Reader', email });
    const token = localStorage.getItem('login-user-token');
    expect(token).to.be.a('string');
    // The post was asked for again with the member's token, and its content came with it.
    const post = calls('/cheetah/blog/get-new', from).find((c) => c.authorization === `Bearer ${token}`);
    expect((post!.answer as { content: string }).content).to.contain('Everything about access types');
    expect(calls('/api/website/user/register', from)).to.have.length(1);
  });

  it('comments: the first comment awaits approval', async () => {
    await until(() => comments()?.querySelector('textarea[name="comment"]'), 'the comment box');
    const from = sent.length;
    type(comments()!.querySelector('textarea[name="comment"]')!, 'Thank you for this deep dive!');
    comments()!.querySelector<HTMLFormElement>('form[part="form"]')!.requestSubmit();
    await until(() => comments()!.querySelector('[part="notice"]')!.textContent !== '', 'the notice');
    expect(comments()!.querySelector('[part="notice"]')!.textContent).to.equal('Your comment will be approved by the author');
    const [store] = calls('/blog-api/comments/store', from);
    expect(store!.method).to.equal('POST');
    expect(store!.body).to.deep.equal({
      user: { email, name: 'Blog Reader' },
      comment: 'Thank you for this deep dive!',
      like: [],
      replys: [],
      url: RESTRICTED,
      website_id: 'c2l0ZS0x',
    });
    expect(store!.authorization).to.equal(`Bearer ${localStorage.getItem('login-user-token')}`);
    expect((store!.answer as { allowed: boolean }).allowed).to.equal(false);
    // Its writer sees it while it waits.
    await until(
      () => comments()!.querySelector('[part="list"] [part~="comment-text"]')?.textContent === 'Thank you for this deep dive!',
      'the comment in the list',
    );
    expect((comments()!.querySelector('textarea') as HTMLTextAreaElement).value).to.equal('');
  });

  it('replies to a comment on another post', async () => {
    win.weft!.navigate(`/blog/${WELCOME}`);
    const dora = () =>
      [...(comments()?.querySelectorAll('[part="list"] > li') ?? [])].find(
        (li) => li.querySelector('[part="comment-name"]')!.textContent === 'Dora Reader',
      );
    await until(() => dora(), "Dora's comment");
    const from = sent.length;
    follow(dora()!.querySelector('[part="reply"]'), 'reply to Dora');
    await until(() => dora()!.querySelector('[part="replying"]'), 'reply mode');
    type(dora()!.querySelector('textarea')!, 'Same here, Dora.');
    dora()!.querySelector('form')!.requestSubmit();
    await until(
      () =>
        [...(dora()?.querySelectorAll('[part="replies"] [part~="comment-text"]') ?? [])].some(
          (p) => p.textContent === 'Same here, Dora.',
        ),
      'the reply under the comment',
    );
    expect(comments()!.querySelector('[part="replying"]')).to.equal(null);
    const [store] = calls('/blog-api/comments/store', from);
    expect((store!.body as { reply_id: unknown }).reply_id).to.equal(Number(dora()!.getAttribute('data-comment-id')));
    expect((store!.body as { url: unknown }).url).to.equal(WELCOME);
    // Their first comment is not approved yet, so this one waits too (only approved comments earn trust).
    expect((store!.answer as { allowed: boolean }).allowed).to.equal(false);
    expect(comments()!.querySelector('[part="notice"]')!.textContent).to.equal('Your comment will be approved by the author');
  });

  it('likes a comment', async () => {
    const fay = () =>
      [...comments()!.querySelectorAll('[part="list"] > li')].find(
        (li) => li.querySelector('[part="comment-name"]')!.textContent === 'Fay Maker',
      )!;
    const like = () => fay().querySelector<HTMLElement>(':scope > .comment-actions [part="like"]')!;
    const count = () => Number(like().querySelector('[part="like-count"]')?.textContent ?? 0);
    const before = count();
    const from = sent.length;
    like().click();
    await until(() => like().getAttribute('aria-pressed') === 'true', 'liked');
    expect(count()).to.equal(before + 1);
    const [update] = calls('/blog-api/comments/update', from);
    expect(update!.body).to.deep.include({
      id: Number(fay().getAttribute('data-comment-id')),
      type: 'like',
      email,
      name: 'Blog Reader',
    });
    expect(update!.status).to.equal(200);
    // A deleted comment offers no like.
    const deleted = [...comments()!.querySelectorAll('[part="list"] > li')].find(
      (li) => li.querySelector('[part~="comment-text"]')!.textContent === 'deleted by owner',
    )!;
    expect(deleted.querySelector(':scope > .comment-actions [part="like"]')).to.equal(null);
  });

  it('deletes their own comment after confirming', async () => {
    const own = () =>
      [...comments()!.querySelectorAll('[part="replies"] > li')].find(
        (li) => li.querySelector('[part="comment-name"]')!.textContent === 'Blog Reader',
      )!;
    // Only their own comments can be deleted.
    expect(comments()!.querySelectorAll('[part="delete"]')).to.have.length(1);
    const id = Number(own().getAttribute('data-comment-id'));
    const from = sent.length;
    own().querySelector<HTMLElement>('[part="delete"]')!.click();
    await until(() => comments()!.querySelector('dialog[open]'), 'the confirmation');
    expect(comments()!.querySelector('dialog')!.textContent).to.contain('Delete this comment?');
    comments()!.querySelector<HTMLElement>('[part="confirm-delete"]')!.click();
    await until(() => own().querySelector('[part~="comment-text"]')!.textContent === 'deleted by author', 'the deleted comment');
    const [update] = calls('/blog-api/comments/update', from);
    expect(update!.body).to.deep.include({ id, type: 'delete', email });
    expect(update!.status).to.equal(200);
    expect(comments()!.querySelectorAll('[part="delete"]')).to.have.length(0);
    expect(comments()!.querySelector('dialog')).to.equal(null);
  });

  it('logged no error from the post page or the comments', () => {
    expect((win.errors ?? []).filter((e) => /weft-post-page|weft-comments/.test(e))).to.deep.equal([]);
  });
});
