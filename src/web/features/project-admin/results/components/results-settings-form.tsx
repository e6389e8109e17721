/** The organiser's ranking settings: method, criterion weights, tie-break, and the people's choice vote. */
import type { Criterion } from '@shared/contracts/criteria';
import { resultMethods, resultSettingsInputSchema, type ResultSettings } from '@shared/contracts/reports';
import { NumberField, SelectField } from '@web/components/ui/forms/field';
import { useZodForm } from '@web/components/ui/forms/use-zod-form';
import { notice } from '@web/components/ui/notices/notice-store';
import { failedWith } from '@web/lib/error-message';
import { useUpdateResultSettings } from '../api/update-result-settings';
import { useResultsT } from '../i18n/results';
import { CardSection } from '@web/components/ui/layout/card-section';
import { Checkbox } from '@web/components/ui/forms/checkbox';
import { SubmitButton } from '@web/components/ui/forms/submit-button';

export function ResultsSettingsForm({
  settings,
  criteria,
}: {
  settings: ResultSettings;
  /** The active criteria. */
  criteria: Criterion[];
}) {
  const { t } = useResultsT();
  const save = useUpdateResultSettings();
  const custom = new Map(settings.weights.map((w) => [w.criterion_id, w.weight]));
  const form = useZodForm(resultSettingsInputSchema, {
    method: settings.method,
    weights: criteria.map((c) => ({ criterion_id: c.id, weight: custom.get(c.id) ?? c.max_score })),
    tie_break: settings.tie_break,
    peoples_choice: settings.peoples_choice,
  });
  const errors = form.formState.errors;
  const tieCriterion = form.watch('tie_break.criterion_id');
  const submit = form.handleSubmit((v) => {
    // Weights equal to the max scores are the default: stored as none, so a new criterion gets its default too.
    const weights = v.weights ?? [];
    const isDefault = weights.every(
      (w) => w.weight === criteria.find((c) => c.id === w.criterion_id)?.max_score,
    );
    save.mutate(
      { ...v, weights: isDefault ? null : weights },
      {
        onSuccess: () => notice.success(t('fair.settings.saved')),
        onError: (err) => notice.error(failedWith(t('fair.settings.failed'), err)),
      },
    );
  });

  return (
    <CardSection id="results-settings-title" title={t('fair.settings.title')} testId="results-settings">
      <form className="stack" noValidate onSubmit={(e) => void submit(e)}>
        <fieldset className="stack fieldset">
          <legend>{t('fair.settings.method')}</legend>
          <div className="row">
            {resultMethods.map((m) => (
              <label key={m} className="checkbox">
                <input type="radio" value={m} {...form.register('method')} /> {t(`fair.method.${m}`)}
              </label>
            ))}
          </div>
          <p className="muted small">{t('fair.methodHelp')}</p>
        </fieldset>
        {criteria.length > 0 ? (
          <fieldset className="stack fieldset">
            <legend>{t('fair.settings.weights')}</legend>
            <p className="muted small">{t('fair.settings.weightsHint')}</p>
            <div className="form-grid">
              {criteria.map((c, i) => (
                <NumberField
                  key={c.id}
                  label={t('fair.settings.weightOf', { name: c.name, max: c.max_score })}
                  min={0}
                  step="any"
                  inputMode="decimal"
                  error={errors.weights?.[i]?.weight ? t('fair.settings.invalidWeight') : null}
                  {...form.register(`weights.${i}.weight`, { valueAsNumber: true })}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        <fieldset className="stack fieldset">
          <legend>{t('fair.settings.tieBreak')}</legend>
          <SelectField
            id="tie-criterion"
            label={t('fair.settings.tieCriterion')}
            value={String(tieCriterion ?? '')}
            onChange={(v) =>
              form.setValue('tie_break.criterion_id', v === '' ? null : Number(v), { shouldDirty: true })
            }
            none={t('fair.settings.noCriterion')}
            options={criteria.map((c) => ({ value: c.id, text: c.name }))}
          />
          <Checkbox {...form.register('tie_break.other_method')}>{t('fair.settings.otherMethod')}</Checkbox>
          <p className="muted small">{t('fair.settings.tieHelp')}</p>
        </fieldset>
        <fieldset className="stack fieldset">
          <legend>{t('fair.settings.peoplesChoice')}</legend>
          <Checkbox {...form.register('peoples_choice.enabled')}>{t('fair.settings.pcEnabled')}</Checkbox>
          <NumberField
            label={t('fair.settings.pcVotes')}
            min={1}
            max={50}
            error={errors.peoples_choice?.votes_per_participant ? t('fair.settings.invalidVotes') : null}
            {...form.register('peoples_choice.votes_per_participant', { valueAsNumber: true })}
          />
        </fieldset>
        <div>
          <SubmitButton pending={save.isPending}>{t('fair.settings.save')}</SubmitButton>
        </div>
      </form>
    </CardSection>
  );
}
