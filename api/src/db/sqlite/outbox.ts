// The outbox of e-mail notifications on SQLite (table of db/sqlite/schema/outbox.ts; rules in db/outbox-store.ts;
// rows in db/outbox-rows.ts). Claims run in an IMMEDIATE transaction (the database's write lock), and each row is
// taken by an UPDATE that checks the lease again, so processes sharing the database file never take the same row.
import type { Database } from 'better-sqlite3';
import { storedError, toClaimedMessage, toOutboxEntry, type ClaimedRow, type OutboxRow } from '../outbox-rows';
import type {
  ClaimedMessage,
  ClaimRequest,
  OutboxCounts,
  OutboxEntry,
  OutboxStatus,
  OutboxStore,
} from '../outbox-store';

export class SqliteOutboxStore implements OutboxStore {
  constructor(private readonly db: Database) {}

  async claimDue({ workerId, now, leaseMs, limit }: ClaimRequest): Promise<ClaimedMessage[]> {
    const nowText = now.toISOString();
    const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
    const due = this.db.prepare(
      `SELECT id FROM mail_outbox
       WHERE status = 'queued' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
       ORDER BY next_attempt_at, id LIMIT ?`,
    );
    const claim = this.db.prepare(
      `UPDATE mail_outbox SET lease_until = ?, claimed_by = ?, attempts = attempts + 1
       WHERE id = ? AND status = 'queued' AND (lease_until IS NULL OR lease_until <= ?)
       RETURNING id, submission_id, message_token, attempts`,
    );
    return this.db
      .transaction(() =>
        (due.pluck().all(nowText, nowText, limit) as number[]).flatMap((id) => {
          const row = claim.get(leaseUntil, workerId, id, nowText) as ClaimedRow | undefined;
          return row ? [toClaimedMessage(row)] : [];
        }),
      )
      .immediate();
  }

  async markSent(id: number, sentAt: Date): Promise<void> {
    this.db
      .prepare(
        `UPDATE mail_outbox SET status = 'sent', sent_at = ?, lease_until = NULL, claimed_by = NULL, last_error = NULL
         WHERE id = ?`,
      )
      .run(sentAt.toISOString(), id);
  }

  async scheduleRetry(id: number, nextAttemptAt: Date, error: string): Promise<void> {
    this.db
      .prepare(
        `UPDATE mail_outbox SET next_attempt_at = ?, last_error = ?, lease_until = NULL, claimed_by = NULL
         WHERE id = ? AND status = 'queued'`,
      )
      .run(nextAttemptAt.toISOString(), storedError(error), id);
  }

  async markFailed(id: number, error: string): Promise<void> {
    this.db
      .prepare(
        `UPDATE mail_outbox SET status = 'failed', last_error = ?, lease_until = NULL, claimed_by = NULL
         WHERE id = ? AND status = 'queued'`,
      )
      .run(storedError(error), id);
  }

  async list(status?: OutboxStatus): Promise<OutboxEntry[]> {
    const rows = this.db
      .prepare(
        `SELECT o.*, s.form FROM mail_outbox o JOIN form_submissions s ON s.id = o.submission_id
         ${status ? 'WHERE o.status = ?' : ''} ORDER BY o.created_at DESC, o.id DESC`,
      )
      .all(...(status ? [status] : [])) as OutboxRow[];
    return rows.map(toOutboxEntry);
  }

  async requeueFailed(now: Date, ids?: readonly number[]): Promise<number> {
    const requeue = this.db.prepare(
      `UPDATE mail_outbox SET status = 'queued', attempts = 0, next_attempt_at = ?, lease_until = NULL, claimed_by = NULL
       WHERE status = 'failed' AND (? IS NULL OR id = ?)`,
    );
    const targets: ReadonlyArray<number | null> = ids ?? [null];
    return this.db.transaction(() =>
      targets.reduce<number>((count, id) => count + requeue.run(now.toISOString(), id, id).changes, 0),
    )();
  }

  async counts(): Promise<OutboxCounts> {
    const byStatus = this.db.prepare('SELECT status, count(*) AS n FROM mail_outbox GROUP BY status').all() as Array<{
      status: OutboxStatus;
      n: number;
    }>;
    const counts: OutboxCounts = { queued: 0, sent: 0, failed: 0, oldestQueuedAt: null };
    for (const { status, n } of byStatus) counts[status] = n;
    counts.oldestQueuedAt = this.db
      .prepare("SELECT min(created_at) FROM mail_outbox WHERE status = 'queued'")
      .pluck()
      .get() as string | null;
    return counts;
  }
}
