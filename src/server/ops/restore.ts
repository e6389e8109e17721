// npm run restore: an archive of npm run backup brought back into an empty data folder or an empty database.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { migrate, openDatabase } from '../db/database';
import { openStorage } from '../media';
import {
  countFiles,
  DATA_FILES,
  latestMigration,
  MANIFEST,
  OpsError,
  readManifest,
  sha256Of,
  type Manifest,
  type Target,
} from './archive';
import { verifyArchive } from './archive-check';
import { libpqEnv, runPgTool } from './pg-tools';

export type Restored = { manifest: Manifest; migratedTo: string };

/**
 * Checks, before writing anything: the archive's manifest, that its database kind is the target's, that this build
 * knows its schema version, that the target is empty, and that the whole archive reads to its end and gives its
 * manifest's checksum. Then extracts, checks the files against the manifest,
 * puts them in place (the database first on PostgreSQL, in one transaction; last on SQLite, so a data folder
 * without app.db is one the restore did not finish) and runs the migrations this build has that it lacks.
 */
export async function restoreBackup(target: Target, file: string): Promise<Restored> {
  const archive = path.resolve(file);
  const manifest = await readManifest(archive);
  const kind = target.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.database.kind !== kind)
    throw new OpsError(
      `The archive holds a ${manifest.database.kind} database and this configuration uses ${kind}: ` +
        (kind === 'postgres' ? 'unset DATABASE_URL to restore it' : 'set DATABASE_URL to restore it'),
    );
  const known = await latestMigration();
  if (manifest.schema.lastMigration > known)
    throw new OpsError(
      `The archive's schema version ${manifest.schema.version} (${manifest.schema.lastMigration}) is newer than ` +
        `this build's (${known}): restore it with version ${manifest.product.version} or later of the product`,
    );
  await refuseNonEmpty(target, kind);
  await verifyArchive(archive, manifest);

  await fsp.mkdir(target.dataDir, { recursive: true });
  const staging = await fsp.mkdtemp(path.join(target.dataDir, '.restore-'));
  try {
    await fsp.chmod(staging, 0o700);
    await extract(archive, staging);
    await checkAgainstManifest(staging, manifest);
    const dbFile = path.join(staging, manifest.database.file);
    if (target.databaseUrl) {
      await runPgTool('pg_restore', target.databaseUrl, [
        '--exit-on-error',
        '--single-transaction',
        '--no-owner',
        '--no-privileges',
        `--dbname=${libpqEnv(target.databaseUrl).PGDATABASE ?? ''}`,
        dbFile,
      ]);
    }
    if (target.storageUrl) await putIntoBucket(target, path.join(staging, 'uploads'));
    else await moveInto(path.join(staging, 'uploads'), target.uploadsDir);
    for (const name of manifest.data) {
      if (DATA_FILES.includes(name))
        await fsp.rename(path.join(staging, 'data', name), path.join(target.dataDir, name));
    }
    if (!target.databaseUrl) await fsp.rename(dbFile, path.join(target.dataDir, 'app.db'));
  } finally {
    // Retried: a folder whose last writes are still settling answers ENOTEMPTY to the first try.
    await fsp.rm(staging, { recursive: true, force: true, maxRetries: 5 });
  }

  const database = openDatabase({
    databaseUrl: target.databaseUrl,
    sqlitePath: path.join(target.dataDir, 'app.db'),
  });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  return { manifest, migratedTo: known };
}

/** Refuses a data folder or uploads folder with any file in it, and a PostgreSQL database with any table. */
async function refuseNonEmpty(target: Target, kind: Manifest['database']['kind']): Promise<void> {
  for (const [dir, what] of [
    [target.dataDir, 'DATA_DIR'],
    [target.uploadsDir, 'UPLOADS_DIR'],
  ] as const) {
    const files = (await fsp.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((e) => !e.isDirectory())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
    if (files.length)
      throw new OpsError(
        `${what} ${dir} is not empty (${files.slice(0, 3).join(', ')}${files.length > 3 ? ', ...' : ''}): ` +
          'restore only into an empty folder; move it aside or point DATA_DIR elsewhere',
      );
  }
  if (target.storageUrl) {
    const objects = await openStorage(target.uploadsDir, target.storageUrl).list('');
    if (objects.length)
      throw new OpsError(
        `The bucket of STORAGE_URL is not empty (${objects
          .slice(0, 3)
          .map((o) => o.key)
          .join(', ')}${objects.length > 3 ? ', ...' : ''}): restore only into an empty bucket or prefix`,
      );
  }
  if (kind !== 'postgres') return;
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select schemaname || '.' || tablename as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1 limit 3`,
    );
    if (rows.length)
      throw new OpsError(
        `The database of DATABASE_URL is not empty (${rows.map((r) => r.name).join(', ')}, ...): ` +
          'restore only into a new database (createdb)',
      );
  } finally {
    await client.end();
  }
}

/** Extracts only what a backup holds: plain files and folders under its four names, nothing outside `into`. */
async function extract(archive: string, into: string): Promise<void> {
  const tops = new Set([MANIFEST, 'database', 'data', 'uploads']);
  await tar.x({
    file: archive,
    cwd: into,
    strict: true,
    filter: (p, entry) => {
      const type = 'type' in entry ? entry.type : entry.isDirectory() ? 'Directory' : 'File';
      return tops.has(p.split('/')[0]!) && (type === 'File' || type === 'Directory');
    },
  });
}

/** The database's checksum and the uploads' count and size, as the backup wrote them into the manifest. */
async function checkAgainstManifest(staging: string, manifest: Manifest): Promise<void> {
  const dbFile = path.join(staging, manifest.database.file);
  if (!fs.existsSync(dbFile) || (await sha256Of(dbFile)) !== manifest.database.sha256)
    throw new OpsError('The archive is damaged: its database copy does not match its manifest');
  const uploads = await countFiles(path.join(staging, 'uploads'));
  if (uploads.files !== manifest.uploads.files || uploads.bytes !== manifest.uploads.bytes)
    throw new OpsError(
      `The archive is damaged: ${uploads.files} upload files (${uploads.bytes} bytes) where its manifest says ` +
        `${manifest.uploads.files} (${manifest.uploads.bytes} bytes)`,
    );
}

/** Puts every file of the archive's uploads into the (empty) bucket under its key, the local copy gone after. */
async function putIntoBucket(target: Target, from: string): Promise<void> {
  const storage = openStorage(target.uploadsDir, target.storageUrl);
  const entries = await fsp.readdir(from, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    await storage.adopt(path.relative(from, file).split(path.sep).join('/'), file);
  }
}

/** Moves a folder into place (a rename; a copy across file systems). The destination is absent or empty. */
async function moveInto(from: string, to: string): Promise<void> {
  if (!fs.existsSync(from)) return;
  await fsp.mkdir(path.dirname(to), { recursive: true });
  // Only empty folders can be there (refuseNonEmpty).
  await fsp.rm(to, { recursive: true, force: true });
  try {
    await fsp.rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await fsp.cp(from, to, { recursive: true });
  }
}
