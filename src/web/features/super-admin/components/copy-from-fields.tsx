/** The create form's "start from an earlier conference": a project to copy from, and what to copy. */
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { copyKinds } from '@shared/contracts/projects';
import { registerMessages } from '@web/i18n';
import { useSuperProjects } from '../api/get-projects';

const useCopyT = registerMessages('copyFrom', {
  ko: {
    label: '이전 프로젝트에서 가져오기',
    none: '가져오지 않음',
    criteria: '평가 기준',
    judges: '심사위원 (비밀번호 그대로)',
    what: '가져올 항목',
  },
  en: {
    label: 'Copy from an earlier project',
    none: 'Do not copy',
    criteria: 'Evaluation criteria',
    judges: 'Judges (passwords kept)',
    what: 'What to copy',
  },
});

type CopyValues = { copy_from_project_id?: unknown; copy?: unknown };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form that has the two copy fields
export function CopyFromFields({ form }: { form: UseFormReturn<any, unknown, any> }) {
  const { t } = useCopyT();
  const id = useId();
  const projects = useSuperProjects(null).data ?? [];
  const source = (form.watch() as CopyValues).copy_from_project_id;
  const chosen = source !== undefined && source !== null && source !== '';
  const select = form.register('copy_from_project_id', {
    // Choosing a source ticks both parts; clearing it copies nothing.
    onChange: (e: { target: { value: string } }) =>
      form.setValue('copy', e.target.value ? [...copyKinds] : []),
  });
  return (
    <div className="stack">
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('label')}</label>
        <select id={`${id}-from`} className="input" {...select}>
          <option value="">{t('none')}</option>
          {projects.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name} ({p.slug})
            </option>
          ))}
        </select>
      </div>
      {chosen ? (
        <fieldset className="field">
          <legend>{t('what')}</legend>
          {copyKinds.map((k) => (
            <label key={k} className="checkbox">
              <input type="checkbox" value={k} {...form.register('copy')} /> {t(k)}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
