// The participants module's routes in the route catalogue (proof/route-catalogue.test-kit.ts): sign-up,
// the participant's login and the organiser's participant list. The API's paths say `users`.
import { logInAs, newAccount, noInput, route, uniq } from '@server/proof/catalogue-row.test-kit';
import type { CallContext, CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import { idInPath, idsInBody, recordKind } from '@server/proof/record-kinds.test-kit';
import * as fx from '@server/test/fixture-rows';

/** A new participant of project A, or project B's other participant. */
const newParticipant = recordKind(fx.makeParticipant, (b) => b.otherParticipant);
const newParticipantInPath = idInPath(newParticipant);
const newParticipantInBody = idsInBody(newParticipant);

const createParticipant = () => ({ payload: { ...newAccount('newuser'), full_name: 'New User' } });
const participantLogin = logInAs((world) => world.A.participant);
const signUp = () => ({ payload: { ...newAccount('signup'), full_name: 'Signed Up' } });
const resetRequest = () => ({ payload: { email: `${uniq('reset')}@example.org` } });
/** A new participant's reset link (using it ends that participant's sessions: never the world's). */
const resetConfirm = async (c: CallContext) => {
  const p = await fx.makeParticipant(c.db, c.world.A.project.id);
  return {
    payload: { token: await fx.makePasswordReset(c.db, c.world.A.project.id, p.id), password: 'new-secret1' },
  };
};

export const participantsCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects/:projectId/users', 'projectAdmin', noInput),
  route('POST', '/api/projects/:projectId/users', 'projectAdmin', createParticipant),
  route('DELETE', '/api/projects/:projectId/users/:id', 'projectAdmin', newParticipantInPath),
  route('POST', '/api/projects/:projectId/users/bulk-delete', 'projectAdmin', newParticipantInBody),
  route('POST', '/api/projects/:projectId/users/register', 'public', signUp),
  route('POST', '/api/projects/:projectId/users/login', 'public', participantLogin),
  route('POST', '/api/projects/:projectId/users/password-reset', 'public', resetRequest),
  route('POST', '/api/projects/:projectId/users/password-reset/confirm', 'public', resetConfirm),
];
