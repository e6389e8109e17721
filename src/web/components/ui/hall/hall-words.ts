/** The hall map's words in both languages, for the poster pages' map and the organiser's editor (decision 059). */
import { registerMessages } from '@web/i18n';

export const useHallWordsT = registerMessages('hallWords', {
  ko: {
    map: '행사장 배치도',
    plan: '행사장 배치도 그림',
    whereBoard: '보드 {{board}}의 위치가 배치도에 표시되어 있습니다.',
    boardHere: '보드 {{board}} 위치',
    openPlan: '배치도 크게 보기',
  },
  en: {
    map: 'Hall map',
    plan: 'Plan of the hall',
    whereBoard: 'Board {{board}} is marked on the plan.',
    boardHere: 'Where board {{board}} stands',
    openPlan: 'Open the plan full size',
  },
});
