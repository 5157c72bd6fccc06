// Stored form submissions: what the form routes write and the list-submissions command reads. One implementation
// for both engines: db/repository/submissions.ts. Not content: a content load never touches them.
import type { FormKind, FormSubmissionReceipt, Locale } from '@ergoforma/shared-contracts';
import type { DetectedFileType } from '../forms/magic-bytes';

export interface NewSubmission {
  form: FormKind;
  /** The validated, trimmed fields. */
  fields: object;
  clientIp: string;
  userAgent: string | null;
  locale: Locale;
  /** The page the form was sent from (the browser's Referer), when known. */
  page: string | null;
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

/** Per form: submissions created before this moment are due for deletion. */
export type RetentionCutoffs = Readonly<Record<FormKind, Date>>;

export interface SubmissionStore {
  /** Stores the submission and its files and queues its e-mail notification (db/outbox-store.ts), in one transaction. */
  insert(submission: NewSubmission, files: readonly SubmissionFile[]): Promise<FormSubmissionReceipt>;
  /** Newest first, optionally of one form only. */
  list(form?: FormKind): Promise<StoredSubmission[]>;
  get(id: number): Promise<StoredSubmission | null>;
  /** Submissions older than their form's cutoff, oldest first. */
  expired(cutoffs: RetentionCutoffs): Promise<StoredSubmission[]>;
  /** Deletes the submissions with their file rows and outbox messages; the files on disk are the caller's. */
  delete(ids: readonly number[]): Promise<number>;
}
