// Form submissions on PostgreSQL (tables of db/postgres/schema/submissions.ts; mirror of db/sqlite/submissions.ts):
// every replica writes to and lists the same table.
import type { Pool } from 'pg';
import type { FormKind, FormSubmissionReceipt, Locale } from '@ergoforma/shared-contracts';
import type { DetectedFileType } from '../../forms/magic-bytes';
import type { NewSubmission, StoredSubmission, SubmissionFile, SubmissionStore } from '../submission-store';

interface SubmissionRow {
  id: number;
  form: FormKind;
  fields: Record<string, unknown>;
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

export class PostgresSubmissionStore implements SubmissionStore {
  constructor(private readonly pool: Pool) {}

  async insert(submission: NewSubmission, files: readonly SubmissionFile[]): Promise<FormSubmissionReceipt> {
    const createdAt = new Date().toISOString();
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO form_submissions (form, fields, client_ip, user_agent, locale, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          submission.form,
          JSON.stringify(submission.fields),
          submission.clientIp,
          submission.userAgent,
          submission.locale,
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
    const [submissions, files] = await Promise.all([
      this.pool.query<SubmissionRow>(
        `SELECT * FROM form_submissions WHERE $1::text IS NULL OR form = $1 ORDER BY created_at DESC, id DESC`,
        [form ?? null],
      ),
      this.pool.query<FileRow>('SELECT * FROM form_submission_files ORDER BY submission_id, id'),
    ]);
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
    return submissions.rows.map((row) => ({
      id: row.id,
      form: row.form,
      fields: row.fields,
      clientIp: row.client_ip,
      userAgent: row.user_agent,
      locale: row.locale,
      createdAt: row.created_at,
      files: filesBySubmission.get(row.id) ?? [],
    }));
  }
}
