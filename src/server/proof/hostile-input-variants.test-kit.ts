import type { Call, CatalogueRow } from './catalogue-row.test-kit';
import type { ProjectWorld } from './two-project-world.test-kit';

/**
 * The hostile variants of a valid call (hostile-input.api.test.ts sends them): malformed JSON, wrong types,
 * missing and extra fields, huge strings and numbers, bad ids, unicode, markup and SQL, values nested deep.
 */
const MB = 1024 * 1024;
const strange = {
  unicode: '한국어 포스터 🎉 Ünïcödé \u202eRTL\u202c ﷽',
  markup: '<script>alert(1)</script><img src=x onerror=alert(1)>',
  sql: "' OR '1'='1'; DROP TABLE posters; --",
};
const json = { 'content-type': 'application/json' };
const deepObject = (depth: number): unknown => (depth === 0 ? 'x' : { a: deepObject(depth - 1) });

export type Variant = {
  label: string;
  call: Call;
  /** must be refused */ bad: boolean;
  /** 400 detail should name this */ field?: string;
  sent?: { field: string; value: string };
};

function withQuery(url: string, extra: string): string {
  return url + (url.includes('?') ? '&' : '?') + extra;
}

/** Wrong JSON bodies, then each field of the call's body wrong in every way its type allows. */
function bodyVariants(base: Call, other: ProjectWorld): Variant[] {
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
        project_id: other.project.id,
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
        put('criterion_id of project B', swap({ criterion_id: other.tenPointCriterion.id }), true);
        put('criterion_id = -1', swap({ criterion_id: -1 }), true);
        put('duplicate criterion', { ...payload, scores: [first, first, ...value.slice(1)] }, true);
      }
    }
  }
  return v;
}

/** Each query parameter the route takes, with values of every wrong shape. */
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

/** Each parameter of the path replaced by what no record has as its id. */
function pathVariants(row: CatalogueRow, base: Call): Variant[] {
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

/** Uploads that are not uploads. */
function multipartVariants(base: Call): Variant[] {
  const boundary = { 'content-type': 'multipart/form-data; boundary=b' };
  return [
    { label: 'JSON instead of a file', call: { ...base, payload: '{}', headers: json }, bad: true },
    {
      label: 'multipart without a file',
      call: {
        ...base,
        payload: `--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--b--\r\n`,
        headers: boundary,
      },
      bad: true,
    },
    {
      label: 'broken multipart',
      call: { ...base, payload: '--b\r\nContent-Disposition: form-da', headers: boundary },
      bad: true,
    },
    {
      label: 'multipart without boundary',
      call: { ...base, payload: 'x', headers: { 'content-type': 'multipart/form-data' } },
      bad: true,
    },
  ];
}

/** A route that takes no input must shrug off input it did not ask for: ignored, never a 5xx. */
function unaskedInputVariants(base: Call): Variant[] {
  return [
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
  ];
}

/**
 * Every hostile variant of a row's valid call: its body, its upload, its query parameters (`queryNames`, as the
 * route declares them, passwords aside) and its path; `other` is the project whose ids must not be taken.
 */
export function variantsOf(
  row: CatalogueRow,
  base: Call,
  queryNames: string[],
  other: ProjectWorld,
): Variant[] {
  const variants: Variant[] = [];
  if (base.payload && typeof base.payload === 'object' && !Buffer.isBuffer(base.payload))
    variants.push(...bodyVariants(base, other));
  if (String(base.headers?.['content-type'] ?? '').startsWith('multipart/'))
    variants.push(...multipartVariants(base));
  variants.push(
    ...queryVariants(
      base,
      queryNames.filter((n) => !/password/i.test(n)),
    ),
  );
  variants.push(...pathVariants(row, base));
  return variants.length ? variants : unaskedInputVariants(base);
}
