// Rate limits of the reference backend: a small in-memory fixed-window counter per (limit, key),
// answered with HTTP 429 and Retry-After. One process, one map: enough for the demo and a small
// self-hosted site (several processes would each count on their own).
import { httpError } from './http.mjs';

/**
 * The limits, each `max` hits per `windowMs` for one key (an address, a member, an e-mail).
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
});

/** The limiter forgets expired windows once it holds this many keys (its memory stays bounded). */
export const MAX_KEYS = 50_000;

export const TOO_MANY = 'Too many requests. Please try again later.';

/**
 * A fixed-window limiter over LIMITS (or the limits given, merged over them).
 * @param {Partial<Record<keyof typeof LIMITS, { max: number, windowMs: number }>>} [overrides]
 */
export function createLimiter(overrides = {}) {
  /** @type {Record<string, { max: number, windowMs: number }>} */
  let limits = { ...LIMITS, ...overrides };
  /** @type {Map<string, { count: number, reset: number }>} */
  const windows = new Map();

  function sweep(now) {
    for (const [key, window] of windows) if (window.reset <= now) windows.delete(key);
    // Still full (a flood of distinct keys): drop the oldest windows.
    for (const key of windows.keys()) {
      if (windows.size <= MAX_KEYS * 0.9) break;
      windows.delete(key);
    }
  }

  /** The live window of `id` under `limit`, started now when there is none. */
  function windowOf(id, limit, now) {
    let window = windows.get(id);
    if (!window || window.reset <= now) {
      if (windows.size >= MAX_KEYS) sweep(now);
      window = { count: 0, reset: now + limit.windowMs };
      windows.delete(id);
      windows.set(id, window);
    }
    return window;
  }

  return {
    /**
     * Counts one hit of each `[name, key]` (empty keys skipped) when none of them is over its
     * limit: answers 0 then, else the seconds to wait for the first one over (nothing counted).
     * @param {[string, string | number | null | undefined][]} checks
     */
    hit(checks) {
      const now = Date.now();
      const hits = [];
      for (const [name, key] of checks) {
        const limit = limits[name];
        if (!limit) throw new Error(`No rate limit named ${name}`);
        if (key === null || key === undefined || key === '') continue;
        const window = windowOf(`${name}\u0000${key}`, limit, now);
        if (window.count >= limit.max) return Math.max(1, Math.ceil((window.reset - now) / 1000));
        hits.push(window);
      }
      for (const window of hits) window.count += 1;
      return 0;
    },
    /** Forgets every count (tests). */
    reset() {
      windows.clear();
    },
    /**
     * Replaces limits (tests, or a host that needs others); forgets every count.
     * @param {Partial<Record<keyof typeof LIMITS, { max: number, windowMs: number }>>} next
     */
    configure(next) {
      limits = { ...LIMITS, ...next };
      windows.clear();
    },
    /** How many windows it holds. */
    get size() {
      return windows.size;
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
 */
export function enforce(limiter, reply, checks, message = TOO_MANY) {
  const wait = limiter.hit(checks);
  if (wait > 0) {
    reply.header('Retry-After', String(wait));
    throw httpError(429, message);
  }
}
