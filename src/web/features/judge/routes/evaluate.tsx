/** judge/evaluate/{id}: the poster beside the scoring form. */
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { ProjectPage, useProject } from '../../../app/project-guard';
import { useIdParam } from '../../../app/route-params';
import { useSession } from '../../../app/session';
import { notice } from '../../../components/ui/notices';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { useJudgePoster } from '../api/get-judge-poster';
import { EvaluationForm } from '../components/evaluation-form';
import { PosterSummary } from '../components/poster-summary';
import { useJudgeT } from '../i18n/judge';
import { isUnauthenticated, useSessionExpired } from '../lib/use-session-expired';
import '../judge.css';

/**
 * judge/evaluate/{id}: the poster beside (phone: above) one slider per active criterion and the overall opinion.
 * A poster that does not exist, or is not assigned to this judge (403), shows a red message and a way back; any other
 * load failure is a notice and the list.
 */
export default function JudgeEvaluatePage() {
  const { t } = useJudgeT();
  const project = useProject();
  const { user } = useSession();
  const navigate = useNavigate();
  const { id: posterId, valid: validId } = useIdParam();
  const q = useJudgePoster(project.id, posterId);
  const listPath = `/projects/${project.slug}/judge/posters`;
  const notAssigned = q.error instanceof ApiError && q.error.status === 403;
  const notFound =
    notAssigned ||
    !validId ||
    (q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 400));
  const expired = useSessionExpired(q.error);
  const otherFailure = q.isError && !notFound && !isUnauthenticated(q.error);

  useEffect(() => {
    if (!otherFailure) return;
    notice.error(`${t('evaluate.loadFailed')}: ${errorMessage(q.error)}`);
    navigate(listPath, { replace: true });
  }, [otherFailure, q.error, t, navigate, listPath]);

  return (
    <ProjectPage title={t('evaluate.title')}>
      <div className="container judge-page">
        <Link to={listPath} className="btn judge-back">
          ‹ {t('evaluate.backToList')}
        </Link>
        {notFound ? (
          <div className="stack">
            <h1 className="visually-hidden">{t('evaluate.title')}</h1>
            <p className="alert-inline" role="alert">
              {notAssigned ? t('evaluate.notAssigned') : t('evaluate.notFound')}
            </p>
            <Link to={listPath} className="btn btn-lg btn-block">
              {t('evaluate.backToList')}
            </Link>
          </div>
        ) : q.isPending || expired || otherFailure || !user ? (
          <Spinner />
        ) : q.data ? (
          <div className="judge-eval">
            <PosterSummary poster={q.data.poster} />
            <EvaluationForm
              key={posterId}
              view={q.data}
              projectId={project.id}
              projectSlug={project.slug}
              judgeId={user.id}
              locked={project.phase === 'open' ? null : project.phase === 'setup' ? 'setup' : 'closed'}
            />
          </div>
        ) : null}
      </div>
    </ProjectPage>
  );
}
