/** "Auto-assign": k judges a poster and an optional cap; the preview says what the plan does, then Apply. */
import { useState } from 'react';
import { planInputSchema, type PlanResult } from '@shared/contracts/assignments';
import type { Poster } from '@shared/contracts/posters';
import { displayId } from '@shared/format';
import { NumberField } from '@web/components/ui/forms/field';
import { useZodForm } from '@web/components/ui/forms/use-zod-form';
import { notice } from '@web/components/ui/notices/notice-store';
import { failedWith } from '@web/lib/error-message';
import { usePlanAssignments } from '../api/plan-assignments';
import { useAssignmentsT } from '../i18n/assignments';
import '../assignments.css';
import { CardSection } from '@web/components/ui/layout/card-section';

export function AutoAssignPanel({ posters }: { posters: Poster[] }) {
  const { t } = useAssignmentsT();
  const plan = usePlanAssignments();
  const [preview, setPreview] = useState<PlanResult | null>(null);
  const form = useZodForm(planInputSchema, { judges_per_poster: 3, max_per_judge: null, apply: false });
  const errors = form.formState.errors;
  const titleOf = new Map(posters.map((p) => [p.id, `${displayId('P', p.id)} ${p.title}`]));

  const run = (apply: boolean) =>
    form.handleSubmit((v) =>
      plan.mutate(
        { ...v, apply },
        {
          onSuccess: (result) => {
            if (apply) {
              notice.success(t('auto.applied', { count: result.assignments.length }));
              setPreview(null);
            } else setPreview(result);
          },
          onError: (err) => notice.error(failedWith(t('auto.failed'), err)),
        },
      ),
    )();
  const totals = preview?.per_judge.map((j) => j.total) ?? [];

  return (
    <CardSection id="auto-assign-title" title={t('auto.title')} testId="auto-assign">
      <form
        className="assign-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          run(false);
        }}
      >
        <NumberField
          label={t('auto.perPoster')}
          min={1}
          max={20}
          error={errors.judges_per_poster ? t('auto.invalidK') : null}
          {...form.register('judges_per_poster', { valueAsNumber: true, onChange: () => setPreview(null) })}
        />
        <NumberField
          label={t('auto.maxPerJudge')}
          min={1}
          error={errors.max_per_judge ? t('auto.invalidMax') : null}
          {...form.register('max_per_judge', {
            setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)),
            onChange: () => setPreview(null),
          })}
        />
        <button type="submit" className="btn" disabled={plan.isPending}>
          {plan.isPending && !preview ? t('auto.previewing') : t('auto.preview')}
        </button>
      </form>
      {preview ? (
        <div className="stack" data-testid="auto-assign-preview" role="status">
          <ul className="plain-list">
            <li>{t('auto.added', { count: preview.assignments.length })}</li>
            {totals.length > 0 ? (
              <li>{t('auto.perJudge', { min: Math.min(...totals), max: Math.max(...totals) })}</li>
            ) : null}
            <li>{t('auto.conflicts', { count: preview.conflicts_avoided })}</li>
            <li>
              {preview.unfilled.length === 0
                ? t('auto.allFilled')
                : t('auto.unfilled', { count: preview.unfilled.length })}
            </li>
          </ul>
          {preview.unfilled.length > 0 ? (
            <ul className="plain-list judging-day-list" data-testid="auto-assign-unfilled">
              {preview.unfilled.map((u) => (
                <li key={u.poster_id}>
                  {t('auto.missing', {
                    poster: titleOf.get(u.poster_id) ?? displayId('P', u.poster_id),
                    count: u.missing,
                    reason: t(`auto.reasons.${u.reason}`),
                  })}
                </li>
              ))}
            </ul>
          ) : null}
          <button
            type="button"
            className="btn btn-primary"
            disabled={plan.isPending || preview.assignments.length === 0}
            onClick={() => run(true)}
          >
            {plan.isPending ? t('auto.applying') : t('auto.apply')}
          </button>
        </div>
      ) : null}
    </CardSection>
  );
}
