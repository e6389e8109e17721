/**
 * admin/abstract-book: the abstract book (초록집): built by the server from the approved posters, downloaded as PDF
 * or Excel, and published to participants and judges (decision 054).
 */
import { useState } from 'react';
import { notice } from '@web/components/ui/notices/notice-store';
import { useTime } from '@web/current-project/use-time';
import { errorMessage } from '@web/lib/error-message';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import {
  downloadAbstractBook,
  useAbstractBook,
  useBuildAbstractBook,
  usePublishAbstractBook,
} from '../api/abstract-book';
import { useAbstractBookT } from '../i18n/abstract-book';

const badge = { none: 'badge-info', queued: 'badge-info', ready: 'badge-success', failed: 'badge-danger' };

/** The book's two downloads: the PDF and its spreadsheet. */
const KINDS = ['pdf', 'xlsx'] as const;

export default function AbstractBookPage() {
  const { t } = useAbstractBookT();
  const time = useTime();
  const scope = useProjectAdminScope();
  const book = useAbstractBook().data;
  const build = useBuildAbstractBook();
  const publish = usePublishAbstractBook();
  const [downloading, setDownloading] = useState(false);
  /** The box follows the click at once; the stored state takes over when the answer is back. */
  const [wanted, setWanted] = useState<boolean | null>(null);
  const failed = (err: unknown) => notice.error(`${t('failedTo')}: ${errorMessage(err)}`);
  const download = (kind: (typeof KINDS)[number]) => {
    setDownloading(true);
    downloadAbstractBook(scope, kind)
      .catch(failed)
      .finally(() => setDownloading(false));
  };
  const building = build.isPending || book?.status === 'queued';

  return (
    <ProjectAdminPage title={t('title')}>
      <p className="muted">{t('intro')}</p>
      <section className="card stack" aria-labelledby="book-state" data-testid="abstract-book">
        <h2 id="book-state">
          {book ? <span className={`badge ${badge[book.status]}`}>{t(`state.${book.status}`)}</span> : null}
        </h2>
        {book?.built_at ? (
          <p>
            {t('made', {
              posters: book.poster_count ?? 0,
              pages: book.page_count ?? 0,
              at: time.dateTime(book.built_at),
            })}
          </p>
        ) : null}
        {book?.error ? <p className="small">{book.error}</p> : null}
        <div className="row">
          <button
            type="button"
            className="btn btn-primary"
            disabled={building}
            onClick={() => build.mutate(undefined, { onError: failed })}
          >
            {building ? t('building') : book?.built_at ? t('rebuild') : t('build')}
          </button>
          {KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              className="btn"
              disabled={!book?.built_at || downloading}
              onClick={() => download(kind)}
            >
              {t(kind)}
            </button>
          ))}
        </div>
        <p className="muted small">{t('buildHint')}</p>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={wanted ?? book?.published ?? false}
            disabled={!book || publish.isPending}
            onChange={(e) => {
              setWanted(e.target.checked);
              publish.mutate(e.target.checked, {
                onSuccess: (b) => notice.success(b.published ? t('published') : t('unpublished')),
                onError: failed,
                onSettled: () => setWanted(null),
              });
            }}
          />{' '}
          {t('publish')}
        </label>
        <p className="muted small">{t('publishHint')}</p>
      </section>
    </ProjectAdminPage>
  );
}
