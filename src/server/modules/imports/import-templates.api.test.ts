import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { anonymous } from '@server/test/test-app';
import { readRows, upload } from './import-files.test-kit';

// The judges' and participants' templates: each downloads, and imports cleanly once filled in.
const w = useProjectAdminWorld();

const judgesOf = (projectId: number) =>
  w.t.db.selectFrom('judges').selectAll().where('project_id', '=', projectId).orderBy('id').execute();
const usersOf = (projectId: number) =>
  w.t.db.selectFrom('participants').selectAll().where('project_id', '=', projectId).orderBy('id').execute();

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
      const res = await w.projectAdmin.inject({
        url: `/api/projects/${w.projectId}/${kind}/download-template?admin_id=${w.projectAdminId}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const rows = readRows(res.rawPayload);
      expect(rows[0]).toEqual(header);
      expect(rows).toHaveLength(2);
      const back = await upload(
        w.projectAdmin,
        `/api/projects/${w.projectId}/${kind}/upload-excel`,
        filename,
        res.rawPayload,
      );
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toMatchObject({ created_count: 1, skipped_count: 0, errors: [] });
      const table = kind === 'judges' ? await judgesOf(w.projectId) : await usersOf(w.projectId);
      expect(table.some((r) => r.username === rows[1]![0])).toBe(true);
    });

    it(`GET /${kind}/download-template is for admins of the project only`, async () => {
      const url = `/api/projects/${w.projectId}/${kind}/download-template`;
      expect((await anonymous(w.t.app).inject({ url })).statusCode).toBe(401);
      for (const c of [w.judgeClient, w.participantClient, w.otherProjectAdmin])
        expect((await c.inject({ url })).statusCode).toBe(403);
      expect(
        (await w.projectAdmin.inject({ url: `${url}?admin_id=${w.projectAdminId + 5}` })).statusCode,
      ).toBe(403);
      expect(
        (await w.superAdmin.inject({ url: `/api/projects/999999/${kind}/download-template` })).statusCode,
      ).toBe(404);
    });
  }
});
