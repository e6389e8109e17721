// Reading a text/event-stream from a listening server in tests: wait for a message or comment, never for a time.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

export type StreamMessage = { event: string; data: string };

export type EventStream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Resolves with the first message (already received or to come) that `match` accepts, and drops those before it. */
  next: (match?: (m: StreamMessage) => boolean) => Promise<StreamMessage>;
  /** Resolves when a comment line (": ...") arrives after this call. */
  nextComment: () => Promise<string>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
};

export function openEventStream(base: string, path: string, cookie: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      res.setEncoding('utf8');
      const messages: StreamMessage[] = [];
      let waiters: Array<() => void> = [];
      let commentWaiters: Array<(c: string) => void> = [];
      let buffer = '';
      const wake = () => {
        const w = waiters;
        waiters = [];
        for (const f of w) f();
      };
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) {
              const cw = commentWaiters;
              commentWaiters = [];
              for (const f of cw) f(line.slice(1).trim());
            } else if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trim());
          }
          if (data.length > 0) messages.push({ event, data: data.join('\n') });
        }
        wake();
      });
      const ended = new Promise<void>((done) => res.on('close', () => done()));
      const next = (match: (m: StreamMessage) => boolean = () => true) =>
        new Promise<StreamMessage>((ok, fail) => {
          const look = () => {
            while (messages.length > 0) {
              const m = messages.shift()!;
              if (match(m)) return ok(m);
            }
            if (res.closed) return fail(new Error('the stream ended before the message came'));
            waiters.push(look);
          };
          look();
        });
      res.on('close', wake);
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        next,
        nextComment: () => new Promise((ok) => commentWaiters.push(ok)),
        ended,
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

/**
 * Call at the top of a test file whose tests read live streams: the app listens on a free loopback port before
 * them, and every stream opened with the answered function is closed after them.
 */
export function useEventStreams(t: { app: FastifyInstance }) {
  let base = '';
  const streams: EventStream[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    for (const s of streams) s.close();
  });
  return async (path: string, cookie: string): Promise<EventStream> => {
    const s = await openEventStream(base, path, cookie);
    streams.push(s);
    return s;
  };
}
