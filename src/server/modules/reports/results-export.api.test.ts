import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { SHEETS } from './results-export';
import { resultCalls } from './results.test-kit';

/** GET /projects/:projectId/results/export: the results as .xlsx and .csv, formulas neutralised. */

const w = useProjectAdminWorld();
const { hall, results } = resultCalls(w);

describe('GET /projects/:projectId/results/export', () => {
  it('downloads an .xlsx whose sheets read back equal to the results call, formulas neutralised', async () => {
    const h = await hall();
    await w.t.db.updateTable('projects').set({ name: '춘계 학회' }).where('id', '=', h.id).execute();
    const res = await h.client.inject({ url: `/api/projects/${h.id}/results/export?format=xlsx` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="results-conf-[a-z0-9-]+\.xlsx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('춘계 학회 결과.xlsx');

    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual([
      SHEETS.ranking,
      SHEETS.criteria,
      SHEETS.matrix,
      SHEETS.comments,
      SHEETS.peoplesChoice,
    ]);
    const api = await results(h.client, `/api/projects/${h.id}/results`);
    // The ranking, every column as the first test reads the results call, the title neutralised; coverage and
    // spread (evaluations, planned, std dev, min, max) are the results call's too.
    const ranking = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[SHEETS.ranking]!, { header: 1 });
    expect(ranking.slice(1)).toEqual([
      [1, 1, 1, 'P-001', `'=HYPERLINK("http://x","y")`, '홍길동', 'Bio', 18, 17.83, 1, 1, 0, 18, 18, ''],
      [2, 2, 2, 'P-002', 'Second', '홍길동', 'Chem', 16, 12, 1, 1, 0, 16, 16, ''],
      [3, 3, 2, 'P-003', 'Third', '홍길동', 'Bio', 13, 12, 2, 3, 1, 12, 14, 'FEW_EVALUATIONS'],
      [4, 4, 2, 'P-004', 'Fourth', '홍길동', 'Chem', 8, 12, 1, 1, 0, 8, 8, ''],
      [5, 5, 5, 'P-005', 'Fifth', '홍길동', undefined, 4, 6.17, 1, 1, 0, 4, 4, ''], // no category: an empty cell
    ]);
    expect(ranking.slice(1).map((r) => r.slice(9, 14))).toEqual(
      api.map((r) => [r.evaluation_count, r.planned_count, r.std_dev, r.min_total, r.max_total]),
    );
    // The formula arrives as text, never as a formula cell.
    const cell = book.Sheets[SHEETS.ranking]!['E2']!;
    expect(cell).toMatchObject({ t: 's', v: `'=HYPERLINK("http://x","y")` });
    expect(cell.f).toBeUndefined();
    for (const sheet of Object.values(book.Sheets))
      for (const [ref, c] of Object.entries(sheet))
        if (!ref.startsWith('!')) {
          expect((c as XLSX.CellObject).f, ref).toBeUndefined();
          if (typeof (c as XLSX.CellObject).v === 'string')
            expect((c as XLSX.CellObject).v as string, ref).not.toMatch(/^[=+\-@\t\r]/);
        }
    // Comments: every judge's, the ones starting with + and @ neutralised.
    const comments = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[SHEETS.comments]!, { header: 1 });
    expect(comments.slice(1).map((r) => r[4])).toEqual(
      expect.arrayContaining(['훌륭한 포스터', "'+ good, - unclear", "'@mention"]),
    );
    expect(comments).toHaveLength(7);
    // The matrix: a row per judge with a total per poster they judged.
    const matrix = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[SHEETS.matrix]!, { header: 1 });
    expect(matrix).toHaveLength(3);
    expect(matrix[0]!.slice(1)).toHaveLength(5);
    // Per criterion: the averages of the results call.
    const criteria = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[SHEETS.criteria]!, { header: 1 });
    expect(criteria[0]).toEqual(['번호 No.', '제목 Title', '방법 Method (/10)', 'Clarity (/10)']);
    expect(criteria.slice(1).map((r) => r.slice(2))).toEqual(
      api.map((r) => r.criteria.map((c) => c.average)),
    );
  });

  it('downloads the ranking as .csv (UTF-8 with a byte order mark), neutralised', async () => {
    const h = await hall();
    const res = await h.client.inject({
      url: `/api/projects/${h.id}/results/export?format=csv&method=normalized`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toContain('.csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split('\n');
    expect(lines[0]).toContain('순위 Rank (normalized)');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(res.body).not.toMatch(/(^|,)"?=/m);
  });

  it('answers 400 for an unknown format, and refuses everyone but the project admins', async () => {
    const h = await hall();
    const bad = await h.client.inject({ url: `/api/projects/${h.id}/results/export?format=pdf` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_CHOICE', detail: expect.stringContaining('format') });
    await w.expectRefused({ method: 'GET', url: `/api/projects/${w.projectId}/results/export?format=xlsx` });
  });
});
