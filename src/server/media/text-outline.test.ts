// A poster's text layer in reading order, from real posters: headings found by their size, columns read one after
// the other, the language told by the letters.
import { describe, expect, it } from 'vitest';
import type { PosterOutline } from '@shared/contracts/posters';
import { posterFixture, POSTERS } from '@server/test/poster-fixtures';
import { DEFAULT_RENDER_LIMITS, startBudget } from '@server/media/limits';
import { outlineOfLayout, readOutline } from '@server/media/text-outline';

const outline = async (file: string) =>
  (await readOutline(posterFixture(file), startBudget(DEFAULT_RENDER_LIMITS)))!;
const headings = (o: PosterOutline) =>
  o.pages.flatMap((p) => p.blocks.flatMap((b) => (b.kind === 'heading' ? [`${b.level} ${b.text}`] : [])));
const paragraphs = (o: PosterOutline) =>
  o.pages.flatMap((p) => p.blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : [])));

describe('the text of a poster as laid out', () => {
  it('reads the Korean poster title first, then its sections in order, in Korean', async () => {
    const o = await outline(POSTERS.koreanPoster);
    expect(o.lang).toBe('ko');
    expect(headings(o)).toEqual(['1 RNA 2차 구조 예측', '2 연구 배경', '2 연구 진행 과정', '2 결과 및 분석']);
    const text = paragraphs(o);
    // The byline, set large once, is a paragraph: one line from the boxes it was typed in.
    expect(text[0]).toBe('이 름 권도현 지도교수 조다정 교수님');
    // A list's numbers stay with their items; the left column is read before the right one.
    const first = text.findIndex((t) => t.startsWith('1. 제한된 pseudoknot 결정 문제'));
    const right = text.findIndex((t) => t.startsWith('1. Hairpin, pseudoknot 구조의 stem'));
    expect(first).toBeGreaterThan(0);
    expect(right).toBeGreaterThan(first);
    // Mathematical italics read as letters.
    expect(text.join(' ')).toContain('Pseudoknot(l, r)');
  });

  it('reads a two-column LaTeX poster column by column', async () => {
    const o = await outline(POSTERS.a0PdfTex);
    expect(o.lang).toBe('en');
    expect(headings(o).filter((h) => h.startsWith('2 '))).toEqual([
      '2 Introduction',
      '2 Conflict Driven Clause Learning',
      '2 Implementation',
      '2 Solver Interface',
      '2 Other Solvers',
      '2 Problem Example',
      '2 Theory Interface',
      '2 Proof Generation',
      '2 Performances',
    ]);
  });

  it('reads a title set in the middle column before the columns', async () => {
    const o = await outline(POSTERS.a0Landscape);
    expect(headings(o)[0]).toBe('1 TEMPLATE POSTER');
    expect(headings(o).at(-1)).toBe('2 Block outside of Columns');
  });

  it('keeps what poppler escapes, and leaves out control characters', () => {
    const word = (x: number, text: string) =>
      `<word xMin="${x}" yMin="10" xMax="${x + 20}" yMax="20">${text}</word>`;
    const o = outlineOfLayout(
      `<page width="600" height="800"><flow><block xMin="10" yMin="10" xMax="200" yMax="20"><line xMin="10" yMin="10" xMax="200" yMax="20">${word(10, 'A&amp;B')}${word(40, '&lt;x&gt;\u0001')}</line></block></flow></page>`,
    );
    expect(o.pages).toEqual([{ number: 1, blocks: [{ kind: 'paragraph', text: 'A&B <x>' }] }]);
  });
});
