import { ADMIN_PASSWORD, ADMIN_USERNAME } from './servers';

/**
 * A person at a browser, reduced to what the bench needs: plain `fetch` (undici) with one session cookie,
 * every call timed from sending to the last byte of the answer. Calls of the replay are recorded by kind; any
 * non-2xx answer or network error is kept as a readable line.
 */
export const kinds = ['login', 'list', 'view', 'submit', 'progress'] as const;
export type Kind = (typeof kinds)[number];

/** `K`: the kinds of call timed (the judging day's by default; the poster day, bench/day.ts, has its own). */
export class Recorder<K extends string = Kind> {
  readonly ms = {} as Record<K, number[]>;
  /** When each call of `ms` started (performance.now()), in the same order. */
  readonly at = {} as Record<K, number[]>;
  readonly errors: string[] = [];

  constructor(names: readonly K[] = kinds as unknown as readonly K[]) {
    for (const k of names) [this.ms[k], this.at[k]] = [[], []];
  }

  /** The calls of `kind` that started after every login had been answered: the hall once seated. */
  afterLogins(this: Recorder, kind: Kind): number[] {
    const lastLogin = Math.max(...this.ms.login.map((ms, i) => this.at.login[i]! + ms));
    return this.ms[kind].filter((_, i) => this.at[kind][i]! > lastLogin);
  }
}

export type Answer = { ok: boolean; status: number; body: unknown; ms: number; headers: Headers };

/** A timed call: the recorder, its kind, then as `send`. */
type TimedCall<K extends string> = [
  rec: Recorder<K>,
  kind: K,
  method: string,
  url: string,
  body?: unknown,
  extra?: Record<string, string>,
];

export class Client {
  cookie = '';
  private calls = 0;

  /** `bases`: the server(s) to talk to; with two, the calls alternate between them with the same cookie. */
  constructor(
    private readonly bases: readonly string[],
    readonly who: string,
  ) {}

  /** `body`: JSON, a form, or raw bytes (sent as they are, with `extra` headers: a tus PATCH). */
  async send(
    method: string,
    url: string,
    body?: unknown | FormData | Uint8Array,
    extra: Record<string, string> = {},
  ): Promise<Answer> {
    const base = this.bases[this.calls++ % this.bases.length]!;
    const headers: Record<string, string> = { ...extra };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: string | FormData | Blob | undefined;
    if (body instanceof FormData) payload = body;
    else if (body instanceof Uint8Array) payload = new Blob([new Uint8Array(body)]);
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const t0 = performance.now();
    const res = await fetch(base + url, { method, headers, body: payload });
    const text = await res.text();
    const ms = performance.now() - t0;
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (sid) this.cookie = sid.split(';')[0]!;
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: kept as text */
    }
    return { ok: res.ok, status: res.status, body: parsed, ms, headers: res.headers };
  }

  /** A setup call: anything but a 2xx stops the scenario with the server's answer. */
  async must<T>(method: string, url: string, body?: unknown | FormData): Promise<T> {
    const a = await this.send(method, url, body);
    if (!a.ok) throw new Error(`${this.who}: ${method} ${url} answered ${a.status} ${short(a.body)}`);
    return a.body as T;
  }

  /** A replay call: timed under `kind`; a non-2xx or a network error becomes an error line and gives null. */
  async timed<T, K extends string = string>(...call: TimedCall<K>): Promise<T | null> {
    return (await this.answer(...call))?.body as T | null;
  }

  /** As `timed`, with the whole answer (its headers: a tus upload's Location); null on an error. */
  async answer<K extends string = string>(
    ...[rec, kind, method, url, body, extra]: TimedCall<K>
  ): Promise<Answer | null> {
    const t0 = performance.now();
    try {
      const a = await this.send(method, url, body, extra);
      rec.ms[kind].push(a.ms);
      rec.at[kind].push(t0);
      if (a.ok) return a;
      rec.errors.push(`${this.who} ${kind} ${method} ${url}: HTTP ${a.status} ${short(a.body)}`);
    } catch (err) {
      rec.errors.push(
        `${this.who} ${kind} ${method} ${url}: network error after ${Math.round(performance.now() - t0)} ms: ${describeError(err)}`,
      );
    }
    return null;
  }
}

function describeError(err: unknown): string {
  const cause = err instanceof Error && err.cause ? ` (${String(err.cause)})` : '';
  return `${String(err)}${cause}`;
}

export function short(body: unknown): string {
  const s = typeof body === 'string' ? body : JSON.stringify(body);
  return s.length > 200 ? `${s.slice(0, 200)}...` : s;
}

/** The days of every bench's conference: far ahead, so that no clock of the day ever moves its phase. */
export const BENCH_DAYS = { start_date: '2099-05-01', end_date: '2099-05-03' };

/**
 * The benches' first step: the super admin, signed in on `base` (`who` in its error lines), makes the project;
 * answers the signed-in client and the project's id.
 */
export async function superAdminProject(
  base: string,
  who: string,
  project: { name: string; slug: string; start_date?: string; end_date?: string },
): Promise<{ admin: Client; pid: number }> {
  const admin = new Client([base], who);
  await admin.must('POST', '/api/super-admin/login', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
  const { id: pid } = await admin.must<{ id: number }>('POST', '/api/super-admin/projects', project);
  return { admin, pid };
}

/** Imports the posters of a CSV sheet (`title,author` and a row a poster) as the organiser `admin`. */
export async function importCsv(admin: Client, pid: number, sheet: string): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([sheet], { type: 'text/csv' }), 'posters.csv');
  await admin.must('POST', `/api/projects/${pid}/posters/upload-excel`, form);
}

/** Runs `fn` over `items` with at most `n` in flight. */
export async function inPool<T>(items: readonly T[], n: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
}
