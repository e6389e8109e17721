// A migration, once released, runs exactly these statements. Each migration is run on an empty database, one
// after another, and the SQL it executes is compared with the committed statements of that database:
// ddl.sqlite.snap.txt, and ddl.postgres.snap.txt when DATABASE_URL names a PostgreSQL server. A change to a
// released migration, or to the kit it builds its statements with (ddl-kit.ts), fails here: change the schema
// with a new migration instead (docs/decisions/086-frozen-migrations-pinned-by-statements.md). Rewriting a
// migration's code is fine only while both files still pass unchanged.
//
// A new migration adds its statements at the end of the files: `npx vitest run <this file> --update`, on SQLite
// and with DATABASE_URL set, then check that the diff only adds the new migration's part. `--update` cannot
// change what a released migration runs: the statements of every migration already in a committed file are
// compared with the file as it was before the run. What the migrator does around a migration (its own tables,
// lock and reads of the schema) is Kysely's and not pinned; neither are the values a statement binds (023's time
// of the upgrade).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Database } from '../database';
import { stepDatabase } from './step-database.test-kit';

const folder = import.meta.dirname;
/** The migrations in the order they run, by their file names (db/database.ts lists the same). */
const names = fs
  .readdirSync(folder)
  .filter((f) => /^\d{3}-.+\.ts$/.test(f) && !f.includes('.test'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();

const snapshotFile = (dialect: string) => path.join(folder, `ddl.${dialect}.snap.txt`);
/** A snapshot's text cut into each migration's statements, by the `-- <name>` line that starts them. */
function sections(text: string): Map<string, string> {
  const parts = text.split(/^-- (\d{3}-\S+)\n/m);
  const out = new Map<string, string>();
  for (let i = 1; i < parts.length; i += 2) out.set(parts[i]!, parts[i + 1]!.trimEnd());
  return out;
}
/** The committed files as they were before this run (`--update` may rewrite them while it runs). */
const committed = Object.fromEntries(
  ['sqlite', 'postgres'].map((d) => {
    const file = snapshotFile(d);
    return [d, sections(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '')];
  }),
);

/**
 * The statements of the one migration a `migrate` step ran, without the migrator's own: those it executed between
 * reading which migrations had run and recording this one.
 */
function ofTheMigration(queries: string[], name: string): string[] {
  const read = queries.findIndex((q) =>
    /^select "name", "timestamp" from (".+"\.)?"kysely_migration"$/.test(q),
  );
  const record = queries.findIndex((q) => /^insert into (".+"\.)?"kysely_migration" /.test(q));
  if (read < 0 || record < read) throw new Error(`${name}: the migrator's read and record were not found`);
  return queries.slice(read + 1, record);
}

const step = stepDatabase('statements-');
let database: Database;
/** Each migration's statements, as the snapshot holds them. */
const recorded = new Map<string, string>();

beforeAll(async () => {
  database = await step.open();
  const queries: string[] = [];
  const stop = database.observeQueries((q) => queries.push(q.sql));
  for (const name of names) {
    queries.length = 0;
    await migrate(database, name);
    // The PostgreSQL schema is each run's own: `<schema>` wherever a statement names it.
    const statements = ofTheMigration(queries, name).map(
      (q) => `${database.schema ? q.replaceAll(database.schema, '<schema>') : q};`,
    );
    recorded.set(name, statements.join('\n'));
  }
  stop();
});

afterAll(async () => step.close());

describe('a released migration runs exactly the statements it was released with', () => {
  it('runs, migration by migration, the statements of the snapshot file of this database', async () => {
    const text = [...recorded].map(([name, statements]) => `-- ${name}\n${statements}\n`).join('\n');
    await expect(text).toMatchFileSnapshot(snapshotFile(database.dialect));
  });

  it('runs the committed statements of every migration in the file (--update only adds migrations)', () => {
    const released = committed[database.dialect]!;
    for (const [name, statements] of released)
      expect
        .soft(recorded.get(name), `${name} runs other statements than it was released with`)
        .toBe(statements);
  });

  it('takes a new migration only after the released ones (none slipped into a gap such as 011)', () => {
    const released = [...committed[database.dialect]!.keys()];
    const last = released.at(-1) ?? '';
    const slipped = names.filter((name) => !released.includes(name) && name < last);
    expect(slipped, 'a migration numbered before the last released one').toEqual([]);
  });
});
