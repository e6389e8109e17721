// The people's choice: participants' votes for posters, while judging is open, ranked on their own.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '@server/db/schema';
import { effectivePhase } from '@shared/contracts/projects';
import type { MyVotes, PeoplesChoiceRow } from '@shared/contracts/reports';
import { isForeignKeyViolation, isUniqueViolation } from '@server/db/constraint-errors';
import { AppError, notFound } from '@server/errors';
import { getProjectState } from '@server/modules/projects';
import { selectParticipantExists } from '@server/modules/participants';
import { selectPosterExists } from '@server/modules/posters';
import * as repo from './reports.repository';
import { rankByVotes } from './ranking';

/** Votes count only while the organiser has opened the vote and judging is open (the phase, decision 020). */
async function voteState(db: Kysely<DB>, projectId: number, lock?: 'share') {
  const project = await getProjectState(db, projectId, lock);
  const settings = (await repo.findResultSettings(db, projectId, lock)) ?? null;
  const enabled = settings?.peoples_choice_enabled === 1;
  const open =
    enabled && project.is_active === 1 && effectivePhase(project.phase, project.judging_closes_at) === 'open';
  return { enabled, open, limit: settings?.votes_per_participant ?? 3 };
}

export async function myVotes(db: Kysely<DB>, projectId: number, participantId: number): Promise<MyVotes> {
  const state = await voteState(db, projectId);
  return {
    enabled: state.enabled,
    open: state.open,
    votes_per_participant: state.limit,
    poster_ids: await repo.selectVotesOf(db, projectId, participantId),
  };
}

/**
 * Checks, in the vote's transaction, that voting is open (the project row and the settings read FOR SHARE, so
 * closing judging or the vote waits for this write) and locks the participant's row FOR UPDATE, so the same
 * participant's votes are counted one at a time and the limit holds at the insert.
 */
async function openVoteFor(trx: Transaction<DB>, projectId: number, participantId: number, posterId: number) {
  const state = await voteState(trx, projectId, 'share');
  if (!state.open)
    throw new AppError(
      'VOTING_CLOSED',
      state.enabled
        ? "The people's choice vote is open only while judging is open"
        : "The people's choice vote is not open",
    );
  if (!(await selectParticipantExists(trx, projectId, participantId, 'update')))
    throw notFound('Participant');
  // The poster is read shared, so it stays until the vote is stored.
  if (!(await selectPosterExists(trx, projectId, posterId, 'share'))) throw notFound('Poster');
  return { limit: state.limit, mine: await repo.selectVotesOf(trx, projectId, participantId) };
}

/** Gives this participant's vote to the poster (once; voting again for it changes nothing). 409 VOTE_LIMIT past N. */
export async function castVote(
  db: Kysely<DB>,
  projectId: number,
  participantId: number,
  posterId: number,
): Promise<MyVotes> {
  try {
    await db.transaction().execute(async (trx) => {
      const { limit, mine } = await openVoteFor(trx, projectId, participantId, posterId);
      if (mine.includes(posterId)) return;
      if (mine.length >= limit)
        throw new AppError(
          'VOTE_LIMIT',
          `You have used all ${limit} of your votes: withdraw one to vote for this poster`,
          { params: { max: limit } },
        );
      await repo.insertVote(trx, projectId, participantId, posterId);
    });
  } catch (err) {
    // The poster or the participant was deleted meanwhile; a duplicate cannot pass the participant's lock.
    if (isForeignKeyViolation(err)) throw notFound('Poster');
    if (!isUniqueViolation(err)) throw err;
  }
  return myVotes(db, projectId, participantId);
}

/** Withdraws this participant's vote for the poster (nothing to withdraw changes nothing), while voting is open. */
export async function withdrawVote(
  db: Kysely<DB>,
  projectId: number,
  participantId: number,
  posterId: number,
): Promise<MyVotes> {
  await db.transaction().execute(async (trx) => {
    await openVoteFor(trx, projectId, participantId, posterId);
    await repo.deleteVoteRow(trx, projectId, participantId, posterId);
  });
  return myVotes(db, projectId, participantId);
}

/** Every poster of the project with its votes, most first; equal counts share the rank. */
export async function peoplesChoice(db: Kysely<DB>, projectId: number): Promise<PeoplesChoiceRow[]> {
  return rankByVotes(await repo.selectVoteCounts(db, projectId));
}
