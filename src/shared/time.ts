// Days, times and ranges as people read them, on a project's clock (docs/decisions/074-one-time-module.md): the
// one place that turns an instant into the wall clock of a time zone and back, and writes it in Korean or English.
//
// Intl does the zone's arithmetic (its tz data knows every offset and daylight-saving change); the text is put
// together here from the numbers Intl gives, so the server's render and the browser's hydration write the same
// characters whatever locale data each has (decisions 042, 043). Days and wall-clock times (a project's dates, a
// poster session's times) need no Intl at all. Both languages write the 24-hour clock.

/** A project's time zone unless its super admin chose another (the product's conferences are in Korea). */
export const DEFAULT_TIME_ZONE = 'Asia/Seoul';

export type TimeLanguage = 'ko' | 'en';

/** An instant: ISO 8601 text (as the API carries times), milliseconds since the epoch, or a Date. */
export type Moment = string | number | Date;

/** A wall clock's reading in a zone. */
export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const DAY_MS = 86_400_000;
const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);
const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
const WEEKDAYS_KO = '일월화수목금토';
const pad = (n: number) => String(n).padStart(2, '0');

/** An IANA name as people write it ("Asia/Seoul", "Etc/GMT+9", "UTC"); never a bare offset such as "+09:00". */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * The zone's canonical name ("asia/seoul" is "Asia/Seoul", "GMT" is "UTC"), or null when it names no zone Intl
 * knows. The server checks a project's zone with it, so every stored zone is one Intl can read.
 */
export function timeZoneName(value: string): string | null {
  if (value.length > 64 || !ZONE_NAME.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

// One formatter per zone: building one is the costly part (a first one loads ICU's data, 100-200 ms on a slow
// phone), reading the parts of an instant with it is cheap.
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockOf(zone: string): Intl.DateTimeFormat {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(zone, clock);
  }
  return clock;
}

/** The instant as milliseconds, or null for nothing or what is not a time. */
function msOf(at: Moment | null | undefined): number | null {
  if (at === null || at === undefined || at === '') return null;
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  return Number.isNaN(ms) ? null : ms;
}

/** What the zone's clocks read at the instant; null for nothing or what is not a time. */
export function wallClock(at: Moment | null | undefined, zone: string): WallClock | null {
  const ms = msOf(at);
  if (ms === null) return null;
  const parts = clockOf(zone).formatToParts(ms);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: n('year'),
    month: n('month'),
    day: n('day'),
    hour: n('hour') % 24,
    minute: n('minute'),
    second: n('second'),
  };
}

const dayText = (c: Pick<WallClock, 'year' | 'month' | 'day'>) => `${c.year}-${pad(c.month)}-${pad(c.day)}`;

/** The day ("2026-12-02") the instant falls on in the zone: "today" for a conference is `dayIn(now, zone)`. */
export function dayIn(at: Moment, zone: string): string {
  const c = wallClock(at, zone);
  return c ? dayText(c) : '';
}

/** The zone's clock at the instant, as a datetime-local input shows it ("2026-12-01T18:00"); '' for nothing. */
export function localDateTime(at: Moment | null | undefined, zone: string): string {
  const c = wallClock(at, zone);
  return c ? `${dayText(c)}T${pad(c.hour)}:${pad(c.minute)}` : '';
}

/** How far ahead of UTC the zone's clocks are at the instant, in milliseconds. */
function offsetAt(ms: number, zone: string): number {
  const c = wallClock(ms, zone)!;
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - whole;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A date and time read on the zone's clock ("2026-12-01T18:00", as a datetime-local input or a session's day and
 * time give it) as the ISO instant it names; null when it is no real date and time. A time the clocks show twice
 * (the hour put back in autumn) is the first; a time they skip (the hour put forward) is read with the offset
 * before the change, so 02:30 on that night is 03:30, as JavaScript's Temporal does by default.
 */
export function zonedInstant(local: string, zone: string): string | null {
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second = 0] = m.slice(1).map((v) => Number(v ?? 0));
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second);
  const check = new Date(wall);
  if (check.getUTCDate() !== day || check.getUTCHours() !== hour || check.getUTCMinutes() !== minute)
    return null;
  // A zone changes its offset at most once within a day on either side: the offsets a day before and after are
  // the two the wall clock can mean.
  const before = wall - offsetAt(wall - DAY_MS, zone);
  const after = wall - offsetAt(wall + DAY_MS, zone);
  const means = (ms: number) => offsetAt(ms, zone) === wall - ms;
  const ms = means(before)
    ? means(after)
      ? Math.min(before, after)
      : before
    : means(after)
      ? after
      : before;
  return new Date(ms).toISOString();
}

// ---------------------------------------------------------------------------------------------------------------
// Writing them. Korean "2026년 12월 2일 14:00"; English in the British order, "2 December 2026, 14:00": the day
// before the month reads the same to every English reader once the month is a word, and it keeps the 24-hour
// clock of the Korean text (decision 074). Each shape is the one Node's Intl writes for ko-KR and en-GB with
// these fields (time.test.ts compares them), but written here so no locale data is needed to write it.

type Day = { year: number; month: number; day: number };
const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

function dayOf(value: string): Day | null {
  const m = DAY.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? { year, month, day } : null;
}

export type DayOptions = { weekday?: boolean };

function writeDay(d: Day, lang: TimeLanguage, o: DayOptions = {}): string {
  const weekday = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
  if (lang === 'en') {
    const date = `${d.day} ${MONTHS[d.month - 1]} ${d.year}`;
    return o.weekday ? `${WEEKDAYS[weekday]}, ${date}` : date;
  }
  const date = `${d.year}년 ${d.month}월 ${d.day}일`;
  // The whole weekday: the short one ("일") would read as the day's own "일" beside it.
  return o.weekday ? `${date} ${WEEKDAYS_KO[weekday]}요일` : date;
}

/**
 * A day ("2026-12-02", or longer text cut to its day as a date input sends it): "2026년 12월 2일", "2 December
 * 2026". Nothing is ''; what is not a day is shown as it is.
 */
export function formatDay(day: string | null | undefined, lang: TimeLanguage, o?: DayOptions): string {
  if (!day) return '';
  const d = dayOf(day);
  return d ? writeDay(d, lang, o) : day;
}

/** Text that is not a time is shown as it is; nothing (or an invalid Date) is ''. */
const unreadable = (at: Moment | null | undefined) => (typeof at === 'string' ? at : '');

/** The day of an instant in the zone, written as `formatDay` writes it. */
export function formatDate(at: Moment | null | undefined, zone: string, lang: TimeLanguage, o?: DayOptions) {
  const c = wallClock(at, zone);
  return c ? writeDay(c, lang, o) : unreadable(at);
}

/** The zone's clock at the instant, "14:00" (the 24-hour clock in both languages). */
export function formatTime(at: Moment | null | undefined, zone: string): string {
  const c = wallClock(at, zone);
  return c ? `${pad(c.hour)}:${pad(c.minute)}` : unreadable(at);
}

const joinDayTime = (day: string, time: string, lang: TimeLanguage) =>
  lang === 'en' ? `${day}, ${time}` : `${day} ${time}`;

/** "2026년 12월 2일 14:00", "2 December 2026, 14:00"; with the weekday, "… 수요일 14:00", "Wednesday, …". */
export function formatDateTime(
  at: Moment | null | undefined,
  zone: string,
  lang: TimeLanguage,
  o?: DayOptions,
): string {
  const c = wallClock(at, zone);
  return c ? joinDayTime(writeDay(c, lang, o), `${pad(c.hour)}:${pad(c.minute)}`, lang) : unreadable(at);
}

/** Between two days or two moments on different days: " ~ " in Korean, " – " in English, as Intl writes them. */
const longDash = (lang: TimeLanguage) => (lang === 'en' ? ' – ' : ' ~ ');

/** A span on one day's clock ("14:00", "16:00" on "2026-12-02"): "2026년 12월 2일 14:00–16:00". */
export function formatClockRange(day: string, start: string, end: string, lang: TimeLanguage): string {
  return joinDayTime(formatDay(day, lang), `${start}–${end}`, lang);
}

/**
 * From one instant to another on the zone's clock: on one day "2026년 12월 2일 14:00–16:00" ("2 December 2026,
 * 14:00–16:00"); across midnight both days, "2026년 12월 2일 22:00 ~ 2026년 12월 3일 02:00".
 */
export function formatRange(
  from: Moment | null | undefined,
  until: Moment | null | undefined,
  zone: string,
  lang: TimeLanguage,
): string {
  const [a, b] = [wallClock(from, zone), wallClock(until, zone)];
  if (!a || !b) return formatDateTime(a ? from : until, zone, lang);
  if (dayText(a) === dayText(b))
    return formatClockRange(dayText(a), formatTime(from, zone), formatTime(until, zone), lang);
  return `${formatDateTime(from, zone, lang)}${longDash(lang)}${formatDateTime(until, zone, lang)}`;
}

/** A conference's days: "2026년 5월 1일 ~ 2026년 5월 3일", "1 May 2026 – 3 May 2026"; one day alone; '' for none. */
export function formatPeriod(
  start: string | null | undefined,
  end: string | null | undefined,
  lang: TimeLanguage,
): string {
  const [a, b] = [formatDay(start, lang), formatDay(end, lang)];
  return a && b && a !== b ? `${a}${longDash(lang)}${b}` : a || b;
}

/**
 * The zone as its people call it ("한국 표준시", "Central European Time": the same in summer and winter), from
 * Intl around the instant (a zone's name follows the rules of its time); its IANA name if Intl has none.
 */
export function zoneLabel(zone: string, lang: TimeLanguage, at: Moment = Date.now()): string {
  const parts = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ko-KR', {
    timeZone: zone,
    timeZoneName: 'longGeneric',
  }).formatToParts(msOf(at) ?? Date.now());
  const name = parts.find((p) => p.type === 'timeZoneName')?.value;
  return name && !name.startsWith('GMT') ? name : zone;
}

/** Every formatter above for one zone and language (a page's project and language, a mail's). */
export function timeIn(zone: string, lang: TimeLanguage) {
  return {
    zone,
    lang,
    /** The zone as its people call it in the language ("한국 표준시"). */
    zoneName: () => zoneLabel(zone, lang),
    day: (day: string | null | undefined, o?: DayOptions) => formatDay(day, lang, o),
    date: (at: Moment | null | undefined, o?: DayOptions) => formatDate(at, zone, lang, o),
    time: (at: Moment | null | undefined) => formatTime(at, zone),
    dateTime: (at: Moment | null | undefined, o?: DayOptions) => formatDateTime(at, zone, lang, o),
    range: (from: Moment | null | undefined, until: Moment | null | undefined) =>
      formatRange(from, until, zone, lang),
    clockRange: (day: string, start: string, end: string) => formatClockRange(day, start, end, lang),
    period: (start: string | null | undefined, end: string | null | undefined) =>
      formatPeriod(start, end, lang),
    /** The day it is now in the zone ("2026-12-02"). */
    today: (now: Moment = Date.now()) => dayIn(now, zone),
    /** What a datetime-local input shows for the instant, and the instant it names. */
    local: (at: Moment | null | undefined) => localDateTime(at, zone),
    instant: (local: string) => zonedInstant(local, zone),
  };
}
export type TimeFormat = ReturnType<typeof timeIn>;
