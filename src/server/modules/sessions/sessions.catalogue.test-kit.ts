// The sessions module's routes in the route catalogue (proof/route-catalogue.test-kit.ts): poster sessions,
// board numbering and the board list, the presenter's presence, the judge's live events.
import { noInput, route, uniq } from '@server/proof/catalogue-row.test-kit';
import type { CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import { idInPath, onFresh, recordKind } from '@server/proof/record-kinds.test-kit';
import type { RecordKind } from '@server/proof/record-kinds.test-kit';
import * as fx from '@server/test/fixture-rows';

/** A new session of A (for a call that edits or deletes it), or a session of B made for the call. */
const newSession = recordKind(fx.makePosterSession, () => ({ id: 2_000_000_000 }));
const ofB = (c: Parameters<RecordKind['fresh']>[0]) => fx.makePosterSession(c.db, c.world.B.project.id);
const createSession = () => ({
  payload: { name: uniq('Session '), date: '2026-05-14', starts_at: '10:00', ends_at: '11:00' },
});
const renameSession = {
  own: onFresh(newSession, (id) => ({ params: { id }, payload: { area: 'Hall C' } })).own,
  foreign: async (c: Parameters<RecordKind['fresh']>[0]) => ({
    params: { id: (await ofB(c)).id },
    payload: { area: 'Hall C' },
  }),
};
const deleteSession = {
  own: idInPath(newSession).own,
  foreign: async (c: Parameters<RecordKind['fresh']>[0]) => ({ params: { id: (await ofB(c)).id } }),
};
const preview = () => ({ payload: { pattern: { prefix: 'B', per_session: true, width: 2 }, apply: false } });
const present = () => ({ payload: { state: 'present' } });

export const sessionsCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects/:projectId/sessions', 'member', noInput),
  route('POST', '/api/projects/:projectId/sessions', 'projectAdmin', createSession),
  route('PUT', '/api/projects/:projectId/sessions/:id', 'projectAdmin', renameSession),
  route('DELETE', '/api/projects/:projectId/sessions/:id', 'projectAdmin', deleteSession),
  route('GET', '/api/projects/:projectId/boards', 'projectAdmin', noInput),
  route('POST', '/api/projects/:projectId/boards/numbering', 'projectAdmin', preview),
  route('GET', '/api/projects/:projectId/presenter/presence', 'presenter', noInput),
  route('PUT', '/api/projects/:projectId/presenter/presence', 'presenter', present),
  route('GET', '/api/projects/:projectId/judge/events', 'judge', () => ({ stream: true as const })),
];
