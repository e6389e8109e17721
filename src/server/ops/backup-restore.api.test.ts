import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import * as tar from 'tar';
import { describe, expect, it } from 'vitest';
import * as fx from '../test/fixture-rows';
import { png as fixturePng, testImage } from '../test/fixture-files';
import { posterUpload } from '../modules/submissions/uploads.test-kit';
import { form } from '../modules/imports/import-files.test-kit';
import { linkSecret } from '../modules/presenters/link-secret';
import { filesOf, judgingDay, runOps, startApp, usePlaces } from './backup-places.test-kit';

/**
 * The done-when of backups (docs/decisions/045-backup-and-restore.md): `npm run backup` runs while judges keep
 * submitting; the archive restored into a fresh data folder (and, with DATABASE_URL, a fresh database) holds every
 * evaluation acknowledged before the backup began, consistent rows and the uploads byte for byte. Runs on SQLite,
 * or on PostgreSQL databases of its own when DATABASE_URL is set.
 */
const JUDGES = 8;
const POSTERS_EACH = 120;
/** Acknowledged evaluations before the backup starts. */
const BEFORE_BACKUP = 40;

const place = usePlaces();

type Sent = { judgeId: number; comment: string; scores: { criterion_id: number; score: number }[] };

describe('a backup taken while judges submit, restored into a fresh place', () => {
  it('holds every evaluation acknowledged before it began, consistent rows and the uploads byte for byte', async () => {
    const source = await place();
    const s = await startApp(source);
    const { project, criteria, admin, judges } = await judgingDay(s, JUDGES, POSTERS_EACH);

    // A poster image uploaded through the API; a poster file uploaded by the organiser, rendered by the job
    // queue (its original kept aside, its pages and deep-zoom tiles) and approved; and a file still arriving.
    const organiser = await fx.sessionFor(s.app, 'admin', admin.id);
    const png = await testImage({ width: 60, height: 80, format: 'png' });
    const posterId = judges[0]!.posterIds[0]!;
    const uploaded = await organiser.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/posters/${posterId}/images`,
      payload: form([{ name: 'poster.png', data: png }]),
    });
    expect(uploaded.statusCode).toBe(200);
    const imageUrl = (uploaded.json().image_urls as string[])[0]!;
    const filed = judges[0]!.posterIds[1]!;
    const posterUrl = `/api/projects/${project.id}/posters/${filed}?admin_id=${admin.id}`;
    const file = await organiser.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/posters/${filed}/submission/file?admin_id=${admin.id}`,
      ...posterUpload(fixturePng(300, 420), 'poster.png', 'image/png'),
    });
    expect(file.statusCode).toBe(202);
    await s.app.jobs.idle('poster-render');
    const approved = await organiser.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/posters/${filed}/submission?admin_id=${admin.id}`,
      payload: { status: 'approved' },
    });
    expect(approved.statusCode).toBe(200);
    const dziUrl = (await organiser.inject({ url: posterUrl })).json<{ pages: { dzi_url: string }[] }>()
      .pages[0]!.dzi_url;
    const tileUrl = dziUrl.replace(/\.dzi$/, '_files/0/0_0.jpeg');
    const tile = (await organiser.inject({ url: tileUrl })).rawPayload;
    expect(fs.readdirSync(path.join(source.uploadsDir, '.originals'))).not.toEqual([]);
    fs.mkdirSync(path.join(source.uploadsDir, '.incoming'), { recursive: true });
    fs.writeFileSync(path.join(source.uploadsDir, '.incoming', 'half'), 'still arriving');
    // The presenter links' secret, made in the data folder at its first use.
    const secret = linkSecret({ linkSecret: undefined, dataDir: source.dataDir });
    const uploadsBefore = filesOf(source.uploadsDir);
    uploadsBefore.delete(path.join('.incoming', 'half'));

    // The judging day: every judge submits one evaluation after another; the backup starts after BEFORE_BACKUP
    // acknowledgements and the judges go on until it has ended.
    const acked = new Map<number, Sent>();
    let ackedBeforeBackup: Map<number, Sent> | undefined;
    let backupEnded = false;
    let reachedStart: () => void = () => undefined;
    const startBackup = new Promise<void>((resolve) => (reachedStart = resolve));
    const judging = Promise.all(
      judges.map(async (judge) => {
        for (const [i, pid] of judge.posterIds.entries()) {
          if (backupEnded) return;
          const sent: Sent = {
            judgeId: judge.id,
            comment: `Judge ${judge.id} on poster ${pid}`,
            scores: criteria.map((c, k) => ({ criterion_id: c.id, score: (i + k) % (c.max_score + 1) })),
          };
          const res = await judge.client.inject({
            method: 'PUT',
            url: `/api/projects/${project.id}/judge/posters/${pid}/evaluation`,
            payload: { scores: sent.scores, comment: sent.comment },
          });
          if (res.statusCode < 200 || res.statusCode > 299) throw new Error(`${res.statusCode} ${res.body}`);
          acked.set(pid, sent);
          if (acked.size >= BEFORE_BACKUP) reachedStart();
        }
        reachedStart();
      }),
    );
    const archive = path.join(source.root, 'backups', 'day-1.tar.gz');
    const backup = (async () => {
      await startBackup;
      ackedBeforeBackup = new Map(acked);
      const run = await runOps('backup', source, archive);
      backupEnded = true;
      return run;
    })();
    const [run] = await Promise.all([backup, judging]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Backup written to .*day-1\.tar\.gz/);
    const before = ackedBeforeBackup!;
    expect(before.size).toBeGreaterThanOrEqual(BEFORE_BACKUP);
    // The judges were still being answered while the backup ran.
    expect(acked.size).toBeGreaterThan(before.size);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.dirname(archive))).toEqual(['day-1.tar.gz']);

    const listed: string[] = [];
    await tar.t({ file: archive, onReadEntry: (e) => void listed.push(e.path) });
    expect(listed[0]).toBe('manifest.json');
    expect(listed).toContain(source.databaseUrl ? 'database/postgres.dump' : 'database/app.db');
    expect(listed).toContain('data/link-secret');
    expect(listed.some((p) => p.includes('.incoming'))).toBe(false);
    await s.close();

    // Restored into a fresh place, and the app started on it.
    const target = await place();
    const restored = await runOps('restore', target, archive);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/Restored .*day-1\.tar\.gz .* into /);
    const r = await startApp(target);
    try {
      const rdb = r.database.db;
      const evaluations = await rdb
        .selectFrom('evaluations')
        .selectAll()
        .where('project_id', '=', project.id)
        .execute();
      const scores = await rdb
        .selectFrom('evaluation_scores')
        .innerJoin('evaluations', 'evaluations.id', 'evaluation_scores.evaluation_id')
        .select(['evaluations.poster_id', 'evaluation_scores.criterion_id', 'evaluation_scores.score'])
        .where('evaluations.project_id', '=', project.id)
        .execute();
      const byPoster = new Map(evaluations.map((e) => [e.poster_id, e]));
      for (const [pid, sent] of before) {
        const row = byPoster.get(pid);
        expect(row, `the evaluation of poster ${pid}, acknowledged before the backup`).toBeDefined();
        expect(row!.judge_id).toBe(sent.judgeId);
        expect(row!.comment).toBe(sent.comment);
        const stored = scores
          .filter((x) => x.poster_id === pid)
          .map(({ criterion_id, score }) => ({ criterion_id, score }))
          .sort((a, b) => a.criterion_id - b.criterion_id);
        expect(stored).toEqual(sent.scores);
      }
      // A moment's state: only acknowledged (or about to be) evaluations, each whole, each with its assignment.
      expect(evaluations.length).toBeGreaterThanOrEqual(before.size);
      expect(evaluations.length).toBeLessThanOrEqual(acked.size);
      for (const e of evaluations) expect(acked.get(e.poster_id)?.comment).toBe(e.comment);
      expect(scores.length).toBe(evaluations.length * criteria.length);
      const orphans = await sql<{ n: number }>`
        select count(*) as n from evaluations e
         where not exists (select 1 from assignments a where a.judge_id = e.judge_id and a.poster_id = e.poster_id)`.execute(
        rdb,
      );
      expect(Number(orphans.rows[0]!.n)).toBe(0);
      const completed = await rdb
        .selectFrom('assignments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('project_id', '=', project.id)
        .where('status', '=', 'completed')
        .executeTakeFirstOrThrow();
      expect(Number(completed.n)).toBe(evaluations.length);
      const assignments = await rdb
        .selectFrom('assignments')
        .select('id')
        .where('project_id', '=', project.id)
        .execute();
      expect(assignments).toHaveLength(JUDGES * POSTERS_EACH);

      // The uploads byte for byte, the file still arriving left out, the link secret kept.
      const uploadsAfter = filesOf(target.uploadsDir);
      expect(uploadsAfter).toEqual(uploadsBefore);
      expect(fs.readFileSync(path.join(target.dataDir, 'link-secret')).equals(secret)).toBe(true);

      // The restored app serves the poster image, the poster file's page and tiles, and answers a judge whose
      // session was in the backup.
      const served = await r.app.inject({ url: imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(png)).toBe(true);
      const shown = await r.app.inject({ url: posterUrl, headers: { cookie: organiser.cookie } });
      expect(shown.json<{ pages: { dzi_url: string }[] }>().pages[0]!.dzi_url).toBe(dziUrl);
      expect((await r.app.inject({ url: dziUrl })).statusCode).toBe(200);
      const tileAfter = await r.app.inject({ url: tileUrl });
      expect(tileAfter.statusCode).toBe(200);
      expect(tileAfter.rawPayload.equals(tile)).toBe(true);
      const [pid, sent] = [...before][0]!;
      const judge = judges.find((j) => j.id === sent.judgeId)!;
      const read = await r.app.inject({
        url: `/api/projects/${project.id}/judge/posters/${pid}`,
        headers: { cookie: judge.client.cookie },
      });
      expect(read.statusCode).toBe(200);
      expect(read.json().evaluation.comment).toBe(sent.comment);
    } finally {
      await r.close();
    }

    // Restoring again into what is now full is refused, and the data stays as it was.
    const again = await runOps('restore', target, archive);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^DATA_DIR .* is not empty \(.*app\.db|^DATA_DIR .* is not empty/);
    expect(again.stderr).toContain('restore only into an empty folder');
    if (target.databaseUrl) {
      const emptyFolder = await place();
      const intoFullDatabase = await runOps(
        'restore',
        { ...emptyFolder, databaseUrl: target.databaseUrl },
        archive,
      );
      expect(intoFullDatabase.code).toBe(1);
      expect(intoFullDatabase.stderr).toMatch(/The database of DATABASE_URL is not empty \(public\.\w+/);
      expect(fs.existsSync(emptyFolder.dataDir)).toBe(false);
    }
  }, 180_000);
});
