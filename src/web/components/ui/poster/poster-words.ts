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
    textPage: '{{n}} / {{total}}쪽',
    textNone:
      '이 포스터 파일에는 읽을 수 있는 글이 없습니다. 그림으로 된 포스터이거나 아직 승인된 파일이 없습니다.',
    textPlain: '이 파일은 제목 구분 없이 문단으로만 읽습니다.',
  },
  en: {
    author: 'Author',
    affiliation: 'Affiliation',
    category: 'Category',
    abstract: 'Abstract',
    keywords: 'Keywords',
    images: 'Poster images',
    readAsText: 'Read as text',
    textPage: 'Page {{n}} of {{total}}',
    textNone: 'This poster file has no text to read: it is a picture, or no file has been approved yet.',
    textPlain: 'This file is read as paragraphs only, without its headings.',
  },
});
