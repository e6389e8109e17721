/** POST /projects/{id}/judges/{judgeId}/access-link: a judge's single-use sign-in link (the earlier one ends). */
import type { AccessLink } from '@shared/contracts/judging';
import { api } from '@web/lib/api';
import { useProjectMutation, type AdminScope } from './scope';

export const issueAccessLinks = async (s: AdminScope, judgeIds: number[]) => {
  const links = new Map<number, AccessLink>();
  // One after another: each is its own small write.
  for (const id of judgeIds)
    links.set(
      id,
      await api<AccessLink>(`${s.base}/judges/${id}/access-link`, { method: 'POST', query: s.query }),
    );
  return links;
};
export const useIssueAccessLinks = () => useProjectMutation(issueAccessLinks);
