// The outbox of e-mail notifications on PostgreSQL (table of db/postgres/schema/outbox.ts; rules in
// db/outbox-store.ts; rows in db/outbox-rows.ts; mirror of db/sqlite/outbox.ts). A claim is one UPDATE over the due
// rows picked with FOR UPDATE SKIP LOCKED, so replicas claiming at the same moment take different rows and never the
// same one.
import type { Pool } from 'pg';
import { storedError, toClaimedMessage, toOutboxEntry, type ClaimedRow, type OutboxRow } from '../outbox-rows';
import type {
  ClaimedMessage,
  ClaimRequest,
  OutboxCounts,
  OutboxEntry,
  OutboxStatus,
  OutboxStore,
} from '../outbox-store';

export class PostgresOutboxStore implements OutboxStore {
  constructor(private readonly pool: Pool) {}

  async claimDue({ workerId, now, leaseMs, limit }: ClaimRequest): Promise<ClaimedMessage[]> {
    const nowText = now.toISOString();
    const { rows } = await this.pool.query<ClaimedRow>(
      `UPDATE mail_outbox SET lease_until = $1, claimed_by = $2, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE status = 'queued' AND next_attempt_at <= $3 AND (lease_until IS NULL OR lease_until <= $3)
         ORDER BY next_attempt_at, id LIMIT $4 FOR UPDATE SKIP LOCKED
       )
       RETURNING id, submission_id, message_token, attempts`,
      [new Date(now.getTime() + leaseMs).toISOString(), workerId, nowText, limit],
    );
    return rows.sort((a, b) => a.id - b.id).map(toClaimedMessage);
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
      [nextAttemptAt.toISOString(), storedError(error), id],
    );
  }

  async markFailed(id: number, error: string): Promise<void> {
    await this.pool.query(
      `UPDATE mail_outbox SET status = 'failed', last_error = $1, lease_until = NULL, claimed_by = NULL
       WHERE id = $2 AND status = 'queued'`,
      [storedError(error), id],
    );
  }

  async list(status?: OutboxStatus): Promise<OutboxEntry[]> {
    const { rows } = await this.pool.query<OutboxRow>(
      `SELECT o.*, s.form FROM mail_outbox o JOIN form_submissions s ON s.id = o.submission_id
       WHERE $1::text IS NULL OR o.status = $1 ORDER BY o.created_at DESC, o.id DESC`,
      [status ?? null],
    );
    return rows.map(toOutboxEntry);
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
