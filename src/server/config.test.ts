import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config';

describe('config', () => {
  it('logs at info, and at warn in the demo unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ DEMO: '1' }).logLevel).toBe('warn');
    expect(loadConfig({ DEMO: '1', LOG_LEVEL: 'info' }).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('takes a LINK_SECRET of at least 32 characters, refuses a shorter one, generates one when unset', () => {
    const long = 'a'.repeat(32);
    expect(loadConfig({ LINK_SECRET: long }).linkSecret).toBe(long);
    expect(loadConfig({}).linkSecret).toBeUndefined();
    expect(() => loadConfig({ LINK_SECRET: 'short-secret' })).toThrow(/LINK_SECRET must be at least 32/);
  });

  it('reads SMTP_URL, MAIL_FROM and PUBLIC_URL: mail off without SMTP_URL, PUBLIC_URL required with it', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      publicUrl: undefined,
      mailFrom: 'no-reply@localhost',
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:pw@mail.example.org:465',
        PUBLIC_URL: 'https://posters.example.org/',
        MAIL_FROM: '"포스터 심사" <posters@example.org>',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://user:pw@mail.example.org:465',
      publicUrl: 'https://posters.example.org',
      mailFrom: '"포스터 심사" <posters@example.org>',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://posters.example.org' }).mailFrom).toBe(
      'no-reply@posters.example.org',
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.org' })).toThrow(/PUBLIC_URL is required/);
    expect(() => loadConfig({ SMTP_URL: 'mail.example.org:25', PUBLIC_URL: 'https://x.org' })).toThrow(
      /SMTP_URL/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'posters.example.org' })).toThrow(/PUBLIC_URL must be/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://posters.example.org' })).toThrow(/PUBLIC_URL must start/);
    expect(() => loadConfig({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);
  });

  it('trusts no proxy unless TRUST_PROXY says so: true, a hop count, or addresses', () => {
    for (const off of [undefined, '', 'false', '0', '  ']) expect(parseTrustProxy(off)).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
  });

  it('hashes passwords on every core the worker pool has room for beside two workers, or HASH_CONCURRENCY', () => {
    const cores = os.availableParallelism();
    expect(loadConfig({})).toMatchObject({ hashConcurrency: Math.min(cores, 2), threadpoolSize: 4 });
    expect(loadConfig({ UV_THREADPOOL_SIZE: '64' })).toMatchObject({ hashConcurrency: Math.min(cores, 62) });
    expect(loadConfig({ UV_THREADPOOL_SIZE: '7', HASH_CONCURRENCY: '5' }).hashConcurrency).toBe(5);
    expect(loadConfig({ UV_THREADPOOL_SIZE: '2' }).hashConcurrency).toBe(1);
    expect(() => loadConfig({ HASH_CONCURRENCY: '3' })).toThrow(
      /HASH_CONCURRENCY \(3\) must leave 2 of the 4 workers .* UV_THREADPOOL_SIZE of at least 5/,
    );
    expect(() => loadConfig({ HASH_CONCURRENCY: '0' })).toThrow(/HASH_CONCURRENCY must be a whole number/);
    expect(() => loadConfig({ LOGIN_FAILURES_PER_CLIENT: 'many' })).toThrow(/LOGIN_FAILURES_PER_CLIENT/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '-1' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });

  it('limits and timeouts have the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      loginFailuresPerClient: 50,
      requestTimeoutMs: 120_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 10_000,
      idleTimeoutMs: 30_000,
      metricsToken: undefined,
      imageFetchAllowPrivateForTests: false,
    });
    for (const [value, on] of [
      ['true', true],
      ['1', true],
      ['TRUE', true],
      ['0', false],
      ['no', false],
    ] as const) {
      expect(
        loadConfig({ IMAGE_FETCH_ALLOW_PRIVATE_FOR_TESTS: value }).imageFetchAllowPrivateForTests,
        value,
      ).toBe(on);
      expect(loadConfig({ DEMO: value }).demo, value).toBe(on);
    }
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '2.5' })).toMatchObject({
      requestTimeoutMs: 2500,
      headersTimeoutMs: 2500,
    });
  });

  it('keeps done jobs 14 days and failed ones 30, or the whole days JOBS_KEEP_DONE_DAYS and JOBS_KEEP_FAILED_DAYS say', () => {
    const day = 24 * 3600_000;
    expect(loadConfig({})).toMatchObject({ jobsKeepDoneMs: 14 * day, jobsKeepFailedMs: 30 * day });
    expect(loadConfig({ JOBS_KEEP_DONE_DAYS: '2', JOBS_KEEP_FAILED_DAYS: '90' })).toMatchObject({
      jobsKeepDoneMs: 2 * day,
      jobsKeepFailedMs: 90 * day,
    });
    expect(() => loadConfig({ JOBS_KEEP_DONE_DAYS: '0' })).toThrow(
      /JOBS_KEEP_DONE_DAYS must be a whole number/,
    );
  });

  it('an idle timeout the live streams outlast, and a metrics token long enough', () => {
    expect(loadConfig({ IDLE_TIMEOUT_SECONDS: '45' }).idleTimeoutMs).toBe(45_000);
    expect(() => loadConfig({ IDLE_TIMEOUT_SECONDS: '20' })).toThrow(
      /LIVE_HEARTBEAT_SECONDS must be shorter/,
    );
    expect(loadConfig({ IDLE_TIMEOUT_SECONDS: '20', LIVE_HEARTBEAT_SECONDS: '10' }).idleTimeoutMs).toBe(
      20_000,
    );
    expect(loadConfig({ METRICS_TOKEN: 'a-token-of-sixteen+' }).metricsToken).toBe('a-token-of-sixteen+');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16/);
  });
});
