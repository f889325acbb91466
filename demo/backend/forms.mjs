// The lead-capture calls of the site origin (spec/elements-lead-capture.md §7) as the demo answers
// them: the mailing-list form and the list address it then posts to natively, the campaign form
// and its campaign check, the simple contact form, a demo action URL, the referral ranking and a
// read-back of what was stored. Every accepted submission is a row of form_submissions.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { escapeHtml } from './http.mjs';
import { DEMO_WEBSITE_ID } from './db.mjs';

/** The demo's stand-in for a failed captcha: this literal as `g-recaptcha-response`. */
export const INVALID_CAPTCHA = 'invalid';
/** The campaign token the demo refuses, to show the campaign form's second-call failure. */
export const BAD_TOKEN = 'bad';
export const DEMO_CAMPAIGN_NAME = 'Demo campaign';
/** The read-back answers at most this many submissions. */
export const SUBMISSIONS_LIMIT = 50;

/**
 * Whether a request carries the site owner's key: `Authorization: Bearer <key>` or `?key=<key>`
 * (compared in constant time).
 * @param {import('fastify').FastifyRequest} request
 * @param {string} ownerKey
 */
export function isOwner(request, ownerKey) {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(String(request.headers.authorization ?? ''))?.[1];
  const given = bearer ?? text(asObject(request.query).key);
  if (!given || !ownerKey) return false;
  const digest = (value) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(ownerKey));
}

/** HTML of the demo's frame elements, by element id (GET /get_iframe_content). */
export const FRAMES = {
  'demo-server-frame':
    '<!doctype html><meta charset="utf-8"><h2>Served by the site</h2><p>This HTML came from <code>/get_iframe_content</code>, is cached in local storage under the frame id, and is shown in a sandboxed frame.</p>',
};

/** What the calls answer, worded as the spec's error catalogue reads them (§5, §8). */
export const MESSAGES = {
  captcha: 'The captcha could not be verified.',
  emailRequired: 'The EMAIL field is required.',
  emailInvalid: 'The EMAIL field must be a valid email address.',
  listInvalid: 'This mailing list address is not valid.',
  receiver: 'receiver not configured',
  subject: 'subject not configured',
  unverifiedCaptcha: 'unverified captcha',
  validation: 'Validation error',
  alreadyAdded: 'Contact already added',
  invalidToken: 'Invalid token',
  ownerOnly: "Form submissions are the site owner's: open the address with the key the server printed at start.",
};

const CAPTCHA_FIELD = 'g-recaptcha-response';
/** The same rule as the members API (members.mjs). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** List and subscriber uids: what the demo issues, and nothing that needs escaping. */
const UID = /^[A-Za-z0-9_-]{1,64}$/;

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A body or nested value as an object: arrays, strings, numbers and null become `{}`. */
const asObject = (value) => (isObject(value) ? value : {});
/** A trimmed string or number as text; anything else (arrays, objects, booleans) as ''. */
const text = (value) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
/** A well-formed email in lower case, or undefined. */
const emailOf = (value) => {
  const email = text(value);
  return email.length <= 254 && EMAIL.test(email) ? email.toLowerCase() : undefined;
};
/** What is wrong with an EMAIL field, or undefined when it is a valid email. */
const emailProblem = (value) => (!text(value) ? MESSAGES.emailRequired : emailOf(value) ? undefined : MESSAGES.emailInvalid);
/** The form's fields as stored: everything but the captcha response. */
const withoutCaptcha = (fields) => Object.fromEntries(Object.entries(fields).filter(([name]) => name !== CAPTCHA_FIELD));

/**
 * `value` (a path or an absolute URL) resolved against this host, when it stays on it: the
 * `//other.host` and `/\other.host` tricks and other schemes answer undefined.
 * @param {unknown} value
 * @param {string | undefined} host the request's Host
 * @returns {URL | undefined}
 */
export function sameHostUrl(value, host) {
  const raw = text(value);
  if (!raw || !host) return undefined;
  try {
    const base = new URL(`http://${host}`);
    const url = new URL(raw, base);
    return ['http:', 'https:'].includes(url.protocol) && url.host === base.host ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first candidate on this host (else `/`) as a path for a Location header, with `params` set.
 * Leading slashes collapse so that `http://host//other.host` cannot become `//other.host`.
 * @param {unknown[]} candidates
 * @param {string | undefined} host
 * @param {Record<string, string>} [params]
 */
export function localTarget(candidates, host, params = {}) {
  const url = candidates.map((candidate) => sameHostUrl(candidate, host)).find(Boolean) ?? new URL('http://localhost/');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.pathname.replace(/^[/\\]+/, '/') + url.search + url.hash;
}

/** Whether the client asks for HTML first, as a browser's native form post does. */
const prefersHtml = (accept) =>
  String(accept ?? '')
    .split(',')[0]
    .split(';')[0]
    .trim()
    .toLowerCase() === 'text/html';

/** The small page a failed native subscribe shows: no inline style or script (the demo CSP). */
function problemPage(message, back) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Subscription not saved</title>
</head>
<body>
<main>
<h1>Subscription not saved</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(back)}">Back to the form</a></p>
</main>
</body>
</html>
`;
}

/** The campaign form's failure: 'Validation error' with one errorDescription per problem. */
const validationError = (descriptions) => ({
  success: false,
  message: MESSAGES.validation,
  context: descriptions.map((errorDescription) => ({ errorDescription })),
});

/**
 * How each call answers a failure in the shape its client reads; the route's `config.failure`
 * names it, so that unreadable bodies (bad JSON, another content type, too large) answer alike.
 * @type {Record<string, (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply, message: string, status: number) => unknown>}
 */
const FAILURES = {
  msg200: (_request, reply, message) => reply.send({ success: false, msg: message }),
  msg: (_request, reply, message, status) => reply.code(status).send({ success: false, msg: message }),
  campaign: (_request, reply, message) => reply.send(validationError([message])),
  page: (request, reply, message, status) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(problemPage(message, localTarget([request.headers.referer], request.host))),
};

/**
 * The campaign form's body checked: the contact to add, or what is wrong with it.
 * @param {string} token
 * @param {Record<string, unknown>} body
 */
function readCampaignForm(token, body) {
  /** @type {string[]} */
  const errors = [];
  const campaignId = text(asObject(body.campaign).campaignId);
  const email = emailOf(body.email);
  const name = text(body.name);
  const day = text(body.dayOfCycle);
  if (!token) errors.push('The token is required.');
  if (!campaignId) errors.push('The campaign.campaignId is required.');
  else if (campaignId.length > 64) errors.push('The campaign.campaignId may not be greater than 64 characters.');
  if (!text(body.email)) errors.push('The email is required.');
  else if (!email) errors.push(`The email "${text(body.email)}" is not a valid email address.`);
  if (name.length > 255) errors.push('The name may not be greater than 255 characters.');
  if (body.dayOfCycle != null && body.dayOfCycle !== '' && !/^[0-9]{1,4}$/.test(day)) {
    errors.push('The dayOfCycle must be a whole number of days.');
  }
  const customFields = readCustomFields(body.customFieldValues, errors);
  return { errors, campaignId, email, name: name || null, day: day === '' ? null : Number(day), customFields };
}

/** `customFieldValues` as `[{ customFieldId, value: string[] }]`; problems go on `errors`. */
function readCustomFields(value, errors) {
  if (value == null) return [];
  if (!Array.isArray(value)) {
    errors.push('The customFieldValues must be a list.');
    return [];
  }
  return value.flatMap((item, index) => {
    const id = text(asObject(item).customFieldId);
    const values = asObject(item).value;
    if (!id || !Array.isArray(values) || !values.every((v) => typeof v === 'string' || typeof v === 'number')) {
      errors.push(`The customFieldValues[${index}] needs a customFieldId and a list of values.`);
      return [];
    }
    return [{ customFieldId: id, value: values.map(String) }];
  });
}

/**
 * Registers the form calls: /cheetah/mailingboss_form_submit, /lists/{listUid}/subscribe,
 * /cheetah/get_response_form_submit, /get-response/campaign/{token}/{campaignId},
 * /cheetah/form_submit, /demo/form-action, /cheetah/pixel/ranking and /demo/form-submissions.
 * @param {import('fastify').FastifyInstance & { db: import('better-sqlite3').Database }} app
 */
export async function formRoutes(app) {
  const { db } = app;
  const sql = {
    siteExists: db.prepare('SELECT 1 FROM sites WHERE website_id = ?').pluck(),
    insertSubmission: db.prepare('INSERT INTO form_submissions (website_id, form, payload) VALUES (?, ?, ?)'),
    submissions: db.prepare(
      `SELECT id, form, payload, created_at FROM form_submissions WHERE website_id = @site AND (@form IS NULL OR form = @form)
       ORDER BY created_at DESC, id DESC LIMIT ${SUBMISSIONS_LIMIT}`,
    ),
    subscriber: db.prepare('SELECT uid FROM subscribers WHERE list_uid = ? AND email = ?').pluck(),
    subscriberExists: db.prepare('SELECT 1 FROM subscribers WHERE uid = ?').pluck(),
    insertSubscriber: db.prepare('INSERT INTO subscribers (list_uid, email, uid, origin_uid) VALUES (?, ?, ?, ?)'),
    subscriberCount: db.prepare('SELECT COUNT(*) FROM subscribers').pluck(),
    // Everyone ranked by how many subscribers named them as referrer; ties go to the earliest.
    rank: db.prepare(
      `SELECT position, registered FROM (
         SELECT s.uid, COUNT(r.id) AS registered,
                ROW_NUMBER() OVER (ORDER BY COUNT(r.id) DESC, s.created_at, s.id) AS position
         FROM subscribers s LEFT JOIN subscribers r ON r.origin_uid = s.uid GROUP BY s.id
       ) WHERE uid = ?`,
    ),
    addContact: db.prepare(
      `INSERT INTO campaign_contacts (campaign_id, email, name, day_of_cycle, custom_fields) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (campaign_id, email) DO NOTHING`,
    ),
    contactCount: db.prepare('SELECT COUNT(*) FROM campaign_contacts WHERE campaign_id = ?').pluck(),
  };

  /** The site a submission belongs to: a known `website_id` field, else the demo site. */
  const siteOf = (fields) => {
    const id = text(fields.website_id);
    return id && sql.siteExists.get(id) ? id : DEMO_WEBSITE_ID;
  };
  const store = (kind, payload) => sql.insertSubmission.run(siteOf(payload), kind, JSON.stringify(payload));

  /** The subscriber uid of (list, email): found, or new with its referrer when that is a subscriber. */
  const subscribe = db.transaction((listUid, email, originUid, payload) => {
    let uid = sql.subscriber.get(listUid, email);
    if (!uid) {
      uid = randomBytes(8).toString('hex');
      const origin = UID.test(originUid) && sql.subscriberExists.get(originUid) ? originUid : null;
      sql.insertSubscriber.run(listUid, email, uid, origin);
    }
    store('list-subscribe', { ...payload, list_uid: listUid, subscriber_uid: uid });
    return uid;
  });

  // An unreadable body answers in the call's own shape; anything else goes to the app's handler.
  app.setErrorHandler((error, request, reply) => {
    const status = Number(error.statusCode);
    const answer = FAILURES[/** @type {any} */ (request.routeOptions.config).failure];
    if (!answer || !(status >= 400 && status < 500)) throw error;
    return answer(request, reply, error.message, status);
  });

  // The mailing-list form checks its fields here before posting them natively to the list.
  app.post('/cheetah/mailingboss_form_submit', { config: { failure: 'msg200' } }, async (request) => {
    const fields = asObject(request.body);
    const formId = text(asObject(request.query).id);
    const problem = emailProblem(fields.EMAIL);
    if (problem) return { success: false, msg: problem };
    if (fields[CAPTCHA_FIELD] === INVALID_CAPTCHA) return { success: false, msg: MESSAGES.captcha };
    store('mailing', { ...(formId ? { id: formId } : {}), ...withoutCaptcha(fields) });
    return { success: true };
  });

  // The demo's mailing platform: a native form post, answered with a redirect back to the site.
  app.post('/lists/:listUid/subscribe', { config: { failure: 'page' } }, async (request, reply) => {
    const fields = asObject(request.body);
    const { listUid } = /** @type {{ listUid: string }} */ (request.params);
    const email = emailOf(fields.EMAIL);
    const problem = !UID.test(listUid) ? MESSAGES.listInvalid : emailProblem(fields.EMAIL);
    if (problem) return FAILURES.page(request, reply, problem, 422);
    const uid = subscribe(listUid, email, text(fields.origin_uid), withoutCaptcha(fields));
    const redir = fields.redir ?? asObject(request.query).redir;
    return reply.redirect(localTarget([redir, request.headers.referer], request.host, { mbsubscriber_uid: uid }), 303);
  });

  // The campaign form: adds the contact to the campaign once.
  app.post('/cheetah/get_response_form_submit', { config: { failure: 'campaign' } }, async (request) => {
    const query = asObject(request.query);
    const body = asObject(request.body);
    const form = readCampaignForm(text(query.token), body);
    if (form.errors.length) return validationError(form.errors);
    const added = db.transaction(() => {
      const { changes } = sql.addContact.run(form.campaignId, form.email, form.name, form.day, JSON.stringify(form.customFields));
      // The token is the account's secret: never stored.
      if (changes) store('campaign', { id: text(query.id) || null, ...body });
      return changes > 0;
    })();
    return added ? { success: true } : { success: false, message: MESSAGES.alreadyAdded };
  });

  // The campaign form's second call: the campaign and how many contacts it holds.
  app.get('/get-response/campaign/:token/:campaignId', async (request, reply) => {
    const { token, campaignId } = /** @type {{ token: string, campaignId: string }} */ (request.params);
    if (token === BAD_TOKEN) return reply.code(401).send({ success: false, message: MESSAGES.invalidToken });
    return { success: true, data: { campaignId, name: DEMO_CAMPAIGN_NAME, contacts: sql.contactCount.get(campaignId) } };
  });

  // The simple contact form without an action URL: the site mails it to the receiver.
  app.post('/cheetah/form_submit', { config: { failure: 'msg' } }, async (request, reply) => {
    const { receiver, subject, id, ...rest } = asObject(request.body);
    const fail = (msg) => reply.code(422).send({ success: false, msg });
    if (!text(receiver)) return fail(MESSAGES.receiver);
    if (!text(subject)) return fail(MESSAGES.subject);
    if (rest[CAPTCHA_FIELD] === INVALID_CAPTCHA) return fail(MESSAGES.unverifiedCaptcha);
    store('contact', { id: text(id) || null, receiver: text(receiver), subject: text(subject), fields: withoutCaptcha(rest) });
    return { success: true };
  });

  // A configured action URL: JSON for the runtime's post, a redirect for a native one.
  app.post('/demo/form-action', { config: { failure: 'msg' } }, async (request, reply) => {
    const fields = asObject(request.body);
    store('action', withoutCaptcha(fields));
    if (!prefersHtml(request.headers.accept)) return { success: true };
    return reply.redirect(localTarget([fields.redir ?? asObject(request.query).redir], request.host), 303);
  });

  // The launch widget's referral ranking.
  app.get('/cheetah/pixel/ranking', async (request) => {
    const uid = text(asObject(request.query).subscriber_id);
    const rank = UID.test(uid) ? sql.rank.get(uid) : undefined;
    return {
      rank_position: rank?.position ?? 0,
      rank_total: sql.subscriberCount.get(),
      registered: rank?.registered ?? 0,
    };
  });

  // What the forms stored, newest first: leads are the site owner's, so only with the owner's key
  // (the demo server prints the address with it at start).
  app.get('/demo/form-submissions', async (request, reply) => {
    if (!isOwner(request, /** @type {any} */ (app).ownerKey)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ success: false, message: MESSAGES.ownerOnly, errors: {} });
    }
    const query = asObject(request.query);
    const rows = sql.submissions.all({ site: siteOf(query), form: text(query.form) || null });
    return { success: true, data: rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) })) };
  });

  // A frame element's HTML kept on the server (weft-iframe with contentLoaded), by the element's id.
  app.get('/get_iframe_content', async (request, reply) => {
    const id = text(asObject(request.query).iframe_id);
    const content = Object.hasOwn(FRAMES, id) ? FRAMES[id] : undefined;
    if (content === undefined) return reply.code(404).send({ success: false, message: 'There is no frame with this id.' });
    return { success: true, data: { content } };
  });
}
