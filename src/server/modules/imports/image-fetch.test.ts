import { describe, expect, it } from 'vitest';
import { fetchImageBytes, isPublicAddress, type FetchOptions } from './image-fetch';
import { useImageSites } from './image-sites.test-kit';

// The fetch of a spreadsheet's image URL on its own: its time limit, every redirect hop checked, public addresses.
const sites = useImageSites();

describe('fetchImageBytes', () => {
  const allowLoopbackOnly: FetchOptions = {
    maxBytes: 1024 * 1024,
    timeoutMs: 5000,
    maxRedirects: 3,
    allowAddress: (a) => a === '127.0.0.1',
  };

  it('gives up after its time limit on a server that never answers', async () => {
    await expect(
      fetchImageBytes(`${sites.base}/silent`, { ...allowLoopbackOnly, timeoutMs: 300 }),
    ).rejects.toThrow('it took longer than 0.3 s');
  });

  it('checks every redirect hop, and only http(s)', async () => {
    await expect(fetchImageBytes(`${sites.base}/to-metadata`, allowLoopbackOnly)).rejects.toThrow(
      '169.254.169.254 is a private or local address',
    );
    expect((await fetchImageBytes(`${sites.base}/moved`, allowLoopbackOnly)).equals(sites.portrait)).toBe(
      true,
    );
    await expect(fetchImageBytes('file:///etc/passwd', allowLoopbackOnly)).rejects.toThrow(
      'it is not an http(s) URL',
    );
  });

  it('knows which addresses are public', () => {
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111']) expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      'not an address',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });
});
