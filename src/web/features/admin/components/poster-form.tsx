/** Every text field of a poster on the server's schema; images and audio change beside it, each when chosen. */
import type { ReactNode } from 'react';
import { posterUpdateSchema, type Poster } from '../../../../shared/contracts/posters';
import { Field, NumberField, TextAreaField } from '../../../components/ui/field';
import { FormAlert, useFieldMessages, useZodForm, type FieldMessages } from '../../../components/ui/form';
import { saidAs } from '../../../components/ui/mutation-notices';
import { failedWith } from '../../../lib/error-message';
import { useUpdatePoster } from '../api/update-poster';
import { usePosterEditT } from '../i18n/poster-edit';

const gridFields = ['author', 'affiliation', 'category', 'keywords'] as const;
const messages: FieldMessages = {
  title: { required: 'required' },
  author: { required: 'required' },
  order_number: { default: 'orderInvalid' },
};
const order = ['title', 'author', 'order_number', 'affiliation', 'category', 'keywords', 'abstract'] as const;

export function PosterForm({ poster, actions }: { poster: Poster; actions: ReactNode }) {
  const { t } = usePosterEditT();
  const update = useUpdatePoster();
  const form = useZodForm(posterUpdateSchema, {
    title: poster.title,
    author: poster.author,
    affiliation: poster.affiliation ?? '',
    category: poster.category ?? '',
    abstract: poster.abstract ?? '',
    keywords: poster.keywords ?? '',
    order_number: poster.order_number === null ? '' : String(poster.order_number),
  });
  const message = useFieldMessages(t, form, messages);
  const submit = form.handleSubmit((body) =>
    update.mutate({ id: poster.id, body }, saidAs(t('saved'), t('saveFailed'))),
  );

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="poster-details-title">
      <h2 id="poster-details-title" className="h-section">
        {t('details')}
      </h2>
      <Field label={t('f.title')} required {...form.register('title')} />
      <div className="form-grid">
        {gridFields.map((k) => (
          <Field
            key={k}
            label={t(`f.${k}`)}
            required={k === 'author'}
            hint={k === 'keywords' ? t('f.keywordsHint') : undefined}
            {...form.register(k)}
          />
        ))}
        <NumberField
          label={t('f.order')}
          min={0}
          hint={t('f.orderHint')}
          {...form.register('order_number')}
        />
      </div>
      <TextAreaField label={t('f.abstract')} rows={8} {...form.register('abstract')} />
      <FormAlert
        order={order}
        message={message}
        failure={update.error ? failedWith(t('saveFailed'), update.error) : null}
      />
      <div className="row-between">
        {actions}
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {update.isPending ? t('common:saving') : t('common:save')}
        </button>
      </div>
    </form>
  );
}
