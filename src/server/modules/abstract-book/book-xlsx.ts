// The abstract book as a workbook: one row per poster in the book's order, for a printer's or a society's own
// layout (docs/decisions/054-abstract-book.md).
import * as XLSX from '@e965/xlsx';
import { neutralise } from '@server/modules/reports';
import type { BookContent } from './book-content';

export const BOOK_SHEET = '초록집 Abstract book';

export function renderBookXlsx(content: BookContent): Buffer {
  const header = [
    '번호 Number',
    '보드 Board',
    '세션 Session',
    '제목 Title',
    '저자 Authors',
    '소속 Affiliation',
    '분야 Category',
    '초록 Abstract',
    '키워드 Keywords',
    '주소 URL',
  ];
  const rows = content.sections.flatMap((s) =>
    s.entries.map((e) => [
      e.displayId,
      e.board,
      e.session,
      e.title,
      e.author,
      e.affiliation,
      e.category,
      e.abstract,
      e.keywords,
      e.url,
    ]),
  );
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows].map((r) => r.map((c) => neutralise(c ?? null))));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, BOOK_SHEET);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
