/**
 * The dashboard's phase control: the phase in effect, a step on or back (back asks for a reason), the closing
 * time. Closing judging, publishing and withdrawing published results go through the guarded dialog (decision 064).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { goesBack, phases, type Phase } from '@shared/contracts/projects';
import { Field } from '@web/components/ui/forms/field';
import { DialogActions } from '@web/components/ui/dialogs/dialog-actions';
import { Modal } from '@web/components/ui/dialogs/modal';
import { saidAs } from '@web/components/ui/notices/mutation-notices';
import { queryKeys } from '@web/lib/query-keys';
import { usePhase } from '../api/get-phase';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { useSetPhase } from '../api/set-phase';
import { usePhaseT } from '../i18n/phase';
import { paths } from '@web/lib/paths';
import { useProject } from '@web/current-project/project-context';
import { useTime } from '@web/current-project/use-time';
import { useMissingWork } from '../api/get-missing-work';
import { GuardedStepDialog, type GuardedStep, type GuardedStepInput } from './guarded-step-dialog';
import { ReasonField } from './reason-field';

/** The phase each guarded step moves to. */
const stepTo: Record<GuardedStep, Phase> = { close: 'closed', publish: 'published', withdraw: 'closed' };

export function PhaseControl() {
  const { t } = usePhaseT();
  const scope = useProjectAdminScope();
  const qc = useQueryClient();
  const state = usePhase().data;
  const project = useProject();
  const time = useTime();
  const change = useSetPhase();
  const [guarded, setGuarded] = useState<GuardedStep | null>(null);
  const publishedScope = useMissingWork(state?.phase === 'published').data?.publish.scope;
  const [goingBackTo, setGoingBackTo] = useState<Phase | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const [closesAt, setClosesAt] = useState<string | null>(null);
  if (!state) return null;

  const at = phases.indexOf(state.phase);
  const next = phases[at + 1];
  const prev = phases[at - 1];
  const closes = closesAt ?? time.local(state.judging_closes_at);
  // The project pages (the judge's form, the participant's results) read the phase from the project.
  const refreshProject = () => void qc.invalidateQueries({ queryKey: queryKeys.publicAll });
  const move = (phase: Phase, why?: string, more: GuardedStepInput = {}) =>
    change.mutate(
      { phase, ...(why ? { reason: why } : {}), ...more },
      {
        ...saidAs(t('phase.changed'), t('phase.failed'), () => {
          refreshProject();
          setGoingBackTo(null);
          setGuarded(null);
          setReason('');
        }),
        // A refusal because the counts changed meanwhile: the open dialog reads them again.
        onSettled: () => void qc.invalidateQueries({ queryKey: queryKeys.phaseMissing(scope.projectId) }),
      },
    );
  const stepOn = (to: Phase) =>
    to === 'closed' && state.phase === 'open'
      ? setGuarded('close')
      : to === 'published'
        ? setGuarded('publish')
        : move(to);
  const submitBack = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setReasonError(true);
    move(goingBackTo!, reason.trim());
  };
  const saveClosesAt = (e: FormEvent) => {
    e.preventDefault();
    change.mutate(
      { phase: state.phase, judging_closes_at: closes ? time.instant(closes) : null },
      saidAs(t('phase.closesAtSaved'), t('phase.failed'), () => {
        refreshProject();
        setClosesAt(null);
      }),
    );
  };

  return (
    <section className="card stack" aria-labelledby="phase-title" data-testid="phase-control">
      <div className="row-between">
        <h2 id="phase-title" className="h-section">
          {t('phase.title')}
        </h2>
        <nav className="row" aria-label={t('print.print')}>
          <Link className="btn btn-sm" to={paths.projectAdmin.printLabels(scope.slug)}>
            {t('print.labels')}
          </Link>
          <Link className="btn btn-sm" to={paths.projectAdmin.printJudgeCards(scope.slug)}>
            {t('print.cards')}
          </Link>
        </nav>
      </div>
      <p>
        {t('phase.current')}: <strong data-testid="phase-current">{t(`phase.${state.phase}`)}</strong>
        {state.judging_closes_at ? (
          <span className="muted small"> · {time.dateTime(state.judging_closes_at)}</span>
        ) : null}
        {state.phase === 'published' && publishedScope !== undefined ? (
          <span className="muted small" data-testid="published-scope">
            {' '}
            · {t('guard.publishedScope', { scope: t(`guard.scopes.${publishedScope ?? 'scores'}`) })}
          </span>
        ) : null}
      </p>
      <div className="row">
        {prev ? (
          <button
            type="button"
            className={state.phase === 'published' ? 'btn btn-danger' : 'btn'}
            onClick={() => (state.phase === 'published' ? setGuarded('withdraw') : setGoingBackTo(prev))}
            disabled={change.isPending}
          >
            {state.phase === 'published'
              ? t('guard.withdraw')
              : t('phase.back', { phase: t(`phase.${prev}`) })}
          </button>
        ) : null}
        {next ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => stepOn(next)}
            disabled={change.isPending}
          >
            {t('phase.next', { phase: t(`phase.${next}`) })}
          </button>
        ) : null}
      </div>
      <form className="row" onSubmit={saveClosesAt}>
        <Field
          label={t('phase.closesAt')}
          hint={t('phase.closesAtZone', { zone: time.zoneName() })}
          type="datetime-local"
          value={closes}
          onChange={(e) => setClosesAt(e.target.value)}
        />
        <button type="submit" className="btn btn-sm" disabled={change.isPending}>
          {t('phase.closesAtSave')}
        </button>
      </form>
      {guarded ? (
        <GuardedStepDialog
          step={guarded}
          projectName={project.name}
          pending={change.isPending}
          onCancel={() => setGuarded(null)}
          onConfirm={(input) => move(stepTo[guarded], input.reason, input)}
        />
      ) : null}
      {goingBackTo && goesBack(state.phase, goingBackTo) ? (
        <Modal open onOpenChange={(open) => !open && setGoingBackTo(null)} title={t('phase.reasonTitle')}>
          <form className="stack" onSubmit={submitBack} noValidate>
            <p>{t('phase.back', { phase: t(`phase.${goingBackTo}`) })}</p>
            <ReasonField value={reason} onChange={setReason} missing={reasonError} />
            <DialogActions
              onCancel={() => setGoingBackTo(null)}
              pending={change.isPending}
              label={t('phase.confirm')}
            />
          </form>
        </Modal>
      ) : null}
    </section>
  );
}
