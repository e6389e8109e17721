/** admin/audit: who changed what and when, newest first, filtered by kind, poster and judge, 50 a page. */
import { useState } from 'react';
import { auditKinds, type AuditEntry, type AuditKind } from '@shared/contracts/audit';
import { displayId } from '@shared/format';
import { SelectField } from '@web/components/ui/forms/field';
import { Table } from '@web/components/ui/tables/table';
import { useTime } from '@web/current-project/use-time';
import { useAudit, type AuditFilter } from '../api/get-audit';
import { useJudges } from '@web/features/project-admin/people/api/get-judges';
import { usePosters } from '@web/features/project-admin/posters/api/get-posters';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { useAuditT } from '../i18n/audit';
import { auditLine } from '../lib/audit-line';
import { usePhaseT } from '@web/features/project-admin/dashboard/i18n/phase';

const kindKey = (kind: string) => `kinds.${kind.replace('.', '_')}`;

export default function AuditPage() {
  const { t } = useAuditT();
  const time = useTime();
  const posters = usePosters().data ?? [];
  const judges = useJudges().data ?? [];
  const [filter, setFilter] = useState<AuditFilter>({ page: 1 });
  const log = useAudit(filter).data;
  const pages = log ? Math.max(1, Math.ceil(log.total / log.page_size)) : 1;
  const choose = (key: 'kind' | 'poster_id' | 'judge_id') => (v: string) =>
    setFilter((f) => ({
      ...f,
      page: 1,
      [key]: v === '' ? undefined : key === 'kind' ? (v as AuditKind) : Number(v),
    }));
  const posterName = new Map(posters.map((p) => [p.id, `${displayId('P', p.number)} ${p.title}`]));
  const judgeName = new Map(judges.map((j) => [j.id, j.full_name]));

  return (
    <ProjectAdminPage title={t('title')}>
      <div className="assign-form">
        <SelectField
          label={t('filter.kind')}
          value={filter.kind ?? ''}
          onChange={choose('kind')}
          none={t('filter.all')}
          options={auditKinds.map((k) => ({ value: k, text: t(kindKey(k)) }))}
        />
        <SelectField
          label={t('filter.poster')}
          value={filter.poster_id === undefined ? '' : String(filter.poster_id)}
          onChange={choose('poster_id')}
          none={t('filter.all')}
          options={posters.map((p) => ({ value: p.id, text: posterName.get(p.id)! }))}
        />
        <SelectField
          label={t('filter.judge')}
          value={filter.judge_id === undefined ? '' : String(filter.judge_id)}
          onChange={choose('judge_id')}
          none={t('filter.all')}
          options={judges.map((j) => ({ value: j.id, text: j.full_name }))}
        />
      </div>
      <Table
        label={t('title')}
        testId="audit-log"
        empty={log && log.items.length === 0 && t('empty')}
        columns={[t('col.at'), t('col.who'), t('col.kind'), t('col.what')]}
      >
        {(log?.items ?? []).map((e) => (
          <tr key={e.id}>
            <td className="small">{time.dateTime(e.at)}</td>
            <td>
              {e.actor.name} <span className="sub">{t(`actor.${e.actor.kind}`)}</span>
            </td>
            <td>{t(kindKey(e.kind))}</td>
            <td>
              <Subject entry={e} posterName={posterName} judgeName={judgeName} />
              <Line entry={e} />
              <Detail entry={e} />
            </td>
          </tr>
        ))}
      </Table>
      {log && log.total > log.page_size ? (
        <nav className="pager" aria-label={t('title')}>
          <button
            type="button"
            className="btn btn-sm"
            disabled={filter.page <= 1}
            onClick={() => setFilter((f) => ({ ...f, page: f.page - 1 }))}
          >
            {t('prev')}
          </button>
          <span className="small">{t('pageOf', { page: filter.page, pages, total: log.total })}</span>
          <button
            type="button"
            className="btn btn-sm"
            disabled={filter.page >= pages}
            onClick={() => setFilter((f) => ({ ...f, page: f.page + 1 }))}
          >
            {t('next')}
          </button>
        </nav>
      ) : null}
    </ProjectAdminPage>
  );
}

function Subject(props: {
  entry: AuditEntry;
  posterName: Map<number, string>;
  judgeName: Map<number, string>;
}) {
  const { poster_id, judge_id } = props.entry;
  const parts = [
    poster_id === null ? null : (props.posterName.get(poster_id) ?? displayId('P', poster_id)),
    judge_id === null ? null : (props.judgeName.get(judge_id) ?? displayId('J', judge_id)),
  ].filter(Boolean);
  return parts.length ? <div className="sub">{parts.join(' · ')}</div> : null;
}

/** The entry's sentence in the page's language (never the stored English summary), phases by their names. */
function Line({ entry }: { entry: AuditEntry }) {
  const { t } = useAuditT();
  const time = useTime();
  const phase = usePhaseT().t;
  const line = auditLine(entry);
  if (!line) return null;
  const values =
    line.key === 'phase'
      ? { from: phase(`phase.${line.values.from}`), to: phase(`phase.${line.values.to}`) }
      : line.key === 'closesAt'
        ? { at: time.dateTime(String(line.values.at)) }
        : line.values;
  return <div>{t(`line.${line.key}`, values)}</div>;
}

/** The recorded old and new values, folded away until asked for. */
function Detail({ entry }: { entry: AuditEntry }) {
  const { t } = useAuditT();
  if (Object.keys(entry.detail).length === 0) return null;
  return (
    <details className="small">
      <summary>{t('oldNew')}</summary>
      <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{JSON.stringify(entry.detail, null, 2)}</pre>
    </details>
  );
}
