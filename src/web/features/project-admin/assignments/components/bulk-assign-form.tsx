/**
 * One judge, many posters: narrow the list by category and by a range of poster numbers (P-001 to P-040), tick
 * what is shown or pick posters one by one, and assign them in one request (a conflict refuses them all).
 */
import { useState, type FormEvent } from 'react';
import type { JudgeRow } from '@shared/contracts/judges';
import type { Poster } from '@shared/contracts/posters';
import { NumberField, SelectField } from '@web/components/ui/forms/field';
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
  const [category, setCategory] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const categories = [...new Set(posters.flatMap((p) => (p.category ? [p.category] : [])))].sort();
  const shown = posters.filter(
    (p) =>
      (!category || p.category === category) &&
      (from === '' || p.number >= Number(from)) &&
      (to === '' || p.number <= Number(to)),
  );
  const allShownChosen = shown.length > 0 && shown.every((p) => chosen.has(p.id));
  const chooseShown = (on: boolean) =>
    setChosen((s) => {
      const n = new Set(s);
      for (const p of shown)
        if (on) n.add(p.id);
        else n.delete(p.id);
      return n;
    });
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
        label={t('bulk.judge')}
        value={judgeId}
        onChange={setJudgeId}
        none={t('bulk.chooseJudge')}
        options={judges.map((j) => ({ value: j.id, text: j.full_name }))}
      />
      <fieldset className="stack">
        <legend>{t('bulk.posters')}</legend>
        <div className="form-grid">
          {categories.length > 0 ? (
            <SelectField
              label={t('bulk.category')}
              value={category}
              onChange={setCategory}
              none={t('bulk.anyCategory')}
              options={categories.map((c) => ({ value: c, text: c }))}
            />
          ) : null}
          <NumberField
            label={t('bulk.from')}
            min={1}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <NumberField label={t('bulk.to')} min={1} value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={allShownChosen} onChange={(e) => chooseShown(e.target.checked)} />
          {t('bulk.selectShown', { count: shown.length })}
        </label>
        <div className="judging-day-list" tabIndex={0} role="region" aria-label={t('bulk.posters')}>
          {shown.map((p) => (
            <label key={p.id} className="checkbox">
              <input type="checkbox" checked={chosen.has(p.id)} onChange={() => toggle(p.id)} />
              <PosterNumber number={p.number} /> {p.title}
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
