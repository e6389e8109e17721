import { describe, expect, it } from 'vitest';
import { storedRow } from '@server/test/fixture-rows';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { runnerFor } from '../jobs/runner.test-kit';
import { imageFetchBackoff } from './image-fetch-job';
import { imageFetchJobDeclaration } from './imports.jobs';
import { importSheet, jobsOfKind, listOf, useRetryHost } from './image-retry.test-kit';

// Image URLs waiting out their backoff: the first wait, the schedule of tries, the wait's rule.
const host = useRetryHost();

describe('image URLs waiting out their backoff', () => {
  const w = useProjectAdminWorld({ config: { imageFetchAllowPrivateForTests: true } });

  it('waits a minute before the first try, and a re-import of the same sheet adds no second entry', async () => {
    host.down = true;
    const rows: [string, string[]][] = [['Waiting', [`${host.base}/a.png`, `${host.base}/down.png`]]];
    const started = Date.now();
    await importSheet(w, rows);
    const [entry] = await listOf(w);
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, position: 1 });
    const wait = Date.parse(entry!.next_try_at!) - started;
    expect(wait).toBeGreaterThanOrEqual(60_000);
    expect(wait).toBeLessThan(120_000);
    const [job] = await jobsOfKind(w);
    expect(job).toMatchObject({ status: 'queued', attempts: 0, run_at: entry!.next_try_at });

    const seen = host.counts.get('/down.png');
    const preview = await importSheet(w, rows, true);
    expect(preview.counts).toMatchObject({ new: 0, changed: 0, unchanged: 1 });
    const again = await importSheet(w, rows);
    expect(again.counts).toMatchObject({ new: 0, changed: 0, unchanged: 1 });
    expect(again.warning_rows).toMatchObject([{ code: 'IMAGE_FETCH_PENDING' }]);
    expect(host.counts.get('/down.png')).toBe(seen);
    expect(await listOf(w)).toEqual([entry]);
    expect(await jobsOfKind(w)).toHaveLength(1);

    // The sheet drops the URL: the entry goes with it.
    await importSheet(w, [['Waiting', [`${host.base}/a.png`]]]);
    expect(await listOf(w)).toEqual([]);
  });

  it("tries a URL that stays host.down 1, 2 and 4 minutes after the import's try, the job's first and its second", async () => {
    host.down = true;
    // Answered as /down.png is (503 while `host.down`), but an entry of its own.
    const url = `${host.base}/down.png?schedule`;
    const imported = Date.now();
    await importSheet(w, [['Schedule', [`${host.base}/a.png`, url]]]);
    const entryOf = async () => (await listOf(w)).find((e) => e.source_url === url)!;
    const jobOf = async () => (await jobsOfKind(w)).find((j) => j.key === jobKey)!;
    let entry = await entryOf();
    const jobKey = (await storedRow(w.t.db, 'image_fetches', entry.id)).job_key;
    // What the organiser reads (the entry's next try) and when the queue runs it, each the wait after a try.
    const shown = [Date.parse(entry.next_try_at!) - imported];
    const queued = [Date.parse((await jobOf()).run_at) - imported];
    // A runner of the test's own whose clock it moves past each wait (the app's runner keeps the real clock).
    const { runner, clock } = runnerFor(w.t.app.jobs.context, imageFetchJobDeclaration);
    runner.start();
    for (const tries of [2, 3]) {
      const job = await jobOf();
      clock.offset = Date.parse(job.run_at) - Date.now() + 1000;
      // Jobs of earlier tests' entries (gone since) may be due too and end first, doing nothing: what is waited for
      // is this job's own end, recorded with its next run.
      const ended = new Promise<void>((resolve) => {
        const stop = runner.on((e) => {
          if (e.type !== 'settled') return;
          if (e.jobId !== job.id) return runner.wake();
          stop();
          resolve();
        });
      });
      runner.wake();
      await ended;
      entry = await entryOf();
      expect(entry).toMatchObject({ status: 'pending', attempts: tries });
      shown.push(Date.parse(entry.next_try_at!) - Date.now());
      queued.push(Date.parse((await jobOf()).run_at) - (Date.now() + clock.offset));
    }
    await runner.close();
    expect(shown.map((ms) => Math.round(ms / 60_000))).toEqual([1, 2, 4]);
    expect(queued.map((ms) => Math.round(ms / 60_000))).toEqual([1, 2, 4]);
    await importSheet(w, [['Schedule', [`${host.base}/a.png`]]]);
  });

  it('doubles the wait after each try, at most two hours', () => {
    const wait = imageFetchBackoff(60_000);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => wait(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 64, 120]);
  });
});
