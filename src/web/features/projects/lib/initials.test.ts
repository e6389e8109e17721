import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('skips numbers and signs at the start', () => {
    expect(initialsOf('2026 대한화학회 추계학술대회')).toBe('대');
    expect(initialsOf('2026 Spring Meeting of the KCS')).toBe('SM');
    expect(initialsOf('(제137회) 한국생화학회')).toBe('제');
  });
  it('takes one syllable of a Korean name, two initials of a Latin one', () => {
    expect(initialsOf('한국고분자학회 포스터')).toBe('한');
    expect(initialsOf('bioinformatics')).toBe('B');
    expect(initialsOf('Poster 대회')).toBe('P');
  });
  it('has none for a name without a letter', () => {
    expect(initialsOf('2026 · 11')).toBeNull();
    expect(initialsOf('   ')).toBeNull();
  });
});
