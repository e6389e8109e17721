import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import type { Client } from '@server/test/test-app';
import { makePosterSession } from '@server/test/fixture-rows';
import { upload, workbook } from './import-files.test-kit';

const w = useProjectAdminWorld();

type Kind = 'posters' | 'judges' | 'users';
const sheets: Record<
  Kind,
  { header: string[]; rows: string[][]; table: 'posters' | 'judges' | 'participants' }
> = {
  posters: {
    header: ['number', 'board', 'title', 'author', 'category'],
    rows: [
      ['', 'A-01', 'Deep posters', 'Kim, Lee', 'AI'],
      ['', 'A-02', 'Shallow posters', 'Park', 'Bio'],
      ['', '', 'No board', 'Choi', ''],
    ],
    table: 'posters',
  },
  judges: {
    header: ['username', 'password', 'full_name', 'email', 'affiliation'],
    rows: [
      ['re-j1', 'secret123', 'Judge One', 'j1@example.org', 'KAIST'],
      ['re-j2', 'secret123', 'Judge Two', 'j2@example.org', ''],
      ['re-j3', 'secret123', 'Judge Three', 'j3@example.org', 'SNU'],
    ],
    table: 'judges',
  },
  users: {
    header: ['username', 'password', 'email', 'full_name'],
    rows: [
      ['re-u1', 'secret123', 'u1@example.org', 'User One'],
      ['re-u2', 'secret123', 'u2@example.org', ''],
      ['re-u3', 'secret123', 'u3@example.org', 'User Three'],
    ],
    table: 'participants',
  },
};

async function rowsOf(table: 'posters' | 'judges' | 'participants', projectId: number) {
  return w.t.db.selectFrom(table).selectAll().where('project_id', '=', projectId).orderBy('id').execute();
}

const send = (client: Client, projectId: number, kind: Kind, rows: string[][], dryRun = false) =>
  upload(
    client,
    `/api/projects/${projectId}/${kind}/upload-excel${dryRun ? '?dry_run=true' : ''}`,
    `${kind}.xlsx`,
    workbook([sheets[kind].header, ...rows]),
  );

describe.each(['posters', 'judges', 'users'] as Kind[])('re-importing %s', (kind) => {
  it('previews without writing, applies once, and changes nothing the second time; a changed row counts as changed', async () => {
    const { id, client } = await w.freshProject();
    const { rows, table } = sheets[kind];

    const preview = await send(client, id, kind, rows, true);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      dry_run: true,
      counts: { new: 3, changed: 0, unchanged: 0, errors: 0 },
    });
    expect(await rowsOf(table, id)).toHaveLength(0);

    const applied = await send(client, id, kind, rows);
    expect(applied.json()).toMatchObject({
      dry_run: false,
      counts: { new: 3, changed: 0, unchanged: 0, errors: 0 },
    });
    const stored = await rowsOf(table, id);
    expect(stored).toHaveLength(3);

    const again = await send(client, id, kind, rows);
    expect(again.json()).toMatchObject({ counts: { new: 0, changed: 0, unchanged: 3, errors: 0 } });
    expect(await rowsOf(table, id)).toEqual(stored);

    // One row's text changed, one row broken: a dry run says so and writes nothing; the apply updates one row.
    const edited = rows.map((r) => [...r]);
    const textColumn = kind === 'posters' ? 2 : kind === 'judges' ? 2 : 3;
    edited[1]![textColumn] = 'Renamed';
    edited.push(
      kind === 'posters' ? ['', '', '', 'Nobody', ''] : ['', 'secret123', 'x', 'x@example.org', ''],
    );
    const dry = await send(client, id, kind, edited, true);
    expect(dry.json()).toMatchObject({ counts: { new: 0, changed: 1, unchanged: 2, errors: 1 } });
    expect(dry.json().error_rows).toEqual([
      expect.objectContaining({ row: 5, reason: expect.any(String), code: expect.any(String) }),
    ]);
    expect(await rowsOf(table, id)).toEqual(stored);

    const changed = await send(client, id, kind, edited);
    expect(changed.json()).toMatchObject({ counts: { new: 0, changed: 1, unchanged: 2, errors: 1 } });
    const after = await rowsOf(table, id);
    expect(after).toHaveLength(3);
    expect(after.map((r) => r.id)).toEqual(stored.map((r) => r.id));
    const field = kind === 'posters' ? 'title' : 'full_name';
    expect((after[1] as Record<string, unknown>)[field]).toBe('Renamed');
  });
});

describe('poster matching', () => {
  it('matches by number when the sheet has one, else board, else title and first author (any case)', async () => {
    const { id, client } = await w.freshProject();
    await send(client, id, 'posters', sheets.posters.rows);
    const res = await send(client, id, 'posters', [
      ['3', '', 'No board (v2)', 'Choi', ''],
      ['', 'a-01', 'Deep posters v2', 'Kim, Lee', 'AI'],
      ['', '', 'SHALLOW POSTERS', 'park', 'Bio'],
      ['', '', 'Brand new', 'Han', ''],
    ]);
    expect(res.json()).toMatchObject({ counts: { new: 1, changed: 3, unchanged: 0, errors: 0 } });
    const stored = await rowsOf('posters', id);
    expect(stored.map((p) => [p.number, p.board, p.title])).toEqual([
      [1, 'a-01', 'Deep posters v2'],
      // The sheet names the board column: an empty cell empties it.
      [2, null, 'SHALLOW POSTERS'],
      [3, null, 'No board (v2)'],
      [4, null, 'Brand new'],
    ]);
  });

  it('reports two rows for one poster as a row error', async () => {
    const { id, client } = await w.freshProject();
    const res = await send(client, id, 'posters', [
      ['7', '', 'Seven', 'Kim', ''],
      ['7', '', 'Seven again', 'Lee', ''],
    ]);
    expect(res.json()).toMatchObject({
      counts: { new: 1, changed: 0, unchanged: 0, errors: 1 },
      error_rows: [{ row: 3, reason: 'matches the same poster as row 2' }],
    });
    expect((await rowsOf('posters', id)).map((p) => [p.number, p.title])).toEqual([[7, 'Seven']]);
  });

  it('puts posters in poster sessions by name; a name no session has skips the row; an empty cell takes one out', async () => {
    const { id, client } = await w.freshProject();
    const morning = await makePosterSession(w.t.db, id, { name: '오전 A', date: '2026-12-01' });
    const afternoon = await makePosterSession(w.t.db, id, { name: 'Afternoon', date: '2026-12-01' });
    const header = ['number', 'title', 'author', 'session'];
    const sendSessions = (rows: string[][], dryRun = false) =>
      upload(
        client,
        `/api/projects/${id}/posters/upload-excel${dryRun ? '?dry_run=true' : ''}`,
        'posters.xlsx',
        workbook([header, ...rows]),
      );
    const first = await sendSessions([
      ['1', 'Morning poster', 'Kim', ' 오전 a '],
      ['2', 'Afternoon poster', 'Lee', 'afternoon'],
      ['3', 'No session', 'Park', ''],
      ['4', 'Lost', 'Choi', '저녁'],
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      counts: { new: 3, changed: 0, unchanged: 0, errors: 1 },
      error_rows: [{ row: 5, code: 'SESSION_UNKNOWN', column: 'session', params: { session: '저녁' } }],
    });
    const sessionsOf = async () =>
      (await rowsOf('posters', id)).map((p) => [p.number, p.session_id] as [number, number | null]);
    expect(await sessionsOf()).toEqual([
      [1, morning.id],
      [2, afternoon.id],
      [3, null],
    ]);
    // The same sheet again changes nothing; moving one, and emptying another's cell, change those two.
    const again = await sendSessions([
      ['1', 'Morning poster', 'Kim', '오전 A'],
      ['2', 'Afternoon poster', 'Lee', 'Afternoon'],
      ['3', 'No session', 'Park', ''],
    ]);
    expect(again.json()).toMatchObject({ counts: { new: 0, changed: 0, unchanged: 3, errors: 0 } });
    const moved = await sendSessions([
      ['1', 'Morning poster', 'Kim', 'Afternoon'],
      ['2', 'Afternoon poster', 'Lee', ''],
      ['3', 'No session', 'Park', ''],
    ]);
    expect(moved.json()).toMatchObject({ counts: { new: 0, changed: 2, unchanged: 1, errors: 0 } });
    expect(await sessionsOf()).toEqual([
      [1, afternoon.id],
      [2, null],
      [3, null],
    ]);
    // A sheet without the column leaves the sessions as they are.
    await send(client, id, 'posters', [['1', '', 'Morning poster', 'Kim', '']]);
    expect((await sessionsOf())[0]).toEqual([1, afternoon.id]);
  });
});
