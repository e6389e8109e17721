/** The organiser's poster statistics page, in Korean and English (decision 056). */
import { registerMessages } from '@web/i18n';

export const usePosterStatsT = registerMessages('posterStats', {
  ko: {
    title: '열람 통계',
    intro:
      '포스터마다 갤러리·휴대폰·키오스크·QR로 열린 횟수, 키오스크에서 휴대폰으로 이어 본 횟수, 즐겨찾기와 질문 수입니다.',
    table: '포스터별 열람',
    empty: '포스터가 없습니다.',
    number: '번호',
    poster: '포스터',
    loadFailed: '열람 통계를 불러오지 못했습니다',
  },
  en: {
    title: 'Poster statistics',
    intro:
      'For each poster: opens from the gallery, phones, kiosks and QR codes, kiosk-to-phone hand-offs, favourites and questions.',
    table: 'Views by poster',
    empty: 'No posters yet.',
    number: 'No.',
    poster: 'Poster',
    loadFailed: 'Could not load the poster statistics',
  },
});
