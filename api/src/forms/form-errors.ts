// Error answers of the form routes: 400 with every failing field, 413 for an oversized file or too many parts,
// 415 for a body of the wrong kind. Anything else goes on to the app's error handler (http/errors.ts).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@ergoforma/shared-contracts';
import { HttpError } from '../http/errors';
import { fieldErrors } from './field-validation';

export class FormRejection extends HttpError {
  constructor(
    statusCode: 400 | 413 | 415,
    message: string,
    /** Per-field messages, keyed by the payload's field names. */
    readonly errors: Record<string, string> = {},
  ) {
    super(statusCode, message);
    this.name = 'FormRejection';
  }
}

export function invalidFields(errors: Record<string, string>): FormRejection {
  const fields = Object.keys(errors);
  const message =
    fields.length > 0 ? `Invalid form fields: ${fields.join(', ')}` : 'The request body must be a JSON object';
  return new FormRejection(400, message, errors);
}

/** Errors @fastify/multipart raises when the parser's limits are reached (MULTIPART_LIMITS). */
const MULTIPART_LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: 'Too many files: send at most the CV and one cover letter',
  FST_FIELDS_LIMIT: 'Too many fields',
  FST_PARTS_LIMIT: 'Too many parts',
};

function toFormRejection(error: FastifyError): FormRejection | null {
  if (error instanceof FormRejection) return error;
  if (error.validation && error.validationContext === 'body') return invalidFields(fieldErrors(error.validation));
  const limitMessage = error.code ? MULTIPART_LIMIT_MESSAGES[error.code] : undefined;
  if (limitMessage) return new FormRejection(413, limitMessage);
  if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new FormRejection(415, 'The job application must be sent as multipart/form-data');
  return null;
}

export function answerFormError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const rejection = toFormRejection(error);
  if (!rejection) throw error; // handled by the app's error handler
  // The client may still be sending the rest of an oversized upload: do not keep reading it.
  if (rejection.statusCode === 413) reply.header('Connection', 'close');
  const body: ApiErrorBody = {
    code: String(rejection.statusCode),
    message: rejection.message,
    errors: rejection.errors,
  };
  return reply.code(rejection.statusCode).type('application/json; charset=utf-8').send(body);
}
