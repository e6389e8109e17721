// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ViewDay } from '@shared/contracts/stats';
import { setLanguage } from '@web/i18n';
import { ViewDaysChart } from './view-days-chart';
import { ViewNumbers } from './view-numbers';

afterEach(() => {
  cleanup();
  act(() => setLanguage('ko'));
});

const days: ViewDay[] = [
  { day: '2026-11-27', gallery: 2, phone: 1, kiosk: 0, qr: 0 },
  { day: '2026-11-28', gallery: 0, phone: 0, kiosk: 0, qr: 0 },
  { day: '2026-11-29', gallery: 1, phone: 3, kiosk: 4, qr: 2 },
];

describe('the views-by-day chart', () => {
  it('draws a column a day, stacked by channel and as tall as its views, and says every number', () => {
    const { container } = render(<ViewDaysChart days={days} id="chart" />);
    const chart = screen.getByRole('img', { name: /날짜별 열람/ });
    const desc = container.querySelector('desc')!.textContent;
    expect(desc).toBe(
      '11/27: 갤러리 2, 휴대폰 1, 키오스크 0, QR 0; 11/28: 갤러리 0, 휴대폰 0, 키오스크 0, QR 0; 11/29: 갤러리 1, 휴대폰 3, 키오스크 4, QR 2',
    );
    // Each bar's share of the busiest day's column (10 views: the full height, the kiosk's 4 are 0.4 of it).
    const rects = [...chart.querySelectorAll('rect')];
    const full = Math.max(...rects.map((r) => Number(r.getAttribute('height')))) / 0.4;
    const shares = (cls: string) =>
      rects
        .filter((r) => r.classList.contains(cls))
        .map((r) => Math.round((100 * Number(r.getAttribute('height'))) / full) / 100);
    expect(shares('vc-gallery')).toEqual([0.2, 0.1]);
    expect(shares('vc-phone')).toEqual([0.1, 0.3]);
    expect(shares('vc-kiosk')).toEqual([0.4]);
    expect(shares('vc-qr')).toEqual([0.2]);
    // A day without views has no bar but keeps its place.
    expect(chart.querySelectorAll('rect')).toHaveLength(6);
    expect([...chart.querySelectorAll('text')].map((t) => t.textContent)).toEqual([
      '3',
      '11/27',
      '11/28',
      '10',
      '11/29',
    ]);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '갤러리',
      '휴대폰',
      '키오스크',
      'QR',
    ]);
  });

  it('says the numbers in English too', () => {
    act(() => setLanguage('en'));
    render(
      <ViewNumbers
        totals={{
          poster_id: 1,
          number: 1,
          title: 'T',
          author: 'A',
          views: { gallery: 1, phone: 2, kiosk: 3, qr: 4 },
          total_views: 10,
          handoffs: 2,
          favorites: 5,
          questions: 6,
        }}
      />,
    );
    const pairs = [...document.querySelectorAll('dl > div')].map((d) => [
      d.querySelector('dt')!.textContent,
      d.querySelector('dd')!.textContent,
    ]);
    expect(pairs).toEqual([
      ['Views', '10'],
      ['Gallery', '1'],
      ['Phone', '2'],
      ['Kiosk', '3'],
      ['QR', '4'],
      ['Kiosk → phone', '2'],
      ['Favourites', '5'],
      ['Questions', '6'],
    ]);
  });
});
