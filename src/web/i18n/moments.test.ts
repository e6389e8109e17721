import { describe, expect, it } from 'vitest';
import { formatDate, renderedMoment } from './index';

describe('a moment as a page rendered by the server writes it', () => {
  it("is Korea's time, to the minute, whatever the machine's zone and locale data", () => {
    expect(renderedMoment('2026-11-29T09:15:00.000Z')).toBe('2026-11-29 18:15');
    expect(renderedMoment('2026-12-31T20:30:00Z')).toBe('2027-01-01 05:30');
  });

  it('leaves nothing for nothing, and an unreadable value as it is', () => {
    expect(renderedMoment(null)).toBe('');
    expect(renderedMoment('soon')).toBe('soon');
  });
});

describe('a date, written without the locale data', () => {
  it("says what the browser's own Korean and English long dates say", () => {
    for (const value of ['2026-05-01', '2026-12-31', '2027-01-09', '2024-02-29']) {
      const local = new Date(`${value}T00:00:00`);
      const options = { year: 'numeric', month: 'long', day: 'numeric' } as const;
      expect(formatDate(value, 'ko')).toBe(local.toLocaleDateString('ko-KR', options));
      expect(formatDate(value, 'en')).toBe(local.toLocaleDateString('en-US', options));
    }
    expect(formatDate('2026-05-01', 'ko')).toBe('2026년 5월 1일');
    expect(formatDate('2026-05-01', 'en')).toBe('May 1, 2026');
  });

  it('takes a moment as its day where the page is read, and leaves nothing and nonsense alone', () => {
    const moment = '2026-11-29T09:15:00.000Z';
    const options = { year: 'numeric', month: 'long', day: 'numeric' } as const;
    expect(formatDate(moment, 'ko')).toBe(new Date(moment).toLocaleDateString('ko-KR', options));
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });
});
