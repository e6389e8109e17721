/**
 * Images a poster sheet named by URL that are not fetched yet (decision 049): which poster, which address, the
 * state, the last error, the tries and the next one, with a retry now for each (and all, on the full list).
 */
import type { ImageFetch } from '@shared/contracts/imports';
import { saidAs } from '@web/components/ui/notices/mutation-notices';
import { Table } from '@web/components/ui/tables/table';
import { failedWith } from '@web/lib/error-message';
import { useTime } from '@web/current-project/use-time';
import { useRetryAllImageFetches, useRetryImageFetch } from '../api/image-fetches';
import { useImageFetchesT } from '../i18n/image-fetches';
import { PosterNumber } from '@web/components/ui/poster/poster-number';
import { RunButton } from '@web/features/project-admin/shell/components/run-button';

export function ImageFetchTable({ items, withPoster }: { items: ImageFetch[]; withPoster: boolean }) {
  const { t } = useImageFetchesT();
  const time = useTime();
  const retry = useRetryImageFetch();
  const columns = [
    ...(withPoster ? [t('col.poster')] : []),
    t('col.url'),
    t('col.status'),
    t('col.error'),
    t('col.attempts'),
    t('col.nextTry'),
    t('col.action'),
  ];
  return (
    <Table label={t('title')} testId="image-fetches" columns={columns}>
      {items.map((f) => (
        <tr key={f.id}>
          {withPoster ? (
            <td>
              <PosterNumber number={f.poster_number} /> {f.poster_title}
            </td>
          ) : null}
          <td className="small" style={{ overflowWrap: 'anywhere' }}>
            {f.source_url}
          </td>
          <td>
            <span className={`badge${f.status === 'failed' ? ' badge-danger' : ' badge-info'}`}>
              {t(`status.${f.status}`)}
            </span>
          </td>
          <td className="small">
            {f.why ? t(`why.${f.why.code}`, f.why.params ?? {}) : (f.error ?? t('none'))}
          </td>
          <td>{t('attempts', { count: f.attempts })}</td>
          <td className="small">{f.next_try_at ? time.dateTime(f.next_try_at) : t('none')}</td>
          <td>
            <button
              type="button"
              className="btn btn-sm"
              aria-label={t('retryOf', { url: f.source_url })}
              disabled={retry.isPending}
              onClick={() => retry.mutate(f.id, saidAs(t('retried'), t('retryFailed')))}
            >
              {t('retry')}
            </button>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Retry every image of the project now. */
export function RetryAllButton() {
  const { t } = useImageFetchesT();
  const all = useRetryAllImageFetches();
  return (
    <RunButton
      mutation={all}
      done={(r) => t('retriedAll', { count: r.queued })}
      failed={(err) => failedWith(t('retryFailed'), err)}
    >
      {t('retryAll')}
    </RunButton>
  );
}
