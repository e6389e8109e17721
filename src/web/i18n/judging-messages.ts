/**
 * The codes of judging said in Korean and English: assignments and conflicts of interest, the phases, an
 * evaluation's scores and comment, and people's choice votes. error-messages.ts registers them with the other codes
 * (namespace `errors`), so `codeMessage` says them.
 */
import type { ErrorCode } from '@shared/errors';

type Said = readonly [ko: string, en: string];

export type JudgingCode = Extract<
  ErrorCode,
  | 'ALREADY_ASSIGNED'
  | 'CONFLICT_ALREADY_MARKED'
  | 'PHASE_ONE_STEP'
  | 'SCORE_OUT_OF_RANGE'
  | 'SCORE_MISSING'
  | 'SCORE_NOT_CRITERION'
  | 'NO_ACTIVE_CRITERIA'
  | 'COMMENT_BLANK'
  | 'JUDGING_CLOSED'
  | 'ASSIGNED'
  | 'CONFLICT_OF_INTEREST'
  | 'CONFLICT_ALREADY_DECLARED'
  | 'EVALUATION_SENT'
  | 'NO_CONFLICT'
  | 'NOT_ASSIGNED'
  | 'VOTE_LIMIT'
  | 'VOTING_CLOSED'
>;

export const judgingCodeMessages: Record<JudgingCode, Said> = {
  ALREADY_ASSIGNED: ['이미 배정되어 있습니다.', 'This is already assigned.'],
  CONFLICT_ALREADY_MARKED: ['이미 이해충돌로 표시되어 있습니다.', 'This conflict is already marked.'],
  PHASE_ONE_STEP: ['단계는 한 번에 한 단계씩만 바꿀 수 있습니다.', 'The phase moves one step at a time.'],
  SCORE_OUT_OF_RANGE: [
    '"{{criterion}}" 점수는 0점부터 {{max}}점까지입니다.',
    'The score for "{{criterion}}" must be from 0 to {{max}}.',
  ],
  SCORE_MISSING: ['모든 기준에 점수를 입력하세요: {{criteria}}', 'Score every criterion: {{criteria}}'],
  SCORE_NOT_CRITERION: [
    '평가 기준이 바뀌었습니다. 새로고침 후 다시 입력하세요.',
    'The criteria changed. Reload and score again.',
  ],
  NO_ACTIVE_CRITERIA: [
    '아직 활성화된 평가 기준이 없습니다. 관리자에게 문의하세요.',
    'There are no active criteria yet. Ask the organiser.',
  ],
  COMMENT_BLANK: ['종합 의견을 입력하세요.', 'Enter your overall comment.'],
  JUDGING_CLOSED: ['심사가 마감되었습니다.', 'Judging is closed.'],
  ASSIGNED: [
    '이미 배정된 조합입니다. 배정을 먼저 취소하세요.',
    'This pair is assigned. Cancel the assignment first.',
  ],
  CONFLICT_OF_INTEREST: [
    '이해충돌이 있는 배정이 포함되어 있습니다.',
    'Some of these pairs have a conflict of interest.',
  ],
  CONFLICT_ALREADY_DECLARED: [
    '이 포스터는 이미 이해충돌로 심사에서 빠졌습니다.',
    'This poster is already set aside as a conflict.',
  ],
  EVALUATION_SENT: [
    '이 포스터의 심사를 이미 보냈습니다. 먼저 운영자에게 심사 삭제를 요청하세요.',
    'Your evaluation of this poster is already sent. Ask the organiser to remove it first.',
  ],
  NO_CONFLICT: [
    '이 심사위원과 포스터 사이에는 이해충돌이 없습니다.',
    'There is no conflict of interest between this judge and this poster.',
  ],
  VOTE_LIMIT: [
    '투표는 {{max}}표까지입니다. 다른 포스터의 표를 거두면 다시 투표할 수 있습니다.',
    'You can give at most {{max}} votes. Withdraw one to vote for this poster.',
  ],
  VOTING_CLOSED: ['지금은 청중 투표를 할 수 없습니다.', 'The audience vote is not open now.'],
  NOT_ASSIGNED: [
    '이 학회의 관리자로 지정되지 않은 계정입니다. 슈퍼 관리자에게 이 학회에 지정해 달라고 요청하세요.',
    'This administrator account is not assigned to this conference. Ask a super admin to assign it.',
  ],
};
