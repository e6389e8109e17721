/** GET /projects/{id}/audit: the audit log, newest first, 50 a page, filtered by kind, poster or judge. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditKind, AuditPage } from '@shared/contracts/audit';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectAdminScope, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export type AuditFilter = { kind?: AuditKind; poster_id?: number; judge_id?: number; page: number };

export const getAudit = (s: ProjectAdminScope, f: AuditFilter) =>
  api<AuditPage>(s.paths.audit(), { query: { ...s.query, ...f } });

export function useAudit(filter: AuditFilter) {
  const scope = useProjectAdminScope();
  return useQuery({
    queryKey: queryKeys.audit(scope.projectId, filter),
    queryFn: () => getAudit(scope, filter),
    placeholderData: keepPreviousData,
  });
}
