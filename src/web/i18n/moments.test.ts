import { describe, expect, it } from 'vitest';
import { renderedMoment } from './index';

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
