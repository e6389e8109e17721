/**
 * The codes of poster files said in Korean and English (docs/decisions/041-poster-files.md): why an upload or a
 * rendering refused a file (the contract's fileRefusalCodes), and the refusal of an upload after the deadline.
 * error-messages.ts registers them with the other codes (namespace `errors`), so `codeMessage` says them.
 * FILE_TOO_LARGE is one of the server's codes already (error-messages.ts, with its `limit`).
 */
import type { FileRefusalCode } from '@shared/contracts/submissions';

type Said = readonly [ko: string, en: string];

export type SubmissionCode = Exclude<FileRefusalCode, 'FILE_TOO_LARGE'> | 'SUBMISSION_CLOSED';

export const submissionCodeMessages: Record<SubmissionCode, Said> = {
  FILE_TYPE_NOT_ALLOWED: [
    '올릴 수 없는 파일 형식입니다. PDF(권장), PNG, JPEG, WebP 또는 발표 자료(PPTX, PPT, ODP)를 올려 주세요.',
    'This file type is not accepted. Upload a PDF (recommended), PNG, JPEG, WebP or slides (PPTX, PPT, ODP).',
  ],
  PDF_ENCRYPTED: [
    '암호가 걸린 PDF는 열 수 없습니다. 암호 없이 다시 저장해 올려 주세요.',
    'A password-protected PDF cannot be opened. Save it again without a password.',
  ],
  PDF_UNREADABLE: [
    'PDF 파일을 읽을 수 없습니다. 파일이 손상되었을 수 있습니다. 다시 내보내 올려 주세요.',
    'The PDF cannot be read; it may be damaged. Export it again and upload.',
  ],
  PAGE_TOO_LARGE: [
    '페이지가 너무 큽니다. A0(841 × 1189 mm) 이하로 저장해 올려 주세요.',
    'The page is too large. Save it at A0 (841 × 1189 mm) or smaller.',
  ],
  IMAGE_TOO_LARGE: [
    '파일 속 그림 하나가 너무 큽니다(2억 5천만 화소 초과). 그림을 줄여 다시 저장해 올려 주세요.',
    'A picture inside the file is too large (over 250 million pixels). Shrink it, save the file again and upload.',
  ],
  TOO_MANY_PAGES: [
    '페이지가 너무 많습니다. 포스터 페이지만 남겨 올려 주세요.',
    'The file has too many pages. Keep only the poster pages.',
  ],
  SLIDES_NOT_SUPPORTED: [
    '이 서버에서는 발표 자료(PPTX, PPT, ODP)를 변환할 수 없습니다. PDF로 내보내 올려 주세요.',
    'Slide files (PPTX, PPT, ODP) cannot be converted here. Export a PDF and upload it.',
  ],
  RENDER_FAILED: [
    '파일을 변환하지 못했습니다. PDF로 다시 내보내 올려 주세요. 계속되면 주최 측에 문의하세요.',
    'The file could not be converted. Export a PDF and upload again; if it persists, contact the organisers.',
  ],
  SUBMISSION_CLOSED: [
    '제출 마감이 지나 더 이상 올릴 수 없습니다.',
    'The submission deadline has passed; uploads are closed.',
  ],
};
