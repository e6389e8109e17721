// Raw tus 1.0 requests for tests (no client library): creation, PATCH at an offset, HEAD for the offset.
import type { Client } from '@server/test/test-app';

export const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

export function tusCreate(
  client: Client,
  url: string,
  length: number,
  metadata: Record<string, string> = {},
) {
  const meta = Object.entries(metadata).map(([k, v]) => `${k} ${b64(v)}`);
  return client.inject({
    method: 'POST',
    url,
    headers: {
      ...TUS,
      'upload-length': String(length),
      ...(meta.length ? { 'upload-metadata': meta.join(',') } : {}),
    },
  });
}

export const tusPatch = (client: Client, location: string, offset: number, bytes: Buffer) =>
  client.inject({
    method: 'PATCH',
    url: location,
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload: bytes,
  });

export const tusHead = (client: Client, location: string) =>
  client.inject({ method: 'HEAD', url: location, headers: TUS });
