/**
 * A poster's questions on its page: the participant's own and the public ones, with the presenter's answers, and
 * the form to ask (public to all participants, or to the presenter only). Text only: shown as text, never HTML.
 */
import { useState, type FormEvent } from 'react';
import { QUESTION_MAX } from '@shared/contracts/values';
import { refusalMessage } from '@web/lib/error-message';
import { useAskQuestion, usePosterQuestions } from '../api/questions';
import { useAttendeeT } from '../i18n/attendee';
import { CardSection } from '@web/components/ui/layout/card-section';
import { Checkbox } from '@web/components/ui/forms/checkbox';
import { FailedAlert } from '@web/components/ui/notices/failed-alert';
import { SubmitButton } from '@web/components/ui/forms/submit-button';

export function PosterQuestions({ projectId, posterId }: { projectId: number; posterId: number }) {
  const { t } = useAttendeeT();
  const q = usePosterQuestions(projectId, posterId);
  const ask = useAskQuestion(projectId, posterId);
  const [text, setText] = useState('');
  const [isPublic, setPublic] = useState(true);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    ask.mutate({ text, public: isPublic }, { onSuccess: () => setText('') });
  };
  const refusal = refusalMessage(ask.error, t('questions.failed'), {
    TOO_MANY: t('questions.tooMany', { max: 5 }),
  });
  return (
    <CardSection
      id="questions-title"
      title={t('questions.title')}
      headingClassName="participant-section"
      testId="questions"
    >
      {q.isError ? (
        <FailedAlert error={q.error} failed={t('questions.loadFailed')} />
      ) : q.data && q.data.length === 0 ? (
        <p className="muted">{t('questions.none')}</p>
      ) : (
        <ul className="question-list stack">
          {q.data?.map((question) => (
            <li key={question.id} className="question-item stack">
              <p className="question-text">{question.text}</p>
              <p className="muted small">
                {question.mine ? t('questions.mine') : null}
                {question.mine && !question.public ? ` · ${t('questions.private')}` : null}
              </p>
              {question.answer ? (
                <p className="question-answer">
                  <strong>{t('questions.answer')}:</strong> {question.answer}
                </p>
              ) : (
                <p className="muted small">{t('questions.waiting')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <form className="stack" onSubmit={submit}>
        <label className="field">
          <span>{t('questions.label')}</span>
          <textarea
            value={text}
            maxLength={QUESTION_MAX}
            rows={3}
            required
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <Checkbox checked={isPublic} onChange={(e) => setPublic(e.target.checked)}>
          {t('questions.public')}
        </Checkbox>
        <p className="muted small">{t('questions.publicHint')}</p>
        <SubmitButton pending={ask.isPending} blocked={!text.trim()} saying={t('questions.asking')}>
          {t('questions.ask')}
        </SubmitButton>
        <p role="status" className="muted small">
          {ask.isSuccess && !text ? t('questions.sent') : ''}
        </p>
        {refusal ? (
          <p className="alert-inline" role="alert">
            {refusal}
          </p>
        ) : null}
      </form>
    </CardSection>
  );
}
