// Form submissions on SQLite (tables of db/sqlite/schema/submissions.ts). Storing one also queues its e-mail
// notification in the outbox (db/sqlite/schema/outbox.ts), in the same transaction.
import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { FormKind, FormSubmissionReceipt, Locale } from '@ergoforma/shared-contracts';
import { FORM_KINDS } from '@ergoforma/shared-contracts/enums';
import type { DetectedFileType } from '../../forms/magic-bytes';
import type {
  NewSubmission,
  RetentionCutoffs,
  StoredSubmission,
  SubmissionFile,
  SubmissionStore,
} from '../submission-store';

interface SubmissionRow {
  id: number;
  form: FormKind;
  fields: string;
  client_ip: string;
  user_agent: string | null;
  locale: Locale;
  page: string | null;
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
      'INSERT INTO form_submissions (form, fields, client_ip, user_agent, locale, page, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const insertFile = this.db.prepare(
      'INSERT INTO form_submission_files (submission_id, field, original_name, stored_name, size, detected_type, sha256) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const queueMessage = this.db.prepare(
      'INSERT INTO mail_outbox (submission_id, message_token, next_attempt_at, created_at) VALUES (?, ?, ?, ?)',
    );
    return this.db.transaction((): FormSubmissionReceipt => {
      const { lastInsertRowid } = insertRow.run(
        submission.form,
        JSON.stringify(submission.fields),
        submission.clientIp,
        submission.userAgent,
        submission.locale,
        submission.page,
        createdAt,
      );
      const id = Number(lastInsertRowid);
      for (const file of files) {
        insertFile.run(id, file.field, file.originalName, file.storedName, file.size, file.detectedType, file.sha256);
      }
      queueMessage.run(id, randomUUID(), createdAt, createdAt);
      return { id, createdAt };
    })();
  }

  async list(form?: FormKind): Promise<StoredSubmission[]> {
    const rows = this.db
      .prepare(`SELECT * FROM form_submissions ${form ? 'WHERE form = ?' : ''} ORDER BY created_at DESC, id DESC`)
      .all(...(form ? [form] : [])) as SubmissionRow[];
    return this.withFiles(rows);
  }

  async get(id: number): Promise<StoredSubmission | null> {
    const row = this.db.prepare('SELECT * FROM form_submissions WHERE id = ?').get(id) as SubmissionRow | undefined;
    return row ? ((await this.withFiles([row]))[0] ?? null) : null;
  }

  async expired(cutoffs: RetentionCutoffs): Promise<StoredSubmission[]> {
    const select = this.db.prepare('SELECT * FROM form_submissions WHERE form = ? AND created_at < ?');
    const rows = FORM_KINDS.flatMap((form) => select.all(form, cutoffs[form].toISOString()) as SubmissionRow[]);
    rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    return this.withFiles(rows);
  }

  async delete(ids: readonly number[]): Promise<number> {
    const remove = this.db.prepare('DELETE FROM form_submissions WHERE id = ?');
    return this.db.transaction(() => ids.reduce((deleted, id) => deleted + remove.run(id).changes, 0))();
  }

  private async withFiles(rows: readonly SubmissionRow[]): Promise<StoredSubmission[]> {
    if (rows.length === 0) return [];
    const selectFiles = this.db.prepare('SELECT * FROM form_submission_files WHERE submission_id = ? ORDER BY id');
    return rows.map((row) => ({
      id: row.id,
      form: row.form,
      fields: JSON.parse(row.fields) as Record<string, unknown>,
      clientIp: row.client_ip,
      userAgent: row.user_agent,
      locale: row.locale,
      page: row.page,
      createdAt: row.created_at,
      files: (selectFiles.all(row.id) as FileRow[]).map((file) => ({
        field: file.field,
        originalName: file.original_name,
        storedName: file.stored_name,
        size: file.size,
        detectedType: file.detected_type,
        sha256: file.sha256,
      })),
    }));
  }
}
