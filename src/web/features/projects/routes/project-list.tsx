/** "/": the active conferences, searchable, each card opening its project. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@web/components/ui/layout/empty-state';
import { PageHeader } from '@web/components/ui/layout/page-header';
import { Spinner } from '@web/components/ui/notices/spinner';
import { searchProjects, usePublicProjects } from '../api/get-public-projects';
import { ProjectCard } from '../components/project-card';
import { useProjectListT } from '../i18n/project-list';
import '../project-list.css';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { paths } from '@web/lib/paths';

export default function ProjectListPage() {
  const { t } = useProjectListT();
  const projects = usePublicProjects();
  const [query, setQuery] = useState('');

  useEffect(() => {
    document.title = t('title');
  }, [t]);

  const all = projects.data ?? [];
  const shown = searchProjects(all, query);

  return (
    <div className="container page-column">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Link to={paths.superAdmin.login()} className="btn">
            {t('adminLogin')}
          </Link>
        }
      />

      {all.length > 0 ? (
        <div className="toolbar">
          <label htmlFor="project-search" className="visually-hidden">
            {t('searchLabel')}
          </label>
          <input
            id="project-search"
            type="search"
            className="input project-search"
            placeholder={t('searchPlaceholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <span className="muted small" aria-live="polite">
            {query.trim()
              ? t('countFiltered', { count: shown.length, total: all.length })
              : t('count', { count: all.length })}
          </span>
        </div>
      ) : null}

      {projects.isPending ? <Spinner /> : null}
      {projects.isError ? (
        <LoadFailed message={t('loadFailed')} onRetry={() => void projects.refetch()} />
      ) : null}
      {projects.isSuccess && all.length === 0 ? (
        <EmptyState title={t('emptyTitle')}>{t('emptyBody')}</EmptyState>
      ) : null}
      {projects.isSuccess && all.length > 0 && shown.length === 0 ? (
        <EmptyState
          action={
            <button type="button" className="btn btn-sm" onClick={() => setQuery('')}>
              {t('clearSearch')}
            </button>
          }
        >
          {t('noResults', { query: query.trim() })}
        </EmptyState>
      ) : null}
      {shown.length > 0 ? (
        <ul className="card-grid project-grid">
          {shown.map((p) => (
            <li key={p.id}>
              <ProjectCard project={p} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
