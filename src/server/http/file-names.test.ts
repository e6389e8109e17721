import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName, uploadedFileName } from './file-names';

describe('file names', () => {
  it('lose every bidirectional format character, path and control character', () => {
    for (const ch of [
      '\u200E',
      '\u200F',
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ])
      expect(uploadedFileName(`a${ch}b.pdf`), ch.codePointAt(0)!.toString(16)).toBe('ab.pdf');
    expect(uploadedFileName('C:\\Users\\me\\포스터\u0007.pdf')).toBe('포스터.pdf');
    expect(uploadedFileName('/\u202E/')).toBe('poster');
    expect(safeFileName('결과\u202E: 1/2.csv')).toBe('결과_ 1_2.csv');
  });

  it('are offered for download under their real name and an ASCII fallback', () => {
    expect(contentDisposition('포스터 \u202Efdp.exe')).toBe(
      `attachment; filename="___ fdp.exe"; filename*=UTF-8''%ED%8F%AC%EC%8A%A4%ED%84%B0%20fdp.exe`,
    );
    expect(contentDisposition('결과.csv', 'results.csv')).toBe(
      `attachment; filename="results.csv"; filename*=UTF-8''%EA%B2%B0%EA%B3%BC.csv`,
    );
  });
});
