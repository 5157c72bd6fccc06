// Personal data is kept only as long as needed: submissions older than their form's retention period (default 180
// days for job applications, 365 for the other forms; the privacy page states the same) are deleted, files first
// (a submission whose file cannot be removed keeps its row, to be tried again), then the rows with their file
// rows and outbox messages. Runs when the API starts and every 6 hours; each run that deletes something is logged.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FormKind } from '@ergoforma/shared-contracts';
import { FORM_KINDS } from '@ergoforma/shared-contracts/enums';
import type { SubmissionStore } from '../db';

export type RetentionDays = Readonly<Record<FormKind, number>>;

export const DEFAULT_RETENTION_DAYS: RetentionDays = {
  job_application: 180,
  cooperation_request: 365,
  proposal_request: 365,
  client_question: 365,
};

const DAY_MS = 24 * 60 * 60_000;
export const RETENTION_INTERVAL_MS = 6 * 60 * 60_000;

export interface RetentionOptions {
  submissions: SubmissionStore;
  uploadsDir: string;
  days: RetentionDays;
  log: FastifyBaseLogger;
}

export interface RetentionResult {
  deletedSubmissions: number[];
  deletedFiles: number;
}

/** Deletes what is older than its form's period at `now`. */
export async function deleteExpiredSubmissions(options: RetentionOptions, now = new Date()): Promise<RetentionResult> {
  const { submissions, uploadsDir, days, log } = options;
  const cutoffs = Object.fromEntries(
    FORM_KINDS.map((form) => [form, new Date(now.getTime() - days[form] * DAY_MS)]),
  ) as Record<FormKind, Date>;
  const expired = await submissions.expired(cutoffs);
  const removable: number[] = [];
  let deletedFiles = 0;
  for (const submission of expired) {
    try {
      for (const file of submission.files) {
        await rm(path.join(uploadsDir, file.storedName), { force: true });
        deletedFiles += 1;
      }
      removable.push(submission.id);
    } catch (error) {
      log.error({ err: error, submissionId: submission.id }, 'retention: could not delete a file, row kept');
    }
  }
  await submissions.delete(removable);
  if (removable.length > 0)
    log.info({ submissionIds: removable, files: deletedFiles, days }, 'retention: expired submissions deleted');
  return { deletedSubmissions: removable, deletedFiles };
}

/** Runs the deletion now and every RETENTION_INTERVAL_MS until the returned stop() is called. */
export function scheduleRetention(options: RetentionOptions): { stop(): void } {
  const run = () => {
    deleteExpiredSubmissions(options).catch((error: unknown) =>
      options.log.error({ err: error }, 'retention: run failed'),
    );
  };
  run();
  const timer = setInterval(run, RETENTION_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
