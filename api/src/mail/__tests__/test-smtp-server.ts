// Test helper: an SMTP server in the test process (smtp-server) that keeps every message it accepts, parsed
// (mailparser), with its raw bytes and envelope; it can refuse chosen recipients, and stop and start again on the
// same port (the mail server down, then back).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailSettings } from '../settings';

export interface ReceivedMail {
  parsed: ParsedMail;
  raw: string;
  envelopeTo: string[];
}

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Every RCPT TO the server was asked, refused ones included. */
  readonly recipientAttempts: string[] = [];
  /** RCPT TO these addresses is answered 550. */
  readonly refused = new Set<string>();
  private server: SMTPServer | null = null;
  port = 0;

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        this.recipientAttempts.push(address.address);
        if (this.refused.has(address.address)) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw).then(
            (parsed) => {
              this.received.push({
                parsed,
                raw: raw.toString('latin1'),
                envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              });
              callback();
            },
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits until `count` messages have arrived. */
  async waitForMessages(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    await waitUntil(() => this.received.length >= count, timeoutMs, `${count} e-mail(s) (got ${this.received.length})`);
    return this.received;
  }
}

/** Polls `condition` (every 20 ms) until it holds; fails after `timeoutMs`. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const TEST_MAIL_SETTINGS: MailSettings = {
  from: 'Ergoforma <formularze@ergoforma.test>',
  recipients: {
    job_application: ['kadry@ergoforma.test', 'rekrutacja@ergoforma.test'],
    cooperation_request: ['wspolpraca@ergoforma.test'],
    proposal_request: ['oferty@ergoforma.test'],
    client_question: ['kontakt@ergoforma.test'],
  },
  adminOrigin: 'https://admin.ergoforma.test',
};
