import { useState, type FormEvent } from 'react';
import type { Poster } from '../../../../shared/contracts/posters';
import { Field, TextAreaField } from '../../../components/ui/field';
import { notice } from '../../../components/ui/notices';
import { failedWith } from '../../../lib/error-message';
import { updatePoster } from '../api/posters';
import { useRefreshProject, type AdminScope } from '../api/scope';
import { usePosterEditT } from '../i18n/poster-edit';

const gridFields = ['author', 'affiliation', 'category', 'keywords'] as const;

/** Every text field of a poster; images and audio are changed beside it, each as soon as it is chosen. */
export function PosterForm({
  scope,
  poster,
  actions,
}: {
  scope: AdminScope;
  poster: Poster;
  actions: React.ReactNode;
}) {
  const { t } = usePosterEditT();
  const refresh = useRefreshProject();
  const [v, setV] = useState({
    title: poster.title,
    author: poster.author,
    affiliation: poster.affiliation ?? '',
    category: poster.category ?? '',
    abstract: poster.abstract ?? '',
    keywords: poster.keywords ?? '',
    order_number: poster.order_number === null ? '' : String(poster.order_number),
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((s) => ({ ...s, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!v.title.trim() || !v.author.trim()) return setError(t('required'));
    const order = v.order_number.trim() === '' ? null : Number(v.order_number);
    if (order !== null && (!Number.isInteger(order) || order < 0)) return setError(t('orderInvalid'));
    setError(null);
    setBusy(true);
    try {
      await updatePoster(scope, poster.id, {
        title: v.title.trim(),
        author: v.author.trim(),
        affiliation: v.affiliation.trim() || null,
        category: v.category.trim() || null,
        abstract: v.abstract.trim() || null,
        keywords: v.keywords.trim() || null,
        order_number: order,
      });
      notice.success(t('saved'));
      await refresh();
    } catch (err) {
      console.error(err);
      setError(failedWith(t('saveFailed'), err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="poster-details-title">
      <h2 id="poster-details-title" className="h-section">
        {t('details')}
      </h2>
      <Field label={t('f.title')} value={v.title} onChange={set('title')} required />
      <div className="form-grid">
        {gridFields.map((k) => (
          <Field
            key={k}
            label={t(`f.${k}`)}
            value={v[k]}
            onChange={set(k)}
            required={k === 'author'}
            hint={k === 'keywords' ? t('f.keywordsHint') : undefined}
          />
        ))}
        <Field
          label={t('f.order')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={v.order_number}
          onChange={set('order_number')}
          hint={t('f.orderHint')}
        />
      </div>
      <TextAreaField label={t('f.abstract')} value={v.abstract} onChange={set('abstract')} rows={8} />
      {error ? (
        <div className="alert-inline" role="alert">
          {error}
        </div>
      ) : null}
      <div className="row-between">
        {actions}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('common:saving') : t('common:save')}
        </button>
      </div>
    </form>
  );
}
