import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import * as fx from '../test/fixture-rows';
import { createTestApp, onPostgres, type TestApp } from '../test/test-app';

/**
 * Slow clients on a real listening socket: a request whose body or headers stop arriving is answered 408 and
 * closed instead of holding its socket (and file descriptor) forever. The timeouts are short here so the test
 * ends soon; nothing below measures time, it waits for the server to close the sockets.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ requestTimeoutMs: 600, headersTimeoutMs: 300 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

/** Opens a socket, writes `text`, and resolves with everything the server sent once it closed the socket. */
function stall(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (d) => (received += String(d)));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

const connections = () =>
  new Promise<number>((resolve, reject) =>
    t.app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))),
  );

describe('timeouts', () => {
  it('a body that stops arriving is cut off with 408 in our error shape', async () => {
    const answer = await stall(
      'POST /api/super-admin/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"username":"admin","pass',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ code: 'TIMEOUT', detail: expect.stringContaining('did not arrive in time') });
  });

  it('headers that stop arriving are cut off too', async () => {
    const answer = await stall('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('forty stalled sockets are all closed, and the server still answers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        stall(
          i % 2
            ? 'PUT /api/projects/1/posters/1 HTTP/1.1\r\nHost: localhost\r\n' +
                'Content-Type: application/json\r\nContent-Length: 50\r\n\r\n{'
            : 'GET /api/health HTTP/1.1\r\n',
        ),
      ),
    );
    expect(answers.filter((a) => !a.startsWith('HTTP/1.1 408 '))).toEqual([]);
    expect(await connections()).toBe(0);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('headers too large and bytes that are not HTTP get our error shape too', async () => {
    const big = await stall(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(JSON.parse(big.slice(big.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 'HEADERS_TOO_LARGE' });
    const junk = await stall('\u0000\u0001 not http at all\r\n\r\n');
    expect(junk).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(junk.slice(junk.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 'BAD_REQUEST',
      detail: 'The request is not valid HTTP',
    });
  });

  it('the server is set up with every timeout, from the config', () => {
    const s = t.app.server;
    expect(s.requestTimeout).toBe(600);
    expect(s.headersTimeout).toBe(300);
    expect(s.keepAliveTimeout).toBe(t.config.keepAliveTimeoutMs);
    expect(s.timeout).toBeGreaterThan(0);
  });
});

/**
 * The idle timeout: a socket that sends nothing is closed long before the request timeout, and one that keeps
 * sending, however slowly, goes on to its answer. A short idle time (IDLE_MS) and a long request timeout here;
 * the slow sender writes a byte every 60 ms, the pace of the scenario, not a wait for a result.
 */
/**
 * The idle timeout of these tests. Long beside the slow sender's pace (PACE_MS): a loaded two-core machine can stall
 * the event loop for a few hundred milliseconds, and the sender's next chunk must still come within the timeout.
 */
const IDLE_MS = 1000;
const PACE_MS = 250;

describe('the idle timeout', () => {
  let idle: TestApp;
  let idlePort: number;
  beforeAll(async () => {
    idle = await createTestApp({ idleTimeoutMs: IDLE_MS, requestTimeoutMs: 60_000, liveHeartbeatMs: 400 });
    await idle.app.listen({ port: 0, host: '127.0.0.1' });
    idlePort = (idle.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => idle?.close());

  it('closes a socket whose body stalled after five bytes, without waiting for the request timeout', async () => {
    const received = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(idlePort, '127.0.0.1', () =>
        socket.write(
          'POST /api/super-admin/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            'Content-Length: 100\r\n\r\n{"use',
        ),
      );
      let received = '';
      socket.on('data', (d) => (received += String(d)));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
    // Closed by the idle timeout: the request timeout (60 s) would have answered 408 first.
    expect(received).toBe('');
    expect(idle.app.server.requestTimeout).toBe(60_000);
    expect(idle.app.server.timeout).toBe(IDLE_MS);
  });

  it('lets a slow sender that keeps sending reach its answer', async () => {
    const body = JSON.stringify({ username: 'nobody', password: 'wrong-one' });
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(idlePort, '127.0.0.1', () => {
        socket.write(
          'POST /api/super-admin/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
        );
        // A chunk every PACE_MS, ten chunks: the whole body takes more than two idle timeouts to arrive.
        const chunks = Array.from({ length: 10 }, (_, k) =>
          body.slice(Math.floor((k * body.length) / 10), Math.floor(((k + 1) * body.length) / 10)),
        );
        let i = 0;
        const pace = setInterval(() => {
          socket.write(chunks[i]!);
          if (++i === chunks.length) clearInterval(pace);
        }, PACE_MS);
        socket.on('close', () => clearInterval(pace));
      });
      let received = '';
      socket.on('data', (d) => (received += String(d)));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 'LOGIN_FAILED' });
  });

  it('never cuts a request whose body is in while the server works longer than the idle timeout', async () => {
    const project = await fx.makeProject(idle.db);
    const admin = await fx.makeAdmin(idle.db, { projectIds: [project.id] });
    const session = await fx.sessionFor(idle.app, 'admin', admin.id);
    const base = `http://127.0.0.1:${idlePort}`;
    // The work is held up by a transaction on the criteria for four idle timeouts (the pace of the scenario: a
    // long import), then let go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const transaction = idle.db.transaction().execute(async (trx) => {
      if (onPostgres) await sql`lock table criteria in exclusive mode`.execute(trx);
      locked();
      await held;
    });
    await holding;
    const answer = fetch(`${base}/api/projects/${project.id}/evaluation-criteria`, {
      method: 'POST',
      headers: { cookie: session.cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ name: '독창성', max_score: 10 }),
    });
    setTimeout(release, 1000);
    const res = await answer;
    await transaction;
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ name: '독창성', max_score: 10 });
  });
});
