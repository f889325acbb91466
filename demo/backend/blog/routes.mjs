// The blog service of the reference backend (CONTRACT §9; spec/elements-content.md §3, §4, §7):
// posts, categories, authors, comments with likes and replies, and views, in SQLite. Served under
// BLOG_PREFIX (the demo site's options.endpoints.blog), plus the two site-origin blog calls
// (/cheetah/blog/get-new, /cheetah/blog/get-capture-config). Its tables and seed live here: they
// are created on start when missing, so the shared migrations stay untouched.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { httpError } from './app.mjs';
import { DEMO_WEBSITE_ID } from './db.mjs';
import { enforce } from './limits.mjs';
import { sha256 } from './members.mjs';

/** Where the blog service is served (the local default of src/http/hosts.ts LOCAL_BLOG_PATH). */
export const BLOG_PREFIX = '/blog-api';

/** The demo blog's view config key: the browser stores its first-visit UTC time under a name built from it. */
export const DEMO_BLOG_KEY = 'demo-blog-7f3a';

/** Feed page size when the call sends none, and the most a call may ask for. */
export const DEFAULT_PER_PAGE = 8;
export const MAX_PER_PAGE = 50;
/** Default amount of the list family's filtered calls (spec §9). */
export const DEFAULT_AMOUNT = 6;
/** Comments per page (spec §9) and the most a call may ask for. */
export const COMMENTS_PAGE_SIZE = 10;
export const MAX_COMMENTS = 500;
/** Longest comment accepted. */
export const COMMENT_MAX = 5000;
/** How long after the visitor's first visit the seeded Dripping post opens. */
export const DRIP_SECONDS = 3 * 24 * 60 * 60;
/**
 * The cookie holding a browser's first blog visit as the server saw it (`{ms}.{signature}`): the
 * server's clock, signed with the blog's secret, so a client cannot move it back. A member's first
 * visit is also kept in the database.
 */
export const FIRST_VISIT_COOKIE = 'weft_blog_first';
const FIRST_VISIT_MAX_AGE = 365 * 24 * 60 * 60;

/** Seeded posts that the tests and the demo rely on. */
export const SEED = {
  drippingUrl: 'seven-day-writing-course',
  scheduledUrl: 'coming-soon-our-roadmap',
  restrictedUrl: 'members-only-deep-dive',
  commentedUrl: 'welcome-to-the-weft-blog',
  /** The author's email: comments written with it are marked is_author. */
  authorEmail: 'ana@weft.example',
};

const NOW_SQL = "(strftime('%Y-%m-%d %H:%M:%S', 'now'))";

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS blog_settings (
    website_id TEXT PRIMARY KEY,
    key TEXT NOT NULL,
    pre_show_dripping INTEGER NOT NULL DEFAULT 1 CHECK (pre_show_dripping IN (0, 1)),
    pre_block_dripping_url TEXT NOT NULL DEFAULT '',
    pre_show_scheduled INTEGER NOT NULL DEFAULT 1 CHECK (pre_show_scheduled IN (0, 1)),
    pre_block_scheduled_url TEXT NOT NULL DEFAULT '',
    date_format_preview_news TEXT NOT NULL DEFAULT 'YYYY-MM-DD',
    comment_theme INTEGER NOT NULL DEFAULT 1 CHECK (comment_theme BETWEEN 1 AND 3),
    capture_theme TEXT NOT NULL DEFAULT 'row',
    login_button_settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(login_button_settings)),
    register_button_settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(register_button_settings))
  );
  CREATE TABLE IF NOT EXISTS blog_authors (
    id INTEGER PRIMARY KEY,
    website_id TEXT NOT NULL,
    name TEXT NOT NULL,
    slug TEXT NOT NULL,
    thumbnail TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    facebook_url TEXT NOT NULL DEFAULT '',
    instagram_url TEXT NOT NULL DEFAULT '',
    twitter_url TEXT NOT NULL DEFAULT '',
    linkedin_url TEXT NOT NULL DEFAULT '',
    youtube_url TEXT NOT NULL DEFAULT '',
    medium_url TEXT NOT NULL DEFAULT '',
    UNIQUE (website_id, slug)
  );
  CREATE TABLE IF NOT EXISTS blog_categories (
    id INTEGER PRIMARY KEY,
    website_id TEXT NOT NULL,
    name TEXT NOT NULL,
    slug TEXT NOT NULL,
    UNIQUE (website_id, slug)
  );
  CREATE TABLE IF NOT EXISTS blog_posts (
    id INTEGER PRIMARY KEY,
    website_id TEXT NOT NULL,
    author_id INTEGER REFERENCES blog_authors (id) ON DELETE SET NULL,
    title TEXT NOT NULL,
    content TEXT NOT NULL DEFAULT '',
    thumbnail TEXT NOT NULL DEFAULT '',
    url TEXT NOT NULL,
    -- UTC 'YYYY-MM-DD HH:MM:SS': publication date, or the opening date of a Scheduled post.
    scheduled_date TEXT NOT NULL DEFAULT ${NOW_SQL},
    created_at TEXT NOT NULL DEFAULT ${NOW_SQL},
    date_cycle TEXT NOT NULL DEFAULT 'Instantaneous' CHECK (date_cycle IN ('Instantaneous', 'Dripping', 'Scheduled')),
    -- Dripping: seconds after the visitor's first visit (utc_time) when the post opens.
    drip_seconds INTEGER NOT NULL DEFAULT 0,
    is_capture INTEGER NOT NULL DEFAULT 0 CHECK (is_capture IN (0, 1)),
    message_capture TEXT NOT NULL DEFAULT '',
    enabled_comments INTEGER NOT NULL DEFAULT 1 CHECK (enabled_comments IN (0, 1)),
    featured INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1)),
    UNIQUE (website_id, url)
  );
  CREATE INDEX IF NOT EXISTS blog_posts_by_date ON blog_posts (website_id, scheduled_date);
  CREATE TABLE IF NOT EXISTS blog_post_categories (
    post_id INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
    category_id INTEGER NOT NULL REFERENCES blog_categories (id) ON DELETE CASCADE,
    PRIMARY KEY (post_id, category_id)
  );
  CREATE TABLE IF NOT EXISTS blog_comments (
    id INTEGER PRIMARY KEY,
    post_id INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
    reply_id INTEGER REFERENCES blog_comments (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    comment TEXT NOT NULL,
    allowed INTEGER NOT NULL DEFAULT 1 CHECK (allowed IN (0, 1)),
    deleted_by_author INTEGER NOT NULL DEFAULT 0 CHECK (deleted_by_author IN (0, 1)),
    deleted_by_owner INTEGER NOT NULL DEFAULT 0 CHECK (deleted_by_owner IN (0, 1)),
    created_at TEXT NOT NULL DEFAULT ${NOW_SQL}
  );
  CREATE INDEX IF NOT EXISTS blog_comments_by_post ON blog_comments (post_id, reply_id, created_at);
  CREATE INDEX IF NOT EXISTS blog_comments_by_email ON blog_comments (email);
  CREATE TABLE IF NOT EXISTS blog_comment_likes (
    comment_id INTEGER NOT NULL REFERENCES blog_comments (id) ON DELETE CASCADE,
    email TEXT NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (comment_id, email)
  );
  CREATE TABLE IF NOT EXISTS blog_views (
    id INTEGER PRIMARY KEY,
    post_id INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
    first INTEGER NOT NULL DEFAULT 0 CHECK (first IN (0, 1)),
    created_at TEXT NOT NULL DEFAULT ${NOW_SQL}
  );
  CREATE INDEX IF NOT EXISTS blog_views_by_post ON blog_views (post_id);
  CREATE TABLE IF NOT EXISTS blog_secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS blog_first_visits (
    member_id INTEGER PRIMARY KEY,
    -- ms since the epoch, by the server's clock
    first_visit INTEGER NOT NULL
  );
`;

/* ------------------------------------------------------------------ seed */

const AUTHORS = [
  {
    name: 'Ana Souza',
    slug: 'ana-souza',
    email: SEED.authorEmail,
    thumbnail: `${BLOG_PREFIX}/thumbnail/author-1.svg`,
    twitter_url: 'https://twitter.com/weft',
    linkedin_url: 'https://www.linkedin.com/company/weft',
  },
  {
    name: 'Bruno Lima',
    slug: 'bruno-lima',
    email: 'bruno@weft.example',
    thumbnail: `${BLOG_PREFIX}/thumbnail/author-2.svg`,
    instagram_url: 'https://instagram.com/weft',
  },
  {
    name: 'Carla Mendes',
    slug: 'carla-mendes',
    email: 'carla@weft.example',
    thumbnail: '',
    medium_url: 'https://medium.com/@weft',
  },
];

const CATEGORIES = [
  { name: 'News', slug: 'news' },
  { name: 'Guides', slug: 'guides' },
  { name: 'Design', slug: 'design' },
  { name: 'Marketing', slug: 'marketing' },
];

const TOPICS = [
  ['Five layouts that convert', 'design', 'A landing page works when the eye knows where to go next.'],
  ['Writing headlines people read', 'marketing', 'The headline is the only line everybody reads: make it count.'],
  ['A checklist before you publish', 'guides', 'Ten small checks that save a launch: links, forms, images and speed.'],
  ['What is new this month', 'news', 'Faster pages, a new gallery theme and better translations.'],
  ['Colour for accessible sites', 'design', 'Contrast is not a matter of taste: here is how to check it.'],
  ['Email lists that grow', 'marketing', 'A list grows when every page offers something worth an address.'],
  ['Setting up your members area', 'guides', 'Areas, access types and the login form, step by step.'],
  ['Our summer release', 'news', 'Video galleries, booking calendars and a quicker editor.'],
  ['Typography on small screens', 'design', 'Line length, size and spacing for phones.'],
  ['Measuring what matters', 'marketing', 'Pixels and analytics without drowning in numbers.'],
  ['Popups that do not annoy', 'guides', 'Time, scroll and exit intent: when each one fits.'],
  ['Community stories', 'news', 'Three sites built by readers of this blog.'],
  ['Images that load fast', 'design', 'Sizes, formats and lazy loading explained.'],
  ['A/B tests for beginners', 'marketing', 'Split tests answer one question at a time.'],
  ['Forms visitors finish', 'guides', 'Fewer fields, clear labels and kind errors.'],
  ['Behind the scenes', 'news', 'How we ship a release every two weeks.'],
  ['Grids and whitespace', 'design', 'Space is a design element, not an absence.'],
  ['Social proof done right', 'marketing', 'Real names and recent sign-ups build trust.'],
  ['Translating your site', 'guides', 'Twenty-five languages and right-to-left layouts.'],
  ['Security notes', 'news', 'Content security policy and Trusted Types on every published site.'],
  ['Icons with meaning', 'design', 'An icon needs a label as much as a button does.'],
  ['Launch week plan', 'marketing', 'Countdowns, reminders and the day after.'],
  ['Blog setup in ten minutes', 'guides', 'Categories, authors and your first post.'],
  ['Year in review', 'news', 'What we built, what we learned and what comes next.'],
  ['Motion with care', 'design', 'Animation that respects reduced-motion settings.'],
  ['Pricing pages that explain', 'marketing', 'Compare plans without a spreadsheet.'],
];

const paragraph = (lead, title) =>
  `<p>${lead}</p><p>In this post about <strong>${title.toLowerCase()}</strong> we walk through the ideas we use every day when we build sites with Weft. ` +
  'Each section ends with something to try on your own pages, and the examples are small enough to copy. ' +
  'We keep the advice practical: what to change, why it helps visitors, and how to tell whether it worked.</p>' +
  '<h2>Start small</h2><p>Pick one page, change one thing, and compare. Small steps are easier to measure and easier to undo. ' +
  'Write down what you expect before you change anything, so the result can surprise you.</p>' +
  '<h2>Keep going</h2><p>Once the first change is in, the second one is easier. Share what you learn with your team and your readers.</p>';

const slugOf = (title) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 'YYYY-MM-DD HH:MM:SS' in UTC. */
export const stamp = (date) => date.toISOString().slice(0, 19).replace('T', ' ');

/**
 * Creates the blog tables when missing and seeds the demo site's blog once: 3 authors, 4
 * categories, 26 normal posts, a Dripping post, a Scheduled post (30 days ahead), a restricted
 * post and comments with a reply, likes and an owner deletion on the welcome post.
 * @param {import('better-sqlite3').Database} db
 */
export function seedBlog(db) {
  db.exec(SCHEMA);
  if (db.prepare('SELECT 1 FROM blog_posts WHERE website_id = ? LIMIT 1').get(DEMO_WEBSITE_ID)) return;
  db.transaction(() => {
    const button = (text, background) =>
      JSON.stringify({
        text,
        font: 'inherit',
        size: '16px',
        background,
        color: '#ffffff',
        radius: '6px',
        padding: '10px 22px',
        margin: '6px',
      });
    db.prepare(
      `INSERT OR IGNORE INTO blog_settings (website_id, key, date_format_preview_news, comment_theme, capture_theme,
         login_button_settings, register_button_settings) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(DEMO_WEBSITE_ID, DEMO_BLOG_KEY, 'DD/MM/YYYY', 1, 'row', button('Sign in', '#1f6feb'), button('Sign up', '#2da44e'));
    const insertAuthor = db.prepare(
      `INSERT INTO blog_authors (website_id, name, slug, thumbnail, email, facebook_url, instagram_url, twitter_url, linkedin_url, youtube_url, medium_url)
       VALUES (@website_id, @name, @slug, @thumbnail, @email, @facebook_url, @instagram_url, @twitter_url, @linkedin_url, @youtube_url, @medium_url) RETURNING id`,
    );
    const authors = AUTHORS.map(
      (a) =>
        insertAuthor.get({
          website_id: DEMO_WEBSITE_ID,
          facebook_url: '',
          instagram_url: '',
          twitter_url: '',
          linkedin_url: '',
          youtube_url: '',
          medium_url: '',
          ...a,
        }).id,
    );
    const insertCategory = db.prepare('INSERT INTO blog_categories (website_id, name, slug) VALUES (?, ?, ?) RETURNING id');
    const categories = Object.fromEntries(
      CATEGORIES.map((c) => [c.slug, insertCategory.get(DEMO_WEBSITE_ID, c.name, c.slug).id]),
    );
    const insertPost = db.prepare(
      `INSERT INTO blog_posts (website_id, author_id, title, content, thumbnail, url, scheduled_date, created_at, date_cycle,
         drip_seconds, is_capture, message_capture, enabled_comments, featured)
       VALUES (@website_id, @author_id, @title, @content, @thumbnail, @url, @scheduled_date, @scheduled_date, @date_cycle,
         @drip_seconds, @is_capture, @message_capture, @enabled_comments, @featured) RETURNING id`,
    );
    const link = db.prepare('INSERT INTO blog_post_categories (post_id, category_id) VALUES (?, ?)');
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const post = (fields, slugs) => {
      const id = insertPost.get({
        website_id: DEMO_WEBSITE_ID,
        date_cycle: 'Instantaneous',
        drip_seconds: 0,
        is_capture: 0,
        message_capture: '',
        enabled_comments: 1,
        featured: 0,
        ...fields,
      }).id;
      for (const slug of slugs) link.run(id, categories[slug]);
      return id;
    };
    const welcome = post(
      {
        author_id: authors[0],
        title: 'Welcome to the Weft blog',
        url: SEED.commentedUrl,
        content: paragraph('This blog shows every blog widget of Weft working against the reference backend.', 'Welcome'),
        thumbnail: `${BLOG_PREFIX}/thumbnail/0.svg`,
        scheduled_date: stamp(new Date(now - 2 * day)),
        featured: 1,
      },
      ['news'],
    );
    TOPICS.forEach(([title, category, lead], i) => {
      post(
        {
          author_id: authors[i % authors.length],
          title,
          url: slugOf(title),
          content: paragraph(lead, title),
          // Every fifth post has no picture: the widgets show their placeholder.
          thumbnail: i % 5 === 4 ? '' : `${BLOG_PREFIX}/thumbnail/${(i % 8) + 1}.svg`,
          scheduled_date: stamp(new Date(now - (3 + i * 4) * day)),
          featured: i % 6 === 0 ? 1 : 0,
          enabled_comments: i === 3 ? 0 : 1,
        },
        i % 4 === 1 ? [category, 'guides'] : [category],
      );
    });
    post(
      {
        author_id: authors[1],
        title: 'Members only: a deep dive into areas',
        url: SEED.restrictedUrl,
        content: paragraph('Everything about access types, permissions and e-learning courses.', 'Members areas'),
        thumbnail: `${BLOG_PREFIX}/thumbnail/3.svg`,
        scheduled_date: stamp(new Date(now - 1 * day)),
        is_capture: 1,
        message_capture: '<p>This post is for members. <strong>Sign up free</strong> or sign in to read it.</p>',
      },
      ['guides'],
    );
    post(
      {
        author_id: authors[2],
        title: 'A seven-day writing course',
        url: SEED.drippingUrl,
        content: paragraph('One lesson opens for you three days after your first visit.', 'Writing course'),
        thumbnail: `${BLOG_PREFIX}/thumbnail/5.svg`,
        scheduled_date: stamp(new Date(now - 5 * day)),
        date_cycle: 'Dripping',
        drip_seconds: DRIP_SECONDS,
      },
      ['guides', 'marketing'],
    );
    post(
      {
        author_id: authors[0],
        title: 'Coming soon: our roadmap',
        url: SEED.scheduledUrl,
        content: paragraph('What we are building next, published on the date shown.', 'Roadmap'),
        thumbnail: `${BLOG_PREFIX}/thumbnail/7.svg`,
        scheduled_date: stamp(new Date(now + 30 * day)),
        date_cycle: 'Scheduled',
      },
      ['news'],
    );
    const comment = db.prepare(
      `INSERT INTO blog_comments (post_id, reply_id, name, email, comment, deleted_by_owner, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    );
    const first = comment.get(
      welcome,
      null,
      'Dora Reader',
      'dora@reader.example',
      'Great start, looking forward to more posts!',
      0,
      stamp(new Date(now - day)),
    ).id;
    comment.run(
      welcome,
      first,
      'Ana Souza',
      SEED.authorEmail,
      'Thank you, Dora! A new post every week.',
      0,
      stamp(new Date(now - day + 3600_000)),
    );
    comment.run(
      welcome,
      null,
      'Eli Visitor',
      'eli@reader.example',
      'Buy cheap pills at spam.example',
      1,
      stamp(new Date(now - day + 7200_000)),
    );
    comment.run(
      welcome,
      null,
      'Fay Maker',
      'fay@reader.example',
      'The gallery guide helped me a lot.',
      0,
      stamp(new Date(now - day + 10800_000)),
    );
    db.prepare('INSERT INTO blog_comment_likes (comment_id, email, name) VALUES (?, ?, ?)').run(
      first,
      'fay@reader.example',
      'Fay Maker',
    );
  })();
}

/* ------------------------------------------------------------------ helpers */

const isBlank = (value) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const text = (value) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const truthy = (value) => ['1', 'true', 'yes', 'on'].includes(text(value).trim().toLowerCase()) || value === true;
/** A positive integer query value, or `fallback`; capped at `max`. */
function positive(value, fallback, max = Number.MAX_SAFE_INTEGER) {
  const n = Number.parseInt(text(value), 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, max) : fallback;
}
/** A filter value: 'all' or blank means none; the part before a slash (spec §7). */
const filterOf = (value) => {
  const v = text(value).split('/')[0].trim();
  return v === '' || v.toLowerCase() === 'all' ? null : v;
};
/** One cookie's value from a Cookie header. */
function cookieOf(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
/** Whether two e-mails are the same address (blank is nobody's). */
const sameEmail = (a, b) => text(a).trim() !== '' && text(a).trim().toLowerCase() === text(b).trim().toLowerCase();
/** LIKE pattern with % and _ taken literally. */
const likePattern = (term) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The text of HTML, for excerpts. */
const plain = (html) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** `text` cut at a word to at most `max` characters, with an ellipsis when cut. */
const excerpt = (text, max) => {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${space > 0 ? head.slice(0, space) : head}…`;
};

/**
 * Registers the blog service under BLOG_PREFIX and the two site-origin blog calls; creates and
 * seeds the blog tables on start.
 * @param {import('fastify').FastifyInstance & { db: import('better-sqlite3').Database }} app
 */
export async function blogRoutes(app) {
  const { db } = app;
  seedBlog(db);

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
    postByUrl: db.prepare('SELECT * FROM blog_posts WHERE website_id = ? AND url = ? COLLATE NOCASE'),
    anyPostByUrl: db.prepare('SELECT * FROM blog_posts WHERE url = ? COLLATE NOCASE ORDER BY id LIMIT 1'),
    views: db.prepare('SELECT COUNT(*) FROM blog_views WHERE post_id = ?').pluck(),
    addView: db.prepare('INSERT INTO blog_views (post_id, first) VALUES (?, ?)'),
    session: db.prepare(
      `SELECT m.id, m.name, m.email, m.website_id, t.expires_at FROM member_tokens t JOIN members m ON m.id = t.member_id
       WHERE t.token_hash = ?`,
    ),
    blogAreas: db.prepare('SELECT id, type_id FROM areas WHERE website_id = ? AND is_blog = 1'),
    permission: db.prepare('SELECT active, expire FROM permissions WHERE member_id = ? AND area_id = ?'),
    firstVisit: db.prepare('SELECT first_visit FROM blog_first_visits WHERE member_id = ?').pluck(),
    keepFirstVisit: db.prepare(
      `INSERT INTO blog_first_visits (member_id, first_visit) VALUES (?, ?)
       ON CONFLICT (member_id) DO UPDATE SET first_visit = MIN(first_visit, excluded.first_visit)`,
    ),
    secret: db.prepare('SELECT value FROM blog_secrets WHERE name = ?').pluck(),
    keepSecret: db.prepare('INSERT OR IGNORE INTO blog_secrets (name, value) VALUES (?, ?)'),
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

  /** The site a call is about: its website_id (the demo site when blank). */
  const siteOf = (query) => (isBlank(query?.website_id) ? DEMO_WEBSITE_ID : text(query.website_id));

  /** The member of a live bearer token (members' own tokens), or null. */
  function memberOf(request) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(String(request.headers.authorization ?? ''));
    if (!match) return null;
    const row = sql.session.get(sha256(match[1]));
    return row && row.expires_at > new Date().toISOString() ? row : null;
  }

  function requireMember(request, reply) {
    const member = memberOf(request);
    if (!member) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw httpError(401, 'Unauthenticated.');
    }
    return member;
  }

  /** The member when they belong to `site`, else null (another site's member is a visitor here). */
  const ownMember = (member, site) => (member && member.website_id === site ? member : null);

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

  /** The blog's signing secret, made once and kept in the database (cookies outlive restarts). */
  sql.keepSecret.run('first-visit', randomBytes(32).toString('base64url'));
  const secret = sql.secret.get('first-visit');
  const sign = (value) => createHmac('sha256', secret).update(value).digest('base64url');

  /** The first visit a signed cookie holds (ms), or null when it is missing, forged or in the future. */
  function cookieVisit(request) {
    const [ms, signature] = String(cookieOf(request.headers.cookie, FIRST_VISIT_COOKIE) ?? '').split('.');
    if (!/^\d{1,15}$/.test(ms ?? '') || !signature) return null;
    const expected = Buffer.from(sign(ms));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return Number(ms) <= Date.now() ? Number(ms) : null;
  }

  /**
   * The visitor's first visit by the server's clock (what Dripping posts count from; a client's
   * `utc_time` is not trusted): the earliest of the signed cookie and the member's stored one, else
   * now. Remembered in both for the next call.
   */
  function firstVisitOf(request, reply, member) {
    const fromCookie = cookieVisit(request);
    const stored = member ? sql.firstVisit.get(member.id) : undefined;
    const first = Math.min(fromCookie ?? Infinity, stored ?? Infinity, Date.now());
    if (member && stored !== first) sql.keepFirstVisit.run(member.id, first);
    if (fromCookie !== first) {
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${FIRST_VISIT_COOKIE}=${first}.${sign(String(first))}; Path=/; Max-Age=${FIRST_VISIT_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`,
      );
    }
    return first;
  }

  /** What a post answer depends on about who asks: their member and first visit. */
  function viewerOf(request, reply) {
    const member = memberOf(request);
    return { member, firstVisit: firstVisitOf(request, reply, member) };
  }

  /**
   * A post as the service sends it (spec §3). A Dripping post is Dripping only until it opens for
   * this visitor (first visit + its drip seconds, by the server's clock); a Scheduled one until its
   * date. Restricted content goes only to a member of the post's site who holds its blog area
   * (readsRestricted); others get the wall's message as the summary (lists) or nothing (one post).
   * No author's e-mail is sent.
   */
  function postOut(row, { firstVisit = Date.now(), member = null, full = false } = {}) {
    const now = Date.now();
    let cycle = row.date_cycle;
    let remaining = 0;
    if (cycle === 'Dripping') {
      remaining = Math.ceil((firstVisit + row.drip_seconds * 1000 - now) / 1000);
      if (remaining <= 0) cycle = 'Instantaneous';
    } else if (cycle === 'Scheduled' && Date.parse(`${row.scheduled_date.replace(' ', 'T')}Z`) <= now) {
      cycle = 'Instantaneous';
    }
    const locked = cycle !== 'Instantaneous';
    const hidden = row.is_capture === 1 && !readsRestricted(member, row.website_id);
    let content = row.content;
    if (hidden) content = full ? '' : `<p>${excerpt(plain(row.message_capture), 200)}</p>`;
    else if (locked) content = full ? '' : `<p>${excerpt(plain(row.content), 200)}</p>`;
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

  /** The WHERE clause and values of a list call's filters. */
  function filters(site, query) {
    const where = ['p.website_id = @site'];
    const values = { site };
    const category = filterOf(query.category);
    const author = filterOf(query.author);
    const search = text(query.search).trim();
    if (category) {
      where.push(
        'EXISTS (SELECT 1 FROM blog_post_categories pc JOIN blog_categories c ON c.id = pc.category_id WHERE pc.post_id = p.id AND c.slug = @category COLLATE NOCASE)',
      );
      values.category = category;
    }
    if (author) {
      where.push('EXISTS (SELECT 1 FROM blog_authors a WHERE a.id = p.author_id AND a.slug = @author COLLATE NOCASE)');
      values.author = author;
    }
    if (search) {
      where.push("(p.title LIKE @search ESCAPE '\\' OR p.content LIKE @search ESCAPE '\\')");
      values.search = likePattern(search.slice(0, 100));
    }
    if (truthy(query.featured)) where.push('p.featured = 1');
    const order = truthy(query.most_accessed)
      ? '(SELECT COUNT(*) FROM blog_views v WHERE v.post_id = p.id) DESC, p.scheduled_date DESC, p.id DESC'
      : 'p.scheduled_date DESC, p.id DESC';
    return { where: where.join(' AND '), values, order };
  }

  /** A page of posts as a Laravel paginator: data, current_page, last_page, per_page, total. */
  function page(site, query, perPage, request, reply) {
    const { where, values, order } = filters(site, query);
    const total = db.prepare(`SELECT COUNT(*) FROM blog_posts p WHERE ${where}`).pluck().get(values);
    const last = Math.max(1, Math.ceil(total / perPage));
    const current = Math.min(positive(query.page, 1), last);
    const rows = db
      .prepare(`SELECT p.* FROM blog_posts p WHERE ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
      .all({ ...values, limit: perPage, offset: (current - 1) * perPage });
    const viewer = viewerOf(request, reply);
    return {
      data: rows.map((row) => postOut(row, viewer)),
      current_page: current,
      last_page: last,
      per_page: perPage,
      total,
    };
  }

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
        return page(site, query, perPage, request, reply);
      });

      blog.get('/news/get-filtered-news', async (request, reply) => {
        const query = request.query ?? {};
        const amount = positive(query.amount, DEFAULT_AMOUNT, MAX_PER_PAGE);
        return page(siteOf(query), { ...query, page: 1 }, amount, request, reply).data;
      });

      blog.get('/news/get-by-id/:id', async (request, reply) => {
        const row = sql.postById.get(siteOf(request.query), positive(request.params.id, 0));
        if (!row) throw notFound();
        return postOut(row, { ...viewerOf(request, reply), full: true });
      });

      // No payload: the post of that id on any site (ids are unique); restricted content only for a
      // member of the post's own site.
      blog.get('/get-new/:id', async (request, reply) => {
        const row = db.prepare('SELECT * FROM blog_posts WHERE id = ?').get(positive(request.params.id, 0));
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
        enforce(app.limiter, reply, [
          ['viewPerPost', `${request.ip}\u0000${row.id}`],
          ['viewPerAddress', request.ip],
        ]);
        sql.addView.run(row.id, truthy(request.query?.first) ? 1 : 0);
        return { success: true, views: sql.views.get(row.id) };
      });

      // A post's comments, newest first, `count` of them. Nobody's e-mail is sent: `mine` (written by
      // the bearer), `liked` (liked by the bearer) and `is_author` (written by the post's author) say
      // what the page needs. A member also sees their own comments that await approval. The
      // comments of a restricted post are part of it: only its readers get them.
      blog.get('/comments/get', async (request) => {
        const query = request.query ?? {};
        const site = siteOf(query);
        const post = sql.postByUrl.get(site, text(query.url));
        if (!post) throw notFound();
        const member = ownMember(memberOf(request), site);
        if (post.is_capture === 1 && !readsRestricted(member, site)) throw httpError(403, 'This post is for members');
        const count = positive(query.count, COMMENTS_PAGE_SIZE, MAX_COMMENTS);
        const own = member?.email ?? '';
        return {
          comments: sql.topComments.all(post.id, own, count).map((row) => commentOut(row, post, member)),
          more: sql.countTop.get(post.id, own) > count,
          theme: sql.settings.get(site)?.comment_theme ?? 1,
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
        enforce(app.limiter, reply, [
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
          const post = db.prepare('SELECT * FROM blog_posts WHERE id = ?').get(row.post_id);
          if (post?.is_capture === 1 && !readsRestricted(member, row.website_id))
            throw httpError(403, 'This post is for members');
          enforce(app.limiter, reply, [['likePerMember', member.id]]);
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

/* ------------------------------------------------------------------ page shell */

/** First path segments of the blog's feed paths (/s search, /c category, /a author, /feed, /page/n). */
const FEED_SEGMENTS = new Set(['s', 'c', 'a', 'feed', 'page']);

const isBlogPage = (page) => [true, 1, '1', 'true'].includes(page?.is_blog);

/** Whether a layout holds an element of `type` (panels searched through). */
function holds(nodes, type) {
  return Array.isArray(nodes) && nodes.some((node) => node?.type === type || holds(node?.children, type));
}
const pageHolds = (page, type) => holds(page?.layout?.desktop, type) || holds(page?.layout?.mobile, type);

/** The page the blog's feed paths show: the first blog page with a feed, else the first blog page. */
export function feedPage(pages) {
  const blogs = pages.filter(isBlogPage);
  return blogs.find((page) => pageHolds(page, 'blog-feed')) ?? blogs[0];
}

/** The page that shows a post read from the path: the first blog page holding a post page. */
export function postPage(pages) {
  return pages.filter(isBlogPage).find((page) => pageHolds(page, 'post-page'));
}

/**
 * The page of a non-root path, as src/site/resolve.ts decides it (runtime.md §2 plus the blog's
 * paths of elements-content.md §2); undefined when nothing matches (the caller shows '404').
 * @param {any[]} pages
 * @param {string[]} segments the decoded path segments (at least one)
 */
export function resolveSitePage(pages, segments) {
  const byUrl = (url) => pages.find((page) => String(page.url).toLowerCase() === url.toLowerCase());
  const first = segments[0].toLowerCase();
  // A path containing 'page/' shows the page whose url is 'page', when there is one.
  const paged = segments.join('/').includes('page/') ? byUrl('page') : undefined;
  if (paged) return paged;
  // /blog/page/{n} is the blog page's own pagination, not a post named 'page'.
  const blogPaged = segments[1]?.toLowerCase() === 'page' && /^\d+$/.test(segments[2] ?? '');
  if (first === 'blog' && segments[1] && !blogPaged) {
    const match = byUrl(segments[1]) ?? postPage(pages);
    if (match) return match;
  }
  const match = byUrl(first);
  if (match) return match;
  if (FEED_SEGMENTS.has(first)) return feedPage(pages);
  // /{post url} (a read-more link): the post page's shell. For a path that names no post either,
  // the runtime's post page finds the post missing and the runtime shows the '404' page in place.
  if (segments.length === 1 && first !== 'blog-login') return postPage(pages);
  return undefined;
}
