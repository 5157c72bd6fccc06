// Payloads of the site's forms (docs/api.md#forms). The API validates the same rules.
import type { FORM_KINDS } from '../enums';

/** Which form a submission came from. */
export type FormKind = (typeof FORM_KINDS)[number];

/** Contact question (POST /api/client_questions). */
export interface ClientQuestion {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  subject?: string;
  message: string;
  /** Consent to the processing of personal data; must be true. */
  consent: boolean;
}

/** Cooperation request from a dealer or architect (POST /api/cooperation_requests). */
export interface CooperationRequest {
  company: string;
  name: string;
  email: string;
  phone: string;
  city?: string;
  country?: string;
  /** e.g. 'dealer', 'architect', 'other' */
  cooperationType: string;
  message: string;
  consent: boolean;
}

/** Quotation request (POST /api/proposal_requests). */
export interface ProposalRequest {
  company?: string;
  name: string;
  email: string;
  phone?: string;
  /** Products asked about, by name or slug. */
  products?: string;
  quantity?: number;
  message: string;
  consent: boolean;
}

/** Text fields of a job application (POST /api/form_entries/job_application, multipart with files cv and coverLetter). */
export interface JobApplicationFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  consent: boolean;
}

/** What the API answers (201) for an accepted submission. */
export interface FormSubmissionReceipt {
  id: number;
  createdAt: string;
}

/** At most 10 MB per file; CV and cover-letter formats (docs/behaviour.md#job-application-form). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_APPLICATION_FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp', 'doc', 'pdf'] as const;
