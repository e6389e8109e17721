/**
 * A real SMTP server in the test process (smtp-server, from nodemailer's authors) for browser journeys that follow
 * a link from a mail: what the app sends arrives here, parsed by mailparser.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type Mailbox = {
  /** For the server's SMTP_URL. */
  url: string;
  /** The mails received for this address so far. */
  to: (address: string) => ParsedMail[];
  close: () => Promise<void>;
};

export async function startMailbox(): Promise<Mailbox> {
  const received: { to: string[]; mail: ParsedMail }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), mail });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    to: (address) => received.filter((r) => r.to.includes(address.toLowerCase())).map((r) => r.mail),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
