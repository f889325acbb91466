// Rate limits of the reference backend, counted by @fastify/rate-limit (registered by app.mjs):
// each named limit below is `max` hits per `windowMs` for one key (an address, a member, an
// e-mail, a site), answered with HTTP 429 and Retry-After. The plugin's store is in memory and
// bounded (an LRU of MAX_KEYS keys per limit); given a Redis client (buildApp's `rateLimit`
// option, `{ redis }`), several processes share their counts.
import { httpError } from './http.mjs';

/**
 * The limits, each `max` hits per `windowMs` for one key.
 * @type {Readonly<Record<string, { max: number, windowMs: number }>>}
 */
export const LIMITS = Object.freeze({
  /** Comments and replies posted by one member. */
  commentPerMember: { max: 5, windowMs: 60 * 1000 },
  /** Comments and replies posted from one address (several members behind it). */
  commentPerAddress: { max: 20, windowMs: 10 * 60 * 1000 },
  /** Likes and unlikes by one member. */
  likePerMember: { max: 30, windowMs: 60 * 1000 },
  /** Password-recovery mails asked for from one address. */
  recoveryPerAddress: { max: 5, windowMs: 15 * 60 * 1000 },
  /** Password-recovery mails for one e-mail address of a site, whoever asks. */
  recoveryPerEmail: { max: 3, windowMs: 60 * 60 * 1000 },
  /** Views counted for one post from one address ('most read' cannot be pushed by one visitor). */
  viewPerPost: { max: 5, windowMs: 60 * 60 * 1000 },
  /** Views counted from one address, all posts together. */
  viewPerAddress: { max: 120, windowMs: 60 * 60 * 1000 },
  /** Anonymous social-proof sign-ups (the names the toasts show) from one address. */
  socialProofPerAddress: { max: 5, windowMs: 10 * 60 * 1000 },
  /** Members registered from one address (each new member is a new comment allowance). */
  registerPerAddress: { max: 5, windowMs: 60 * 60 * 1000 },
  /** Members registered on one site, from anywhere. */
  registerPerSite: { max: 200, windowMs: 60 * 60 * 1000 },
  /** Password logins from one address, whichever accounts they name (guessing across accounts). */
  loginPerAddress: { max: 20, windowMs: 10 * 60 * 1000 },
  /** Form submissions from one address, every form route together. */
  formPerAddress: { max: 10, windowMs: 10 * 60 * 1000 },
  /** Form submissions to one site, from anywhere. */
  formPerSite: { max: 1000, windowMs: 60 * 60 * 1000 },
  /** Link votes from one address. */
  votePerAddress: { max: 20, windowMs: 10 * 60 * 1000 },
  /** Link clicks counted (click counts and multi-action counters) from one address. */
  clickPerAddress: { max: 120, windowMs: 10 * 60 * 1000 },
});

/** Keys kept per limit (the plugin's LRU): its memory stays bounded under a flood of keys. */
export const MAX_KEYS = 50_000;

export const TOO_MANY = 'Too many requests. Please try again later.';

/**
 * The limiter over LIMITS (or the limits given, merged over them), counting in the stores of
 * `app`'s @fastify/rate-limit (its `createRateLimit`, available once the app is ready).
 * @param {{ createRateLimit?: (options: object) => (request: any) => Promise<any> }} app
 * @param {Partial<Record<keyof typeof LIMITS, { max: number, windowMs: number }>>} [overrides]
 */
export function createLimiter(app, overrides = {}) {
  /** @type {Record<string, { max: number, windowMs: number }>} */
  let limits = { ...LIMITS, ...overrides };
  /** @type {Map<string, (request: any) => Promise<any>>} */
  let counters = new Map();

  /** The plugin's counter of one limit, made at its first use (its store starts empty). */
  function counterOf(name) {
    const limit = limits[name];
    if (!limit) throw new Error(`No rate limit named ${name}`);
    let counter = counters.get(name);
    if (!counter) {
      if (typeof app.createRateLimit !== 'function') throw new Error('@fastify/rate-limit is not registered');
      counter = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.windowMs,
        cache: MAX_KEYS,
        keyGenerator: (/** @type {{ key: string }} */ hit) => hit.key,
      });
      counters.set(name, counter);
    }
    return counter;
  }

  return {
    /**
     * Counts one hit of each `[name, key]` in turn (empty keys skipped) and stops at the first
     * over its limit: answers 0 when none is, else the seconds to wait for that one.
     * @param {[string, string | number | null | undefined][]} checks
     */
    async hit(checks) {
      for (const [name, key] of checks) {
        const counter = counterOf(name);
        if (key === null || key === undefined || key === '') continue;
        // The plugin reads the key from what it is given (keyGenerator) and the route's group.
        const result = await counter({ key: String(key), routeOptions: { config: {} } });
        if (result.isExceeded) return Math.max(1, Number(result.ttlInSeconds) || 1);
      }
      return 0;
    },
    /** Forgets every count (tests). */
    reset() {
      counters = new Map();
    },
    /**
     * Replaces limits (tests, or a host that needs others); forgets every count.
     * @param {Partial<Record<keyof typeof LIMITS, { max: number, windowMs: number }>>} next
     */
    configure(next) {
      limits = { ...LIMITS, ...next };
      counters = new Map();
    },
    /** The limits in force. */
    get limits() {
      return { ...limits };
    },
  };
}

/** @typedef {ReturnType<typeof createLimiter>} Limiter */

/**
 * Counts one hit of each `[name, key]` with the limiter; throws the 429 failure, with
 * Retry-After, when a limit is reached.
 * @param {Limiter} limiter
 * @param {import('fastify').FastifyReply} reply
 * @param {[string, string | number | null | undefined][]} checks
 * @param {string} [message]
 * @param {Record<string, string[]>} [errors] messages per field, for the failure envelope
 */
export async function enforce(limiter, reply, checks, message = TOO_MANY, errors = {}) {
  const wait = await limiter.hit(checks);
  if (wait > 0) {
    reply.header('Retry-After', String(wait));
    throw httpError(429, message, errors);
  }
}
