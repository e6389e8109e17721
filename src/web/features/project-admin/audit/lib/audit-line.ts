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

/** The name an entry's old or new record carries (a criterion, a session, a judge, a screen). */
function nameIn(d: Record<string, unknown>): string | number | null {
  const now = record(d.new);
  const old = record(d.old);
  return text(now.name) ?? text(old.name) ?? text(now.full_name) ?? text(old.full_name) ?? null;
}

export function auditLine(entry: AuditEntry): AuditLine {
  const d = entry.detail;
  const named = (key: string): AuditLine => {
    const name = nameIn(d);
    return name === null ? null : { key, values: { name } };
  };
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
    case 'assignment.removed': {
      const n = count(d.added) ?? count(d.removed) ?? count(d.pairs);
      return n === null ? null : { key: 'assignments', values: { n } };
    }
    case 'boards.numbered': {
      const n = count(d.changed);
      return n === null ? null : { key: 'boardsNumbered', values: { n } };
    }
    case 'hall.boards': {
      const n = count(d.boards);
      return n === null ? null : { key: 'boardsPlaced', values: { n } };
    }
    case 'hall.plan':
      if (text(d.code) !== null) return { key: 'planRefused', values: {} };
      if ('new' in d && d.new === null) return { key: 'planRemoved', values: {} };
      return text(d.file) !== null ? { key: 'planRendering', values: {} } : { key: 'planStored', values: {} };
    case 'certificates.seal':
      return { key: d.new === null ? 'sealRemoved' : 'sealStored', values: {} };
    case 'presenter.link_issued': {
      const n = count(d.posters);
      return n === null ? null : { key: 'linksIssued', values: { n } };
    }
    case 'submission.uploaded': {
      const file = text(d.file_name);
      return file === null ? null : { key: 'uploaded', values: { file } };
    }
    case 'submission.needs_fix': {
      const note = text(record(d.new).note);
      return note === null ? null : { key: 'fixNote', values: { note } };
    }
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
    case 'screen.deleted': {
      const name = text(d.name);
      return name === null ? null : { key: 'named', values: { name } };
    }
    default:
      return null;
  }
}
