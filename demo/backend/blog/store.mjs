// The blog's data as the service answers it: its prepared statements over the blog tables, and
// the answers built from them (a post, a comment with its replies, a page of posts, whether a
// member reads restricted posts). No HTTP here: routes.mjs calls it.
import { cycleOf, excerpt, filters, plain, positive, sameEmail } from './rules.mjs';

/**
 * The blog's queries over `db` (its tables must exist: createBlogTables).
 * @param {import('better-sqlite3').Database} db
 */
export function blogStore(db) {
  const sql = {
    settings: db.prepare('SELECT * FROM blog_settings WHERE website_id = ?'),
    authors: db.prepare('SELECT id, name, slug FROM blog_authors WHERE website_id = ? ORDER BY name'),
    categories: db.prepare('SELECT id, name, slug FROM blog_categories WHERE website_id = ? ORDER BY name'),
    author: db.prepare('SELECT * FROM blog_authors WHERE id = ?'),
    postCategories: db.prepare(
      `SELECT c.id, c.name, c.slug FROM blog_post_categories pc JOIN blog_categories c ON c.id = pc.category_id
       WHERE pc.post_id = ? ORDER BY c.name`,
    ),
    postById: db.prepare('SELECT * FROM blog_posts WHERE website_id = ? AND id = ?'),
    /** A post of any site by its id (ids are unique across sites). */
    anyPostById: db.prepare('SELECT * FROM blog_posts WHERE id = ?'),
    postByUrl: db.prepare('SELECT * FROM blog_posts WHERE website_id = ? AND url = ? COLLATE NOCASE'),
    anyPostByUrl: db.prepare('SELECT * FROM blog_posts WHERE url = ? COLLATE NOCASE ORDER BY id LIMIT 1'),
    views: db.prepare('SELECT COUNT(*) FROM blog_views WHERE post_id = ?').pluck(),
    addView: db.prepare('INSERT INTO blog_views (post_id, first) VALUES (?, ?)'),
    blogAreas: db.prepare('SELECT id, type_id FROM areas WHERE website_id = ? AND is_blog = 1'),
    permission: db.prepare('SELECT active, expire FROM permissions WHERE member_id = ? AND area_id = ?'),
    topComments: db.prepare(
      `SELECT * FROM blog_comments WHERE post_id = ? AND reply_id IS NULL AND (allowed = 1 OR email = ?)
       ORDER BY created_at DESC, id DESC LIMIT ?`,
    ),
    countTop: db
      .prepare('SELECT COUNT(*) FROM blog_comments WHERE post_id = ? AND reply_id IS NULL AND (allowed = 1 OR email = ?)')
      .pluck(),
    replies: db.prepare('SELECT * FROM blog_comments WHERE reply_id = ? AND (allowed = 1 OR email = ?) ORDER BY created_at, id'),
    likes: db.prepare('SELECT name, email FROM blog_comment_likes WHERE comment_id = ? ORDER BY rowid'),
    likeCount: db.prepare('SELECT COUNT(*) FROM blog_comment_likes WHERE comment_id = ?').pluck(),
    comment: db.prepare('SELECT c.*, p.website_id FROM blog_comments c JOIN blog_posts p ON p.id = c.post_id WHERE c.id = ?'),
    // Approved comments only (not one the owner deleted): pending ones earn no trust.
    approvedBy: db
      .prepare(
        `SELECT COUNT(*) FROM blog_comments c JOIN blog_posts p ON p.id = c.post_id
         WHERE p.website_id = ? AND c.email = ? AND c.allowed = 1 AND c.deleted_by_owner = 0`,
      )
      .pluck(),
    insertComment: db.prepare(
      `INSERT INTO blog_comments (post_id, reply_id, name, email, comment, allowed)
       VALUES (@post_id, @reply_id, @name, @email, @comment, @allowed) RETURNING *`,
    ),
    deleteComment: db.prepare('UPDATE blog_comments SET deleted_by_author = 1 WHERE id = ?'),
    liked: db.prepare('SELECT 1 FROM blog_comment_likes WHERE comment_id = ? AND email = ?').pluck(),
    like: db.prepare('INSERT INTO blog_comment_likes (comment_id, email, name) VALUES (?, ?, ?)'),
    unlike: db.prepare('DELETE FROM blog_comment_likes WHERE comment_id = ? AND email = ?'),
  };

  /**
   * A comment with its replies as the service sends it: no e-mail of its writer or of anyone who
   * liked it. `mine`: written by `member`; `liked`: liked by `member` (likes mark theirs `mine`);
   * `is_author`: written by the post's author.
   * @param {any} row
   * @param {any} post
   * @param {{ email: string } | null} member
   * @returns {any}
   */
  function commentOut(row, post, member) {
    const authorEmail = post.author_id ? (sql.author.get(post.author_id)?.email ?? '') : '';
    const own = member?.email ?? '';
    const deleted = row.deleted_by_author === 1 || row.deleted_by_owner === 1;
    const likes = sql.likes
      .all(row.id)
      .map((like) => ({ name: like.name, ...(sameEmail(like.email, own) ? { mine: true } : {}) }));
    return {
      id: row.id,
      name: row.name,
      comment: deleted ? '' : row.comment,
      created_at: row.created_at,
      likes,
      liked: likes.some((like) => like.mine),
      replys: row.reply_id === null ? sql.replies.all(row.id, own).map((reply) => commentOut(reply, post, member)) : [],
      mine: sameEmail(row.email, own),
      is_author: sameEmail(row.email, authorEmail),
      deleted_by_author: row.deleted_by_author,
      deleted_by_owner: row.deleted_by_owner,
      allowed: row.allowed,
    };
  }

  /**
   * Whether a member reads a site's restricted posts: a member of that site who holds its blog area
   * (an active, unexpired permission, or no record for an area of type 1, spec §6). A site without
   * a blog area lets every member of its own in.
   * @param {{ id: number, website_id: string } | null} member
   * @param {string} site
   */
  function readsRestricted(member, site) {
    if (!member || member.website_id !== site) return false;
    const areas = sql.blogAreas.all(site);
    if (areas.length === 0) return true;
    const now = new Date().toISOString();
    return areas.some((area) => {
      const permission = sql.permission.get(member.id, area.id);
      if (!permission) return area.type_id === 1;
      return permission.active === 1 && (permission.expire === null || permission.expire > now);
    });
  }

  /**
   * What this visitor reads of a post: its date cycle and the content sent. A restricted post's
   * content only to its readers (others get the wall's message as a summary in lists, nothing
   * alone); a Dripping or Scheduled post's only once it opens (before, the first 200 characters of
   * its text in lists, nothing alone).
   */
  function shown(row, { firstVisit = Date.now(), member = null, full = false } = {}) {
    const { cycle, remaining } = cycleOf(row, firstVisit, Date.now());
    const locked = cycle !== 'Instantaneous';
    const hidden = row.is_capture === 1 && !readsRestricted(member, row.website_id);
    let content = row.content;
    if (hidden) content = full ? '' : `<p>${excerpt(plain(row.message_capture), 200)}</p>`;
    else if (locked) content = full ? '' : `<p>${excerpt(plain(row.content), 200)}</p>`;
    return { cycle, remaining, content };
  }

  /** The text a list's search matches for this visitor: the title and the content they are sent. */
  const searchText = (row, viewer) => `${row.title}\n${plain(shown(row, viewer).content)}`.toLowerCase();

  /**
   * A post as the service sends it (spec §3), its date cycle as this visitor sees it (cycleOf). Restricted content goes only to a member of the post's site who holds its blog area
   * (readsRestricted); others get the wall's message as the summary (lists) or nothing (one post).
   * No author's e-mail is sent.
   */
  function postOut(row, { firstVisit = Date.now(), member = null, full = false } = {}) {
    const { cycle, remaining, content } = shown(row, { firstVisit, member, full });
    const author = row.author_id ? sql.author.get(row.author_id) : null;
    const categories = sql.postCategories.all(row.id).map((c) => ({ ...c, url: c.slug }));
    return {
      id: row.id,
      title: row.title,
      content,
      thumbnail: row.thumbnail,
      url: row.url,
      author: author
        ? {
            name: author.name,
            slug: author.slug,
            thumbnail: author.thumbnail,
            facebook_url: author.facebook_url,
            instagram_url: author.instagram_url,
            twitter_url: author.twitter_url,
            linkedin_url: author.linkedin_url,
            youtube_url: author.youtube_url,
            medium_url: author.medium_url,
          }
        : null,
      categories,
      categories_list: categories.map((c) => c.name).join(', '),
      scheduled_date: row.scheduled_date,
      created_at: row.created_at,
      date_cycle: cycle,
      dripping_total_seconds: cycle === 'Dripping' ? remaining : 0,
      is_capture: row.is_capture,
      message_capture: row.message_capture,
      enabled_comments: row.enabled_comments,
      featured: row.featured,
      views: sql.views.get(row.id),
    };
  }

  /**
   * A page of posts as a Laravel paginator (data, current_page, last_page, per_page, total), each
   * post as `viewer` sees it.
   */
  function page(site, query, perPage, viewer) {
    const { where, values, order, search } = filters(site, query);
    if (search) {
      // A search matches what this visitor may read (searchText), never the content kept from them:
      // the site's filtered posts are read and matched here, then paged.
      const matches = db
        .prepare(`SELECT p.* FROM blog_posts p WHERE ${where} ORDER BY ${order}`)
        .all(values)
        .filter((row) => searchText(row, viewer).includes(search));
      const last = Math.max(1, Math.ceil(matches.length / perPage));
      const current = Math.min(positive(query.page, 1), last);
      return {
        data: matches.slice((current - 1) * perPage, current * perPage).map((row) => postOut(row, viewer)),
        current_page: current,
        last_page: last,
        per_page: perPage,
        total: matches.length,
      };
    }
    const total = db.prepare(`SELECT COUNT(*) FROM blog_posts p WHERE ${where}`).pluck().get(values);
    const last = Math.max(1, Math.ceil(total / perPage));
    const current = Math.min(positive(query.page, 1), last);
    const rows = db
      .prepare(`SELECT p.* FROM blog_posts p WHERE ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
      .all({ ...values, limit: perPage, offset: (current - 1) * perPage });
    return {
      data: rows.map((row) => postOut(row, viewer)),
      current_page: current,
      last_page: last,
      per_page: perPage,
      total,
    };
  }

  return { sql, commentOut, readsRestricted, postOut, page };
}
