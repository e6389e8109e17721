// The spreadsheets an organiser uploads (their bytes built by src/server/test/fixture-files.ts). Columns are the
// upload templates' (src/server/modules/imports/templates.ts).
import { spreadsheet } from '../src/server/test/fixture-files';

const CATEGORIES = ['AI', 'Biology', 'Physics', 'Chemistry'];

/** `batch` names the posters apart, so each batch imports as new posters (a re-import of one batch changes nothing). */
export function posterWorkbook(n: number, batch = 1): Buffer {
  const rows: unknown[][] = [
    ['title', 'author', 'affiliation', 'category', 'abstract', 'keywords', 'order_number'],
  ];
  for (let i = 0; i < n; i++)
    rows.push([
      `Poster ${i + 1}${batch > 1 ? ` (batch ${batch})` : ''}: learning representations of conference posters`,
      `Author ${i + 1}`,
      'Seoul National University',
      CATEGORIES[i % CATEGORIES.length],
      'An abstract of a few sentences about the work shown on this poster. '.repeat(4).trim(),
      'posters; judging',
      i + 1,
    ]);
  return spreadsheet(rows, { sheet: 'Posters' });
}

export const judgeUsername = (i: number) => `judge${String(i + 1).padStart(3, '0')}`;
export const judgePassword = (i: number) => `bench-judge-${i + 1}-pw`;

export function judgeWorkbook(n: number): Buffer {
  const rows: unknown[][] = [['username', 'password', 'full_name', 'email', 'affiliation', 'specialty']];
  for (let i = 0; i < n; i++)
    rows.push([
      judgeUsername(i),
      judgePassword(i),
      `Judge ${i + 1}`,
      `${judgeUsername(i)}@example.org`,
      'KAIST',
      CATEGORIES[i % CATEGORIES.length],
    ]);
  return spreadsheet(rows, { sheet: 'Judges' });
}

export function xlsxForm(filename: string, content: Buffer): FormData {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(content)], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
    filename,
  );
  return form;
}
