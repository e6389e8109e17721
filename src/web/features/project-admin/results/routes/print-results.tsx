/** admin/print/results: the ranking on A4 (the organiser's method, both scores, coverage and flags). */
import { useSearchParams } from 'react-router';
import { useProject } from '@web/current-project/project-context';
import { useTime } from '@web/current-project/use-time';
import { useResultSettings } from '../api/get-result-settings';
import { useResults } from '../api/get-results';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { PrintButton } from '@web/components/ui/print/print-button';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { useResultsT } from '../i18n/results';
import '@web/components/ui/print/print.css';
import '../results.css';
import { PosterNumber } from '@web/components/ui/poster/poster-number';
import { EmptyState } from '@web/components/ui/layout/empty-state';

export default function PrintResultsPage() {
  const { t } = useResultsT();
  const time = useTime();
  const project = useProject();
  const category = useSearchParams()[0].get('category') ?? '';
  const resultsQ = useResults(category ? { category } : {});
  const settingsQ = useResultSettings();
  const method = settingsQ.data?.method ?? 'raw';
  return (
    <ProjectAdminPage title={t('fair.printTitle')} actions={<PrintButton label={t('fair.print')} />}>
      <QueryView queries={[resultsQ, settingsQ]} failed={t('fair.printTitle')}>
        {() => (
          <section className="stack" data-testid="print-results">
            <h2 className="h-section">
              {project.name}
              {category ? ` · ${category}` : ''}
            </h2>
            <p className="muted small">
              {t('fair.rankedBy', { method: t(`fair.method.${method}`) })} ·{' '}
              {t('fair.printedAt', { date: time.dateTime(Date.now()) })}
            </p>
            {(resultsQ.data ?? []).length === 0 ? (
              <EmptyState>{t('empty')}</EmptyState>
            ) : (
              <table className="print-results">
                <thead>
                  <tr>
                    <th scope="col" className="num">
                      {t('fair.col.rank')}
                    </th>
                    <th scope="col">{t('fair.col.poster')}</th>
                    <th scope="col" className="num">
                      {t('fair.method.raw')}
                    </th>
                    <th scope="col" className="num">
                      {t('fair.method.normalized')}
                    </th>
                    <th scope="col" className="num">
                      {t('fair.col.coverage')}
                    </th>
                    <th scope="col">{t('fair.col.flags')}</th>
                  </tr>
                </thead>
                <tbody>
                  {(resultsQ.data ?? []).map((r) => (
                    <tr key={r.poster_id}>
                      <td className="num">{r.rank}</td>
                      <td>
                        <strong>{r.title}</strong>
                        <br />
                        <PosterNumber number={r.poster_number} /> · {r.author}
                        {r.category ? ` · ${r.category}` : ''}
                      </td>
                      <td className="num">{r.average_score.toFixed(2)}</td>
                      <td className="num">{r.normalized_score.toFixed(2)}</td>
                      <td className="num">
                        {r.evaluation_count}/{r.planned_count}
                      </td>
                      <td>{r.flags.map((f) => t(`fair.flag.${f}`)).join(', ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        )}
      </QueryView>
    </ProjectAdminPage>
  );
}
