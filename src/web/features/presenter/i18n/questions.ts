/** The presenter page's questions section, in Korean and English (decision 053). */
import { registerMessages } from '@web/i18n';

export const useQuestionsT = registerMessages('presenterQuestions', {
  ko: {
    title: '참가자 질문',
    unanswered: '답변을 기다리는 질문 {{count}}개',
    public: '모든 참가자에게 공개된 질문',
    private: '발표자에게만 보낸 질문',
    answerLabel: '답변',
    yourAnswer: '내 답변 (고쳐 보낼 수 있습니다)',
    send: '답변 보내기',
    failed: '답변을 보내지 못했습니다',
    loadFailed: '질문을 불러오지 못했습니다',
  },
  en: {
    title: "Participants' questions",
    unanswered: '{{count}} question(s) waiting for an answer',
    public: 'Public to all participants',
    private: 'Sent to you only',
    answerLabel: 'Answer',
    yourAnswer: 'Your answer (you can change it)',
    send: 'Send answer',
    failed: 'Could not send the answer',
    loadFailed: 'Could not load the questions',
  },
});
