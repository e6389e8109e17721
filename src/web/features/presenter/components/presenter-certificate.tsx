/**
 * The presenter's certificate of presentation (decision 059): ready to view and print once they checked in during
 * their session, a word on how to earn it before, nothing while the project does not issue them.
 */
import { Link } from 'react-router';
import { paths } from '@web/lib/paths';
import { usePresenterCertificate } from '../api/certificate';
import { usePresenterT } from '../i18n/presenter';
import { CardSection } from '@web/components/ui/layout/card-section';

export function PresenterCertificateSection({ projectId, slug }: { projectId: number; slug: string }) {
  const { t } = usePresenterT();
  const q = usePresenterCertificate(projectId);
  if (!q.data || q.data.refusal === 'CERTIFICATES_OFF') return null;
  return (
    <CardSection
      id="presenter-certificate-title"
      title={t('certificate.title')}
      testId="presenter-certificate"
    >
      {q.data.certificate ? (
        <>
          <p>{t('certificate.ready')}</p>
          <Link to={paths.presenter.certificate(slug)} className="btn btn-primary">
            {t('certificate.open')}
          </Link>
        </>
      ) : (
        <p className="muted">{t('certificate.notYet')}</p>
      )}
    </CardSection>
  );
}
