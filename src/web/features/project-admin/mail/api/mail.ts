/**
 * The organiser's mail: the log (GET /mail, 50 a page, by status), a message's resend, and the four batches
 * (POST /mail/<kind> with dry_run for the preview; POST /mail/<kind>.csv for a mail merge). Decision 044.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MailMessage, MailPreview, MailStatusName } from '@shared/contracts/mail';
import type { Page } from '@shared/paging';
import { api, downloadFile } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import {
  useProjectAdminScope,
  useProjectMutation,
  type ProjectAdminScope,
} from '@web/features/project-admin/shell/api/scope';

export const mailBatches = [
  'judge-invitations',
  'judge-reminders',
  'presenter-requests',
  'presenter-reminders',
] as const;
export type MailBatchKind = (typeof mailBatches)[number];

export type MailFilter = { status?: MailStatusName; page: number };

export function useMailLog(filter: MailFilter) {
  const scope = useProjectAdminScope();
  return useQuery({
    queryKey: queryKeys.mailLog(scope.projectId, filter),
    queryFn: () => api<Page<MailMessage>>(scope.paths.mail.log(), { query: { ...scope.query, ...filter } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * What a batch would write (nothing is stored: the server rolls the batch back), asked once `asked`; asked again
 * after a send, when every project query is refreshed.
 */
export function useMailPreview(kind: MailBatchKind, asked: boolean) {
  const scope = useProjectAdminScope();
  return useQuery({
    queryKey: [...queryKeys.project(scope.projectId), 'mail-preview', kind],
    queryFn: () =>
      api<MailPreview>(scope.paths.mail.batch(kind), {
        method: 'POST',
        query: scope.query,
        body: { dry_run: true },
      }),
    enabled: asked,
    staleTime: 0,
  });
}

export const useSendBatch = () =>
  useProjectMutation((s, kind: MailBatchKind) =>
    api<{ queued: number; skipped_no_email: number }>(s.paths.mail.batch(kind), {
      method: 'POST',
      query: s.query,
      body: {},
    }),
  );

export const useResendMail = () =>
  useProjectMutation((s, id: number) =>
    api<MailMessage>(s.paths.mail.resend(id), { method: 'POST', query: s.query }),
  );

export const downloadBatchCsv = (s: ProjectAdminScope, kind: MailBatchKind) =>
  downloadFile(s.paths.mail.batchCsv(kind), `${kind}.csv`, s.query, {});
