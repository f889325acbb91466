// The lead-capture calls of the site origin (spec/elements-lead-capture.md §7) as the demo answers
// them: the mailing-list form and the list address it then posts to natively, the campaign form
// and its campaign check, the simple contact form, a demo action URL, the referral ranking and a
// read-back of what was stored. Every accepted submission is a row of form_submissions.
import { randomBytes } from 'node:crypto';
import { DEMO_WEBSITE_ID } from '../db.mjs';
import { escapeHtml, isOwner } from '../http.mjs';
import { enforce } from '../limits.mjs';
import {
  BAD_TOKEN,
  CAPTCHA_FIELD,
  DEMO_CAMPAIGN_NAME,
  INVALID_CAPTCHA,
  MESSAGES,
  SUBMISSIONS_LIMIT,
  UID,
  asObject,
  emailOf,
  emailProblem,
  localTarget,
  ownReceiver,
  prefersHtml,
  readCampaignForm,
  siteReceivers,
  SUBMISSION_MAX_BYTES,
  submissionProblem,
  text,
  validationError,
  withoutCaptcha,
} from './rules.mjs';

/** HTML of the demo's frame elements, by element id (GET /get_iframe_content). */
export const FRAMES = {
  'demo-server-frame':
    '<!doctype html><meta charset="utf-8"><h2>Served by the site</h2><p>This HTML came from <code>/get_iframe_content</code>, is cached in local storage under the frame id, and is shown in a sandboxed frame.</p>',
};

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

/** A form route's body limit: what one submission may store in all (413 beyond). */
const SUBMISSION = { bodyLimit: SUBMISSION_MAX_BYTES };

/**
 * How each call answers a failure in the shape its client reads; the route's `config.failure`
 * names it, so that unreadable bodies (bad JSON, another content type, too large) answer alike.
 * @type {Record<string, (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply, message: string, status: number) => unknown>}
 */
const FAILURES = {
  // 200 as the spec's answer has it, except a rate limit's 429 (its Retry-After says when to retry).
  msg200: (_request, reply, message, status) => reply.code(status === 429 ? 429 : 200).send({ success: false, msg: message }),
  msg: (_request, reply, message, status) => reply.code(status).send({ success: false, msg: message }),
  campaign: (_request, reply, message, status) => reply.code(status === 429 ? 429 : 200).send(validationError([message])),
  page: (request, reply, message, status) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(problemPage(message, localTarget([request.headers.referer], request.host))),
};

/**
 * Registers the form calls: /cheetah/mailingboss_form_submit, /lists/{listUid}/subscribe,
 * /cheetah/get_response_form_submit, /get-response/campaign/{token}/{campaignId},
 * /cheetah/form_submit, /demo/form-action, /cheetah/pixel/ranking and /demo/form-submissions.
 * @param {import('fastify').FastifyInstance & { db: import('better-sqlite3').Database }} app
 * @param {{ siteData?: (websiteId: string) => Promise<any> }} [options] siteData: a site's own data
 *   (CONTRACT §3), kept by the server, or null; its forms' settings (the receivers) are read there
 */
export async function formRoutes(app, { siteData = async () => null } = {}) {
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

  // Every submission: bounded per address and per site (429), each field a few KB (422).
  app.addHook('preHandler', async (request, reply) => {
    if (!(/** @type {any} */ (request.routeOptions.config).submission)) return;
    const body = asObject(request.body);
    await enforce(app.limiter, reply, [
      ['formPerAddress', request.ip],
      ['formPerSite', siteOf(body)],
    ]);
    const problem = submissionProblem(request.body);
    if (problem) throw Object.assign(new Error(problem), { statusCode: 422 });
  });

  // An unreadable body answers in the call's own shape; anything else goes to the app's handler.
  app.setErrorHandler((error, request, reply) => {
    const status = Number(error.statusCode);
    const answer = FAILURES[/** @type {any} */ (request.routeOptions.config).failure];
    if (!answer || !(status >= 400 && status < 500)) throw error;
    return answer(request, reply, error.message, status);
  });

  // The mailing-list form checks its fields here before posting them natively to the list.
  app.post(
    '/cheetah/mailingboss_form_submit',
    { ...SUBMISSION, config: { failure: 'msg200', submission: true } },
    async (request) => {
      const fields = asObject(request.body);
      const formId = text(asObject(request.query).id);
      const problem = emailProblem(fields.EMAIL);
      if (problem) return { success: false, msg: problem };
      if (fields[CAPTCHA_FIELD] === INVALID_CAPTCHA) return { success: false, msg: MESSAGES.captcha };
      store('mailing', { ...(formId ? { id: formId } : {}), ...withoutCaptcha(fields) });
      return { success: true };
    },
  );

  // The demo's mailing platform: a native form post, answered with a redirect back to the site.
  app.post(
    '/lists/:listUid/subscribe',
    { ...SUBMISSION, config: { failure: 'page', submission: true } },
    async (request, reply) => {
      const fields = asObject(request.body);
      const { listUid } = /** @type {{ listUid: string }} */ (request.params);
      const email = emailOf(fields.EMAIL);
      const problem = !UID.test(listUid) ? MESSAGES.listInvalid : emailProblem(fields.EMAIL);
      if (problem) return FAILURES.page(request, reply, problem, 422);
      const uid = subscribe(listUid, email, text(fields.origin_uid), withoutCaptcha(fields));
      const redir = fields.redir ?? asObject(request.query).redir;
      return reply.redirect(localTarget([redir, request.headers.referer], request.host, { mbsubscriber_uid: uid }), 303);
    },
  );

  // The campaign form: adds the contact to the campaign once.
  app.post(
    '/cheetah/get_response_form_submit',
    { ...SUBMISSION, config: { failure: 'campaign', submission: true } },
    async (request) => {
      const query = asObject(request.query);
      const body = asObject(request.body);
      const form = readCampaignForm(text(query.token), body);
      if (form.errors.length) return validationError(form.errors);
      const added = db.transaction(() => {
        const { changes } = sql.addContact.run(
          form.campaignId,
          form.email,
          form.name,
          form.day,
          JSON.stringify(form.customFields),
        );
        // The token is the account's secret: never stored.
        if (changes) store('campaign', { id: text(query.id) || null, ...body });
        return changes > 0;
      })();
      return added ? { success: true } : { success: false, message: MESSAGES.alreadyAdded };
    },
  );

  // The campaign form's second call: the campaign and how many contacts it holds.
  app.get('/get-response/campaign/:token/:campaignId', async (request, reply) => {
    const { token, campaignId } = /** @type {{ token: string, campaignId: string }} */ (request.params);
    if (token === BAD_TOKEN) return reply.code(401).send({ success: false, message: MESSAGES.invalidToken });
    return { success: true, data: { campaignId, name: DEMO_CAMPAIGN_NAME, contacts: sql.contactCount.get(campaignId) } };
  });

  // The simple contact form without an action URL: the site mails it to the receiver. The wire
  // names the receiver (spec §7), but the address mailed is the site's own setting: the request
  // only picks one of the receivers the site's forms configure, so the route relays to nobody else.
  app.post('/cheetah/form_submit', { ...SUBMISSION, config: { failure: 'msg', submission: true } }, async (request, reply) => {
    const body = asObject(request.body);
    const { receiver: asked, subject, id, ...rest } = body;
    const fail = (msg) => reply.code(422).send({ success: false, msg });
    const site = siteOf(body);
    const receiver = ownReceiver(siteReceivers(await siteData(site)), asked);
    if (!receiver) return fail(MESSAGES.receiver);
    if (!text(subject)) return fail(MESSAGES.subject);
    if (rest[CAPTCHA_FIELD] === INVALID_CAPTCHA) return fail(MESSAGES.unverifiedCaptcha);
    store('contact', { id: text(id) || null, receiver, subject: text(subject), fields: withoutCaptcha(rest) });
    return { success: true };
  });

  // A configured action URL: JSON for the runtime's post, a redirect for a native one.
  app.post('/demo/form-action', { ...SUBMISSION, config: { failure: 'msg', submission: true } }, async (request, reply) => {
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

  // What the forms stored for a site (`website_id`, the demo site by default), newest first: leads
  // are the site owner's, so only with that site's owner key (the demo server prints the demo
  // site's at start).
  app.get('/demo/form-submissions', async (request, reply) => {
    const query = asObject(request.query);
    const site = siteOf(query);
    if (!isOwner(request, /** @type {any} */ (app).ownerKeyOf(site))) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ success: false, message: MESSAGES.ownerOnly, errors: {} });
    }
    const rows = sql.submissions.all({ site, form: text(query.form) || null });
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
