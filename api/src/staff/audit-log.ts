// The audit log: who did what, when, from where. Rows are only ever added (the table refuses updates) and removed
// when older than the retention period (AUDIT_LOG_RETENTION_DAYS, two years by default). Nothing secret goes in:
// no password, code, token or session id, only what happened and to what.
import type { QueryDb } from '../db';
import { staffDb, type StaffDb } from './staff-tables';

/** What is recorded. */
export type AuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_in_blocked'
  | 'sign_out'
  | 'sign_out_everywhere'
  | 'session_ended'
  | 'other_sessions_ended'
  | 'account_invited'
  | 'account_updated'
  | 'account_removed'
  | 'setup_link_issued'
  | 'password_set'
  | 'password_reset_requested'
  | 'totp_enabled'
  | 'recovery_code_used'
  | 'recovery_codes_renewed'
  | 'passkey_added'
  | 'passkey_removed'
  | 'submission_viewed'
  | 'submission_file_downloaded'
  | 'personal_data_found'
  | 'personal_data_exported'
  | 'personal_data_erased'
  | 'content.create'
  | 'content.update'
  | 'content.delete'
  | 'draft.save'
  | 'draft.discard'
  | 'schedule.create'
  | 'schedule.cancel';

export interface AuditEvent {
  action: AuditAction;
  actor?: { id: number; email: string } | null;
  /** What was acted on, e.g. 'account:12'. */
  target?: string | null;
  detail?: Record<string, string | number | boolean | null> | null;
  address?: string | null;
}

export interface AuditEntry {
  id: number;
  at: string;
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  target: string | null;
  detail: Record<string, unknown> | null;
  address: string | null;
}

export interface AuditQuery {
  actorId?: number;
  action?: string;
  /** ISO times, inclusive. */
  from?: string;
  to?: string;
  offset: number;
  limit: number;
}

export async function recordAudit(db: StaffDb, now: Date, event: AuditEvent): Promise<void> {
  await db
    .insertInto('staff_audit_log')
    .values({
      at: now.toISOString(),
      actor_id: event.actor?.id ?? null,
      actor_email: event.actor?.email ?? null,
      action: event.action,
      target: event.target ?? null,
      detail: event.detail ? JSON.stringify(event.detail) : null,
      address: event.address ?? null,
    })
    .execute();
}

export interface ContentWrite {
  action: 'create' | 'update' | 'delete';
  /** The content kind's name, e.g. 'product'. */
  kind: string;
  id: number;
  /** The content version the write made (its revision's). */
  version: number;
  /** The author's e-mail, as the content service records it. */
  author: string;
}

/**
 * A content write on record, in the write's own transaction so the entry and the revision exist together. The
 * author is matched to their account, so the log filters it by person; a write by a command keeps its name only.
 */
export async function recordContentWrite(db: QueryDb, now: Date, write: ContentWrite): Promise<void> {
  const staff = staffDb(db);
  const account = await staff
    .selectFrom('staff_accounts')
    .select(['id', 'email'])
    .where('email', '=', write.author)
    .executeTakeFirst();
  await recordAudit(staff, now, {
    action: `content.${write.action}`,
    actor: account ?? null,
    target: `${write.kind}:${write.id}`,
    detail: { kind: write.kind, id: write.id, version: write.version, author: write.author },
  });
}

/** A step on a content record that leaves the site as it is: a draft kept or dropped, a change scheduled or cancelled. */
export interface ContentStep {
  action: 'draft.save' | 'draft.discard' | 'schedule.create' | 'schedule.cancel';
  actor: { id: number; email: string };
  /** The content kind's name, e.g. 'post'. */
  kind: string;
  id: number;
  /** What else tells the step apart; never the record's fields (a draft may hold personal data). */
  detail?: Record<string, string | number>;
  address: string;
}

export async function recordContentStep(db: StaffDb, now: Date, step: ContentStep): Promise<void> {
  await recordAudit(db, now, {
    action: step.action,
    actor: { id: step.actor.id, email: step.actor.email },
    target: `${step.kind}:${step.id}`,
    detail: { kind: step.kind, id: step.id, ...step.detail },
    address: step.address,
  });
}

/** Newest first, with the number of entries matching the filters. */
export async function listAudit(db: StaffDb, query: AuditQuery): Promise<{ total: number; entries: AuditEntry[] }> {
  let filtered = db.selectFrom('staff_audit_log');
  if (query.actorId !== undefined) filtered = filtered.where('actor_id', '=', query.actorId);
  if (query.action !== undefined) filtered = filtered.where('action', '=', query.action);
  if (query.from !== undefined) filtered = filtered.where('at', '>=', query.from);
  if (query.to !== undefined) filtered = filtered.where('at', '<=', query.to);
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    filtered.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').offset(query.offset).limit(query.limit).execute(),
  ]);
  return {
    total: Number(count.total),
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      target: row.target,
      detail: row.detail === null ? null : (JSON.parse(row.detail) as Record<string, unknown>),
      address: row.address,
    })),
  };
}

/** Removes the entries older than `days`; returns how many. */
export async function purgeAudit(db: StaffDb, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const result = await db.deleteFrom('staff_audit_log').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
