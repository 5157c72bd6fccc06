// What both engines share about form submissions (db/sqlite/submissions.ts, db/postgres/submissions.ts): the rows a
// query returns, the values an insert writes, and the mapping to a StoredSubmission. The SQL and transactions are each
// engine's.
import type { FormKind, Locale } from '@ergoforma/shared-contracts';
import type { DetectedFileType } from '../forms/magic-bytes';
import type { NewSubmission, StoredSubmission, SubmissionFile } from './submission-store';

/** A form_submissions row; `fields` is JSON, as text (SQLite) or already parsed (PostgreSQL's jsonb). */
export interface SubmissionRow<Fields = Record<string, unknown>> {
  id: number;
  form: FormKind;
  fields: Fields;
  client_ip: string;
  user_agent: string | null;
  locale: Locale;
  page: string | null;
  created_at: string;
}

export interface SubmissionFileRow {
  submission_id: number;
  field: string;
  original_name: string;
  stored_name: string;
  size: number;
  detected_type: DetectedFileType;
  sha256: string;
}

/** The columns an insert into form_submissions writes, in the order of submissionValues. */
export const SUBMISSION_INSERT_COLUMNS = 'form, fields, client_ip, user_agent, locale, page, created_at';

export function submissionValues(submission: NewSubmission, createdAt: string) {
  return [
    submission.form,
    JSON.stringify(submission.fields),
    submission.clientIp,
    submission.userAgent,
    submission.locale,
    submission.page,
    createdAt,
  ] as const;
}

/** The columns an insert into form_submission_files writes, in the order of fileValues. */
export const FILE_INSERT_COLUMNS = 'submission_id, field, original_name, stored_name, size, detected_type, sha256';

export function fileValues(submissionId: number, file: SubmissionFile) {
  return [
    submissionId,
    file.field,
    file.originalName,
    file.storedName,
    file.size,
    file.detectedType,
    file.sha256,
  ] as const;
}

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
