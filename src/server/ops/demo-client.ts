/**
 * How the demo acts (demo.ts and its parts): requests injected into the app as an organiser, a judge, a presenter,
 * a visitor or a kiosk would send them, so every route's checks, transactions, jobs and audit rows apply.
 */
import type { FastifyInstance } from 'fastify';

export class DemoFailed extends Error {}

type Method = 'GET' | 'POST' | 'PUT';

export type DemoClient = {
  app: FastifyInstance;
  /** `base` is `/api/projects/<id>` once the project is made. */
  base: string;
  /** The super admin's session cookie. */
  organiser: string;
  call: <T>(method: Method, url: string, cookie: string, body?: object) => Promise<T>;
  /** One file as multipart/form-data in the field `file` (the upload routes' shape). */
  upload: <T>(
    method: Method,
    url: string,
    cookie: string,
    name: string,
    type: string,
    data: Buffer,
  ) => Promise<T>;
  /** Signs in with a login route and answers the session cookie it set. */
  login: (url: string, payload: object) => Promise<string>;
  /** A presenter's session from their personal link, and the link's path. */
  presenter: (posterId: number) => Promise<{ cookie: string; path: string }>;
};

const cookieOf = (setCookie: string | string[] | undefined) =>
  String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0]!;

export function demoClient(app: FastifyInstance, organiser: string): DemoClient {
  const send = async <T>(method: Method, url: string, cookie: string, extra: object): Promise<T> => {
    const res = await app.inject({ method, url, headers: { cookie }, ...extra });
    if (res.statusCode >= 400) throw new DemoFailed(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return (res.body ? res.json() : undefined) as T;
  };
  const client: DemoClient = {
    app,
    base: '',
    organiser,
    call: (method, url, cookie, body) =>
      send(method, url, cookie, body === undefined ? {} : { payload: body }),
    upload: (method, url, cookie, name, type, data) => {
      const boundary = `demo${Math.random().toString(36).slice(2)}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
            `Content-Type: ${type}\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return send(method, url, cookie, {
        body,
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    },
    login: async (url, payload) => {
      const res = await app.inject({ method: 'POST', url, payload });
      if (res.statusCode !== 200) throw new DemoFailed(`POST ${url}: ${res.statusCode} ${res.body}`);
      return cookieOf(res.headers['set-cookie']);
    },
    presenter: async (posterId) => {
      const link = await client.call<{ url: string }>(
        'POST',
        `${client.base}/posters/${posterId}/presenter-link`,
        organiser,
      );
      const path = new URL(link.url, 'http://demo').pathname;
      const token = path.split('/').pop()!;
      return { cookie: await client.login(`${client.base}/presenter/access`, { token }), path };
    },
  };
  return client;
}
