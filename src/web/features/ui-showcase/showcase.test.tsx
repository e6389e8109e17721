// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfirmProvider } from '@web/components/ui/dialogs/confirm-provider';
import { Notices } from '@web/components/ui/notices/notices';
import { setLanguage } from '@web/i18n';
import ShowcasePage from './routes/showcase';

const hangul = /[\uac00-\ud7a3]/;

function renderPage() {
  return render(
    <MemoryRouter>
      <ConfirmProvider>
        <ShowcasePage />
      </ConfirmProvider>
      <Notices />
    </MemoryRouter>,
  );
}

/** The page's words, without its token names (`<code>`: CSS names, the same in every language). */
function words(): string {
  const main = screen.getByRole('heading', { level: 1 }).closest('.showcase')!.cloneNode(true) as HTMLElement;
  for (const code of main.querySelectorAll('code')) code.remove();
  return main.textContent ?? '';
}

const section = (name: string) => screen.getByRole('region', { name });

beforeAll(async () => {
  // The route's lazy page, loaded once up front so the route test does not wait on its transform.
  await import('./routes/showcase');
});

afterEach(() => {
  cleanup();
  act(() => setLanguage('ko'));
});

describe('the components page', () => {
  it('shows every section, named in the contents, in Korean', () => {
    renderPage();
    const contents = within(screen.getByRole('navigation', { name: '목차' })).getAllByRole('link');
    const names = contents.map((a) => a.textContent);
    expect(names).toEqual([
      '디자인 기준값',
      '버튼',
      '배지',
      '표',
      '카드와 숫자 칸',
      '빈 상태',
      '입력란',
      '알림',
      '대화 상자',
    ]);
    for (const [i, link] of contents.entries()) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1))!;
      expect(document.getElementById(target.getAttribute('aria-labelledby')!)!.textContent).toBe(names[i]);
    }
    // No English word shows through: the Latin letters left are units and poster numbers (px, P-001).
    expect(words()).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('draws the tokens: colours, spacing, type sizes, corners and control heights', () => {
    renderPage();
    const tokens = section('디자인 기준값');
    for (const name of ['--c-primary', '--c-danger', '--s-1', '--s-7', '--text-2xl', '--radius-pill'])
      expect(within(tokens).getByText(name)).toBeTruthy();
    expect(within(tokens).getByText('키오스크: 48px 이상')).toBeTruthy();
    expect(within(tokens).getByText('작은 버튼: 36px, 휴대폰과 터치 화면에서 44px')).toBeTruthy();
  });

  it('has a button of each kind and size, disabled, busy, and toggles of which one is pressed', () => {
    renderPage();
    const buttons = section('버튼');
    const button = (name: string) => within(buttons).getByRole('button', { name });
    expect(button('저장').className).toBe('btn btn-primary');
    expect(button('삭제').className).toBe('btn btn-danger');
    expect(button('배정 취소').className).toBe('btn btn-danger-quiet');
    expect(button('더 보기').className).toBe('btn btn-ghost');
    expect(button('링크 모양 버튼').className).toBe('btn-link');
    expect(button('작게').className).toContain('btn-sm');
    expect(button('크게').className).toContain('btn-lg');
    const disabled = within(buttons).getAllByRole('button', { name: '사용할 수 없음' });
    expect(disabled.map((b) => (b as HTMLButtonElement).disabled)).toEqual([true, true]);
    const busy = within(buttons).getAllByRole('button', { name: '보내는 중…' });
    for (const b of busy) {
      expect(b.getAttribute('aria-busy')).toBe('true');
      expect((b as HTMLButtonElement).disabled).toBe(true);
    }
    const filters = within(within(buttons).getByRole('group')).getAllByRole('button');
    expect(filters.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    fireEvent.click(filters[2]!);
    expect(filters.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
    expect(filters[2]!.className).toContain('btn-primary');
  });

  it('shows a badge of each tone, one with a dot, and one that is a button', () => {
    renderPage();
    const badges = section('배지');
    const tones = ['미제출', '제출됨', '승인됨', '수정 요청', '실패', '슈퍼 관리자'].map(
      (name) => within(badges).getByText(name).className,
    );
    expect(tones).toEqual([
      'badge',
      'badge badge-info',
      'badge badge-success',
      'badge badge-warning',
      'badge badge-danger',
      'badge badge-accent',
    ]);
    const toggle = within(badges).getByRole('button', { name: '활성' });
    fireEvent.click(toggle);
    expect(toggle.textContent).toBe('비활성');
    expect(toggle.className).toBe('badge');
  });

  it('sorts the table by its headers and says when a table has no rows', () => {
    renderPage();
    const table = section('표');
    const grid = within(table).getByTestId('showcase-table');
    const titles = () =>
      within(grid)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelectorAll('td')[1]!.firstChild!.textContent);
    // By average score, highest first: the poster without a score last.
    expect(titles()).toEqual([
      '도시 열섬 현상의 위성 관측',
      '장내 미생물과 수면의 관계',
      '한국어 형태소 분석기 비교',
      '저전력 센서망의 경로 선택',
    ]);
    const score = within(grid).getByRole('columnheader', { name: /평균 점수/ });
    expect(score.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(grid).getByRole('button', { name: /제목/ }));
    expect(within(grid).getByRole('columnheader', { name: /제목/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(score.getAttribute('aria-sort')).toBe('none');
    expect(titles()).toEqual([...titles()].sort((a, b) => a!.localeCompare(b!)));
    expect(within(grid).getByText('P-001')).toBeTruthy();
    expect(within(grid).getAllByText('87.5')).toHaveLength(1);
    expect(within(grid).getByRole('button', { name: '장내 미생물과 수면의 관계 작업' })).toBeTruthy();
    expect(within(table).getByText('아직 심사 기준이 없습니다.').className).toBe('empty');
  });

  it('shows cards with and without a picture, count tiles and both empty states', () => {
    renderPage();
    const cards = section('카드와 숫자 칸');
    const picture = within(cards).getByRole('heading', { name: '2026 춘계 학술대회' }).closest('.card')!;
    expect(picture.className).toBe('card card-media');
    expect(picture.querySelector('.card-picture svg')).toBeTruthy();
    expect(within(cards).getByRole('heading', { name: '발표 안내' }).closest('.card')!.className).toBe(
      'card stack',
    );
    expect(screen.getByTestId('showcase-done').textContent).toBe('76%');
    expect(within(cards).getByText('최근 1시간 동안 12건')).toBeTruthy();
    const empty = section('빈 상태');
    expect(within(empty).getByText('조건에 맞는 포스터가 없습니다.').className).toBe('empty');
    expect(within(empty).getByText('아직 심사위원이 없습니다').className).toBe('empty-title');
    expect(within(empty).getByRole('button', { name: '첫 심사위원 추가' })).toBeTruthy();
  });

  it('wires the fields to their hints and errors, with the form alert', () => {
    renderPage();
    const forms = section('입력란');
    const email = within(forms).getByLabelText('이메일');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const said = (el: HTMLElement) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
    expect(said(email)).toEqual(['이메일 형식이 올바르지 않습니다.']);
    expect(said(within(forms).getByLabelText('이름'))).toEqual(['명찰에 적힐 이름입니다.']);
    expect(said(within(forms).getByLabelText('초록'))).toEqual(['500자 이내로 적어 주세요.']);
    expect(within(forms).getByRole('alert').textContent).toBe('이름과 이메일은 필수입니다.');
    const select = within(forms).getByLabelText('분야') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['선택 안 함', '생명과학', '공학', '인문학']);
    const scope = within(forms).getByRole('group', { name: '공개 범위' });
    expect(within(scope).getAllByRole('radio')).toHaveLength(3);
  });

  it('says notices in the page and as toasts, and opens both dialogs', async () => {
    renderPage();
    const notices = section('알림');
    expect(within(notices).getByText('저장하지 못했습니다. 잠시 후 다시 시도하세요.').className).toBe(
      'alert-inline',
    );
    expect(within(notices).getByText('아직 평가하지 않은 포스터가 3편 있습니다.').className).toBe(
      'warning-inline',
    );
    await act(async () => fireEvent.click(within(notices).getByRole('button', { name: '오류 알림 띄우기' })));
    expect(
      await screen.findByText('저장하지 못했습니다. 네트워크를 확인하세요.', undefined, { timeout: 15_000 }),
    ).toBeTruthy();

    const dialogs = section('대화 상자');
    fireEvent.click(within(dialogs).getByRole('button', { name: '입력 대화 상자 열기' }));
    const form = await screen.findByRole('dialog', { name: '심사위원 추가' });
    expect(within(form).getByLabelText('이름')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(dialogs).getByRole('button', { name: '확인 대화 상자 열기' }));
    // The confirmation dialog's chunk loads on its first use, as the toaster's does.
    const confirm = await screen.findByRole('alertdialog', { name: '포스터 삭제' }, { timeout: 15_000 });
    expect(confirm.textContent).toContain('되돌릴 수 없습니다.');
  });

  it('says every word in English after the switch', () => {
    renderPage();
    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Interface components');
    expect(section('Tables')).toBeTruthy();
    expect(words()).not.toMatch(hangul);
  });
});
