import { spawnSync } from 'node:child_process';
import { setImmediate as nextTurn } from 'node:timers/promises';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../test/test-app';
import { makeProject } from '../test/fixtures';
import { groupCommit } from './group-commit';
import { prepared } from './prepared';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('groupCommit', () => {
  it('commits writes sent together, and rolls back and rejects only the one that fails', async () => {
    const marker = `gc-${Date.now()}`;
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        groupCommit(t.db, async (trx) => {
          const p = await makeProject(trx, { slug: `${marker}-${i}` });
          if (i === 7) throw new Error('write 7 failed after its insert');
          return p.id;
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(39);
    expect(results[7]).toEqual({ status: 'rejected', reason: new Error('write 7 failed after its insert') });
    const stored = await t.db
      .selectFrom('projects')
      .select('slug')
      .where('slug', 'like', `${marker}-%`)
      .execute();
    expect(stored.map((r) => r.slug).sort()).toEqual(
      Array.from({ length: 40 }, (_, i) => `${marker}-${i}`)
        .filter((s) => s !== `${marker}-7`)
        .sort(),
    );
  });

  it('a constraint violation in one write leaves the others stored', async () => {
    const marker = `gc2-${Date.now()}`;
    const results = await Promise.allSettled([
      groupCommit(t.db, (trx) => makeProject(trx, { slug: `${marker}-a` })),
      groupCommit(t.db, (trx) => makeProject(trx, { slug: `${marker}-a` })),
      groupCommit(t.db, (trx) => makeProject(trx, { slug: `${marker}-b` })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const stored = await t.db
      .selectFrom('projects')
      .select('slug')
      .where('slug', 'like', `${marker}-%`)
      .execute();
    expect(stored.map((r) => r.slug).sort()).toEqual([`${marker}-a`, `${marker}-b`]);
  });
});

describe('prepared', () => {
  const bySlug = prepared((db, slug: string) =>
    db.selectFrom('projects').select(['id', 'slug']).where('slug', '=', slug).where('is_active', '=', 1),
  );

  it('runs the once-compiled query with each call’s own arguments, and keeps its constants', async () => {
    const a = await makeProject(t.db);
    const b = await makeProject(t.db);
    const hidden = await makeProject(t.db, { is_active: 0 });
    expect(await bySlug.first(t.db, a.slug)).toEqual({ id: a.id, slug: a.slug });
    expect(await bySlug.all(t.db, b.slug)).toEqual([{ id: b.id, slug: b.slug }]);
    expect(await bySlug.first(t.db, hidden.slug)).toBeUndefined();
    expect(await bySlug.first(t.db, "x' or '1'='1")).toBeUndefined();
  });

  it('refuses a query in which an argument does not become exactly one parameter', async () => {
    const unused = prepared((db, _id: number) => db.selectFrom('projects').select('id'));
    await expect(unused.all(t.db, 1)).rejects.toThrow(/argument 0 must become exactly one SQL parameter/);
  });
});

describe('readDb', () => {
  it('sees at once what the main connection committed, and runs prepared reads', async () => {
    const bySlug = prepared((db, slug: string) =>
      db.selectFrom('projects').select(['id', 'slug']).where('slug', '=', slug),
    );
    const p = await makeProject(t.db);
    expect(await bySlug.first(t.database.readDb, p.slug)).toEqual({ id: p.id, slug: p.slug });
    await t.db.deleteFrom('projects').where('id', '=', p.id).execute();
    expect(await bySlug.first(t.database.readDb, p.slug)).toBeUndefined();
  });

  it('keeps results of a cached query only until anyone commits a change', async () => {
    const named = prepared(
      (db, id: number) => db.selectFrom('projects').select(['id', 'name']).where('id', '=', id),
      { cache: true },
    );
    const p = await makeProject(t.db, { name: 'First name' });
    const first = await named.all(t.database.readDb, p.id);
    expect(first).toEqual([{ id: p.id, name: 'First name' }]);
    expect(await named.all(t.database.readDb, p.id)).toEqual(first);
    await t.db.updateTable('projects').set({ name: 'Second name' }).where('id', '=', p.id).execute();
    expect(await named.all(t.database.readDb, p.id)).toEqual([{ id: p.id, name: 'Second name' }]);
    // A change committed through group commit (the evaluation path) is seen as well.
    await groupCommit(t.db, (trx) =>
      trx.updateTable('projects').set({ name: 'Third name' }).where('id', '=', p.id).execute(),
    );
    expect(await named.first(t.database.readDb, p.id)).toEqual({ id: p.id, name: 'Third name' });
    await t.db.deleteFrom('projects').where('id', '=', p.id).execute();
    expect(await named.all(t.database.readDb, p.id)).toEqual([]);
    if (!onPostgres) {
      // Just after a change nothing is kept (writes may be streaming in); once the data has settled, it is.
      const q = await makeProject(t.db, { name: 'Settling' });
      expect(Object.isFrozen(await named.all(t.database.readDb, q.id))).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 150));
      const kept = await named.all(t.database.readDb, q.id);
      expect(kept).toEqual([{ id: q.id, name: 'Settling' }]);
      expect(Object.isFrozen(kept)).toBe(true);
      expect(await named.all(t.database.readDb, q.id)).toBe(kept);
    }
  });

  it('sees a change committed by another process by the next turn of the event loop', async () => {
    const named = prepared(
      (db, id: number) => db.selectFrom('projects').select('name').where('id', '=', id),
      { cache: true },
    );
    const p = await makeProject(t.db, { name: 'Before' });
    await nextTurn();
    expect(await named.first(t.database.readDb, p.id)).toEqual({ name: 'Before' });
    if (onPostgres) {
      // Another connection of the pool: PostgreSQL keeps nothing, so this is seen at once.
      await t.db.updateTable('projects').set({ name: 'Changed elsewhere' }).where('id', '=', p.id).execute();
    } else {
      // A connection the server does not know of, as another process would have.
      const other = new SQLite(path.join(t.dir, 'app.db'));
      other.prepare('update projects set name = ? where id = ?').run('Changed elsewhere', p.id);
      other.close();
    }
    await nextTurn();
    expect(await named.first(t.database.readDb, p.id)).toEqual({ name: 'Changed elsewhere' });
  });

  it('keeps results right past its size limit', async () => {
    const named = prepared(
      (db, id: number) => db.selectFrom('projects').select(['id']).where('id', '=', id),
      { cache: true },
    );
    const p = await makeProject(t.db);
    for (let id = 1_000_000; id < 1_004_500; id++) expect(await named.all(t.database.readDb, id)).toEqual([]);
    expect(await named.all(t.database.readDb, p.id)).toEqual([{ id: p.id }]);
    await t.db.deleteFrom('projects').where('id', '=', p.id).execute();
    expect(await named.all(t.database.readDb, p.id)).toEqual([]);
  });

  it('is a read-only second connection on SQLite, and the pool itself on PostgreSQL', async () => {
    if (onPostgres) expect(t.database.readDb).toBe(t.db);
    else await expect(makeProject(t.database.readDb)).rejects.toThrow(/readonly/i);
  });
});

describe('close', () => {
  it('a process that awaits close() of a SQLite database runs on to its end', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'poster-close-'));
    const script = `
      import { openDatabase, migrate } from ${JSON.stringify(path.resolve('src/server/db/database.ts'))};
      const d = openDatabase({ sqlitePath: ${JSON.stringify(path.join(dir, 'app.db'))} });
      await migrate(d);
      await d.close();
      console.log('closed');`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect({ status: run.status, stdout: run.stdout.trim() }, run.stderr).toEqual({
      status: 0,
      stdout: 'closed',
    });
  });
});
