/**
 * Every server error code said in Korean and English: one line per code, `[ko, en]`, with the error body's
 * `params` as `{{name}}`. A code missing here fails the typecheck and `error-messages.test.ts`.
 *
 * No first screen needs these ~10 KB of text, so they are not in the entry: the module registers its bundles
 * when it loads, which is with the first failed call (`loadErrorMessages` in api.ts) or with a page that imports
 * it for row errors (row-error-message.ts).
 */
import type { ErrorCode } from '@shared/errors';
import { i18n } from './core';
import { judgingCodeMessages, type JudgingCode } from './judging-messages';
import { oidcCodeMessages, type OidcCode } from './oidc-messages';
import { submissionCodeMessages } from './submission-messages';

type Said = readonly [ko: string, en: string];

export const errorMessages: Record<Exclude<ErrorCode, OidcCode | JudgingCode>, Said> = {
  BAD_REQUEST: [
    '요청을 처리할 수 없습니다. 입력을 확인하세요.',
    'The request could not be handled. Check the input.',
  ],
  INVALID_JSON: ['요청 형식이 올바르지 않습니다.', 'The request is not valid JSON.'],
  TOO_COMPLEX: ['요청이 너무 복잡합니다.', 'The request is too complex.'],
  PASSWORD_IN_URL: ['비밀번호는 주소에 넣을 수 없습니다.', 'Passwords cannot be sent in the address.'],
  VALIDATION: ['입력한 값을 확인하세요.', 'Check this value.'],
  REQUIRED: ['필수 항목입니다.', 'This is required.'],
  TOO_SHORT: ['{{min}}자 이상 입력하세요.', 'Enter at least {{min}} characters.'],
  TOO_LONG: ['{{max}}자 이하로 입력하세요.', 'Enter at most {{max}} characters.'],
  TOO_SMALL: ['{{min}} 이상이어야 합니다.', 'Must be {{min}} or more.'],
  TOO_BIG: ['{{max}} 이하여야 합니다.', 'Must be {{max}} or less.'],
  NOT_INTEGER: ['정수를 입력하세요.', 'Enter a whole number.'],
  INVALID_EMAIL: ['올바른 이메일 주소를 입력하세요.', 'Enter a valid email address.'],
  INVALID_FORMAT: ['형식이 올바르지 않습니다.', 'The format is not valid.'],
  INVALID_CHOICE: ['목록에 있는 값을 고르세요.', 'Choose one of the listed values.'],
  NOTHING_TO_CHANGE: ['바꿀 내용이 없습니다.', 'There is nothing to change.'],
  SLUG_TAKEN: [
    '이미 사용 중인 슬러그입니다. 다른 슬러그를 입력하세요.',
    'This slug is already taken. Choose another.',
  ],
  USERNAME_TAKEN: ['이미 사용 중인 아이디입니다.', 'This username is already taken.'],
  EMAIL_TAKEN: ['이미 사용 중인 이메일입니다.', 'This email is already in use.'],
  USERNAME_FIXED: ['아이디는 만든 뒤 바꿀 수 없습니다.', 'The username cannot change once created.'],
  NOT_YOURSELF: ['자기 자신에게는 할 수 없는 작업입니다.', 'You cannot do this to your own account.'],
  TIMES_REVERSED: [
    '끝나는 시각은 시작 시각보다 늦어야 합니다.',
    'The end time must be after the start time.',
  ],
  TIME_ZONE_UNKNOWN: [
    '알 수 없는 시간대입니다. 목록에 있는 시간대를 고르세요.',
    'Unknown time zone. Choose one from the list.',
  ],
  SESSION_NAME_TAKEN: [
    '"{{name}}" 세션이 이미 있습니다. 다른 이름을 입력하세요.',
    'A session named "{{name}}" already exists. Choose another name.',
  ],
  DATES_REVERSED: ['종료일은 시작일보다 빠를 수 없습니다.', 'The end date cannot be before the start date.'],
  SETTINGS_INVALID: ['설정은 올바른 JSON 객체여야 합니다.', 'Settings must be a valid JSON object.'],
  REASON_REQUIRED: ['이전 단계로 되돌리려면 사유를 입력하세요.', 'Give a reason to go back a phase.'],
  CLOSING_TIME_PASSED: [
    '마감 시각이 지났습니다. 더 늦은 시각을 정하세요.',
    'The closing time has passed. Set a later one.',
  ],
  MAX_BELOW_GIVEN: [
    '이미 {{min}}점이 부여되어 최고 점수를 그보다 낮출 수 없습니다.',
    'A score of {{min}} was already given, so the max cannot go below it.',
  ],
  NO_SUCH_PROJECT: ['해당 프로젝트가 없습니다.', 'There is no such project.'],
  SEARCH_EMPTY: [
    '검색할 글자를 입력하세요 (문장 부호만으로는 찾을 수 없습니다).',
    'Enter something to search for (punctuation alone finds nothing).',
  ],
  BAD_FILE: [
    '파일을 읽을 수 없습니다. 엑셀에서 다시 저장한 뒤 올리세요.',
    'The file cannot be read. Save it again from Excel and retry.',
  ],
  FILE_EMPTY: ['빈 파일입니다.', 'The file is empty.'],
  FILE_TYPE: [
    '올릴 수 없는 파일 형식입니다. 가능한 형식: {{allowed}}',
    'This file type is not accepted. Allowed: {{allowed}}',
  ],
  FILE_MISSING: ['올릴 파일을 고르세요.', 'Choose a file to upload.'],
  FILE_TYPE_NOT_ALLOWED: [
    '포스터 파일은 PDF, PNG, JPEG, WebP 또는 PowerPoint 파일이어야 합니다.',
    'A poster file must be a PDF, PNG, JPEG, WebP or PowerPoint file.',
  ],
  SLIDES_NOT_SUPPORTED: [
    '이 서버는 슬라이드 파일을 변환할 수 없습니다. 포스터를 PDF로 내보내 올리세요.',
    'Slide files cannot be converted here. Export your poster as a PDF and upload that.',
  ],
  TOO_MANY_FILES: ['한 번에 {{max}}개까지 올릴 수 있습니다.', 'Upload at most {{max}} at once.'],
  TOO_MANY_IMAGES: [
    '포스터 한 편에 이미지는 {{max}}장까지입니다.',
    'A poster can have at most {{max}} images.',
  ],
  BOARD_TWICE: ['보드 {{board}}의 위치가 두 번 있습니다.', 'Board {{board}} is placed twice.'],
  BOARD_UNKNOWN: [
    '보드 {{board}}에 걸린 포스터가 없습니다.',
    'No poster of this conference hangs on board {{board}}.',
  ],
  NOT_CHECKED_IN: [
    '발표 세션 시간에 보드에서 "발표 중"으로 알린 발표자에게만 발표 확인서가 발급됩니다.',
    'Certificates of presentation go only to presenters who checked in at their board during their session.',
  ],
  HALL_PLAN_MISSING: ['먼저 행사장 배치도를 올리세요.', 'Upload the hall plan first.'],
  CERTIFICATES_OFF: [
    '이 행사는 발표 확인서를 발급하지 않습니다.',
    'This conference does not issue certificates of presentation.',
  ],
  IMAGE_TWICE: ['같은 이미지가 두 번 있습니다.', 'The same image is listed twice.'],
  NOT_AN_IMAGE: [
    '"{{file}}" 파일을 이미지로 읽을 수 없습니다.',
    'The file "{{file}}" could not be read as an image.',
  ],
  IMAGE_TOO_MANY_PIXELS: [
    '"{{file}}" 이미지가 너무 큽니다({{width}} × {{height}} 픽셀). {{max}}백만 픽셀 이하로 줄여 올려 주세요.',
    'The image "{{file}}" is too large ({{width}} × {{height}} pixels). Make it at most {{max}} million pixels.',
  ],
  SEAL_PIXELS: [
    '직인 이미지는 긴 변이 {{min}}~{{max}}픽셀이어야 합니다. "{{file}}"은(는) {{width}} × {{height}} 픽셀입니다.',
    'The seal image must be {{min}} to {{max}} pixels on its long side; "{{file}}" is {{width}} × {{height}}.',
  ],
  IMAGE_LEFT_OUT: [
    '이미지 {{url}}을(를) 가져오지 못해 빼고 저장했습니다.',
    'The image {{url}} could not be fetched and was left out.',
  ],
  IMAGE_FETCH_PENDING: [
    '이미지 {{url}}을(를) 아직 가져오지 못했습니다. 포스터에 남겨 두고 잠시 후 다시 가져옵니다.',
    'The image {{url}} could not be fetched yet. It is kept on the poster and will be tried again.',
  ],
  IMAGE_FETCH_FAILED: [
    '이미지 {{url}}을(를) 가져오지 못했습니다. 포스터에 남겨 두었으며 포스터 관리에서 다시 시도할 수 있습니다.',
    'The image {{url}} could not be fetched. It is kept on the poster; retry it from the posters page.',
  ],
  SPREADSHEET_ROW_INVALID: ['{{row}}행{{where}}: {{problem}}', 'Row {{row}}{{where}}: {{problem}}'],
  SPREADSHEET_ROW_REPEATED: ['{{earlier}}행과 겹칩니다.', 'Repeats row {{earlier}}.'],
  SESSION_UNKNOWN: [
    '"{{session}}" 세션이 없습니다. 보드 페이지에서 세션을 먼저 추가하세요.',
    'There is no session named "{{session}}". Add it on the boards page first.',
  ],
  SPREADSHEET_COLUMNS_MISSING: [
    '첫 행에 필요한 열이 없습니다: {{columns}}',
    'The header row lacks the columns: {{columns}}',
  ],
  SPREADSHEET_CHANGED_MEANWHILE: [
    '가져오는 동안 다른 사람이 계정을 바꾸었습니다. 다시 올리세요.',
    'Someone changed accounts during the import. Upload again.',
  ],
  LINK_INVALID: [
    '유효하지 않은 로그인 링크입니다. 새 링크를 요청하세요.',
    'This sign-in link is not valid. Ask for a new one.',
  ],
  LOGIN_REQUIRED: ['로그인이 필요합니다. 다시 로그인하세요.', 'Please log in.'],
  LOGIN_FAILED: ['아이디 또는 비밀번호가 올바르지 않습니다.', 'Wrong username or password.'],
  FORBIDDEN: ['이 작업을 할 권한이 없습니다.', 'You do not have permission to do this.'],
  BAD_ORIGIN: [
    '다른 사이트에서 온 요청이라 거부되었습니다.',
    'This request came from another site and was refused.',
  ],
  PROJECT_INACTIVE: ['현재 비활성화된 프로젝트입니다.', 'This project is currently inactive.'],
  NOT_PUBLISHED: ['결과가 아직 발표되지 않았습니다.', 'The results have not been published yet.'],
  BOOK_NOT_PUBLISHED: ['초록집이 아직 공개되지 않았습니다.', 'The abstract book has not been published yet.'],
  DOWNLOAD_NOT_ALLOWED: ['이 포스터 파일은 내려받을 수 없습니다.', 'This poster file may not be downloaded.'],
  NOT_FOUND: ['찾을 수 없습니다. 이미 삭제되었을 수 있습니다.', 'Not found. It may have been deleted.'],
  TIMEOUT: ['요청 시간이 초과되었습니다. 다시 시도하세요.', 'The request timed out. Try again.'],
  BOARD_TAKEN: [
    '이 보드는 이미 다른 포스터가 쓰고 있습니다.',
    'This board is already used by another poster.',
  ],
  NUMBER_TAKEN: [
    '{{number}}번은 이미 다른 포스터가 쓰고 있습니다.',
    'Number {{number}} is already used by another poster.',
  ],
  EDIT_CONFLICT: [
    '다른 사람이 먼저 수정했습니다. 바뀐 내용을 확인한 뒤 다시 저장하세요.',
    'Someone else changed this meanwhile. Check the new values and save again.',
  ],
  CONFIRMATION_REQUIRED: ['확인하려면 "{{name}}"을(를) 입력하세요.', 'Type "{{name}}" to confirm.'],
  SUBMISSION_CLOSED: [
    '포스터 파일 제출 마감이 지났습니다. 주최 측에 문의하세요.',
    'The deadline for poster files has passed. Contact the organisers.',
  ],
  SUBMISSION_PROCESSING: [
    '이전에 올린 파일을 아직 처리하고 있습니다. 처리가 끝난 뒤 다시 올리세요.',
    'The file sent before is still being processed. Upload again once it is done.',
  ],
  SUBMISSION_NOT_REVIEWABLE: [
    '아직 검토할 수 없는 제출입니다 (처리 중, 실패 또는 제출 없음).',
    'This submission cannot be reviewed yet (processing, failed or none).',
  ],
  MAIL_OFF: [
    '이 서버에서는 메일을 보낼 수 없습니다. 링크를 CSV로 내려받아 메일 병합에 쓰세요.',
    'Mail is off on this server. Download the links as CSV for a mail merge instead.',
  ],
  MAIL_PENDING: ['이 메일은 아직 보내는 중입니다.', 'This message is still on its way.'],
  BOOK_NOT_READY: [
    '초록집이 아직 만들어지지 않았습니다. 먼저 만들어 주세요.',
    'The abstract book has not been built yet: build it first.',
  ],
  RESET_LINK_INVALID: [
    '비밀번호 재설정 링크가 올바르지 않거나, 이미 사용되었거나, 만료되었습니다. 새 링크를 요청하세요.',
    'This password reset link is not valid, was already used or has expired. Ask for a new one.',
  ],
  LINK_USED: [
    '이미 사용한 로그인 링크입니다. 새 링크를 요청하세요.',
    'This sign-in link was already used. Ask for a new one.',
  ],
  LINK_EXPIRED: [
    '로그인 링크가 만료되었습니다. 새 링크를 요청하세요.',
    'This sign-in link has expired. Ask for a new one.',
  ],
  TOO_LARGE: ['요청이 너무 큽니다.', 'The request is too large.'],
  FILE_TOO_LARGE: [
    '파일이 너무 큽니다. {{limit}}MB까지 올릴 수 있습니다.',
    'The file is too large. The limit is {{limit}} MB.',
  ],
  UNSUPPORTED_MEDIA: ['지원하지 않는 요청 형식입니다.', 'Unsupported request type.'],
  TOO_MANY: [
    '시도가 너무 많습니다. 잠시 뒤에 다시 시도하세요.',
    'Too many attempts. Wait a moment and try again.',
  ],
  HEADERS_TOO_LARGE: ['요청 헤더가 너무 큽니다.', 'The request headers are too large.'],
  INTERNAL: [
    '서버에 문제가 생겼습니다. 잠시 뒤 다시 시도하세요.',
    'Something went wrong on the server. Try again shortly.',
  ],
  DATABASE_UNAVAILABLE: [
    '데이터베이스에 잠시 연결할 수 없습니다. 조금 뒤 다시 시도하세요. 저장된 내용은 그대로입니다.',
    'The database cannot be reached just now. Try again in a moment; nothing saved is lost.',
  ],
  SERVER_BUSY: [
    '지금 서버에 요청이 몰려 있습니다. 몇 초 뒤 다시 시도하세요. 심사와 발표자 업무가 먼저 처리됩니다.',
    'The server is very busy just now. Try again in a few seconds; judging and presenters go first.',
  ],
  DATABASE_FULL: [
    '서버의 저장 공간이 가득 차 저장하지 못했습니다. 운영자에게 알려 주세요.',
    'The server’s disk is full, so this was not saved. Tell the operator.',
  ],
};

/** The table, and the poster files', sign-in's and judging's codes, as the translation core's two bundles (`errors`). */
export function errorBundles(): { ko: Record<string, string>; en: Record<string, string> } {
  const ko: Record<string, string> = {};
  const en: Record<string, string> = {};
  for (const [code, [k, e]] of Object.entries({
    ...submissionCodeMessages,
    ...oidcCodeMessages,
    ...judgingCodeMessages,
    ...errorMessages,
  })) {
    ko[code] = k;
    en[code] = e;
  }
  return { ko, en };
}

const bundles = errorBundles();
i18n.addResourceBundle('ko', 'errors', bundles.ko);
i18n.addResourceBundle('en', 'errors', bundles.en);
