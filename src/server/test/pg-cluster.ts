// A PostgreSQL cluster of a test's own, for tests that stop, restart or cut the database under a running server
// (the shared server at 127.0.0.1:5432 serves every other test file at the same time and must stay up).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './loopback';

export type PgCluster = {
  url: string;
  start: () => void;
  /** Stops the server at once, ending every connection (what a restart or a failover does to them). */
  stop: () => void;
  destroy: () => void;
};

/** The server binaries of the newest PostgreSQL installed (Debian keeps them under /usr/lib/postgresql/N/bin). */
export function pgBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program as the postgres user when we are root (initdb and the server refuse root). */
function run(bin: string, program: string, args: string[]): void {
  const file = path.join(bin, program);
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
  else execFileSync(file, args, { stdio: 'pipe' });
}

/** A new cluster in a temporary folder on a free loopback port, trust auth, started. */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = pgBinaries();
  if (!bin) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/N/bin/initdb)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-cluster-'));
  const data = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  run(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run(bin, 'pg_ctl', ['-D', data, '-o', options, '-w', '-l', path.join(dir, 'log'), 'start']),
    stop: () => run(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    destroy: () => {
      try {
        cluster.stop();
      } catch {
        /* already stopped */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
