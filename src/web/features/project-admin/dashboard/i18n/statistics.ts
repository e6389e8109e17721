/** The statistics page's messages (counts, each judge's progress, the score charts), in Korean and English. */
import { registerMessages } from '@web/i18n';

export const useStatisticsT = registerMessages('projectAdminStatistics', {
  ko: {
    title: '통계',
    cards: {
      posters: '전체 포스터',
      judges: '전체 심사위원',
      assignments: '전체 배정',
      progress: '심사 완료율',
    },
    completedOf: '완료 {{done}} / {{total}}',
    judgeProgress: '심사위원별 진행 현황',
    judgeCol: {
      judge: '심사위원',
      done: '완료/배정',
      progress: '진행률',
    },
    noJudges: '심사위원이 없습니다.',
    distribution: '평균 점수 분포',
    distributionDesc: '평균 점수 구간별 포스터 수 (심사된 포스터 {{count}}개, 만점 {{max}}점)',
    distributionEmpty: '아직 심사된 포스터가 없습니다.',
    binLabel: '{{from}}–{{to}}점: {{count}}개',
    top: '상위 포스터 (평균 점수)',
    topEmpty: '아직 순위가 없습니다.',
    rankLabel: '{{rank}}위',
  },
  en: {
    title: 'Statistics',
    cards: {
      posters: 'Total posters',
      judges: 'Total judges',
      assignments: 'Total assignments',
      progress: 'Evaluation completion',
    },
    completedOf: '{{done}} of {{total}} completed',
    judgeProgress: 'Progress per judge',
    judgeCol: {
      judge: 'Judge',
      done: 'Done/assigned',
      progress: 'Progress',
    },
    noJudges: 'No judges.',
    distribution: 'Average score distribution',
    distributionDesc_one: 'Posters per average-score band (1 evaluated poster, out of {{max}} points)',
    distributionDesc: 'Posters per average-score band ({{count}} evaluated posters, out of {{max}} points)',
    distributionEmpty: 'No poster has been evaluated yet.',
    binLabel: '{{from}}–{{to}} points: {{count}}',
    top: 'Top posters (average score)',
    topEmpty: 'No ranking yet.',
    rankLabel: 'No. {{rank}}',
  },
});
