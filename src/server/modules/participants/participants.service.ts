import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { getProject } from '../../http/access';
import { AppError, isUniqueViolation } from '../../http/errors';
import { loginScope } from '../auth/login-limiter';
import { performLogin } from '../auth/login.service';
import { hashPassword } from '../auth/password';
import type { LoginBody } from '../../../shared/contracts/auth';
import type { Participant, ParticipantCreate } from '../../../shared/contracts/people';
import {
  findParticipantForLogin,
  insertParticipant,
  isUsernameOrEmailTaken,
  toParticipant,
} from './participants.repository';

const taken = () => new AppError('DUPLICATE', 'ID or email already exists');

/** Sign-up and login are for active projects only (PRODUCT.md section 3). */
async function requireActiveProject(db: Kysely<DB>, projectId: number) {
  const project = await getProject(db, projectId);
  if (project.is_active !== 1) throw new AppError('PROJECT_INACTIVE', 'This project is currently inactive');
  return project;
}

/** Creates the participant account; it does not log in (the person logs in next, as SPEC.md's screen does). */
export async function registerParticipant(
  db: Kysely<DB>,
  projectId: number,
  input: ParticipantCreate,
): Promise<Participant> {
  await requireActiveProject(db, projectId);
  if (await isUsernameOrEmailTaken(db, projectId, input.username, input.email)) throw taken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await insertParticipant(db, {
      projectId,
      username: input.username,
      email: input.email,
      fullName: input.full_name ?? null,
      passwordHash,
    });
  } catch (err) {
    // Two sign-ups with the same name at once: the database's unique constraint decides.
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

export async function loginParticipant(
  request: FastifyRequest,
  reply: FastifyReply,
  projectId: number,
  body: LoginBody,
): Promise<Participant> {
  const db = request.server.database.db;
  await requireActiveProject(db, projectId);
  const user = await performLogin({
    request,
    reply,
    scope: loginScope.user(projectId),
    username: body.username,
    password: body.password,
    find: () => findParticipantForLogin(db, projectId, body.username),
    principal: (u) => ({ kind: 'user', id: u.id, projectId: u.project_id }),
    failedMessage: 'Login failed, check your ID and password',
  });
  return toParticipant(user);
}
