/** Unit tests of the admin tables' paging, filter and upload helpers. */
import { describe, expect, it } from 'vitest';
import { errorLines, hasExcelExtension, matches, pageOf } from './table-tools';

describe('pageOf', () => {
  const items = Array.from({ length: 1000 }, (_, i) => i + 1);
  it('slices pages of 50 with a human range', () => {
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pages: 20, from: 1, to: 50, total: 1000 });
    expect(pageOf(items, 20).rows.at(-1)).toBe(1000);
  });
  it('clamps a page past the end and handles empty lists', () => {
    expect(pageOf(items.slice(0, 60), 7)).toMatchObject({ page: 2, from: 51, to: 60 });
    expect(pageOf([], 3)).toMatchObject({ page: 1, pages: 1, from: 0, to: 0, rows: [] });
  });
});

describe('matches', () => {
  it('needs every word, ignores case and empty values', () => {
    expect(matches('kim seoul', ['Kim Minji', null, 'Seoul Univ'])).toBe(true);
    expect(matches('kim busan', ['Kim Minji', 'Seoul Univ'])).toBe(false);
    expect(matches('  ', ['x'])).toBe(true);
  });
});

describe('errorLines', () => {
  it('shows five errors then "and N more"', () => {
    const errs = Array.from({ length: 8 }, (_, i) => `Row ${i + 2}: bad`);
    const lines = errorLines(errs, (n) => `and ${n} more`);
    expect(lines).toHaveLength(6);
    expect(lines[4]).toEqual({ kind: 'error', text: 'Row 6: bad' });
    expect(lines[5]).toEqual({ kind: 'more', text: 'and 3 more' });
    expect(errorLines(errs.slice(0, 2), (n) => String(n))).toHaveLength(2);
  });
});

describe('hasExcelExtension', () => {
  it('accepts xlsx, xls and csv in any case only', () => {
    expect(['a.xlsx', 'B.XLS', 'c.csv'].every(hasExcelExtension)).toBe(true);
    expect(['a.pdf', 'xlsx', 'a.xlsx.exe'].some(hasExcelExtension)).toBe(false);
  });
});
