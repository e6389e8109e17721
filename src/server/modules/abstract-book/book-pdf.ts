// The abstract book as a PDF (pdfkit): A4, Pretendard embedded and subset, a cover, the contents by session, then
// each poster on a page of its own with its QR code (docs/decisions/054-abstract-book.md).
import { createRequire } from 'node:module';
import { setImmediate as nextTurn } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatDay } from '@shared/time';
import type { BookContent, BookEntry } from './book-content';
import { fitLine, wrapLines } from './book-lines';

const require = createRequire(import.meta.url);
const FONT_DIR = 'pretendard/dist/public/static/alternative';
const REGULAR = require.resolve(`${FONT_DIR}/Pretendard-Regular.ttf`);
const BOLD = require.resolve(`${FONT_DIR}/Pretendard-Bold.ttf`);

const MARGIN = 56;
const A4 = { width: 595.28, height: 841.89 };
const TEXT_WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN;
const QR_SIZE = 78;
const TOC_LINE = 16;
const TOC_TOP = MARGIN + 40;
const TOC_PER_PAGE = Math.floor((BOTTOM - TOC_TOP) / TOC_LINE);

type Doc = InstanceType<typeof PDFDocument>;

/** Lines of the contents: a session's heading, then its posters. */
type TocLine = { kind: 'section'; text: string } | { kind: 'entry'; entry: BookEntry };

function tocLines(content: BookContent): TocLine[] {
  return content.sections.flatMap((s) => [
    { kind: 'section' as const, text: s.time ? `${s.title}  ·  ${s.time}` : s.title },
    ...s.entries.map((entry) => ({ kind: 'entry' as const, entry })),
  ]);
}

/** Writes `text` wrapped at the width from `y`, adding pages as it runs over; answers the y after it. */
function paragraph(doc: Doc, text: string, y: number, size: number, gap = 1.45): number {
  doc.fontSize(size);
  const step = size * gap;
  for (const line of wrapLines(text, TEXT_WIDTH, (t) => doc.widthOfString(t))) {
    if (y + step > BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
    if (line) doc.text(line, MARGIN, y, { lineBreak: false });
    y += step;
  }
  return y;
}

function cover(doc: Doc, content: BookContent): void {
  doc.addPage();
  doc.font('bold').fontSize(28);
  let y = 260;
  for (const line of wrapLines(content.projectName, TEXT_WIDTH, (t) => doc.widthOfString(t))) {
    doc.text(line, MARGIN, y, { lineBreak: false });
    y += 38;
  }
  doc
    .font('regular')
    .fontSize(16)
    .text('초록집 · Abstract book', MARGIN, y + 16, { lineBreak: false });
  doc.fontSize(12).fillColor('#444');
  if (content.dates) doc.text(content.dates, MARGIN, y + 48, { lineBreak: false });
  doc.text(`포스터 ${content.posterCount}편 · ${content.posterCount} posters`, MARGIN, y + 68, {
    lineBreak: false,
  });
  const made = content.generatedOn;
  doc.text(`${formatDay(made, 'ko')} 작성 · Made on ${formatDay(made, 'en')}`, MARGIN, BOTTOM - 12, {
    lineBreak: false,
  });
  doc.fillColor('black');
}

/** One poster from the top of a new page: its heading, the facts, the abstract and its QR code. */
async function posterPage(doc: Doc, entry: BookEntry): Promise<void> {
  doc.addPage();
  const qr = await QRCode.toBuffer(entry.url, {
    errorCorrectionLevel: 'M',
    margin: 1,
    type: 'png',
    width: 240,
  });
  doc.image(qr, A4.width - MARGIN - QR_SIZE, MARGIN, { width: QR_SIZE, height: QR_SIZE });
  doc.link(A4.width - MARGIN - QR_SIZE, MARGIN, QR_SIZE, QR_SIZE, entry.url);
  doc.font('bold').fontSize(11).fillColor('#1d4ed8');
  const place = [entry.displayId, entry.board ? `보드 Board ${entry.board}` : null].filter(Boolean);
  doc.text(place.join('  ·  '), MARGIN, MARGIN, { lineBreak: false });
  doc.fillColor('#444').font('regular').fontSize(9.5);
  let y = MARGIN + 18;
  for (const fact of [entry.session, entry.category].filter((f): f is string => Boolean(f))) {
    doc.text(
      fitLine(fact, TEXT_WIDTH - QR_SIZE - 12, (t) => doc.widthOfString(t)),
      MARGIN,
      y,
      {
        lineBreak: false,
      },
    );
    y += 14;
  }
  doc.fillColor('black').font('bold');
  y = Math.max(y + 10, MARGIN + QR_SIZE + 12);
  y = paragraph(doc, entry.title, y, 15, 1.35) + 6;
  doc.font('regular');
  y = paragraph(doc, entry.author, y, 10.5) + 2;
  if (entry.affiliation) {
    doc.fillColor('#444');
    y = paragraph(doc, entry.affiliation, y, 9.5);
    doc.fillColor('black');
  }
  y += 12;
  if (entry.abstract) y = paragraph(doc, entry.abstract, y, 10, 1.6) + 10;
  if (entry.keywords) {
    doc.font('bold');
    y = paragraph(doc, '키워드 Keywords', y, 9.5);
    doc.font('regular');
    paragraph(doc, entry.keywords, y, 9.5);
  }
}

function contents(doc: Doc, lines: TocLine[], firstPage: number, pageOf: Map<number, number>): void {
  for (let i = 0; i < lines.length; i++) {
    const pageIndex = firstPage + Math.floor(i / TOC_PER_PAGE);
    doc.switchToPage(pageIndex);
    const y = TOC_TOP + (i % TOC_PER_PAGE) * TOC_LINE;
    const line = lines[i]!;
    if (line.kind === 'section') {
      doc
        .font('bold')
        .fontSize(10.5)
        .text(
          fitLine(line.text, TEXT_WIDTH, (t) => doc.widthOfString(t)),
          MARGIN,
          y,
          {
            lineBreak: false,
          },
        );
      continue;
    }
    const { entry } = line;
    const page = String((pageOf.get(entry.id) ?? 0) + 1);
    doc.font('regular').fontSize(9.5);
    const head = [entry.displayId, entry.board].filter(Boolean).join(' ');
    doc.text(head, MARGIN, y, { lineBreak: false });
    const titleX = MARGIN + 78;
    const pageWidth = doc.widthOfString(page);
    const title = fitLine(entry.title, TEXT_WIDTH - 78 - pageWidth - 16, (t) => doc.widthOfString(t));
    doc.text(title, titleX, y, { lineBreak: false });
    doc.text(page, A4.width - MARGIN - pageWidth, y, { lineBreak: false });
    doc.goTo(MARGIN, y, TEXT_WIDTH, TOC_LINE - 2, `poster-${entry.id}`);
  }
}

/**
 * The book's PDF bytes and page count. Yields to the event loop between posters: a book of hundreds of posters
 * never holds the server for longer than one poster's page.
 */
export async function renderBookPdf(content: BookContent): Promise<{ pdf: Buffer; pages: number }> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    bufferPages: true,
    lang: 'ko',
    displayTitle: true,
    info: { Title: `${content.projectName} — 초록집 Abstract book`, Creator: 'poster-judging' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  cover(doc, content);

  const lines = tocLines(content);
  const tocFirst = doc.bufferedPageRange().count;
  const tocPages = Math.max(1, Math.ceil(lines.length / TOC_PER_PAGE));
  for (let i = 0; i < tocPages; i++) {
    doc.addPage();
    if (i === 0) doc.font('bold').fontSize(18).text('목차 · Contents', MARGIN, MARGIN, { lineBreak: false });
  }

  const pageOf = new Map<number, number>();
  for (const section of content.sections) {
    doc.outline.addItem(section.title);
    for (const entry of section.entries) {
      // The page the poster begins on (its abstract may run over), for the contents.
      pageOf.set(entry.id, doc.bufferedPageRange().count);
      await posterPage(doc, entry);
      await nextTurn();
    }
  }
  // Each poster's page is named after the fact: addNamedDestination names the current page.
  for (const [id, page] of pageOf) {
    doc.switchToPage(page);
    doc.addNamedDestination(`poster-${id}`);
  }
  contents(doc, lines, tocFirst, pageOf);

  const { count } = doc.bufferedPageRange();
  for (let i = 1; i < count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: without this, pdfkit would start a new page for the number.
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8.5).fillColor('#666');
    const label = String(i + 1);
    doc.text(label, (A4.width - doc.widthOfString(label)) / 2, A4.height - 34, { lineBreak: false });
    doc.fillColor('black');
  }
  doc.flushPages();
  doc.end();
  await ended;
  return { pdf: Buffer.concat(chunks), pages: count };
}
