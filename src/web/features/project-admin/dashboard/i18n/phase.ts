/** The phase control's messages (the phase, its closing time, the printouts it links to), in Korean and English. */
import { registerMessages } from '@web/i18n';

export const usePhaseT = registerMessages('projectAdminPhase', {
  ko: {
    phase: {
      title: '심사 단계',
      current: '현재 단계',
      setup: '준비',
      open: '심사 진행 중',
      closed: '심사 마감',
      published: '결과 공개',
      next: '{{phase}} 단계로 진행',
      back: '{{phase}} 단계로 되돌리기',
      reasonTitle: '단계 되돌리기',
      reason: '되돌리는 이유',
      reasonRequired: '되돌리는 이유를 입력하세요.',
      confirm: '변경',
      changed: '단계가 변경되었습니다.',
      failed: '단계 변경에 실패했습니다',
      closesAt: '심사 마감 시각 (선택)',
      closesAtSave: '마감 시각 저장',
      closesAtSaved: '마감 시각이 저장되었습니다.',
      noClosesAt: '마감 시각 없음',
    },
    print: {
      labels: '포스터 라벨 인쇄',
      cards: '심사위원 접속 카드 인쇄',
      print: '인쇄',
    },
  },
  en: {
    phase: {
      title: 'Judging phase',
      current: 'Current phase',
      setup: 'Setup',
      open: 'Judging open',
      closed: 'Judging closed',
      published: 'Results published',
      next: 'Move on to {{phase}}',
      back: 'Go back to {{phase}}',
      reasonTitle: 'Going back a phase',
      reason: 'Reason for going back',
      reasonRequired: 'Please give a reason for going back.',
      confirm: 'Change',
      changed: 'The phase has changed.',
      failed: 'Changing the phase failed',
      closesAt: 'Judging closes at (optional)',
      closesAtSave: 'Save closing time',
      closesAtSaved: 'The closing time is saved.',
      noClosesAt: 'No closing time',
    },
    print: {
      labels: 'Print poster labels',
      cards: 'Print judge access cards',
      print: 'Print',
    },
  },
});
