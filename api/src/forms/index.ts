// Form submissions (docs/api.md#forms): contact question, cooperation and proposal requests (JSON) and the
// job application (multipart with CV and cover letter). Every field is validated, accepted submissions are
// stored with their files and their queued e-mail notification (db/submission-store.ts), and a per-address rate
// limit applies to these routes only.
import { mkdir } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FormKind } from '@ergoforma/shared-contracts';
import type { NewSubmission, SubmissionStore } from '../db';
import { formAjv, isPlainObject, normaliseTextFields } from './field-validation';
import { answerFormError } from './form-errors';
import {
  clientQuestionSchema,
  cooperationRequestSchema,
  jobApplicationBodySchema,
  proposalRequestSchema,
  receiptSchema,
} from './form-schemas';
import { MULTIPART_LIMITS, readJobApplication } from './job-application';
import {
  DEFAULT_SUBMISSION_RATE_LIMIT,
  limitSubmissionRate,
  type RateLimitStore,
  type SubmissionRateLimit,
} from './rate-limit';
import { sourcePage } from './source-page';
import { removeStaleTemporaries, UploadSession } from './upload-session';

export interface FormRoutesOptions {
  submissions: SubmissionStore;
  /** Where accepted upload files are stored (outside any served folder). */
  uploadsDir: string;
  /** Submissions accepted per client address and window; default 10 per 10 minutes. */
  rateLimit?: SubmissionRateLimit;
  /** Where the limit is counted (default: this process's memory). */
  rateLimitStore?: RateLimitStore;
  /** Called after a submission is stored (the delivery worker sends its e-mail at once). */
  onStored?: () => void;
}

const MAX_USER_AGENT_LENGTH = 500;

/** Who sent a submission, and in which language. */
function senderOf(request: FastifyRequest): Pick<NewSubmission, 'clientIp' | 'userAgent' | 'locale' | 'page'> {
  const userAgent = request.headers['user-agent'];
  return {
    clientIp: request.ip,
    userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null,
    locale: request.locale,
    page: sourcePage(request.headers.referer),
  };
}

/** Text values are checked trimmed, and blank ones count as missing. */
async function normaliseJsonBody(request: FastifyRequest): Promise<void> {
  if (isPlainObject(request.body)) normaliseTextFields(request.body);
}

export async function formRoutes(app: FastifyInstance, options: FormRoutesOptions): Promise<void> {
  const { submissions, uploadsDir } = options;
  const stored = options.onStored ?? (() => undefined);
  await mkdir(uploadsDir, { recursive: true, mode: 0o700 });
  await removeStaleTemporaries(uploadsDir);

  // A multipart body is read as a stream by its handler, which validates each part (job-application.ts);
  // its schema only documents it.
  app.setValidatorCompiler(({ schema, contentType }) =>
    contentType === 'multipart/form-data' ? () => true : formAjv.compile(schema),
  );
  app.setErrorHandler(answerFormError);
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  await limitSubmissionRate(app, options.rateLimit ?? DEFAULT_SUBMISSION_RATE_LIMIT, options.rateLimitStore);

  const jsonForm = (url: string, form: FormKind, body: object, summary: string) =>
    app.post(
      url,
      {
        schema: { summary, tags: ['forms'], body, response: { 201: receiptSchema } },
        preValidation: normaliseJsonBody,
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const receipt = await submissions.insert({ form, fields: request.body as object, ...senderOf(request) }, []);
        stored();
        return reply.code(201).send(receipt);
      },
    );
  jsonForm('/api/client_questions', 'client_question', clientQuestionSchema, 'Contact question');
  jsonForm('/api/cooperation_requests', 'cooperation_request', cooperationRequestSchema, 'Cooperation request');
  jsonForm('/api/proposal_requests', 'proposal_request', proposalRequestSchema, 'Quotation request');

  app.post(
    '/api/form_entries/job_application',
    {
      schema: {
        summary: 'Job application',
        tags: ['forms'],
        body: { content: { 'multipart/form-data': { schema: jobApplicationBodySchema } } },
        response: { 201: receiptSchema },
      },
    },
    async (request, reply) => {
      const uploads = new UploadSession(uploadsDir);
      try {
        const application = await readJobApplication(request, uploads);
        const files = await Promise.all(application.files.map((file) => uploads.place(file)));
        const receipt = await submissions.insert(
          { form: 'job_application', fields: application.fields, ...senderOf(request) },
          files,
        );
        uploads.commit();
        stored();
        return reply.code(201).send(receipt);
      } finally {
        await uploads.discard();
      }
    },
  );
}
