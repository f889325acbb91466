// The members data: prepared statements over the shared tables (db.mjs) and what is built from
// them: sessions (issued, looked up), permissions and failed-login records. No HTTP here:
// routes.mjs calls it.
import { randomBytes } from 'node:crypto';
import { md5, sha256 } from '../http.mjs';
import { LOGIN_WINDOW_MS, TOKEN_TTL_MS } from './rules.mjs';

/**
 * The members API's queries over `db`.
 * @param {import('better-sqlite3').Database} db
 */
export function membersStore(db) {
  const sql = {
    siteExists: db.prepare('SELECT 1 FROM sites WHERE website_id = ?').pluck(),
    member: db.prepare('SELECT * FROM members WHERE website_id = ? AND email = ?'),
    insertMember: db.prepare(
      `INSERT INTO members (website_id, name, email, password_hash, type, fields_custom, layout_id, page_id, page_url)
       VALUES (@website_id, @name, @email, @password_hash, 'login', @fields_custom, @layout_id, @page_id, @page_url) RETURNING *`,
    ),
    updateMember: db.prepare(
      `UPDATE members SET name = @name, password_hash = COALESCE(@password_hash, password_hash),
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = @id RETURNING *`,
    ),
    session: db.prepare(
      `SELECT t.id AS token_id, t.type AS session_type, t.token_md5, t.token_hash, t.expires_at, m.*
       FROM member_tokens t JOIN members m ON m.id = t.member_id WHERE t.token_hash = ?`,
    ),
    insertToken: db.prepare(
      'INSERT INTO member_tokens (member_id, token_md5, token_hash, type, expires_at) VALUES (?, ?, ?, ?, ?)',
    ),
    pruneTokens: db.prepare('DELETE FROM member_tokens WHERE expires_at <= ?'),
    revokeToken: db.prepare('DELETE FROM member_tokens WHERE id = ?'),
    revokeOtherTokens: db.prepare('DELETE FROM member_tokens WHERE member_id = ? AND id <> ?'),
    siteAreas: db.prepare('SELECT id, type_id FROM areas WHERE website_id = ?'),
    area: db.prepare('SELECT * FROM areas WHERE id = ? AND website_id = ?'),
    courseAreas: db.prepare('SELECT id FROM areas WHERE website_id = ? AND elearning_course_id = ?').pluck(),
    grant: db.prepare(
      'INSERT INTO permissions (member_id, area_id, active) VALUES (?, ?, ?) ON CONFLICT (member_id, area_id) DO NOTHING',
    ),
    pageAreas: db.prepare(
      'SELECT a.id FROM page_areas pa JOIN areas a ON a.id = pa.area_id WHERE pa.page_id = ? AND a.website_id = ?',
    ),
    activePermission: db.prepare(
      `SELECT 1 FROM permissions WHERE member_id = ? AND area_id = ? AND active = 1 AND (expire IS NULL OR expire > ?)`,
    ),
    permissions: db.prepare(
      `SELECT a.*, p.active, p.expire, p.restrict_area_code FROM permissions p JOIN areas a ON a.id = p.area_id
       WHERE p.member_id = ? ORDER BY a.id`,
    ),
    fields: db.prepare('SELECT * FROM register_fields WHERE layout_id = ? ORDER BY sort_order, id'),
    failures: db.prepare(
      `SELECT COUNT(*) AS count, MIN(created_at) AS oldest FROM login_attempts
       WHERE website_id = ? AND email = ? AND ip = ? AND created_at > ?`,
    ),
    recordFailure: db.prepare('INSERT INTO login_attempts (website_id, email, ip, created_at) VALUES (?, ?, ?, ?)'),
    pruneFailures: db.prepare('DELETE FROM login_attempts WHERE created_at <= ?'),
    clearFailures: db.prepare('DELETE FROM login_attempts WHERE website_id = ? AND email = ? AND ip = ?'),
    recordRecovery: db.prepare('INSERT INTO recovery_mails (website_id, email, layout_id, url) VALUES (?, ?, ?, ?)'),
  };

  const nowIso = () => new Date().toISOString();

  /** A fresh 30-day session token for the member; answers the login data (CONTRACT §6). */
  function issueToken(member, type) {
    const token = randomBytes(32).toString('hex');
    const expire = new Date(Date.now() + TOKEN_TTL_MS).toISOString();
    sql.pruneTokens.run(nowIso());
    const tokenMd5 = md5(token);
    const tokenHash = sha256(token);
    sql.insertToken.run(member.id, tokenMd5, tokenHash, type, expire);
    return { user: userOut(member, type), token, token_md5: tokenMd5, token_hash: tokenHash, expire };
  }

  const userOut = (member, type) => ({ name: member.name, email: member.email, type });

  /** The live session of a bearer token, or null (unknown, revoked or expired). */
  function sessionOf(token) {
    if (!token) return null;
    const row = sql.session.get(sha256(token));
    return row && row.expires_at > nowIso() ? row : null;
  }

  /** Whether the member holds an active, unexpired permission for the area. */
  const permitted = (memberId, areaId) => Boolean(sql.activePermission.get(memberId, areaId, nowIso()));

  function recordFailure(site, email, ip) {
    sql.pruneFailures.run(new Date(Date.now() - LOGIN_WINDOW_MS).toISOString());
    sql.recordFailure.run(site, email, ip, nowIso());
  }

  return { sql, nowIso, issueToken, userOut, sessionOf, permitted, recordFailure };
}
