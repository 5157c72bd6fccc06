// Error answers: `{ code, message }` (ApiErrorBody of the contracts). Bad input is a 400 naming the
// parameter, a missing record a 404, anything unexpected a logged 500 with no details.
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import type { ApiErrorBody } from '@ergoforma/shared-contracts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
    this.name = 'NotFoundError';
  }
}

const CONTEXT_LABEL: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'field',
  headers: 'header',
};

/** The parameter an Ajv error is about, written as the client wrote it: 'order[name]', 'tags.id[]'. */
export function parameterName(error: FastifySchemaValidationError): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra = error.params.additionalProperty ?? error.params.missingProperty;
  if (typeof extra === 'string') segments.push(extra);
  const [first = '', ...rest] = segments;
  return first + rest.map((segment) => (/^\d+$/.test(segment) ? '[]' : `[${segment}]`)).join('');
}

function describe(error: FastifySchemaValidationError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'type':
      return `must be ${p.type === 'integer' ? 'an integer' : p.type === 'object' ? 'given as name[key]=value' : `a ${String(p.type)}`}`;
    case 'enum':
      return `must be one of: ${Array.isArray(p.allowedValues) ? p.allowedValues.join(', ') : ''}`;
    case 'minimum':
      return `must be >= ${String(p.limit)}`;
    case 'maximum':
      return `must be <= ${String(p.limit)}`;
    case 'minLength':
      return `must be at least ${String(p.limit)} character(s) long`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters long`;
    case 'minItems':
      return `needs at least ${String(p.limit)} value(s)`;
    case 'maxItems':
      return `accepts at most ${String(p.limit)} values`;
    case 'pattern':
      return 'has an invalid format';
    default:
      return error.message ?? 'is invalid';
  }
}

/** 'Unknown query parameter "foo"', 'Query parameter "itemsPerPage" must be <= 400', ... */
export function validationMessage(errors: FastifySchemaValidationError[], context: string | undefined): string {
  const label = CONTEXT_LABEL[context ?? ''] ?? 'parameter';
  const first = errors[0];
  if (!first) return `Invalid ${label}`;
  const name = parameterName(first);
  if (first.keyword === 'additionalProperties') return `Unknown ${label} "${name}"`;
  if (first.keyword === 'required') return `Missing ${label} "${name}"`;
  const capitalised = label.charAt(0).toUpperCase() + label.slice(1);
  return `${capitalised} "${name}" ${describe(first)}`;
}

function send(reply: FastifyReply, status: number, message: string): FastifyReply {
  const body: ApiErrorBody = { code: String(status), message };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    send(reply, 404, `No resource at ${request.method} ${request.url.split('?')[0] ?? ''}`),
  );

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.validation) {
      return send(reply, 400, validationMessage(error.validation, error.validationContext));
    }
    if (error instanceof HttpError) return send(reply, error.statusCode, error.message);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed URL, unsupported media type...).
      request.log.info({ err: error }, 'client error');
      return send(reply, status, error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, 'Internal error');
  });
}
