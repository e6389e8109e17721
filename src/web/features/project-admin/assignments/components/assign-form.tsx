/** Judge and poster dropdowns (name and load, P-### and title); the button waits until both are chosen. */
import { useState, type FormEvent } from 'react';
import type { JudgeRow } from '@shared/contracts/judges';
import type { Poster } from '@shared/contracts/posters';
import { displayId } from '@shared/format';
import { notice } from '@web/components/ui/notices/notice-store';
import { ApiError } from '@web/lib/api';
import { failedWith } from '@web/lib/error-message';
import { useCreateAssignment } from '../api/create-assignment';
import { useAssignmentsT } from '../i18n/assignments';
import { SelectField } from '@web/components/ui/forms/field';
import { doneThen } from '@web/components/ui/notices/mutation-notices';

export function AssignForm({ judges, posters }: { judges: JudgeRow[]; posters: Poster[] }) {
  const { t } = useAssignmentsT();
  const assign = useCreateAssignment();
  // The two choices are the form's state; whether the call is on its way is the mutation's.
  const [judgeId, setJudgeId] = useState('');
  const [posterId, setPosterId] = useState('');

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!judgeId || !posterId) return notice.error(t('selectBoth'));
    assign.mutate(
      { judge_id: Number(judgeId), poster_id: Number(posterId) },
      {
        ...doneThen(t('assigned'), () => setPosterId('')),
        // As specified (docs/product.md#messages), a 400 is the duplicate pair; a rejected field (VALIDATION)
        // says what is wrong instead.
        onError: (err) =>
          notice.error(
            err instanceof ApiError && err.status === 400 && err.code !== 'VALIDATION'
              ? t('duplicate')
              : failedWith(t('assignFailed'), err),
          ),
      },
    );
  }

  return (
    <form className="card stack" onSubmit={submit} aria-labelledby="assign-form-title">
      <h2 id="assign-form-title" className="h-section">
        {t('formTitle')}
      </h2>
      <div className="assign-form">
        <SelectField
          id="assign-judge"
          label={t('judge')}
          value={judgeId}
          onChange={setJudgeId}
          none={t('chooseJudge')}
          options={judges.map((j) => ({
            value: j.id,
            text: t('judgeOption', { name: j.full_name, count: j.assigned_count }),
          }))}
        />
        <SelectField
          id="assign-poster"
          label={t('poster')}
          value={posterId}
          onChange={setPosterId}
          none={t('choosePoster')}
          options={posters.map((p) => ({
            value: p.id,
            text: t('posterOption', { id: displayId('P', p.number), title: p.title }),
          }))}
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!judgeId || !posterId || assign.isPending}
          title={!judgeId || !posterId ? t('selectBoth') : undefined}
        >
          {assign.isPending ? t('assigning') : t('assign')}
        </button>
      </div>
    </form>
  );
}
