/** HTTP for the whole runtime: the clients, the one error type and the base URL rules. */
export {
  acceptLanguage,
  blog,
  envelope,
  HTTP_GET_RETRIES,
  HTTP_TIMEOUT_MS,
  members,
  listSubscribeAddress,
  postToAction,
  provider,
  setFetchForTests,
  site,
  TOKEN_KEY,
  unwrap,
  type Call,
  type CallOptions,
  type Envelope,
  type FetchLike,
  type HttpClient,
} from './clients.js';
export { ApiError, THROTTLED_STATUS, type ApiErrorKind, type FieldErrors } from './errors.js';
export {
  apiBase,
  blogBase,
  listsBase,
  providerBase,
  readEndpoints,
  siteBase,
  type Endpoints,
  type HostInputs,
  type LocationLike,
} from './hosts.js';
