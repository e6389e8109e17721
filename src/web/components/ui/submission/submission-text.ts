/** Words of poster files both the presenter's page and the organiser's board say: statuses, formats, preflight. */
import { registerMessages } from '@web/i18n';

export const useSubmissionT = registerMessages('submission', {
  ko: {
    status: {
      not_started: '미제출',
      processing: '처리 중',
      submitted: '제출됨',
      needs_fix: '수정 요청',
      approved: '승인됨',
      failed: '실패',
    },
    format: { 'a0-portrait': 'A0 세로', '16:9-landscape': '16:9 가로', free: '자유' },
    preflight: {
      title: '파일 점검 결과',
      error: '오류',
      warning: '주의',
      FORMAT_MISMATCH: '요청한 형식({{expected}})과 다릅니다. 올린 파일: {{actual}}.',
      FONT_NOT_EMBEDDED:
        '파일에 포함되지 않은 글꼴이 있습니다: {{fonts}}. 다른 기기에서는 글자가 바뀌어 보일 수 있으니, PDF로 저장할 때 글꼴 포함(임베드)을 켜 주세요.',
      TEXT_TOO_SMALL:
        '글자가 너무 작습니다(가장 작은 글자 약 {{pt}}pt). 포스터 앞에서도 읽을 수 있게 키워 주세요.',
      LOW_RESOLUTION_IMAGE:
        '해상도가 낮은 그림이 있습니다(약 {{dpi}}dpi). 확대하면 흐리게 보일 수 있으니 원본 그림을 넣어 주세요.',
      BLANK_PAGE: '빈 페이지가 있습니다{{where}}. 빼고 다시 올려 주세요.',
      where: ' ({{pages}}쪽)',
      pages: '{{pages}}쪽',
      landscape: '가로',
      portrait: '세로',
      size: '{{width}} × {{height}} mm',
      other: '다른 크기',
    },
    tools: {
      missing: '이 서버에 포스터 파일을 처리할 프로그램이 없습니다: {{programs}}.',
      noPdf: 'PDF 포스터를 그림으로 바꿀 수 없어, 발표자가 올린 PDF가 처리되지 않습니다.',
      noSlides: '슬라이드 파일(.pptx, .ppt, .odp)을 PDF로 바꿀 수 없습니다.',
      noFonts: '슬라이드의 한글이 한글 글꼴 없이 그려집니다.',
      koreanFonts: '한글 글꼴',
      install: '서버 관리자에게 설치를 요청하세요:',
      presenter:
        '지금 이 서버는 PDF 포스터를 처리할 수 없습니다. PNG나 JPEG 그림으로 올리거나, 학회 담당자에게 알려 주세요.',
    },
  },
  en: {
    status: {
      not_started: 'Not started',
      processing: 'Processing',
      submitted: 'Submitted',
      needs_fix: 'Needs fix',
      approved: 'Approved',
      failed: 'Failed',
    },
    format: { 'a0-portrait': 'A0 portrait', '16:9-landscape': '16:9 landscape', free: 'Free' },
    preflight: {
      title: 'File check',
      error: 'Error',
      warning: 'Warning',
      FORMAT_MISMATCH: 'Not the requested format ({{expected}}). The file: {{actual}}.',
      FONT_NOT_EMBEDDED:
        'Some fonts are not embedded: {{fonts}}. Text may look different on other devices; turn on font embedding when saving the PDF.',
      TEXT_TOO_SMALL:
        'Some text is very small (about {{pt}} pt at the smallest). Make it large enough to read in front of the poster.',
      LOW_RESOLUTION_IMAGE:
        'Some pictures have a low resolution (about {{dpi}} dpi) and may look blurred when zoomed; use the original pictures.',
      BLANK_PAGE: 'There is a blank page{{where}}. Remove it and upload again.',
      where: ' (page {{pages}})',
      pages: '{{pages}} pages',
      landscape: 'landscape',
      portrait: 'portrait',
      size: '{{width}} × {{height}} mm',
      other: 'another size',
    },
    tools: {
      missing: 'This server lacks programs that poster files need: {{programs}}.',
      noPdf: 'PDF posters cannot be turned into pictures: the PDFs presenters upload are not processed.',
      noSlides: 'Slide decks (.pptx, .ppt, .odp) cannot be converted to PDF.',
      noFonts: 'Korean text in slide decks is drawn without Korean fonts.',
      koreanFonts: 'Korean fonts',
      install: "Ask the server's administrator to install:",
      presenter:
        'This server cannot process PDF posters right now. Upload a PNG or JPEG picture instead, or tell the conference.',
    },
  },
});
