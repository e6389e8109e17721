/**
 * What the demo conference is made of (demo.ts makes it): its topics and titles in Korean and English, its people,
 * criteria and comments, and a generated picture for each poster.
 */
import { svgToPng } from '@server/media';

type Topic = { category: string; titles: string[]; keywords: string };

export const TOPICS: Topic[] = [
  {
    category: '생명정보',
    keywords: '단백질; 딥러닝; 구조 예측',
    titles: [
      '딥러닝 기반 단백질 구조 예측의 정확도 향상',
      'Single-cell RNA-seq clustering with graph neural networks',
      '장내 미생물 군집과 수면의 관계',
      'Protein language models for enzyme function annotation',
      '유전체 변이 해석을 위한 설명 가능한 모델',
    ],
  },
  {
    category: '환경',
    keywords: '기후; 해양; 관측',
    titles: [
      '해양 미세플라스틱 분포의 계절 변화',
      'Urban heat islands observed from small satellites',
      '도시 하천의 수질 회복과 생물 다양성',
      'Soil carbon under changing rainfall in the Korean peninsula',
      '미세먼지 농도와 호흡기 질환 입원의 관계',
    ],
  },
  {
    category: '의학',
    keywords: '임상; 영상; 진단',
    titles: [
      '흉부 X선 영상의 폐결절 자동 검출',
      'Wearable ECG for early detection of atrial fibrillation',
      '당뇨병 환자의 혈당 예측을 위한 연속 측정 자료 분석',
      'Drug repurposing for rare diseases from clinical records',
      '노인 근감소증의 조기 선별 지표',
    ],
  },
  {
    category: '화학',
    keywords: '촉매; 배터리; 소재',
    titles: [
      '리튬 금속 전지의 덴드라이트 억제 전해질',
      'Single-atom catalysts for green hydrogen',
      '페로브스카이트 태양전지의 수분 안정성 개선',
      'Recyclable polymers from biomass feedstocks',
      '이산화탄소 전환을 위한 구리 촉매 표면 설계',
    ],
  },
];
/** Two of each, so 40 posters: the titles again with a second author group, "(후속 연구)" / "(follow-up)". */
export const AUTHORS = [
  '김하늘',
  'Lee Min-jun',
  '박서연',
  'Choi Ji-woo',
  '정다은',
  'Kang Hyun',
  '윤지호',
  'Han Soo-ah',
];
export const AFFILIATIONS = ['서울대학교', 'KAIST', '연세대학교', 'POSTECH', '고려대학교', 'UNIST'];
const PALETTE = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0e7490'];

export const JUDGES = [
  ['최심사', 'Biology'],
  ['Dr. Emily Park', 'Environmental science'],
  ['이교수', 'Medicine'],
  ['Prof. Daniel Kim', 'Chemistry'],
  ['한연구', 'Bioinformatics'],
  ['Dr. Sarah Cho', 'Medicine'],
  ['오박사', 'Chemistry'],
  ['Prof. Minho Lee', 'Environmental science'],
] as const;

export const CRITERIA = [
  ['연구의 독창성', 10],
  ['방법의 타당성', 10],
  ['결과의 명확성', 10],
  ['발표 완성도', 5],
] as const;

export const COMMENTS = [
  '문제 정의가 분명하고 결과가 설득력 있습니다.',
  'Clear figures; the method section could say more about the baselines.',
  '후속 실험 계획이 구체적이면 좋겠습니다.',
  'A careful study with a convincing validation set.',
];

/** A generated poster picture (A-series portrait): coloured panels and bars, no text to need a font. */
export function posterPicture(n: number): Promise<Buffer> {
  const colour = PALETTE[n % PALETTE.length]!;
  const bars = Array.from({ length: 6 }, (_, i) => {
    const h = 60 + ((n * 37 + i * 53) % 220);
    return `<rect x="${120 + i * 90}" y="${1180 - h}" width="60" height="${h}" fill="${colour}" opacity="0.8"/>`;
  }).join('');
  const dots = Array.from({ length: 24 }, (_, i) => {
    const x = 560 + ((n * 13 + i * 41) % 260);
    const y = 480 + ((n * 29 + i * 67) % 300);
    return `<circle cx="${x}" cy="${y}" r="9" fill="${colour}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1273" viewBox="0 0 900 1273">
    <rect width="900" height="1273" fill="#f8fafc"/>
    <rect width="900" height="190" fill="${colour}"/>
    <rect x="60" y="60" width="560" height="34" rx="6" fill="#ffffff" opacity="0.9"/>
    <rect x="60" y="116" width="380" height="22" rx="6" fill="#ffffff" opacity="0.6"/>
    <rect x="60" y="240" width="360" height="500" rx="12" fill="#e2e8f0"/>
    <rect x="460" y="240" width="380" height="560" rx="12" fill="#ffffff" stroke="#cbd5e1" stroke-width="3"/>
    ${dots}
    ${Array.from({ length: 9 }, (_, i) => `<rect x="90" y="${280 + i * 48}" width="${300 - ((i * 37) % 120)}" height="16" rx="4" fill="#94a3b8"/>`).join('')}
    <rect x="60" y="840" width="780" height="380" rx="12" fill="#ffffff" stroke="#cbd5e1" stroke-width="3"/>
    ${bars}
  </svg>`;
  return svgToPng(svg);
}
