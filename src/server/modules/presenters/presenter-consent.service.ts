// The presenter's refusals for their own poster: no download, not online after the event
// (docs/decisions/055-consent.md).
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { AppError, notFound } from '@server/errors';
import type { PresenterConsent } from '@shared/contracts/submissions';
import { recordChange } from '@server/modules/audit';
import type { PresenterPrincipal } from '@server/principal';
import { lockPosterRefusals, updatePosterRefusals } from '@server/modules/posters';

/** Sets what the presenter names, in one transaction with its audit entry; answers both as they are now. */
export async function setPresenterConsent(
  db: Kysely<DB>,
  presenter: PresenterPrincipal,
  projectId: number,
  input: PresenterConsent,
): Promise<Required<PresenterConsent>> {
  if (input.download_refused === undefined && input.after_event_refused === undefined)
    throw new AppError('NOTHING_TO_CHANGE', 'Name download_refused, after_event_refused or both');
  return db.transaction().execute(async (trx) => {
    const poster = await lockPosterRefusals(trx, projectId, presenter.posterId);
    if (!poster) throw notFound('Poster');
    const before = {
      download_refused: poster.download_refused === 1,
      after_event_refused: poster.after_event_refused === 1,
    };
    const after = { ...before, ...input };
    await updatePosterRefusals(trx, projectId, presenter.posterId, {
      download_refused: after.download_refused ? 1 : 0,
      after_event_refused: after.after_event_refused ? 1 : 0,
    });
    await recordChange(trx, projectId, {
      kind: 'poster.consent',
      poster_id: presenter.posterId,
      summary: `The presenter ${after.download_refused ? 'refuses' : 'allows'} downloads and ${
        after.after_event_refused ? 'refuses' : 'allows'
      } access after the event`,
      detail: { old: before, new: after },
    });
    return after;
  });
}
