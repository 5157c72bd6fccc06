// The inbox's queries over the stored form submissions (db/repository/submissions.ts writes them): the list a role
// may see, one item with its files, notes and notification, the staff's changes with optimistic concurrency, and a
// person's submissions found by their e-mail address (export, erasure). One implementation for both engines.
import { sql, type Selectable } from 'kysely';
import type { FormKind } from '@ergoforma/shared-contracts';
import { FORM_KINDS } from '@ergoforma/shared-contracts/enums';
import type { FormSubmissionsTable } from '../../../db/query/database';
import type { InboxStatus } from '../../../forms/inbox-status';
import type { RetentionDays } from '../../../forms/retention';
import { mayEnter, type Area, type StaffRole } from '../../../staff/roles';
import type { StaffDb } from '../../../staff/staff-tables';

/** Which area of the role matrix each form's submissions belong to. */
export const FORM_AREAS: Readonly<Record<FormKind, Area>> = {
  job_application: 'careers',
  client_question: 'enquiries',
  cooperation_request: 'enquiries',
  proposal_request: 'enquiries',
};

export function formsOf(role: StaffRole): FormKind[] {
  return FORM_KINDS.filter((form) => mayEnter(role, FORM_AREAS[form]));
}

/** The notification e-mail's state as staff see it: a queued message that failed before is 'retrying'. */
export type NotificationState = 'queued' | 'retrying' | 'sent' | 'failed';

export interface InboxListQuery {
  forms: readonly FormKind[];
  status?: InboxStatus;
  /** ISO times, inclusive. */
  from?: string;
  to?: string;
  position?: string;
  assigneeId?: number;
  q?: string;
  offset: number;
  limit: number;
}

export interface InboxItem {
  id: number;
  form: FormKind;
  status: InboxStatus;
  assigneeId: number | null;
  /** Nobody has opened it yet. */
  unread: boolean;
  name: string;
  email: string | null;
  position: string | null;
  createdAt: string;
  /** When retention deletes it (forms/retention.ts). */
  deleteAfter: string;
  version: number;
}

type SubmissionRow = Selectable<FormSubmissionsTable>;

const DAY_MS = 86_400_000;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A LIKE pattern that finds `value` anywhere, its own % _ and \ taken literally. */
const containing = (value: string): string => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function toInboxItem(row: SubmissionRow, retention: RetentionDays): InboxItem {
  const fields = JSON.parse(row.fields) as Record<string, unknown>;
  const name = text(fields.name) ?? [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(' ');
  return {
    id: row.id,
    form: row.form,
    status: row.status,
    assigneeId: row.assignee_id,
    unread: row.first_opened_at === null,
    name,
    email: text(fields.email),
    position: text(fields.position),
    createdAt: row.created_at,
    deleteAfter: new Date(new Date(row.created_at).getTime() + retention[row.form] * DAY_MS).toISOString(),
    version: row.version,
  };
}

/** Newest first, with the number of items matching. */
export async function listInbox(db: StaffDb, query: InboxListQuery): Promise<{ total: number; rows: SubmissionRow[] }> {
  if (query.forms.length === 0) return { total: 0, rows: [] };
  // The fields are JSON text on both engines: searched as text, lower-cased.
  const fieldsText = sql<string>`lower(cast(fields as text))`;
  let filtered = db.selectFrom('form_submissions').where('form', 'in', query.forms);
  if (query.status !== undefined) filtered = filtered.where('status', '=', query.status);
  if (query.from !== undefined) filtered = filtered.where('created_at', '>=', query.from);
  if (query.to !== undefined) filtered = filtered.where('created_at', '<=', query.to);
  if (query.assigneeId !== undefined) filtered = filtered.where('assignee_id', '=', query.assigneeId);
  if (query.position !== undefined) {
    const pattern = containing(`"position":${JSON.stringify(query.position)}`.toLowerCase());
    filtered = filtered.where(sql<boolean>`${fieldsText} like ${pattern} escape '\\'`);
  }
  if (query.q !== undefined && query.q.trim() !== '') {
    const pattern = containing(query.q.trim().toLowerCase());
    filtered = filtered.where(sql<boolean>`${fieldsText} like ${pattern} escape '\\'`);
  }
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
  ]);
  return { total: Number(count.total), rows };
}

export async function findSubmission(db: StaffDb, id: number): Promise<SubmissionRow | undefined> {
  return db.selectFrom('form_submissions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function filesOf(db: StaffDb, submissionIds: readonly number[]) {
  if (submissionIds.length === 0) return [];
  return db
    .selectFrom('form_submission_files')
    .selectAll()
    .where('submission_id', 'in', submissionIds)
    .orderBy('submission_id')
    .orderBy('id')
    .execute();
}

export async function notesOf(db: StaffDb, submissionId: number) {
  return db
    .selectFrom('form_submission_notes')
    .select(['id', 'author_id as authorId', 'author_name as authorName', 'text', 'created_at as createdAt'])
    .where('submission_id', '=', submissionId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function notificationOf(db: StaffDb, submissionId: number) {
  const row = await db
    .selectFrom('mail_outbox')
    .select(['status', 'attempts', 'last_error', 'next_attempt_at', 'sent_at'])
    .where('submission_id', '=', submissionId)
    .executeTakeFirst();
  if (!row) return null;
  const state: NotificationState = row.status === 'queued' && row.attempts > 0 ? 'retrying' : row.status;
  return {
    state,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.status === 'queued' ? row.next_attempt_at : null,
    sentAt: row.sent_at,
  };
}

/** The first opening by anyone marks it read; later ones change nothing. */
export async function markOpened(db: StaffDb, id: number, now: Date): Promise<void> {
  await db
    .updateTable('form_submissions')
    .set({ first_opened_at: now.toISOString() })
    .where('id', '=', id)
    .where('first_opened_at', 'is', null)
    .execute();
}

export interface ItemChanges {
  status?: InboxStatus;
  assigneeId?: number | null;
}

/** Applies the changes if `version` is still current: the new row, 'stale', or undefined when it does not exist. */
export async function updateSubmission(
  db: StaffDb,
  id: number,
  version: number,
  changes: ItemChanges,
): Promise<SubmissionRow | 'stale' | undefined> {
  const updated = await db
    .updateTable('form_submissions')
    .set((eb) => ({
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      ...(changes.assigneeId !== undefined ? { assignee_id: changes.assigneeId } : {}),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
  if (updated) return updated;
  return (await findSubmission(db, id)) ? 'stale' : undefined;
}

export async function addNote(
  db: StaffDb,
  note: { submissionId: number; authorId: number; authorName: string; text: string; now: Date },
) {
  return db
    .insertInto('form_submission_notes')
    .values({
      submission_id: note.submissionId,
      author_id: note.authorId,
      author_name: note.authorName,
      text: note.text,
      created_at: note.now.toISOString(),
    })
    .returning(['id', 'author_id as authorId', 'author_name as authorName', 'text', 'created_at as createdAt'])
    .executeTakeFirstOrThrow();
}

/** Puts a sent or failed notification back in the queue, due now, with a fresh count of attempts. */
export async function requeueNotification(db: StaffDb, submissionId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: 'queued',
      attempts: 0,
      next_attempt_at: now.toISOString(),
      lease_until: null,
      claimed_by: null,
      sent_at: null,
    })
    .where('submission_id', '=', submissionId)
    .where('status', 'in', ['sent', 'failed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The submissions of `forms` whose e-mail field is `email` (compared without case), oldest first. */
export async function submissionsOfEmail(
  db: StaffDb,
  email: string,
  forms: readonly FormKind[],
): Promise<SubmissionRow[]> {
  if (forms.length === 0) return [];
  const wanted = email.trim().toLowerCase();
  // The text search narrows the rows; the parsed field decides.
  const candidates = await db
    .selectFrom('form_submissions')
    .selectAll()
    .where('form', 'in', forms)
    .where(sql<boolean>`lower(cast(fields as text)) like ${containing(wanted)} escape '\\'`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return candidates.filter((row) => {
    const value = (JSON.parse(row.fields) as Record<string, unknown>).email;
    return typeof value === 'string' && value.trim().toLowerCase() === wanted;
  });
}

/** Deletes the submissions; their file rows, notes and outbox messages go with them (foreign keys). */
export async function deleteSubmissions(db: StaffDb, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('form_submissions').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
