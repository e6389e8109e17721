/** The live dashboard's sections (judges to contact, coverage, the totals' spread), in Korean and English. */
import { registerMessages } from '@web/i18n';

export const useLiveT = registerMessages('projectAdminLive', {
  ko: {
    live: '실시간',
    connecting: '연결 중…',
    liveHint: '심사위원이 제출하면 자동으로 갱신됩니다.',
    liveHintBoards: '발표자가 자리에 서거나 보드가 바뀌면 자동으로 갱신됩니다.',
    status: {
      unassigned: '배정 없음',
      not_started: '시작 전',
      behind: '늦음',
      on_track: '진행 중',
      done: '완료',
    },
    statusCol: '상태',
    behindTitle: '연락이 필요한 심사위원',
    behindEmpty: '늦은 심사위원이 없습니다.',
    behindCol: {
      judge: '심사위원',
      email: '이메일',
      done: '완료/배정',
      status: '상태',
    },
    coverageTitle: '포스터별 심사 현황',
    coverageEmpty: '포스터가 없습니다.',
    coverageCol: {
      poster: '포스터',
      evaluated: '심사/배정',
    },
    totalsTitle: '심사 총점 분포',
    totalsDesc: '총점 구간별 심사 수 (만점 {{max}}점)',
    totalsEmpty: '아직 제출된 심사가 없습니다.',
  },
  en: {
    live: 'Live',
    connecting: 'Connecting…',
    liveHint: 'Updates by itself as judges submit.',
    liveHintBoards: 'Updates by itself as presenters check in and boards change.',
    status: {
      unassigned: 'Nothing assigned',
      not_started: 'Not started',
      behind: 'Behind',
      on_track: 'On track',
      done: 'Done',
    },
    statusCol: 'Status',
    behindTitle: 'Judges to contact',
    behindEmpty: 'No judge is behind.',
    behindCol: {
      judge: 'Judge',
      email: 'Email',
      done: 'Done/assigned',
      status: 'Status',
    },
    coverageTitle: 'Coverage per poster',
    coverageEmpty: 'No posters.',
    coverageCol: {
      poster: 'Poster',
      evaluated: 'Evaluated/assigned',
    },
    totalsTitle: 'Distribution of evaluation totals',
    totalsDesc: 'Evaluations per band of total score (out of {{max}} points)',
    totalsEmpty: 'No evaluation submitted yet.',
  },
});
