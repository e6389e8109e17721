// Password hashing (argon2id) through one bounded queue shared by logins and imports (decisions 015, 050).
import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (~10 ms a hash on our machines).
// algorithm 2 is Argon2id (a const enum in the typings, which isolated modules cannot read).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Every argon2 hash and verify of the process goes through this one queue, and a slot is held for the hash
 * alone. argon2 runs on libuv's worker pool, which file serving (uploads, the web app) also needs; unbounded, a
 * burst of logins filled the pool and both cores, and poster images took seconds. The server sets the bound from
 * its config (HASH_CONCURRENCY, by default the cores, with the pool grown to match: config.ts `workerPool`);
 * the queue is first come, first served.
 */
export const hashSlots = pLimit(os.availableParallelism());

/**
 * Login attempts between the client reservation and its settling (`verifyPassword` with `gate`/`settle`): twice
 * as many as hash slots, so one attempt's database work overlaps another's hash, and the client reservations
 * held at once stay a handful (decision 015: a hall behind one address must not fill its client limit).
 */
export const attemptSlots = pLimit(2 * os.availableParallelism());

export function setHashConcurrency(n: number): void {
  hashSlots.concurrency = n;
  attemptSlots.concurrency = 2 * n;
}

export function hashPassword(password: string): Promise<string> {
  return hashSlots(() => hash(password, options));
}

/**
 * Many passwords (a spreadsheet of judges): at most four of them in the queue at a time, so a login arriving
 * meanwhile waits behind four hashes, not thousands.
 */
export function hashPasswords(passwords: string[]): Promise<string[]> {
  return pLimit(4).map(passwords, (password) => hashPassword(password));
}

// Verified against when the account does not exist: the same work in the same queue as a real verify, so a
// wrong username costs as long as a wrong password, under load too (docs/decisions/015-login-throttling.md).
let dummyHash: Promise<string> | undefined;

/** One argon2 verify in a slot of the hash queue, nothing else; an unknown account's against the stand-in. */
function check(storedHash: string | undefined, password: string): Promise<boolean> {
  return hashSlots(async () => {
    if (storedHash) return verify(storedHash, password).catch(() => false);
    // Unqueued here: we already hold a slot, and the queue may have only one.
    const dummy = await (dummyHash ??= hash('not-a-real-password', options));
    return verify(dummy, password).then(
      () => false,
      () => false,
    );
  });
}

/**
 * Checks a password in a slot of the hash queue, inside a login-attempt slot. In that slot, in order: `gate` (the
 * login throttle reserves the attempt there, and may refuse by throwing), the stored hash (given, or looked up
 * by `stored` there, so a burst's database work waits in this queue and not in the database pool's), the hash,
 * then `settle` with its outcome. Only the hash holds a hash slot: the next hash runs meanwhile.
 */
export function verifyPassword(
  stored: string | undefined | (() => Promise<string | undefined>),
  password: string,
  around: { gate?: () => Promise<void>; settle?: (ok: boolean) => Promise<void> } = {},
): Promise<boolean> {
  return attemptSlots(async () => {
    await around.gate?.();
    const storedHash = typeof stored === 'function' ? await stored() : stored;
    const ok = await check(storedHash, password);
    await around.settle?.(ok);
    return ok;
  });
}
