import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProjectPage } from '../../../app/project-guard';
import { useAdminT } from '../i18n/admin';
import '../admin.css';

/** The frame of every admin page: the banner title, a way back to the dashboard, the heading and its actions. */
export function AdminPage({
  title,
  slug,
  actions,
  back = true,
  children,
}: {
  title: string;
  slug: string;
  actions?: ReactNode;
  back?: boolean;
  children: ReactNode;
}) {
  const { t } = useAdminT();
  return (
    <ProjectPage title={title}>
      <div className="container stack admin-page">
        {back ? (
          <Link to={`/projects/${slug}/admin/dashboard`} className="back-link">
            {t('backToDashboard')}
          </Link>
        ) : null}
        <div className="row-between">
          <h1 className="admin-title">{title}</h1>
          {actions ? <div className="row">{actions}</div> : null}
        </div>
        {children}
      </div>
    </ProjectPage>
  );
}

/** A load failure: said once in words with a way to try again (the notice has already been shown). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useAdminT();
  return (
    <div className="empty" role="alert">
      <p>{t('loadFailed')}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('common:retry')}
      </button>
    </div>
  );
}
