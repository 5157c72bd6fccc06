// Form submissions on SQLite (tables of db/sqlite/schema/submissions.ts).
import type { Database } from 'better-sqlite3';
import type { FormKind, FormSubmissionReceipt, Locale } from '@ergoforma/shared-contracts';
import type { DetectedFileType } from '../../forms/magic-bytes';
import type { NewSubmission, StoredSubmission, SubmissionFile, SubmissionStore } from '../submission-store';

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

export class SqliteSubmissionStore implements SubmissionStore {
  constructor(private readonly db: Database) {}

  async insert(submission: NewSubmission, files: readonly SubmissionFile[]): Promise<FormSubmissionReceipt> {
    const createdAt = new Date().toISOString();
    const insertRow = this.db.prepare(
      'INSERT INTO form_submissions (form, fields, client_ip, user_agent, locale, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const insertFile = this.db.prepare(
      'INSERT INTO form_submission_files (submission_id, field, original_name, stored_name, size, detected_type, sha256) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    return this.db.transaction((): FormSubmissionReceipt => {
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

  async list(form?: FormKind): Promise<StoredSubmission[]> {
    const rows = this.db
      .prepare(`SELECT * FROM form_submissions ${form ? 'WHERE form = ?' : ''} ORDER BY created_at DESC, id DESC`)
      .all(...(form ? [form] : [])) as SubmissionRow[];
    const fileRows = this.db
      .prepare('SELECT * FROM form_submission_files ORDER BY submission_id, id')
      .all() as FileRow[];
    const filesBySubmission = new Map<number, SubmissionFile[]>();
    for (const row of fileRows) {
      filesBySubmission.set(row.submission_id, [
        ...(filesBySubmission.get(row.submission_id) ?? []),
        {
          field: row.field,
          originalName: row.original_name,
          storedName: row.stored_name,
          size: row.size,
          detectedType: row.detected_type,
          sha256: row.sha256,
        },
      ]);
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
}
