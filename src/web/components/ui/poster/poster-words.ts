/** The names of a poster's parts in both languages, for the pages that show one (the judge's and the participant's). */
import { registerMessages } from '@web/i18n';

export const usePosterWordsT = registerMessages('posterWords', {
  ko: {
    author: '저자',
    affiliation: '소속',
    category: '분야',
    abstract: '초록',
    keywords: '키워드',
    images: '포스터 이미지',
    readAsText: '글로 읽기',
  },
  en: {
    author: 'Author',
    affiliation: 'Affiliation',
    category: 'Category',
    abstract: 'Abstract',
    keywords: 'Keywords',
    images: 'Poster images',
    readAsText: 'Read as text',
  },
});
