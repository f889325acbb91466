// The lead-capture calls' rules, free of HTTP and of the database: their wording, how a form's
// fields are read and checked, and where a native form post may be sent back to.

/** The demo's stand-in for a failed captcha: this literal as `g-recaptcha-response`. */
export const INVALID_CAPTCHA = 'invalid';
/** The campaign token the demo refuses, to show the campaign form's second-call failure. */
export const BAD_TOKEN = 'bad';
export const DEMO_CAMPAIGN_NAME = 'Demo campaign';
/** The read-back answers at most this many submissions. */
export const SUBMISSIONS_LIMIT = 50;

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

export const CAPTCHA_FIELD = 'g-recaptcha-response';
/** What one submission may weigh in all (its body), and one field's value, and how many fields. */
export const SUBMISSION_MAX_BYTES = 64 * 1024;
export const FIELD_MAX_CHARS = 4 * 1024;
export const FIELDS_MAX = 200;

/** The same rule as the members API (members/rules.mjs). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** List and subscriber uids: what the demo issues, and nothing that needs escaping. */
export const UID = /^[A-Za-z0-9_-]{1,64}$/;

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A body or nested value as an object: arrays, strings, numbers and null become `{}`. */
export const asObject = (value) => (isObject(value) ? value : {});
/** A trimmed string or number as text; anything else (arrays, objects, booleans) as ''. */
export const text = (value) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
/** A well-formed email in lower case, or undefined. */
export const emailOf = (value) => {
  const email = text(value);
  return email.length <= 254 && EMAIL.test(email) ? email.toLowerCase() : undefined;
};
/** What is wrong with an EMAIL field, or undefined when it is a valid email. */
export const emailProblem = (value) =>
  !text(value) ? MESSAGES.emailRequired : emailOf(value) ? undefined : MESSAGES.emailInvalid;
/** The form's fields as stored: everything but the captcha response. */
export const withoutCaptcha = (fields) => Object.fromEntries(Object.entries(fields).filter(([name]) => name !== CAPTCHA_FIELD));

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
export const prefersHtml = (accept) =>
  String(accept ?? '')
    .split(',')[0]
    .split(';')[0]
    .trim()
    .toLowerCase() === 'text/html';

/** The campaign form's failure: 'Validation error' with one errorDescription per problem. */
export const validationError = (descriptions) => ({
  success: false,
  message: MESSAGES.validation,
  context: descriptions.map((errorDescription) => ({ errorDescription })),
});

/**
 * The campaign form's body checked: the contact to add, or what is wrong with it.
 * @param {string} token
 * @param {Record<string, unknown>} body
 */
export function readCampaignForm(token, body) {
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

/** Element types whose config names the address the site mails them to (receiver, subject). */
const MAILED_FORMS = new Set(['contact-form', 'multistep-form']);

/**
 * Every receiver the site's own data configures (CONTRACT §3: contact and multi-step forms in
 * pages, header, footer and popups, panels searched through), trimmed: the only addresses the
 * site mails a form to.
 * @param {any} site
 * @returns {string[]}
 */
export function siteReceivers(site) {
  const found = new Set();
  const visit = (nodes) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes) {
      if (!isObject(node)) continue;
      let config = node.config;
      if (typeof config === 'string') {
        try {
          config = JSON.parse(config);
        } catch {
          config = undefined;
        }
      }
      const receiver = MAILED_FORMS.has(node.type) ? text(asObject(config).receiver) : '';
      if (receiver) found.add(receiver);
      visit(node.children);
    }
  };
  for (const page of Array.isArray(site?.pages) ? site.pages : []) {
    visit(page?.layout?.desktop);
    visit(page?.layout?.mobile);
  }
  visit(site?.header?.initial);
  visit(site?.header?.scroll);
  visit(site?.footer);
  for (const popup of Array.isArray(site?.popups) ? site.popups : []) visit(popup?.content);
  return [...found];
}

/**
 * The site's own receiver that `asked` names (same address, any case), or undefined: the request
 * only chooses among the site's receivers, it never adds one (no open relay).
 * @param {string[]} receivers
 * @param {unknown} asked
 */
export const ownReceiver = (receivers, asked) => {
  const wanted = text(asked).toLowerCase();
  return wanted ? receivers.find((receiver) => receiver.toLowerCase() === wanted) : undefined;
};

/**
 * What is wrong with a submission's size, or undefined: a value over FIELD_MAX_CHARS (nested
 * values included) or more than FIELDS_MAX values in all.
 * @param {unknown} body
 */
export function submissionProblem(body) {
  let count = 0;
  let long = false;
  const visit = (value, depth) => {
    if (long || count > FIELDS_MAX) return;
    if (typeof value === 'string') {
      count += 1;
      if (value.length > FIELD_MAX_CHARS) long = true;
    } else if (value !== null && typeof value === 'object' && depth < 8) {
      for (const item of Object.values(value)) visit(item, depth + 1);
    } else {
      count += 1;
    }
  };
  visit(body, 0);
  if (long) return `A field may not be longer than ${FIELD_MAX_CHARS} characters.`;
  if (count > FIELDS_MAX) return `A form may not have more than ${FIELDS_MAX} fields.`;
  return undefined;
}
