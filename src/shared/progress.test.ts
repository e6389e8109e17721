import { describe, expect, it } from 'vitest';
import { progressPercentage } from './progress';

describe('progressPercentage', () => {
  it('is 0 without assignments and rounds to 1 decimal', () => {
    expect(progressPercentage(0, 0)).toBe(0);
    expect(progressPercentage(1, 3)).toBe(33.3);
    expect(progressPercentage(2, 3)).toBe(66.7);
    expect(progressPercentage(4, 4)).toBe(100);
  });
});
