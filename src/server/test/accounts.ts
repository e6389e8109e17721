// Accounts as the API answers them (never a password), and the login routes' call, for the tests of each kind
// of account.
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** A query after the login's route, and the cookie of the session the browser came with. */
export type LoginOptions = { query?: string; cookie?: string };

/** POSTs `body` to the login route `url` (the query after it), with the browser's cookie when it has one. */
export function postLogin(t: TestApp, url: string, body: unknown, opts: LoginOptions = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${url}${opts.query ?? ''}`,
    payload: body as object,
    ...(opts.cookie ? { headers: { cookie: opts.cookie } } : {}),
  });
}

/** An admin that fixture-rows' makeAdmin made (its full name is the fixture's), as a login or a list answers it. */
export const adminAnswer = (
  admin: { id: number; username: string; email: string },
  isSuperAdmin: boolean,
) => ({
  id: admin.id,
  admin_id: admin.id,
  username: admin.username,
  email: admin.email,
  full_name: 'Test Admin',
  is_super_admin: isSuperAdmin,
});

type ParticipantFields = { username: string; email: string; full_name: string | null };

/** What the API shows of a participant, in its order. */
const PARTICIPANT_ANSWER = ['id', 'project_id', 'username', 'email', 'full_name', 'created_at'] as const;
type StoredParticipant = ParticipantFields & { id: number; project_id: number; created_at: string };

/** A stored participant (fixture-rows' makeParticipant answers the row), as a login or a list answers it. */
export const participantAnswer = (row: StoredParticipant) =>
  Object.fromEntries(PARTICIPANT_ANSWER.map((field) => [field, row[field]]));

/** A participant just made in the project with these fields: a new id and creation time. */
export const createdParticipant = (projectId: number, fields: ParticipantFields) => ({
  id: expect.any(Number),
  project_id: projectId,
  ...fields,
  created_at: expect.any(String),
});
