/** The words of favourites (my list) and questions to presenters, in Korean and English (decision 053). */
import { registerMessages } from '@web/i18n';

export const useAttendeeT = registerMessages('attendee', {
  ko: {
    star: {
      add: '내 목록에 추가',
      remove: '내 목록에서 빼기',
      failed: '내 목록을 바꾸지 못했습니다',
    },
    myList: {
      title: '내 목록',
      link: '내 목록',
      empty: '아직 별표한 포스터가 없습니다. 포스터의 ☆를 눌러 추가하세요.',
      loadFailed: '내 목록을 불러오지 못했습니다',
      offline: '오프라인입니다. 마지막으로 받은 목록을 보여 줍니다.',
      toGallery: '포스터 목록으로',
    },
    questions: {
      title: '발표자에게 질문',
      label: '질문',
      public: '모든 참가자에게 공개',
      publicHint: '체크하지 않으면 발표자만 봅니다.',
      ask: '질문 보내기',
      asking: '보내는 중…',
      sent: '질문을 보냈습니다.',
      failed: '질문을 보내지 못했습니다',
      tooMany: '1분에 {{max}}개까지 질문할 수 있습니다. 잠시 뒤에 다시 보내세요.',
      none: '아직 질문이 없습니다.',
      mine: '내 질문',
      private: '비공개',
      answer: '발표자 답변',
      waiting: '답변을 기다리는 중',
      loadFailed: '질문을 불러오지 못했습니다',
    },
  },
  en: {
    star: {
      add: 'Add to my list',
      remove: 'Remove from my list',
      failed: 'Could not change my list',
    },
    myList: {
      title: 'My list',
      link: 'My list',
      empty: 'No starred posters yet. Tap ☆ on a poster to add it.',
      loadFailed: 'Could not load my list',
      offline: 'You are offline. Showing the last list received.',
      toGallery: 'To the posters',
    },
    questions: {
      title: 'Ask the presenter',
      label: 'Question',
      public: 'Public to all participants',
      publicHint: 'Unchecked: only the presenter reads it.',
      ask: 'Send question',
      asking: 'Sending…',
      sent: 'Your question was sent.',
      failed: 'Could not send the question',
      tooMany: 'You can ask {{max}} questions a minute. Wait a moment and send it again.',
      none: 'No questions yet.',
      mine: 'My question',
      private: 'Private',
      answer: "Presenter's answer",
      waiting: 'Waiting for an answer',
      loadFailed: 'Could not load the questions',
    },
  },
});
