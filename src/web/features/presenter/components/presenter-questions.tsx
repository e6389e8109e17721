/** The presenter's questions: how many wait for an answer, each question (as text) and its answer form. */
import { useState, type FormEvent } from 'react';
import type { Question } from '@shared/contracts/attendees';
import { ANSWER_MAX } from '@shared/contracts/values';
import { useAnswerQuestion, usePresenterQuestions } from '../api/questions';
import { useQuestionsT } from '../i18n/questions';
import { LoadedSection } from './loaded-section';
import { FailedAlert } from '@web/components/ui/notices/failed-alert';

export function PresenterQuestionsSection({ projectId, posterId }: { projectId: number; posterId: number }) {
  const { t } = useQuestionsT();
  const q = usePresenterQuestions(projectId);
  return (
    <LoadedSection name="presenter-questions" title={t('title')} query={q} failed={t('loadFailed')}>
      {(data) => (
        <>
          <p role="status">{t('unanswered', { count: data.unanswered })}</p>
          <ul className="stack presenter-question-list">
            {data.questions.map((question) => (
              <QuestionItem key={question.id} projectId={projectId} posterId={posterId} question={question} />
            ))}
          </ul>
        </>
      )}
    </LoadedSection>
  );
}

function QuestionItem({
  projectId,
  posterId,
  question,
}: {
  projectId: number;
  posterId: number;
  question: Question;
}) {
  const { t } = useQuestionsT();
  const answer = useAnswerQuestion(projectId, posterId);
  const [text, setText] = useState(question.answer ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) answer.mutate({ questionId: question.id, answer: text });
  };
  return (
    <li className="stack">
      <p className="question-text">{question.text}</p>
      <p className="muted small">{question.public ? t('public') : t('private')}</p>
      <form className="stack" onSubmit={submit}>
        <label className="field">
          <span>{question.answer ? t('yourAnswer') : t('answerLabel')}</span>
          <textarea
            value={text}
            rows={2}
            maxLength={ANSWER_MAX}
            required
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-primary" disabled={answer.isPending || !text.trim()}>
          {t('send')}
        </button>
        <FailedAlert error={answer.error} failed={t('failed')} />
      </form>
    </li>
  );
}
