// Member passwords: scrypt hashes with a random salt, checked in constant time.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 };
const scryptAsync = /** @type {(password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>} */ (
  promisify(scrypt)
);

/** `scrypt$N$r$p$salt$key` (base64 salt and key), for a random 16-byte salt. */
function formatHash(salt, key) {
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Hashes a password with scrypt and a random salt. */
export async function hashPassword(password) {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return formatHash(salt, key);
}

/** The same, synchronously (seeding only). */
export function hashPasswordSync(password) {
  const salt = randomBytes(16);
  return formatHash(salt, scryptSync(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p }));
}

/** A hash of nothing anyone knows, checked when there is no member so that both cases cost the same. */
let dummyHash;

/**
 * Whether the password matches the stored hash, compared in constant time. A missing or malformed
 * hash still costs one scrypt run and answers false.
 * @param {string} password
 * @param {string | null | undefined} stored
 */
export async function verifyPassword(password, stored) {
  const parts = typeof stored === 'string' ? stored.split('$') : [];
  const valid = parts.length === 6 && parts[0] === 'scrypt';
  if (!valid) {
    dummyHash ??= await hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, dummyHash);
    return false;
  }
  const [, N, r, p, salt, key] = parts;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return expected.length > 0 && actual.length === expected.length && timingSafeEqual(actual, expected);
}
