/**
 * admin/results: the ranking under both methods side by side (raw average and normalized score, each with its
 * rank), coverage, spread and flags, per-criterion averages and every judge's comment; the people's choice on
 * its own; the ranking settings; exports and the print views.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { notice } from '@web/components/ui/notices/notice-store';
import { failedWith } from '@web/lib/error-message';
import { useCriteria } from '@web/features/project-admin/criteria/api/get-criteria';
import { usePeoplesChoice } from '../api/get-peoples-choice';
import { useResultSettings } from '../api/get-result-settings';
import { useResults } from '../api/get-results';
import { useExportResults } from '../api/export-results';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { Pager } from '@web/features/project-admin/shell/components/pager';
import { usePaged } from '@web/features/project-admin/shell/lib/use-paged';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { PeoplesChoice } from '../components/peoples-choice';
import { ResultsSettingsForm } from '../components/results-settings-form';
import { ResultsTable } from '../components/results-table';
import { useResultsT } from '../i18n/results';
import '../results.css';
import { paths } from '@web/lib/paths';
import { EmptyState } from '@web/components/ui/layout/empty-state';

export default function ResultsPage() {
  const { t } = useResultsT();
  const scope = useProjectAdminScope();
  const [category, setCategory] = useState('');
  const all = useResults();
  const filtered = useResults(category ? { category } : {});
  const settingsQ = useResultSettings();
  const criteriaQ = useCriteria();
  const votesQ = usePeoplesChoice();
  const exporter = useExportResults();
  const rows = (category ? filtered.data : all.data) ?? [];
  const slice = usePaged(rows);
  const categories = [
    ...new Set((all.data ?? []).map((r) => r.category).filter((c): c is string => !!c)),
  ].sort();
  const settings = settingsQ.data;

  const download = (format: 'xlsx' | 'csv') =>
    exporter.mutate(
      { format, ...(category ? { category } : {}) },
      { onError: (err) => notice.error(failedWith(t('fair.exportFailed'), err)) },
    );

  return (
    <ProjectAdminPage
      title={t('title')}
      actions={
        <>
          <button
            type="button"
            className="btn"
            disabled={exporter.isPending}
            onClick={() => download('xlsx')}
          >
            {exporter.isPending && exporter.variables?.format === 'xlsx'
              ? t('fair.exporting')
              : t('fair.exportXlsx')}
          </button>
          <button type="button" className="btn" disabled={exporter.isPending} onClick={() => download('csv')}>
            {exporter.isPending && exporter.variables?.format === 'csv'
              ? t('fair.exporting')
              : t('fair.exportCsv')}
          </button>
          <Link className="btn" to={paths.projectAdmin.printResults(scope.slug, category)}>
            {t('fair.print')}
          </Link>
          <Link className="btn" to={paths.projectAdmin.printCertificates(scope.slug, category)}>
            {t('fair.certificates')}
          </Link>
        </>
      }
    >
      <QueryView queries={[all, settingsQ]} failed={t('title')}>
        {() => (
          <>
            <div className="row results-tools">
              {categories.length > 0 ? (
                <div className="field">
                  <label htmlFor="results-category">{t('fair.category')}</label>
                  <select
                    id="results-category"
                    className="input"
                    value={category}
                    onChange={(e) => setCategory(e.target.value)}
                  >
                    <option value="">{t('fair.allCategories')}</option>
                    {categories.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              {settings ? (
                <p className="muted" data-testid="ranked-by">
                  {t('fair.rankedBy', { method: t(`fair.method.${settings.method}`) })}
                </p>
              ) : null}
            </div>
            {rows.length === 0 ? (
              <EmptyState>{t('empty')}</EmptyState>
            ) : (
              <>
                <ResultsTable rows={slice.rows} />
                <Pager slice={slice} />
                <p className="muted small">{t('fair.flagHelp')}</p>
              </>
            )}
            {settings && (settings.peoples_choice.enabled || (votesQ.data ?? []).some((v) => v.votes > 0)) ? (
              <PeoplesChoice />
            ) : null}
            {settings && criteriaQ.data ? (
              // Keyed by the criteria only: a save must not remount the form (its notice is said after the save).
              <ResultsSettingsForm
                key={criteriaQ.data.map((c) => `${c.id}:${c.is_active}`).join()}
                settings={settings}
                criteria={criteriaQ.data.filter((c) => c.is_active)}
              />
            ) : null}
          </>
        )}
      </QueryView>
    </ProjectAdminPage>
  );
}
