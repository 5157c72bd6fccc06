// Form submissions as the store reads them (db/repository/submissions.ts): the rows a query returns and their mapping
// to a StoredSubmission.
import type { Selectable } from 'kysely';
import type { FormSubmissionFilesTable, FormSubmissionsTable } from './query/database';
import type { StoredSubmission, SubmissionFile } from './submission-store';

/** A form_submissions row; `fields` is JSON, as read (text) or parsed. */
export type SubmissionRow<Fields = Record<string, unknown>> = Omit<Selectable<FormSubmissionsTable>, 'fields'> & {
  fields: Fields;
};

export type SubmissionFileRow = Selectable<FormSubmissionFilesTable>;

/** Oldest first; submissions of the same moment in the order they were stored. */
export function byCreation(a: SubmissionRow<unknown>, b: SubmissionRow<unknown>): number {
  return a.created_at.localeCompare(b.created_at) || a.id - b.id;
}

export function toSubmissionFile(row: SubmissionFileRow): SubmissionFile {
  return {
    field: row.field,
    originalName: row.original_name,
    storedName: row.stored_name,
    size: row.size,
    detectedType: row.detected_type,
    sha256: row.sha256,
  };
}

export function toStoredSubmission(row: SubmissionRow, files: SubmissionFile[]): StoredSubmission {
  return {
    id: row.id,
    form: row.form,
    fields: row.fields,
    clientIp: row.client_ip,
    userAgent: row.user_agent,
    locale: row.locale,
    page: row.page,
    createdAt: row.created_at,
    files,
  };
}
