/** /projects/{slug}/judge/link/{token}: one tap signs the judge in (a link preview that opens it uses nothing). */
import { Link, useNavigate, useParams } from 'react-router';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { useAccessLink } from '../api/use-access-link';
import { useJudgingDayPagesT } from '../i18n/judging-day';
import { paths } from '@web/lib/paths';
import { FailedAlert } from '@web/components/ui/notices/failed-alert';

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
        <FailedAlert error={signIn.error} failed={t('access.failed')} />
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
