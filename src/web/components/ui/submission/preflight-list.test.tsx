// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { preflightCodes, type PreflightItem } from '@shared/contracts/submissions';
import { setLanguage } from '@web/i18n';
import { PreflightList } from './preflight-list';

const hangul = /[\uac00-\ud7a3]/;

/** One item of each code, with the params the rendering names. */
const items: PreflightItem[] = [
  {
    code: 'FORMAT_MISMATCH',
    level: 'warning',
    params: { expected: 'a0-portrait', pages: 15, orientation: 'landscape' },
  },
  { code: 'FONT_NOT_EMBEDDED', level: 'warning', params: { fonts: ['Helvetica', 'NanumGothic'] } },
  { code: 'TEXT_TOO_SMALL', level: 'warning', params: { pt: 7.5 } },
  { code: 'LOW_RESOLUTION_IMAGE', level: 'warning', params: { dpi: 72 } },
  { code: 'BLANK_PAGE', level: 'error', params: { page: 2 } },
];

afterEach(() => {
  cleanup();
  act(() => setLanguage('ko'));
});

const lines = () => screen.getAllByRole('listitem').map((li) => li.textContent ?? '');

describe('the preflight list', () => {
  it('covers every preflight code of the contract', () => {
    expect(items.map((i) => i.code).sort()).toEqual([...preflightCodes].sort());
  });

  it('says each code in Korean with its params, errors first', () => {
    render(<PreflightList items={items} />);
    const said = lines();
    expect(said).toHaveLength(5);
    for (const line of said) expect(line).toMatch(hangul);
    expect(said[0]).toBe('오류 빈 페이지가 있습니다 (2쪽). 빼고 다시 올려 주세요.');
    expect(said.find((l) => l.includes('A0 세로'))).toContain('15쪽, 가로');
    expect(said.find((l) => l.includes('글꼴'))).toContain('Helvetica, NanumGothic');
    expect(said.find((l) => l.includes('글자가 너무 작습니다'))).toContain('7.5pt');
    expect(said.find((l) => l.includes('해상도'))).toContain('72dpi');
    expect(screen.getAllByText('주의')).toHaveLength(4);
    // No key of the messages shows through as text.
    for (const line of said) expect(line).not.toMatch(/preflight\.|\{\{/);
  });

  it('says them in English after the switch', () => {
    act(() => setLanguage('en'));
    render(<PreflightList items={items} />);
    const said = lines();
    for (const line of said) expect(line).not.toMatch(hangul);
    expect(said[0]).toBe('Error There is a blank page (page 2). Remove it and upload again.');
    expect(said.find((l) => l.includes('A0 portrait'))).toContain('15 pages, landscape');
  });

  it('shows nothing when the file passed every check', () => {
    const { container } = render(<PreflightList items={[]} />);
    expect(container.textContent).toBe('');
  });
});
