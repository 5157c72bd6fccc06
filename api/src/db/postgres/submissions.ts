// Form submissions on PostgreSQL (tables of db/postgres/schema/submissions.ts; mirror of db/sqlite/submissions.ts;
// rows and their mapping in db/submission-rows.ts): every replica writes to and lists the same table. Storing one also
// queues its e-mail notification in the outbox (db/postgres/schema/outbox.ts), in the same transaction.
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
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

export class PostgresSubmissionStore implements SubmissionStore {
  constructor(private readonly pool: Pool) {}

  async insert(submission: NewSubmission, files: readonly SubmissionFile[]): Promise<FormSubmissionReceipt> {
    const createdAt = new Date().toISOString();
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO form_submissions (${SUBMISSION_INSERT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [...submissionValues(submission, createdAt)],
      );
      const id = rows[0]?.id ?? 0;
      for (const file of files) {
        await client.query(
          `INSERT INTO form_submission_files (${FILE_INSERT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [...fileValues(id, file)],
        );
      }
      await client.query(
        'INSERT INTO mail_outbox (submission_id, message_token, next_attempt_at, created_at) VALUES ($1, $2, $3, $3)',
        [id, randomUUID(), createdAt],
      );
      await client.query('COMMIT');
      return { id, createdAt };
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  async list(form?: FormKind): Promise<StoredSubmission[]> {
    const { rows } = await this.pool.query<SubmissionRow>(
      `SELECT * FROM form_submissions WHERE $1::text IS NULL OR form = $1 ORDER BY created_at DESC, id DESC`,
      [form ?? null],
    );
    return this.withFiles(rows);
  }

  async get(id: number): Promise<StoredSubmission | null> {
    const { rows } = await this.pool.query<SubmissionRow>('SELECT * FROM form_submissions WHERE id = $1', [id]);
    return (await this.withFiles(rows))[0] ?? null;
  }

  async expired(cutoffs: RetentionCutoffs): Promise<StoredSubmission[]> {
    const rows: SubmissionRow[] = [];
    for (const form of FORM_KINDS) {
      const result = await this.pool.query<SubmissionRow>(
        'SELECT * FROM form_submissions WHERE form = $1 AND created_at < $2',
        [form, cutoffs[form].toISOString()],
      );
      rows.push(...result.rows);
    }
    return this.withFiles(rows.sort(byCreation));
  }

  async delete(ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const { rowCount } = await this.pool.query('DELETE FROM form_submissions WHERE id = ANY($1::int[])', [[...ids]]);
    return rowCount ?? 0;
  }

  private async withFiles(rows: readonly SubmissionRow[]): Promise<StoredSubmission[]> {
    if (rows.length === 0) return [];
    const files = await this.pool.query<SubmissionFileRow>(
      'SELECT * FROM form_submission_files WHERE submission_id = ANY($1::int[]) ORDER BY submission_id, id',
      [rows.map((row) => row.id)],
    );
    const filesBySubmission = new Map<number, SubmissionFile[]>();
    for (const row of files.rows) {
      filesBySubmission.set(row.submission_id, [
        ...(filesBySubmission.get(row.submission_id) ?? []),
        toSubmissionFile(row),
      ]);
    }
    return rows.map((row) => toStoredSubmission(row, filesBySubmission.get(row.id) ?? []));
  }
}
