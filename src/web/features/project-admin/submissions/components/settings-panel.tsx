/** The submission settings: deadline (on the conference's clock), auto-approval, poster format, instructions. */
import { useState, type FormEvent } from 'react';
import { posterFormats, type PosterFormat, type SubmissionSettings } from '@shared/contracts/submissions';
import { Field, SelectField, TextAreaField } from '@web/components/ui/forms/field';
import { saidAs } from '@web/components/ui/notices/mutation-notices';
import { useSubmissionT } from '@web/components/ui/submission/submission-text';
import { useUpdateSubmissionSettings } from '../api/submission-settings';
import { useSubmissionsT } from '../i18n/submissions';
import { useTime } from '@web/current-project/use-time';
import { CardSection } from '@web/components/ui/layout/card-section';
import { Checkbox } from '@web/components/ui/forms/checkbox';
import { SubmitButton } from '@web/components/ui/forms/submit-button';

export function SettingsPanel({ settings }: { settings: SubmissionSettings }) {
  const { t } = useSubmissionsT();
  const { t: words } = useSubmissionT();
  const save = useUpdateSubmissionSettings();
  const time = useTime();
  const [deadline, setDeadline] = useState(time.local(settings.deadline));
  const [autoApprove, setAutoApprove] = useState(settings.auto_approve);
  const [format, setFormat] = useState<PosterFormat>(settings.poster_format);
  const [instructions, setInstructions] = useState(settings.instructions ?? '');

  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate(
      {
        deadline: deadline ? time.instant(deadline) : null,
        auto_approve: autoApprove,
        poster_format: format,
        instructions: instructions.trim() || null,
      },
      saidAs(t('settings.saved'), t('settings.failed')),
    );
  }

  return (
    <CardSection id="submission-settings-title" title={t('settings.title')}>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="form-grid">
          <Field
            label={t('settings.deadline')}
            hint={t('settings.deadlineHint', { zone: time.zoneName() })}
            type="datetime-local"
            value={deadline}
            onChange={(e) => setDeadline(e.target.value)}
          />
          <SelectField
            label={t('settings.format')}
            value={format}
            onChange={(v) => setFormat(v as PosterFormat)}
            options={posterFormats.map((f) => ({ value: f, text: words(`format.${f}`) }))}
          />
        </div>
        <Checkbox checked={autoApprove} onChange={(e) => setAutoApprove(e.target.checked)}>
          {t('settings.autoApprove')}
        </Checkbox>
        <TextAreaField
          label={t('settings.instructions')}
          hint={t('settings.instructionsHint')}
          value={instructions}
          maxLength={5000}
          rows={4}
          onChange={(e) => setInstructions(e.target.value)}
        />
        <div>
          <SubmitButton pending={save.isPending}>{t('settings.save')}</SubmitButton>
        </div>
      </form>
    </CardSection>
  );
}
