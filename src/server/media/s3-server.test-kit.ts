// An S3-compatible server for tests, started by the test on a free loopback port and stopped after: fauxqs, which
// speaks the S3 wire protocol (the SDK's real requests, signed, over HTTP), keeps objects in memory, and honours
// conditional writes and multipart uploads (docs/decisions/080-object-storage.md). It checks no credentials.
import crypto from 'node:crypto';
import { startFauxqs, type FauxqsServer } from 'fauxqs';

export type TestS3 = {
  /** A STORAGE_URL for a bucket of its own (path style, the server's address), optionally with more settings. */
  storageUrl(extra?: Record<string, string>): string;
  bucket: string;
  address: string;
  stop(): Promise<void>;
};

export async function startTestS3(): Promise<TestS3> {
  // The SDK reads credentials from the environment, as the server does in production; the test server takes any.
  process.env.AWS_ACCESS_KEY_ID ??= 'test-key';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'test-secret';
  const server: FauxqsServer = await startFauxqs({ port: 0, logger: false });
  // Reached on loopback only (it listens on every interface; nothing but this test talks to it).
  const address = `http://127.0.0.1:${server.port}`;
  const bucket = `media-${crypto.randomBytes(4).toString('hex')}`;
  server.createBucket(bucket);
  return {
    bucket,
    address,
    storageUrl: (extra = {}) => {
      const q = new URLSearchParams({
        endpoint: address,
        region: 'us-east-1',
        force_path_style: 'true',
        ...extra,
      });
      return `s3://${bucket}?${q}`;
    },
    stop: () => server.stop(),
  };
}
