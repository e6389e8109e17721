/** The judging day's pages for judges and participants (poster QR, sign-in link, results), Korean and English. */
import { registerMessages } from '@web/i18n';

export const useJudgingDayPagesT = registerMessages('judgingDay', {
  ko: {
    posterLink: {
      title: '포스터',
      judge: '심사위원으로 로그인',
      participant: '포스터 보기',
      choose: '이 포스터를 어떻게 여시겠습니까?',
      more: '투표하거나 심사하려면 로그인하세요.',
    },
    access: {
      title: '심사위원 로그인 링크',
      intro: '{{project}} 심사위원 로그인 링크입니다. 한 번만 사용할 수 있습니다.',
      signIn: '로그인',
      signingIn: '로그인 중…',
      failed: '로그인하지 못했습니다',
      toLogin: '아이디와 비밀번호로 로그인',
    },
    results: {
      title: '심사 결과',
      notPublished: '아직 결과가 공개되지 않았습니다.',
      rank: '순위',
      poster: '포스터',
      author: '저자',
      average: '평균 점수',
      normalized: '정규화 점수',
      evaluations: '심사 수',
      empty: '결과가 없습니다.',
      loadFailed: '결과를 불러오지 못했습니다',
      toPosters: '포스터 목록으로',
    },
  },
  en: {
    posterLink: {
      title: 'Poster',
      judge: 'Log in as a judge',
      participant: 'View the poster',
      choose: 'How would you like to open this poster?',
      more: 'Log in to vote or to judge.',
    },
    access: {
      title: 'Judge sign-in link',
      intro: 'Your sign-in link for {{project}}. It works once.',
      signIn: 'Sign in',
      signingIn: 'Signing in…',
      failed: 'Could not sign in',
      toLogin: 'Log in with username and password',
    },
    results: {
      title: 'Results',
      notPublished: 'The results have not been published yet.',
      rank: 'Rank',
      poster: 'Poster',
      author: 'Author',
      average: 'Average score',
      normalized: 'Normalized score',
      evaluations: 'Evaluations',
      empty: 'No results.',
      loadFailed: 'Could not load the results',
      toPosters: 'Back to the posters',
    },
  },
});
