/**
 * The HTTP clients: the one place that talks HTTP. Each client knows its base URL, sends the
 * site's language (and, for the members API, the stored bearer token), times out, retries only
 * GETs, and rejects only with ApiError. Failures nobody waits for are dropped, never unhandled.
 */
import ky, { type KyInstance, type Options } from 'ky';
import { answerFlag } from '../config.js';
import { configuredLanguage } from '../i18n/language.js';
import { siteData } from '../base/data.js';
import { KEYS } from '../base/keys.js';
import { local } from '../util/storage.js';
import { ApiError, readEnvelope, toApiError } from './errors.js';
import { apiBase, blogBase, listsBase, providerBase, readEndpoints, siteBase, type HostInputs } from './hosts.js';

/** Every call gives up after this long without an answer. */
export const HTTP_TIMEOUT_MS = 15_000;
/** GETs are tried again this many times on a network failure or a retryable status (ky's list). */
export const HTTP_GET_RETRIES = 2;
/** What callers may set on one call; the client owns the base URL, method, hooks and retries. */
export type CallOptions = Pick<
  Options,
  'json' | 'body' | 'searchParams' | 'headers' | 'signal' | 'credentials' | 'keepalive' | 'cache'
> & {
  /** Overrides HTTP_TIMEOUT_MS for a call known to be slow. */
  timeout?: number;
};

/** A call in flight: await it for the Response, or read its body. Rejects only with ApiError. */
export type Call = Promise<Response> & {
  /** The body parsed as JSON (an ApiError of kind 'parse' when it is not JSON). */
  json<T = unknown>(): Promise<T>;
  text(): Promise<string>;
};

/** One HTTP client; paths are relative to its base URL (a leading slash is allowed). */
export interface HttpClient {
  get(path: string, options?: CallOptions): Call;
  post(path: string, options?: CallOptions): Call;
  put(path: string, options?: CallOptions): Call;
  patch(path: string, options?: CallOptions): Call;
  delete(path: string, options?: CallOptions): Call;
}

/** A function with fetch's shape, as tests put in place of the network. */
export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

let fetchForTests: FetchLike | null = null;

/** Test seam: answer every call with `fn` instead of the network; null restores fetch. */
export function setFetchForTests(fn: FetchLike | null): void {
  fetchForTests = fn;
}

// Looked up per call so that the seam can be set after a client is created.
const send: FetchLike = (input, init) => (fetchForTests ?? fetch)(input, init);

/** The page's inputs to the base URL decisions. */
export function hostInputs(): HostInputs {
  const options = siteData()?.options as { endpoints?: unknown } | undefined;
  const script = (window as { weft?: { options?: { site?: string | null } } }).weft?.options;
  return {
    location: { hostname: location.hostname, origin: location.origin },
    endpoints: readEndpoints(options?.endpoints),
    siteMode: document.getElementById('weft-site') !== null,
    scriptSite: script?.site ?? null,
  };
}

/** Accept-Language as the servers expect it: the product code with dashes (`pt_BR` → `pt-BR`). */
export function acceptLanguage(): string {
  return configuredLanguage().replaceAll('_', '-');
}

function createClient(base: (inputs: HostInputs) => string, { bearer = false } = {}): HttpClient {
  // One instance per base URL: a page has one, but the server renderer draws many sites in one
  // process, and a client kept with the first render's base would send the next site's calls there.
  let instance: { prefix: string; ky: KyInstance } | undefined;
  const kyInstance = (prefix: string) => {
    if (instance?.prefix !== prefix) {
      instance = {
        prefix,
        ky: ky.create({
          prefixUrl: prefix,
          fetch: send,
          timeout: HTTP_TIMEOUT_MS,
          // A server's Retry-After may not hold a call longer than a timeout would.
          retry: { limit: HTTP_GET_RETRIES, methods: ['get'], maxRetryAfter: HTTP_TIMEOUT_MS },
          // The members API (Laravel) answers validation failures as JSON only when asked for JSON.
          headers: { Accept: 'application/json, text/plain, */*' },
        }),
      };
    }
    return instance.ky;
  };

  const method =
    (name: 'get' | 'post' | 'put' | 'patch' | 'delete') =>
    (path: string, options: CallOptions = {}): Call => {
      let response: Promise<Response>;
      try {
        // Everything a call depends on is read as it is made, not in a hook that runs a turn later:
        // the base URL and the site data are read when the site data and the script tag's options
        // are known, and a login or logout since the last call shows on the wire.
        const headers = new Headers(options.headers as HeadersInit | undefined);
        if (!headers.has('Accept-Language')) headers.set('Accept-Language', acceptLanguage());
        const token = bearer && !headers.has('Authorization') ? local.get(KEYS.token) : null;
        if (token) headers.set('Authorization', `Bearer ${token}`);
        response = kyInstance(base(hostInputs()))(path.replace(/^\/+/, ''), { ...options, headers, method: name });
      } catch (error) {
        // ky throws synchronously on bad input (e.g. an invalid URL); that is a failed call too.
        response = Promise.reject(error);
      }
      return guard(response);
    };

  return { get: method('get'), post: method('post'), put: method('put'), patch: method('patch'), delete: method('delete') };
}

/** A call whose failures are ApiErrors, and which raises no unhandled rejection if nobody awaits it. */
function guard(raw: Promise<Response>): Call {
  const response = raw.then(undefined, async (error: unknown) => {
    throw await toApiError(error);
  });
  // Fire-and-forget calls (votes, pixels) may fail unobserved; awaiting callers still see the error.
  response.catch(() => undefined);
  return Object.assign(response, {
    json: <T>() => response.then((r) => readJson<T>(r)),
    text: () =>
      response
        .then((r) => r.text())
        .catch(async (error: unknown) => {
          throw await toApiError(error);
        }),
  });
}

async function readJson<T>(response: Response): Promise<T> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw await toApiError(error);
  }
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new ApiError({ kind: 'parse', status: response.status, cause: error });
  }
}

/** The address a mailing list's subscription form posts to natively. */
export function listSubscribeAddress(listUid: string): string {
  return `${listsBase(hostInputs())}/lists/${encodeURIComponent(listUid)}/subscribe`;
}

/**
 * Posts an url-encoded body to an owner's own address (a form's configured action), usually on
 * another origin: the answer is opaque, so only a failure to send rejects (with an ApiError).
 */
export async function postToAction(url: string, body: URLSearchParams): Promise<void> {
  try {
    await send(url, { method: 'POST', body, mode: 'no-cors', credentials: 'omit', signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  } catch (error) {
    throw await toApiError(error);
  }
}

/** A members envelope as it arrives: `success`, then `data` or `message`/`errors`, and any extra fields. */
export interface Envelope<T = unknown> {
  success: boolean;
  data?: T;
  message?: string;
  errors?: Record<string, string[]>;
  [field: string]: unknown;
}

/**
 * The whole body of a successful envelope (for answers with fields beside `data`, such as
 * `POST /website/user/check`). A `success` that reads as no (`false`, `0`, `"false"`, by
 * answerFlag) rejects with an ApiError of kind 'envelope', whatever the status.
 */
export async function envelope<T = unknown>(call: Promise<Response>): Promise<Envelope<T> & { success: true }> {
  let response: Response;
  try {
    response = await call;
  } catch (error) {
    throw await toApiError(error);
  }
  const body = await readJson<unknown>(response);
  if (typeof body !== 'object' || body === null || !('success' in body)) {
    throw new ApiError({
      kind: 'envelope',
      status: response.status,
      message: 'The server sent an answer in an unexpected format.',
    });
  }
  // `success` is read as every server answer's yes/no is: `0`, `"false"` refuse, `1`, `"true"` succeed.
  if (!answerFlag(body)) {
    throw new ApiError({ kind: 'envelope', status: response.status, ...readEnvelope(body) });
  }
  return body as Envelope<T> & { success: true };
}

/** The `data` of a `{ success: true, data }` envelope; any failure rejects with an ApiError. */
export async function unwrap<T>(call: Promise<Response>): Promise<T> {
  return (await envelope<T>(call)).data as T;
}

/** The members API (register, login, session check, profile). Sends the stored bearer token. */
export const members = createClient(apiBase, { bearer: true });
/** The site's own origin (`/cheetah/…`, `/get_iframe_content`). */
export const site = createClient(siteBase);
/** The blog service. */
export const blog = createClient(blogBase);
/** The provider's external API (plans, watermark, office tags, franchise pixel). */
export const provider = createClient(providerBase);
/** An absolute address the site owner gave (an animation file): no base URL, never the token. */
export const external = createClient(() => '');
