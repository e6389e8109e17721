import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import * as tar from 'tar';
import { describe, expect, it } from 'vitest';
import * as fx from '../test/fixture-rows';
import { POSTERS, posterFixture } from '../test/poster-fixtures';
import { migrate } from '../db/database';
import { takeBackup } from './backup';
import { restoreBackup } from './restore';
import { latestMigration, schemaVersionOf, type Manifest, type Target } from './archive';
import { openPlace, runOps, startApp, usePlaces } from './backup-places.test-kit';

/**
 * What restore checks before it writes (docs/decisions/045-backup-and-restore.md): an archive newer than this
 * build is refused and the target stays empty; an older one is restored and migrated forward; a tar.gz that is
 * not a backup is refused. On SQLite, or on PostgreSQL databases of their own when DATABASE_URL is set.
 */
const place = usePlaces();

describe('schema versions', () => {
  it('refuses an archive newer than this build, and changes nothing in the target', async () => {
    const source = await place();
    const s = await startApp(source);
    await fx.makeProject(s.database.db);
    const archive = path.join(source.root, 'now.tar.gz');
    const manifest = await takeBackup(source, archive);
    await s.close();
    const latest = await latestMigration();
    expect(manifest.schema).toEqual({ version: schemaVersionOf(latest), lastMigration: latest });

    // The same archive as a later version of the product would write it.
    const unpacked = path.join(source.root, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.x({ file: archive, cwd: unpacked });
    const future: Manifest = { ...manifest, schema: { version: 99, lastMigration: '099-from-the-future' } };
    fs.writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(future));
    const newer = path.join(source.root, 'newer.tar.gz');
    await tar.c({ gzip: true, cwd: unpacked, file: newer }, fs.readdirSync(unpacked).sort(manifestFirst));

    const target = await place();
    const res = await runOps('restore', target, newer);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(
      `The archive's schema version 99 (099-from-the-future) is newer than this build's (${latest})`,
    );
    expect(fs.existsSync(target.dataDir)).toBe(false);
    expect(await publicTables(target)).toBe(0);
  });

  it('restores an older archive and migrates it forward', async () => {
    const source = await place();
    const old = openPlace(source);
    await migrate(old, '015-jobs');
    const project = await fx.makeProject(old.db);
    const archive = path.join(source.root, 'old.tar.gz');
    const manifest = await takeBackup(source, archive);
    await old.close();
    expect(manifest.schema).toEqual({ version: 15, lastMigration: '015-jobs' });

    const target = await place();
    const { migratedTo } = await restoreBackup(target, archive);
    expect(migratedTo).toBe(await latestMigration());
    const r = openPlace(target);
    try {
      const names = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        r.db,
      );
      expect(names.rows.map((x) => x.name)).toContain('016-submissions');
      expect(names.rows.at(-1)!.name).toBe(migratedTo);
      const back = await r.db.selectFrom('projects').select(['slug']).where('id', '=', project.id).execute();
      expect(back).toEqual([{ slug: project.slug }]);
      // A table of migration 016 exists and works.
      expect(await r.db.selectFrom('submissions').select('id').execute()).toEqual([]);
    } finally {
      await r.close();
    }
  });

  it('refuses what is not a backup archive', async () => {
    const target = await place();
    const bogus = path.join(target.root, 'notes.tar.gz');
    fs.mkdirSync(path.join(target.root, 'x'));
    fs.writeFileSync(path.join(target.root, 'x', 'notes.txt'), 'hello');
    await tar.c({ gzip: true, cwd: path.join(target.root, 'x'), file: bogus }, ['notes.txt']);
    await expect(restoreBackup(target, bogus)).rejects.toThrow(/is not a backup made by npm run backup/);
    await expect(restoreBackup(target, path.join(target.root, 'missing.tar.gz'))).rejects.toThrow(
      /No such archive/,
    );
    expect(fs.existsSync(target.dataDir)).toBe(false);
  });
});

describe('damaged archives', () => {
  it('names an archive cut short, one with changed bytes and one of another kind; writes nothing, leaves nothing', async () => {
    const source = await place();
    const s = await startApp(source);
    await fx.makeProject(s.database.db);
    await s.close();
    // Incompressible uploads, so that the archive's later part is theirs: a cut at 60% falls among them.
    for (const name of ['a', 'b', 'c']) {
      fs.mkdirSync(path.join(source.uploadsDir, name), { recursive: true });
      fs.writeFileSync(path.join(source.uploadsDir, name, 'poster.png'), crypto.randomBytes(200_000));
    }
    const good = path.join(source.root, 'good.tar.gz');
    const manifest = await takeBackup(source, good);
    expect(manifest.contents?.files).toBe(4); // the database and three uploads
    const bytes = fs.readFileSync(good);

    const cut = path.join(source.root, 'cut.tar.gz');
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const changed = path.join(source.root, 'changed.tar.gz');
    const altered = Buffer.from(bytes);
    crypto.randomBytes(64).copy(altered, Math.floor(altered.length / 2));
    fs.writeFileSync(changed, altered);
    // Well-formed, its manifest whole, but one upload not the one backed up: only the checksum tells.
    const unpacked = path.join(source.root, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.x({ file: good, cwd: unpacked });
    fs.writeFileSync(path.join(unpacked, 'uploads', 'c', 'poster.png'), crypto.randomBytes(200_000));
    const swapped = path.join(source.root, 'swapped.tar.gz');
    await tar.c({ gzip: true, cwd: unpacked, file: swapped }, fs.readdirSync(unpacked).sort(manifestFirst));
    const other = path.join(source.root, 'poster.tar.gz');
    fs.copyFileSync(posterFixture(POSTERS.koreanPoster), other);

    const target = await place();
    for (const [file, sentence] of [
      [cut, `${cut} is cut short: the archive ends before its last file.`],
      [changed, `${changed} is damaged: some of its bytes are not those the backup wrote`],
      [swapped, `${swapped} is damaged: its 4 files do not give the checksum its manifest holds`],
      [other, `${other} is not a backup made by npm run backup`],
    ] as const) {
      const res = await runOps('restore', target, file);
      expect(res.code, file).toBe(1);
      expect(res.stderr.trim().split('\n'), file).toHaveLength(1); // one sentence, no stack
      expect(res.stderr, file).toContain(sentence);
      expect(fs.existsSync(target.dataDir), file).toBe(false);
      expect(
        fs.readdirSync(target.root).filter((n) => n.startsWith('.restore')),
        file,
      ).toEqual([]);
      expect(await publicTables(target), file).toBe(0);
    }

    // The good copy then restores into the same place, files byte for byte.
    const res = await runOps('restore', target, good);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(fs.readFileSync(path.join(target.uploadsDir, 'b', 'poster.png'))).toEqual(
      fs.readFileSync(path.join(source.uploadsDir, 'b', 'poster.png')),
    );
    expect(fs.readdirSync(target.dataDir).filter((n) => n.startsWith('.restore'))).toEqual([]);
  });
});

/** On PostgreSQL, how many tables the target database holds (a refused restore leaves none); on SQLite, 0. */
async function publicTables(target: Target): Promise<number> {
  if (!target.databaseUrl) return 0;
  const d = openPlace(target);
  try {
    const tables = await sql<{
      n: number;
    }>`select count(*) as n from pg_tables where schemaname = 'public'`.execute(d.db);
    return Number(tables.rows[0]!.n);
  } finally {
    await d.close();
  }
}

const manifestFirst = (a: string, b: string) => (a === 'manifest.json' ? -1 : b === 'manifest.json' ? 1 : 0);
