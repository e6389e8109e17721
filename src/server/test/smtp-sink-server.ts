// A real SMTP server inside the test process (smtp-server, from nodemailer's authors): what the app sends
// arrives here and is read back with mailparser. It can refuse for a while (4xx) or for good (5xx). It imports no
// test runner: the API tests (through smtp-sink.ts) and the browser journeys both start it.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type Received = { to: string[]; raw: string; mail: ParsedMail };
/** An answer that refuses a recipient: 4xx (try later) or 5xx (never). */
export type Refusal = { code: number; message: string };

export type SmtpSink = {
  url: string;
  received: Received[];
  /** Recipients offered (RCPT TO), refused or not: how often the app tried. */
  offered: string[];
  /** Refuse each recipient for which this answers a refusal (until set to null). */
  refuse: (rule: ((to: string) => Refusal | null) | null) => void;
  /** The messages that arrived for this address (in any letter case). */
  to: (address: string) => Received[];
  clear: () => void;
  close: () => Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: Received[] = [];
  const offered: string[] = [];
  let rule: ((to: string) => Refusal | null) | null = null;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      offered.push(address.address);
      const refusal = rule?.(address.address);
      if (!refusal) return callback();
      const err = new Error(refusal.message) as Error & { responseCode: number };
      err.responseCode = refusal.code;
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw, { keepCidLinks: true })
          .then((mail) => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, mail });
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    offered,
    refuse: (r) => {
      rule = r;
    },
    to: (address) => received.filter((r) => r.to.some((to) => to.toLowerCase() === address.toLowerCase())),
    clear: () => {
      received.length = 0;
      offered.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
