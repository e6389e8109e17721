import type { Access } from '@server/http/project-scope';
import { principals, type PrincipalName } from './two-project-world.test-kit';

/**
 * Whom each declared access (http/project-scope.ts) lets in, among the proofs' principals calling project A.
 * Project B's judge, presenter, kiosk and organiser are refused in A like anyone else there; a presenter or a
 * kiosk is no member.
 */
export const allowed: Record<Access, readonly PrincipalName[]> = {
  public: principals,
  session: principals.filter((p) => p !== 'anonymous'),
  superAdmin: ['superAdmin'],
  projectAdmin: ['projectAdminA', 'superAdmin'],
  member: ['participantA', 'judgeA', 'projectAdminA', 'superAdmin'],
  judge: ['judgeA'],
  participant: ['participantA'],
  presenter: ['presenterA'],
  kiosk: ['kioskA'],
};

/** The status class the matrix expects: 2xx for those let in, 401 for nobody, 403 for anyone else. */
export function expectedStatus(route: { access: Access }, who: PrincipalName): '2xx' | 401 | 403 {
  if (allowed[route.access].includes(who)) return '2xx';
  return who === 'anonymous' ? 401 : 403;
}
