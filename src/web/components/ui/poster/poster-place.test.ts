import { describe, expect, it } from 'vitest';
import { placeFromSearch, placeParams, regionOf } from './poster-place';

const read = (query: string) => placeFromSearch(new URLSearchParams(query));

describe('a poster place in an address', () => {
  it('is written short and read back as it was', () => {
    const place = { page: 1, region: { x: 0.123456, y: 0.5, w: 0.25, h: 0.3333333 } };
    expect(placeParams(place)).toEqual([
      ['page', '2'],
      ['region', '0.1235,0.5,0.25,0.3333'],
    ]);
    expect(read('page=2&region=0.1235,0.5,0.25,0.3333')).toEqual({
      page: 1,
      region: { x: 0.1235, y: 0.5, w: 0.25, h: 0.3333 },
    });
    // The first page's whole view is no parameter at all.
    expect(placeParams({ page: 0, region: null })).toEqual([]);
    expect(read('')).toBeNull();
  });

  it('a view of (nearly) the whole page, or one past its edges, is clamped to the page', () => {
    expect(regionOf(-0.001, 0, 1.002, 1)).toBeNull();
    expect(regionOf(-0.2, 0.9, 0.5, 0.3)).toEqual({ x: 0, y: 0.9, w: 0.3, h: expect.closeTo(0.1, 6) });
    expect(regionOf(1.2, 0.1, 0.5, 0.5)).toBeNull();
  });

  it('ignores bad values, each on its own, never throwing', () => {
    for (const bad of [
      'region=1,2,3',
      'region=0.1,0.1,0.2,0.2,0.3',
      'region=-0.1,0.1,0.2,0.2',
      'region=0.1,0.1,0,0.2',
      'region=0.9,0.1,0.5,0.2',
      'region=1e-1,0.1,0.2,0.2',
      'region=NaN,0.1,0.2,0.2',
      'region=0x1,0.1,0.2,0.2',
      'region=%3Cscript%3E',
      'page=0',
      'page=1',
      'page=-2',
      'page=2.5',
      'page=1000',
      'page=abc',
    ])
      expect(read(bad), bad).toBeNull();
    expect(read('page=abc&region=0.1,0.1,0.2,0.2')).toEqual({
      page: 0,
      region: { x: 0.1, y: 0.1, w: 0.2, h: 0.2 },
    });
    expect(read('page=3&region=nonsense')).toEqual({ page: 2, region: null });
  });
});
