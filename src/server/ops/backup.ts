// npm run backup: one archive of a consistent moment of the database and the uploads, taken while the server runs.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import * as tar from 'tar';
import {
  appliedMigrations,
  countFiles,
  DATA_FILES,
  DATABASE_FILE,
  FORMAT,
  MANIFEST,
  OpsError,
  schemaVersionOf,
  sha256Of,
  UPLOADS_SKIPPED,
  type Manifest,
  type Target,
} from './archive';
import { isStorageKey, openStorage } from '../media';
import { contentsOf } from './archive-check';
import { runPgTool } from './pg-tools';

/**
 * Writes the archive to `file` (replacing it whole, readable by its owner only) and returns its manifest.
 * The database is copied first, as of one moment (SQLite's online backup API; pg_dump's snapshot), then the
 * uploads: every file a row of that moment names was written before its row committed, so it is there.
 */
export async function takeBackup(target: Target, file: string): Promise<Manifest> {
  const dest = path.resolve(file);
  const sqliteFile = path.join(target.dataDir, 'app.db');
  if (!target.databaseUrl && !fs.existsSync(sqliteFile))
    throw new OpsError(`No database at ${sqliteFile}: check DATA_DIR (or set DATABASE_URL)`);
  await fsp.mkdir(target.dataDir, { recursive: true });
  // In the data folder: the uploads are hard-linked from there (same file system), and it is the owner's alone.
  const staging = await fsp.mkdtemp(path.join(target.dataDir, '.backup-'));
  try {
    await fsp.chmod(staging, 0o700);
    const takenAt = new Date().toISOString();
    const kind = target.databaseUrl ? 'postgres' : 'sqlite';
    const dbFile = path.join(staging, DATABASE_FILE[kind]);
    await fsp.mkdir(path.dirname(dbFile));
    const lastMigration = target.databaseUrl
      ? await dumpPostgres(target.databaseUrl, dbFile)
      : await copySqlite(sqliteFile, dbFile);
    const uploads = target.storageUrl
      ? await copyBucket(target, path.join(staging, 'uploads'))
      : await linkTree(target.uploadsDir, path.join(staging, 'uploads'), UPLOADS_SKIPPED);
    const data: string[] = [];
    for (const name of DATA_FILES) {
      if (await copyIfPresent(path.join(target.dataDir, name), path.join(staging, 'data', name)))
        data.push(name);
    }
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: 1,
      product: productVersion(),
      takenAt,
      database: {
        kind,
        file: DATABASE_FILE[kind],
        bytes: (await fsp.stat(dbFile)).size,
        sha256: await sha256Of(dbFile),
      },
      schema: { version: schemaVersionOf(lastMigration), lastMigration },
      uploads,
      data,
    };
    const tops = ['database', ...(data.length ? ['data'] : []), 'uploads'];
    manifest.contents = await contentsOf(staging, tops);
    await fsp.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeWhole(dest, staging, [MANIFEST, ...tops]);
    return manifest;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

/** SQLite's online backup API from a read-only connection: the server keeps writing meanwhile. */
async function copySqlite(source: string, copy: string): Promise<string> {
  if (!fs.existsSync(source))
    throw new OpsError(`No database at ${source}: check DATA_DIR (or set DATABASE_URL)`);
  const reader = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    reader.pragma('busy_timeout = 5000');
    // All remaining pages in each step: a write between two steps makes SQLite start the copy again.
    await reader.backup(copy, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
  } finally {
    reader.close();
  }
  const copied = new SQLite(copy);
  try {
    // One file in the archive: the copy leaves WAL mode (the server turns it on again when it opens the file).
    copied.pragma('journal_mode = DELETE');
    let names: string[] = [];
    try {
      names = copied.prepare('select name from kysely_migration order by name').pluck().all() as string[];
    } catch {
      /* no migrations table: said below */
    }
    if (!names.length)
      throw new OpsError(`${source} has no migrations applied: is it this product's database?`);
    return names.at(-1)!;
  } finally {
    copied.close();
  }
}

/** pg_dump of the whole database (the server has no schema of its own: it uses the URL's search path). */
async function dumpPostgres(url: string, copy: string): Promise<string> {
  const before = await lastMigrationOf(url);
  await runPgTool('pg_dump', url, ['--format=custom', '--no-owner', '--no-privileges', `--file=${copy}`]);
  // A migration between the two reads (a server starting on a new version) would leave the manifest unsure.
  const after = await lastMigrationOf(url);
  if (before !== after) throw new OpsError('The database was migrated during the backup: take it again');
  return after;
}

async function lastMigrationOf(url: string): Promise<string> {
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  try {
    const names = await appliedMigrations(db).catch(() => []);
    if (!names.length) throw new OpsError('The database has no migrations applied: check DATABASE_URL');
    return names.at(-1)!;
  } finally {
    await db.destroy();
  }
}

/**
 * Mirrors a folder as hard links (copies across file systems): the archive then reads a fixed set of files even
 * while the server adds and deletes some. A file gone before it was linked was deleted after the database's
 * moment, and is left out.
 */
async function linkTree(
  from: string,
  to: string,
  skip: Set<string>,
): Promise<{ files: number; bytes: number }> {
  await fsp.mkdir(to, { recursive: true });
  const entries = await fsp.readdir(from, { withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    if (skip.has(e.name)) continue;
    const src = path.join(from, e.name);
    const dst = path.join(to, e.name);
    if (e.isDirectory()) await linkTree(src, dst, new Set());
    else if (e.isFile()) await linkOrCopy(src, dst);
  }
  return countFiles(to);
}

/**
 * Copies the bucket's objects into a folder, by key, as linkTree mirrors a folder. An object gone between the
 * listing and its download was deleted after the database's moment, and is left out; so is a key this product
 * never writes (one that would leave the folder: written into the bucket by something else).
 */
async function copyBucket(target: Target, to: string): Promise<{ files: number; bytes: number }> {
  const storage = openStorage(target.uploadsDir, target.storageUrl);
  await fsp.mkdir(to, { recursive: true });
  for (const { key } of await storage.list('')) {
    if (!isStorageKey(key) || UPLOADS_SKIPPED.has(key.split('/')[0]!)) continue;
    const body = await storage.stream(key);
    if (!body) continue;
    const dst = path.join(to, ...key.split('/'));
    await fsp.mkdir(path.dirname(dst), { recursive: true });
    await pipeline(body, fs.createWriteStream(dst, { flags: 'wx' }));
  }
  return countFiles(to);
}

async function linkOrCopy(src: string, dst: string): Promise<void> {
  try {
    await fsp.link(src, dst);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code !== 'EXDEV' && code !== 'EPERM') throw err;
    await fsp.copyFile(src, dst).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e;
    });
  }
}

async function copyIfPresent(src: string, dst: string): Promise<boolean> {
  if (!fs.existsSync(src)) return false;
  await fsp.mkdir(path.dirname(dst), { recursive: true });
  await fsp.copyFile(src, dst);
  return true;
}

/** The gzip'd tar into a temp file beside `dest` (mode 0600), flushed, then renamed over it. */
async function writeWhole(dest: string, cwd: string, entries: string[]): Promise<void> {
  await fsp.mkdir(path.dirname(dest), { recursive: true });
  const temp = `${dest}.${process.pid}.partial`;
  try {
    await pipeline(
      tar.c({ gzip: true, cwd, portable: true }, entries),
      fs.createWriteStream(temp, { flags: 'wx', mode: 0o600, flush: true }),
    );
    await fsp.chmod(temp, 0o600);
    await fsp.rename(temp, dest);
  } catch (err) {
    await fsp.rm(temp, { force: true });
    throw err;
  }
  const dir = await fsp.open(path.dirname(dest), 'r');
  await dir.sync().finally(() => dir.close());
}

function productVersion(): Manifest['product'] {
  try {
    const pkg = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      name: string;
      version: string;
    };
    return { name: pkg.name, version: pkg.version };
  } catch {
    return { name: 'poster-judging', version: process.env.npm_package_version ?? 'unknown' };
  }
}
