/**
 * admin/hall-map: the hall's plan (uploaded, replaced, removed), the boards dragged onto it, and the certificates
 * of presentation (the setting, who qualifies, the printout) (decision 059). A PDF plan's first page is rendered
 * by the server's job queue: the page says so and asks again every 2 s until it is done (decision 061).
 */
import { useEffect, useRef, useState } from 'react';
import type { HallPlanError } from '@shared/contracts/hall';
import { Link } from 'react-router';
import { useConfirm } from '@web/components/ui/dialogs/use-confirm';
import { notice } from '@web/components/ui/notices/notice-store';
import { errorMessage } from '@web/lib/error-message';
import { paths } from '@web/lib/paths';
import { useHallMap } from '@web/lib/use-hall-map';
import { FileUpload } from '@web/features/project-admin/posters/components/file-upload';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { useBoards } from '../api/boards';
import {
  useDeletePlan,
  usePresenceCertificates,
  useSetPresenceCertificates,
  useUploadPlan,
} from '../api/hall-map';
import { HallMapEditor } from '../components/hall-map-editor';
import { useHallMapT } from '../i18n/hall-map';
import { EmptyState } from '@web/components/ui/layout/empty-state';
import { CardSection } from '@web/components/ui/layout/card-section';
import { AsyncButton } from '@web/components/ui/forms/async-button';

const PLAN_TYPES = 'image/png,image/jpeg,image/webp,application/pdf';

/** Why a PDF plan was refused, said for a plan (the poster files' sentences speak of posters). */
const PLAN_ERROR_KEYS = {
  PDF_ENCRYPTED: 'planErrorPDF_ENCRYPTED',
  PDF_UNREADABLE: 'planErrorPDF_UNREADABLE',
  PAGE_TOO_LARGE: 'planErrorPAGE_TOO_LARGE',
  TOO_MANY_PAGES: 'planErrorTOO_MANY_PAGES',
  RENDER_FAILED: 'planErrorRENDER_FAILED',
} as const satisfies Record<HallPlanError, string>;

export default function HallMapPage() {
  const { t } = useHallMapT();
  const scope = useProjectAdminScope();
  const mapQ = useHallMap(scope.projectId, scope.query, { pollWhileRendering: true });
  const boardsQ = useBoards();
  const upload = useUploadPlan();
  const remove = useDeletePlan();
  const confirm = useConfirm();
  const map = mapQ.data;
  const boards = [...new Set((boardsQ.data ?? []).flatMap((b) => (b.board ? [b.board] : [])))];

  const rendering = map?.plan_rendering ?? false;
  // A rendering this page saw end with a plan says so (a refusal shows its line below).
  const wasRendering = useRef(false);
  useEffect(() => {
    if (wasRendering.current && !rendering && map?.plan && !map.plan_error) notice.success(t('renderedPlan'));
    wasRendering.current = rendering;
  }, [rendering, map?.plan, map?.plan_error, t]);

  const send = (files: File[], sent: () => void) =>
    upload.mutate(files[0]!, {
      onSuccess: (answer) => {
        sent();
        notice.success(answer.plan_rendering ? t('uploadedPdf') : t('uploaded'));
      },
      onError: (err) => notice.error(`${t('uploadFailed')}: ${errorMessage(err)}`),
    });
  const removePlan = async () => {
    if (!(await confirm({ title: t('removeTitle'), message: t('removeConfirm'), danger: true }))) return;
    remove.mutate(undefined, {
      onSuccess: () => notice.success(t('removed')),
      onError: (err) => notice.error(`${t('removeFailed')}: ${errorMessage(err)}`),
    });
  };

  return (
    <ProjectAdminPage
      title={t('title')}
      actions={
        <Link to={paths.projectAdmin.boards(scope.slug)} className="btn">
          {t('backToBoards')}
        </Link>
      }
    >
      <QueryView queries={[mapQ, boardsQ]} failed={t('loadFailed')}>
        {() => (
          <>
            <CardSection id="hall-plan-title" title={t('title')} headingClassName={null}>
              {!map?.plan && !rendering ? <p className="muted">{t('noPlan')}</p> : null}
              {rendering ? (
                <p className="muted" role="status" data-testid="plan-rendering">
                  {t('rendering')}
                </p>
              ) : null}
              {map?.plan_error ? (
                <p className="alert-inline" role="alert" data-testid="plan-error">
                  {t(PLAN_ERROR_KEYS[map.plan_error])}
                </p>
              ) : null}
              <div className="row">
                <FileUpload
                  label={t('planFile')}
                  accept={PLAN_TYPES}
                  busy={upload.isPending}
                  sendLabel={map?.plan ? t('replace') : t('upload')}
                  send={send}
                />
                {map?.plan || rendering ? (
                  <AsyncButton className="btn btn-danger" busy={remove.isPending} run={removePlan}>
                    {t('remove')}
                  </AsyncButton>
                ) : null}
              </div>
              <p className="muted small">{t('pdfFirstPage')}</p>
              {map?.plan ? (
                boards.length === 0 ? (
                  <EmptyState>{t('noBoards')}</EmptyState>
                ) : (
                  // Not keyed by the plan: a replaced plan (a PDF rendered meanwhile) keeps the moves not saved yet.
                  <HallMapEditor map={{ ...map, plan: map.plan }} boards={boards} />
                )
              ) : null}
            </CardSection>
            <PresenceCertificates on={map?.presence_certificates ?? false} />
          </>
        )}
      </QueryView>
    </ProjectAdminPage>
  );
}

/** The certificates of presentation: on or off, how many qualify now, and the printout. */
function PresenceCertificates({ on }: { on: boolean }) {
  const { t } = useHallMapT();
  const scope = useProjectAdminScope();
  const set = useSetPresenceCertificates();
  const list = usePresenceCertificates(on);
  /** The box follows the click at once; the stored setting takes over when the answer is back. */
  const [wanted, setWanted] = useState<boolean | null>(null);
  const change = (value: boolean) => {
    setWanted(value);
    set.mutate(value, {
      onSuccess: () => notice.success(t('settingSaved')),
      onError: (err) => notice.error(`${t('settingFailed')}: ${errorMessage(err)}`),
      onSettled: () => setWanted(null),
    });
  };
  return (
    <CardSection id="presence-certificates-title" title={t('certificates')} headingClassName={null}>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={wanted ?? on}
          disabled={set.isPending}
          onChange={(e) => change(e.target.checked)}
        />
        {t('certificatesOn')}
      </label>
      <p className="muted small">{t('certificatesHelp')}</p>
      {on && list.data ? (
        <div className="row">
          <span data-testid="qualifying">{t('qualifying', { count: list.data.length })}</span>
          <Link to={paths.projectAdmin.printPresenceCertificates(scope.slug)} className="btn">
            {t('print')}
          </Link>
        </div>
      ) : null}
    </CardSection>
  );
}
