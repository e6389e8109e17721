import { describe, expect, it } from 'vitest';
import type { KioskPoster } from '@shared/contracts/screens';
import { audioFile, keptSignature, KEPT_SIDE, pageFiles, parseDzi, tileUrls } from './deep-zoom-files';
import { searchRoster } from './roster-search';

/** A .dzi as sharp writes it. */
const DZI = `<?xml version="1.0" encoding="UTF-8"?>
<Image xmlns="http://schemas.microsoft.com/deepzoom/2008" Format="jpeg" Overlap="1" TileSize="256">
  <Size Width="6000" Height="8485"/>
</Image>`;

const page = (folder: string) => ({
  number: 1,
  width: 6000,
  height: 8485,
  dzi_url: `/uploads/${folder}/page-1.dzi`,
  thumb_url: `/uploads/${folder}/page-1-400.webp`,
  medium_url: `/uploads/${folder}/page-1-800.webp`,
  screen_url: `/uploads/${folder}/page-1-1600.webp`,
});

const poster = (over: Partial<KioskPoster> = {}): KioskPoster => ({
  id: 1,
  number: 12,
  board: 'B-07',
  title: '해양 플랑크톤의 계절 변화',
  author: '한바다',
  affiliation: '제주대학교',
  category: '해양학',
  keywords: 'plankton, seasons',
  audio_file: null,
  pages: [page('7/posters/1/submissions/3-abc')],
  ...over,
});

describe('the files a kiosk keeps of a poster', () => {
  it('reads the size, tile size and format of a .dzi, and refuses what is not one', () => {
    expect(parseDzi(DZI)).toEqual({ width: 6000, height: 8485, tileSize: 256, format: 'jpeg' });
    expect(parseDzi('<html>not found</html>')).toBeNull();
    expect(parseDzi(DZI.replace('jpeg', '../x'))).toBeNull();
  });

  it('names every tile of the levels up to the first whose long side reaches 2048 px', () => {
    const urls = tileUrls('/uploads/f/page-1.dzi', parseDzi(DZI)!);
    // 8485 px high: 14 levels (0..14); level 12 is 1500 x 2122, the first past 2048: 6 x 9 tiles.
    const levels = new Set(urls.map((u) => Number(/_files\/(\d+)\//.exec(u)![1])));
    expect(Math.max(...levels)).toBe(12);
    expect([...levels].sort((a, b) => a - b)).toEqual([...Array(13).keys()]);
    expect(urls.filter((u) => u.includes('_files/12/'))).toHaveLength(6 * 9);
    expect(urls).toContain('/uploads/f/page-1_files/12/5_8.jpeg');
    expect(urls).toContain('/uploads/f/page-1_files/0/0_0.jpeg');
    expect(KEPT_SIDE).toBe(2048);
  });

  it('stops at the full size of a small page', () => {
    const urls = tileUrls('/uploads/f/page-1.dzi', {
      width: 300,
      height: 200,
      tileSize: 256,
      format: 'jpeg',
    });
    expect(urls.at(-1)).toBe('/uploads/f/page-1_files/9/1_0.jpeg');
  });

  it("keeps only the site's own files; a replaced file or narration is a new signature", () => {
    expect(pageFiles(page('f'))).toEqual([
      '/uploads/f/page-1.dzi',
      '/uploads/f/page-1-400.webp',
      '/uploads/f/page-1-1600.webp',
    ]);
    expect(audioFile(poster({ audio_file: 'https://elsewhere.example/a.mp3' }))).toBeNull();
    expect(audioFile(poster({ audio_file: '/uploads/7/posters/1/audio-ab.mp3' }))).toBe(
      '/uploads/7/posters/1/audio-ab.mp3',
    );
    const before = keptSignature(poster());
    expect(keptSignature(poster({ title: 'Renamed' }))).toBe(before);
    expect(keptSignature(poster({ pages: [page('7/posters/1/submissions/4-def')] }))).not.toBe(before);
    expect(keptSignature(poster({ audio_file: '/uploads/a.mp3' }))).not.toBe(before);
  });
});

describe('the kiosk search without a network', () => {
  const items = [
    poster(),
    poster({
      id: 2,
      number: 3,
      board: 'C-01',
      title: 'mSAT: OCaml SAT 라이브러리',
      author: 'Guillaume Bury',
      category: '논리',
      keywords: null,
    }),
  ];
  it('finds by number, by board, by words in any order and case, and every word must match', () => {
    expect(searchRoster(items, 'c-01').map((p) => p.id)).toEqual([2]);
    expect(searchRoster(items, 'B-07 plankton').map((p) => p.id)).toEqual([1]);
    expect(searchRoster(items, 'P-012').map((p) => p.id)).toEqual([1]);
    expect(searchRoster(items, '3').map((p) => p.id)).toEqual([2]);
    expect(searchRoster(items, 'ocaml bury').map((p) => p.id)).toEqual([2]);
    expect(searchRoster(items, '플랑크톤 제주').map((p) => p.id)).toEqual([1]);
    expect(searchRoster(items, 'PLANKTON').map((p) => p.id)).toEqual([1]);
    expect(searchRoster(items, 'plankton ocaml')).toEqual([]);
    expect(searchRoster(items, '  ')).toEqual(items);
  });
});
