/** Unit tests of the translation core. */
import { describe, expect, it } from 'vitest';
import { formatNumber, i18n } from './core';

describe('translation core', () => {
  i18n.addResourceBundle('ko', 'common', {
    save: '저장',
    errors: { network: '네트워크 오류' },
    format: { '16:9-landscape': '16:9 가로' },
  });
  i18n.addResourceBundle('en', 'common', { save: 'Save', errors: { network: 'Network error' } });
  i18n.addResourceBundle('ko', 'judge', { welcome: '{{name}}님 환영합니다', onlyKo: '한국어만' });
  i18n.addResourceBundle('en', 'judge', { welcome: 'Welcome, {{name}}' });

  it('looks up nested keys and ns:key in the current language', () => {
    i18n.changeLanguage('en');
    expect(i18n.t('save')).toBe('Save');
    expect(i18n.t('common:errors.network')).toBe('Network error');
    expect(i18n.t('judge:welcome', { name: 'Kim' })).toBe('Welcome, Kim');
  });

  it("reads a colon inside a key's own part as part of the key, not as a namespace", () => {
    i18n.changeLanguage('ko');
    expect(i18n.t('format.16:9-landscape')).toBe('16:9 가로');
    expect(i18n.t('common:format.16:9-landscape')).toBe('16:9 가로');
    expect(i18n.exists('format.16:9-landscape')).toBe(true);
  });

  it('falls back to Korean, then to the key itself', () => {
    i18n.changeLanguage('en');
    expect(i18n.t('judge:onlyKo')).toBe('한국어만');
    expect(i18n.t('judge:missing.key')).toBe('missing.key');
  });

  it('picks the plural form of {{count}} by the language\'s rules: in English "one" for exactly one, one form in Korean', () => {
    i18n.addResourceBundle('en', 'plural', {
      posters_one: '{{count}} poster',
      posters_other: '{{count}} posters',
    });
    i18n.addResourceBundle('ko', 'plural', { posters: '포스터 {{count}}개' });
    i18n.changeLanguage('en');
    expect([1, 0, 12, 2, 1.5].map((count) => i18n.t('plural:posters', { count }))).toEqual([
      '1 poster',
      '0 posters',
      '12 posters',
      '2 posters',
      '1.5 posters',
    ]);
    i18n.changeLanguage('ko');
    expect(i18n.t('plural:posters', { count: 1 })).toBe('포스터 1개');
  });

  it('switches language', () => {
    i18n.changeLanguage('ko');
    expect(i18n.language).toBe('ko');
    expect(i18n.t('judge:welcome', { name: '김' })).toBe('김님 환영합니다');
  });

  it('writes numbers in the language: thousands grouped, in messages too', () => {
    i18n.addResourceBundle('ko', 'numbers', { posters: '포스터 {{count}}개', score: '{{avg}}점' });
    i18n.addResourceBundle('en', 'numbers', { posters_other: '{{count}} posters', score: '{{avg}} points' });
    i18n.changeLanguage('ko');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(i18n.t('numbers:posters', { count: 1000 })).toBe('포스터 1,000개');
    expect(i18n.t('numbers:score', { avg: 7.5 })).toBe('7.5점');
    i18n.changeLanguage('en');
    expect(i18n.t('numbers:posters', { count: 12000 })).toBe('12,000 posters');
    expect(formatNumber(0.25)).toBe('0.25');
    i18n.changeLanguage('ko');
  });

  it('writes a number as the locale data of both languages do, without them', () => {
    const values = [0, 7, -7, 999, 1000, -1234.5, 1234567.891, 0.1 + 0.2, 2.0005, 12.3456, 1e15];
    for (const value of values)
      for (const locale of ['ko-KR', 'en-US'])
        expect(formatNumber(value), `${value} in ${locale}`).toBe(
          new Intl.NumberFormat(locale).format(value),
        );
    // Where Intl writes "-0", a score rounds to plain 0.
    expect(formatNumber(-0.0001)).toBe('0');
  });
});
