// The outbox of e-mail notifications as the store reads it (db/repository/outbox.ts): the row a query returns and its
// mapping to what the store hands out.
import type { FormKind } from '@ergoforma/shared-contracts';
import type { Selectable } from 'kysely';
import type { ClaimedMessage, OutboxEntry } from './outbox-store';
import type { MailOutboxTable } from './query/database';

/** A mail_outbox row joined with its submission's form (null for a staff link e-mail). */
export type OutboxRow = Selectable<MailOutboxTable> & { form: FormKind | null };

/** What a claim's UPDATE … RETURNING gives back. */
export type ClaimedRow = Pick<
  OutboxRow,
  'id' | 'submission_id' | 'staff_account_id' | 'staff_purpose' | 'message_token' | 'attempts'
>;

const MAX_ERROR_LENGTH = 1000;

/** Error texts are kept short: they are for the outbox command and the logs. */
export function storedError(error: string): string {
  return error.slice(0, MAX_ERROR_LENGTH);
}

export function toClaimedMessage(row: ClaimedRow): ClaimedMessage {
  const staff =
    row.staff_account_id !== null && row.staff_purpose !== null
      ? { accountId: row.staff_account_id, purpose: row.staff_purpose }
      : null;
  return {
    id: row.id,
    submissionId: row.submission_id,
    staff,
    messageToken: row.message_token,
    attempts: row.attempts,
  };
}

export function toOutboxEntry(row: OutboxRow): OutboxEntry {
  return {
    id: row.id,
    submissionId: row.submission_id,
    form: row.form,
    staffPurpose: row.staff_purpose,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}
