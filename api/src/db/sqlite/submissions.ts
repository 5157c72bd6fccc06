// Form submissions on SQLite (tables of db/sqlite/schema/submissions.ts; rows and their mapping in
// db/submission-rows.ts). Storing one also queues its e-mail notification in the outbox (db/sqlite/schema/outbox.ts),
// in the same transaction.
import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { FormKind, FormSubmissionReceipt } from '@ergoforma/shared-contracts';
import { FORM_KINDS } from '@ergoforma/shared-contracts/enums';
import {
  byCreation,
  FILE_INSERT_COLUMNS,
  fileValues,
  SUBMISSION_INSERT_COLUMNS,
  submissionValues,
  toStoredSubmission,
  toSubmissionFile,
  type SubmissionFileRow,
  type SubmissionRow,
} from '../submission-rows';
import type {
  NewSubmission,
  RetentionCutoffs,
  StoredSubmission,
  SubmissionFile,
  SubmissionStore,
} from '../submission-store';

/** SQLite keeps the fields as JSON text. */
type SqliteSubmissionRow = SubmissionRow<string>;

export class SqliteSubmissionStore implements SubmissionStore {
  constructor(private readonly db: Database) {}

  async insert(submission: NewSubmission, files: readonly SubmissionFile[]): Promise<FormSubmissionReceipt> {
    const createdAt = new Date().toISOString();
    const insertRow = this.db.prepare(
      `INSERT INTO form_submissions (${SUBMISSION_INSERT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertFile = this.db.prepare(
      `INSERT INTO form_submission_files (${FILE_INSERT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const queueMessage = this.db.prepare(
      'INSERT INTO mail_outbox (submission_id, message_token, next_attempt_at, created_at) VALUES (?, ?, ?, ?)',
    );
    return this.db.transaction((): FormSubmissionReceipt => {
      const { lastInsertRowid } = insertRow.run(...submissionValues(submission, createdAt));
      const id = Number(lastInsertRowid);
      for (const file of files) insertFile.run(...fileValues(id, file));
      queueMessage.run(id, randomUUID(), createdAt, createdAt);
      return { id, createdAt };
    })();
  }

  async list(form?: FormKind): Promise<StoredSubmission[]> {
    const rows = this.db
      .prepare(`SELECT * FROM form_submissions ${form ? 'WHERE form = ?' : ''} ORDER BY created_at DESC, id DESC`)
      .all(...(form ? [form] : [])) as SqliteSubmissionRow[];
    return this.withFiles(rows);
  }

  async get(id: number): Promise<StoredSubmission | null> {
    const row = this.db.prepare('SELECT * FROM form_submissions WHERE id = ?').get(id) as
      SqliteSubmissionRow | undefined;
    return row ? (this.withFiles([row])[0] ?? null) : null;
  }

  async expired(cutoffs: RetentionCutoffs): Promise<StoredSubmission[]> {
    const select = this.db.prepare('SELECT * FROM form_submissions WHERE form = ? AND created_at < ?');
    const rows = FORM_KINDS.flatMap((form) => select.all(form, cutoffs[form].toISOString()) as SqliteSubmissionRow[]);
    return this.withFiles(rows.sort(byCreation));
  }

  async delete(ids: readonly number[]): Promise<number> {
    const remove = this.db.prepare('DELETE FROM form_submissions WHERE id = ?');
    return this.db.transaction(() => ids.reduce((deleted, id) => deleted + remove.run(id).changes, 0))();
  }

  private withFiles(rows: readonly SqliteSubmissionRow[]): StoredSubmission[] {
    const selectFiles = this.db.prepare('SELECT * FROM form_submission_files WHERE submission_id = ? ORDER BY id');
    return rows.map((row) =>
      toStoredSubmission(
        { ...row, fields: JSON.parse(row.fields) as Record<string, unknown> },
        (selectFiles.all(row.id) as SubmissionFileRow[]).map(toSubmissionFile),
      ),
    );
  }
}
