// What a backup archive holds and how its parts are named: one gzip'd tar, its manifest first.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import * as tar from 'tar';
import { z } from 'zod';
import { migrate, openDatabase } from '../db/database';
import type { Dialect } from '../db/dialect';

/**
 * The archive, as `tar tzf` lists it:
 *   manifest.json            this, always the first entry
 *   database/app.db          SQLite: a copy made by SQLite's online backup API
 *   database/postgres.dump   PostgreSQL: pg_dump's custom format of the whole database
 *   data/link-secret         the secret presenter links are made from, when the data folder has one
 *   uploads/...              UPLOADS_DIR: poster images, audio, poster originals, rendered pages, tiles
 */
export const FORMAT = 'poster-judging-backup';

export const DATABASE_FILE = {
  sqlite: 'database/app.db',
  postgres: 'database/postgres.dump',
} as const satisfies Record<Dialect, string>;

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(1),
  product: z.object({ name: z.string(), version: z.string() }),
  /** When the database's copy was taken (ISO); the uploads were copied just after it. */
  takenAt: z.string(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    file: z.enum([DATABASE_FILE.sqlite, DATABASE_FILE.postgres]),
    bytes: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  /** The last migration applied to the copy: its number (the schema version) and name. */
  schema: z.object({
    version: z.number().int().positive(),
    lastMigration: z.string().regex(/^\d{3}-[\w-]+$/),
  }),
  uploads: z.object({ files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
  /** Files of the data folder other than the database and the uploads (relative to data/). */
  data: z.array(z.string()),
  /**
   * Every file after the manifest, as one SHA-256 over its sorted lines "path<TAB>sha256 of the file": restore
   * checks it before it writes anything (ops/archive-check.ts). Absent in archives made before it was added.
   */
  contents: z
    .object({ files: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })
    .optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type Contents = NonNullable<Manifest['contents']>;

export const MANIFEST = 'manifest.json';
/** Files of DATA_DIR that belong in a backup besides the database (tus parts and temp uploads do not). */
export const DATA_FILES = ['link-secret'];
/**
 * Top folders of the uploads left out: files still arriving (moved into place when whole) and, in a bucket, the
 * parts of resumable uploads (as the folder's parts in DATA_DIR are).
 */
export const UPLOADS_SKIPPED = new Set(['.incoming', '.tus']);

/**
 * What both commands read from the configuration: where the data is. With `storageUrl` the uploads are the
 * bucket's objects; the archive holds them in the same `uploads/` tree as a folder's, so either restores into
 * either.
 */
export type Target = {
  dataDir: string;
  uploadsDir: string;
  databaseUrl?: string | undefined;
  storageUrl?: string | undefined;
};

/** A refusal or failure the commands print as it is, without a stack: the operator's next step is in it. */
export class OpsError extends Error {}

/** The migration number of a name such as "016-submissions". */
export const schemaVersionOf = (migration: string): number => Number.parseInt(migration, 10);

/** The names of the migrations applied to a database, in order. */
export async function appliedMigrations<T>(db: Kysely<T>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

let latest: Promise<string> | undefined;
/**
 * The last migration this build knows, found by migrating an empty in-memory database: `migrate` holds the one
 * list of migrations, so there is no second list here to keep in step with it.
 */
export function latestMigration(): Promise<string> {
  latest ??= (async () => {
    const scratch = openDatabase({});
    try {
      await migrate(scratch);
      return (await appliedMigrations(scratch.db)).at(-1)!;
    } finally {
      await scratch.close();
    }
  })();
  return latest;
}

export async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Counts the files and bytes of a folder (none when it does not exist). */
export async function countFiles(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    if (!e.isFile()) continue;
    files += 1;
    bytes += (await fsp.stat(path.join(e.parentPath, e.name))).size;
  }
  return { files, bytes };
}

/** Reads the manifest, the archive's first entry, without reading the rest. */
export async function readManifest(file: string): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new OpsError(`No such archive: ${file}`);
  const source = fs.createReadStream(file);
  const notBackup = () =>
    new OpsError(`${file} is not a backup made by npm run backup (no ${MANIFEST} first)`);
  const text = await new Promise<string>((resolve, reject) => {
    const parser = new tar.Parser({
      onReadEntry: (entry) => {
        if (entry.path !== MANIFEST) return reject(notBackup());
        const chunks: Buffer[] = [];
        entry.on('data', (c: Buffer) => chunks.push(c));
        entry.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      },
    });
    parser.on('error', () => reject(notBackup()));
    parser.on('end', () => reject(notBackup()));
    source.on('error', reject);
    source.pipe(parser);
  }).finally(() => source.destroy());
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw notBackup();
  }
  const head = (parsed ?? {}) as { format?: unknown; formatVersion?: unknown };
  if (head.format === FORMAT && head.formatVersion !== 1)
    throw new OpsError(
      `${file} is in archive format ${String(head.formatVersion)}, newer than this build's (1)`,
    );
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) throw notBackup();
  return manifest.data;
}
