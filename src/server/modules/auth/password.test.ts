import { setImmediate as turn } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import {
  attemptSlots,
  hashPassword,
  hashPasswords,
  hashSlots,
  setHashConcurrency,
  verifyPassword,
} from './password';

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

  it('a slot is held for the hash alone: a login waiting on the database leaves it to the next hash', async () => {
    setHashConcurrency(2);
    const stored = await hashPassword('right-one');
    let openGate!: () => void;
    const gated = verifyPassword(stored, 'right-one', {
      gate: () => new Promise<void>((resolve) => (openGate = resolve)),
    });
    await turn();
    // The first login is in its gate (the throttle's database write): it holds an attempt slot, no hash slot.
    expect(attemptSlots.activeCount).toBe(1);
    expect(hashSlots.activeCount).toBe(0);
    // Meanwhile another login's hash runs and it settles (database work again) outside the hash slot too.
    let openSettle: (() => void) | undefined;
    const settled = verifyPassword(stored, 'right-one', {
      settle: () => new Promise<void>((resolve) => (openSettle = resolve)),
    });
    expect(await verifyPassword(stored, 'wrong-one')).toBe(false);
    await expect.poll(() => openSettle).toBeTypeOf('function');
    expect(attemptSlots.activeCount).toBe(2);
    expect(hashSlots.activeCount).toBe(0);
    openGate();
    expect(await gated).toBe(true);
    openSettle!();
    expect(await settled).toBe(true);
  });

  it('at most twice as many logins hold a client reservation as hashes run at once', async () => {
    setHashConcurrency(2);
    expect(attemptSlots.concurrency).toBe(4);
    const gates: (() => void)[] = [];
    const logins = Array.from({ length: 10 }, () =>
      verifyPassword(undefined, 'a-guess', { gate: () => new Promise<void>((r) => gates.push(r)) }),
    );
    await turn();
    expect(gates).toHaveLength(4);
    expect(attemptSlots.pendingCount).toBe(6);
    // Each login that passes its gate and its hash lets the next one in: never more than four at once.
    for (let opened = 0; opened < 10; opened++) {
      await expect.poll(() => gates.length).toBeGreaterThan(0);
      expect(attemptSlots.activeCount).toBeLessThanOrEqual(4);
      gates.shift()!();
    }
    expect(await Promise.all(logins)).toEqual(Array(10).fill(false));
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
