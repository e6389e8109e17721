/** The organiser's abstract book page's messages, in Korean and English. */
import { registerMessages } from '@web/i18n';

export const useAbstractBookT = registerMessages('projectAdminAbstractBook', {
  ko: {
    title: '초록집',
    intro:
      '승인된 포스터를 세션과 보드 순서로 모은 A4 PDF입니다. 표지, 목차, 포스터마다 번호·보드·제목·저자·소속·초록·키워드와 포스터 페이지로 가는 QR 코드가 들어갑니다. 포스터 파일을 받는 학회는 파일이 승인된 포스터만, 파일을 받지 않는 학회는 모든 포스터가 실립니다.',
    state: {
      none: '아직 만들지 않았습니다.',
      queued: '만드는 중입니다…',
      ready: '준비되었습니다.',
      failed: '만들지 못했습니다.',
    },
    made: '포스터 {{posters}}편, {{pages}}쪽 · {{at}}에 만듦',
    build: '초록집 만들기',
    rebuild: '다시 만들기',
    building: '만드는 중…',
    buildHint:
      '포스터를 고친 뒤에는 다시 만들어야 반영됩니다. 새로 만드는 동안에도 이전 파일을 내려받을 수 있습니다.',
    pdf: 'PDF 내려받기',
    xlsx: 'Excel 내려받기',
    publish: '참가자와 심사위원에게 공개',
    publishHint: '공개하면 참가자 포스터 목록에 초록집 PDF 링크가 나타납니다.',
    published: '공개했습니다.',
    unpublished: '공개를 취소했습니다.',
    failedTo: '하지 못했습니다',
  },
  en: {
    title: 'Abstract book',
    intro:
      'An A4 PDF of the approved posters in session and board order: a cover, the contents, and for each poster its number, board, title, authors, affiliation, abstract, keywords and a QR code to its page. A conference that collects poster files lists the posters whose file is approved; one that collects none lists every poster.',
    state: {
      none: 'Not built yet.',
      queued: 'Being built…',
      ready: 'Ready.',
      failed: 'Could not be built.',
    },
    made: '{{posters}} posters, {{pages}} pages · built {{at}}',
    build: 'Build the abstract book',
    rebuild: 'Build again',
    building: 'Building…',
    buildHint: 'After you change posters, build it again. The previous files stay downloadable meanwhile.',
    pdf: 'Download PDF',
    xlsx: 'Download Excel',
    publish: 'Published to participants and judges',
    publishHint: "Once published, a link to the PDF appears on the participants' poster list.",
    published: 'Published.',
    unpublished: 'No longer published.',
    failedTo: 'Could not do it',
  },
});
