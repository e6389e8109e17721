import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A login flood: 64 parallel logins with unknown usernames, again and again for a few seconds, while a visitor
 * fetches a poster picture from /uploads/. Each unknown username still costs the server a password hash (so
 * that a login does not reveal which usernames exist); the question is whether plain file serving stalls.
 */
export const PROBE_FILE = 'flood-probe.png';
const PROBE_BYTES = 200 * 1024;

/** Puts the ~200 KB file in the uploads folder; call before the server starts. */
export function placeProbeFile(dataDir: string): void {
  const dir = path.join(dataDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, PROBE_FILE), crypto.randomBytes(PROBE_BYTES));
}

export type FloodOutcome = {
  quiet: number[];
  flood: number[];
  logins: Record<string, number>;
  /** File fetches that failed or came back other than the file. */
  fetchErrors: string[];
};

async function fetchProbe(base: string, errors: string[]): Promise<number | null> {
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}/uploads/${PROBE_FILE}`);
    const body = await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (res.ok && body.byteLength === PROBE_BYTES) return ms;
    errors.push(`GET /uploads/${PROBE_FILE}: HTTP ${res.status}, ${body.byteLength} bytes`);
  } catch (err) {
    errors.push(`GET /uploads/${PROBE_FILE}: ${String(err)}`);
  }
  return null;
}

/**
 * A visitor's fetches on a fixed schedule, ten a second whether or not the last one has come back: a prober
 * that waited for each answer would take fewer samples exactly when the server is slow.
 */
async function probe(base: string, seconds: number, errors: string[]): Promise<number[]> {
  const pending: Promise<number | null>[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    pending.push(fetchProbe(base, errors));
    await sleep(100);
  }
  return (await Promise.all(pending)).filter((ms): ms is number => ms !== null);
}

export async function loginFlood(base: string, projectId: number, seconds = 5): Promise<FloodOutcome> {
  const fetchErrors: string[] = [];
  for (let i = 0; i < 5; i++) await fetchProbe(base, fetchErrors); // warm the connection and the file cache
  const quiet = await probe(base, 3, fetchErrors);

  const logins: Record<string, number> = {};
  let flooding = true;
  const attacker = async () => {
    while (flooding) {
      const username = `nobody-${crypto.randomBytes(6).toString('hex')}`;
      let key: string;
      try {
        const res = await fetch(`${base}/api/projects/${projectId}/judge/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: 'not-the-password' }),
        });
        await res.arrayBuffer();
        key = `HTTP ${res.status}`;
      } catch {
        key = 'network error';
      }
      logins[key] = (logins[key] ?? 0) + 1;
    }
  };
  const attackers = Array.from({ length: 64 }, attacker);
  await sleep(500); // every attacker has a login in flight
  const flood = await probe(base, seconds, fetchErrors);
  flooding = false;
  await Promise.all(attackers);
  return { quiet, flood, logins, fetchErrors };
}
