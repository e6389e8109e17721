import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/database';
import { makeProject } from '@server/test/fixture-rows';
import { freePort } from '@server/test/loopback';
import { mailConfig, PUBLIC_URL, useSmtpSink } from '@server/test/smtp-sink';
import { onPostgres, useTestApp } from '@server/test/test-app';
import { JobRunner } from '../jobs/job-runner';
import { settledCount } from '../jobs/runner.test-kit';
import { mailJobHandler, smtpTransport, type MailTransport } from './mail-send';
import { MAIL_JOB, queueMail, type Outgoing } from './mail.service';
import { mailJobDeclaration } from './mail.jobs';
import { welcome } from './mail-templates';

// The mail-send job under faults, against a real SMTP server in this process, with runners of the test's own
// (the app's runner is stopped) whose clocks the test moves: a server that refuses for a while, one that refuses
// for good, a worker killed between sending and recording, two instances sending one batch.
const sink = useSmtpSink();
const t = useTestApp(mailConfig(sink));
const LEASE_MS = 30_000;
let projectId: number;
beforeAll(async () => {
  await t.app.jobs.close();
  projectId = (await makeProject(t.db)).id;
});

let seq = 0;
/** Writes `n` messages (and their jobs) to these addresses' local parts, as a change's transaction would. */
async function queue(names: string[]): Promise<number[]> {
  const mails: Outgoing[] = names.map((name) => ({
    kind: 'welcome',
    key: `test:${name}:${seq++}`,
    to: `${name}@example.org`,
    toName: name,
    language: 'ko',
    content: welcome('ko', { project: '학회', name, username: name, url: `${PUBLIC_URL}/x` }),
    person: null,
  }));
  const written = await t.db.transaction().execute((trx) => queueMail(trx, projectId, PUBLIC_URL, mails));
  return written.map((w) => w.id);
}

function runner(
  owner: string,
  {
    db = t.db,
    transport,
    concurrency = 1,
  }: { db?: Database['db']; transport?: MailTransport; concurrency?: number } = {},
) {
  const clock = { offset: 0 };
  const r = new JobRunner(
    { ...t.app.jobs.context, db },
    {
      owner,
      leaseMs: LEASE_MS,
      pollMs: 60_000,
      clock: () => Date.now() + clock.offset,
      backoffMs: () => 1000,
    },
  );
  r.register(mailJobDeclaration, {
    handler: mailJobHandler({
      db,
      transport: transport ?? smtpTransport(sink.url),
      from: 'posters@example.org',
    }),
    concurrency,
  });
  return { r, clock };
}

const settled = (runners: JobRunner[], n: number) => settledCount(runners, MAIL_JOB, n);

const messages = (ids: number[]) =>
  t.db.selectFrom('mail_messages').selectAll().where('id', 'in', ids).orderBy('id').execute();
const arrivedFor = (name: string) => sink.to(`${name}@example.org`).length;

describe('a server that refuses for a while', () => {
  it('retries with the backoff (4xx, then the connection refused) and every message arrives exactly once', async () => {
    const names = ['busy1', 'busy2', 'busy3'];
    const ids = await queue(names);
    sink.refuse(() => ({ code: 451, message: '4.3.0 Mailbox busy, try again later' }));
    const { r, clock } = runner('busy', { concurrency: 2 });
    const firstRound = settled([r], 3);
    r.start();
    expect(await firstRound).toEqual(['queued', 'queued', 'queued']);
    for (const m of await messages(ids))
      expect(m).toMatchObject({
        status: 'queued',
        attempts: 1,
        error_code: 'MAIL_TEMPORARY_FAILURE',
        error_detail: expect.stringContaining('451 4.3.0 Mailbox busy'),
      });
    expect(names.map(arrivedFor)).toEqual([0, 0, 0]);

    // Still refusing when the backoff has passed: queued again.
    clock.offset += 1000;
    const secondRound = settled([r], 3);
    r.wake();
    expect(await secondRound).toEqual(['queued', 'queued', 'queued']);

    // The server comes back.
    sink.refuse(null);
    clock.offset += 1000;
    const thirdRound = settled([r], 3);
    r.wake();
    expect(await thirdRound).toEqual(['done', 'done', 'done']);
    await r.close();
    expect(names.map(arrivedFor)).toEqual([1, 1, 1]);
    for (const m of await messages(ids))
      expect(m).toMatchObject({ status: 'sent', attempts: 3, error_code: null, error_detail: null });
    expect(sink.offered.filter((a) => a.startsWith('busy'))).toHaveLength(9);
  });

  it('a server that cannot be reached is a temporary failure too', async () => {
    const [id] = await queue(['unreachable']);
    const closed = runner('closed', { transport: smtpTransport(`smtp://127.0.0.1:${await freePort()}`) });
    const failed = settled([closed.r], 1);
    closed.r.start();
    expect(await failed).toEqual(['queued']);
    await closed.r.close();
    expect((await messages([id!]))[0]).toMatchObject({
      status: 'queued',
      error_code: 'MAIL_TEMPORARY_FAILURE',
      error_detail: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
    const { r, clock } = runner('reachable');
    clock.offset = 1000;
    const sent = settled([r], 1);
    r.start();
    expect(await sent).toEqual(['done']);
    await r.close();
    expect(arrivedFor('unreachable')).toBe(1);
  });
});

describe('a server that refuses for good', () => {
  it("records the failure with the server's answer at once and never tries again; the others are sent", async () => {
    const ids = await queue(['nobody', 'somebody']);
    sink.refuse((to) => (to.startsWith('nobody') ? { code: 550, message: '5.1.1 No such user here' } : null));
    const { r, clock } = runner('permanent');
    const done = settled([r], 2);
    r.start();
    expect((await done).sort()).toEqual(['done', 'failed']);
    const [nobody, somebody] = await messages(ids);
    expect(nobody).toMatchObject({
      status: 'failed',
      attempts: 1,
      error_code: 'MAIL_REFUSED',
      error_detail: expect.stringContaining('550 5.1.1 No such user here'),
    });
    expect(somebody).toMatchObject({ status: 'sent' });
    const job = await t.db
      .selectFrom('jobs')
      .selectAll()
      .where('key', '=', `${MAIL_JOB}:${nobody!.key}`)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'failed', error_code: 'MAIL_REFUSED' });
    // Time passes: nothing is tried again.
    clock.offset += 3600_000;
    await r.idle(MAIL_JOB);
    await r.close();
    sink.refuse(null);
    expect(sink.offered.filter((a) => a.startsWith('nobody'))).toHaveLength(1);
    expect(arrivedFor('somebody')).toBe(1);
  });
});

describe('a worker killed between sending and recording', () => {
  it('does not send the message twice: the next run finds it being sent and records the outcome as unknown', async () => {
    const [id] = await queue(['crash']);
    let sentOnce!: () => void;
    const wasSent = new Promise<void>((resolve) => (sentOnce = resolve));
    const real = smtpTransport(sink.url);
    const a = runner('dies', {
      transport: {
        // The SMTP server takes the message; then the worker dies before recording anything.
        sendMail: async (mail) => {
          await real.sendMail(mail);
          a.r.abandon();
          sentOnce();
          return new Promise(() => {});
        },
      },
    });
    a.r.start();
    await wasSent;
    expect(arrivedFor('crash')).toBe(1);
    expect((await messages([id!]))[0]).toMatchObject({ status: 'sending', attempts: 1 });

    // Another instance takes the job once the dead worker's lease has expired.
    const b = runner('survivor');
    b.clock.offset = LEASE_MS + 1;
    const done = settled([b.r], 1);
    b.r.start();
    expect(await done).toEqual(['done']);
    await b.r.close();
    expect(arrivedFor('crash')).toBe(1);
    expect((await messages([id!]))[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      error_code: 'MAIL_OUTCOME_UNKNOWN',
      error_detail: expect.stringContaining('not sent again'),
    });
  });
});

describe('two instances sending one batch', () => {
  let second: Database | undefined;
  afterAll(async () => second?.close());

  it('send a batch of 500 with no duplicate (on PostgreSQL: two connections pools, one database)', async () => {
    second = onPostgres
      ? openDatabase({
          databaseUrl: t.databaseUrl,
          sqlitePath: path.join(t.dir, 'unused.db'),
        })
      : undefined;
    sink.clear();
    const names = Array.from({ length: 500 }, (_, i) => `batch${i}`);
    const ids = await queue(names);
    // Each instance keeps its SMTP connections open (nodemailer's pool, SMTP_URL's ?pool=true).
    const pools = [smtpTransport(`${sink.url}&pool=true`), smtpTransport(`${sink.url}&pool=true`)];
    const one = runner('instance-1', { concurrency: 4, transport: pools[0] });
    const two = runner('instance-2', {
      concurrency: 4,
      transport: pools[1],
      ...(second ? { db: second.db } : {}),
    });
    const byRunner = { 'instance-1': 0, 'instance-2': 0 };
    one.r.on((e) => e.type === 'settled' && byRunner['instance-1']++);
    two.r.on((e) => e.type === 'settled' && byRunner['instance-2']++);
    const all = settled([one.r, two.r], 500);
    one.r.start();
    two.r.start();
    expect(new Set(await all)).toEqual(new Set(['done']));
    await Promise.all([one.r.close(), two.r.close()]);
    pools.forEach((p) => p.close?.());

    expect(sink.received).toHaveLength(500);
    const ids500 = new Set(sink.received.map((m) => m.mail.messageId));
    expect(ids500.size).toBe(500);
    expect(new Set(sink.received.flatMap((m) => m.to))).toEqual(
      new Set(names.map((n) => `${n}@example.org`)),
    );
    const rows = await messages(ids);
    expect(rows.filter((m) => m.status === 'sent' && m.attempts === 1)).toHaveLength(500);
    expect(byRunner['instance-1']).toBeGreaterThan(0);
    expect(byRunner['instance-2']).toBeGreaterThan(0);
  });
});
