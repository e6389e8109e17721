/**
 * A poster's presenter link (POST .../presenter-link: the URL, shown once), the missing ones at once
 * (POST /presenter-links), and the links as CSV (GET /presenter-links.csv, all or the unfinished posters').
 */
import type { PresenterLink } from '@shared/contracts/submissions';
import { api, downloadFile } from '@web/lib/api';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const useIssuePresenterLink = () =>
  useProjectMutation((s, posterId: number) =>
    api<PresenterLink>(s.paths.posters.presenterLink(posterId), { method: 'POST', query: s.query }),
  );

export const useIssueMissingLinks = () =>
  useProjectMutation((s, _: void) =>
    api<{ issued: number }>(s.paths.submissions.issueLinks(), { method: 'POST', query: s.query }),
  );

export const downloadLinksCsv = (s: ProjectAdminScope, unfinished: boolean) =>
  downloadFile(
    s.paths.submissions.linksCsv(),
    unfinished ? 'presenter-links-unfinished.csv' : 'presenter-links.csv',
    { ...s.query, status: unfinished ? 'unfinished' : undefined },
  );
