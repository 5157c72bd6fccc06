// Reads the multipart job application (mfe-careers send-failure.ts buildApplicationFormData): text fields
// firstName, lastName, email, phone, position, consent ('true'); files cv (required) and coverLetter (optional).
// Files go to disk through the session as they arrive; every problem is collected into one 400, except an
// oversized file, which stops the reading at once with a 413.
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, type JobApplicationFields } from '@ergoforma/shared-contracts';
import { fieldErrors, formAjv, normaliseTextFields } from './field-validation';
import { FormRejection, invalidFields } from './form-errors';
import {
  JOB_APPLICATION_FILE_FIELDS,
  JOB_APPLICATION_TEXT_FIELDS,
  jobApplicationFieldsSchema,
  type JobApplicationFileField,
} from './form-schemas';
import type { DetectedFileType } from './magic-bytes';
import type { ReceivedFile, UploadSession } from './upload-session';

/** Busboy limits, enforced while parsing. Text values are bounded in bytes here and in characters by the schema. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: JOB_APPLICATION_FILE_FIELDS.length,
  fields: 2 * JOB_APPLICATION_TEXT_FIELDS.length, // room for unknown fields, so they get a 400 naming them
  parts: 2 * JOB_APPLICATION_TEXT_FIELDS.length + JOB_APPLICATION_FILE_FIELDS.length,
  fieldNameSize: 100,
  fieldSize: 4 * 1024,
  headerPairs: 20,
};

const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);
const FORMAT_MESSAGE = 'must be a PDF, DOC, JPG, PNG or BMP file';
const FILE_LABELS: Record<JobApplicationFileField, string> = { cv: 'CV', coverLetter: 'cover letter' };

export type AcceptedFile = ReceivedFile & { field: JobApplicationFileField; detectedType: DetectedFileType };

export interface JobApplication {
  fields: JobApplicationFields;
  files: AcceptedFile[];
}

const validateTextFields = formAjv.compile(jobApplicationFieldsSchema);

const isTextField = (name: string): name is (typeof JOB_APPLICATION_TEXT_FIELDS)[number] =>
  (JOB_APPLICATION_TEXT_FIELDS as readonly string[]).includes(name);
const isFileField = (name: string): name is JobApplicationFileField =>
  (JOB_APPLICATION_FILE_FIELDS as readonly string[]).includes(name);

/** Why a part cannot be taken, or null when it is one the form expects. */
function partProblem(part: Multipart, seen: ReadonlySet<string>): string | null {
  const name = part.fieldname;
  if (!isTextField(name) && !isFileField(name)) return 'is not a field of this form';
  if (seen.has(name)) return 'must be sent only once';
  if (isFileField(name) && part.type !== 'file') return 'must be a file';
  if (isTextField(name) && part.type !== 'field') return 'must be a text value';
  return null;
}

/** Reads a part the form does not take to its end, so the parser moves on. */
async function skip(part: MultipartFile): Promise<void> {
  part.file.resume();
  await finished(part.file);
}

/** The parts of the request; a body busboy cannot parse (cut off, malformed) is the client's error. */
async function* partsOf(request: FastifyRequest): AsyncGenerator<Multipart> {
  const parts = request.parts();
  while (true) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) throw error;
      throw new FormRejection(400, 'The multipart body is malformed or incomplete');
    }
    if (next.done) return;
    yield next.value;
  }
}

async function receiveFile(part: MultipartFile, uploads: UploadSession): Promise<ReceivedFile> {
  try {
    return await uploads.receive(part);
  } catch (error) {
    if (part.file.errored) throw new FormRejection(400, 'The multipart body is malformed or incomplete');
    throw error; // could not write the file: a server error
  }
}

export async function readJobApplication(request: FastifyRequest, uploads: UploadSession): Promise<JobApplication> {
  const text: Record<string, unknown> = {};
  const received = new Map<JobApplicationFileField, ReceivedFile>();
  const errors: Record<string, string> = {};
  const seen = new Set<string>();

  for await (const part of partsOf(request)) {
    const name = part.fieldname;
    const problem = partProblem(part, seen);
    if (problem) {
      errors[name] ??= problem;
      if (part.type === 'file') await skip(part);
      continue;
    }
    seen.add(name);
    if (part.type === 'field') {
      if (part.valueTruncated) errors[name] = 'is too long';
      else text[name] = part.value;
      continue;
    }
    const file = await receiveFile(part, uploads);
    if (file.truncated) {
      const field = name as JobApplicationFileField;
      throw new FormRejection(413, `The ${FILE_LABELS[field]} file is larger than ${MAX_UPLOAD_MB} MB`, {
        [field]: `must be at most ${MAX_UPLOAD_MB} MB`,
      });
    }
    // An empty file input still sends a part (no name, no bytes): that is no file.
    if (file.size > 0) received.set(name as JobApplicationFileField, file);
  }

  normaliseTextFields(text);
  if (!validateTextFields(text)) {
    for (const [field, message] of Object.entries(fieldErrors(validateTextFields.errors ?? [])))
      errors[field] ??= message;
  }
  if (!received.has('cv')) errors.cv ??= 'is required';
  const files: AcceptedFile[] = [];
  for (const [field, file] of received) {
    const { detectedType } = file;
    if (detectedType === null) errors[field] ??= FORMAT_MESSAGE;
    else files.push({ ...file, field, detectedType });
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);

  const value = (field: string) => String(text[field]);
  return {
    fields: {
      firstName: value('firstName'),
      lastName: value('lastName'),
      email: value('email'),
      phone: value('phone'),
      position: value('position'),
      consent: true,
    },
    files,
  };
}
