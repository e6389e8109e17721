/** The frame of every organiser's page: the banner title, a way back to the dashboard, the heading and its actions. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProjectPage } from '@web/current-project/project-page';
import { useProjectAdminT } from '../i18n/project-admin';
import '../project-admin.css';
import { paths } from '@web/lib/paths';

export function ProjectAdminPage({
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
  const { t } = useProjectAdminT();
  return (
    <ProjectPage title={title}>
      <div className="container stack project-admin-page">
        {back ? (
          <Link to={paths.projectAdmin.dashboard(slug)} className="back-link">
            {t('backToDashboard')}
          </Link>
        ) : null}
        <div className="row-between">
          <h1 className="project-admin-title">{title}</h1>
          {actions ? <div className="row">{actions}</div> : null}
        </div>
        {children}
      </div>
    </ProjectPage>
  );
}
