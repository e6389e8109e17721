import { describe, expect, it } from 'vitest';
import type { SessionSummary } from './contracts/sessions';
import { hallOrder } from './hall-order';

const session = (id: number, date: string, starts_at: string): SessionSummary => ({
  id,
  name: `S${id}`,
  date,
  starts_at,
  ends_at: '23:00',
  area: null,
});
const morning = session(1, '2026-12-03', '09:00');
const afternoon = session(2, '2026-12-03', '14:00');
const nextDay = session(3, '2026-12-04', '09:00');

describe('hallOrder', () => {
  it('walks sessions in time order, then boards in natural order, posters in no session or board last', () => {
    const posters = [
      { number: 1, board: 'A-10', session: morning },
      { number: 2, board: 'B-01', session: afternoon },
      { number: 3, board: 'A-2', session: morning },
      { number: 4, board: null, session: null },
      { number: 5, board: 'A-01', session: nextDay },
      { number: 6, board: null, session: morning },
      { number: 7, board: 'C-01', session: null },
    ];
    expect([...posters].sort(hallOrder).map((p) => p.number)).toEqual([3, 1, 6, 2, 5, 7, 4]);
  });
});
