import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shared/contracts/audit';
import { auditLine } from './audit-line';

const entry = (kind: string, detail: Record<string, unknown>): AuditEntry => ({
  id: 1,
  at: '2026-12-02T01:00:00.000Z',
  actor: { kind: 'admin', id: 1, name: 'admin' },
  kind,
  poster_id: null,
  judge_id: null,
  summary: 'an English line',
  detail,
});

describe('auditLine', () => {
  it('says an evaluation by its totals, first and changed', () => {
    const scores = (...s: number[]) => ({ scores: s.map((score) => ({ criterion_id: 1, score })) });
    expect(auditLine(entry('evaluation.submitted', { old: null, new: scores(8, 20) }))).toEqual({
      key: 'evaluationSubmitted',
      values: { total: 28 },
    });
    expect(auditLine(entry('evaluation.submitted', { old: scores(3), new: scores(9) }))).toEqual({
      key: 'evaluationChanged',
      values: { old: 3, total: 9 },
    });
  });
  it('names phases, records and counts from the recorded values', () => {
    expect(
      auditLine(entry('phase.changed', { from: 'open', to: 'closed', judging_closes_at: null })),
    ).toEqual({
      key: 'phase',
      values: { from: 'open', to: 'closed' },
    });
    expect(
      auditLine(entry('criterion.updated', { old: { name: '독창성' }, new: { name: '창의성' } })),
    ).toEqual({
      key: 'named',
      values: { name: '창의성' },
    });
    expect(auditLine(entry('assignment.added', { added: [{}, {}, {}] }))).toEqual({
      key: 'assignments',
      values: { n: 3 },
    });
    expect(
      auditLine(entry('import.posters', { counts: { new: 4, changed: 1, errors: 2 }, added: [] })),
    ).toEqual({ key: 'imported', values: { added: 4, changed: 1, skipped: 2 } });
    expect(auditLine(entry('screen.deleted', { screen_id: 3, name: '로비 1' }))).toEqual({
      key: 'named',
      values: { name: '로비 1' },
    });
  });
  it('has no line where the kind says it all, or for values it does not know', () => {
    expect(auditLine(entry('presenter.link_issued', {}))).toBeNull();
    expect(auditLine(entry('screen.deleted', { screen_id: 3 }))).toBeNull();
    expect(auditLine(entry('question.hidden', { question_id: 2 }))).toBeNull();
  });
});
