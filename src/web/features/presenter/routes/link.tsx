/** /projects/{slug}/presenter/link/{token}: the poster's personal link signs the presenter in, then their page. */
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { LinkOutcome } from '@web/components/ui/notices/link-outcome';
import { useLinkToken } from '@web/lib/use-link-token';
import { paths } from '@web/lib/paths';
import { usePresenterAccess } from '../api/presenter-access';
import { usePresenterT } from '../i18n/presenter';
import '../presenter.css';

export default function PresenterLinkPage() {
  const { t } = usePresenterT();
  const project = useProject();
  const access = usePresenterAccess(project.id);
  // Opening the link is the sign-in (it can be used again until it expires): asked once, at once.
  const invalid = t('link.invalid');
  const {
    send: signIn,
    message,
    retryable,
  } = useLinkToken(access, paths.presenter.page(project.slug), {
    refused: {
      LINK_EXPIRED: t('link.expired'),
      LINK_INVALID: invalid,
      NOT_FOUND: invalid,
      VALIDATION: invalid,
    },
    failed: t('link.failed'),
  });
  return (
    <ProjectPage title={t('link.title')}>
      <div className="container-narrow stack presenter-page">
        <h1>{t('link.title')}</h1>
        <LinkOutcome
          message={message}
          checking={t('link.checking')}
          retry={retryable ? { label: t('link.retry'), onClick: signIn } : null}
          alertClassName="alert-inline"
          retryClassName="btn btn-primary btn-lg btn-block"
        />
      </div>
    </ProjectPage>
  );
}
