// The blog's tables (CONTRACT §9): created on start when missing, so the shared migrations in
// db.mjs stay untouched.

/** UTC 'YYYY-MM-DD HH:MM:SS', the blog's date format, as a column default. */
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

/**
 * Creates the blog tables and indexes that are missing.
 * @param {import('better-sqlite3').Database} db
 */
export function createBlogTables(db) {
  db.exec(SCHEMA);
}
