import { useSession } from '../../../app/session';

/** The logged-in super admin's id: SPEC.md sends it as admin_id / super_admin_id (the server checks it against the session). */
export function useAdminId(): number {
  const { user } = useSession();
  return user?.admin_id ?? user?.id ?? 0;
}
