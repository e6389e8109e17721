import { describe, expect, it } from 'vitest';
import {
  dayIn,
  formatClockRange,
  formatDate,
  formatDateTime,
  formatDay,
  formatPeriod,
  formatRange,
  formatTime,
  localDateTime,
  timeIn,
  timeZoneName,
  zonedInstant,
  zoneLabel,
} from './time';

// What the module writes, held against what Node's Intl writes for ko-KR and en-GB with the same fields: the
// module writes it without locale data (the server's render and the browser's hydration must agree), Intl is the
// reference. Seoul has no daylight saving; Berlin has, so a project there proves the zone is the project's.
const SEOUL = 'Asia/Seoul';
const BERLIN = 'Europe/Berlin';
const locale = { ko: 'ko-KR', en: 'en-GB' } as const;
const dayFields = { year: 'numeric', month: 'long', day: 'numeric' } as const;
const timeFields = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const intl = (lang: 'ko' | 'en', zone: string, fields: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale[lang], { ...fields, timeZone: zone });

const moments = [
  '2026-01-01T00:00:00.000Z',
  '2026-03-29T00:59:59.000Z',
  '2026-03-29T01:00:00.000Z',
  '2026-07-15T12:34:00.000Z',
  '2026-10-25T00:30:00.000Z',
  '2026-10-25T01:30:00.000Z',
  '2026-12-02T05:00:00.000Z',
  '2026-12-31T15:00:00.000Z',
  '2028-02-29T23:59:00.000Z',
];

describe('a day', () => {
  it('is written as Intl writes it in Korean and in English, with or without its weekday', () => {
    for (const day of ['2026-05-01', '2026-12-31', '2027-01-09', '2024-02-29']) {
      const noon = Date.parse(`${day}T12:00:00Z`);
      for (const lang of ['ko', 'en'] as const) {
        expect(formatDay(day, lang)).toBe(intl(lang, 'UTC', dayFields).format(noon));
        expect(formatDay(day, lang, { weekday: true })).toBe(
          intl(lang, 'UTC', { ...dayFields, weekday: 'long' }).format(noon),
        );
      }
    }
    expect(formatDay('2026-12-02', 'ko')).toBe('2026년 12월 2일');
    expect(formatDay('2026-12-02', 'en')).toBe('2 December 2026');
    expect(formatDay('2026-12-01', 'ko', { weekday: true })).toBe('2026년 12월 1일 화요일');
  });

  it("of an instant is the day on the zone's clock", () => {
    const lateInEurope = '2026-12-02T16:00:00.000Z';
    expect(dayIn(lateInEurope, SEOUL)).toBe('2026-12-03');
    expect(dayIn(lateInEurope, BERLIN)).toBe('2026-12-02');
    expect(formatDate(lateInEurope, SEOUL, 'ko')).toBe('2026년 12월 3일');
    expect(formatDate(lateInEurope, BERLIN, 'en')).toBe('2 December 2026');
    expect(timeIn(SEOUL, 'ko').today(lateInEurope)).toBe('2026-12-03');
  });

  it('leaves nothing empty and shows what is not a day as it is', () => {
    expect(formatDay(null, 'ko')).toBe('');
    expect(formatDay('soon', 'en')).toBe('soon');
    expect(formatDay('2026-02-30', 'ko')).toBe('2026-02-30');
    expect(formatDate(undefined, SEOUL, 'ko')).toBe('');
    expect(formatDateTime('soon', SEOUL, 'ko')).toBe('soon');
    expect(formatTime(new Date(Number.NaN), SEOUL)).toBe('');
  });
});

describe('a date and time', () => {
  it("is the zone's clock, as Intl reads it in Seoul and in Berlin, summer and winter", () => {
    for (const zone of [SEOUL, BERLIN])
      for (const at of moments) {
        const ms = Date.parse(at);
        expect(formatDateTime(at, zone, 'ko')).toBe(
          intl('ko', zone, { ...dayFields, ...timeFields }).format(ms),
        );
        const [day, time] = [intl('en', zone, dayFields).format(ms), intl('en', zone, timeFields).format(ms)];
        expect(formatDateTime(at, zone, 'en')).toBe(`${day}, ${time}`);
        expect(formatTime(at, zone)).toBe(intl('ko', zone, timeFields).format(ms));
      }
  });

  it("follows the project's zone: the same instant is 21:00 in Seoul, 14:00 in Berlin's summer and 13:00 in its winter", () => {
    expect(formatDateTime('2026-07-01T12:00:00Z', SEOUL, 'ko')).toBe('2026년 7월 1일 21:00');
    expect(formatDateTime('2026-07-01T12:00:00Z', BERLIN, 'ko')).toBe('2026년 7월 1일 14:00');
    expect(formatDateTime('2026-12-01T12:00:00Z', BERLIN, 'en')).toBe('1 December 2026, 13:00');
    expect(formatDateTime('2026-12-01T09:00:00Z', SEOUL, 'ko', { weekday: true })).toBe(
      '2026년 12월 1일 화요일 18:00',
    );
    expect(formatDateTime('2026-12-01T09:00:00Z', SEOUL, 'en', { weekday: true })).toBe(
      'Tuesday, 1 December 2026, 18:00',
    );
  });
});

describe('a range', () => {
  it('on one day writes the day once, as Intl writes an English range', () => {
    const [from, until] = ['2026-12-02T05:00:00Z', '2026-12-02T07:00:00Z'];
    expect(formatRange(from, until, SEOUL, 'ko')).toBe('2026년 12월 2일 14:00–16:00');
    expect(formatRange(from, until, SEOUL, 'en')).toBe(
      intl('en', SEOUL, { ...dayFields, ...timeFields }).formatRange(Date.parse(from), Date.parse(until)),
    );
    expect(formatRange(from, until, SEOUL, 'en')).toBe('2 December 2026, 14:00–16:00');
    expect(formatClockRange('2026-12-02', '14:00', '16:00', 'ko')).toBe('2026년 12월 2일 14:00–16:00');
    expect(formatClockRange('2026-12-02', '14:00', '16:00', 'en')).toBe('2 December 2026, 14:00–16:00');
  });

  it("across midnight writes both days; the same instants are one afternoon on Berlin's clock", () => {
    const [from, until] = ['2026-12-02T13:00:00Z', '2026-12-02T17:00:00Z'];
    expect(formatRange(from, until, SEOUL, 'ko')).toBe('2026년 12월 2일 22:00 ~ 2026년 12월 3일 02:00');
    expect(formatRange(from, until, SEOUL, 'en')).toBe('2 December 2026, 22:00 – 3 December 2026, 02:00');
    expect(formatRange(from, until, BERLIN, 'ko')).toBe('2026년 12월 2일 14:00–18:00');
  });

  it("of a conference's days: one day alone, nothing for none", () => {
    expect(formatPeriod('2026-05-01', '2026-05-03', 'ko')).toBe('2026년 5월 1일 ~ 2026년 5월 3일');
    expect(formatPeriod('2026-05-01', '2026-05-03', 'en')).toBe('1 May 2026 – 3 May 2026');
    expect(formatPeriod('2026-05-01', '2026-05-01', 'ko')).toBe('2026년 5월 1일');
    expect(formatPeriod(null, '2026-05-03', 'en')).toBe('3 May 2026');
    expect(formatPeriod(null, undefined, 'ko')).toBe('');
  });
});

describe('a date and time typed on the project clock', () => {
  it('is the instant it names in that zone, and shows again as typed', () => {
    expect(zonedInstant('2026-12-01T18:00', SEOUL)).toBe('2026-12-01T09:00:00.000Z');
    expect(zonedInstant('2026-12-01T18:00', BERLIN)).toBe('2026-12-01T17:00:00.000Z');
    expect(zonedInstant('2026-07-01 18:00', BERLIN)).toBe('2026-07-01T16:00:00.000Z');
    for (const zone of [SEOUL, BERLIN])
      for (const at of moments) {
        const typed = localDateTime(at, zone);
        // Swedish writes ISO's order: "2026-12-02 14:00".
        const iso = new Intl.DateTimeFormat('sv-SE', {
          dateStyle: 'short',
          timeStyle: 'short',
          timeZone: zone,
        });
        expect(typed).toBe(iso.format(Date.parse(at)).replace(' ', 'T'));
        // Read back, it is the same clock time (the one instant of the list that is not is the second 02:30 of
        // Berlin's autumn night, which reads back as the first: see below).
        expect(localDateTime(zonedInstant(typed, zone), zone)).toBe(typed);
      }
  });

  it('is the first of a time the clocks show twice, and a skipped time is read with the offset before', () => {
    // Berlin puts its clocks back from 03:00 to 02:00 on 25 October 2026: 02:30 happens at 00:30 and 01:30 UTC.
    expect(zonedInstant('2026-10-25T02:30', BERLIN)).toBe('2026-10-25T00:30:00.000Z');
    // ... and forward from 02:00 to 03:00 on 29 March 2026: 02:30 never happens; it is read as 03:30.
    expect(zonedInstant('2026-03-29T02:30', BERLIN)).toBe('2026-03-29T01:30:00.000Z');
    expect(formatDateTime('2026-03-29T01:30:00.000Z', BERLIN, 'en')).toBe('29 March 2026, 03:30');
  });

  it('is nothing when it is no real date and time', () => {
    for (const typed of ['', 'soon', '2026-02-30T10:00', '2026-12-01T24:30', '2026-12-01'])
      expect(zonedInstant(typed, SEOUL), typed).toBeNull();
    expect(localDateTime(null, SEOUL)).toBe('');
  });
});

describe('a time zone', () => {
  it('is an IANA name Intl knows, in its canonical spelling; offsets and unknown names are not', () => {
    expect(timeZoneName('Asia/Seoul')).toBe('Asia/Seoul');
    expect(timeZoneName('asia/seoul')).toBe('Asia/Seoul');
    expect(timeZoneName('Europe/Berlin')).toBe('Europe/Berlin');
    expect(timeZoneName('UTC')).toBe('UTC');
    for (const bad of ['', 'Mars/Olympus', '+09:00', 'UTC+9', 'Asia/Seoul ', '../etc', 'x'.repeat(65)])
      expect(timeZoneName(bad), bad).toBeNull();
  });

  it("is called by its people's name in each language, as Intl has it", () => {
    for (const lang of ['ko', 'en'] as const) {
      const name = intl(lang, SEOUL, { timeZoneName: 'longGeneric' })
        .formatToParts(0)
        .find((p) => p.type === 'timeZoneName')!.value;
      expect(zoneLabel(SEOUL, lang)).toBe(name);
    }
    expect(zoneLabel(SEOUL, 'ko')).toBe('한국 표준시');
    expect(zoneLabel(BERLIN, 'en', '2026-07-01T12:00:00Z')).toBe(
      zoneLabel(BERLIN, 'en', '2026-12-01T12:00:00Z'),
    );
    expect(zoneLabel('UTC', 'en')).toBe('UTC');
    // A page's formatter names its project's zone in the page's language.
    expect(timeIn(SEOUL, 'ko').zoneName()).toBe('한국 표준시');
    expect(timeIn(SEOUL, 'en').zoneName()).toBe(zoneLabel(SEOUL, 'en'));
  });
});
