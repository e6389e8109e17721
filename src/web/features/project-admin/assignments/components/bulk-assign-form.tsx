/** One judge, many posters: tick the posters, assign them in one request (a conflict refuses them all). */
import { useState, type FormEvent } from 'react';
import type { JudgeRow } from '@shared/contracts/judges';
import type { Poster } from '@shared/contracts/posters';
import { SelectField } from '@web/components/ui/forms/field';
import { notice } from '@web/components/ui/notices/notice-store';
import { failedWith } from '@web/lib/error-message';
import { useBulkAssign } from '../api/bulk-assign';
import { useAssignmentsT } from '../i18n/assignments';
import '../assignments.css';
import { PosterNumber } from '@web/components/ui/poster/poster-number';

export function BulkAssignForm({ judges, posters }: { judges: JudgeRow[]; posters: Poster[] }) {
  const { t } = useAssignmentsT();
  const bulk = useBulkAssign();
  const [judgeId, setJudgeId] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setChosen((s) => {
      const n = new Set(s);
      if (!n.delete(id)) n.add(id);
      return n;
    });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!judgeId || chosen.size === 0) return notice.error(t('bulk.chooseBoth'));
    bulk.mutate(
      { judge_id: Number(judgeId), poster_ids: [...chosen] },
      {
        onSuccess: (r) => {
          notice.success(t('bulk.done', { count: r.assignments.length }));
          setChosen(new Set());
        },
        onError: (err) => notice.error(failedWith(t('bulk.failed'), err)),
      },
    );
  }

  return (
    <form className="card stack" onSubmit={submit} aria-labelledby="bulk-assign-title">
      <h2 id="bulk-assign-title" className="h-section">
        {t('bulk.title')}
      </h2>
      <SelectField
        id="bulk-judge"
        label={t('bulk.judge')}
        value={judgeId}
        onChange={setJudgeId}
        none={t('bulk.chooseJudge')}
        options={judges.map((j) => ({ value: j.id, text: j.full_name }))}
      />
      <fieldset className="stack">
        <legend>{t('bulk.posters')}</legend>
        <label className="row">
          <input
            type="checkbox"
            checked={posters.length > 0 && chosen.size === posters.length}
            onChange={(e) => setChosen(new Set(e.target.checked ? posters.map((p) => p.id) : []))}
          />
          {t('bulk.selectAll')}
        </label>
        <div className="judging-day-list" tabIndex={0} role="region" aria-label={t('bulk.posters')}>
          {posters.map((p) => (
            <label key={p.id} className="row">
              <input type="checkbox" checked={chosen.has(p.id)} onChange={() => toggle(p.id)} />
              <PosterNumber number={p.id} /> {p.title}
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={bulk.isPending || !judgeId || chosen.size === 0}
      >
        {t('bulk.assign', { count: chosen.size })}
      </button>
    </form>
  );
}
