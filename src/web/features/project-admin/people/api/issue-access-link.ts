/** POST /projects/{id}/judges/{judgeId}/access-link: a judge's single-use sign-in link (the earlier one ends). */
import type { AccessLink } from '@shared/contracts/judging';
import { api } from '@web/lib/api';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const issueAccessLinks = async (s: ProjectAdminScope, judgeIds: number[]) => {
  const links = new Map<number, AccessLink>();
  // One after another: each is its own small write.
  for (const id of judgeIds)
    links.set(id, await api<AccessLink>(s.paths.judges.accessLink(id), { method: 'POST', query: s.query }));
  return links;
};
export const useIssueAccessLinks = () => useProjectMutation(issueAccessLinks);
