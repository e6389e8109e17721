/**
 * admin/print/labels: an A4 sheet of poster labels (number, board, the presenter's session and its time, title, QR
 * code), several a page.
 */
import { apiUrl } from '@web/lib/api';
import { usePosters } from '../api/get-posters';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { PrintButton } from '@web/components/ui/print/print-button';
import { posterBoard, posterNumber } from '../lib/poster-label';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { usePostersT } from '../i18n/posters';
import { useTime } from '@web/current-project/use-time';
import '@web/components/ui/print/print.css';

export default function PrintLabelsPage() {
  const { t } = usePostersT();
  const time = useTime();
  const scope = useProjectAdminScope();
  const postersQ = usePosters();
  return (
    <ProjectAdminPage title={t('print.labelsTitle')} actions={<PrintButton label={t('print.print')} />}>
      <QueryView queries={[postersQ]} failed={t('print.loadFailed')}>
        {() => (
          <div className="print-sheet" data-testid="labels">
            {(postersQ.data ?? []).map((p) => {
              const board = posterBoard(p);
              return (
                <article key={p.id} className="print-item" data-testid="label">
                  <img
                    src={apiUrl(scope.paths.posters.qrCode(p.id))}
                    alt={t('print.qrOf', { id: posterNumber(p) })}
                    width={132}
                    height={132}
                  />
                  <div className="stack">
                    <span className="print-number">{posterNumber(p)}</span>
                    {board ? <span>{t('print.board', { board })}</span> : null}
                    {p.session ? (
                      <span className="small" data-testid="label-session">
                        {t('print.session', {
                          name: p.session.name,
                          time: time.clockRange(p.session.date, p.session.starts_at, p.session.ends_at),
                        })}
                      </span>
                    ) : null}
                    <strong>{p.title}</strong>
                    <span className="muted small">{p.author}</span>
                  </div>
                </article>
              );
            })}
          </div>
        )}
      </QueryView>
    </ProjectAdminPage>
  );
}
