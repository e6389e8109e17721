/** The judge's scoring form: one slider per criterion and the comment, kept on the device as a draft. */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { JudgePosterView } from '@shared/contracts/judging';
import { ApiError } from '@web/lib/api';
import { errorMessage } from '@web/lib/error-message';
import { useSubmitEvaluation } from '../api/submit-evaluation';
import { useEvaluateT } from '../i18n/evaluate';
import { loadDraft, saveDraft } from '../lib/draft';
import type { SendResult } from '../lib/outbox';
import { useOnline } from '@web/lib/use-online';
import { ScoreSlider } from './score-slider';
import { paths } from '@web/lib/paths';

type Form = { scores: Record<string, number>; comment: string };

/** A refusal of one criterion's score (the max lowered meanwhile), said at that criterion's slider. */
function refusedScore(err: unknown, criterionId: number): string | null {
  if (!(err instanceof ApiError) || err.code !== 'SCORE_OUT_OF_RANGE') return null;
  return err.params?.criterion_id === criterionId ? errorMessage(err) : null;
}
type Props = {
  view: JudgePosterView;
  projectId: number;
  projectSlug: string;
  judgeId: number;
  /** "P-003 Title", as the outbox shows it. */
  label: string;
  /** Stored ('sent') or kept in the outbox until there is signal ('waiting'). */
  onDone: (status: SendResult['status']) => void;
  /** Judging not open (setup, closed, published): the form is shown read-only with why. */
  locked: 'setup' | 'closed' | null;
};

/** The form as the server knows it: the stored evaluation, or nothing scored yet. */
function storedForm(view: JudgePosterView): Form {
  if (!view.evaluation) return { scores: {}, comment: '' };
  return {
    scores: Object.fromEntries(view.evaluation.scores.map((s) => [String(s.criterion_id), s.score])),
    comment: view.evaluation.comment,
  };
}

/**
 * The scoring form. Every change is written to the device at once. A submission goes through the outbox: sent
 * at once with signal, kept and sent later without (the draft stays until then); a refusal keeps the draft and
 * can be sent again (the PUT replaces, so sending twice is harmless).
 */
export function EvaluationForm({ view, projectId, projectSlug, judgeId, label, onDone, locked }: Props) {
  const { t } = useEvaluateT();
  const online = useOnline();
  const commentId = useId();
  const ref = { projectId, judgeId, posterId: view.poster.id };
  const [form, setForm] = useState<Form>(() => storedForm(view));
  const [restored, setRestored] = useState(false);
  // The device's draft wins over the stored evaluation. It is read once the form is on screen: a page rendered
  // by the server had no device to read it from, and hydrating must first show what the server did.
  useEffect(() => {
    const draft = loadDraft({ projectId, judgeId, posterId: view.poster.id });
    if (!draft) return;
    setForm({ scores: draft.scores, comment: draft.comment });
    setRestored(true);
  }, [projectId, judgeId, view.poster.id]);
  const [showMissing, setShowMissing] = useState(false);
  const [commentError, setCommentError] = useState(false);
  const [sendError, setSendError] = useState<{ message: string; login?: boolean } | null>(null);
  const sliders = useRef(new Map<number, HTMLInputElement>());
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const submit = useSubmitEvaluation(ref, label);

  const criteria = view.criteria;
  const scoreOf = (id: number) => form.scores[String(id)];
  const missing = criteria.filter((c) => scoreOf(c.id) === undefined);
  const total = criteria.reduce((sum, c) => sum + Math.min(scoreOf(c.id) ?? 0, c.max_score), 0);
  const maxTotal = criteria.reduce((sum, c) => sum + c.max_score, 0);

  const problem =
    showMissing && missing.length > 0
      ? t('evaluate.scoresRequired')
      : commentError && !form.comment.trim()
        ? t('evaluate.commentRequired')
        : (sendError?.message ?? null);

  function update(next: Form) {
    setForm(next);
    saveDraft(ref, next);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (criteria.length === 0 || submit.isPending) return;
    // Validation problems are shown beside the form (role alert), and clear themselves once fixed.
    const firstMissing = missing[0];
    if (firstMissing) {
      setShowMissing(true);
      // The criterion's name comes into view with its slider, clear of the sticky total and submit bar.
      const slider = sliders.current.get(firstMissing.id);
      slider?.closest('.score')?.scrollIntoView({ block: 'center' });
      slider?.focus({ preventScroll: true });
      return;
    }
    if (!form.comment.trim()) {
      setCommentError(true);
      commentRef.current?.focus();
      return;
    }
    setSendError(null);
    const input = {
      scores: criteria.map((c) => ({
        criterion_id: c.id,
        score: Math.min(Math.max(scoreOf(c.id) ?? 0, 0), c.max_score),
      })),
      comment: form.comment,
    };
    submit.mutate(input, {
      onSuccess: (result) => onDone(result.status),
      onError: (err) => {
        if (err instanceof ApiError && err.status === 401)
          setSendError({ message: t('evaluate.sessionExpired'), login: true });
        else
          setSendError({
            message: `${t('evaluate.sendFailed', { detail: errorMessage(err) })} ${t('evaluate.draftKept')}`,
          });
      },
    });
  }

  return (
    <form
      className="card stack judge-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="judge-criteria-title"
    >
      {locked ? (
        <p className="judge-note judge-note-warn" role="status" data-testid="judging-locked">
          {locked === 'setup' ? t('evaluate.lockedSetup') : t('evaluate.lockedClosed')}
        </p>
      ) : null}
      <fieldset className="judge-fieldset stack" disabled={locked !== null}>
        <h2 id="judge-criteria-title" className="judge-section-title">
          {t('evaluate.criteria')}
        </h2>
        {!online ? (
          <p className="judge-note judge-note-warn" role="status">
            {t('evaluate.offline')}
          </p>
        ) : null}
        {restored ? (
          <p className="judge-note">{t('evaluate.draftRestored')}</p>
        ) : view.evaluation ? (
          <p className="judge-note">{t('evaluate.alreadyEvaluated')}</p>
        ) : null}
        {criteria.length === 0 ? (
          <p className="alert-inline">{t('evaluate.noCriteria')}</p>
        ) : (
          criteria.map((c) => (
            <ScoreSlider
              key={c.id}
              criterion={c}
              value={scoreOf(c.id)}
              missing={showMissing && scoreOf(c.id) === undefined}
              refused={refusedScore(submit.error, c.id)}
              onChange={(score) => update({ ...form, scores: { ...form.scores, [String(c.id)]: score } })}
              inputRef={(el) => {
                if (el) sliders.current.set(c.id, el);
                else sliders.current.delete(c.id);
              }}
            />
          ))
        )}
        <div className="field">
          <label htmlFor={commentId}>{t('evaluate.comment')} *</label>
          <textarea
            ref={commentRef}
            id={commentId}
            className="textarea judge-comment"
            value={form.comment}
            required
            aria-required="true"
            aria-invalid={commentError && !form.comment.trim() ? true : undefined}
            aria-describedby={`${commentId}-hint`}
            maxLength={10000}
            onChange={(e) => {
              if (commentError && e.target.value.trim()) setCommentError(false);
              update({ ...form, comment: e.target.value });
            }}
          />
          <div
            id={`${commentId}-hint`}
            className={commentError && !form.comment.trim() ? 'field-error' : 'field-hint'}
          >
            {commentError && !form.comment.trim() ? t('evaluate.commentRequired') : t('evaluate.commentHint')}
          </div>
        </div>
        {problem ? (
          <div className="alert-inline stack" role="alert">
            <span>{problem}</span>
            {sendError?.login && problem === sendError.message ? (
              <Link
                className="btn"
                to={paths.judge.login(projectSlug)}
                state={{ from: paths.judge.evaluate(projectSlug, view.poster.id) }}
              >
                {t('evaluate.loginAgain')}
              </Link>
            ) : null}
          </div>
        ) : null}
        <div className="judge-submit-bar">
          <span className="judge-total">
            {t('evaluate.total')} <strong>{total}</strong> / {maxTotal}
          </span>
          <button
            type="submit"
            className="btn btn-primary btn-lg judge-submit"
            disabled={criteria.length === 0 || submit.isPending}
          >
            {submit.isPending
              ? t('evaluate.submitting')
              : sendError
                ? t('evaluate.resubmit')
                : t('evaluate.submit')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
