import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestApp, type Client, type TestApp } from '../../test/test-app';
import { makeAdmin, makeJudge, makeProject, makeUser, sessionFor } from '../../test/fixtures';
import { verifyPassword } from '../auth/password';
import { readRows, upload, workbook, type Book } from './import-test-files';

let t: TestApp;
let projectA: { id: number };
let projectB: { id: number };
let adminA: Client;
let adminAId: number;
let superAdmin: Client;
let adminB: Client;
let judgeA: Client;
let userA: Client;

beforeAll(async () => {
  t = await createTestApp();
  projectA = await makeProject(t.db);
  projectB = await makeProject(t.db);
  const a = await makeAdmin(t.db, { projectIds: [projectA.id] });
  adminAId = a.id;
  adminA = await sessionFor(t.app, 'admin', a.id);
  superAdmin = await sessionFor(t.app, 'admin', (await makeAdmin(t.db, { superAdmin: true })).id);
  adminB = await sessionFor(t.app, 'admin', (await makeAdmin(t.db, { projectIds: [projectB.id] })).id);
  judgeA = await sessionFor(
    t.app,
    'judge',
    (await makeJudge(t.db, projectA.id, { username: 'taken-judge' })).id,
    projectA.id,
  );
  userA = await sessionFor(
    t.app,
    'user',
    (await makeUser(t.db, projectA.id, { username: 'taken-user' })).id,
    projectA.id,
  );
  // The same usernames in another project must not count as taken.
  await makeJudge(t.db, projectB.id, { username: 'kim01' });
  await makeUser(t.db, projectB.id, { username: 'park01' });
});
afterAll(async () => t.close());

const judgesOf = (projectId: number) =>
  t.db.selectFrom('judges').selectAll().where('project_id', '=', projectId).orderBy('id').execute();
const usersOf = (projectId: number) =>
  t.db.selectFrom('users').selectAll().where('project_id', '=', projectId).orderBy('id').execute();

describe('POST /projects/:projectId/judges/upload-excel', () => {
  for (const book of ['xlsx', 'xls', 'csv'] as Book[]) {
    it(`creates judges from a .${book} file and reports bad rows by row number`, async () => {
      await t.db
        .deleteFrom('judges')
        .where('project_id', '=', projectA.id)
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
        adminA,
        `/api/projects/${projectA.id}/judges/upload-excel?admin_id=${adminAId}`,
        `judges.${book}`,
        workbook(rows, book),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        created_count: 2,
        skipped_count: 5,
        errors: [
          'row 5: email must be a valid email address',
          'row 6: username "kim01" is already used in row 2',
          'row 7: username "taken-judge" already exists in this project',
          'row 8: password must be at least 6 characters',
          'row 9: full_name is required',
        ],
      });
      const stored = (await judgesOf(projectA.id)).filter((j) => j.username !== 'taken-judge');
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
    const url = `/api/projects/${projectA.id}/judges/upload-excel`;
    expect((await upload(anonymous(t.app), url, 'j.xlsx', file)).statusCode).toBe(401);
    for (const c of [judgeA, userA, adminB])
      expect((await upload(c, url, 'j.xlsx', file)).statusCode).toBe(403);
    expect((await upload(adminA, `${url}?admin_id=${adminAId + 999}`, 'j.xlsx', file)).statusCode).toBe(403);
    expect((await judgesOf(projectA.id)).some((j) => j.username === 'x1')).toBe(false);
  });

  it('answers 400 when a required column is missing', async () => {
    const res = await upload(
      adminA,
      `/api/projects/${projectA.id}/judges/upload-excel`,
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

describe('POST /projects/:projectId/users/upload-excel', () => {
  it('creates participants; duplicate usernames and emails in the file or the project are row errors', async () => {
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
      superAdmin,
      `/api/projects/${projectA.id}/users/upload-excel`,
      'users.xlsx',
      workbook(rows),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      created_count: 2,
      skipped_count: 4,
      errors: [
        'row 4: username "taken-user" already exists in this project',
        'row 5: email "PARK@example.org" is already used in row 2',
        'row 6: username is required',
        'row 7: password is required',
      ],
    });
    const stored = (await usersOf(projectA.id)).filter((u) => u.username !== 'taken-user');
    expect(stored.map(({ username, email, full_name }) => ({ username, email, full_name }))).toEqual([
      { username: 'park01', email: 'park@example.org', full_name: '박참가' },
      { username: 'jung01', email: 'jung@example.org', full_name: null },
    ]);
    expect(await verifyPassword(stored[0]!.password_hash, 'secret123')).toBe(true);

    // An email already registered in the project is a row error on the next upload.
    const again = await upload(
      adminA,
      `/api/projects/${projectA.id}/users/upload-excel`,
      'users.csv',
      workbook(
        [
          ['username', 'password', 'email'],
          ['other', 'secret123', 'jung@example.org'],
        ],
        'csv',
      ),
    );
    expect(again.json()).toEqual({
      created_count: 0,
      skipped_count: 1,
      errors: ['row 2: email "jung@example.org" is already registered in this project'],
    });
  });

  it('keeps CSV values as text: a username of digits keeps its leading zeros', async () => {
    const csv = Buffer.from('username,password,email\r\n007,000123456,bond@example.org\r\n', 'utf8');
    const res = await upload(adminA, `/api/projects/${projectA.id}/users/upload-excel`, 'users.csv', csv);
    expect(res.json()).toEqual({ created_count: 1, skipped_count: 0, errors: [] });
    const row = (await usersOf(projectA.id)).find((u) => u.email === 'bond@example.org')!;
    expect(row.username).toBe('007');
    expect(await verifyPassword(row.password_hash, '000123456')).toBe(true);
  });

  it('is for admins of the project only', async () => {
    const file = workbook([
      ['username', 'password', 'email'],
      ['y1', 'secret123', 'y1@example.org'],
    ]);
    const url = `/api/projects/${projectA.id}/users/upload-excel`;
    expect((await upload(anonymous(t.app), url, 'u.xlsx', file)).statusCode).toBe(401);
    for (const c of [judgeA, userA, adminB])
      expect((await upload(c, url, 'u.xlsx', file)).statusCode).toBe(403);
    expect((await usersOf(projectA.id)).some((u) => u.username === 'y1')).toBe(false);
    expect((await upload(adminA, '/api/projects/abc/users/upload-excel', 'u.xlsx', file)).statusCode).toBe(
      400,
    );
  });
});

describe('judge and participant templates', () => {
  const cases = [
    [
      'judges',
      'judge_upload_template.xlsx',
      ['username', 'password', 'full_name', 'email', 'affiliation', 'specialty'],
    ],
    ['users', 'user_upload_template.xlsx', ['username', 'password', 'email', 'full_name']],
  ] as const;
  for (const [kind, filename, header] of cases) {
    it(`GET /${kind}/download-template answers ${filename}, which imports cleanly when filled in`, async () => {
      const res = await adminA.inject({
        url: `/api/projects/${projectA.id}/${kind}/download-template?admin_id=${adminAId}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const rows = readRows(res.rawPayload);
      expect(rows[0]).toEqual(header);
      expect(rows).toHaveLength(2);
      const back = await upload(
        adminA,
        `/api/projects/${projectA.id}/${kind}/upload-excel`,
        filename,
        res.rawPayload,
      );
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toEqual({ created_count: 1, skipped_count: 0, errors: [] });
      const table = kind === 'judges' ? await judgesOf(projectA.id) : await usersOf(projectA.id);
      expect(table.some((r) => r.username === rows[1]![0])).toBe(true);
    });

    it(`GET /${kind}/download-template is for admins of the project only`, async () => {
      const url = `/api/projects/${projectA.id}/${kind}/download-template`;
      expect((await anonymous(t.app).inject({ url })).statusCode).toBe(401);
      for (const c of [judgeA, userA, adminB]) expect((await c.inject({ url })).statusCode).toBe(403);
      expect((await adminA.inject({ url: `${url}?admin_id=${adminAId + 5}` })).statusCode).toBe(403);
      expect(
        (await superAdmin.inject({ url: `/api/projects/999999/${kind}/download-template` })).statusCode,
      ).toBe(404);
    });
  }
});
