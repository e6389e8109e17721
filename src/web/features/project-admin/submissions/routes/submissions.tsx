/**
 * admin/submissions: the board of the presenters' files: counts by status as filters, the server-paged table
 * (search, sort, status in the address), the presenters' links (one, the missing ones, CSV), the settings.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  boardStatuses,
  submissionSorts,
  type BoardStatus,
  type PresenterLink,
} from '@shared/contracts/submissions';
import { notice } from '@web/components/ui/notices/notice-store';
import { failedWith } from '@web/lib/error-message';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { RunButton } from '@web/features/project-admin/shell/components/run-button';
import { useListState } from '@web/features/project-admin/shell/lib/use-list-state';
import { useSubmissionBoard, type BoardRow } from '../api/get-submission-board';
import { downloadLinksCsv, useIssueMissingLinks, useIssuePresenterLink } from '../api/presenter-links';
import { useSubmissionSettings } from '../api/submission-settings';
import { BoardTable } from '../components/board-table';
import { FixDialog } from '../components/fix-dialog';
import { LinkDialog } from '../components/link-dialog';
import { SettingsPanel } from '../components/settings-panel';
import { ConsentPanel } from '../components/consent-panel';
import { StatusChips } from '../components/status-chips';
import { UploadDialog } from '../components/upload-dialog';
import { useSubmissionsT } from '../i18n/submissions';
import '../submissions.css';
import { EmptyState } from '@web/components/ui/layout/empty-state';
import { MediaToolsNotice } from '@web/components/ui/submission/media-tools-notice';

type Open =
  | { kind: 'fix'; row: BoardRow }
  | { kind: 'upload'; row: BoardRow }
  | { kind: 'link'; row: BoardRow; link: PresenterLink }
  | null;

export default function SubmissionsPage() {
  const { t } = useSubmissionsT();
  const scope = useProjectAdminScope();
  const state = useListState(submissionSorts, 'number');
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = boardStatuses.find((s) => s === statusParam);
  const list = useSubmissionBoard({ ...state.query, status });
  const settings = useSubmissionSettings();
  const issueLink = useIssuePresenterLink();
  const issueMissing = useIssueMissingLinks();
  const [open, setOpen] = useState<Open>(null);
  const [downloading, setDownloading] = useState(false);

  const setStatus = (s: BoardStatus | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (s) next.set('status', s);
        else next.delete('status');
        next.delete('page');
        return next;
      },
      { preventScrollReset: true },
    );

  const onLink = (row: BoardRow) =>
    issueLink.mutate(row.poster_id, {
      onSuccess: (link) => setOpen({ kind: 'link', row, link }),
      onError: (err) => notice.error(failedWith(t('link.failed'), err)),
    });

  // The CSV only reads: the posters without a link get one first, so every row has its URL.
  const download = (unfinished: boolean) => {
    setDownloading(true);
    issueMissing
      .mutateAsync(undefined)
      .then(() => downloadLinksCsv(scope, unfinished))
      .catch((err: unknown) => notice.error(failedWith(t('link.csvFailed'), err)))
      .finally(() => setDownloading(false));
  };

  const actions = (
    <>
      <RunButton
        mutation={issueMissing}
        done={(r) => t('link.issuedAll', r)}
        failed={(err) => failedWith(t('link.issueAllFailed'), err)}
      >
        {t('link.issueAll')}
      </RunButton>
      <button type="button" className="btn" disabled={downloading} onClick={() => download(false)}>
        {t('link.csvAll')}
      </button>
      <button type="button" className="btn" disabled={downloading} onClick={() => download(true)}>
        {t('link.csvUnfinished')}
      </button>
    </>
  );

  return (
    <ProjectAdminPage title={t('title')} actions={actions}>
      <MediaToolsNotice audience="organiser" />
      {list.data ? <StatusChips counts={list.data.counts} value={status} onChange={setStatus} /> : null}
      <BoardTable
        slug={scope.slug}
        list={list}
        state={state}
        empty={
          <section className="stack" aria-labelledby="board-title">
            <h2 id="board-title" className="h-section">
              {t('title')}
            </h2>
            <EmptyState>{status ? t('projectAdmin:noMatch') : t('empty')}</EmptyState>
          </section>
        }
        onAskFix={(row) => setOpen({ kind: 'fix', row })}
        onLink={onLink}
        onUpload={(row) => setOpen({ kind: 'upload', row })}
      />
      <QueryView queries={[settings]} failed={t('settings.failed')}>
        {() =>
          settings.data ? (
            <>
              <SettingsPanel settings={settings.data} />
              <ConsentPanel settings={settings.data} />
            </>
          ) : null
        }
      </QueryView>
      {open?.kind === 'fix' ? <FixDialog row={open.row} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'upload' ? <UploadDialog row={open.row} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'link' ? (
        <LinkDialog name={open.row.title} link={open.link} onClose={() => setOpen(null)} />
      ) : null}
    </ProjectAdminPage>
  );
}
