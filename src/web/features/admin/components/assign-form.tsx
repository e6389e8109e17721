import { useState, type FormEvent } from 'react';
import type { JudgeRow } from '../../../../shared/contracts/people';
import type { Poster } from '../../../../shared/contracts/posters';
import { displayId } from '../../../../shared/format';
import { notice } from '../../../components/ui/notices';
import { ApiError } from '../../../lib/api';
import { failedWith } from '../../../lib/error-message';
import { createAssignment } from '../api/judging';
import { useRefreshProject, type AdminScope } from '../api/scope';
import { useAssignmentsT } from '../i18n/assignments';

/** Judge and poster dropdowns; the button stays disabled until both are chosen. */
export function AssignForm({
  scope,
  judges,
  posters,
}: {
  scope: AdminScope;
  judges: JudgeRow[];
  posters: Poster[];
}) {
  const { t } = useAssignmentsT();
  const refresh = useRefreshProject();
  const [judgeId, setJudgeId] = useState('');
  const [posterId, setPosterId] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!judgeId || !posterId) return notice.error(t('selectBoth'));
    setBusy(true);
    try {
      await createAssignment(scope, Number(judgeId), Number(posterId));
      notice.success(t('assigned'));
      setPosterId('');
      await refresh();
    } catch (err) {
      console.error(err);
      // SPEC.md: a 400 is the duplicate pair; a rejected field (VALIDATION) says what is wrong instead.
      notice.error(
        err instanceof ApiError && err.status === 400 && err.code !== 'VALIDATION'
          ? t('duplicate')
          : failedWith(t('assignFailed'), err),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card stack" onSubmit={submit} aria-labelledby="assign-form-title">
      <h2 id="assign-form-title" className="h-section">
        {t('formTitle')}
      </h2>
      <div className="assign-form">
        <div className="field">
          <label htmlFor="assign-judge">{t('judge')}</label>
          <select
            id="assign-judge"
            className="select"
            value={judgeId}
            onChange={(e) => setJudgeId(e.target.value)}
          >
            <option value="">{t('chooseJudge')}</option>
            {judges.map((j) => (
              <option key={j.id} value={j.id}>
                {t('judgeOption', { name: j.full_name, count: j.assigned_count })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="assign-poster">{t('poster')}</label>
          <select
            id="assign-poster"
            className="select"
            value={posterId}
            onChange={(e) => setPosterId(e.target.value)}
          >
            <option value="">{t('choosePoster')}</option>
            {posters.map((p) => (
              <option key={p.id} value={p.id}>
                {t('posterOption', { id: displayId('P', p.id), title: p.title })}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!judgeId || !posterId || busy}
          title={!judgeId || !posterId ? t('selectBoth') : undefined}
        >
          {busy ? t('assigning') : t('assign')}
        </button>
      </div>
    </form>
  );
}
