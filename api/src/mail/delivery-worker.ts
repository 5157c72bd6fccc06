// Sends the queued e-mails (db/outbox-store.ts): form notifications and the back office's link e-mails. Each pass
// claims the due messages with a lease, sends them one by one and records the outcome: sent as soon as the mail
// server accepted the message; after a failure, queued again with back-off (retry-delay.ts), or marked failed (dead
// letter, logged as an error) when it was the last allowed attempt. Passes run every `pollIntervalMs`, and at once
// after nudge() (a new submission, a staff e-mail queued). A message is sent again only when a process stopped
// after the server accepted it and before it was marked; the Message-ID is the same, so the copy is recognisable.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions } from 'nodemailer/lib/mailer';
import type { ClaimedMessage, OutboxStore, SubmissionStore } from '../db';
import type { StaffMailComposer } from '../staff/staff-mail-composer';
import { composeMessage, messageId } from './compose-message';
import { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from './retry-delay';
import type { MailSettings } from './settings';

/** What the worker needs of a nodemailer transporter. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
}

export interface DeliveryWorkerOptions {
  outbox: OutboxStore;
  submissions: SubmissionStore;
  transport: MailTransport;
  settings: MailSettings;
  log: FastifyBaseLogger;
  /** Makes a staff link e-mail (and its token) as it is sent; without it such a message fails like any unsendable. */
  staffMail?: StaffMailComposer;
  retry?: RetryPolicy;
  /** Between passes when nothing nudges the worker; default 5 s. */
  pollIntervalMs?: number;
  /** How long a claim holds; longer than the transport's timeouts. Default 5 minutes. */
  leaseMs?: number;
  /** Messages claimed per pass; default 10. */
  batchSize?: number;
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return [code, responseCode, error.message].filter((part) => part !== undefined).join(' ');
}

export class DeliveryWorker {
  readonly workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly retry: RetryPolicy;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
    this.pollIntervalMs = options.pollIntervalMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.batchSize = options.batchSize ?? 10;
  }

  start(): void {
    this.stopped = false;
    this.nudge();
  }

  /** Runs a pass now (or right after the one in progress). */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.passes().finally(() => {
      this.running = null;
      this.schedule();
    });
  }

  /** Stops polling and waits for the pass in progress (its messages are marked before this resolves). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.options.transport.close();
  }

  /** One pass: claims the due messages and sends them. Returns how many were attempted. */
  async runOnce(): Promise<number> {
    const claimed = await this.options.outbox.claimDue({
      workerId: this.workerId,
      now: new Date(),
      leaseMs: this.leaseMs,
      limit: this.batchSize,
    });
    for (const message of claimed) await this.deliver(message);
    return claimed.length;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => this.nudge(), this.pollIntervalMs);
    this.timer.unref();
  }

  private async passes(): Promise<void> {
    do {
      this.again = false;
      try {
        // A full batch may mean more are due.
        while ((await this.runOnce()) === this.batchSize && !this.stopped);
      } catch (error) {
        this.options.log.error({ err: error }, 'outbox: delivery pass failed');
      }
    } while (this.again && !this.stopped);
  }

  private async deliver(message: ClaimedMessage): Promise<void> {
    const { outbox, transport, log } = this.options;
    // Never the message itself: a staff e-mail's body holds a live link.
    const context = {
      outboxId: message.id,
      ...(message.staff ? { staffMail: message.staff.purpose } : { submissionId: message.submissionId }),
      attempt: message.attempts,
    };
    try {
      const mail = await this.compose(message);
      if (mail === null) {
        await outbox.markFailed(message.id, 'the account no longer takes this link');
        log.info(context, 'outbox: staff e-mail dropped, the account no longer takes it');
        return;
      }
      await transport.sendMail(mail);
    } catch (error) {
      const reason = describeError(error);
      if (message.attempts >= this.retry.maxAttempts) {
        await outbox.markFailed(message.id, reason);
        log.error({ ...context, reason }, 'outbox: notification failed for good (dead letter)');
      } else {
        const delay = retryDelayMs(message.attempts, this.retry);
        await outbox.scheduleRetry(message.id, new Date(Date.now() + delay), reason);
        log.warn({ ...context, reason, retryInMs: delay }, 'outbox: sending failed, will retry');
      }
      return;
    }
    await outbox.markSent(message.id, new Date());
    log.info(context, 'outbox: notification sent');
  }

  private async compose(message: ClaimedMessage): Promise<SendMailOptions | null> {
    const { submissions, settings, staffMail } = this.options;
    if (message.staff) {
      if (!staffMail) throw new Error('no composer for staff e-mails');
      return staffMail(message.staff, messageId(message.messageToken, settings));
    }
    const submission = message.submissionId === null ? undefined : await submissions.get(message.submissionId);
    if (!submission) throw new Error(`submission ${message.submissionId} no longer exists`);
    return composeMessage(submission, { settings, messageToken: message.messageToken });
  }
}
