/** Unit tests of the upload helpers: the error lines and the file types. */
import { describe, expect, it } from 'vitest';
import { errorLines, hasExcelExtension } from './upload-lines';

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
