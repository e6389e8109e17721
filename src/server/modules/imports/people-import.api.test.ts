import { beforeAll, describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { anonymous } from '@server/test/test-app';
import { makeJudge, makeParticipant } from '@server/test/fixture-rows';
import { verifyPassword } from '../auth/password';
import { upload, workbook, type Book } from './import-files.test-kit';

const w = useProjectAdminWorld({
  judge: { username: 'taken-judge' },
  participant: { username: 'taken-user' },
});
beforeAll(async () => {
  // The same usernames in another project must not count as taken.
  await makeJudge(w.t.db, w.otherProjectId, { username: 'kim01' });
  await makeParticipant(w.t.db, w.otherProjectId, { username: 'park01' });
});

const judgesOf = (projectId: number) =>
  w.t.db.selectFrom('judges').selectAll().where('project_id', '=', projectId).orderBy('id').execute();
const usersOf = (projectId: number) =>
  w.t.db.selectFrom('participants').selectAll().where('project_id', '=', projectId).orderBy('id').execute();

describe('POST /projects/:projectId/judges/upload-excel', () => {
  for (const book of ['xlsx', 'xls', 'csv'] as Book[]) {
    it(`creates judges from a .${book} file and reports bad rows by row number`, async () => {
      await w.t.db
        .deleteFrom('judges')
        .where('project_id', '=', w.projectId)
        .where('username', '!=', 'taken-judge')
        .execute();
      const rows = [
        ['Email', ' USERNAME ', 'full_name', 'specialty', 'password', 'extra', 'affiliation'],
        ['kim@example.org', 'kim01', '김심사', '생명과학', 'secret123', 'x', '한국과학기술원'],
        [],
        ['lee@example.org', 'lee01', 'Lee', '', 123456, '', ''],
        ['bad-email', 'choi01', '최', '', 'secret123', '', ''],
        ['dup@example.org', 'kim01', 'Again', '', 'secret123', '', ''],
        ['t@example.org', 'taken-judge', 'Taken', '', 'secret123', '', ''],
        ['short@example.org', 'short01', 'Short', '', '12345', '', ''],
        ['noname@example.org', 'noname', '', '', 'secret123', '', ''],
      ];
      const res = await upload(
        w.projectAdmin,
        `/api/projects/${w.projectId}/judges/upload-excel?admin_id=${w.projectAdminId}`,
        `judges.${book}`,
        workbook(rows, book),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        created_count: 2,
        // taken-judge matched by username: updated from the sheet (the first time), not an error.
        counts: { new: 2, changed: book === 'xlsx' ? 1 : 0, unchanged: book === 'xlsx' ? 0 : 1, errors: 4 },
        skipped_count: 4,
        errors: [
          'row 5: email must be a valid email address',
          'row 6: username "kim01" is already used in row 2',
          'row 8: password must be at least 6 characters',
          'row 9: full_name is required',
        ],
      });
      const stored = (await judgesOf(w.projectId)).filter((j) => j.username !== 'taken-judge');
      expect(
        stored.map(({ username, full_name, email, affiliation, specialty }) => ({
          username,
          full_name,
          email,
          affiliation,
          specialty,
        })),
      ).toEqual([
        {
          username: 'kim01',
          full_name: '김심사',
          email: 'kim@example.org',
          affiliation: '한국과학기술원',
          specialty: '생명과학',
        },
        { username: 'lee01', full_name: 'Lee', email: 'lee@example.org', affiliation: null, specialty: null },
      ]);
      // Stored hashed, and the typed password (a number cell for lee01) works.
      expect(stored[0]!.password_hash).not.toContain('secret123');
      expect(await verifyPassword(stored[0]!.password_hash, 'secret123')).toBe(true);
      expect(await verifyPassword(stored[1]!.password_hash, '123456')).toBe(true);
    });
  }

  it('is for admins of the project only', async () => {
    const file = workbook([
      ['username', 'password', 'full_name', 'email'],
      ['x1', 'secret123', 'X', 'x1@example.org'],
    ]);
    const url = `/api/projects/${w.projectId}/judges/upload-excel`;
    expect((await upload(anonymous(w.t.app), url, 'j.xlsx', file)).statusCode).toBe(401);
    for (const c of [w.judgeClient, w.participantClient, w.otherProjectAdmin])
      expect((await upload(c, url, 'j.xlsx', file)).statusCode).toBe(403);
    expect(
      (await upload(w.projectAdmin, `${url}?admin_id=${w.projectAdminId + 999}`, 'j.xlsx', file)).statusCode,
    ).toBe(403);
    expect((await judgesOf(w.projectId)).some((j) => j.username === 'x1')).toBe(false);
  });

  it('answers 400 when a required column is missing', async () => {
    const res = await upload(
      w.projectAdmin,
      `/api/projects/${w.projectId}/judges/upload-excel`,
      'j.xlsx',
      workbook([
        ['username', 'password', 'email'],
        ['a', 'secret123', 'a@example.org'],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/missing: full_name/);
  });
});

describe('judges without passwords, who sign in by their links', () => {
  it('imports a sheet without the password column, and empty password cells, as link-only accounts', async () => {
    const { id, client } = await w.freshProject();
    for (const [file, rows] of [
      [
        'no-column.xlsx',
        [
          ['username', 'full_name', 'email'],
          ['link01', '박심사', 'link01@example.org'],
        ],
      ],
      [
        'empty-cell.xlsx',
        [
          ['username', 'password', 'full_name', 'email'],
          ['link02', '', '정심사', 'link02@example.org'],
          ['pw03', 'secret123', '한심사', 'pw03@example.org'],
        ],
      ],
    ] as const) {
      const res = await upload(
        client,
        `/api/projects/${id}/judges/upload-excel`,
        file,
        workbook(rows as never),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ skipped_count: 0, errors: [] });
    }
    const judges = await judgesOf(id);
    expect(judges.map((j) => j.username)).toEqual(['link01', 'link02', 'pw03']);
    // Nobody knows the link-only accounts' passwords: no typed password signs them in, not even an empty one.
    for (const username of ['link01', 'link02']) {
      for (const password of ['', 'secret123', username]) {
        const login = await anonymous(w.t.app).inject({
          method: 'POST',
          url: `/api/projects/${id}/judge/login`,
          payload: { username, password },
        });
        expect(login.statusCode, `${username}/${password}`).not.toBe(200);
      }
      // Their sign-in link does.
      const judge = judges.find((j) => j.username === username)!;
      const link = await client.inject({
        method: 'POST',
        url: `/api/projects/${id}/judges/${judge.id}/access-link`,
      });
      expect(link.statusCode).toBe(200);
      const token = String(link.json().url).split('/').pop();
      const signIn = await anonymous(w.t.app).inject({
        method: 'POST',
        url: `/api/projects/${id}/judge/access`,
        payload: { token },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
    }
    const withPassword = await anonymous(w.t.app).inject({
      method: 'POST',
      url: `/api/projects/${id}/judge/login`,
      payload: { username: 'pw03', password: 'secret123' },
    });
    expect(withPassword.statusCode).toBe(200);
  });
});

describe('POST /projects/:projectId/users/upload-excel', () => {
  it('creates participants; a row matching an account updates it; two rows for one account are a row error', async () => {
    const rows = [
      ['username', 'password', 'email', 'full_name'],
      ['park01', 'secret123', 'park@example.org', '박참가'],
      ['jung01', 'secret123', 'jung@example.org', ''],
      ['taken-user', 'secret123', 'new@example.org', ''],
      ['twin', 'secret123', 'PARK@example.org', ''],
      ['', 'secret123', 'noname@example.org', ''],
      ['nopass', '', 'nopass@example.org', ''],
    ];
    const res = await upload(
      w.superAdmin,
      `/api/projects/${w.projectId}/users/upload-excel`,
      'users.xlsx',
      workbook(rows),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      created_count: 2,
      updated_count: 1,
      skipped_count: 3,
      counts: { new: 2, changed: 1, unchanged: 0, errors: 3 },
      errors: [
        'row 5: email "PARK@example.org" is already used in row 2',
        'row 6: username is required',
        'row 7: password is required',
      ],
    });
    const all = await usersOf(w.projectId);
    // taken-user matched by username: its email is now the sheet's.
    expect(all.find((u) => u.username === 'taken-user')!.email).toBe('new@example.org');
    const stored = all.filter((u) => u.username !== 'taken-user');
    expect(stored.map(({ username, email, full_name }) => ({ username, email, full_name }))).toEqual([
      { username: 'park01', email: 'park@example.org', full_name: '박참가' },
      { username: 'jung01', email: 'jung@example.org', full_name: null },
    ]);
    expect(await verifyPassword(stored[0]!.password_hash, 'secret123')).toBe(true);

    // A row matched by email renames the participant; a username another participant has is a row error.
    const again = await upload(
      w.projectAdmin,
      `/api/projects/${w.projectId}/users/upload-excel`,
      'users.csv',
      workbook(
        [
          ['username', 'password', 'email'],
          ['other', 'secret123', 'jung@example.org'],
          ['park01', 'secret123', 'new@example.org'],
        ],
        'csv',
      ),
    );
    expect(again.json()).toMatchObject({
      created_count: 0,
      updated_count: 1,
      skipped_count: 1,
      errors: ['row 3: username "park01" already belongs to another participant'],
    });
    expect((await usersOf(w.projectId)).find((u) => u.email === 'jung@example.org')!.username).toBe('other');
  });

  it('keeps CSV values as text: a username of digits keeps its leading zeros', async () => {
    const csv = Buffer.from('username,password,email\r\n007,000123456,bond@example.org\r\n', 'utf8');
    const res = await upload(
      w.projectAdmin,
      `/api/projects/${w.projectId}/users/upload-excel`,
      'users.csv',
      csv,
    );
    expect(res.json()).toMatchObject({ created_count: 1, skipped_count: 0, errors: [] });
    const row = (await usersOf(w.projectId)).find((u) => u.email === 'bond@example.org')!;
    expect(row.username).toBe('007');
    expect(await verifyPassword(row.password_hash, '000123456')).toBe(true);
  });

  it('is for admins of the project only', async () => {
    const file = workbook([
      ['username', 'password', 'email'],
      ['y1', 'secret123', 'y1@example.org'],
    ]);
    const url = `/api/projects/${w.projectId}/users/upload-excel`;
    expect((await upload(anonymous(w.t.app), url, 'u.xlsx', file)).statusCode).toBe(401);
    for (const c of [w.judgeClient, w.participantClient, w.otherProjectAdmin])
      expect((await upload(c, url, 'u.xlsx', file)).statusCode).toBe(403);
    expect((await usersOf(w.projectId)).some((u) => u.username === 'y1')).toBe(false);
    expect(
      (await upload(w.projectAdmin, '/api/projects/abc/users/upload-excel', 'u.xlsx', file)).statusCode,
    ).toBe(400);
  });
});
