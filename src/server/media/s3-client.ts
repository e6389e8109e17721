// STORAGE_URL read into the settings of an S3-compatible bucket, the SDK's client for them, and how its errors
// read (docs/decisions/080-object-storage.md).
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { assertKey } from '@server/media/storage';

/** What STORAGE_URL says: `s3://<bucket>[/<prefix>]?endpoint=<url>&region=<r>&force_path_style=true`. */
export type S3Settings = {
  bucket: string;
  /** Every key is stored under it (`''`: the bucket's top); ends with `/` when set. */
  prefix: string;
  /** The server's address (MinIO, NAVER Cloud); unset: AWS's own for the region. */
  endpoint: string | undefined;
  region: string;
  /** Bucket in the path (`http://host/bucket/key`), as MinIO wants; otherwise in the host name. */
  forcePathStyle: boolean;
  /**
   * An `exclusive` write is a HEAD, then a PUT with `If-None-Match: *`, which AWS S3 (since 2024) and MinIO honour:
   * two writers racing on one key cannot both succeed. Off (`conditional_writes=false`) for a server that refuses
   * the header: then the HEAD alone guards, and two writers racing between it and the PUT could both pass (the
   * server's names are random, so this is a guard, not a lock).
   */
  conditionalWrites: boolean;
};

const yes = (v: string | null, byDefault: boolean) => (v === null ? byDefault : /^(1|true|yes)$/i.test(v));

/** Reads STORAGE_URL; refuses anything but `s3://` with a bucket. Credentials come from the SDK's environment. */
export function parseStorageUrl(url: string): S3Settings {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('STORAGE_URL must look like s3://<bucket>?endpoint=<url>&region=<region>');
  }
  if (parsed.protocol !== 's3:' || !parsed.hostname)
    throw new Error('STORAGE_URL must look like s3://<bucket>?endpoint=<url>&region=<region>');
  const prefix = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, '');
  const q = parsed.searchParams;
  return {
    bucket: parsed.hostname,
    prefix: prefix ? `${assertKey(prefix)}/` : '',
    endpoint: q.get('endpoint') || undefined,
    region: q.get('region') || process.env.AWS_REGION || 'us-east-1',
    forcePathStyle: yes(q.get('force_path_style'), false),
    conditionalWrites: yes(q.get('conditional_writes'), true),
  };
}

/** The SDK's client for the settings; credentials from its usual chain (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY). */
export function s3Client(settings: S3Settings, extra: Partial<S3ClientConfig> = {}): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where the API requires them: several S3-compatible servers refuse the SDK's newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...extra,
  });
}

type S3Failure = { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
export const status = (err: unknown) => (err as S3Failure | null)?.$metadata?.httpStatusCode;
export const notFound = (err: unknown) =>
  status(err) === 404 || ['NoSuchKey', 'NotFound'].includes((err as S3Failure | null)?.name ?? '');

/** An error as `fs.writeFile(..., { flag: 'wx' })` throws it, so callers treat both storages alike. */
export function exists(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`EEXIST: already stored: ${key}`), { code: 'EEXIST' });
}
