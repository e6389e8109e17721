/**
 * The guarded steps of the phase control (docs/decisions/064-guarded-steps-and-publishing-scope.md): closing
 * judging and publishing say what is missing (the server's counts, with the names) and ask the count of
 * evaluations left typed while any is; publishing chooses its scope; withdrawing published results asks a
 * reason and the project's name typed.
 */
import { useId, useState, type FormEvent } from 'react';
import type { MissingWork, PublishScope } from '@shared/contracts/reports';
import { publishScopes } from '@shared/contracts/reports';
import { displayId } from '@shared/format';
import { Field, NumberField } from '@web/components/ui/forms/field';
import { Modal } from '@web/components/ui/dialogs/modal';
import { useMissingWork } from '../api/get-missing-work';
import { usePhaseT } from '../i18n/phase';
import { ReasonField } from './reason-field';

export type GuardedStep = 'close' | 'publish' | 'withdraw';

export type GuardedStepInput = {
  confirm?: string;
  reason?: string;
  publish_scope?: PublishScope;
  winners_per_category?: number;
};

/** Letter case and surrounding spaces do not matter (the server compares the same way). */
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** How many names a list shows before "and n more". */
const SHOWN = 8;

/** A list under its heading that names the first SHOWN and then says how many more there are. */
function ShortList({
  heading,
  testId,
  items,
}: {
  heading: string;
  testId: string;
  items: { key: number; text: string }[];
}) {
  const { t } = usePhaseT();
  return (
    <div>
      <p>{heading}</p>
      <ul className="guard-list" data-testid={testId}>
        {items.slice(0, SHOWN).map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
        {items.length > SHOWN ? <li>{t('guard.more', { count: items.length - SHOWN })}</li> : null}
      </ul>
    </div>
  );
}

function MissingSummary({ missing }: { missing: MissingWork }) {
  const { t } = usePhaseT();
  if (missing.evaluations_left === 0) return <p className="status-inline">{t('guard.nothingMissing')}</p>;
  const posters = missing.posters_short;
  const judges = missing.judges_unfinished;
  return (
    <div className="warning-inline stack" data-testid="guard-missing">
      <strong>{t('guard.missingTitle')}</strong>
      <p>
        {t('guard.evaluationsLeft', {
          left: missing.evaluations_left,
          total: missing.total_assignments,
          done: missing.completed_assignments,
        })}
      </p>
      <ShortList
        heading={t('guard.judgesUnfinished', { count: judges.length })}
        testId="guard-judges"
        items={judges.map((j) => ({
          key: j.judge_id,
          text: t('guard.judgeUnfinished', {
            name: j.full_name,
            completed: j.completed,
            assigned: j.assigned,
          }),
        }))}
      />
      <ShortList
        heading={t('guard.postersShort', { count: posters.length })}
        testId="guard-posters"
        items={posters.map((p) => ({
          key: p.poster_id,
          text: t('guard.posterShort', {
            id: displayId('P', p.poster_number),
            title: p.title,
            evaluated: p.evaluated,
            assigned: p.assigned,
          }),
        }))}
      />
    </div>
  );
}

export function GuardedStepDialog({
  step,
  projectName,
  pending,
  onCancel,
  onConfirm,
}: {
  step: GuardedStep;
  projectName: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (input: GuardedStepInput) => void;
}) {
  const { t } = usePhaseT();
  const q = useMissingWork(step !== 'withdraw');
  const missing = q.data;
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const [scope, setScope] = useState<PublishScope | null>(null);
  const [winners, setWinners] = useState<string | null>(null);
  const scopeName = useId();
  // Never chosen: winners only, as Korean societies announce (decision 064); else the last choice.
  const chosenScope = scope ?? (missing ? (missing.publish.scope ?? 'winners') : null);
  const n = winners ?? String(missing?.publish.winners_per_category ?? 3);
  const needed = step === 'withdraw' ? projectName : (missing?.confirm ?? null);
  const nValid = /^\d+$/.test(n) && Number(n) >= 1 && Number(n) <= 20;
  const ready =
    (step === 'withdraw' || missing !== undefined) &&
    (!needed || same(typed, needed)) &&
    (step !== 'publish' || chosenScope !== 'winners' || nValid);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (step === 'withdraw' && !reason.trim()) return setReasonError(true);
    if (!ready) return;
    onConfirm({
      ...(needed ? { confirm: typed.trim() } : {}),
      ...(step === 'withdraw' ? { reason: reason.trim() } : {}),
      ...(step === 'publish' && chosenScope
        ? {
            publish_scope: chosenScope,
            ...(chosenScope === 'winners' ? { winners_per_category: Number(n) } : {}),
          }
        : {}),
    });
  };

  const title = t(`guard.${step}Title`);
  return (
    <Modal open onOpenChange={(open) => !open && onCancel()} title={title} wide>
      <form className="stack" onSubmit={submit} noValidate data-testid="guarded-step">
        <p>{t(`guard.${step}What`)}</p>
        {step === 'withdraw' ? null : missing ? (
          <MissingSummary missing={missing} />
        ) : (
          <p role="status">{t('guard.loading')}</p>
        )}
        {step === 'publish' && chosenScope ? (
          <fieldset className="stack fieldset">
            <legend>{t('guard.scope')}</legend>
            {publishScopes.map((s) => (
              <label key={s} className="checkbox">
                <input
                  type="radio"
                  name={scopeName}
                  value={s}
                  checked={chosenScope === s}
                  onChange={() => setScope(s)}
                />{' '}
                {t(`guard.scopes.${s}`)}
              </label>
            ))}
            {chosenScope === 'winners' ? (
              <NumberField
                label={t('guard.winnersPerCategory')}
                hint={t('guard.winnersHint')}
                min={1}
                max={20}
                value={n}
                onChange={(e) => setWinners(e.target.value)}
              />
            ) : null}
          </fieldset>
        ) : null}
        {step === 'withdraw' ? (
          <ReasonField value={reason} onChange={setReason} missing={reasonError} />
        ) : null}
        {needed ? (
          <Field
            label={t('typeToConfirm', { name: needed })}
            hint={t(step === 'withdraw' ? 'guard.typeName' : 'guard.typeCount')}
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button
            type="submit"
            className={`btn ${step === 'publish' ? 'btn-primary' : 'btn-danger'}`}
            disabled={pending || !ready}
          >
            {pending ? t('saving') : t(`guard.${step === 'withdraw' ? 'withdraw' : step}`)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
