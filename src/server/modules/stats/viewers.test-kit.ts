// What the view and statistics tests share: a new participant of the project, signed in (a viewer of its posters).
import type { FastifyInstance } from 'fastify';
import { makeParticipant, sessionFor } from '@server/test/fixture-rows';
import type { Client } from '@server/test/test-app';

/** A new participant of the project with a session of their own. */
export async function newViewer(app: FastifyInstance, projectId: number): Promise<Client> {
  return sessionFor(app, 'user', (await makeParticipant(app.database.db, projectId)).id, projectId);
}
