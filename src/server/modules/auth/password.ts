// Password hashing (argon2id) through one bounded queue shared by logins and imports.
import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (~10 ms a hash on our machines).
// algorithm 2 is Argon2id (a const enum in the typings, which isolated modules cannot read).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Every argon2 hash and verify of the process goes through this one queue. argon2 runs on libuv's worker
 * pool, which file serving (uploads, the web app) also needs; unbounded, a burst of logins filled the pool
 * and both cores, and poster images took seconds. The server sets the bound from its config
 * (HASH_CONCURRENCY, by default one less than the cores); the queue is first come, first served.
 */
export const hashSlots = pLimit(Math.max(1, os.availableParallelism() - 1));

export function setHashConcurrency(n: number): void {
  hashSlots.concurrency = n;
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

/**
 * Checks a password in a slot of the hash queue. `gate` runs in the slot first (the login throttle reserves the
 * attempt there) and may refuse by throwing; `settle` runs in the slot after the check, with its outcome.
 */
export function verifyPassword(
  storedHash: string | undefined,
  password: string,
  around: { gate?: () => Promise<void>; settle?: (ok: boolean) => Promise<void> } = {},
): Promise<boolean> {
  return hashSlots(async () => {
    await around.gate?.();
    // Unqueued here: we already hold a slot, and the queue may have only one.
    const ok = storedHash
      ? await verify(storedHash, password).catch(() => false)
      : await (dummyHash ??= hash('not-a-real-password', options))
          .then((dummy) => verify(dummy, password))
          .then(
            () => false,
            () => false,
          );
    await around.settle?.(ok);
    return ok;
  });
}
