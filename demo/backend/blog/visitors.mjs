// Who asks the blog: the member of a live bearer token (the members API's own tokens), and the
// visitor's first visit by the server's clock, kept in a signed cookie and, for a member, in the
// database (what Dripping posts count from; a client's `utc_time` is not trusted).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { bearerToken, cookieOf, httpError, sha256 } from '../http.mjs';
import { FIRST_VISIT_COOKIE, FIRST_VISIT_MAX_AGE } from './rules.mjs';

/**
 * The blog's visitors over `db` (the blog tables must exist: createBlogTables).
 * @param {import('better-sqlite3').Database} db
 */
export function blogVisitors(db) {
  const sql = {
    session: db.prepare(
      `SELECT m.id, m.name, m.email, m.website_id, t.expires_at FROM member_tokens t JOIN members m ON m.id = t.member_id
       WHERE t.token_hash = ?`,
    ),
    firstVisit: db.prepare('SELECT first_visit FROM blog_first_visits WHERE member_id = ?').pluck(),
    keepFirstVisit: db.prepare(
      `INSERT INTO blog_first_visits (member_id, first_visit) VALUES (?, ?)
       ON CONFLICT (member_id) DO UPDATE SET first_visit = MIN(first_visit, excluded.first_visit)`,
    ),
    secret: db.prepare('SELECT value FROM blog_secrets WHERE name = ?').pluck(),
    keepSecret: db.prepare('INSERT OR IGNORE INTO blog_secrets (name, value) VALUES (?, ?)'),
  };

  /** The member of a live bearer token (members' own tokens), or null. */
  function memberOf(request) {
    const token = bearerToken(request);
    if (!token) return null;
    const row = sql.session.get(sha256(token));
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

  return { memberOf, requireMember, viewerOf };
}
