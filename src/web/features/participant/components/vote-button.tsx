/** The people's choice on a poster's page: vote or withdraw, with the votes left; hidden when no vote is held. */
import { refusalMessage } from '@web/lib/error-message';
import { useMyVotes } from '../api/get-my-votes';
import { useSetVote } from '../api/set-vote';
import { useParticipantT } from '../i18n/participant';
import { CardSection } from '@web/components/ui/layout/card-section';

export function VoteButton({ projectId, posterId }: { projectId: number; posterId: number }) {
  const { t } = useParticipantT();
  const q = useMyVotes(projectId);
  const setVote = useSetVote(projectId);
  const mine = q.data;
  if (!mine?.enabled) return null;
  const voted = mine.poster_ids.includes(posterId);
  const left = Math.max(0, mine.votes_per_participant - mine.poster_ids.length);
  const refusal = refusalMessage(setVote.error, t('vote.failed'), {
    VOTE_LIMIT: t('vote.limit', { total: mine.votes_per_participant }),
    VOTING_CLOSED: t('vote.closed'),
  });
  return (
    <CardSection
      id="vote-title"
      title={t('vote.title')}
      className="vote-box"
      headingClassName="participant-section"
      testId="vote"
    >
      {mine.open ? (
        <>
          <button
            type="button"
            className={voted ? 'btn' : 'btn btn-primary'}
            aria-pressed={voted}
            disabled={setVote.isPending || (!voted && left === 0)}
            onClick={() => setVote.mutate({ posterId, vote: !voted })}
          >
            {voted ? t('vote.withdraw') : t('vote.give')}
          </button>
          <p className="muted small" role="status">
            {voted ? `${t('vote.voted')} · ` : ''}
            {t('vote.left', { left, total: mine.votes_per_participant })}
          </p>
        </>
      ) : (
        <p className="muted">{t('vote.closed')}</p>
      )}
      {refusal ? (
        <p className="alert-inline" role="alert">
          {refusal}
        </p>
      ) : null}
    </CardSection>
  );
}
