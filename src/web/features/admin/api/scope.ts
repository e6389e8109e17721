import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useProject } from '../../../app/project-guard';
import { useSession } from '../../../app/session';
import { queryKeys } from '../../../lib/query-keys';

/** What every admin call needs: the project's id and the admin's id (SPEC.md: admin_id on every admin call). */
export type AdminScope = {
  projectId: number;
  slug: string;
  /** The query string every admin call carries. */
  query: { admin_id: number | undefined };
  base: string;
};

export function useAdminScope(): AdminScope {
  const project = useProject();
  const { user } = useSession();
  const adminId = user?.admin_id ?? user?.id;
  return useMemo(
    () => ({
      projectId: project.id,
      slug: project.slug,
      query: { admin_id: adminId },
      base: `/projects/${project.id}`,
    }),
    [project.id, project.slug, adminId],
  );
}

/**
 * After any change, every list of the project may show something else (a deleted judge takes its assignments,
 * an upload changes the counts): refetch all of this project's data that is on screen.
 */
export function useRefreshProject(): () => Promise<void> {
  const qc = useQueryClient();
  const { id } = useProject();
  return useCallback(() => qc.invalidateQueries({ queryKey: queryKeys.project(id) }), [qc, id]);
}

/** A file as a multipart body with the field name the server reads. */
export function fileForm(files: File | File[]): FormData {
  const form = new FormData();
  for (const f of Array.isArray(files) ? files : [files]) form.append('file', f);
  return form;
}
