/**
 * Why the phase goes back or the results are withdrawn (kept in the audit log): at most 500 characters, asked for
 * once a submit found it blank (`missing`).
 */
import { TextAreaField } from '@web/components/ui/forms/field';
import { usePhaseT } from '../i18n/phase';

export function ReasonField({
  value,
  onChange,
  missing,
}: {
  value: string;
  onChange: (value: string) => void;
  missing: boolean;
}) {
  const { t } = usePhaseT();
  return (
    <TextAreaField
      label={t('phase.reason')}
      value={value}
      maxLength={500}
      error={missing && !value.trim() ? t('phase.reasonRequired') : null}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
