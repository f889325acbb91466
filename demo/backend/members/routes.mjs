// The members API of the reference backend (CONTRACT §6 and §9; spec/runtime.md §3–§8 and
// spec/elements-content.md §3–§7): register, log in (password, token, provider credentials),
// session check with page permission, logout, profile, areas and e-learning course links.
// Registered under the prefix /api, so every path is /api/website/user/….
import { DEMO_WEBSITE_ID } from '../db.mjs';
import { bearerToken, escapeHtml, httpError } from '../http.mjs';
import { enforce } from '../limits.mjs';
import { hashPassword, verifyPassword } from './passwords.mjs';
import {
  FieldErrors,
  LOGIN_MAX_ATTEMPTS,
  LOGIN_WINDOW_MS,
  MESSAGES,
  areaIds,
  asObject,
  fieldOut,
  isBlank,
  isObject,
  normalizeEmail,
  optionalInteger,
  requireEmail,
  requireNewPassword,
  requireText,
  resetBase,
  text,
  truthy,
  validateCustomFields,
} from './rules.mjs';
import { REGISTER_SOCIALPROOF } from './seed.mjs';
import { membersStore } from './store.mjs';

/**
 * Where the reference backend plays the hosted e-learning service (registered under /api): a
 * course page that reads the member's e-mail and hashed token from the query (lead-capture §5).
 */
export const ELEARNING_COURSE_PATH = '/api/elearning/course/';

/**
 * Registers the members API (runtime.md §7, CONTRACT §6). Register with `{ prefix: '/api' }`.
 * @param {import('fastify').FastifyInstance & { db: import('better-sqlite3').Database }} app
 * @param {{ pageLayout?: (pageId: number) => Promise<unknown>, pagesSite?: () => Promise<string> }} [options]
 *   pageLayout: a page's layout, released by the session check to a member it grants the page;
 *   pagesSite: the website_id of the site whose pages the check is asked about
 */
export async function membersRoutes(app, options = {}) {
  const { db } = app;
  const { sql, nowIso, issueToken, userOut, sessionOf, permitted, recordFailure } = membersStore(db);

  /** The site a public call is about: `website_id` of the body, else the demo site. */
  function siteOf(body, errors) {
    const id = isBlank(body.website_id) ? DEMO_WEBSITE_ID : text(body.website_id);
    if (id === undefined || !sql.siteExists.get(id)) errors.add('website_id', 'The selected website id is invalid.');
    return id ?? DEMO_WEBSITE_ID;
  }

  function unauthenticated(reply) {
    reply.header('WWW-Authenticate', 'Bearer');
    return httpError(401, MESSAGES.unauthenticated);
  }

  /** The session of an authenticated call; 401 without a live bearer token. */
  function requireSession(request, reply) {
    const session = sessionOf(bearerToken(request));
    if (!session) throw unauthenticated(reply);
    return session;
  }

  /** The origins of a site's pages: the demo site's are the app's siteOrigins option. */
  const originsOf = (site) => (site === DEMO_WEBSITE_ID ? /** @type {string[]} */ (app.siteOrigins ?? []) : []);

  /** The base of a password-reset link for `site` (resetBase over its origins). */
  const resetBaseOf = (site, url) => resetBase(originsOf(site), url);

  /* -------------------------------------------------------------- throttling */

  function throttle(reply, site, email, ip) {
    const { count, oldest } = sql.failures.get(site, email, ip, new Date(Date.now() - LOGIN_WINDOW_MS).toISOString());
    if (count < LOGIN_MAX_ATTEMPTS) return;
    const retry = Math.max(1, Math.ceil((Date.parse(oldest) + LOGIN_WINDOW_MS - Date.now()) / 1000));
    reply.header('Retry-After', String(retry));
    throw httpError(429, MESSAGES.throttled, { email: [MESSAGES.throttled] });
  }

  /**
   * Email and password login; with `provider`, only members flagged as provider members are accepted:
   * a member who registered on the site itself (right password, not a provider member) is told so.
   * Unknown emails and wrong passwords answer alike.
   */
  async function credentialsLogin(request, reply, provider) {
    const body = asObject(request.body);
    const errors = new FieldErrors();
    const site = siteOf(body, errors);
    const email = requireEmail(errors, body);
    const password = requireText(errors, body, 'password');
    errors.throwIfAny();
    // Per address, whichever accounts it tries (the throttle below is per e-mail and address).
    await enforce(app.limiter, reply, [['loginPerAddress', request.ip]], MESSAGES.throttled, { email: [MESSAGES.throttled] });
    throttle(reply, site, email, request.ip);
    const member = sql.member.get(site, email);
    const matches = await verifyPassword(password, member?.password_hash);
    if (provider && matches && member.type === 'login' && member.is_provider !== 1) {
      throw httpError(422, MESSAGES.alreadyRegistered, { email: [MESSAGES.alreadyRegistered] });
    }
    const accepted = matches && member.type === 'login' && (!provider || member.is_provider === 1);
    if (!accepted) {
      recordFailure(site, email, request.ip);
      const message = provider ? MESSAGES.invalidProvider : MESSAGES.badCredentials;
      throw httpError(422, message, { email: [message] });
    }
    sql.clearFailures.run(site, email, request.ip);
    return { success: true, data: issueToken(member, 'login') };
  }

  /* -------------------------------------------------------------- public routes */

  app.post('/website/user/register', async (request, reply) => {
    const body = asObject(request.body);
    const errors = new FieldErrors();
    const site = siteOf(body, errors);
    const name = requireText(errors, body, 'name')?.trim();
    const email = requireEmail(errors, body);
    // A form theme may hide the passwords (hidden_password): then none is required.
    const hidden = truthy(body.hidden_password) && isBlank(body.password);
    const password = hidden ? undefined : requireNewPassword(errors, body);
    const layoutId = optionalInteger(errors, body, 'layout_id');
    const pageId = optionalInteger(errors, body, 'page_id');
    const pageUrl = isBlank(body.page_url) ? null : text(body.page_url);
    if (pageUrl === undefined || (pageUrl && pageUrl.length > 2048)) errors.add('page_url', 'The page url is invalid.');

    const requested = areaIds(body.areas_register);
    const siteAreas = sql.siteAreas.all(site);
    if (requested === null || requested.some((id) => !siteAreas.some((area) => area.id === id))) {
      errors.add('areas_register', 'The selected areas register is invalid.');
    }

    let custom = body.fields_custom;
    if (typeof custom === 'string') {
      try {
        custom = JSON.parse(custom);
      } catch {
        custom = undefined;
      }
    }
    if (!isBlank(custom) && !isObject(custom)) errors.add('fields_custom', 'The fields custom must be an object.');
    const fields = layoutId ? sql.fields.all(layoutId).map(fieldOut) : [];
    const customValues = validateCustomFields(fields, asObject(custom), errors);

    if (email && !errors.has('email')) {
      const existing = sql.member.get(site, email);
      if (existing) errors.add('email', existing.type === 'login' ? MESSAGES.alreadyRegistered : MESSAGES.emailTaken);
    }
    errors.throwIfAny();
    // Each member is a new allowance (comments, likes): one address or one site mints a bounded number.
    await enforce(app.limiter, reply, [
      ['registerPerAddress', request.ip],
      ['registerPerSite', site],
    ]);

    const passwordHash = password === undefined ? null : await hashPassword(password);
    let member;
    try {
      member = db.transaction(() => {
        const member = sql.insertMember.get({
          website_id: site,
          name,
          email,
          password_hash: passwordHash,
          fields_custom: JSON.stringify(customValues),
          layout_id: layoutId ?? null,
          page_id: pageId ?? null,
          page_url: pageUrl ?? null,
        });
        // Type 1 releases automatically; types 2 and 3 asked for by the form wait for approval.
        const chosen = requested?.length ? siteAreas.filter((area) => requested.includes(area.id)) : siteAreas;
        for (const area of chosen) {
          if (area.type_id === 1) sql.grant.run(member.id, area.id, 1);
          else if (requested?.length && (area.type_id === 2 || area.type_id === 3)) sql.grant.run(member.id, area.id, 0);
        }
        return member;
      })();
    } catch (error) {
      if (/** @type {{ code?: string }} */ (error).code !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
      throw httpError(422, MESSAGES.alreadyRegistered, { email: [MESSAGES.alreadyRegistered] });
    }
    // CONTRACT §6: the user (and the campaign that announces them), no session: the runtime logs
    // the member in with the credentials just given.
    const campaign = Object.hasOwn(REGISTER_SOCIALPROOF, site) ? REGISTER_SOCIALPROOF[site] : undefined;
    const data = { user: userOut(member, 'login'), ...(campaign ? { socialproof_campaign_id: campaign } : {}) };
    return reply.code(201).send({ success: true, message: MESSAGES.registered, data });
  });

  app.post('/website/user/login', (request, reply) => credentialsLogin(request, reply, false));

  app.post('/website/user/login/builderall', (request, reply) => credentialsLogin(request, reply, true));

  // Token login: a live member token is exchanged for a new session of type 'token'; an unknown,
  // revoked or expired one is an 'Invalid Token'.
  app.post('/website/user/login/token', async (request) => {
    const body = asObject(request.body);
    const errors = new FieldErrors();
    const token = requireText(errors, body, 'token');
    errors.throwIfAny();
    const session = sessionOf(token?.trim());
    if (!session) throw httpError(422, MESSAGES.invalidToken, { token: [MESSAGES.invalidToken] });
    return { success: true, data: issueToken(session, 'token') };
  });

  // Always the same answer, so that nobody learns whether an email is registered. The link in the
  // mail is built on one of the site's own origins: a foreign `url` is replaced by the site's first
  // origin (none known: no base at all), never mailed. Bounded per address and per e-mail (429).
  app.post('/website/user/password/forgot', async (request, reply) => {
    const body = asObject(request.body);
    const errors = new FieldErrors();
    const site = siteOf(body, errors);
    const email = requireEmail(errors, body);
    const layoutId = optionalInteger(errors, body, 'layout_id');
    const url = isBlank(body.url) ? null : text(body.url);
    if (url !== null && (url === undefined || url.length > 2048 || !/^https?:\/\/[^\s]+$/i.test(url))) {
      errors.add('url', 'The url format is invalid.');
    }
    errors.throwIfAny();
    await enforce(app.limiter, reply, [
      ['recoveryPerAddress', request.ip],
      ['recoveryPerEmail', `${site}\u0000${email}`],
    ]);
    if (sql.member.get(site, email)) sql.recordRecovery.run(site, email, layoutId ?? null, resetBaseOf(site, url));
    return { success: true, message: MESSAGES.recoverySent, data: null };
  });

  app.get(
    '/website/user/fields/all/:layoutId',
    { schema: { params: { type: 'object', properties: { layoutId: { type: 'integer', minimum: 1 } } } } },
    async (request) => {
      const { layoutId } = /** @type {{ layoutId: number }} */ (request.params);
      return { success: true, data: sql.fields.all(layoutId).map(fieldOut) };
    },
  );

  /* -------------------------------------------------------------- authenticated routes */

  // Session check: valid false for an unknown, revoked or expired token (or one that is not the
  // stored user's); permission for the page given by page_id.
  app.post('/website/user/check', async (request, reply) => {
    const token = bearerToken(request);
    if (!token) throw unauthenticated(reply);
    const body = asObject(request.body);
    const errors = new FieldErrors();
    const pageId = optionalInteger(errors, body, 'page_id');
    errors.throwIfAny();
    const session = sessionOf(token);
    const valid =
      session !== null &&
      (isBlank(body.token) || text(body.token) === token) &&
      (isBlank(body.email) || normalizeEmail(body.email) === session.email);
    if (!valid) return { success: true, valid: false, restrict_areas: { permission: false }, data: null };
    // The pages asked about are the served site's: another site's member is granted none of them.
    const ownSite = pageId === undefined || !options.pagesSite || (await options.pagesSite()) === session.website_id;
    const areas = pageId === undefined ? [] : sql.pageAreas.pluck().all(pageId, session.website_id);
    const permission = ownSite && (areas.length === 0 || areas.some((areaId) => permitted(session.id, areaId)));
    // The page's layout, kept out of the site data, comes with the grant only.
    const layout = permission && pageId !== undefined && options.pageLayout ? await options.pageLayout(pageId) : null;
    return {
      success: true,
      valid: true,
      restrict_areas: { permission },
      data: { user: userOut(session, session.session_type), expire: session.expires_at, ...(layout ? { layout } : {}) },
    };
  });

  app.post('/website/user/logout', async (request, reply) => {
    const session = requireSession(request, reply);
    sql.revokeToken.run(session.token_id);
    return { success: true, message: MESSAGES.loggedOut, data: null };
  });

  // Profile: the name, and the password when a new one is given (with its confirmation and the
  // current one). The email never changes. A new password ends the member's other sessions.
  app.put('/website/user/update', async (request, reply) => {
    const session = requireSession(request, reply);
    const body = asObject(request.body);
    const errors = new FieldErrors();
    const name = body.name === undefined ? session.name : requireText(errors, body, 'name')?.trim();
    const changing = !isBlank(body.password);
    let password;
    if (changing) {
      password = requireNewPassword(errors, body);
      const current = requireText(errors, body, 'password_current', 'current password');
      if (current !== undefined && !(await verifyPassword(current, session.password_hash))) {
        errors.add('password_current', MESSAGES.currentPassword);
      }
    }
    errors.throwIfAny();
    const passwordHash = password === undefined ? null : await hashPassword(password);
    const member = db.transaction(() => {
      const updated = sql.updateMember.get({ id: session.id, name, password_hash: passwordHash });
      if (passwordHash) sql.revokeOtherTokens.run(session.id, session.token_id);
      return updated;
    })();
    return {
      success: true,
      message: passwordHash ? MESSAGES.passwordUpdated : MESSAGES.profileUpdated,
      data: { user: userOut(member, session.session_type) },
    };
  });

  // GET set-blog-area (elements-content §7): a member reading a restricted post is linked to the
  // blog's restricted area. Only an area of this site flagged is_blog, only for the session's own
  // e-mail; linking twice changes nothing.
  app.get('/set-blog-area', async (request, reply) => {
    const session = requireSession(request, reply);
    const query = /** @type {{ user_email?: string, restrict_id?: string }} */ (request.query ?? {});
    if (normalizeEmail(String(query.user_email ?? '')) !== session.email) throw httpError(403, 'This is not your session.');
    const area = sql.area.get(Number(query.restrict_id), session.website_id);
    if (!area || area.is_blog !== 1) throw httpError(404, 'This site has no such blog area.');
    sql.grant.run(session.id, area.id, 1);
    return { success: true, data: { restrict_area_id: area.id } };
  });

  app.get('/website/user/get-info', async (request, reply) => {
    const session = requireSession(request, reply);
    const now = nowIso();
    const restrictPermissions = sql.permissions.all(session.id).map((row) => ({
      id: row.id,
      restrict_area_id: row.id,
      name: row.name,
      description: row.description,
      type_id: row.type_id,
      active: row.active === 1,
      expire: row.expire,
      expired: row.expire !== null && row.expire <= now,
      home_page_id: row.home_page_id,
      redirect_config: JSON.parse(row.redirect_config),
      elearning_course_id: row.elearning_course_id,
      is_blog: row.is_blog === 1,
      user_permission: { active: row.active === 1, expire: row.expire, restrict_area_code: row.restrict_area_code },
    }));
    return {
      success: true,
      data: { user: userOut(session, session.session_type), restrict_permissions: restrictPermissions },
    };
  });

  // The course link of an e-learning area, on the stand-in e-learning service below (the runtime
  // adds the member's login parameters). The path repeats the member's email and the token's md5
  // (or token_hash) form, which must be those of the bearer's session.
  app.post(
    '/website/user/elearning/get-course/:restrictAreaId/:email/:tokenMd5',
    { schema: { params: { type: 'object', properties: { restrictAreaId: { type: 'integer', minimum: 1 } } } } },
    async (request, reply) => {
      const session = requireSession(request, reply);
      const { restrictAreaId, email, tokenMd5 } = /** @type {{ restrictAreaId: number, email: string, tokenMd5: string }} */ (
        request.params
      );
      const tokenForm = String(tokenMd5).toLowerCase();
      if (normalizeEmail(email) !== session.email || (tokenForm !== session.token_md5 && tokenForm !== session.token_hash)) {
        throw unauthenticated(reply);
      }
      const area = sql.area.get(restrictAreaId, session.website_id);
      if (!area || area.elearning_course_id === null) throw httpError(404, 'This area has no e-learning course.');
      if (!permitted(session.id, area.id)) throw httpError(403, MESSAGES.notApproved);
      const url = new URL(`${ELEARNING_COURSE_PATH}${area.elearning_course_id}`, `${request.protocol}://${request.host}`);
      return { success: true, url_course: url.href, data: { url_course: url.href } };
    },
  );

  // The stand-in e-learning service's course page: it lets in a member whose e-mail and hashed
  // token (the `email` and `token` query parameters) belong to a live session with the course's area.
  app.get(
    '/elearning/course/:courseId',
    { schema: { params: { type: 'object', properties: { courseId: { type: 'integer', minimum: 1 } } } } },
    async (request, reply) => {
      const { courseId } = /** @type {{ courseId: number }} */ (request.params);
      const query = asObject(request.query);
      const tokenHash = text(query.token)?.trim().toLowerCase() ?? '';
      const row = /^[0-9a-f]{64}$/.test(tokenHash) ? sql.session.get(tokenHash) : undefined;
      const session = row && row.expires_at > nowIso() ? row : null;
      const allowed =
        session !== null &&
        normalizeEmail(text(query.email) ?? '') === session.email &&
        sql.courseAreas.all(session.website_id, courseId).some((areaId) => permitted(session.id, areaId));
      const page = (status, title, body) =>
        reply
          .code(status)
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title><body><h1>${title}</h1><p>${body}</p></body></html>`,
          );
      if (!allowed) return page(401, 'Course', 'Open this course from the members area of the site.');
      return page(200, `Course ${courseId}`, `Signed in as ${escapeHtml(session.email)}.`);
    },
  );
}
