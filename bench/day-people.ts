/**
 * The people of the poster day (bench/day.ts), each as a browser would call the API: an attendee in the hall,
 * a paired screen on its live stream, a presenter checking in at the board, a presenter uploading the poster
 * through tus in the last hour. Every call is timed by kind; what the server acknowledged is kept, to be found
 * again in what it answers afterwards.
 */
import fs from 'node:fs';
import { posterFixture } from '../src/server/test/poster-fixtures';
import { Client, inPool, type Recorder } from './client';
import type { DayConference } from './day-setup';
import { TOPICS } from './day-setup';
import { random } from './judging-day';

export const DAY_KINDS = [
  'attendee login',
  'gallery',
  'my list',
  'search (Korean)',
  'search (English)',
  'poster',
  'view',
  'questions',
  'tile descriptor',
  'tile',
  'star',
  'ask',
  'kiosk roster',
  'presenter sign-in',
  'presenter page',
  'presence',
  'check in',
  'tus create',
  'tus patch',
  'upload poll',
] as const;
export type DayKind = (typeof DAY_KINDS)[number];
export type DayRecorder = Recorder<DayKind>;

/** What the server acknowledged, by poster: to be counted again in its answers. */
export type Acknowledged = {
  stars: Map<number, number>;
  questions: Map<number, number>;
  views: Map<number, number>;
  checkIns: Set<number>;
  /** Lines where a screen did not show what the person had just done. */
  mismatches: string[];
  /** Tile URLs of the first views opened (for the tiles-per-second floor). */
  tileUrls: Set<string>;
};

export const acknowledged = (): Acknowledged => ({
  stars: new Map(),
  questions: new Map(),
  views: new Map(),
  checkIns: new Set(),
  mismatches: [],
  tileUrls: new Set(),
});
const bump = (m: Map<number, number>, k: number) => m.set(k, (m.get(k) ?? 0) + 1);

/** The tiles of a first view: the deepest level whose whole page is at most 24 tiles (a phone's screen). */
export function firstViewTiles(dziUrl: string, xml: string): string[] {
  const size = (name: string) => Number(new RegExp(`${name}="(\\d+)"`).exec(xml)![1]);
  const [width, height, tile] = [size('Width'), size('Height'), size('TileSize')];
  const format = /Format="(\w+)"/.exec(xml)![1];
  const top = Math.ceil(Math.log2(Math.max(width, height)));
  for (let level = top; level >= 0; level--) {
    const scale = 2 ** (top - level);
    const [cols, rows] = [Math.ceil(width / scale / tile), Math.ceil(height / scale / tile)];
    if (cols * rows > 24) continue;
    const urls: string[] = [];
    for (let col = 0; col < cols; col++)
      for (let row = 0; row < rows; row++)
        urls.push(`${dziUrl.replace(/\.dzi$/, '_files')}/${level}/${col}_${row}.${format}`);
    return urls;
  }
  return [];
}

type Page = { items: { id: number }[]; total: number };
type PosterAnswer = { id: number; pages: { dzi_url: string }[] };
const gallery = (q?: string) =>
  `?${new URLSearchParams({ ...(q ? { q } : {}), sort: 'number', dir: 'asc', page: '1', page_size: '24' })}`;

/** One attendee: sign in, the gallery, two searches, five posters with their first view, two stars, maybe a question. */
export async function attendeeWalk(
  conf: DayConference,
  bases: readonly string[],
  index: number,
  rec: DayRecorder,
  ack: Acknowledged,
): Promise<void> {
  const rnd = random(1000 + index);
  const who = conf.attendees[index]!;
  const c = new Client(bases, who.username);
  const p = `/api/projects/${conf.projectId}`;
  if (!(await c.timed(rec, 'attendee login', 'POST', `${p}/users/login`, who))) return;
  await c.timed(rec, 'gallery', 'GET', `${p}/posters${gallery()}`);
  await c.timed(rec, 'my list', 'GET', `${p}/favorites`);
  const [ko, en] = TOPICS[index % TOPICS.length]!;
  for (const [kind, word] of [
    ['search (Korean)', ko],
    ['search (English)', en],
  ] as const) {
    const found = await c.timed<Page>(rec, kind, 'GET', `${p}/posters${gallery(word)}`);
    // Every poster titled with the word is found (the files' text may add more).
    const titled = conf.posters.filter((x) => x.title.includes(word)).length;
    if (found && found.total < titled)
      ack.mismatches.push(`${who.username}: search "${word}" found ${found.total}, ${titled} are titled so`);
  }
  // Five posters with a file, none twice.
  const picks = new Set<number>();
  while (picks.size < Math.min(5, conf.filed.length))
    picks.add(conf.filed[Math.floor(rnd() * conf.filed.length)]!);
  const opened = [...picks];
  for (const posterId of opened) {
    const poster = await c.timed<PosterAnswer>(rec, 'poster', 'GET', `${p}/posters/${posterId}`);
    const view = await c.timed<{ counted: boolean }>(rec, 'view', 'POST', `${p}/posters/${posterId}/views`, {
      channel: 'phone',
    });
    if (view?.counted) bump(ack.views, posterId);
    await c.timed(rec, 'questions', 'GET', `${p}/posters/${posterId}/questions`);
    const dzi = poster?.pages[0]?.dzi_url;
    if (!dzi) {
      if (poster) ack.mismatches.push(`${who.username}: poster ${posterId} has no rendered page`);
      continue;
    }
    const xml = await c.timed<string>(rec, 'tile descriptor', 'GET', dzi);
    if (typeof xml !== 'string') continue;
    const tiles = firstViewTiles(dzi, xml);
    for (const t of tiles) ack.tileUrls.add(t);
    // A browser asks for a view's tiles six at a time (one host's connections).
    await inPool(tiles, 6, async (url) => void (await c.timed(rec, 'tile', 'GET', url)));
  }
  const starred = opened.slice(0, 2);
  for (const posterId of starred)
    if (await c.timed(rec, 'star', 'PUT', `${p}/posters/${posterId}/favorite`)) bump(ack.stars, posterId);
  if (index % 10 === 0) {
    const posterId = opened[2] ?? opened[0]!;
    const asked = await c.timed(rec, 'ask', 'POST', `${p}/posters/${posterId}/questions`, {
      text: `${who.username}: 반응 온도는 몇 도였나요? What temperature did the reaction run at?`,
      public: index % 20 === 0,
    });
    if (asked) bump(ack.questions, posterId);
  }
  const list = await c.timed<{ posters: { id: number }[] }>(rec, 'my list', 'GET', `${p}/favorites`);
  const mine = new Set(list?.posters.map((x) => x.id));
  if (list && starred.some((id) => !mine.has(id)))
    ack.mismatches.push(
      `${who.username}: my list shows ${[...mine].join()} after starring ${starred.join()}`,
    );
}

/** A presenter at the board: signs in by the personal link, reads the page and the presence, checks in. */
export async function checkIn(
  conf: DayConference,
  bases: readonly string[],
  who: DayConference['checkIns'][number],
  rec: DayRecorder,
  ack: Acknowledged,
): Promise<void> {
  const c = new Client(bases, `presenter of ${who.posterId}`);
  const p = `/api/projects/${conf.projectId}/presenter`;
  if (!(await c.timed(rec, 'presenter sign-in', 'POST', `${p}/access`, { token: who.token }))) return;
  await c.timed(rec, 'presenter page', 'GET', `${p}/poster`);
  await c.timed(rec, 'presence', 'GET', `${p}/presence`);
  const done = await c.timed<{ state: string }>(rec, 'check in', 'PUT', `${p}/presence`, {
    state: 'present',
  });
  if (done?.state === 'present') ack.checkIns.add(who.posterId);
  else if (done) ack.mismatches.push(`presenter of ${who.posterId}: checked in, answered ${done.state}`);
}

const TUS = { 'tus-resumable': '1.0.0' };
/** The web app's chunk (use-tus-upload.ts). */
const CHUNK = 5 * 1024 * 1024;
const POLL_MS = 2000;
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

export type UploadOutcome = {
  posterId: number;
  /** performance.now() when the last chunk was acknowledged, and when the page showed it rendered. */
  sentAt?: number;
  readyAt?: number;
  status?: string;
  pages?: number;
};

/**
 * A presenter's upload through tus, as tus-js-client sends it (creation, then PATCHes of 5 MB), then the page
 * polled as the app polls it (every 2 s) until the file is no longer processing. `pollMs` for a finer clock.
 */
export async function tusUpload(
  conf: DayConference,
  bases: readonly string[],
  who: { posterId: number; token: string; file: string },
  rec: DayRecorder,
  pollMs = POLL_MS,
): Promise<UploadOutcome> {
  const out: UploadOutcome = { posterId: who.posterId };
  const c = new Client(bases, `uploader of ${who.posterId}`);
  const p = `/api/projects/${conf.projectId}/presenter`;
  if (!(await c.timed(rec, 'presenter sign-in', 'POST', `${p}/access`, { token: who.token }))) return out;
  await c.timed(rec, 'presenter page', 'GET', `${p}/poster`);
  const bytes = fs.readFileSync(posterFixture(who.file));
  const created = await c.answer(rec, 'tus create', 'POST', `${p}/uploads`, undefined, {
    ...TUS,
    'upload-length': String(bytes.length),
    'upload-metadata': `filename ${b64(who.file)},filetype ${b64('application/pdf')}`,
  });
  const location = created?.headers.get('location');
  if (!location) return out;
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    const chunk = bytes.subarray(offset, offset + CHUNK);
    const sent = await c.answer(rec, 'tus patch', 'PATCH', new URL(location, 'http://x').pathname, chunk, {
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    });
    if (!sent) return out;
  }
  out.sentAt = performance.now();
  for (let tries = 0; tries < 1800; tries++) {
    const page = await c.timed<{ submission: { status: string; pages: unknown[] } | null }>(
      rec,
      'upload poll',
      'GET',
      `${p}/poster`,
    );
    const s = page?.submission;
    if (s && s.status !== 'processing') {
      [out.readyAt, out.status, out.pages] = [performance.now(), s.status, s.pages.length];
      return out;
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  return out;
}

/**
 * A paired screen: its roster read, then its live stream open, the roster read again after each `change` (one
 * read at a time; a change during a read asks for one more). `stop()` closes the stream; `last` is the number
 * of posters of its last roster read.
 */
export function screen(
  conf: DayConference,
  base: string,
  kiosk: DayConference['kiosks'][number],
  rec: DayRecorder,
) {
  const c = new Client([base], `screen of session ${kiosk.session}`);
  c.cookie = kiosk.cookie;
  const url = `/api/projects/${conf.projectId}/kiosk`;
  const state = { last: -1, reads: 0, changes: 0, stop: () => {} };
  let reading: Promise<void> | null = null;
  let again = false;
  const read = async (): Promise<void> => {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      do {
        again = false;
        const roster = await c.timed<{ items: unknown[] }>(rec, 'kiosk roster', 'GET', `${url}/posters`);
        state.reads++;
        if (roster) state.last = roster.items.length;
      } while (again);
    })().finally(() => (reading = null));
    return reading;
  };
  const abort = new AbortController();
  const running = (async () => {
    await read();
    try {
      const res = await fetch(base + `${url}/events`, {
        headers: { cookie: c.cookie },
        signal: abort.signal,
      });
      if (!res.ok || !res.body) {
        rec.errors.push(`${c.who}: live stream answered ${res.status}`);
        return;
      }
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = res.body.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        buffer += decoder.decode(part.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: (change|resync)$/m.test(frame)) {
            state.changes++;
            void read();
          }
        }
      }
    } catch (err) {
      if (!abort.signal.aborted) rec.errors.push(`${c.who}: live stream broke: ${String(err)}`);
    }
  })();
  state.stop = () => abort.abort();
  return Object.assign(state, { done: running, read, settled: () => reading ?? Promise.resolve() });
}
