// PostgreSQL's own client programs (pg_dump, pg_restore) run on DATABASE_URL, its password kept off the command line.
import { spawn } from 'node:child_process';
import { OpsError } from './archive';

/**
 * libpq's environment for a postgres:// URL: host, port, user, password and database, and sslmode when the
 * URL names it. Passed through the environment, so the password never shows in `ps`.
 */
export function libpqEnv(url: string): NodeJS.ProcessEnv {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new OpsError('DATABASE_URL is not a URL (postgres://user:password@host:port/database)');
  }
  const env: NodeJS.ProcessEnv = {};
  const host = u.searchParams.get('host') ?? u.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host) env.PGHOST = host;
  if (u.port) env.PGPORT = u.port;
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  env.PGDATABASE = decodeURIComponent(u.pathname.replace(/^\//, '')) || env.PGUSER;
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs pg_dump or pg_restore on the database of `url`; its error output becomes the error's message. */
export async function runPgTool(
  program: 'pg_dump' | 'pg_restore',
  url: string,
  args: string[],
): Promise<void> {
  const env = { ...process.env, ...libpqEnv(url) };
  await new Promise<void>((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr = (stderr + String(d)).slice(-4000)));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new OpsError(
              `${program} was not found: install PostgreSQL's client programs (apt-get install postgresql-client)`,
            )
          : err,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new OpsError(`${program} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}
