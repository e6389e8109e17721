/**
 * The evaluation page's text, in Korean and English: its own chunk's, so the judge's list does not carry it
 * (the judge route's JavaScript budget, decision 035). Looked up after it: the judge's shared words
 * (`evaluate.loginAgain`, the outbox, ...).
 */
import { registerMessages, useTranslation } from '@web/i18n';

registerMessages('judgeEvaluate', {
  ko: {
    evaluate: {
      title: '포스터 심사',
      backToList: '목록으로',
      criteria: '평가 항목',
      notEntered: '미입력',
      scoreOf: '{{score}} / {{max}}점',
      decrease: '{{name}} 1점 내리기',
      increase: '{{name}} 1점 올리기',
      comment: '종합 의견',
      commentHint: '필수 항목입니다.',
      total: '합계',
      submit: '심사 제출',
      resubmit: '다시 보내기',
      submitting: '보내는 중…',
      noCriteria: '활성화된 평가 항목이 없어 제출할 수 없습니다. 관리자에게 문의하세요.',
      scoresRequired: '모든 평가 항목의 점수를 입력하세요.',
      commentRequired: '종합 의견을 입력하세요.',
      submitted: '심사가 제출되었습니다.',
      loadFailed: '포스터를 불러오지 못했습니다.',
      notFound: '포스터를 찾을 수 없습니다.',
      notAssigned: '나에게 배정되지 않은 포스터입니다.',
      draftRestored: '보내지 않은 작성 내용을 이 기기에서 복원했습니다.',
      alreadyEvaluated: '이미 심사한 포스터입니다. 점수를 고쳐 다시 제출할 수 있습니다.',
      lockedSetup: '아직 심사가 시작되지 않았습니다. 평가를 제출할 수 없습니다.',
      lockedClosed: '심사가 마감되었습니다. 평가는 읽기 전용입니다.',
      offline: '오프라인 상태입니다. 작성 내용은 이 기기에 저장되며, 연결되면 보낼 수 있습니다.',
      sendFailed: '심사를 보내지 못했습니다: {{detail}}',
      sessionExpired: '로그인이 만료되었습니다. 다시 로그인하면 작성 내용이 그대로 남아 있습니다.',
      queued: '이 기기에 저장했습니다. 연결되면 자동으로 보냅니다.',
      next: '다음 포스터:',
      allDone: '배정된 포스터를 모두 심사했습니다.',
    },
  },
  en: {
    evaluate: {
      title: 'Evaluate poster',
      backToList: 'Back to list',
      criteria: 'Criteria',
      notEntered: 'Not entered',
      scoreOf: '{{score}} / {{max}}',
      decrease: '{{name}}: one point less',
      increase: '{{name}}: one point more',
      comment: 'Overall opinion',
      commentHint: 'Required.',
      total: 'Total',
      submit: 'Submit evaluation',
      resubmit: 'Send again',
      submitting: 'Sending…',
      noCriteria: 'There are no active criteria, so nothing can be submitted. Ask the administrator.',
      scoresRequired: 'Enter a score for all criteria',
      commentRequired: 'Enter the overall opinion',
      submitted: 'Evaluation submitted',
      loadFailed: 'Failed to load the poster',
      notFound: 'Poster not found',
      notAssigned: 'This poster is not assigned to you',
      draftRestored: 'Your unsent draft was restored from this device.',
      alreadyEvaluated: 'You have evaluated this poster; you can change it and submit again.',
      lockedSetup: 'Judging has not opened yet: evaluations cannot be submitted.',
      lockedClosed: 'Judging is closed: evaluations are read-only.',
      offline:
        'You are offline. Your scores are saved on this device and can be sent when the connection is back.',
      sendFailed: 'Could not send the evaluation: {{detail}}',
      sessionExpired: 'Your login has expired. Log in again; your scores stay saved on this device.',
      queued: 'Saved on this device. It will be sent when the connection is back.',
      next: 'Next poster:',
      allDone: 'You have scored every poster assigned to you.',
    },
  },
});

const namespaces = ['judgeEvaluate', 'judge', 'common'] as const;

/** The evaluation page's `t`: its own words, then the judge's, then the common ones. */
export const useEvaluateT = () => useTranslation(namespaces);
