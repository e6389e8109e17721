import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { verify } from '@node-rs/argon2';
import { hashPassword } from '../src/server/modules/auth/password';
import { Client, Recorder } from './client';
import { setUpConference, type Conference } from './judging-setup';
import { percentile, round, type Row } from './report';
import { createPgDatabase, startServer, tempDir, type Server } from './servers';

/**
 * 200 password logins at once (every judge of the conference, from one address, as a hall behind one NAT),
 * while judges already signed in keep judging (their poster list and saving an evaluation) and a few sign in
 * with their sign-in links. The logins cannot beat the hashes: one argon2 verify costs `hashMs` on this machine,
 * so 200 of them on `cores` cores take at least hashMs x 200 / cores. The target is the logins' p99 within twice
 * that bound, with the judging calls under 250 ms p99 meanwhile (decision 050).
 */
export const SEATED = 20;
const LINKS = 10;
const RATIO_TARGET = 2;
/** A seated judge reads between calls: the list, then a saved evaluation, each half a second apart. */
const THINK_MS = 500;
const JUDGING_P99_MS = 250;

export type BurstOutcome = {
  name: string;
  hashMs: number;
  cores: number;
  logins: number[];
  /** The seated judges' calls while the logins were running, by kind. */
  judging: { list: number[]; submit: number[] };
  /** Sign-in link logins made while the password logins were running. */
  links: number[];
  errors: string[];
  error?: string;
};

/**
 * One argon2id verify with the server's settings, on this machine, idle: the median of 30, the way the
 * server computes it (on libuv's worker pool).
 */
export async function measureHash(): Promise<number> {
  const stored = await hashPassword('a-judges-password');
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    await verify(stored, 'a-judges-password');
    times.push(performance.now() - t0);
  }
  return percentile(times, 50);
}

/** Judges with a session: their list and a saved evaluation, a moment apart, until `busy` says stop. */
async function judgeLoop(client: Client, conf: Conference, j: number, rec: Recorder, busy: () => boolean) {
  const p = `/api/projects/${conf.projectId}/judge`;
  const judge = conf.judges[j]!;
  for (let n = 0; busy(); n++) {
    await client.timed(rec, 'list', 'GET', `${p}/posters`);
    await sleep(THINK_MS);
    if (!busy()) break;
    const posterId = judge.posters[n % judge.posters.length]!;
    const scores = conf.criteria.map((k, i) => ({ criterion_id: k.id, score: (n + i) % (k.max_score + 1) }));
    await client.timed(rec, 'submit', 'PUT', `${p}/posters/${posterId}/evaluation`, {
      scores,
      comment: `Round ${n} from ${judge.username}.`,
    });
    await sleep(THINK_MS);
  }
}

export async function loginBurst(name: string, tag: string, postgres?: string): Promise<BurstOutcome> {
  const out: BurstOutcome = {
    name,
    hashMs: NaN,
    cores: os.availableParallelism(),
    logins: [],
    judging: { list: [], submit: [] },
    links: [],
    errors: [],
  };
  let server: Server | undefined;
  try {
    const databaseUrl = postgres ? await createPgDatabase(postgres, tag) : undefined;
    server = await startServer({ dataDir: tempDir(`poster-bench-${tag}-`), databaseUrl });
    const base = server.base;
    console.log(`${name}: setting up 400 posters, 200 judges (HTTP)`);
    const conf = await setUpConference(base, tag);
    const p = `/api/projects/${conf.projectId}/judge`;

    // Seated judges: signed in before the burst (the last ones in the door while the hall arrives).
    const seated: Client[] = [];
    for (let j = 0; j < SEATED; j++) {
      const c = new Client([base], conf.judges[j]!.username);
      await c.must('POST', `${p}/login`, { username: c.who, password: conf.judges[j]!.password });
      await c.must('GET', `${p}/posters`);
      seated.push(c);
    }
    const org = new Client([base], 'organiser');
    org.cookie = conf.adminCookie;
    const ids = await org.must<{ id: number; username: string }[]>(
      'GET',
      `/api/projects/${conf.projectId}/judges`,
    );
    const tokens: string[] = [];
    for (const row of ids.slice(0, LINKS)) {
      const link = await org.must<{ url: string }>(
        'POST',
        `/api/projects/${conf.projectId}/judges/${row.id}/access-link`,
      );
      tokens.push(link.url.split('/').pop()!);
    }

    out.hashMs = await measureHash();
    console.log(`${name}: one hash ${round(out.hashMs)} ms; 200 password logins at once`);

    const rec = new Recorder();
    let running = true;
    const judging = seated.map((c, j) => judgeLoop(c, conf, j, rec, () => running));
    const logins = conf.judges.map(async (judge) => {
      const c = new Client([base], judge.username);
      await c.timed(rec, 'login', 'POST', `${p}/login`, {
        username: judge.username,
        password: judge.password,
      });
    });
    // The sign-in links arrive once the hash queue is full: they must not wait behind it.
    const links = tokens.map(async (token, i) => {
      await sleep(200 + 100 * i);
      const c = new Client([base], `link ${i}`);
      const a = await c.send('POST', `${p}/access`, { token });
      out.links.push(a.ms);
      if (!a.ok) out.errors.push(`sign-in link ${i}: HTTP ${a.status}`);
    });
    await Promise.all([...logins, ...links]);
    running = false;
    await Promise.all(judging);

    out.logins = rec.ms.login;
    out.judging = { list: rec.ms.list, submit: rec.ms.submit };
    out.errors.push(...rec.errors);
  } catch (err) {
    out.error = err instanceof Error ? (err.stack ?? err.message) : String(err);
    console.error(`${name}: stopped: ${out.error}`);
  } finally {
    await server?.stop();
  }
  return out;
}

const ms = (n: number) => (Number.isNaN(n) ? 'n/a' : String(Math.round(n)));

export function burstRows(o: BurstOutcome): { rows: Row[]; failures: string[] } {
  const failures = o.errors.slice(0, 20).map((e) => `${o.name}: ${e}`);
  if (o.error) {
    failures.push(`${o.name}: login burst stopped: ${o.error.split('\n')[0]}`);
    const row = { metric: `${o.name}: 200 password logins at once`, value: 'did not run', unit: '' };
    return { rows: [{ ...row, target: 'runs', pass: false }], failures };
  }
  const p50 = percentile(o.logins, 50);
  const p99 = percentile(o.logins, 99);
  const bound = (o.hashMs * o.logins.length) / o.cores;
  const ratio = p99 / bound;
  const judging = [...o.judging.list, ...o.judging.submit];
  const judgingP99 = percentile(judging, 99);
  const linkP99 = percentile(o.links, 99);
  const clean = o.errors.length === 0 && o.logins.length === 200;
  return {
    rows: [
      {
        metric: `${o.name}: 200 password logins at once, p50 / p99`,
        value: `${ms(p50)} / ${ms(p99)}`,
        unit: 'ms',
        target: 'every one signed in',
        pass: clean,
        note: clean ? undefined : `${o.errors.length} errors`,
      },
      {
        metric: `${o.name}: one hash (argon2id verify), this machine`,
        value: round(o.hashMs),
        unit: 'ms',
        target: 'info',
        pass: null,
      },
      {
        metric: `${o.name}: bound, hash x logins / cores`,
        value: Math.round(bound),
        unit: 'ms',
        target: 'info',
        pass: null,
        note: `${ms(o.hashMs)} ms x ${o.logins.length} / ${o.cores}`,
      },
      {
        metric: `${o.name}: logins p99 / bound`,
        value: round(ratio, 2),
        unit: 'x',
        target: `<= ${RATIO_TARGET}`,
        pass: ratio <= RATIO_TARGET,
      },
      {
        metric: `${o.name}: judge list + saving an evaluation p99 during the burst`,
        value: ms(judgingP99),
        unit: 'ms',
        target: `< ${JUDGING_P99_MS}`,
        pass: judgingP99 < JUDGING_P99_MS,
        note: `${judging.length} calls by ${SEATED} judges; list ${ms(percentile(o.judging.list, 99))}, save ${ms(percentile(o.judging.submit, 99))}`,
      },
      {
        metric: `${o.name}: sign-in link during the burst, p99`,
        value: ms(linkP99),
        unit: 'ms',
        target: `< ${JUDGING_P99_MS}`,
        pass: linkP99 < JUDGING_P99_MS,
        note: `${o.links.length} links, no hash`,
      },
    ],
    failures,
  };
}
