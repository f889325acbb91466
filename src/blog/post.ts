/**
 * The post a post page shows (spec §2): `/blog/{post url}` or the read-more target `/{post url}`
 * asks the site for the post of that path; an `id` query parameter asks the blog service for the
 * post of that id. One lookup per post per page view, shared by the post page and its comments.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../http/errors.js';
import { onSite } from '../http/hosts.js';
import { fetchPostById, fetchSitePost } from './news.js';
import { siteData } from '../base/data.js';
import { blogMember, useBlogMember } from './member.js';
import { parseBlogPath, postPageRoute } from './paths.js';
import { useBlogRoute } from './route.js';
import type { BlogPost } from './types.js';
import { nameOf } from '../util/name.js';

/**
 * Where a post comes from: its id (`?id=`) or its url (the path). `bare`: the url is the whole
 * path, one segment (`/{post url}`, the site's fallback for a path no page matches), not `/blog/…`.
 */
export type PostSource = { kind: 'id'; id: string } | { kind: 'url'; url: string; bare?: boolean };

/** The post source of a location: `?id=` first, else a post path; null on any other page. */
export function postSource(pathname: string, search: string, pageUrls: readonly string[] = []): PostSource | null {
  const id = new URLSearchParams(search).get('id')?.trim();
  if (id) return { kind: 'id', id };
  const route = parseBlogPath(pathname, search, pageUrls);
  if (route.kind !== 'post' || !route.url) return null;
  const parts = pathname.split('/').filter(Boolean);
  const bare = parts.length === 1 && parts[0]!.toLowerCase() !== 'blog';
  return bare ? { kind: 'url', url: route.url, bare } : { kind: 'url', url: route.url };
}

const sourceKey = (source: PostSource) => (source.kind === 'id' ? `id:${source.id}` : `url:${source.url}`);

const posts = new Map<string, Promise<BlogPost | null>>();

/**
 * The post of a source (null when the service has none: an empty answer or a 404), asked once per
 * page view and member (a restricted post's content comes only with a member's token); a failed
 * call (no answer, any other error status) rejects with an ApiError and is asked again next time.
 */
export function loadPost(source: PostSource, token: string = blogMember()?.token ?? ''): Promise<BlogPost | null> {
  const key = `${sourceKey(source)} ${token}`;
  let call = posts.get(key);
  if (!call) {
    call = (source.kind === 'id' ? fetchPostById(source.id) : fetchSitePost(source.url)).then(
      // An answer without a title or url (`{}`, `[]`) is no post.
      (post) => (post && (post.title || post.url) ? post : null),
      (error: unknown) => {
        // 'Post not found' (demo/backend/blog.mjs answers an unknown post with a 404): no such post.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      },
    );
    posts.set(key, call);
    call.catch(() => posts.delete(key));
  }
  return call;
}

/** Test seam: forget the posts asked for earlier. */
export function resetPostsForTests(): void {
  posts.clear();
}

/** What an element shows of the current post. */
export type PostState =
  | { status: 'none' }
  | { status: 'loading'; source: PostSource }
  | { status: 'ready'; source: PostSource; post: BlogPost }
  /**
   * The service has no such post (`missing`), or the call failed (logged once, naming `tag`;
   * `missing` false).
   */
  | { status: 'empty'; source: PostSource; missing: boolean };

/**
 * React hook: the post of the current address (or of `override`, a post url from the element's
 * config), followed across in-site navigation, and asked again when the member logs in or out
 * (the post on screen stays until the new answer). A failed lookup logs one error naming `tag`.
 */
export function useCurrentPost(tag: string, override = ''): PostState {
  const { pathname, search } = useBlogRoute();
  const token = useBlogMember()?.token ?? '';
  const pageUrls = (siteData()?.pages ?? []).map((p) => String(p?.url ?? '')).filter(Boolean);
  const own = override.trim();
  const source: PostSource | null = own ? { kind: 'url', url: own } : postSource(pathname, search, pageUrls);
  const key = source ? sourceKey(source) : '';
  const [state, setState] = useState<PostState>(source ? { status: 'loading', source } : { status: 'none' });
  useEffect(() => {
    if (!source) return setState({ status: 'none' });
    let live = true;
    setState((previous) =>
      previous.status !== 'none' && sourceKey(previous.source) === key ? previous : { status: 'loading', source },
    );
    loadPost(source, token).then(
      (post) => live && setState(post ? { status: 'ready', source, post } : { status: 'empty', source, missing: true }),
      (error: unknown) => {
        if (!live) return;
        console.error(`${nameOf(tag)} could not load the post (${(error as Error).message}); it shows nothing`);
        setState({ status: 'empty', source, missing: false });
      },
    );
    return () => {
      live = false;
    };
    // The source is described by its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, token, tag]);
  return state;
}

/**
 * Where a restricted post's wall and the comment prompts send a visitor: /blog-login (spec §2),
 * with `post` the address to come back to (`returnTo`, a path of this site; by default the post's
 * page); `form=register` opens the registration. An embedded widget's link leads to the site's.
 */
export function blogLoginPath(postUrl: string, form: 'login' | 'register', returnTo?: string): string {
  // Embedded on another page, that page's path means nothing on the site: come back to the post.
  const own = returnTo?.startsWith('/') && !returnTo.startsWith('//') && onSite('/') === '/';
  const back = own ? returnTo! : postPageRoute(postUrl) || '/';
  const query = new URLSearchParams({ post: back });
  if (form === 'register') query.set('form', 'register');
  return onSite(`/blog-login?${query}`);
}
