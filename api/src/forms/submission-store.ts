// Stored form submissions (the tables of migration 3 in db/migrations.ts): written by the form routes, read by the
// list-submissions command.
import type { Database } from 'better-sqlite3';
import type { FormSubmissionReceipt, Locale } from '@ergoforma/shared-contracts';
import type { FormKind } from './form-schemas';
import type { DetectedFileType } from './magic-bytes';

export interface NewSubmission {
  form: FormKind;
  /** The validated, trimmed fields. */
  fields: object;
  clientIp: string;
  userAgent: string | null;
  locale: Locale;
}

export interface SubmissionFile {
  field: string;
  originalName: string;
  storedName: string;
  size: number;
  detectedType: DetectedFileType;
  sha256: string;
}

export interface StoredSubmission extends NewSubmission {
  id: number;
  createdAt: string;
  fields: Record<string, unknown>;
  files: SubmissionFile[];
}

interface SubmissionRow {
  id: number;
  form: FormKind;
  fields: string;
  client_ip: string;
  user_agent: string | null;
  locale: Locale;
  created_at: string;
}

interface FileRow {
  submission_id: number;
  field: string;
  original_name: string;
  stored_name: string;
  size: number;
  detected_type: DetectedFileType;
  sha256: string;
}

/** Inserts the submission and its files in one transaction. */
export function insertSubmission(
  db: Database,
  submission: NewSubmission,
  files: readonly SubmissionFile[],
): FormSubmissionReceipt {
  const createdAt = new Date().toISOString();
  const insertRow = db.prepare(
    'INSERT INTO form_submissions (form, fields, client_ip, user_agent, locale, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertFile = db.prepare(
    'INSERT INTO form_submission_files (submission_id, field, original_name, stored_name, size, detected_type, sha256) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  return db.transaction((): FormSubmissionReceipt => {
    const { lastInsertRowid } = insertRow.run(
      submission.form,
      JSON.stringify(submission.fields),
      submission.clientIp,
      submission.userAgent,
      submission.locale,
      createdAt,
    );
    const id = Number(lastInsertRowid);
    for (const file of files) {
      insertFile.run(id, file.field, file.originalName, file.storedName, file.size, file.detectedType, file.sha256);
    }
    return { id, createdAt };
  })();
}

/** Newest first, optionally of one form only. */
export function listSubmissions(db: Database, form?: FormKind): StoredSubmission[] {
  const rows = db
    .prepare(`SELECT * FROM form_submissions ${form ? 'WHERE form = ?' : ''} ORDER BY created_at DESC, id DESC`)
    .all(...(form ? [form] : [])) as SubmissionRow[];
  const fileRows = db.prepare('SELECT * FROM form_submission_files ORDER BY submission_id, id').all() as FileRow[];
  const filesBySubmission = new Map<number, SubmissionFile[]>();
  for (const row of fileRows) {
    const files = filesBySubmission.get(row.submission_id) ?? [];
    files.push({
      field: row.field,
      originalName: row.original_name,
      storedName: row.stored_name,
      size: row.size,
      detectedType: row.detected_type,
      sha256: row.sha256,
    });
    filesBySubmission.set(row.submission_id, files);
  }
  return rows.map((row) => ({
    id: row.id,
    form: row.form,
    fields: JSON.parse(row.fields) as Record<string, unknown>,
    clientIp: row.client_ip,
    userAgent: row.user_agent,
    locale: row.locale,
    createdAt: row.created_at,
    files: filesBySubmission.get(row.id) ?? [],
  }));
}
