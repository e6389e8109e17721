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
/**
 * A poster's presenter, signed in by the poster's personal link (docs/decisions/041-poster-files.md): acts on
 * that one poster; `id` is the poster's id (a presenter has no account of their own).
 */
export type PresenterPrincipal = {
  kind: 'presenter';
  id: number;
  posterId: number;
  /** How the audit log names them: the presenter's name, else "presenter P-012". */
  name: string;
  projectId: number;
  projectActive: boolean;
  sessionId: string;
};
/**
 * A screen of the poster hall, paired by its pairing link (docs/decisions/052-screens-and-the-kiosk.md): reads its
 * roster and nothing else; `id` is the screen's id, `username` its name (how the audit log would name it).
 */
export type KioskPrincipal = {
  kind: 'kiosk';
  id: number;
  screenId: number;
  username: string;
  projectId: number;
  projectActive: boolean;
  sessionId: string;
};
export type Principal =
  AdminPrincipal | JudgePrincipal | ParticipantPrincipal | PresenterPrincipal | KioskPrincipal;

export type PrincipalRef = { kind: PrincipalKind; id: number; projectId: number | null };
