// The outbox of e-mail notifications on PostgreSQL (table of db/postgres/schema/outbox.ts; rules in
// db/outbox-store.ts; mirror of db/sqlite/outbox.ts). A claim is one UPDATE over the due rows picked with
// FOR UPDATE SKIP LOCKED, so replicas claiming at the same moment take different rows and never the same one.
import type { Pool } from 'pg';
import type { FormKind } from '@ergoforma/shared-contracts';
import type {
  ClaimedMessage,
  ClaimRequest,
  OutboxCounts,
  OutboxEntry,
  OutboxStatus,
  OutboxStore,
} from '../outbox-store';

interface OutboxRow {
  id: number;
  submission_id: number;
  form: FormKind;
  message_token: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

const MAX_ERROR_LENGTH = 1000;

export class PostgresOutboxStore implements OutboxStore {
  constructor(private readonly pool: Pool) {}

  async claimDue({ workerId, now, leaseMs, limit }: ClaimRequest): Promise<ClaimedMessage[]> {
    const nowText = now.toISOString();
    const { rows } = await this.pool.query<Pick<OutboxRow, 'id' | 'submission_id' | 'message_token' | 'attempts'>>(
      `UPDATE mail_outbox SET lease_until = $1, claimed_by = $2, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE status = 'queued' AND next_attempt_at <= $3 AND (lease_until IS NULL OR lease_until <= $3)
         ORDER BY next_attempt_at, id LIMIT $4 FOR UPDATE SKIP LOCKED
       )
       RETURNING id, submission_id, message_token, attempts`,
      [new Date(now.getTime() + leaseMs).toISOString(), workerId, nowText, limit],
    );
    return rows
      .sort((a, b) => a.id - b.id)
      .map((row) => ({
        id: row.id,
        submissionId: row.submission_id,
        messageToken: row.message_token,
        attempts: row.attempts,
      }));
  }

  async markSent(id: number, sentAt: Date): Promise<void> {
    await this.pool.query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = $1, lease_until = NULL, claimed_by = NULL, last_error = NULL
       WHERE id = $2`,
      [sentAt.toISOString(), id],
    );
  }

  async scheduleRetry(id: number, nextAttemptAt: Date, error: string): Promise<void> {
    await this.pool.query(
      `UPDATE mail_outbox SET next_attempt_at = $1, last_error = $2, lease_until = NULL, claimed_by = NULL
       WHERE id = $3 AND status = 'queued'`,
      [nextAttemptAt.toISOString(), error.slice(0, MAX_ERROR_LENGTH), id],
    );
  }

  async markFailed(id: number, error: string): Promise<void> {
    await this.pool.query(
      `UPDATE mail_outbox SET status = 'failed', last_error = $1, lease_until = NULL, claimed_by = NULL
       WHERE id = $2 AND status = 'queued'`,
      [error.slice(0, MAX_ERROR_LENGTH), id],
    );
  }

  async list(status?: OutboxStatus): Promise<OutboxEntry[]> {
    const { rows } = await this.pool.query<OutboxRow>(
      `SELECT o.*, s.form FROM mail_outbox o JOIN form_submissions s ON s.id = o.submission_id
       WHERE $1::text IS NULL OR o.status = $1 ORDER BY o.created_at DESC, o.id DESC`,
      [status ?? null],
    );
    return rows.map((row) => ({
      id: row.id,
      submissionId: row.submission_id,
      form: row.form,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: row.next_attempt_at,
      lastError: row.last_error,
      createdAt: row.created_at,
      sentAt: row.sent_at,
    }));
  }

  async requeueFailed(now: Date, ids?: readonly number[]): Promise<number> {
    const { rowCount } = await this.pool.query(
      `UPDATE mail_outbox SET status = 'queued', attempts = 0, next_attempt_at = $1, lease_until = NULL, claimed_by = NULL
       WHERE status = 'failed' AND ($2::int[] IS NULL OR id = ANY($2::int[]))`,
      [now.toISOString(), ids ? [...ids] : null],
    );
    return rowCount ?? 0;
  }

  async counts(): Promise<OutboxCounts> {
    const { rows } = await this.pool.query<{ status: OutboxStatus; n: string; oldest: string | null }>(
      `SELECT status, count(*) AS n, min(created_at) AS oldest FROM mail_outbox GROUP BY status`,
    );
    const counts: OutboxCounts = { queued: 0, sent: 0, failed: 0, oldestQueuedAt: null };
    for (const row of rows) {
      counts[row.status] = Number(row.n);
      if (row.status === 'queued') counts.oldestQueuedAt = row.oldest;
    }
    return counts;
  }
}
