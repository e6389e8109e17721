// For tests and the bench that run real servers on this machine: a free port, and PostgreSQL databases of their own.
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Runs one statement as the server's administrator (create or drop a database). */
export async function pgAdmin(url: string, sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Waits until a server started as a child process answers `GET /api/health` at `baseURL`. Throws, with what the
 * server printed, if it exits first or is not up within `seconds`; stopping it then is the caller's.
 */
export async function untilHealthy(
  child: ChildProcess,
  baseURL: string,
  seconds: number,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output()}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`the server did not start in ${seconds} s:\n${output()}`);
    await sleep(100);
  }
}
