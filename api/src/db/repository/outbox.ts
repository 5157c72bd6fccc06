// The outbox of e-mail notifications (rules in db/outbox-store.ts; rows in db/outbox-rows.ts). A claim is one UPDATE
// over the due rows that checks the lease as it writes, so processes sharing the database never take the same row;
// on PostgreSQL the due rows are picked FOR UPDATE SKIP LOCKED, so replicas claiming at once take different rows.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { storedError, toClaimedMessage, toOutboxEntry, type ClaimedRow } from '../outbox-rows';
import type {
  ClaimedMessage,
  ClaimRequest,
  OutboxCounts,
  OutboxEntry,
  OutboxStatus,
  OutboxStore,
  StaffMailRequest,
} from '../outbox-store';
import type { EngineDb, QueryDb } from '../query/connect';

/** What ends a claim's lease and any error of the attempt before. */
const RELEASED = { lease_until: null, claimed_by: null } as const;

export class DatabaseOutboxStore implements OutboxStore {
  private readonly db: QueryDb;
  private readonly lockDue: ReturnType<typeof sql.raw>;

  constructor({ db, engine }: EngineDb) {
    this.db = db;
    // SQLite takes the database's write lock for the UPDATE; PostgreSQL locks the rows it picks.
    this.lockDue = sql.raw(engine === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : '');
  }

  async claimDue({ workerId, now, leaseMs, limit }: ClaimRequest): Promise<ClaimedMessage[]> {
    const nowText = now.toISOString();
    const { rows } = await sql<ClaimedRow>`UPDATE mail_outbox
      SET lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}, claimed_by = ${workerId},
          attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE status = 'queued' AND next_attempt_at <= ${nowText} AND (lease_until IS NULL OR lease_until <= ${nowText})
        ORDER BY next_attempt_at, id LIMIT ${limit} ${this.lockDue}
      )
      RETURNING id, submission_id, staff_account_id, staff_purpose, message_token, attempts`.execute(this.db);
    return rows.sort((a, b) => a.id - b.id).map(toClaimedMessage);
  }

  async enqueueStaffMail({ accountId, purpose }: StaffMailRequest, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db
      .insertInto('mail_outbox')
      .values({
        staff_account_id: accountId,
        staff_purpose: purpose,
        message_token: randomUUID(),
        next_attempt_at: at,
        created_at: at,
      })
      .execute();
  }

  async markSent(id: number, sentAt: Date): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: sentAt.toISOString(), last_error: null, ...RELEASED })
      .where('id', '=', id)
      .execute();
  }

  async scheduleRetry(id: number, nextAttemptAt: Date, error: string): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: nextAttemptAt.toISOString(), last_error: storedError(error), ...RELEASED })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .execute();
  }

  async markFailed(id: number, error: string): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({ status: 'failed', last_error: storedError(error), ...RELEASED })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .execute();
  }

  async list(status?: OutboxStatus): Promise<OutboxEntry[]> {
    const rows = await this.db
      .selectFrom('mail_outbox as o')
      .leftJoin('form_submissions as s', 's.id', 'o.submission_id')
      .selectAll('o')
      .select('s.form')
      .$if(status !== undefined, (query) => query.where('o.status', '=', status as OutboxStatus))
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .execute();
    return rows.map(toOutboxEntry);
  }

  async requeueFailed(now: Date, ids?: readonly number[]): Promise<number> {
    if (ids?.length === 0) return 0;
    const [result] = await this.db
      .updateTable('mail_outbox')
      .set({ status: 'queued', attempts: 0, next_attempt_at: now.toISOString(), ...RELEASED })
      .where('status', '=', 'failed')
      .$if(ids !== undefined, (query) => query.where('id', 'in', ids ?? []))
      .execute();
    return Number(result?.numUpdatedRows ?? 0);
  }

  async counts(): Promise<OutboxCounts> {
    const rows = await this.db
      .selectFrom('mail_outbox')
      .select(['status', sql<number>`CAST(COUNT(*) AS integer)`.as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
      .groupBy('status')
      .execute();
    const counts: OutboxCounts = { queued: 0, sent: 0, failed: 0, oldestQueuedAt: null };
    for (const row of rows) {
      counts[row.status] = row.n;
      if (row.status === 'queued') counts.oldestQueuedAt = row.oldest;
    }
    return counts;
  }
}
