/** The frame of every organiser's page: the banner title, a way back to the dashboard, the heading and its actions. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@web/components/ui/layout/page-header';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { useProjectAdminT } from '../i18n/project-admin';
import '../project-admin.css';
import { paths } from '@web/lib/paths';

export function ProjectAdminPage({
  title,
  actions,
  back = true,
  children,
}: {
  title: string;
  actions?: ReactNode;
  back?: boolean;
  children: ReactNode;
}) {
  const { t } = useProjectAdminT();
  const { slug } = useProject();
  return (
    <ProjectPage title={title}>
      <div className="container page-column">
        {back ? (
          <Link to={paths.projectAdmin.dashboard(slug)} className="back-link">
            {t('backToDashboard')}
          </Link>
        ) : null}
        <PageHeader title={title} actions={actions} />
        {children}
      </div>
    </ProjectPage>
  );
}
