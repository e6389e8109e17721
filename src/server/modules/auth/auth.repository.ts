// The account behind a session as GET /auth/me answers it (admins, judges, participants and presenters alike).
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import type { Me } from '@shared/contracts/auth';
import type { Principal } from '@server/principal';
import { AppError } from '@server/errors';
import { displayId } from '@shared/format';

export async function findMe(db: Kysely<DB>, p: Principal): Promise<Me> {
  if (p.kind === 'admin') {
    const a = await db
      .selectFrom('admins')
      .select(['id', 'username', 'email', 'full_name', 'is_super_admin'])
      .where('id', '=', p.id)
      .executeTakeFirst();
    if (!a) throw new AppError('LOGIN_REQUIRED', 'Please log in first');
    const links = await db
      .selectFrom('admin_projects')
      .select('project_id')
      .where('admin_id', '=', p.id)
      .execute();
    return {
      kind: 'admin',
      role: a.is_super_admin ? 'super_admin' : 'project_admin',
      id: a.id,
      username: a.username,
      email: a.email,
      full_name: a.full_name,
      is_super_admin: a.is_super_admin === 1,
      project_id: null,
      project_ids: links.map((l) => l.project_id),
    };
  }
  if (p.kind === 'presenter') return findPresenterMe(db, p.posterId);
  if (p.kind === 'kiosk') {
    // A screen has no account: its name stands for it (the session lookup found the screen).
    const [id, username, projectId] = [p.screenId, p.username, p.projectId];
    const base = { email: null, full_name: username, is_super_admin: false };
    return {
      kind: 'kiosk',
      role: 'kiosk',
      id,
      username,
      ...base,
      project_id: projectId,
      project_ids: [projectId],
    };
  }
  const table = p.kind === 'judge' ? 'judges' : 'participants';
  const r = await db
    .selectFrom(table)
    .select(['id', 'username', 'email', 'full_name', 'project_id'])
    .where('id', '=', p.id)
    .executeTakeFirst();
  if (!r) throw new AppError('LOGIN_REQUIRED', 'Please log in first');
  return {
    kind: p.kind,
    role: p.kind === 'judge' ? 'judge' : 'user',
    id: r.id,
    username: r.username,
    email: r.email,
    full_name: r.full_name,
    is_super_admin: false,
    project_id: r.project_id,
    project_ids: [r.project_id],
  };
}

/** A presenter has no account: the poster stands for it (its number as username, the presenter's name and email). */
async function findPresenterMe(db: Kysely<DB>, posterId: number): Promise<Me> {
  const r = await db
    .selectFrom('posters')
    .select(['id', 'number', 'presenter_name', 'presenter_email', 'project_id'])
    .where('id', '=', posterId)
    .executeTakeFirst();
  if (!r) throw new AppError('LOGIN_REQUIRED', 'Please log in first');
  return {
    kind: 'presenter',
    role: 'presenter',
    id: r.id,
    username: displayId('P', r.number),
    email: r.presenter_email,
    full_name: r.presenter_name,
    is_super_admin: false,
    project_id: r.project_id,
    project_ids: [r.project_id],
  };
}
