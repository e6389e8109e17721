// Whom a verified email signs in as at a door: an organiser (an admin who may enter the project) or one of the
// project's judges. Only existing accounts: nobody is created here; none, or more than one, is a refusal.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { AppError } from '@server/errors';
import type { PrincipalRef } from '@server/principal';
import { selectProjectLoginAdminsByEmail } from '@server/modules/admins';
import { selectJudgesByEmail } from '@server/modules/judges';
import { requireActiveProject } from '@server/modules/projects';
import type { OidcDoor } from '@shared/contracts/oidc';

/** The one account of this door with this email, as the session's principal. */
export async function accountByEmail(
  db: Kysely<DB>,
  door: OidcDoor,
  projectId: number,
  email: string,
): Promise<PrincipalRef> {
  const params = { email };
  if (door === 'judge') {
    await requireActiveProject(db, projectId);
    const judges = await selectJudgesByEmail(db, projectId, email);
    const judge = only(judges, params, 'judge of this conference');
    return { kind: 'judge', id: judge.id, projectId: judge.project_id };
  }
  const admins = await selectProjectLoginAdminsByEmail(db, projectId, email);
  const admin = only(admins, params, 'active administrator');
  if (!admin.may_enter)
    throw new AppError('NOT_ASSIGNED', 'This administrator account is not assigned to this conference');
  return { kind: 'admin', id: admin.id, projectId };
}

function only<T>(rows: T[], params: { email: string }, who: string): T {
  if (rows.length === 0)
    throw new AppError('OIDC_NO_ACCOUNT', `No ${who} has the institution account's email`, { params });
  if (rows.length > 1)
    throw new AppError(
      'OIDC_AMBIGUOUS',
      `Several accounts have this email: sign in with a username and password`,
      {
        params,
      },
    );
  return rows[0]!;
}
