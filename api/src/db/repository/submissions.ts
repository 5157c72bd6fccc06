// Form submissions (rows and their mapping in db/submission-rows.ts): every replica writes to and lists the same
// table. Storing one also queues its e-mail notification in the outbox, in the same transaction.
import { randomUUID } from 'node:crypto';
import type { FormKind, FormSubmissionReceipt } from '@ergoforma/shared-contracts';
import { FORM_KINDS } from '@ergoforma/shared-contracts/enums';
import type { QueryDb } from '../query/connect';
import { byCreation, toStoredSubmission, toSubmissionFile, type SubmissionRow } from '../submission-rows';
import type {
  NewSubmission,
  RetentionCutoffs,
  StoredSubmission,
  SubmissionFile,
  SubmissionStore,
} from '../submission-store';

export class DatabaseSubmissionStore implements SubmissionStore {
  constructor(private readonly db: QueryDb) {}

  async insert(submission: NewSubmission, files: readonly SubmissionFile[]): Promise<FormSubmissionReceipt> {
    const createdAt = new Date().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('form_submissions')
        .values({
          form: submission.form,
          fields: JSON.stringify(submission.fields),
          client_ip: submission.clientIp,
          user_agent: submission.userAgent,
          locale: submission.locale,
          page: submission.page,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const file of files) {
        await trx
          .insertInto('form_submission_files')
          .values({
            submission_id: id,
            field: file.field,
            original_name: file.originalName,
            stored_name: file.storedName,
            size: file.size,
            detected_type: file.detectedType,
            sha256: file.sha256,
          })
          .execute();
      }
      await trx
        .insertInto('mail_outbox')
        .values({ submission_id: id, message_token: randomUUID(), next_attempt_at: createdAt, created_at: createdAt })
        .execute();
      return { id, createdAt };
    });
  }

  async list(form?: FormKind): Promise<StoredSubmission[]> {
    const rows = await this.db
      .selectFrom('form_submissions')
      .selectAll()
      .$if(form !== undefined, (query) => query.where('form', '=', form as FormKind))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return this.withFiles(rows);
  }

  async get(id: number): Promise<StoredSubmission | null> {
    const rows = await this.db.selectFrom('form_submissions').selectAll().where('id', '=', id).execute();
    return (await this.withFiles(rows))[0] ?? null;
  }

  async expired(cutoffs: RetentionCutoffs): Promise<StoredSubmission[]> {
    const rows = await this.db
      .selectFrom('form_submissions')
      .selectAll()
      .where((eb) =>
        eb.or(
          FORM_KINDS.map((form) => eb.and([eb('form', '=', form), eb('created_at', '<', cutoffs[form].toISOString())])),
        ),
      )
      .execute();
    return this.withFiles(rows.sort(byCreation));
  }

  async delete(ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [result] = await this.db.deleteFrom('form_submissions').where('id', 'in', ids).execute();
    return Number(result?.numDeletedRows ?? 0);
  }

  private async withFiles(rows: ReadonlyArray<SubmissionRow<string>>): Promise<StoredSubmission[]> {
    if (rows.length === 0) return [];
    const files = await this.db
      .selectFrom('form_submission_files')
      .selectAll()
      .where(
        'submission_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('submission_id')
      .orderBy('id')
      .execute();
    const filesBySubmission = new Map<number, SubmissionFile[]>();
    for (const row of files) {
      filesBySubmission.set(row.submission_id, [
        ...(filesBySubmission.get(row.submission_id) ?? []),
        toSubmissionFile(row),
      ]);
    }
    return rows.map((row) =>
      toStoredSubmission(
        { ...row, fields: JSON.parse(row.fields) as Record<string, unknown> },
        filesBySubmission.get(row.id) ?? [],
      ),
    );
  }
}
