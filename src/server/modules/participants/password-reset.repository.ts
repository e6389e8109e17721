// SQL of participants' password reset links (table password_resets); project id first.
import type { Insertable, Kysely } from 'kysely';
import { findRowWhere } from '@server/db/rows';
import type { DB, PasswordResetTable } from '@server/db/schema';

/** Stores a reset link; answers false when the request that names it already made one (its job ran twice). */
export async function insertPasswordReset(
  trx: Kysely<DB>,
  row: Insertable<PasswordResetTable>,
): Promise<boolean> {
  const added = await trx
    .insertInto('password_resets')
    .values(row)
    .onConflict((oc) => oc.column('request_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return added !== undefined;
}

/** The link with this token hash in this project, locked until the transaction ends (two uses: one wins). */
export const lockPasswordReset = (trx: Kysely<DB>, projectId: number, tokenHash: string) =>
  findRowWhere(trx, 'password_resets', { project_id: projectId, token_hash: tokenHash }, { lock: 'update' });

/** Marks every unused link of the participant used (the one just used, and any older one). */
export async function updatePasswordResetsUsed(
  trx: Kysely<DB>,
  projectId: number,
  participantId: number,
  at: string,
): Promise<void> {
  await trx
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('project_id', '=', projectId)
    .where('participant_id', '=', participantId)
    .where('used_at', 'is', null)
    .execute();
}
