// Form submissions on PostgreSQL (tables of db/postgres/schema/submissions.ts; mirror of db/sqlite/submissions.ts):
// every replica writes to and lists the same table. Storing one also queues its e-mail notification in the outbox
// (db/postgres/schema/outbox.ts), in the same transaction.
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
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
  fields: Record<string, unknown>;
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

export class PostgresSubmissionStore implements SubmissionStore {
  constructor(private readonly pool: Pool) {}

  async insert(submission: NewSubmission, files: readonly SubmissionFile[]): Promise<FormSubmissionReceipt> {
    const createdAt = new Date().toISOString();
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO form_submissions (form, fields, client_ip, user_agent, locale, page, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          submission.form,
          JSON.stringify(submission.fields),
          submission.clientIp,
          submission.userAgent,
          submission.locale,
          submission.page,
          createdAt,
        ],
      );
      const id = rows[0]?.id ?? 0;
      for (const file of files) {
        await client.query(
          `INSERT INTO form_submission_files (submission_id, field, original_name, stored_name, size, detected_type, sha256)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [id, file.field, file.originalName, file.storedName, file.size, file.detectedType, file.sha256],
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
    rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    return this.withFiles(rows);
  }

  async delete(ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const { rowCount } = await this.pool.query('DELETE FROM form_submissions WHERE id = ANY($1::int[])', [[...ids]]);
    return rowCount ?? 0;
  }

  private async withFiles(rows: readonly SubmissionRow[]): Promise<StoredSubmission[]> {
    if (rows.length === 0) return [];
    const files = await this.pool.query<FileRow>(
      'SELECT * FROM form_submission_files WHERE submission_id = ANY($1::int[]) ORDER BY submission_id, id',
      [rows.map((row) => row.id)],
    );
    const filesBySubmission = new Map<number, SubmissionFile[]>();
    for (const row of files.rows) {
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
      fields: row.fields,
      clientIp: row.client_ip,
      userAgent: row.user_agent,
      locale: row.locale,
      page: row.page,
      createdAt: row.created_at,
      files: filesBySubmission.get(row.id) ?? [],
    }));
  }
}
