/** The words of poster statistics in both languages, for the presenter's page and the organiser's (decision 056). */
import { registerMessages } from '@web/i18n';

export const useViewWordsT = registerMessages('viewWords', {
  ko: {
    channel: { gallery: '갤러리', phone: '휴대폰', kiosk: '키오스크', qr: 'QR' },
    total: '전체 열람',
    handoffs: '키오스크→휴대폰',
    favorites: '즐겨찾기',
    questions: '질문',
    byDay: '날짜별 열람',
    dayViews: '{{day}}: {{parts}}',
    noViews: '아직 열람 기록이 없습니다.',
    counting: '같은 사람이 한 시간 안에 다시 연 것은 한 번으로 셉니다. 누가 보았는지는 남기지 않습니다.',
  },
  en: {
    channel: { gallery: 'Gallery', phone: 'Phone', kiosk: 'Kiosk', qr: 'QR' },
    total: 'Views',
    handoffs: 'Kiosk → phone',
    favorites: 'Favourites',
    questions: 'Questions',
    byDay: 'Views by day',
    dayViews: '{{day}}: {{parts}}',
    noViews: 'No views yet.',
    counting: 'Opening a poster again within the hour counts once. Who looked is not kept.',
  },
});
