/** Fields with a hint, with an error, a choice, a text area, a checkbox, a framed group, the form's one alert. */
import { useState } from 'react';
import { Field, SelectField, TextAreaField } from '@web/components/ui/forms/field';
import { FormAlert } from '@web/components/ui/forms/form-alert';
import { useShowcaseT } from '../i18n/showcase';

const categories = ['life', 'engineering', 'humanities'] as const;
const scopes = ['Winners', 'Ranking', 'Scores'] as const;

export function FormSamples() {
  const { t } = useShowcaseT();
  const [category, setCategory] = useState('');
  const [scope, setScope] = useState<(typeof scopes)[number]>('Winners');
  return (
    <form className="stack" onSubmit={(e) => e.preventDefault()} noValidate>
      <FormAlert order={['name']} message={() => t('forms.alert')} />
      <div className="form-grid">
        <Field
          label={t('forms.name')}
          hint={t('forms.nameHint')}
          defaultValue={t('table.rows.p1.presenter')}
        />
        <Field
          label={t('forms.email')}
          type="email"
          defaultValue="mirae@"
          error={t('forms.emailError')}
          autoComplete="off"
        />
        <SelectField
          label={t('forms.category')}
          value={category}
          onChange={setCategory}
          none={t('forms.categoryNone')}
          options={categories.map((c) => ({ value: c, text: t(`forms.categories.${c}`) }))}
        />
        <fieldset className="fieldset stack">
          <legend>{t('forms.scope')}</legend>
          {scopes.map((s) => (
            <label key={s} className="checkbox">
              <input type="radio" name="showcase-scope" checked={scope === s} onChange={() => setScope(s)} />
              {t(`forms.scope${s}`)}
            </label>
          ))}
        </fieldset>
        <div className="full">
          <TextAreaField label={t('forms.abstract')} hint={t('forms.abstractHint')} rows={3} />
        </div>
        <label className="checkbox full">
          <input type="checkbox" defaultChecked />
          {t('forms.agree')}
        </label>
      </div>
    </form>
  );
}
