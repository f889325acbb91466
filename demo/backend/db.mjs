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
 * add the next number instead (members, areas, comments arrive in later issues).
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
