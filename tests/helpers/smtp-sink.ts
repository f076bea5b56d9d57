import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A local SMTP server that accepts everything and keeps what it received. It can be stopped
 * and started again on the same port, so a test can have the mail server down, then up.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private boundPort = 0;

  get port(): number {
    return this.boundPort;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.boundPort}`;
  }

  /** Listens on the port it had before, or on a free one the first time. */
  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const envelope = session.envelope;
          this.received.push({
            from: envelope.mailFrom ? envelope.mailFrom.address : '',
            to: envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.boundPort, '127.0.0.1', () => resolve());
    });
    this.boundPort = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The mails sent to one address. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }
}
