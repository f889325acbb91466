/**
 * How a form reads what the server answered to a submit: the ONE reading of a verdict for the
 * lead forms (and the members forms). The site's calls answer `{ success, msg }`
 * (`/cheetah/form_submit`, `/cheetah/mailingboss_form_submit`), the campaign platform answers
 * `{ success, message, context: [{ errorDescription }] }`, some providers answer
 * `{ status: 'success' | 'error', message }`, and the members API `{ success, message, errors }`.
 * `success` is read by `answerFlag` (src/config.ts), so `{success: 0}` and `{success: "false"}`
 * are refusals.
 */
import { answerFlag, readYesNo } from '../config.js';
import { ApiError } from '../http/index.js';

/** What an answer says, whatever its shape. */
export interface Verdict {
  /** The server took the submission. */
  ok: boolean;
  /** The server's own words ('' when it sent none). */
  message: string;
  /** Details under the message (the campaign platform's errorDescription list). */
  details: string[];
  /** The first message of each field the server named. */
  errors: Record<string, string>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const OK_STATUSES = ['success', 'ok', 'subscribed', 'added', 'sent'];
const REFUSED_STATUSES = ['error', 'fail', 'failed', 'failure', 'refused', 'invalid'];

/**
 * A `status` field's verdict: a yes/no spelling, a word ('success', 'error'…) or an HTTP-like
 * number; undefined when it says neither.
 */
function statusVerdict(status: unknown): boolean | undefined {
  if (typeof status === 'number' && status >= 100) return status < 400;
  const yes = readYesNo(status);
  if (yes !== undefined && status !== '') return yes;
  if (typeof status !== 'string') return undefined;
  const word = status.trim().toLowerCase();
  if (OK_STATUSES.includes(word)) return true;
  if (REFUSED_STATUSES.includes(word)) return false;
  return undefined;
}

function words(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The first message of each field of an `errors` object (a list or one text per field). */
function firstErrors(errors: unknown): Record<string, string> {
  if (!isObject(errors)) return {};
  const first: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    const message = (Array.isArray(value) ? value : [value]).find((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (message) first[field] = message.trim();
  }
  return first;
}

/**
 * Reads an answer body. `missing` is the verdict of an answer that says neither yes nor no (no
 * `success`, no readable `status`, or no object at all): each call says what silence means.
 */
export function readAnswer(answer: unknown, missing = false): Verdict {
  if (!isObject(answer)) return { ok: missing, message: '', details: [], errors: {} };
  let ok: boolean;
  if ('success' in answer && answer['success'] !== undefined && answer['success'] !== null) {
    ok = answerFlag(answer, 'success', missing);
  } else ok = statusVerdict(answer['status']) ?? missing;
  const details = Array.isArray(answer['context'])
    ? answer['context'].map((c) => (isObject(c) ? words(c['errorDescription']) : '')).filter(Boolean)
    : [];
  return {
    ok,
    message: words(answer['msg']) || words(answer['message']) || words(answer['error']),
    details,
    errors: firstErrors(answer['errors']),
  };
}

/**
 * A failed call as a refusal when the server explained it (an HTTP error whose body is an answer),
 * or null when there was no answer to read (offline, timeout, an HTML error page).
 */
export function refusalOf(error: unknown): Verdict | null {
  if (!(error instanceof ApiError)) return null;
  if (error.kind === 'envelope') {
    return { ok: false, message: error.message, details: [], errors: error.firstErrors() };
  }
  if (error.kind !== 'http' || !isObject(error.body)) return null;
  return { ...readAnswer(error.body), ok: false };
}

/** A refusal the form shows: thrown by a form's send, caught by useSubmit. */
export class Refusal extends Error {
  override readonly name = 'Refusal';
  readonly verdict: Verdict;
  /** The lines shown above the form instead of the server's words (the campaign catalogue). */
  readonly lines: readonly string[] | undefined;

  constructor(verdict: Verdict, lines?: readonly string[]) {
    super(verdict.message || 'refused');
    this.verdict = verdict;
    this.lines = lines;
  }
}
