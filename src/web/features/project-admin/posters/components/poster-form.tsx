/** Every text field of a poster on the server's schema; images and audio change beside it, each when chosen. */
import type { ReactNode } from 'react';
import { useTime } from '@web/current-project/use-time';
import { clearDraft } from '@web/lib/form-draft';
import { ServerFieldErrors } from '@web/components/ui/forms/server-field-errors';
import { posterUpdateSchema, type Poster } from '@shared/contracts/posters';
import { KeywordChips } from '@web/components/ui/poster/keyword-chips';
import { Field, NumberField, TextAreaField } from '@web/components/ui/forms/field';
import { FormAlert } from '@web/components/ui/forms/form-alert';
import { useEditVersion } from '@web/components/ui/forms/use-edit-version';
import { useFieldMessages, type FieldMessages } from '@web/components/ui/forms/field-messages';
import { useZodForm } from '@web/components/ui/forms/use-zod-form';
import { useFormSave } from '@web/components/ui/forms/use-form-save';
import { saidAs } from '@web/components/ui/notices/mutation-notices';
import { usePosterSessions } from '@web/features/project-admin/boards/api/boards';
import { useUpdatePoster } from '../api/update-poster';
import { usePosterEditT } from '../i18n/poster-edit';
import { SubmitButton } from '@web/components/ui/forms/submit-button';

const gridFields = ['author', 'affiliation', 'category', 'keywords'] as const;
const messages: FieldMessages = {
  title: { required: 'required' },
  author: { required: 'required' },
  order_number: { default: 'orderInvalid' },
};
const order = [
  'title',
  'author',
  'order_number',
  'session_id',
  'affiliation',
  'category',
  'keywords',
  'abstract',
] as const;

export function PosterForm({ poster, actions }: { poster: Poster; actions: ReactNode }) {
  const { t } = usePosterEditT();
  const time = useTime();
  const update = useUpdatePoster();
  // The select shows once the sessions are here, so that it opens on the poster's own session.
  const sessions = usePosterSessions().data;
  const toValues = (p: Poster) => ({
    title: p.title,
    author: p.author,
    affiliation: p.affiliation ?? '',
    category: p.category ?? '',
    abstract: p.abstract ?? '',
    keywords: p.keywords ?? '',
    order_number: p.order_number === null ? '' : String(p.order_number),
    session_id: p.session_id === null ? '' : String(p.session_id),
  });
  const form = useZodForm(posterUpdateSchema, toValues(poster));
  const version = useEditVersion(form, poster, update, toValues);
  const { draft, serverErrors, failure } = useFormSave(
    form,
    'poster',
    toValues(poster),
    update.error,
    t('saveFailed'),
  );
  const message = useFieldMessages(t, form, messages);
  const keywords = form.watch('keywords');
  const submit = form.handleSubmit((body) =>
    update.mutate(
      { id: poster.id, body: { ...body, version } },
      saidAs(t('saved'), t('saveFailed'), () => clearDraft(draft)),
    ),
  );

  return (
    <ServerFieldErrors.Provider value={serverErrors}>
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
              hint={
                k === 'keywords' ? (
                  <>
                    {t('f.keywordsHint')}
                    {/* The chips the text makes as it is typed, as the posters show them. */}
                    <KeywordChips keywords={typeof keywords === 'string' ? keywords : null} />
                  </>
                ) : undefined
              }
              {...form.register(k)}
            />
          ))}
          <NumberField
            label={t('f.order')}
            min={0}
            hint={t('f.orderHint')}
            {...form.register('order_number')}
          />
          {sessions ? (
            <div className="field">
              <label htmlFor="poster-session">{t('f.session')}</label>
              <select id="poster-session" className="select" {...form.register('session_id')}>
                <option value="">{t('f.noSession')}</option>
                {sessions.map((s) => (
                  <option key={s.id} value={String(s.id)}>
                    {s.name} · {time.clockRange(s.date, s.starts_at, s.ends_at)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
        <TextAreaField label={t('f.abstract')} rows={8} {...form.register('abstract')} />
        <FormAlert order={order} message={message} failure={failure} />
        <div className="row-between">
          {actions}
          <SubmitButton pending={update.isPending}>{t('common:save')}</SubmitButton>
        </div>
      </form>
    </ServerFieldErrors.Provider>
  );
}
