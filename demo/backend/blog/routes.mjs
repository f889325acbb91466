// The blog service of the reference backend (CONTRACT §9; spec/elements-content.md §3, §4, §7):
// posts, categories, authors, comments with likes and replies, and views, in SQLite. Served under
// BLOG_PREFIX (the demo site's options.endpoints.blog), plus the two site-origin blog calls
// (/cheetah/blog/get-new, /cheetah/blog/get-capture-config). Its tables (schema.mjs) and seed
// (seed.mjs) are created on start when missing; rules.mjs holds its pure rules, store.mjs its data.
import { DEMO_WEBSITE_ID } from '../db.mjs';
import { httpError } from '../http.mjs';
import { enforce } from '../limits.mjs';
import {
  BLOG_PREFIX,
  COMMENT_MAX,
  COMMENTS_PAGE_SIZE,
  DEFAULT_AMOUNT,
  DEFAULT_PER_PAGE,
  MAX_COMMENTS,
  MAX_PER_PAGE,
  isBlank,
  ownMember,
  positive,
  sameEmail,
  text,
  truthy,
} from './rules.mjs';
import { seedBlog } from './seed.mjs';
import { blogStore } from './store.mjs';
import { blogVisitors } from './visitors.mjs';

/**
 * Registers the blog service under BLOG_PREFIX and the two site-origin blog calls; creates and
 * seeds the blog tables on start.
 * @param {import('fastify').FastifyInstance & { db: import('better-sqlite3').Database }} app
 */
export async function blogRoutes(app) {
  const { db } = app;
  seedBlog(db);
  const { sql, commentOut, readsRestricted, postOut, page } = blogStore(db);
  const { memberOf, requireMember, viewerOf } = blogVisitors(db);

  /** The site a call is about: its website_id (the demo site when blank). */
  const siteOf = (query) => (isBlank(query?.website_id) ? DEMO_WEBSITE_ID : text(query.website_id));

  const notFound = () => httpError(404, 'Post not found');

  await app.register(
    async (blog) => {
      // Every blog failure is JSON, as the service answers.
      blog.setErrorHandler((error, request, reply) => {
        let status = error.validation ? 422 : Number(error.statusCode) || 500;
        if (status < 400 || status > 599) status = 500;
        if (status >= 500) request.log.error(error);
        reply.code(status).send({
          success: false,
          message: status >= 500 ? 'Internal server error' : error.message,
          errors: status < 500 ? (error.errors ?? {}) : {},
        });
      });
      blog.setNotFoundHandler((request, reply) => reply.code(404).send({ success: false, message: 'Not found', errors: {} }));

      // The view config; the browser stores its first-visit UTC time under a name built from `key`.
      blog.get('/get-key', async (request) => {
        const settings = sql.settings.get(siteOf(request.query));
        if (!settings) throw httpError(404, 'This site has no blog');
        return {
          key: settings.key,
          pre_show_dripping: settings.pre_show_dripping,
          pre_block_dripping_url: settings.pre_block_dripping_url,
          pre_show_scheduled: settings.pre_show_scheduled,
          pre_block_scheduled_url: settings.pre_block_scheduled_url,
          date_format_preview_news: settings.date_format_preview_news,
        };
      });

      // The feed (perpage, page, search, category, author, utc_time), the filtered variant (amount,
      // featured, most_accessed) and the older variant (no payload: every post).
      blog.get('/get-news', async (request, reply) => {
        const query = request.query ?? {};
        const site = siteOf(query);
        const perPage = !isBlank(query.perpage)
          ? positive(query.perpage, DEFAULT_PER_PAGE, MAX_PER_PAGE)
          : !isBlank(query.amount)
            ? positive(query.amount, DEFAULT_AMOUNT, MAX_PER_PAGE)
            : Object.keys(query).length === 0
              ? MAX_PER_PAGE
              : DEFAULT_PER_PAGE;
        return page(site, query, perPage, viewerOf(request, reply));
      });

      blog.get('/news/get-filtered-news', async (request, reply) => {
        const query = request.query ?? {};
        const amount = positive(query.amount, DEFAULT_AMOUNT, MAX_PER_PAGE);
        return page(siteOf(query), { ...query, page: 1 }, amount, viewerOf(request, reply)).data;
      });

      blog.get('/news/get-by-id/:id', async (request, reply) => {
        const row = sql.postById.get(siteOf(request.query), positive(request.params.id, 0));
        if (!row) throw notFound();
        return postOut(row, { ...viewerOf(request, reply), full: true });
      });

      // No payload: the post of that id on any site (ids are unique); restricted content only for a
      // member of the post's own site.
      blog.get('/get-new/:id', async (request, reply) => {
        const row = sql.anyPostById.get(positive(request.params.id, 0));
        if (!row) throw notFound();
        return postOut(row, { ...viewerOf(request, reply), full: true });
      });

      blog.get('/get-childs', async (request) => {
        const site = siteOf(request.query);
        return text(request.query?.type) === 'authors' ? sql.authors.all(site) : sql.categories.all(site);
      });

      // Views are bounded per address and per post (429 beyond), so 'most read' follows readers.
      blog.get('/register-view/:url', async (request, reply) => {
        const row = sql.postByUrl.get(siteOf(request.query), text(request.params.url));
        if (!row) throw notFound();
        await enforce(app.limiter, reply, [
          ['viewPerPost', `${request.ip}\u0000${row.id}`],
          ['viewPerAddress', request.ip],
        ]);
        sql.addView.run(row.id, truthy(request.query?.first) ? 1 : 0);
        return { success: true, views: sql.views.get(row.id) };
      });

      // A post's comments, newest first, `count` of them. Nobody's e-mail is sent: `mine` (written by
      // the bearer), `liked` (liked by the bearer) and `is_author` (written by the post's author) say
      // what the page needs. A member also sees their own comments that await approval. The
      // comments of a restricted post are part of it: only its readers get them. The prompt's theme
      // is the blog's, not the post's: the refusal carries it too, so a visitor's prompt has it.
      blog.get('/comments/get', async (request, reply) => {
        const query = request.query ?? {};
        const site = siteOf(query);
        const post = sql.postByUrl.get(site, text(query.url));
        if (!post) throw notFound();
        const member = ownMember(memberOf(request), site);
        const theme = sql.settings.get(site)?.comment_theme ?? 1;
        if (post.is_capture === 1 && !readsRestricted(member, site)) {
          return reply.code(403).send({ success: false, message: 'This post is for members', errors: {}, theme });
        }
        const count = positive(query.count, COMMENTS_PAGE_SIZE, MAX_COMMENTS);
        const own = member?.email ?? '';
        return {
          comments: sql.topComments.all(post.id, own, count).map((row) => commentOut(row, post, member)),
          more: sql.countTop.get(post.id, own) > count,
          theme,
        };
      });

      // A new comment or reply. The email is the session's (a payload email is not trusted); a
      // commenter's comments wait for approval (allowed false) until one of theirs was approved.
      // Bounded per member and per address (429).
      blog.post('/comments/store', async (request, reply) => {
        const member = requireMember(request, reply);
        const body = request.body && typeof request.body === 'object' ? request.body : {};
        const comment = text(body.comment).trim();
        if (!comment) throw httpError(422, 'The comment field is required.', { comment: ['The comment field is required.'] });
        if (comment.length > COMMENT_MAX) {
          throw httpError(422, `The comment may not be greater than ${COMMENT_MAX} characters.`, {
            comment: [`The comment may not be greater than ${COMMENT_MAX} characters.`],
          });
        }
        const site = siteOf(body);
        if (site !== member.website_id) throw httpError(403, 'This member does not belong to the site');
        const post = sql.postByUrl.get(site, text(body.url));
        if (!post) throw notFound();
        if (post.enabled_comments !== 1) throw httpError(403, 'Comments are closed on this post');
        if (post.is_capture === 1 && !readsRestricted(member, site)) throw httpError(403, 'This post is for members');
        let replyId = null;
        if (!isBlank(body.reply_id)) {
          const parent = sql.comment.get(positive(body.reply_id, 0));
          const visible = parent && (parent.allowed === 1 || sameEmail(parent.email, member.email));
          if (!visible || parent.post_id !== post.id)
            throw httpError(422, 'The comment answered does not exist', { reply_id: ['The comment answered does not exist'] });
          // Replies hang under the top-level comment.
          replyId = parent.reply_id ?? parent.id;
        }
        await enforce(app.limiter, reply, [
          ['commentPerMember', member.id],
          ['commentPerAddress', request.ip],
        ]);
        const userName = text(body.user?.name).trim().slice(0, 120);
        const allowed = sql.approvedBy.get(site, member.email) > 0 ? 1 : 0;
        const row = sql.insertComment.get({
          post_id: post.id,
          reply_id: replyId,
          name: member.name || userName || member.email,
          email: member.email,
          comment,
          allowed,
        });
        return { success: true, allowed: allowed === 1, comment: commentOut(row, post, member) };
      });

      // Delete (own comments only: shown as deleted by author) or like (toggles; not on deleted
      // comments, nor on another's comment awaiting approval). Likes are bounded per member (429).
      blog.post('/comments/update', async (request, reply) => {
        const member = requireMember(request, reply);
        const body = request.body && typeof request.body === 'object' ? request.body : {};
        const row = sql.comment.get(positive(body.id, 0));
        const mine = Boolean(row) && sameEmail(row.email, member.email);
        // Another's comment awaiting approval is as good as absent.
        if (!row || row.website_id !== member.website_id || (row.allowed !== 1 && !mine)) {
          throw httpError(404, 'Comment not found');
        }
        const type = text(body.type);
        if (type === 'delete') {
          if (!mine) throw httpError(403, 'Only its author deletes a comment');
          sql.deleteComment.run(row.id);
          return { success: true };
        }
        if (type === 'like') {
          if (row.deleted_by_author || row.deleted_by_owner) throw httpError(422, 'A deleted comment cannot be liked');
          const post = sql.anyPostById.get(row.post_id);
          if (post?.is_capture === 1 && !readsRestricted(member, row.website_id))
            throw httpError(403, 'This post is for members');
          await enforce(app.limiter, reply, [['likePerMember', member.id]]);
          const liked = Boolean(sql.liked.get(row.id, member.email));
          if (liked) sql.unlike.run(row.id, member.email);
          else sql.like.run(row.id, member.email, member.name);
          return { success: true, liked: !liked, likes: sql.likeCount.get(row.id) };
        }
        throw httpError(422, 'The type must be delete or like', { type: ['The type must be delete or like'] });
      });

      // Post pictures of the demo: a coloured card per number (so the seed needs no image files).
      blog.get('/thumbnail/:name', async (request, reply) => {
        const name = text(request.params.name).replace(/\.svg$/, '');
        if (!/^(author-)?\d{1,2}$/.test(name)) throw httpError(404, 'Not found');
        const n = Number(name.replace('author-', ''));
        const hue = (n * 47) % 360;
        const svg =
          `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">` +
          `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/>` +
          `<stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 35%)"/></linearGradient></defs>` +
          `<rect width="640" height="400" fill="url(#g)"/>` +
          `<circle cx="${160 + ((n * 83) % 320)}" cy="${120 + ((n * 37) % 160)}" r="90" fill="rgba(255,255,255,.18)"/>` +
          `<path d="M0 320 L180 200 L320 300 L460 180 L640 320 L640 400 L0 400 Z" fill="rgba(0,0,0,.18)"/></svg>`;
        return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
      });
    },
    { prefix: BLOG_PREFIX },
  );

  // Site-origin: the post of a path (`blog/{url}`, `/{url}` or the url itself).
  app.get('/cheetah/blog/get-new', async (request, reply) => {
    const path = text(request.query?.post).split('?')[0];
    const segments = path.split('/').filter(Boolean);
    let url = '';
    try {
      url = decodeURIComponent(segments[0]?.toLowerCase() === 'blog' ? (segments[1] ?? '') : (segments[0] ?? ''));
    } catch {
      url = '';
    }
    const row = url ? (sql.postByUrl.get(DEMO_WEBSITE_ID, url) ?? sql.anyPostByUrl.get(url)) : null;
    if (!row) return reply.code(404).send({ success: false, message: 'Post not found', errors: {} });
    return postOut(row, { ...viewerOf(request, reply), full: true });
  });

  // Site-origin: the registration wall's layout and buttons (the two settings as JSON strings).
  app.get('/cheetah/blog/get-capture-config', async () => {
    const settings = sql.settings.get(DEMO_WEBSITE_ID);
    return {
      theme: settings?.capture_theme ?? 'row',
      login_button_settings: settings?.login_button_settings ?? '{}',
      register_button_settings: settings?.register_button_settings ?? '{}',
    };
  });
}
