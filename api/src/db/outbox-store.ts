// The outbox of e-mail notifications: one message per form submission, queued in the same transaction that stores
// the submission (SubmissionStore.insert), and the back office's link e-mails (an invitation, a password reset:
// the account and the link's purpose only, the link is made as the mail is sent), then claimed, sent and marked by
// the delivery worker (mail/delivery-worker.ts). One implementation for both engines: db/repository/outbox.ts.
//
// States: queued -> sent, or queued -> (attempt failed) queued again later -> ... -> failed (dead letter), which
// the outbox command (cli/outbox.ts) can put back to queued. A worker claims a due row by setting a lease
// (lease_until, claimed_by) in one conditional UPDATE, so two API processes never hold the same row; a worker
// that dies mid-send loses nothing: its lease runs out and another claims the row.
import type { FormKind } from '@ergoforma/shared-contracts';

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What a staff account's link e-mail is for (staff_tokens.purpose). */
export type StaffMailPurpose = 'setup' | 'reset';

/** A staff account's link e-mail: whose, and which link. */
export interface StaffMailRequest {
  accountId: number;
  purpose: StaffMailPurpose;
}

/** A row a worker holds the lease of; `attempts` already counts the attempt it is about to make. */
export interface ClaimedMessage {
  id: number;
  /** A submission's notification, or else (null) `staff`'s link e-mail. */
  submissionId: number | null;
  staff: StaffMailRequest | null;
  messageToken: string;
  attempts: number;
}

export interface OutboxEntry {
  id: number;
  submissionId: number | null;
  /** The submission's form, or null for a staff link e-mail. */
  form: FormKind | null;
  staffPurpose: StaffMailPurpose | null;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxCounts {
  queued: number;
  sent: number;
  failed: number;
  /** created_at of the oldest queued message, or null when none waits. */
  oldestQueuedAt: string | null;
}

export interface ClaimRequest {
  workerId: string;
  now: Date;
  /** How long the claim holds: longer than one send may take. */
  leaseMs: number;
  limit: number;
}

export interface OutboxStore {
  /** Queues a staff account's link e-mail, due now. */
  enqueueStaffMail(request: StaffMailRequest, now: Date): Promise<void>;
  /** Takes the lease of up to `limit` queued rows that are due and not leased, oldest first, counting an attempt. */
  claimDue(request: ClaimRequest): Promise<ClaimedMessage[]>;
  /** The mail server accepted the message. */
  markSent(id: number, sentAt: Date): Promise<void>;
  /** The attempt failed: queued again from `nextAttemptAt`, lease released. */
  scheduleRetry(id: number, nextAttemptAt: Date, error: string): Promise<void>;
  /** The last attempt failed: dead letter. */
  markFailed(id: number, error: string): Promise<void>;
  /** Newest first, optionally of one status only. */
  list(status?: OutboxStatus): Promise<OutboxEntry[]>;
  /** Puts failed messages (all, or those of `ids`) back in the queue with a fresh count of attempts. */
  requeueFailed(now: Date, ids?: readonly number[]): Promise<number>;
  counts(): Promise<OutboxCounts>;
}
