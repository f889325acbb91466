/**
 * The one error every call rejects with. Callers branch on `kind` and `status`, show `message`
 * (the server's own words when it sent them) and put `errors` beside the form fields.
 */
import { isHTTPError, isTimeoutError } from 'ky';

/** What went wrong: an HTTP error status, no answer in time, no answer at all, an unreadable body, or `success: false`. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'parse' | 'envelope';

/** Per-field messages, as the envelope's `errors` carries them. */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The HTTP status; 0 when there was no answer. */
  status?: number;
  message?: string;
  errors?: FieldErrors;
  /** The parsed JSON body of an HTTP error, for answers whose shape a caller knows best. */
  body?: unknown;
  cause?: unknown;
}

/** The status of "too many attempts" (login throttling, CONTRACT §6). */
export const THROTTLED_STATUS = 429;

const FALLBACK_MESSAGES: Record<ApiErrorKind, string> = {
  http: 'The server could not complete the request.',
  timeout: 'The server took too long to answer. Please try again.',
  network: 'The server could not be reached. Check your connection and try again.',
  parse: 'The server sent an answer that could not be read.',
  envelope: 'The request was not successful.',
};

/** A failed call, whatever the reason. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The HTTP status; 0 when there was no answer. */
  readonly status: number;
  /** Per-field messages from the envelope; `{}` when there are none. */
  readonly errors: FieldErrors;
  /** The parsed JSON body of an HTTP error; undefined when there was none or it was not JSON. */
  readonly body: unknown;

  constructor({ kind, status = 0, message, errors = {}, body, cause }: ApiErrorInit) {
    super(message || fallbackMessage(kind, status), cause === undefined ? undefined : { cause });
    this.kind = kind;
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  /** The server refused because of too many attempts (HTTP 429). */
  get isThrottled(): boolean {
    return this.status === THROTTLED_STATUS;
  }

  /** The first message of each field, as a form shows them. */
  firstErrors(): Record<string, string> {
    const first: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.errors)) {
      if (messages[0] !== undefined) first[field] = messages[0];
    }
    return first;
  }
}

/** The clear English message of a failure the server did not explain. */
export function fallbackMessage(kind: ApiErrorKind, status = 0): string {
  if (kind === 'http' && status === THROTTLED_STATUS) return 'Too many attempts. Please wait a moment and try again.';
  if (kind === 'http' && status) return `The server could not complete the request (HTTP ${status}).`;
  return FALLBACK_MESSAGES[kind];
}

/** The `message` (or `msg`) and `errors` of a failure envelope (`{ success: false, message, errors }`), leniently read. */
export function readEnvelope(body: unknown): { message: string; errors: FieldErrors } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { message: '', errors: {} };
  // The site-origin calls (`/cheetah/…`) name it `msg`.
  const { message: text, msg, errors } = body as { message?: unknown; msg?: unknown; errors?: unknown };
  const message = typeof text === 'string' && text.trim() ? text : msg;
  const fields: FieldErrors = {};
  if (typeof errors === 'object' && errors !== null && !Array.isArray(errors)) {
    for (const [field, value] of Object.entries(errors)) {
      // Laravel sends arrays; a single string is accepted as a list of one.
      const list = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string' && m !== '');
      if (list.length) fields[field] = list;
    }
  }
  return { message: typeof message === 'string' ? message.trim() : '', errors: fields };
}

/** Any failure of a call as an ApiError; reads the body of an HTTP error for the server's envelope. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const { status } = error.response;
    let body: unknown = undefined;
    try {
      body = JSON.parse(await error.response.text());
    } catch {
      // An HTML error page, an empty body or a dropped connection: the fallback message says enough.
    }
    return new ApiError({ kind: 'http', status, ...readEnvelope(body), body, cause: error });
  }
  if (isTimeoutError(error)) return new ApiError({ kind: 'timeout', cause: error });
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError({ kind: 'network', message: 'The request was cancelled.', cause: error });
  }
  // fetch rejects with a TypeError when there is no answer (offline, DNS, CORS); anything else
  // unexpected is reported the same way rather than escaping as a foreign error type.
  return new ApiError({ kind: 'network', cause: error });
}
