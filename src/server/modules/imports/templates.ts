// The .xlsx templates of the three imports.
import * as XLSX from '@e965/xlsx';
import { JUDGE_COLUMNS, PARTICIPANT_COLUMNS, POSTER_COLUMNS } from '@shared/contracts/imports';

/**
 * Upload templates: the first sheet has the header row and one example row that imports as it is; a second
 * sheet explains each column in Korean and English (only the first sheet is ever read back).
 */
export type TemplateKind = 'posters' | 'judges' | 'participants';

export const TEMPLATE_FILES: Record<TemplateKind, string> = {
  posters: 'poster_upload_template.xlsx',
  judges: 'judge_upload_template.xlsx',
  participants: 'user_upload_template.xlsx',
};

type Layout = { columns: readonly string[]; example: (string | number)[]; help: [string, string, string][] };

/** The account columns judges and participants share. */
const loginHelp: Layout['help'] = [
  [
    'username',
    '필수: 로그인 아이디 (프로젝트 안에서 중복 불가)',
    'Required: login ID (unique in the project)',
  ],
  ['password', '필수: 6자 이상', 'Required: 6 characters or more'],
];
/** Judges may come without a password: they then sign in with their sign-in link only. */
const judgeLoginHelp: Layout['help'] = [
  loginHelp[0]!,
  [
    'password',
    '선택: 6자 이상. 비워 두면 심사위원은 로그인 링크(QR 카드, 메일)로만 들어옵니다',
    'Optional: 6 characters or more. Empty: the judge signs in with their sign-in link only (QR card, mail)',
  ],
];

const LAYOUTS: Record<TemplateKind, Layout> = {
  posters: {
    columns: POSTER_COLUMNS,
    example: [
      1,
      'A-01',
      '',
      '딥러닝 기반 의료 영상 분석',
      '홍길동',
      '서울대학교',
      'AI',
      '의료 영상에서 병변을 찾는 딥러닝 모델을 제안합니다.',
      '딥러닝; 의료 영상',
      '',
      1,
      'https://example.org/posters/poster-1.png',
      '홍길동',
      'gildong.hong@example.org',
    ],
    help: [
      [
        'number',
        '선택: 포스터 번호 (1 이상의 정수, P-001로 표시). 같은 번호의 포스터가 있으면 그 포스터를 고칩니다',
        'Optional: poster number (1 or more, shown as P-001). A poster with this number is updated',
      ],
      ['board', '선택: 게시 위치 (예: A-12)', 'Optional: board or location (e.g. A-12)'],
      [
        'session',
        '선택: 포스터 세션 이름 (보드 페이지에서 만든 세션, 예: 오전). 비워 두면 세션 없음',
        'Optional: the poster session by name (one made on the boards page, e.g. Morning). Empty: no session',
      ],
      ['title', '필수: 포스터 제목', 'Required: poster title'],
      ['author', '필수: 발표자', 'Required: presenting author'],
      ['affiliation', '선택: 소속', 'Optional: affiliation'],
      ['category', '선택: 분야', 'Optional: category'],
      ['abstract', '선택: 초록', 'Optional: abstract'],
      ['keywords', '선택: 키워드', 'Optional: keywords'],
      [
        'audio_file',
        '선택: 음성 설명 파일 (http(s) 주소 또는 업로드 폴더 안의 경로)',
        'Optional: audio (an http(s) URL or a path inside the uploads folder)',
      ],
      [
        'order_number',
        '선택: 표시 순서 (0 이상의 정수)',
        'Optional: display order (a whole number, 0 or more)',
      ],
      [
        'image_urls',
        '선택: 이미지 주소 여러 개를 세미콜론(;)으로 구분 (http(s) 주소는 서버가 내려받아 저장, 또는 업로드 폴더 안의 경로)',
        'Optional: several image URLs separated by semicolons (http(s) URLs, which the server downloads and keeps, or paths inside the uploads folder)',
      ],
      [
        'presenter_name',
        '선택: 포스터 파일을 올릴 발표자 이름 (개인 링크와 링크 목록에 표시)',
        'Optional: the presenter who uploads the poster file (named on their personal link and the list of links)',
      ],
      [
        'presenter_email',
        '선택: 발표자 이메일 (링크 목록에 표시, 관리자만 봄)',
        'Optional: the presenter’s email (in the list of links; only organisers see it)',
      ],
    ],
  },
  judges: {
    columns: JUDGE_COLUMNS,
    example: ['judge01', '', '김심사', 'judge01@example.org', '한국과학기술원', '생명과학'],
    help: [
      ...judgeLoginHelp,
      ['full_name', '필수: 이름', 'Required: full name'],
      ['email', '필수: 이메일', 'Required: email'],
      ['affiliation', '선택: 소속', 'Optional: affiliation'],
      ['specialty', '선택: 전문 분야', 'Optional: specialty'],
    ],
  },
  participants: {
    columns: PARTICIPANT_COLUMNS,
    example: ['user01', 'change-me-123', 'user01@example.org', '이참가'],
    help: [
      ...loginHelp,
      ['email', '필수: 이메일 (프로젝트 안에서 중복 불가)', 'Required: email (unique in the project)'],
      ['full_name', '선택: 이름', 'Optional: full name'],
    ],
  },
};

const cache = new Map<TemplateKind, Buffer>();

export function templateWorkbook(kind: TemplateKind): Buffer {
  const hit = cache.get(kind);
  if (hit) return hit;
  const layout = LAYOUTS[kind];
  const data = XLSX.utils.aoa_to_sheet([[...layout.columns], layout.example]);
  data['!cols'] = layout.columns.map((c) => ({
    wch: c === 'abstract' || c === 'image_urls' || c === 'title' ? 40 : 18,
  }));
  const help = XLSX.utils.aoa_to_sheet([['column', '설명', 'description'], ...layout.help]);
  help['!cols'] = [{ wch: 14 }, { wch: 60 }, { wch: 70 }];
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, data, kind);
  XLSX.utils.book_append_sheet(wb, help, '안내 (help)');
  const buf = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  cache.set(kind, buf);
  return buf;
}
