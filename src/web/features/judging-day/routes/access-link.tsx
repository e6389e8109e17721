/** /projects/{slug}/judge/link/{token}: one tap signs the judge in (a link preview that opens it uses nothing). */
import { Link, useNavigate, useParams } from 'react-router';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { failedWith } from '@web/lib/error-message';
import { useAccessLink } from '../api/use-access-link';
import { useJudgingDayPagesT } from '../i18n/judging-day';
import { paths } from '@web/lib/paths';

export default function AccessLinkPage() {
  const { t } = useJudgingDayPagesT();
  const project = useProject();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const signIn = useAccessLink();
  const list = paths.judge.posters(project.slug);
  return (
    <ProjectPage title={t('access.title')}>
      <div className="container-narrow stack">
        <h1>{t('access.title')}</h1>
        <p>{t('access.intro', { project: project.name })}</p>
        {signIn.error ? (
          <p className="alert-inline" role="alert">
            {failedWith(t('access.failed'), signIn.error)}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn-primary btn-lg btn-block"
          disabled={signIn.isPending}
          onClick={() => signIn.mutate(token, { onSuccess: () => navigate(list, { replace: true }) })}
        >
          {signIn.isPending ? t('access.signingIn') : t('access.signIn')}
        </button>
        <Link to={paths.judge.login(project.slug)}>{t('access.toLogin')}</Link>
      </div>
    </ProjectPage>
  );
}
