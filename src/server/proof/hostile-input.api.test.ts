import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { useTestApp } from '../test/test-app';
import { builderFor, registeredRoutes, type Call } from './calls';
import { routeKey, routeTable, type Access, type PrincipalName, type RouteRow } from './route-table';
import { useWorld } from './world';
import { callerIn } from './caller';

/**
 * Hostile input on every endpoint that takes input, as a principal allowed to call it (so access checks do not
 * hide validation): malformed JSON, wrong types, missing and extra fields, huge strings and numbers, bad ids,
 * unicode, markup and SQL, values nested deep. Always a 4xx with a useful `detail` where the input is wrong, never
 * a 5xx; valid-but-strange text (markup, SQL, unicode) is either refused or stored exactly as sent.
 */
const t = useTestApp();
const world = useWorld(t);
const send = callerIn(t, world);
let registered: Set<string>;
let queryParams: Map<string, string[]>;

beforeAll(() => {
  registered = registeredRoutes(t.app);
  queryParams = new Map();
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  for (const [p, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const names = (op.parameters ?? []).filter((x) => x.in === 'query').map((x) => x.name);
      queryParams.set(routeKey(m, p), [...new Set([...(queryParams.get(routeKey(m, p)) ?? []), ...names])]);
    }
  }
});

const caller: Record<Access, PrincipalName> = {
  public: 'anonymous',
  session: 'userA',
  super: 'super',
  admin: 'adminA',
  member: 'adminA',
  judge: 'judgeA',
  participant: 'userA',
};

const MB = 1024 * 1024;
const strange = {
  unicode: '한국어 포스터 🎉 Ünïcödé \u202eRTL\u202c ﷽',
  markup: '<script>alert(1)</script><img src=x onerror=alert(1)>',
  sql: "' OR '1'='1'; DROP TABLE posters; --",
};
const json = { 'content-type': 'application/json' };
const deepObject = (depth: number): unknown => (depth === 0 ? 'x' : { a: deepObject(depth - 1) });

type Variant = {
  label: string;
  call: Call;
  /** must be refused */ bad: boolean;
  /** 400 detail should name this */ field?: string;
  sent?: { field: string; value: string };
};

function withQuery(url: string, extra: string): string {
  return url + (url.includes('?') ? '&' : '?') + extra;
}

function bodyVariants(base: Call): Variant[] {
  const payload = base.payload as Record<string, unknown>;
  const v: Variant[] = [];
  const put = (label: string, body: unknown, bad: boolean, field?: string, sent?: Variant['sent']) =>
    v.push({
      label,
      call: { ...base, payload: JSON.stringify(body), headers: json },
      bad,
      ...(field ? { field } : {}),
      ...(sent ? { sent } : {}),
    });
  v.push({ label: 'malformed JSON', call: { ...base, payload: '{"title": "x",', headers: json }, bad: true });
  v.push({ label: 'JSON array body', call: { ...base, payload: '[]', headers: json }, bad: true });
  v.push({ label: 'JSON string body', call: { ...base, payload: '"text"', headers: json }, bad: true });
  v.push({ label: 'JSON number body', call: { ...base, payload: '42', headers: json }, bad: true });
  v.push({
    label: 'wrong content type',
    call: { ...base, payload: 'title=x', headers: { 'content-type': 'text/plain' } },
    bad: true,
  });
  v.push({
    label: 'body over 1 MB',
    call: { ...base, payload: JSON.stringify({ ...payload, junk: 'x'.repeat(1.1 * MB) }), headers: json },
    bad: true,
  });
  v.push({
    label: 'JSON nested 100,000 deep',
    call: { ...base, payload: `{"x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`, headers: json },
    bad: true,
  });
  const firstText = Object.entries(payload).find(([, value]) => typeof value === 'string');
  if (firstText) put(`${firstText[0]} = 1 MB string`, { ...payload, [firstText[0]]: 'x'.repeat(MB) }, true);
  v.push({
    label: '__proto__, constructor and foreign ids as extra fields',
    call: {
      ...base,
      headers: json,
      payload: JSON.stringify({
        ...payload,
        id: 999_999,
        project_id: world.B.project.id,
        judge_id_extra: 1,
        is_super_admin_extra: true,
      }).replace(/^\{/, '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},'),
    },
    bad: false,
  });
  for (const [field, value] of Object.entries(payload)) {
    const { [field]: _drop, ...rest } = payload;
    put(`missing ${field}`, rest, false);
    put(`${field} = null`, { ...payload, [field]: null }, false);
    put(`${field} = {"$gt": ""}`, { ...payload, [field]: { $gt: '' } }, field !== 'settings', field);
    put(`${field} = object nested 40 deep`, { ...payload, [field]: deepObject(40) }, true, field);
    if (typeof value === 'string') {
      put(`${field} = number`, { ...payload, [field]: 12345 }, true, field);
      put(`${field} = array`, { ...payload, [field]: ['a', 'b'] }, true, field);
      put(
        `${field} = 100k string`,
        { ...payload, [field]: 'y'.repeat(100_000) },
        field !== 'settings' && field !== 'description',
        field,
      );
      put(`${field} = NUL byte`, { ...payload, [field]: `a\u0000b` }, false);
      for (const [name, s] of Object.entries(strange))
        put(`${field} = ${name}`, { ...payload, [field]: s }, false, undefined, { field, value: s });
    } else if (typeof value === 'number') {
      put(`${field} = "abc"`, { ...payload, [field]: 'abc' }, true, field);
      for (const n of [1e308, -1, 2 ** 53, 1.5])
        put(`${field} = ${n}`, { ...payload, [field]: n }, n !== 1.5 || field !== 'score', field);
    } else if (typeof value === 'boolean') {
      put(`${field} = "maybe"`, { ...payload, [field]: 'maybe' }, true, field);
      put(`${field} = 7`, { ...payload, [field]: 7 }, true, field);
    } else if (Array.isArray(value)) {
      put(`${field} = "abc"`, { ...payload, [field]: 'abc' }, true, field);
      put(
        `${field} = huge array`,
        { ...payload, [field]: Array.from({ length: 50_000 }, () => value[0] ?? 1) },
        true,
      );
      if (field === 'scores' && value.length) {
        const first = value[0] as { criterion_id: number; score: number };
        const swap = (patch: object) => ({ ...payload, scores: [{ ...first, ...patch }, ...value.slice(1)] });
        put('score = 1e308', swap({ score: 1e308 }), true, 'score');
        put('score = -1', swap({ score: -1 }), true, 'score');
        put('score = 2^53', swap({ score: 2 ** 53 }), true, 'score');
        put('score = "7"', swap({ score: '7' }), true, 'score');
        put('score = 1.5', swap({ score: 1.5 }), true, 'score');
        put('criterion_id = 2^53', swap({ criterion_id: 2 ** 53 }), true);
        put('criterion_id of project B', swap({ criterion_id: world.B.criteria[0]!.id }), true);
        put('criterion_id = -1', swap({ criterion_id: -1 }), true);
        put('duplicate criterion', { ...payload, scores: [first, first, ...value.slice(1)] }, true);
      }
    }
  }
  return v;
}

function queryVariants(base: Call, names: string[]): Variant[] {
  const inBody = new Set(
    base.payload && typeof base.payload === 'object' && !Buffer.isBuffer(base.payload)
      ? Object.keys(base.payload)
      : [],
  );
  const v: Variant[] = [];
  for (const name of names) {
    // Ids, flags, numbers, dates, URLs and e-mails have a shape to break; free text (name, description, url of an
    // image to remove) may be anything. A value the body also carries is overridden by the body.
    const shaped = /(_id|^is_.*|max_score|order_number|_date|logo_url|email)$/.test(name);
    const bad = shaped && !inBody.has(name);
    const values = [
      'abc',
      '-1',
      '1e308',
      '9007199254740993',
      encodeURIComponent(strange.sql),
      '%00',
      'x'.repeat(5000),
    ];
    for (const value of values)
      v.push({
        label: `?${name}=${value.slice(0, 24)}`,
        call: { ...base, url: withQuery(base.url, `${name}=${value}`) },
        bad,
      });
    v.push({
      label: `?${name} twice`,
      call: { ...base, url: withQuery(base.url, `${name}=1&${name}=2`) },
      bad: false,
    });
  }
  return v;
}

function pathVariants(row: RouteRow, base: Call): Variant[] {
  const tpl = row.path.split('/');
  const [pathPart, query] = base.url.split('?');
  const concrete = pathPart!.split('/');
  const v: Variant[] = [];
  tpl.forEach((seg, i) => {
    if (!seg.startsWith(':')) return;
    for (const value of [
      '-1',
      'abc',
      '1e308',
      '9007199254740993',
      "1'%20OR%20'1'%3D'1",
      '%00',
      '%F0%9F%8E%89',
      'x'.repeat(300),
    ]) {
      const parts = [...concrete];
      parts[i] = value;
      v.push({
        label: `:${seg.slice(1)} = ${value.slice(0, 24)}`,
        call: { ...base, url: parts.join('/') + (query ? `?${query}` : '') },
        bad: true,
      });
    }
  });
  return v;
}

function judge(v: Variant, res: LightMyRequestResponse): string | null {
  const where = `${v.label}: ${v.call.method} ${v.call.url.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500) return `5xx: ${where}`;
  if (v.bad && res.statusCode < 400) return `accepted bad input: ${where}`;
  if (res.statusCode >= 400) {
    let detail: unknown;
    try {
      detail = res.json().detail;
    } catch {
      return `error without a JSON body: ${where}`;
    }
    if (typeof detail !== 'string' || detail.trim().length < 5) return `no useful detail: ${where}`;
    if (
      v.field &&
      res.statusCode === 400 &&
      !detail.toLowerCase().includes(v.field.toLowerCase()) &&
      !/json|too large/i.test(detail)
    ) {
      return `detail does not name the field "${v.field}": ${where}`;
    }
  } else if (v.sent) {
    const body = res.json() as Record<string, unknown>;
    const stored = body?.[v.sent.field];
    if (typeof stored === 'string' && stored !== v.sent.value.trim())
      return `stored "${stored}" instead of what was sent: ${where}`;
  }
  return null;
}

describe('hostile input', () => {
  for (const row of routeTable) {
    const key = routeKey(row.method, row.path);
    it(`${key}`, async () => {
      if (!registered.has(key)) throw new Error('this route is in the route table but not registered');
      const who = caller[row.access];
      const b = builderFor(row.method, row.path);
      const base = await b.own({ db: t.db, world });
      const isMultipart = String(base.headers?.['content-type'] ?? '').startsWith('multipart/');
      const variants: Variant[] = [];
      if (base.payload && typeof base.payload === 'object' && !Buffer.isBuffer(base.payload))
        variants.push(...bodyVariants(base));
      if (isMultipart) {
        variants.push(
          { label: 'JSON instead of a file', call: { ...base, payload: '{}', headers: json }, bad: true },
          {
            label: 'multipart without a file',
            call: {
              ...base,
              payload: `--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--b--\r\n`,
              headers: { 'content-type': 'multipart/form-data; boundary=b' },
            },
            bad: true,
          },
          {
            label: 'broken multipart',
            call: {
              ...base,
              payload: '--b\r\nContent-Disposition: form-da',
              headers: { 'content-type': 'multipart/form-data; boundary=b' },
            },
            bad: true,
          },
          {
            label: 'multipart without boundary',
            call: { ...base, payload: 'x', headers: { 'content-type': 'multipart/form-data' } },
            bad: true,
          },
        );
      }
      variants.push(
        ...queryVariants(
          base,
          (queryParams.get(key) ?? []).filter((n) => !/password/i.test(n)),
        ),
      );
      variants.push(...pathVariants(row, base));
      if (variants.length === 0) {
        // A route that takes no input must shrug off input it did not ask for: ignored, never a 5xx.
        variants.push(
          {
            label: 'unexpected query with markup and injection',
            call: {
              ...base,
              url: withQuery(
                base.url,
                `x=${encodeURIComponent("<script>'; DROP TABLE x;--")}&__proto__[polluted]=1`,
              ),
            },
            bad: false,
          },
          {
            label: 'unexpected malformed JSON body',
            call: { ...base, payload: '{"a":', headers: json },
            bad: base.method !== 'GET',
          },
        );
      }
      const problems: string[] = [];
      for (const v of variants) {
        // Calls that destroy their target get a fresh one each time, so every variant meets a live record.
        const call = row.method === 'DELETE' || row.method === 'POST' ? await rebase(b, v, base) : v.call;
        const res = await send(who, call);
        const problem = judge({ ...v, call }, res);
        if (problem) problems.push(problem);
      }
      expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
      expect(problems).toEqual([]);
    });
  }

  it('the database is intact and the server answers after all of it', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const posters = await t.db
      .selectFrom('posters')
      .select('id')
      .where('project_id', '=', world.B.project.id)
      .execute();
    expect(posters.length).toBeGreaterThanOrEqual(3);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

/** The same variant against a freshly built target (its ids replaced by the new call's ids). */
async function rebase(b: ReturnType<typeof builderFor>, v: Variant, base: Call): Promise<Call> {
  const next = await b.own({ db: t.db, world });
  const [basePath] = base.url.split('?');
  const [nextPath] = next.url.split('?');
  let url = v.call.url;
  if (basePath !== nextPath && url.startsWith(basePath!)) url = nextPath + url.slice(basePath!.length);
  if (v.call.payload === base.payload) return { ...v.call, url, payload: next.payload! };
  // Same body variant, applied to the fresh call's body (fresh usernames and e-mails).
  if (
    typeof v.call.payload === 'string' &&
    base.payload &&
    typeof base.payload === 'object' &&
    !Buffer.isBuffer(base.payload) &&
    next.payload &&
    typeof next.payload === 'object' &&
    !Buffer.isBuffer(next.payload)
  ) {
    let s = v.call.payload;
    for (const [k, val] of Object.entries(base.payload as Record<string, unknown>)) {
      const nv = (next.payload as Record<string, unknown>)[k];
      if (typeof val === 'string' && typeof nv === 'string' && val !== nv && val.length > 3)
        s = s.split(val).join(nv);
    }
    return { ...v.call, url, payload: s };
  }
  return { ...v.call, url };
}
