// File names that come from people (an upload's name) and go to them (a download's Content-Disposition).
import type { FastifyReply } from 'fastify';

/**
 * Bidirectional formatting characters (LRM, RLM, the embeddings and overrides, the isolates): in a file name they
 * make `poster\u202Efdp.exe` read as `posterexe.pdf`. They carry no meaning in a name and are removed wherever a
 * name is stored or sent.
 */
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The client's file name as stored and shown: no path, no control or bidi characters, at most 255 characters. */
export function uploadedFileName(name: string, fallback = 'poster'): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(CONTROL, '').replace(BIDI, '').trim();
  return [...(base || fallback)].slice(0, 255).join('');
}

/** A file name any system accepts: control characters and \\ / : * ? " < > | become _; bidi characters go. */
export function safeFileName(name: string): string {
  return [...name.replace(BIDI, '')].map((ch) => (ch < ' ' || '\\/:*?"<>|'.includes(ch) ? '_' : ch)).join('');
}

/**
 * `attachment` with the file's real (Korean) name in RFC 5987's `filename*` and an ASCII fallback in
 * `filename` for clients that do not read it (by default the name with every other character as _).
 */
export function contentDisposition(name: string, asciiFallback?: string): string {
  const clean = safeFileName(name);
  const encoded = encodeURIComponent(clean).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const fallback = (asciiFallback ?? clean).replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A made file (a CSV or a workbook) as a download: its type, its Content-Disposition, never kept by a cache. */
export function sendDownload(
  reply: FastifyReply,
  file: { contentType: string; disposition: string; body: string | Buffer },
) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', file.disposition)
    .header('Cache-Control', 'no-store')
    .send(file.body);
}
