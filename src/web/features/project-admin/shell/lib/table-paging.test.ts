/** Unit tests of the organiser's tables' paging and filter helpers. */
import { describe, expect, it } from 'vitest';
import { matches, pageOf } from './table-paging';

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
