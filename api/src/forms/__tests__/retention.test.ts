// Retention: submissions older than their form's period are deleted, their files first, and the run is logged;
// newer ones and their files stay.
import { existsSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Pool } from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { postgresQueryDb, sqliteQueryDb } from '../../db/query/connect';
import { DatabaseSubmissionStore } from '../../db/repository/submissions';
import { DEFAULT_RETENTION_DAYS, deleteExpiredSubmissions } from '../retention';
import { applicationForm, BUILD_TIMEOUT_MS, createFormTestApp, type FormTestApp } from './form-test-app';

let t: FormTestApp;
beforeAll(async () => {
  t = await createFormTestApp();
}, BUILD_TIMEOUT_MS);
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60_000;
const question = { name: 'Ewa', email: 'ewa@example.pl', message: 'Pytanie', consent: true };

it('deletes expired submissions with their files and messages, keeps newer ones, and logs the run', async () => {
  const post = async (send: () => ReturnType<FormTestApp['postJson']>) => (await send()).json<{ id: number }>().id;
  const oldApplication = await post(() => t.postForm('/api/form_entries/job_application', applicationForm()));
  const recentApplication = await post(() => t.postForm('/api/form_entries/job_application', applicationForm()));
  const oldQuestion = await post(() => t.postJson('/api/client_questions', question));
  const recentQuestion = await post(() => t.postJson('/api/client_questions', question));

  const now = Date.now();
  const age = (id: number, days: number) =>
    t.query('UPDATE form_submissions SET created_at = ? WHERE id = ?', new Date(now - days * DAY_MS).toISOString(), id);
  await age(oldApplication, 181);
  await age(recentApplication, 179);
  await age(oldQuestion, 366);
  await age(recentQuestion, 200); // older than a job application may be, younger than a question's period
  const storedFile = async (id: number) =>
    (
      await t.query<{ stored_name: string }>(
        'SELECT stored_name FROM form_submission_files WHERE submission_id = ?',
        id,
      )
    )[0]?.stored_name ?? '';
  const oldFile = path.join(t.uploadsDir, await storedFile(oldApplication));
  const recentFile = path.join(t.uploadsDir, await storedFile(recentApplication));
  expect(existsSync(oldFile)).toBe(true);

  // The store of the engine the app runs on, as a second process would open it.
  const pool = t.databaseUrl === undefined ? null : new Pool({ connectionString: t.databaseUrl });
  const db = pool === null ? new BetterSqlite3(t.databasePath) : null;
  const submissions = new DatabaseSubmissionStore(pool ? postgresQueryDb(pool) : sqliteQueryDb(db!));
  const logged: unknown[] = [];
  const log = { info: (entry: unknown) => logged.push(entry), error: () => undefined } as unknown as FastifyBaseLogger;
  const result = await deleteExpiredSubmissions({
    submissions,
    uploadsDir: t.uploadsDir,
    days: DEFAULT_RETENTION_DAYS,
    log,
  });

  expect(result).toEqual({ deletedSubmissions: [oldQuestion, oldApplication], deletedFiles: 1 }); // oldest first
  expect(existsSync(oldFile)).toBe(false);
  expect(existsSync(recentFile)).toBe(true);
  const ids = async (table: string, column: string) =>
    (await t.query<Record<string, number>>(`SELECT ${column} AS id FROM ${table} ORDER BY ${column}`)).map(
      (row) => row.id,
    );
  expect(await ids('form_submissions', 'id')).toEqual([recentApplication, recentQuestion]);
  expect(await ids('form_submission_files', 'submission_id')).toEqual([recentApplication]);
  expect(await ids('mail_outbox', 'submission_id')).toEqual([recentApplication, recentQuestion]);
  expect(logged).toEqual([expect.objectContaining({ submissionIds: [oldQuestion, oldApplication], files: 1 })]);
  db?.close();
  await pool?.end();
});
