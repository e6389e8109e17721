/** What waits on the device to be sent, what was sent, and what the server refused. */
import { Link } from 'react-router';
import { useJudgeT } from '../i18n/judge';
import { dismiss, resetSent } from '../lib/outbox';
import { useOutboxSender, useOutboxState } from '../lib/use-outbox';
import { paths } from '@web/lib/paths';

type Props = { projectId: number; projectSlug: string; judgeId: number | undefined };

/**
 * "Waiting to send (N)" while evaluations wait for the network, "Sent" once they have all gone, and each
 * refusal (judging closed, the assignment removed) with the server's reason until the judge has read it. The
 * page that shows it also sends what waits.
 */
export function OutboxStatus({ projectId, projectSlug, judgeId }: Props) {
  const { t } = useJudgeT();
  const box = useOutboxState(projectId, judgeId);
  useOutboxSender(projectId, judgeId, box.waiting.length);
  return (
    <>
      <div role="status" aria-live="polite" className="judge-outbox-live">
        {box.waiting.length > 0 ? (
          <div className="judge-note judge-note-warn judge-outbox" data-testid="outbox-waiting">
            <strong>{t('outbox.waiting', { count: box.waiting.length })}</strong>{' '}
            {box.needsLogin ? t('outbox.needsLogin') : t('outbox.waitingHint')}
            {box.needsLogin ? (
              <Link
                className="btn"
                to={paths.judge.login(projectSlug)}
                state={{ from: paths.judge.posters(projectSlug) }}
              >
                {t('evaluate.loginAgain')}
              </Link>
            ) : null}
          </div>
        ) : box.sent > 0 ? (
          <div className="judge-note judge-outbox row-between" data-testid="outbox-sent">
            <span>✓ {t('outbox.sent', { count: box.sent })}</span>
            <button type="button" className="btn btn-sm" onClick={resetSent}>
              {t('outbox.ok')}
            </button>
          </div>
        ) : null}
      </div>
      {box.refused.map((item) => (
        <div
          key={item.id}
          className="alert-inline stack judge-outbox"
          role="alert"
          data-testid="outbox-refused"
        >
          <span>
            {t('outbox.refused', { poster: item.label, detail: item.refused?.detail ?? '' })}{' '}
            {t('evaluate.draftKept')}
          </span>
          <div className="row">
            <Link className="btn" to={paths.judge.evaluate(projectSlug, item.posterId)}>
              {t('outbox.open')}
            </Link>
            <button type="button" className="btn" onClick={() => void dismiss(item)}>
              {t('outbox.ok')}
            </button>
          </div>
        </div>
      ))}
    </>
  );
}
