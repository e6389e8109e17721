/** GET /projects/{id}/audit: the audit log, newest first, 50 a page, filtered by kind, poster or judge. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditKind, AuditPage } from '@shared/contracts/audit';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useAdminScope, type AdminScope } from '@web/features/project-admin/shell/api/project-admin-scope';

export type AuditFilter = { kind?: AuditKind; poster_id?: number; judge_id?: number; page: number };

export const getAudit = (s: AdminScope, f: AuditFilter) =>
  api<AuditPage>(`${s.base}/audit`, { query: { ...s.query, ...f } });

export function useAudit(filter: AuditFilter) {
  const scope = useAdminScope();
  return useQuery({
    queryKey: queryKeys.audit(scope.projectId, filter),
    queryFn: () => getAudit(scope, filter),
    placeholderData: keepPreviousData,
  });
}
