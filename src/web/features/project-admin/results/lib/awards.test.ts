import { describe, expect, it } from 'vitest';
import { rankedAwards, tiesAtTheEdge, topCandidates } from './awards';

const row = (id: number, rank: number) => ({
  poster_id: id,
  poster_number: id,
  title: `T${id}`,
  author: `A${id}`,
  rank,
});

describe('award candidates', () => {
  const rows = [row(1, 1), row(2, 2), row(3, 3), row(4, 3), row(5, 5)];
  it('takes every poster ranked N or better, ties at N included, and says so', () => {
    expect(topCandidates(rows, 3).map((r) => r.poster_id)).toEqual([1, 2, 3, 4]);
    expect(tiesAtTheEdge(topCandidates(rows, 3), 3)).toBe(true);
    expect(tiesAtTheEdge(topCandidates(rows, 2), 2)).toBe(false);
  });
  it('marks the tied ranks and names the award', () => {
    const awards = rankedAwards(rows, { top: 3, award: '우수 포스터상', category: '' }, (rank, tied) =>
      tied ? `공동 ${rank}위` : `${rank}위`,
    );
    expect(awards.map((a) => [a.posterId, a.place, a.award])).toEqual([
      [1, '1위', '우수 포스터상'],
      [2, '2위', '우수 포스터상'],
      [3, '공동 3위', '우수 포스터상'],
      [4, '공동 3위', '우수 포스터상'],
    ]);
  });
});
