/** /projects/{slug}/presenter/certificate: the presenter's own certificate of presentation, to print (decision 059). */
import { Link } from 'react-router';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { Spinner } from '@web/components/ui/notices/spinner';
import { PresenceCertificate } from '@web/components/ui/print/presence-certificate';
import { PrintButton } from '@web/components/ui/print/print-button';
import { ApiError } from '@web/lib/api';
import { failedWith } from '@web/lib/error-message';
import { paths } from '@web/lib/paths';
import { usePresenterCertificate } from '../api/certificate';
import { usePresenterT } from '../i18n/presenter';
import '@web/components/ui/print/print.css';
import '../presenter.css';

export default function PresenterCertificatePage() {
  const { t } = usePresenterT();
  const project = useProject();
  const q = usePresenterCertificate(project.id);
  const signedOut = q.error instanceof ApiError && (q.error.status === 401 || q.error.status === 403);
  const certificate = q.data?.certificate;
  return (
    <ProjectPage title={t('certificate.title')}>
      <div className="container-narrow stack">
        <div className="row no-print">
          <Link to={paths.presenter.page(project.slug)} className="btn">
            ‹ {t('certificate.back')}
          </Link>
          {certificate ? <PrintButton label={t('certificate.open')} /> : null}
        </div>
        <h1 className="visually-hidden">{t('certificate.title')}</h1>
        {signedOut ? (
          <p className="alert-inline" role="alert">
            {t('signedOut')}
          </p>
        ) : q.isError ? (
          <LoadFailed
            message={failedWith(t('certificate.failed'), q.error)}
            onRetry={() => void q.refetch()}
          />
        ) : !q.data ? (
          <Spinner />
        ) : certificate ? (
          <PresenceCertificate certificate={certificate} project={project.name} seal={q.data.seal} />
        ) : (
          <p className="empty">{t('certificate.none')}</p>
        )}
      </div>
    </ProjectPage>
  );
}
