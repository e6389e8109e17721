/**
 * The demo's files (demo.ts uploads them through the product's routes): real-looking A0 poster PDFs in Korean
 * or English (pdfkit, Pretendard embedded, the way the abstract book is written) and the hall's floor plan as a
 * picture (media's svgToPng). Nothing here writes to the database.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { svgToPng } from '@server/media';

const require = createRequire(import.meta.url);
const FONT_DIR = 'pretendard/dist/public/static/alternative';
const REGULAR = require.resolve(`${FONT_DIR}/Pretendard-Regular.ttf`);
const BOLD = require.resolve(`${FONT_DIR}/Pretendard-Bold.ttf`);

/** A0 portrait in points. */
const A0 = { width: 2384, height: 3370 };
const MARGIN = 120;
const PALETTE = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0e7490'];

export type PosterText = {
  n: number;
  title: string;
  authors: string;
  affiliation: string;
  korean: boolean;
};

const SECTIONS = {
  ko: [
    ['배경', '이 연구는 기존 방법의 한계를 살펴보고, 더 적은 자료로도 믿을 만한 결과를 얻는 길을 찾습니다.'],
    ['방법', '세 기관의 자료를 모아 같은 기준으로 정리하고, 교차 검증으로 모델을 비교했습니다.'],
    ['결과', '제안한 방법은 기준 모델보다 오차를 크게 줄였고, 외부 자료에서도 같은 경향을 보였습니다.'],
    ['결론', '작은 연구실에서도 재현할 수 있는 절차를 공개하며, 후속 연구로 표본을 넓힐 계획입니다.'],
  ],
  en: [
    [
      'Background',
      'We look at the limits of current methods and ask whether less data can still give results one can trust.',
    ],
    [
      'Methods',
      'Data from three sites were cleaned to one standard, and the models compared by cross-validation.',
    ],
    [
      'Results',
      'The proposed method cut the error well below the baseline, and held on an external data set.',
    ],
    ['Conclusion', 'The procedure is open and small labs can repeat it; a larger sample is the next step.'],
  ],
} as const;

/** A one-page A0 poster: a coloured header with the title and authors, four sections and a bar chart. */
export function posterPdf(p: PosterText): Promise<Buffer> {
  const doc = new PDFDocument({ size: [A0.width, A0.height], margin: 0, autoFirstPage: false });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const colour = PALETTE[p.n % PALETTE.length]!;
  const width = A0.width - 2 * MARGIN;
  doc.addPage();

  doc.rect(0, 0, A0.width, 640).fill(colour);
  doc.fillColor('#ffffff').font('bold').fontSize(96);
  doc.text(p.title, MARGIN, 150, { width, lineGap: 12 });
  doc
    .font('regular')
    .fontSize(52)
    .text(p.authors, MARGIN, doc.y + 30, { width });
  doc.fontSize(44).text(p.affiliation, MARGIN, doc.y + 10, { width });

  const sections = SECTIONS[p.korean ? 'ko' : 'en'];
  const column = (width - 80) / 2;
  for (const [i, [heading, body]] of sections.entries()) {
    const x = MARGIN + (i % 2) * (column + 80);
    const y = 760 + Math.floor(i / 2) * 560;
    doc.roundedRect(x, y, column, 500, 24).fill('#f1f5f9');
    doc
      .fillColor(colour)
      .font('bold')
      .fontSize(64)
      .text(heading, x + 50, y + 40, { width: column - 100 });
    doc.fillColor('#1e293b').font('regular').fontSize(42);
    doc.text(`${body} ${body}`, x + 50, y + 150, { width: column - 100, lineGap: 10 });
  }

  // The chart: bars of made-up measurements over a baseline, with a caption.
  const top = 1960;
  const chartHeight = 1000;
  doc
    .roundedRect(MARGIN, top, width, chartHeight + 200, 24)
    .lineWidth(4)
    .stroke('#cbd5e1');
  const bars = 8;
  const slot = (width - 200) / bars;
  for (let i = 0; i < bars; i++) {
    const h = 200 + ((p.n * 37 + i * 53) % 700);
    const x = MARGIN + 100 + i * slot;
    doc.rect(x + 20, top + 80 + chartHeight - h, slot - 40, h).fill(i % 2 ? colour : '#94a3b8');
  }
  doc.moveTo(MARGIN + 80, top + 80 + chartHeight).lineTo(MARGIN + width - 80, top + 80 + chartHeight);
  doc.lineWidth(6).stroke('#334155');
  doc.fillColor('#334155').font('regular').fontSize(40);
  doc.text(
    p.korean
      ? '그림 1. 조건별 측정값 (기준 모델 대비)'
      : 'Figure 1. Measurements by condition (against the baseline)',
    MARGIN + 100,
    top + chartHeight + 110,
    { width: width - 200 },
  );
  doc.fontSize(36).fillColor('#64748b');
  doc.text(`P-${String(p.n).padStart(3, '0')} · demo-2026`, MARGIN, A0.height - 120, { width });
  doc.end();
  return done;
}

/**
 * The hall's floor plan (a PNG, 2000 x 1250): the halls side by side, five boards a row in each, and an entrance;
 * answers the plan and each board's centre as shares of the plan's width and height, in the order given.
 */
export async function hallPlan(
  halls: { name: string; boards: string[] }[],
): Promise<{ png: Buffer; places: { board: string; x: number; y: number }[] }> {
  const W = 2000;
  const H = 1250;
  const places: { board: string; x: number; y: number }[] = [];
  const shapes: string[] = [];
  const hallWidth = (W - 180) / halls.length;
  for (const [h, hall] of halls.entries()) {
    const left = 60 + h * (hallWidth + 60);
    shapes.push(
      `<rect x="${left}" y="60" width="${hallWidth}" height="${H - 220}" fill="#ffffff" stroke="#334155" stroke-width="6"/>`,
      `<text x="${left + 30}" y="120" font-size="44" font-family="sans-serif" fill="#334155">${hall.name}</text>`,
    );
    const perRow = 5;
    const rows = Math.ceil(hall.boards.length / perRow);
    for (const [i, board] of hall.boards.entries()) {
      const cx = left + 90 + (i % perRow) * ((hallWidth - 180) / (perRow - 1));
      const cy = 240 + Math.floor(i / perRow) * ((H - 520) / Math.max(1, rows - 1));
      shapes.push(`<rect x="${cx - 60}" y="${cy - 18}" width="120" height="36" fill="#cbd5e1"/>`);
      places.push({ board, x: cx / W, y: cy / H });
    }
  }
  shapes.push(
    `<rect x="${W / 2 - 160}" y="${H - 170}" width="320" height="20" fill="#16a34a"/>`,
    `<text x="${W / 2}" y="${H - 90}" font-size="40" text-anchor="middle" font-family="sans-serif" fill="#166534">ENTRANCE</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#f8fafc"/>${shapes.join('')}</svg>`;
  return { png: await svgToPng(svg), places };
}
