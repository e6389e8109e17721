/**
 * An audit entry said in the page's language: the kind is its label, and this is the sentence under it, made
 * from the values the entry records (`detail`). The stored `summary` is an English line for API readers; the
 * page never shows it. Null when the kind's label says all there is (a link issued, a question hidden).
 */
import type { AuditEntry } from '@shared/contracts/audit';

type Values = Record<string, string | number>;
/** The message key under `line.` and its values, or null. */
export type AuditLine = { key: string; values: Values } | null;

type Scored = { scores?: Array<{ score: number }> } | null | undefined;
const total = (e: Scored) => (e?.scores ?? []).reduce((sum, s) => sum + s.score, 0);
const record = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? v : null);
const count = (v: unknown) => (Array.isArray(v) ? v.length : typeof v === 'number' ? v : null);

/** The line `key` with its one value `name`, or null when the entry does not record it. */
const one = (key: string, name: string, value: string | number | null): AuditLine =>
  value === null ? null : { key, values: { [name]: value } };

/** The name an entry's old or new record carries (a criterion, a session, a judge, a screen). */
function nameIn(d: Record<string, unknown>): string | number | null {
  const now = record(d.new);
  const old = record(d.old);
  return text(now.name) ?? text(old.name) ?? text(now.full_name) ?? text(old.full_name) ?? null;
}

export function auditLine(entry: AuditEntry): AuditLine {
  const d = entry.detail;
  const named = (key: string): AuditLine => one(key, 'name', nameIn(d));
  switch (entry.kind) {
    case 'evaluation.submitted':
      return d.old
        ? { key: 'evaluationChanged', values: { old: total(d.old as Scored), total: total(d.new as Scored) } }
        : { key: 'evaluationSubmitted', values: { total: total(d.new as Scored) } };
    case 'phase.changed': {
      const from = text(d.from);
      const to = text(d.to);
      if (from === null || to === null) return null;
      return from === to
        ? d.judging_closes_at
          ? { key: 'closesAt', values: { at: String(d.judging_closes_at) } }
          : { key: 'closesAtNone', values: {} }
        : { key: 'phase', values: { from, to } };
    }
    case 'criterion.created':
    case 'criterion.updated':
    case 'criterion.deleted':
    case 'session.created':
    case 'session.updated':
    case 'session.deleted':
    case 'judge.created':
    case 'judge.updated':
    case 'judge.deleted':
      return named('named');
    case 'assignment.added':
    case 'assignment.removed':
      return one('assignments', 'n', count(d.added) ?? count(d.removed) ?? count(d.pairs));
    case 'boards.numbered':
      return one('boardsNumbered', 'n', count(d.changed));
    case 'hall.boards':
      return one('boardsPlaced', 'n', count(d.boards));
    case 'hall.plan':
      if (text(d.code) !== null) return { key: 'planRefused', values: {} };
      if ('new' in d && d.new === null) return { key: 'planRemoved', values: {} };
      return text(d.file) !== null ? { key: 'planRendering', values: {} } : { key: 'planStored', values: {} };
    case 'certificates.seal':
      return { key: d.new === null ? 'sealRemoved' : 'sealStored', values: {} };
    case 'presenter.link_issued':
      return one('linksIssued', 'n', count(d.posters));
    case 'submission.uploaded':
      return one('uploaded', 'file', text(d.file_name));
    case 'submission.needs_fix':
      return one('fixNote', 'note', text(record(d.new).note));
    case 'import.posters':
    case 'import.judges':
    case 'import.participants': {
      const c = record(d.counts);
      const [added, changed, skipped] = [count(c.new), count(c.changed), count(c.errors)];
      if (added === null || changed === null || skipped === null) return null;
      return { key: 'imported', values: { added, changed, skipped } };
    }
    case 'screen.created':
    case 'screen.updated':
    case 'screen.revoked':
    case 'screen.deleted':
      return one('named', 'name', text(d.name));
    default:
      return null;
  }
}
