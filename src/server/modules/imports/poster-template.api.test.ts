import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { anonymous } from '@server/test/test-app';
import { POSTER_COLUMNS } from '@shared/contracts/imports';
import { readRows, upload, workbook } from './import-files.test-kit';
import { posterImportCalls } from './poster-import.test-kit';

/** GET /projects/:projectId/posters/download-template: the organiser's empty poster sheet, which imports back. */

const w = useProjectAdminWorld();
const { uploadUrl, postersOf, clearPosters } = posterImportCalls(w);

describe('GET /projects/:projectId/posters/download-template', () => {
  it('answers an .xlsx with the header row and an example row that imports cleanly', async () => {
    const res = await w.projectAdmin.inject({
      url: `/api/projects/${w.projectId}/posters/download-template?admin_id=${w.projectAdminId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="poster_upload_template.xlsx"');
    const rows = readRows(res.rawPayload);
    expect(rows[0]).toEqual([...POSTER_COLUMNS]);
    expect(rows).toHaveLength(2);

    await clearPosters(w.projectId);
    const back = await upload(
      w.projectAdmin,
      uploadUrl(w.projectId),
      'poster_upload_template.xlsx',
      res.rawPayload,
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().details).toMatchObject({
      posters_created: 1,
      skipped_count: 0,
      errors: [],
      // The example image's address is an example: the server cannot fetch it, and says so.
      images_uploaded: 0,
    });
    expect(back.json().warning_rows).toMatchObject([{ row: 2 }]);
    const [poster] = await postersOf(w.projectId);
    expect(poster).toMatchObject({
      number: 1,
      board: rows[1]![1],
      // The example names no session (a sheet's session is one the project has made): none.
      session_id: null,
      title: rows[1]![3],
      author: rows[1]![4],
      order_number: 1,
      presenter_name: rows[1]![12],
      presenter_email: rows[1]![13],
    });
  });

  it('imports the presenter columns (optional), refusing a row whose email is not one', async () => {
    const { id, client } = await w.freshProject();
    const sheet = workbook([
      ['title', 'author', 'presenter_name', 'presenter_email'],
      ['With presenter', 'Kim', '김발표', 'kim@lab.example.org'],
      ['No presenter', 'Lee', '', ''],
      ['Bad email', 'Park', 'Park', 'not-an-email'],
    ]);
    const res = await upload(client, uploadUrl(id), 'posters.xlsx', sheet);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().details.posters_created).toBe(2);
    expect(res.json().error_rows).toMatchObject([
      { row: 4, code: 'INVALID_EMAIL', column: 'presenter_email' },
    ]);
    const stored = await postersOf(id);
    expect(stored.map((p) => [p.title, p.presenter_name, p.presenter_email])).toEqual([
      ['With presenter', '김발표', 'kim@lab.example.org'],
      ['No presenter', null, null],
    ]);
  });

  it('is for admins of the project only', async () => {
    const url = `/api/projects/${w.projectId}/posters/download-template`;
    expect((await anonymous(w.t.app).inject({ url })).statusCode).toBe(401);
    for (const c of [w.judgeClient, w.participantClient, w.otherProjectAdmin])
      expect((await c.inject({ url })).statusCode).toBe(403);
    expect(
      (await w.projectAdmin.inject({ url: '/api/projects/0/posters/download-template' })).statusCode,
    ).toBe(400);
  });
});
