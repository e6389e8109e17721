/**
 * A poster file sent with tus (resumable), with the presenter's note to the reviewer as its metadata: 5 MB chunks, retried after 0, 1, 3, 5 and 10 s when the connection
 * drops, resumed from an earlier attempt of the same file (its fingerprint in the browser's storage, removed on
 * success), cancellable. The server's refusals (4xx with a code) are said, never retried.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DetailedError, Upload } from 'tus-js-client';
import { apiUrl } from '@web/lib/api';
import { presenterApi } from '@web/lib/api-paths/presenter';
import { codeMessage } from '@web/lib/error-message';
import { queryKeys } from '@web/lib/query-keys';
import { i18n } from '@web/i18n';
import '@web/i18n/error-messages';

export const CHUNK_SIZE = 5 * 1024 * 1024;
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number; resumed: boolean }
  | { phase: 'retrying'; percent: number }
  | { phase: 'done' }
  | { phase: 'cancelled' }
  | { phase: 'error'; message: string };

type Refusal = { status: number; code?: string; params?: Record<string, unknown> };

function refusalOf(err: Error | DetailedError): Refusal {
  const res = 'originalResponse' in err ? err.originalResponse : null;
  if (!res) return { status: 0 };
  const status = res.getStatus();
  try {
    const body = JSON.parse(res.getBody()) as { code?: unknown; params?: unknown };
    return {
      status,
      code: typeof body.code === 'string' ? body.code : undefined,
      params:
        body.params && typeof body.params === 'object' ? (body.params as Record<string, unknown>) : undefined,
    };
  } catch {
    return { status };
  }
}

/** Worth another try: no answer, the server's trouble, or tus's own offset conflict (not a refusal with a code). */
export function shouldRetry(r: Refusal): boolean {
  if (r.status === 0 || r.status >= 500 || r.status === 423) return true;
  return r.status === 409 && r.code === undefined;
}

/** What the presenter reads when the upload stops for good. */
export function refusalMessage(r: Refusal, maxMb: number): string {
  const t = (k: string, p?: Record<string, unknown>) => i18n.t(`presenter:${k}`, p);
  if (r.status === 413 || r.code === 'FILE_TOO_LARGE')
    return t('upload.tooLarge', { limit: r.params?.limit ?? maxMb });
  if (r.status === 401) return t('signedOut');
  if (r.status === 0) return i18n.t('common:errors.network');
  const said = r.code ? codeMessage(r.code, r.params) : undefined;
  return `${t('upload.failed')}${said ? `: ${said}` : ''}`;
}

export function useTusUpload(projectId: number, maxMb: number) {
  const qc = useQueryClient();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const current = useRef<Upload | null>(null);
  /** The file being started, until its upload exists (cancelled meanwhile: null). */
  const starting = useRef<File | null>(null);

  // Leaving the page stops the transfer; the same file chosen again later resumes where it stopped.
  useEffect(() => () => void current.current?.abort(false), []);

  const start = useCallback(
    /** `note`: what the presenter writes to the reviewer, sent as the upload's metadata (decision 071). */
    async (file: File, note = '') => {
      let percent = 0;
      let resumed = false;
      setState({ phase: 'uploading', percent: 0, resumed: false });
      starting.current = file;
      // The upload client is fetched when a file is chosen: the page itself paints without it.
      const { Upload } = await import('tus-js-client');
      if (starting.current !== file) return;
      starting.current = null;
      const upload = new Upload(file, {
        endpoint: new URL(apiUrl(presenterApi(projectId).uploads()), window.location.origin).href,
        chunkSize: CHUNK_SIZE,
        retryDelays: RETRY_DELAYS,
        removeFingerprintOnSuccess: true,
        metadata: {
          filename: file.name,
          filetype: file.type || 'application/octet-stream',
          ...(note.trim() ? { note: note.trim() } : {}),
        },
        onProgress: (sent, total) => {
          percent = total > 0 ? Math.floor((sent / total) * 100) : 0;
          setState({ phase: 'uploading', percent, resumed });
        },
        onShouldRetry: (err) => {
          const retry = shouldRetry(refusalOf(err));
          if (retry) setState({ phase: 'retrying', percent });
          return retry;
        },
        onError: (err) => {
          current.current = null;
          setState({ phase: 'error', message: refusalMessage(refusalOf(err), maxMb) });
        },
        onSuccess: () => {
          current.current = null;
          setState({ phase: 'done' });
          void qc.invalidateQueries({ queryKey: queryKeys.presenterPoster(projectId) });
        },
      });
      current.current = upload;
      setState({ phase: 'uploading', percent: 0, resumed: false });
      const previous = await upload.findPreviousUploads().catch(() => []);
      if (previous[0]) {
        resumed = true;
        upload.resumeFromPreviousUpload(previous[0]);
        setState({ phase: 'uploading', percent: 0, resumed });
      }
      if (current.current === upload) upload.start();
    },
    [projectId, maxMb, qc],
  );

  const cancel = useCallback(() => {
    const upload = current.current;
    current.current = null;
    starting.current = null;
    setState({ phase: 'cancelled' });
    // Ends it on the server too (and forgets it here): a cancelled file is not resumed.
    void upload?.abort(true).catch(() => undefined);
  }, []);

  return { state, start, cancel, busy: state.phase === 'uploading' || state.phase === 'retrying' };
}
