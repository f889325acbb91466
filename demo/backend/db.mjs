// The reference backend's embedded database (SQLite through better-sqlite3).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/** The demo site's code: base64 of "site-1" (CONTRACT §3 `website_id`). */
export const DEMO_WEBSITE_ID = 'c2l0ZS0x';

/** ISO-8601 UTC timestamp default, e.g. 2025-01-31T12:00:00.000Z. */
const NOW = "(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))";

/**
 * Numbered schema migrations. Append only: never edit a migration that has shipped;
 * add the next number instead (comments arrive in a later issue).
 * @type {{ version: number, name: string, sql: string }[]}
 */
const MIGRATIONS = [
  {
    version: 1,
    name: 'sites and form submissions',
    sql: `
      CREATE TABLE sites (
        id INTEGER PRIMARY KEY,
        website_id TEXT UNIQUE NOT NULL,
        name TEXT,
        created_at TEXT NOT NULL DEFAULT ${NOW}
      );
      CREATE TABLE form_submissions (
        id INTEGER PRIMARY KEY,
        website_id TEXT NOT NULL REFERENCES sites (website_id) ON DELETE CASCADE,
        form TEXT NOT NULL,
        payload TEXT NOT NULL CHECK (json_valid(payload)),
        created_at TEXT NOT NULL DEFAULT ${NOW}
      );
      CREATE INDEX form_submissions_by_site ON form_submissions (website_id, created_at);
    `,
  },
  {
    version: 2,
    name: 'link click counts, votes and multi-action counters',
    sql: `
      CREATE TABLE link_clicks (
        btn_id TEXT PRIMARY KEY,
        clicks INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE link_votes (
        question_code TEXT NOT NULL,
        option TEXT NOT NULL,
        votes INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (question_code, option)
      );
      CREATE TABLE link_multiple (
        code TEXT PRIMARY KEY,
        counter INTEGER NOT NULL DEFAULT 0
      );
    `,
  },
  {
    version: 3,
    name: 'members, tokens, areas, permissions, register fields, login attempts and recovery mails',
    sql: `
      CREATE TABLE members (
        id INTEGER PRIMARY KEY,
        website_id TEXT NOT NULL REFERENCES sites (website_id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        password_hash TEXT,
        type TEXT NOT NULL DEFAULT 'login' CHECK (type IN ('login', 'token')),
        is_provider INTEGER NOT NULL DEFAULT 0 CHECK (is_provider IN (0, 1)),
        fields_custom TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(fields_custom)),
        layout_id INTEGER,
        page_id INTEGER,
        page_url TEXT,
        created_at TEXT NOT NULL DEFAULT ${NOW},
        updated_at TEXT NOT NULL DEFAULT ${NOW},
        UNIQUE (website_id, email)
      );
      CREATE TABLE member_tokens (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        token_md5 TEXT NOT NULL UNIQUE,
        token_hash TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL CHECK (type IN ('login', 'token')),
        expires_at TEXT NOT NULL,
        created_at TEXT NOT NULL DEFAULT ${NOW}
      );
      CREATE INDEX member_tokens_by_member ON member_tokens (member_id);
      CREATE INDEX member_tokens_by_expiry ON member_tokens (expires_at);
      CREATE TABLE areas (
        id INTEGER PRIMARY KEY,
        website_id TEXT NOT NULL REFERENCES sites (website_id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        type_id INTEGER NOT NULL CHECK (type_id BETWEEN 1 AND 5),
        home_page_id INTEGER,
        redirect_config TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(redirect_config)),
        elearning_course_id INTEGER,
        is_blog INTEGER NOT NULL DEFAULT 0 CHECK (is_blog IN (0, 1)),
        created_at TEXT NOT NULL DEFAULT ${NOW}
      );
      CREATE INDEX areas_by_site ON areas (website_id);
      CREATE TABLE page_areas (
        page_id INTEGER NOT NULL,
        area_id INTEGER NOT NULL REFERENCES areas (id) ON DELETE CASCADE,
        PRIMARY KEY (page_id, area_id)
      );
      CREATE TABLE permissions (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        area_id INTEGER NOT NULL REFERENCES areas (id) ON DELETE CASCADE,
        active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
        expire TEXT,
        restrict_area_code TEXT,
        created_at TEXT NOT NULL DEFAULT ${NOW},
        UNIQUE (member_id, area_id)
      );
      CREATE INDEX permissions_by_area ON permissions (area_id);
      CREATE TABLE register_fields (
        id INTEGER PRIMARY KEY,
        layout_id INTEGER NOT NULL,
        tag TEXT NOT NULL,
        label TEXT NOT NULL,
        type TEXT NOT NULL DEFAULT 'text',
        required INTEGER NOT NULL DEFAULT 0 CHECK (required IN (0, 1)),
        options TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(options)),
        help_text TEXT,
        default_value TEXT,
        sort_order INTEGER NOT NULL DEFAULT 0,
        UNIQUE (layout_id, tag)
      );
      CREATE TABLE login_attempts (
        id INTEGER PRIMARY KEY,
        website_id TEXT NOT NULL,
        email TEXT NOT NULL,
        ip TEXT NOT NULL,
        created_at TEXT NOT NULL DEFAULT ${NOW}
      );
      CREATE INDEX login_attempts_by_key ON login_attempts (website_id, email, ip, created_at);
      CREATE TABLE recovery_mails (
        id INTEGER PRIMARY KEY,
        website_id TEXT NOT NULL REFERENCES sites (website_id) ON DELETE CASCADE,
        email TEXT NOT NULL,
        layout_id INTEGER,
        url TEXT,
        created_at TEXT NOT NULL DEFAULT ${NOW}
      );
    `,
  },
  {
    version: 4,
    name: 'social-proof sign-ups',
    sql: `
      CREATE TABLE social_proof (
        id INTEGER PRIMARY KEY,
        campaign_id TEXT NOT NULL,
        user_name TEXT NOT NULL,
        created_at TEXT NOT NULL DEFAULT ${NOW}
      );
      CREATE INDEX social_proof_by_campaign ON social_proof (campaign_id, created_at);
      INSERT INTO social_proof (campaign_id, user_name, created_at) VALUES
        ('1', 'Ana', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-3 minutes')),
        ('1', 'Bruno', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-40 minutes'));
    `,
  },
  {
    version: 5,
    name: 'mailing-list subscribers with their referrer, and campaign contacts',
    sql: `
      CREATE TABLE subscribers (
        id INTEGER PRIMARY KEY,
        list_uid TEXT NOT NULL,
        email TEXT NOT NULL,
        uid TEXT NOT NULL UNIQUE,
        origin_uid TEXT REFERENCES subscribers (uid) ON DELETE SET NULL,
        created_at TEXT NOT NULL DEFAULT ${NOW},
        UNIQUE (list_uid, email)
      );
      CREATE INDEX subscribers_by_origin ON subscribers (origin_uid);
      CREATE TABLE campaign_contacts (
        id INTEGER PRIMARY KEY,
        campaign_id TEXT NOT NULL,
        email TEXT NOT NULL,
        name TEXT,
        day_of_cycle INTEGER,
        custom_fields TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(custom_fields)),
        created_at TEXT NOT NULL DEFAULT ${NOW},
        UNIQUE (campaign_id, email)
      );
    `,
  },
];

/**
 * Applies every migration newer than the recorded schema version, each in its own
 * transaction. Safe to call on every start.
 * @param {import('better-sqlite3').Database} db
 * @returns {number[]} the versions applied by this call
 */
export function migrate(db) {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT ${NOW}
  )`);
  const done = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all());
  const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');
  const applied = [];
  for (const migration of MIGRATIONS) {
    if (done.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name);
    })();
    applied.push(migration.version);
  }
  return applied;
}

/**
 * Opens (creating if needed) the database file, migrates it and seeds the demo site.
 * @param {string} file path of the SQLite file, or ':memory:'
 * @returns {import('better-sqlite3').Database}
 */
export function openDatabase(file) {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db);
    db.prepare('INSERT OR IGNORE INTO sites (website_id, name) VALUES (?, ?)').run(DEMO_WEBSITE_ID, 'Weft demo site');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
