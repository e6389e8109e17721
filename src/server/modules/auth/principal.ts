// Who a request acts as: the principal a session names (and the reference a login starts a session for).
import type { PrincipalKind } from '@shared/roles';

export type AdminPrincipal = {
  kind: 'admin';
  id: number;
  username: string;
  isSuper: boolean;
  sessionId: string;
};
export type JudgePrincipal = {
  kind: 'judge';
  id: number;
  username: string;
  projectId: number;
  /** Whether the judge's project is active: a deactivated project is closed to its judges and participants. */
  projectActive: boolean;
  sessionId: string;
};
export type ParticipantPrincipal = {
  kind: 'user';
  id: number;
  username: string;
  projectId: number;
  projectActive: boolean;
  sessionId: string;
};
export type Principal = AdminPrincipal | JudgePrincipal | ParticipantPrincipal;

export type PrincipalRef = { kind: PrincipalKind; id: number; projectId: number | null };
