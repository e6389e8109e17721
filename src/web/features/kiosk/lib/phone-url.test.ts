import { describe, expect, it } from 'vitest';
import { phoneUrl } from './phone-url';

describe('the kiosk’s phone address', () => {
  it('the kiosk builds one address: the poster link, with the place when there is one, and where it came from', () => {
    const origin = 'https://posters.example.org';
    expect(phoneUrl(origin, 'ksmb-2026', 42, null)).toBe(`${origin}/projects/ksmb-2026/p/42?from=kiosk`);
    expect(phoneUrl(origin, 'ksmb-2026', 42, { page: 0, region: { x: 0.5, y: 0.25, w: 0.2, h: 0.1 } })).toBe(
      `${origin}/projects/ksmb-2026/p/42?region=0.5,0.25,0.2,0.1&from=kiosk`,
    );
  });
});
