// The archive's contents checksum: written by npm run backup, verified by npm run restore before it writes anything.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { MANIFEST, OpsError, sha256Of, type Contents, type Manifest } from './archive';

/** The checksum's input: one line per file (its path in the archive and its own SHA-256), sorted. */
function digest(lines: string[]): Contents {
  const hash = crypto.createHash('sha256');
  for (const line of [...lines].sort()) hash.update(`${line}\n`);
  return { files: lines.length, sha256: hash.digest('hex') };
}

const line = (name: string, sha256: string) => `${name}\t${sha256}`;

/** The checksum of what the backup is about to pack: every file below `tops` in `dir`, named as tar names them. */
export async function contentsOf(dir: string, tops: string[]): Promise<Contents> {
  const lines: string[] = [];
  for (const top of tops) {
    const entries = await fsp.readdir(path.join(dir, top), { recursive: true, withFileTypes: true });
    for (const e of entries) {
      if (!e.isFile()) continue;
      const file = path.join(e.parentPath, e.name);
      lines.push(line(path.relative(dir, file).split(path.sep).join('/'), await sha256Of(file)));
    }
  }
  return digest(lines);
}

/** What reading the archive met, said as the operator needs it: cut short, or bytes changed. */
function damage(file: string, err: unknown): OpsError {
  const e = err as { message?: string; code?: string; errno?: number };
  const text = `${e.code ?? ''} ${e.message ?? String(err)}`;
  const nothing = 'Nothing was restored; use another copy of the backup';
  if (/unexpected end|Truncated input|Z_BUF_ERROR/i.test(text))
    return new OpsError(`${file} is cut short: the archive ends before its last file. ${nothing}.`);
  return new OpsError(
    `${file} is damaged: some of its bytes are not those the backup wrote (${(e.message ?? '').trim()}). ${nothing}.`,
  );
}

/**
 * Reads the whole archive without writing anything: its compression and tar structure must hold to the end, and
 * its files must give the manifest's checksum (archives written before the checksum was added are read whole
 * only). Throws an OpsError that names what is wrong.
 */
export async function verifyArchive(file: string, manifest: Manifest): Promise<void> {
  const lines: string[] = [];
  const hashing: Promise<void>[] = [];
  await new Promise<void>((resolve, reject) => {
    const source = fs.createReadStream(file);
    const parser = new tar.Parser({
      strict: true,
      onReadEntry: (entry) => {
        if (entry.type !== 'File' || entry.path === MANIFEST) {
          entry.resume();
          return;
        }
        const hash = crypto.createHash('sha256');
        entry.on('data', (c: Buffer) => hash.update(c));
        hashing.push(
          new Promise((done) =>
            entry.on('end', () => {
              lines.push(line(entry.path, hash.digest('hex')));
              done();
            }),
          ),
        );
      },
    });
    parser.on('error', (err) => reject(damage(file, err)));
    parser.on('end', () => resolve());
    source.on('error', (err) => reject(damage(file, err)));
    source.pipe(parser);
  });
  await Promise.all(hashing);
  if (!manifest.contents) return;
  const found = digest(lines);
  if (found.files !== manifest.contents.files || found.sha256 !== manifest.contents.sha256)
    throw new OpsError(
      `${file} is damaged: its ${found.files} files do not give the checksum its manifest holds ` +
        `(${manifest.contents.files} files). Nothing was restored; use another copy of the backup.`,
    );
}
