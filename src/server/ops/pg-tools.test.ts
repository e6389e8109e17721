import { describe, expect, it } from 'vitest';
import { libpqEnv } from './pg-tools';

describe('libpqEnv: DATABASE_URL as the environment of pg_dump and pg_restore', () => {
  it('takes host, port, user, password and database, decoding what the URL encodes', () => {
    expect(libpqEnv('postgres://poster%40admin:p%2Fss%3Aw0rd@db.example:6543/posters')).toEqual({
      PGHOST: 'db.example',
      PGPORT: '6543',
      PGUSER: 'poster@admin',
      PGPASSWORD: 'p/ss:w0rd',
      PGDATABASE: 'posters',
    });
  });

  it('keeps a socket folder given as ?host, sslmode, an IPv6 address, and a database named by the user by default', () => {
    expect(
      libpqEnv('postgresql://postgres@localhost/posters?host=/var/run/postgresql&sslmode=require'),
    ).toMatchObject({
      PGHOST: '/var/run/postgresql',
      PGSSLMODE: 'require',
      PGDATABASE: 'posters',
    });
    expect(libpqEnv('postgres://me@[::1]:5432').PGHOST).toBe('::1');
    expect(libpqEnv('postgres://me@[::1]:5432').PGDATABASE).toBe('me');
  });
});
