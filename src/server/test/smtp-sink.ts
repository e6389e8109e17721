// The SMTP sink for the API tests: started around a test file, and the app's mail settings pointing at it.
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config';
import { startSmtpSink, type SmtpSink } from './smtp-sink-server';

export type { Received, SmtpSink } from './smtp-sink-server';

/** Call at the top of a test file, before the app's: an SMTP server for the file's tests. */
export function useSmtpSink(): SmtpSink {
  const sink = {} as SmtpSink;
  beforeAll(async () => {
    Object.assign(sink, await startSmtpSink());
  });
  afterAll(async () => sink.close?.());
  return sink;
}

export const PUBLIC_URL = 'https://posters.example.org';

/**
 * The app's settings with mail on, sending to the sink: read when the app is made (the sink is listening by
 * then, since its beforeAll was registered first).
 */
export function mailConfig(sink: SmtpSink): Partial<Config> {
  return {
    get smtpUrl() {
      return sink.url;
    },
    publicUrl: PUBLIC_URL,
    mailFrom: '"포스터 심사" <posters@example.org>',
  };
}

/** The links of a mail's plain text that point at the site. */
export const linksIn = (text: string) => text.match(new RegExp(`${PUBLIC_URL}/[^\\s<>"]+`, 'g')) ?? [];
