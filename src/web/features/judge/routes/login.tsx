/** judge/login: the judge's own login; a failure is an inline red message (docs/product.md#messages). */
import { Link } from 'react-router';
import { useProject } from '@web/current-project/project-context';
import { ProjectLogin } from '@web/current-project/project-login';
import { useJudgeLogin } from '../api/judge-login';
import { useServiceWorker } from '@web/lib/service-worker';
import { useJudgeT } from '../i18n/judge';
import '../judge.css';
import '../judge-evaluation.css';
import { paths } from '@web/lib/paths';

export default function JudgeLoginPage() {
  const { t } = useJudgeT();
  const project = useProject();
  const { slug } = project;
  // The shell is cached while the judge types: the list and the posters can then open without signal.
  useServiceWorker();
  return (
    <ProjectLogin
      large
      title={t('login.title')}
      subtitle={t('login.subtitle', { project: project.name })}
      mutation={useJudgeLogin()}
      wrongCredentials={t('login.failed')}
      // A poster's QR address sends a judge here and is where they go back to (it opens the evaluation).
      area={[paths.judge.area(slug), paths.posterLink(slug, '')]}
      start={paths.judge.posters(slug)}
      links={
        <nav className="judge-links" aria-label={t('login.title')}>
          <Link to={paths.participant.login(slug)}>{t('login.toParticipant')}</Link>
          <Link to={paths.home()}>{t('login.toProjects')}</Link>
        </nav>
      }
    />
  );
}
