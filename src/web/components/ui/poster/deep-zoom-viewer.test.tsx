// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PosterPage } from '@shared/contracts/submissions';
import '@web/i18n';
import { DeepZoomViewer } from './deep-zoom-viewer';

const page = (n: number): PosterPage => ({
  number: n,
  width: 4245,
  height: 6000,
  dzi_url: `/uploads/1/posters/2/submissions/3-abc/page-${n}.dzi`,
  thumb_url: `/uploads/1/posters/2/submissions/3-abc/page-${n}-400.webp`,
  medium_url: `/uploads/1/posters/2/submissions/3-abc/page-${n}-800.webp`,
  screen_url: `/uploads/1/posters/2/submissions/3-abc/page-${n}-1600.webp`,
});

afterEach(cleanup);

// jsdom has no matchMedia, which OpenSeadragon asks when it picks its drawer (a browser always has it).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

describe('the deep zoom viewer', () => {
  it('shows the page picture at once in a box sized from the page, with its Korean controls', () => {
    const { container } = render(<DeepZoomViewer pages={[page(1)]} title="미세먼지 센서" />);
    const stage = screen.getByRole('img', { name: /미세먼지 센서/ });
    expect(stage.getAttribute('aria-label')).toContain('확대');
    expect(stage.style.aspectRatio).toBe('4245 / 6000');
    const preview = container.querySelector<HTMLImageElement>('img.dz-preview')!;
    expect(preview.getAttribute('src')).toBe(page(1).screen_url);
    for (const name of ['확대', '축소', '처음 크기로', '전체 화면'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    // One page: no page switcher.
    expect(screen.queryByRole('button', { name: '다음 페이지' })).toBeNull();
  });

  it('turns the pages of a file of several, and says which one is shown', async () => {
    const { container } = render(<DeepZoomViewer pages={[page(1), page(2), page(3)]} title="발표" />);
    const next = screen.getByRole('button', { name: '다음 페이지' });
    const prev = screen.getByRole('button', { name: '이전 페이지' });
    expect(prev).toHaveProperty('disabled', true);
    expect(screen.getByText('1 / 3쪽')).toBeTruthy();
    await act(async () => next.click());
    await act(async () => next.click());
    expect(screen.getByText('3 / 3쪽')).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);
    expect(screen.getByRole('img', { name: /발표 포스터 3\/3쪽/ })).toBeTruthy();
    expect(container.querySelector('img.dz-preview')!.getAttribute('src')).toBe(page(3).screen_url);
  });

  it('loads OpenSeadragon when it mounts, into its own element, and destroys it when it goes', async () => {
    const { container, unmount } = render(<DeepZoomViewer pages={[page(1)]} title="포스터" />);
    const host = container.querySelector('.dz-host')!;
    await waitFor(() => expect(host.querySelector('.openseadragon-container')).not.toBeNull(), {
      timeout: 10_000,
    });
    // No server answers here: the tiles cannot be opened, which is said, and the page's picture stays.
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      '확대 보기를 불러오지 못했습니다',
    );
    expect(container.querySelector('img.dz-preview')).not.toBeNull();
    unmount();
    expect(host.querySelector('.openseadragon-container')).toBeNull();
  });
});
