import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createWorkGate, type Reservation } from './work-gate.ts';

/** scrypt with N = 2^17, r = 8, p = 1 (DESIGN.md §5): about 128 MiB and a few hundred ms per hash, on purpose. */
export const PASSWORD_HASH_PARAMS = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, params: { N: number; r: number; p: number }) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: PASSWORD_HASH_PARAMS.maxmem },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });

/**
 * Every hash runs through one bounded line (issue 8): a burst of sign-ins could otherwise start dozens of 128 MiB
 * runs at once, take every core and stall the whole server. One core is left to serving everything else; a few
 * callers wait, the rest hear "busy" at once with a time to try again (bench/hash-flood measures it).
 */
// Also below libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which file reads and WebCrypto
// share with scrypt: with every thread hashing, a static file waits behind them. And 3 × 128 MiB at most.
const LIBUV_DEFAULT_POOL = 4;
export const PASSWORD_HASH_SLOTS = Math.max(1, Math.min(availableParallelism() - 1, LIBUV_DEFAULT_POOL - 1));
const passwordWork = createWorkGate({
  slots: PASSWORD_HASH_SLOTS,
  queueLength: PASSWORD_HASH_SLOTS * 6,
  busyMessage: '当前登录人数较多，请稍后再试',
  retryAfterSeconds: 2,
});

/** Takes a place in the hashing line now (or a 429), for callers that must know before steps they cannot undo. */
export const reservePasswordWork = (): Reservation => passwordWork.reserve();

/** How many hashes run and wait now (for the health of the line, and for tests that must know). */
export const passwordWorkLoad = () => passwordWork.load;

/** Self-describing, so the parameters can be raised later without breaking stored hashes. */
export const hashPassword = (
  password: string,
  place: Reservation = passwordWork.reserve(),
): Promise<string> =>
  place.run(async () => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, PASSWORD_HASH_PARAMS);
    return `scrypt$${PASSWORD_HASH_PARAMS.N}$${PASSWORD_HASH_PARAMS.r}$${PASSWORD_HASH_PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
  });

export const verifyPassword = async (
  password: string,
  stored: string,
  place: Reservation = passwordWork.reserve(),
): Promise<boolean> => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) {
    place.release();
    return false;
  }
  const expected = Buffer.from(key, 'base64');
  const actual = await place.run(() =>
    derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
