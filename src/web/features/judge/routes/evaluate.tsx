/** judge/evaluate/{id}: the poster beside the scoring form. */
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { JudgePosterView } from '@shared/contracts/judging';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { useIdParam } from '@web/lib/use-id-param';
import { useSession } from '@web/session/session-context';
import { notice } from '@web/components/ui/notices/notice-store';
import { Spinner } from '@web/components/ui/notices/spinner';
import { ApiError } from '@web/lib/api';
import { errorMessage } from '@web/lib/error-message';
import { useJudgePoster } from '../api/get-judge-poster';
import { useJudgePosters } from '../api/get-judge-posters';
import { EvaluationForm } from '../components/evaluation-form';
import { DeclareConflict } from '../components/declare-conflict';
import { OutboxStatus } from '../components/outbox-status';
import { PosterSummary } from '../components/poster-summary';
import { JudgeBoardMap } from '../components/board-map';
import { PosterNumber } from '@web/components/ui/poster/poster-number';
import { useEvaluateT } from '../i18n/evaluate';
import type { SendResult } from '../lib/outbox';
import { useServiceWorker } from '@web/lib/service-worker';
import { useOutboxState } from '../lib/use-outbox';
import { isUnauthenticated, useSessionExpired } from '../lib/use-session-expired';
import { nextUnscored, posterLabel } from '../lib/walk';
import '../judge.css';
import '../judge-evaluation.css';
import { paths } from '@web/lib/paths';

/**
 * judge/evaluate/{id}: the poster beside (phone: above) one slider per active criterion and the overall opinion.
 * A poster that does not exist, or is not assigned to this judge (403), shows a red message and a way back; any other
 * load failure is a notice and the list.
 */
export default function JudgeEvaluatePage() {
  const { t } = useEvaluateT();
  const project = useProject();
  const { user } = useSession();
  const navigate = useNavigate();
  const { id: posterId, valid: validId } = useIdParam();
  const q = useJudgePoster(project.id, posterId);
  const listPath = paths.judge.posters(project.slug);
  const notAssigned = q.error instanceof ApiError && q.error.status === 403;
  const notFound =
    notAssigned ||
    !validId ||
    (q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 400));
  const expired = useSessionExpired(q.error);
  const otherFailure = q.isError && !notFound && !isUnauthenticated(q.error);
  useServiceWorker();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [posterId]);

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
        <OutboxStatus projectId={project.id} projectSlug={project.slug} judgeId={user?.id} />
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
          <Evaluation
            key={posterId}
            view={q.data}
            judgeId={user.id}
            locked={project.phase === 'open' ? null : project.phase === 'setup' ? 'setup' : 'closed'}
          />
        ) : null}
      </div>
    </ProjectPage>
  );
}

type EvaluationProps = { view: JudgePosterView; judgeId: number; locked: 'setup' | 'closed' | null };

/** One poster: the poster and its form, then, once submitted, what happened and where to go next. */
function Evaluation({ view, judgeId, locked }: EvaluationProps) {
  const project = useProject();
  const [done, setDone] = useState<SendResult['status'] | null>(null);
  const label = `${posterLabel(view.poster.number, view.poster.board)} ${view.poster.title}`;
  useEffect(() => {
    if (done) window.scrollTo(0, 0);
  }, [done]);
  if (done) return <Submitted status={done} posterId={view.poster.id} judgeId={judgeId} />;
  return (
    <div className="judge-eval">
      <PosterSummary poster={view.poster} />
      <EvaluationForm
        view={view}
        projectId={project.id}
        projectSlug={project.slug}
        judgeId={judgeId}
        label={label}
        onDone={setDone}
        locked={locked}
      />
      <DeclareConflict
        refOf={{ projectId: project.id, judgeId, posterId: view.poster.id }}
        projectSlug={project.slug}
        label={label}
        evaluated={view.evaluation !== null}
      />
    </div>
  );
}

/** After a submission: stored or waiting for signal, then the next unscored poster in board order, and the list. */
function Submitted({
  status,
  posterId,
  judgeId,
}: {
  status: SendResult['status'];
  posterId: number;
  judgeId: number;
}) {
  const { t } = useEvaluateT();
  const project = useProject();
  const posters = useJudgePosters(project.id);
  const box = useOutboxState(project.id, judgeId);
  const waiting = new Set(box.waiting.map((i) => i.posterId));
  const next = posters.data ? nextUnscored(posters.data, posterId, waiting) : null;
  return (
    <section className="card stack judge-done" aria-labelledby="judge-done-title">
      <h1 id="judge-done-title" className="judge-poster-title" role="status">
        {status === 'sent' ? `✓ ${t('evaluate.submitted')}` : t('evaluate.queued')}
      </h1>
      {next ? (
        <Link
          to={paths.judge.evaluate(project.slug, next.poster_id)}
          className="btn btn-primary btn-lg btn-block btn-wrap"
        >
          <span>{t('evaluate.next')}</span> <PosterNumber number={next.poster_number} board={next.board} />{' '}
          <span>{next.title}</span>
        </Link>
      ) : posters.data ? (
        <p className="judge-note">{t('evaluate.allDone')}</p>
      ) : null}
      {next ? <JudgeBoardMap board={next.board} /> : null}
      <Link
        to={paths.judge.posters(project.slug)}
        className={`btn btn-lg btn-block${next ? '' : ' btn-primary'}`}
      >
        {t('evaluate.backToList')}
      </Link>
    </section>
  );
}
