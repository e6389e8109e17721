import { setImmediate as turn } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, hashPasswords, hashSlots, setHashConcurrency, verifyPassword } from './password';

/**
 * Every hash and verify waits for one of a bounded number of slots, so a burst of logins queues the logins
 * instead of filling the worker pool that file serving needs. Observed through the queue's own counters.
 */
const original = hashSlots.concurrency;
afterEach(() => setHashConcurrency(original));

/** Holds one slot until the returned function is called. */
function occupy(): () => void {
  let release!: () => void;
  void hashSlots(() => new Promise<void>((resolve) => (release = resolve)));
  return () => release();
}

describe('password hashing', () => {
  it('runs at most HASH_CONCURRENCY hashes at once; the rest wait their turn', async () => {
    setHashConcurrency(2);
    const all = Array.from({ length: 6 }, (_, i) => hashPassword(`password-${i}`));
    expect(hashSlots.activeCount).toBe(2);
    expect(hashSlots.pendingCount).toBe(4);
    const hashes = await Promise.all(all);
    expect(hashes.every((h) => h.startsWith('$argon2id$'))).toBe(true);
    expect(new Set(hashes).size).toBe(6);
    expect(await verifyPassword(hashes[3], 'password-3')).toBe(true);
    expect(await verifyPassword(hashes[3], 'password-4')).toBe(false);
  });

  it('an unknown account is checked in the same queue as a real one, with the same work', async () => {
    setHashConcurrency(1);
    const real = await hashPassword('right-one');
    await verifyPassword(undefined, 'warm up the stand-in hash');
    for (const stored of [real, undefined]) {
      const release = occupy();
      const check = verifyPassword(stored, 'a-guess');
      await turn();
      // Waiting behind the occupied slot: it is a queued argon2 verify, not an early answer.
      expect(hashSlots.pendingCount).toBe(1);
      release();
      expect(await check).toBe(false);
    }
  });

  it('a spreadsheet of passwords keeps at most four in the queue, so logins are not stuck behind all of them', async () => {
    setHashConcurrency(1);
    const passwords = Array.from({ length: 10 }, (_, i) => `imported-${i}`);
    const all = hashPasswords(passwords);
    await turn();
    expect(hashSlots.activeCount + hashSlots.pendingCount).toBe(4);
    const hashes = await all;
    expect(hashes).toHaveLength(10);
    expect(await verifyPassword(hashes[7], 'imported-7')).toBe(true);
    expect(await verifyPassword(hashes[7], 'imported-8')).toBe(false);
  });
});
